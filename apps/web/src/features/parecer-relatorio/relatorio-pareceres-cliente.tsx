import { CONTRATOS_PARECER_CLIENTE as CP } from '@backoffice/domain/contratos/parecer-cliente';
import { dataNegocio } from '@backoffice/domain/datas';
import { textoCsv } from '@backoffice/domain/gerencial';
import {
  COLUNAS_INDICADORES_PARECER,
  type IndicadoresParecer,
  relatorioParecerQuery,
} from '@backoffice/domain/parecer-cliente';
import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { LoadingState } from '../../components/controls/list-states';
import { IndicadoresParecerGrade } from '../../components/indicadores-parecer/indicadores-parecer';
import { type ColunaLista, TabelaLista } from '../../components/lista/tabela-lista';
import {
  FormPeriodoRelatorio,
  type PeriodoRelatorio,
  textoPeriodo,
  usePeriodoRelatorio,
} from '../../components/periodo/periodo-relatorio';
import { ApiError } from '../../lib/api-client';
import { consulta } from '../../lib/dados';
import { salvarArquivo } from '../../lib/download';

const FALHA = 'Não foi possível carregar o relatório de pareceres de clientes.';
/** Days of the period at first. */
const DIAS_PADRAO = 30;

type Linha = IndicadoresParecer & { cd: number; nome: string | null };

/** The columns of a table (and of its CSV): the name, then every figure. */
function colunasDe(titulo: string): ColunaLista<Linha>[] {
  return [
    { id: 'nome', titulo, celula: (l) => l.nome ?? `Código ${l.cd}`, ordenar: (l) => l.nome },
    ...COLUNAS_INDICADORES_PARECER.map(
      (c): ColunaLista<Linha> => ({
        id: c.id,
        titulo: c.titulo,
        celula: (l) => c.valor(l),
        ordenar: (l) => l[c.id],
        alinhar: 'right',
      }),
    ),
  ];
}

function csvDe(titulo: string, linhas: readonly Linha[]): string {
  return textoCsv<Linha>(
    [
      { titulo, valor: (l) => l.nome ?? String(l.cd) },
      ...COLUNAS_INDICADORES_PARECER.map((c) => ({ titulo: c.titulo, valor: (l: Linha) => c.valor(l) })),
    ],
    linhas,
  );
}

const nomePeriodo = (p: PeriodoRelatorio) => [p.de ?? 'inicio', p.ate ?? 'hoje'].join('_');

function BotaoCsv({ titulo, nome, linhas }: { titulo: string; nome: string; linhas: readonly Linha[] }) {
  return (
    <Button
      variant="default"
      leftSection={<IconDownload size={16} aria-hidden />}
      disabled={linhas.length === 0}
      onClick={() =>
        salvarArquivo(new Blob([csvDe(titulo, linhas)], { type: 'text/csv;charset=utf-8' }), nome)
      }
    >
      Exportar CSV
    </Button>
  );
}

/**
 * Relatórios › Pareceres de clientes of Seleção - Gerencial: how the clients answer the candidates
 * forwarded to them by link, in a period, in total, per client and per analyst, each table exported
 * to CSV.
 */
export function RelatorioPareceresClienteTab({ hoje = dataNegocio() }: { hoje?: string }) {
  const periodo = usePeriodoRelatorio(relatorioParecerQuery, hoje, DIAS_PADRAO);
  const aplicado = periodo.aplicado;
  const q = useQuery(consulta(CP.relatorio, { query: aplicado }, FALHA));
  const erro = q.isError ? (q.error instanceof ApiError ? q.error.message : FALHA) : null;
  const textoDoPeriodo = aplicado.de || aplicado.ate ? textoPeriodo(aplicado) : 'todo o período';
  const sufixo = nomePeriodo(aplicado);

  return (
    <Stack gap="sm" p="sm">
      <Title order={3} size="h5">
        Pareceres de clientes
      </Title>
      <FormPeriodoRelatorio
        periodo={periodo}
        rotulo="Filtros dos pareceres de clientes"
        carregando={q.isFetching}
      />
      {erro ? (
        <Alert color="red" role="alert" title={FALHA}>
          {erro !== FALHA ? erro : null}
        </Alert>
      ) : q.isPending ? (
        <LoadingState />
      ) : (
        q.data && (
          <Stack gap="md">
            <Stack gap="xs" component="section" aria-label="Totais do período">
              <Text size="sm" fw={600}>
                Totais — {textoDoPeriodo}
              </Text>
              <IndicadoresParecerGrade indicadores={q.data.total} />
            </Stack>
            <TabelaLista
              rotulo="Pareceres por cliente"
              colunas={colunasDe('Cliente')}
              linhas={q.data.por_cliente}
              chave={(l) => l.cd}
              filtro={{ rotulo: 'Filtrar clientes' }}
              ordenacaoInicial={{ id: 'encaminhados', desc: true }}
              vazio="Nenhum candidato encaminhado por link no período."
              ferramentas={
                <BotaoCsv
                  titulo="Cliente"
                  nome={`pareceres-por-cliente_${sufixo}.csv`}
                  linhas={q.data.por_cliente}
                />
              }
              larguraMinima={900}
            />
            <TabelaLista
              rotulo="Pareceres por analista"
              colunas={colunasDe('Analista')}
              linhas={q.data.por_analista}
              chave={(l) => l.cd}
              filtro={{ rotulo: 'Filtrar analistas' }}
              ordenacaoInicial={{ id: 'encaminhados', desc: true }}
              vazio="Nenhum candidato encaminhado por link no período."
              ferramentas={
                <BotaoCsv
                  titulo="Analista"
                  nome={`pareceres-por-analista_${sufixo}.csv`}
                  linhas={q.data.por_analista}
                />
              }
              larguraMinima={900}
            />
          </Stack>
        )
      )}
    </Stack>
  );
}
