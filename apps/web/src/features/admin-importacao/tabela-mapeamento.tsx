import type { MapeamentoColunas } from '@backoffice/domain/importacao';
import type { CampoImportacao } from '@backoffice/domain/importacao-campos';
import { Select, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { type ColunaLista, TabelaLista } from '../../components/lista/tabela-lista';
import classes from './importacao.module.css';
import { exemplosDaColuna, ligarColuna, NAO_IMPORTAR, opcoesDaColuna } from './mapeamento';

interface LinhaColuna {
  indice: number;
  coluna: string;
  exemplos: string[];
}

export interface TabelaMapeamentoProps {
  campos: readonly CampoImportacao[];
  cabecalho: readonly string[];
  amostra: readonly (readonly string[])[];
  mapeamento: MapeamentoColunas;
  aoMudar: (mapeamento: MapeamentoColunas) => void;
}

/** One row per column of the file: its name, its sample values and the field it fills. */
export function TabelaMapeamento({ campos, cabecalho, amostra, mapeamento, aoMudar }: TabelaMapeamentoProps) {
  const linhas = useMemo<LinhaColuna[]>(
    () =>
      cabecalho.map((coluna, indice) => ({ indice, coluna, exemplos: exemplosDaColuna(amostra, indice) })),
    [cabecalho, amostra],
  );
  const porCampo = useMemo(() => new Map(campos.map((c) => [c.campo, c])), [campos]);

  const colunas: ColunaLista<LinhaColuna>[] = [
    {
      id: 'coluna',
      titulo: 'Coluna do arquivo',
      largura: '28%',
      celula: (l) => (
        <Text
          size="sm"
          // a column left out reads quieter than those that go in
          fw={mapeamento[l.coluna] ? 600 : 400}
          c={mapeamento[l.coluna] ? undefined : 'gray.7'}
          style={{ overflowWrap: 'anywhere' }}
        >
          {l.coluna || (
            <Text span c="dimmed" fs="italic" size="sm">
              (sem nome)
            </Text>
          )}
        </Text>
      ),
    },
    {
      id: 'exemplos',
      titulo: 'Exemplos',
      largura: '32%',
      celula: (l) =>
        l.exemplos.length ? (
          <Stack gap={0}>
            {l.exemplos.map((e, k) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the same value may repeat in a column's sample
              <span key={k} className={classes.amostra} title={e}>
                {e}
              </span>
            ))}
          </Stack>
        ) : (
          <Text size="xs" c="dimmed">
            vazia nas primeiras linhas
          </Text>
        ),
    },
    {
      id: 'campo',
      titulo: 'Campo no sistema',
      celula: (l) => {
        const valor = mapeamento[l.coluna] ?? NAO_IMPORTAR;
        const campo = porCampo.get(valor);
        return (
          <Stack gap={2}>
            <Select
              aria-label={`Campo da coluna ${l.coluna || l.indice + 1}`}
              data={opcoesDaColuna(campos, mapeamento, l.coluna)}
              value={valor}
              onChange={(v) => aoMudar(ligarColuna(mapeamento, l.coluna, v))}
              allowDeselect={false}
              searchable
              nothingFoundMessage="Nenhum campo com este nome"
              comboboxProps={{ withinPortal: true }}
              size="sm"
              data-ligada={valor !== NAO_IMPORTAR || undefined}
            />
            {campo?.ajuda && (
              <Text size="xs" c="dimmed">
                {campo.ajuda}
              </Text>
            )}
          </Stack>
        );
      },
    },
  ];

  return (
    <TabelaLista
      rotulo="Colunas do arquivo"
      colunas={colunas}
      linhas={linhas}
      chave={(l) => l.indice}
      paginacao={false}
      larguraMinima={520}
      propsLinha={(l) => ({ 'data-testid': `coluna-${l.indice}` })}
    />
  );
}
