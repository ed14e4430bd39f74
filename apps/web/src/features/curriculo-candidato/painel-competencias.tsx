import { Checkbox, Group, NumberInput, Select, Stack, Text } from '@mantine/core';
import { novoCartao } from './curriculo-form';
import type { EditorCurriculo } from './use-curriculo-formulario';

const _opcoes = (l: readonly { id: string; nome: string }[]) =>
  l.map((x) => ({ value: x.id, label: x.nome }));
const _COR_IMC = { danger: 'red', success: 'green', warning: 'yellow' } as const;

/** Competencies, score and whether the resume shows them. */
export function PainelCompetencias({ ed }: { ed: EditorCurriculo }) {
  const { listas, setListas, alterarCartao, botaoExcluir, competenciasLivres } = ed;
  return (
    <Stack>
      <Select
        label="Adicionar competência"
        placeholder="Escolha a competência"
        searchable
        data={competenciasLivres.map((i) => ({ value: String(i.CD_COMPETENCIA), label: i.NM_COMPETENCIA }))}
        value={null}
        onChange={(x) => {
          const i = competenciasLivres.find((k) => String(k.CD_COMPETENCIA) === x);
          if (i)
            setListas((l) => ({
              ...l,
              competencias: [
                ...l.competencias,
                novoCartao({
                  cd_competencia: i.CD_COMPETENCIA,
                  nome: i.NM_COMPETENCIA,
                  nr_nota: 1,
                  id_mostra_curriculo: 'N' as const,
                }),
              ],
            }));
        }}
      />
      {listas.competencias.map((c) => (
        <Group key={c.chave} align="end">
          <Text w={220}>{c.dados.nome}</Text>
          <NumberInput
            w={140}
            label={`Nota (${c.dados.nome})`}
            min={1}
            max={5}
            value={c.dados.nr_nota}
            onChange={(x) => alterarCartao('competencias', c.chave, { nr_nota: Number(x) || 1 })}
          />
          <Checkbox
            label="Mostra no currículo"
            checked={c.dados.id_mostra_curriculo === 'S'}
            onChange={(e) =>
              alterarCartao('competencias', c.chave, {
                id_mostra_curriculo: e.currentTarget.checked ? 'S' : 'N',
              })
            }
          />
          {botaoExcluir(c, 'competencias', () => ({
            tipo: 'competencia',
            id: c.dados.cd_competencia,
            chave: c.chave,
          }))}
        </Group>
      ))}
    </Stack>
  );
}
