import { formatarCnpj, formatarCpf } from '@backoffice/domain/formatacao';
import {
  type ImportacaoResumo,
  LIMITES_IMPORTACAO,
  type LinhaImportacao,
  RESULTADOS_LINHA,
  STATUS_LINHA,
  type StatusLinha,
} from '@backoffice/domain/importacao';
import { Alert, Badge, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { PaginationBar } from '../../components/controls/pagination-bar';
import { type ColunaLista, TabelaLista } from '../../components/lista/tabela-lista';
import { ERRO_LINHAS, useLinhasImportacao } from './api-importacao';
import classes from './importacao.module.css';
import { numero } from './situacao-importacao';

type Filtro = StatusLinha | 'todas';

/** A CPF or CNPJ key as people write it; any other key as it is. */
export function chaveLegivel(chave: string | null): string {
  if (!chave) return '–';
  if (/^\d{11}$/.test(chave)) return formatarCpf(chave);
  if (/^\d{14}$/.test(chave)) return formatarCnpj(chave);
  return chave;
}

const COR_STATUS: Record<StatusLinha, string> = { V: 'green', A: 'yellow', E: 'red' };

const COLUNAS: ColunaLista<LinhaImportacao>[] = [
  { id: 'linha', titulo: 'Linha', largura: 80, celula: (l) => numero(l.nr_linha) },
  {
    id: 'status',
    titulo: 'Situação',
    largura: 150,
    celula: (l) => (
      <Group gap={4} wrap="nowrap">
        <Badge color={COR_STATUS[l.id_status]} variant="light">
          {STATUS_LINHA[l.id_status]}
        </Badge>
        {l.id_resultado && (
          <Badge color="gray" variant="outline">
            {RESULTADOS_LINHA[l.id_resultado]}
          </Badge>
        )}
      </Group>
    ),
  },
  { id: 'chave', titulo: 'Registro', largura: 220, celula: (l) => chaveLegivel(l.ds_chave) },
  {
    id: 'mensagens',
    titulo: 'O que foi encontrado',
    celula: (l) => (
      <Text size="sm" className={classes.mensagens}>
        {l.ds_mensagens || 'Sem observações.'}
      </Text>
    ),
  },
];

/** The first filter worth looking at: errors, else warnings, else every row. */
export function filtroInicial(i: Pick<ImportacaoResumo, 'nr_erros' | 'nr_avisos'>): Filtro {
  if (i.nr_erros > 0) return 'E';
  if (i.nr_avisos > 0) return 'A';
  return 'todas';
}

/**
 * The dry run's report, row by row: filtered by status (errors first), a page of 50 at a time, each
 * row with its number in the file and what the check found.
 */
export function RelatorioLinhas({ importacao: i }: { importacao: ImportacaoResumo }) {
  const [filtro, setFiltro] = useState<Filtro>(() => filtroInicial(i));
  const [pagina, setPagina] = useState(1);
  // the rows belong to this state of the import: a new dry run or the import's results read them again
  const versao = `${i.id_situacao}:${i.nr_processadas}:${i.nr_erros}:${i.nr_inseridas}:${i.nr_atualizadas}`;
  const status = filtro === 'todas' ? undefined : filtro;
  const linhas = useLinhasImportacao(i.cd_importacao, status, pagina, versao);
  const contagem: Record<Filtro, number> = {
    E: i.nr_erros,
    A: i.nr_avisos,
    V: i.nr_validas,
    todas: i.nr_validas + i.nr_avisos + i.nr_erros,
  };
  const rotulo = (f: Filtro, nome: string) => `${nome} (${numero(contagem[f])})`;

  return (
    <Stack gap="xs">
      <Group justify="space-between" align="center">
        <SegmentedControl
          aria-label="Mostrar as linhas"
          value={filtro}
          onChange={(v) => {
            setFiltro(v as Filtro);
            setPagina(1);
          }}
          data={[
            { value: 'E', label: rotulo('E', 'Erros') },
            { value: 'A', label: rotulo('A', 'Avisos') },
            { value: 'V', label: rotulo('V', 'Válidas') },
            { value: 'todas', label: rotulo('todas', 'Todas') },
          ]}
        />
      </Group>
      {linhas.isError && <Alert color="red">{ERRO_LINHAS}</Alert>}
      <TabelaLista
        key={filtro}
        rotulo="Linhas do arquivo"
        colunas={COLUNAS}
        linhas={linhas.data?.linhas}
        carregando={linhas.isPending}
        chave={(l) => l.nr_linha}
        paginacao={false}
        larguraMinima={720}
        vazio={
          filtro === 'E'
            ? 'Nenhuma linha com erro.'
            : filtro === 'A'
              ? 'Nenhuma linha com aviso.'
              : 'Nenhuma linha para mostrar.'
        }
        propsLinha={(l) => ({ 'data-testid': `linha-${l.nr_linha}` })}
      />
      {linhas.data && linhas.data.total > LIMITES_IMPORTACAO.linhasPorPagina && (
        <PaginationBar
          total={linhas.data.total}
          page={pagina}
          pageSize={LIMITES_IMPORTACAO.linhasPorPagina}
          onPageChange={setPagina}
        />
      )}
    </Stack>
  );
}
