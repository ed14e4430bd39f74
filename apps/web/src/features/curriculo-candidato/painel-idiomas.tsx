import { NIVEIS_IDIOMA } from '@backoffice/domain/candidato-cadastro';
import { Group, Select, Stack, Text } from '@mantine/core';
import { type Idioma, novoCartao } from './curriculo-form';
import type { EditorCurriculo } from './use-curriculo-formulario';

const _opcoes = (l: readonly { id: string; nome: string }[]) =>
  l.map((x) => ({ value: x.id, label: x.nome }));
const _COR_IMC = { danger: 'red', success: 'green', warning: 'yellow' } as const;

/** Languages and their levels. */
export function PainelIdiomas({ ed }: { ed: EditorCurriculo }) {
  const { listas, setListas, alterarCartao, botaoExcluir, idiomasLivres } = ed;
  return (
    <Stack>
      <Select
        label="Adicionar idioma"
        placeholder="Escolha o idioma"
        data={idiomasLivres.map((i) => ({ value: String(i.CD_IDIOMA), label: i.NM_IDIOMA }))}
        value={null}
        onChange={(x) => {
          const i = idiomasLivres.find((k) => String(k.CD_IDIOMA) === x);
          if (i)
            setListas((l) => ({
              ...l,
              idiomas: [
                ...l.idiomas,
                novoCartao({
                  cd_idioma: i.CD_IDIOMA,
                  nome: i.NM_IDIOMA,
                  id_leitura: 2,
                  id_escrita: 2,
                  id_fala: 2,
                }),
              ],
            }));
        }}
      />
      {listas.idiomas.map((c) => (
        <Group key={c.chave} align="end">
          <Text w={160}>{c.dados.nome}</Text>
          {(['id_leitura', 'id_escrita', 'id_fala'] as const).map((k) => (
            <Select
              key={k}
              w={160}
              label={`${{ id_leitura: 'Leitura', id_escrita: 'Escrita', id_fala: 'Fala' }[k]} (${c.dados.nome})`}
              data={NIVEIS_IDIOMA.map((n) => ({ value: String(n.id), label: n.nome }))}
              value={String(c.dados[k])}
              allowDeselect={false}
              onChange={(x) => alterarCartao('idiomas', c.chave, { [k]: Number(x) } as Partial<Idioma>)}
            />
          ))}
          {botaoExcluir(c, 'idiomas', () => ({ tipo: 'idioma', id: c.dados.cd_idioma, chave: c.chave }))}
        </Group>
      ))}
    </Stack>
  );
}
