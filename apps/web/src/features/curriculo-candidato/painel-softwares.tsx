import { NIVEIS_SOFTWARE } from '@backoffice/domain/candidato-cadastro';
import { Group, Select, Stack, Text } from '@mantine/core';
import { novoCartao } from './curriculo-form';
import type { EditorCurriculo } from './use-curriculo-formulario';

const _opcoes = (l: readonly { id: string; nome: string }[]) =>
  l.map((x) => ({ value: x.id, label: x.nome }));
const _COR_IMC = { danger: 'red', success: 'green', warning: 'yellow' } as const;

/** Software and its level. */
export function PainelSoftwares({ ed }: { ed: EditorCurriculo }) {
  const { listas, setListas, alterarCartao, botaoExcluir, softwaresLivres } = ed;
  return (
    <Stack>
      <Select
        label="Adicionar software"
        placeholder="Escolha o software"
        searchable
        data={softwaresLivres.map((i) => ({ value: String(i.CD_CONHECIMENTO), label: i.NM_CONHECIMENTO }))}
        value={null}
        onChange={(x) => {
          const i = softwaresLivres.find((k) => String(k.CD_CONHECIMENTO) === x);
          if (i)
            setListas((l) => ({
              ...l,
              softwares: [
                ...l.softwares,
                novoCartao({
                  cd_conhecimento: i.CD_CONHECIMENTO,
                  nome: i.NM_CONHECIMENTO,
                  id_conhecimento: 1,
                }),
              ],
            }));
        }}
      />
      {listas.softwares.map((c) => (
        <Group key={c.chave} align="end">
          <Text w={220}>{c.dados.nome}</Text>
          <Select
            w={180}
            label={`Nível (${c.dados.nome})`}
            data={NIVEIS_SOFTWARE.map((n) => ({ value: String(n.id), label: n.nome }))}
            value={String(c.dados.id_conhecimento)}
            allowDeselect={false}
            onChange={(x) => alterarCartao('softwares', c.chave, { id_conhecimento: Number(x) })}
          />
          {botaoExcluir(c, 'softwares', () => ({
            tipo: 'software',
            id: c.dados.cd_conhecimento,
            chave: c.chave,
          }))}
        </Group>
      ))}
    </Stack>
  );
}
