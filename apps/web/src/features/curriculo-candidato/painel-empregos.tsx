import { MENSAGENS_CADASTRO as M } from '@backoffice/domain/candidato-cadastro';
import {
  Button,
  Card,
  Group,
  NumberInput,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { DateField } from '../../components/controls/date-field';
import { EMPREGO_VAZIO, novoCartao } from './curriculo-form';
import type { EditorCurriculo } from './use-curriculo-formulario';

const _opcoes = (l: readonly { id: string; nome: string }[]) =>
  l.map((x) => ({ value: x.id, label: x.nome }));
const _COR_IMC = { danger: 'red', success: 'green', warning: 'yellow' } as const;

/** The previous jobs cards. */
export function PainelEmpregos({ ed }: { ed: EditorCurriculo }) {
  const { listas, setListas, alterarCartao, botaoExcluir, hoje, tentouSalvar } = ed;
  return (
    <Stack>
      {listas.empregos.map((c, i) => (
        <Card key={c.chave} withBorder>
          <Group justify="space-between" mb="xs">
            <Title order={4}>
              {['Último emprego', 'Penúltimo emprego', 'Antepenúltimo emprego'][i] ?? `Emprego ${i + 1}`}
            </Title>
            {botaoExcluir(c, 'empregos', () => ({
              tipo: 'emprego',
              id: c.dados.nr_sequencia as number,
              chave: c.chave,
            }))}
          </Group>
          <SimpleGrid cols={{ base: 1, md: 3 }}>
            <TextInput
              label="Empresa"
              required
              maxLength={200}
              value={c.dados.nm_pessoa_empresa}
              onChange={(e) =>
                alterarCartao('empregos', c.chave, { nm_pessoa_empresa: e.currentTarget.value })
              }
              error={tentouSalvar && !c.dados.nm_pessoa_empresa.trim() ? M.empresa : undefined}
            />
            <TextInput
              label="Último cargo"
              required
              maxLength={120}
              value={c.dados.nm_cargo}
              onChange={(e) => alterarCartao('empregos', c.chave, { nm_cargo: e.currentTarget.value })}
              error={tentouSalvar && !c.dados.nm_cargo.trim() ? M.ultimoCargo : undefined}
            />
            <NumberInput
              label="Último salário"
              decimalSeparator=","
              thousandSeparator="."
              decimalScale={2}
              fixedDecimalScale
              allowNegative={false}
              max={99_999.99}
              hideControls
              value={c.dados.vl_ultimo_salario ?? ''}
              onChange={(x) =>
                alterarCartao('empregos', c.chave, { vl_ultimo_salario: typeof x === 'number' ? x : null })
              }
            />
            <DateField
              label="Admissão"
              historica
              required
              maxDate={hoje}
              value={c.dados.dt_inicio || null}
              onChange={(x) => alterarCartao('empregos', c.chave, { dt_inicio: x ?? '' })}
              error={tentouSalvar && !c.dados.dt_inicio ? M.admissao : undefined}
            />
            <DateField
              label="Demissão"
              historica
              value={c.dados.dt_fim || null}
              onChange={(x) => alterarCartao('empregos', c.chave, { dt_fim: x ?? '' })}
              error={
                c.dados.dt_fim && c.dados.dt_inicio > c.dados.dt_fim ? M.admissaoAposDemissao : undefined
              }
            />
            <TextInput
              label="Motivo da saída"
              maxLength={500}
              value={c.dados.ds_motivo_saida}
              onChange={(e) => alterarCartao('empregos', c.chave, { ds_motivo_saida: e.currentTarget.value })}
            />
          </SimpleGrid>
          <Textarea
            mt="sm"
            label="Atividades"
            maxLength={4000}
            autosize
            minRows={2}
            value={c.dados.ds_experiencia_profissional}
            onChange={(e) =>
              alterarCartao('empregos', c.chave, { ds_experiencia_profissional: e.currentTarget.value })
            }
          />
        </Card>
      ))}
      <Button
        variant="light"
        onClick={() =>
          setListas((l) => ({ ...l, empregos: [novoCartao({ ...EMPREGO_VAZIO }), ...l.empregos] }))
        }
      >
        Adicionar emprego
      </Button>
    </Stack>
  );
}
