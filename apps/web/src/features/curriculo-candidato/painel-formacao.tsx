import { MENSAGENS_CADASTRO as M } from '@backoffice/domain/candidato-cadastro';
import { NIVEIS_FORMACAO, SITUACOES_FORMACAO } from '@backoffice/domain/catalogos';
import { LIMITES_CONTROLES } from '@backoffice/domain/controles';
import {
  Alert,
  Button,
  Card,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { MonthPickerInput } from '@mantine/dates';
import 'dayjs/locale/pt-br';
import { ROTULOS_CALENDARIO } from '../../components/controls/date-field';
import { dataParaMes, mesParaData } from './campo-data';
import { CURSO_VAZIO, novoCartao } from './curriculo-form';
import type { EditorCurriculo } from './use-curriculo-formulario';

const _opcoes = (l: readonly { id: string; nome: string }[]) =>
  l.map((x) => ({ value: x.id, label: x.nome }));
const _COR_IMC = { danger: 'red', success: 'green', warning: 'yellow' } as const;

/** The education cards. */
export function PainelFormacao({ ed }: { ed: EditorCurriculo }) {
  const { listas, setListas, alterarCartao, botaoExcluir, erroLista } = ed;
  return (
    <Stack>
      {erroLista('addCurso') && <Alert color="red">{erroLista('addCurso')}</Alert>}
      {listas.cursos.length === 0 && <Text c="dimmed">{M.formacaoDica}</Text>}
      {listas.cursos.map((c, i) => (
        <Card key={c.chave} withBorder>
          <Group justify="space-between" mb="xs">
            <Title order={4}>Formação {i + 1}</Title>
            {botaoExcluir(c, 'cursos', () => ({
              tipo: 'curso',
              id: c.dados.nr_sequencia as number,
              chave: c.chave,
            }))}
          </Group>
          <SimpleGrid cols={{ base: 1, md: 3 }}>
            <Select
              label="Nível"
              required
              data={NIVEIS_FORMACAO.map((n) => ({ value: String(n.cd), label: n.nome }))}
              value={c.dados.cd_nivel || null}
              onChange={(x) => alterarCartao('cursos', c.chave, { cd_nivel: x ?? '' })}
            />
            <Select
              label="Situação"
              required
              data={SITUACOES_FORMACAO.map((n) => ({ value: n.id, label: n.nome }))}
              value={c.dados.id_situacao || null}
              onChange={(x) => alterarCartao('cursos', c.chave, { id_situacao: x ?? '' })}
            />
            <MonthPickerInput
              label="Conclusão (mês/ano)"
              locale="pt-br"
              valueFormat="MM/YYYY"
              placeholder="mm/aaaa"
              clearable
              minDate={LIMITES_CONTROLES.dataMinimaHistorica}
              maxDate={LIMITES_CONTROLES.dataMaxima}
              ariaLabels={ROTULOS_CALENDARIO}
              // a clear button of at least 24 px, the smallest target WCAG 2.2 allows
              clearButtonProps={{ 'aria-label': 'Limpar conclusão', style: { minWidth: 28, minHeight: 28 } }}
              // the placeholder is text here (not an input's), so it needs the contrast of text
              styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
              value={mesParaData(c.dados.dt_conclusao_curso)}
              onChange={(d) => alterarCartao('cursos', c.chave, { dt_conclusao_curso: dataParaMes(d) })}
            />
            <TextInput
              label="Instituição"
              maxLength={80}
              value={c.dados.nm_pessoa_estab_ensino}
              onChange={(e) =>
                alterarCartao('cursos', c.chave, { nm_pessoa_estab_ensino: e.currentTarget.value })
              }
            />
            <TextInput
              label="Curso"
              maxLength={80}
              value={c.dados.nm_curso}
              onChange={(e) => alterarCartao('cursos', c.chave, { nm_curso: e.currentTarget.value })}
            />
            <TextInput
              label="Série"
              maxLength={15}
              value={c.dados.ds_serie}
              onChange={(e) => alterarCartao('cursos', c.chave, { ds_serie: e.currentTarget.value })}
            />
          </SimpleGrid>
          <Textarea
            mt="sm"
            label="Observações"
            maxLength={2000}
            value={c.dados.ds_observacoes}
            onChange={(e) => alterarCartao('cursos', c.chave, { ds_observacoes: e.currentTarget.value })}
          />
        </Card>
      ))}
      <Button
        variant="light"
        onClick={() => setListas((l) => ({ ...l, cursos: [...l.cursos, novoCartao({ ...CURSO_VAZIO })] }))}
      >
        Adicionar formação
      </Button>
    </Stack>
  );
}
