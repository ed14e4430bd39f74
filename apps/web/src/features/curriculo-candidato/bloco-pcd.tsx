import { LIMITES_CADASTRO as L, MENSAGENS_CADASTRO as M } from '@backoffice/domain/candidato-cadastro';
import { CATALOGO_TIPOS_DEFICIENCIA } from '@backoffice/domain/catalogos';
import { CONTRATOS_CANDIDATO_CADASTRO as C } from '@backoffice/domain/contratos/candidato-cadastro';
import {
  Alert,
  Anchor,
  Button,
  Card,
  FileInput,
  Group,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { DateField } from '../../components/controls/date-field';
import { urlDe } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import { novoCartao, PCD_VAZIO } from './curriculo-form';
import type { EditorCurriculo } from './use-curriculo-formulario';

const _opcoes = (l: readonly { id: string; nome: string }[]) =>
  l.map((x) => ({ value: x.id, label: x.nome }));
const _COR_IMC = { danger: 'red', success: 'green', warning: 'yellow' } as const;

/** The disability records (a person with a disability only). */
export function BlocoPcd({ ed }: { ed: EditorCurriculo }) {
  const {
    flag,
    listas,
    setListas,
    alterarCartao,
    removerNovo,
    setExclusao,
    alterarLaudo,
    hoje,
    erroLista,
    arquivosLaudo,
    setArquivosLaudo,
  } = ed;
  if (!flag('id_possue_deficiencia')) return null;
  return (
    <Stack gap="xs">
      {erroLista('addPcd') && <Alert color="yellow">{erroLista('addPcd')}</Alert>}
      {listas.pcds.map((c, i) => (
        <Card key={c.chave} withBorder>
          <Group justify="space-between" mb="xs">
            <Title order={4}>
              Laudo PCD {i + 1}
              {c.dados.id_status === 'I' ? ' (inativo)' : ''}
            </Title>
            {c.salvo ? (
              <Group gap="xs">
                {c.dados.ds_caminho_laudo && (
                  <Anchor
                    size="sm"
                    href={urlDe(C.arquivoLaudo, { params: { id: c.dados.id_cid_candidato as number } })}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    Ver laudo
                  </Anchor>
                )}
                <Button
                  variant="subtle"
                  size="xs"
                  onClick={() =>
                    void alterarLaudo(c.chave, c.dados.id_cid_candidato as number, c.dados.id_status === 'I')
                  }
                >
                  {c.dados.id_status === 'I' ? 'Reativar' : 'Inativar'}
                </Button>
                <Button
                  variant="subtle"
                  color="red"
                  size="xs"
                  onClick={() =>
                    setExclusao({
                      tipo: 'laudo',
                      id: c.dados.id_cid_candidato as number,
                      chave: c.chave,
                    })
                  }
                >
                  Excluir
                </Button>
              </Group>
            ) : (
              <Button variant="subtle" color="red" size="xs" onClick={() => removerNovo('pcds', c.chave)}>
                Remover
              </Button>
            )}
          </Group>
          <SimpleGrid cols={{ base: 1, md: 4 }}>
            <Select
              label="Tipo de deficiência"
              required
              data={CATALOGO_TIPOS_DEFICIENCIA.map((d) => ({ value: String(d.cd), label: d.nome }))}
              value={c.dados.cd_tipo_deficiencia || null}
              onChange={(x) => alterarCartao('pcds', c.chave, { cd_tipo_deficiencia: x ?? '' })}
            />
            <TextInput
              label="CID"
              maxLength={50}
              value={c.dados.cd_cid}
              onChange={(e) => alterarCartao('pcds', c.chave, { cd_cid: e.currentTarget.value })}
            />
            <DateField
              label="Data do laudo"
              historica
              maxDate={hoje}
              value={c.dados.dt_validade || null}
              onChange={(x) => alterarCartao('pcds', c.chave, { dt_validade: x ?? '' })}
              error={c.dados.dt_validade > hoje ? M.dataLaudoFutura : undefined}
            />
            <FileInput
              label={c.dados.ds_caminho_laudo ? 'Substituir arquivo do laudo' : 'Arquivo do laudo'}
              accept=".doc,.docx,.pdf,.jpg,.jpeg,.png"
              value={arquivosLaudo[c.chave] ?? null}
              clearable
              onChange={(f) => {
                if (f && f.size > L.laudoMaxBytes) return void notify.erro(M.laudoTamanho);
                if (f && !/\.(docx?|pdf|jpe?g|png)$/i.test(f.name)) return void notify.erro(M.laudoTipo);
                setArquivosLaudo(({ [c.chave]: _antigo, ...outros }) =>
                  f ? { ...outros, [c.chave]: f } : outros,
                );
              }}
            />
            <TextInput
              label="Observação do laudo"
              maxLength={150}
              value={c.dados.ds_observacao}
              onChange={(e) => alterarCartao('pcds', c.chave, { ds_observacao: e.currentTarget.value })}
            />
          </SimpleGrid>
        </Card>
      ))}
      <Button
        variant="light"
        w="fit-content"
        onClick={() => setListas((l) => ({ ...l, pcds: [...l.pcds, novoCartao({ ...PCD_VAZIO })] }))}
      >
        Adicionar laudo PCD
      </Button>
    </Stack>
  );
}
