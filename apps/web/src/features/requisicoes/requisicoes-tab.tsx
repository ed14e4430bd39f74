import { CONTRATOS_VAGA_SELECAO as C } from '@backoffice/domain/contratos/vaga-selecao';
import { dataNegocio, formatarData } from '@backoffice/domain/datas';
import {
  filtrosPadrao,
  LIMITES_MINHAS_VAGAS,
  MENSAGENS_MINHAS_VAGAS as M,
  queryDosFiltros,
} from '@backoffice/domain/minhas-vagas';
import { agruparRequisicoes, type RequisicaoLinha } from '@backoffice/domain/requisicoes';
import { CLIENTE_SIGILOSO } from '@backoffice/domain/vaga-candidatos';
import { corSituacaoVaga } from '@backoffice/domain/vaga-situacao';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconFilePlus, IconFileText } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { type ColunaLista, TabelaLista } from '../../components/lista/tabela-lista';
import { ListaVagas } from '../../components/lista-vagas/lista-vagas';
import { useFiltrosLista } from '../../components/lista-vagas/use-filtros-lista';
import { type AcoesColunas, colunasMinhasVagas } from '../../components/vaga-linha/colunas-vaga';
import { FiltrosMinhasVagasPainel, useResumoFiltrosVagas } from '../../components/vaga-linha/filtros-vagas';
import { ApiError } from '../../lib/api-client';
import { consulta } from '../../lib/dados';
import { useUsuario } from '../../lib/sessao';
import { useTabs } from '../../lib/tabs';

const COR: Record<ReturnType<typeof corSituacaoVaga>, string> = {
  success: 'teal',
  danger: 'red',
  warning: 'orange',
  primary: 'blue',
};

const COLUNAS: ColunaLista<RequisicaoLinha>[] = [
  {
    id: 'requisicao',
    titulo: 'Requisição',
    largura: 110,
    ordenar: (r) => r.NR_REQUISICAO,
    celula: (r) => (
      <Text fw={700} size="sm">
        {r.NR_REQUISICAO}
      </Text>
    ),
  },
  {
    id: 'cliente',
    titulo: 'Cliente',
    ordenar: (r) => r.NM_APELIDO_CLIENTE,
    celula: (r) =>
      r.NM_APELIDO_CLIENTE ?? (
        <Text fs="italic" size="sm" style={{ whiteSpace: 'nowrap' }}>
          {CLIENTE_SIGILOSO}
        </Text>
      ),
  },
  { id: 'vagas', titulo: 'Vagas', alinhar: 'right', ordenar: (r) => r.QTD_VAGAS, celula: (r) => r.QTD_VAGAS },
  {
    id: 'situacao',
    titulo: 'Situação',
    celula: (r) => (
      <Group gap={4} wrap="nowrap">
        {r.SITUACOES.map((s) => (
          <Badge
            key={s.CD_SITUACAO_VAGA}
            color={COR[corSituacaoVaga(s.CD_SITUACAO_VAGA)]}
            variant="light"
            tt="none"
          >
            {s.NM_SITUACAO_VAGA} ({s.QTD})
          </Badge>
        ))}
      </Group>
    ),
  },
  { id: 'analista', titulo: 'Analista', celula: (r) => r.ANALISTAS.join(', ') || '—' },
  {
    id: 'abertura',
    titulo: 'Abertura',
    ordenar: (r) => r.DT_ABERTURA,
    celula: (r) => formatarData(r.DT_ABERTURA),
  },
];

export interface RequisicoesTabProps {
  /** The server refused the list for overdue vacancies (409): the block in front should check again. */
  aoRecusarPorAtraso?: () => void;
}

/**
 * Requisições (spec 002 §2.1, §2.4): the requisitions of the vacancy filters (everybody's, both
 * sectors, open and at the client, the user's unit by default), each with its vacancies, situations
 * and analysts; a requisition opens to its vacancies, which open their tabs, and to its own page.
 * 'Página de requisições do sistema' opens the native Abertura de requisição.
 */
export function RequisicoesTab({ aoRecusarPorAtraso }: RequisicoesTabProps) {
  const usuario = useUsuario();
  const { abrir } = useTabs();
  const padrao = useMemo(
    () => filtrosPadrao('requisicoes', { cd_unid: usuario?.cd_unid ?? 0 }, dataNegocio()),
    [usuario?.cd_unid],
  );
  const f = useFiltrosLista(padrao);
  const filtrosAtivos = useResumoFiltrosVagas(f.aplicados);
  const q = useQuery({
    ...consulta(C.vagasSelecao, { query: queryDosFiltros(f.aplicados) }, M.falhaLista),
    placeholderData: keepPreviousData,
  });
  const recusada = q.error instanceof ApiError && q.error.status === 409;
  useEffect(() => {
    if (recusada) aoRecusarPorAtraso?.();
  }, [recusada, aoRecusarPorAtraso]);
  const requisicoes = useMemo(() => (q.data ? agruparRequisicoes(q.data.VAGAS) : undefined), [q.data]);
  const acoes: AcoesColunas = {
    abrirDetalhe: (v) => abrir('Vaga', { nrVaga: v.NR_VAGA }),
    abrirCandidatos: (v) => abrir('VagaCandidatos', { nrVaga: v.NR_VAGA }),
    abrirHistorico: (v) => abrir('VagaCandidatos', { nrVaga: v.NR_VAGA }),
    alterarAnalista: () => undefined,
    abrirDadosCliente: (v) =>
      abrir('DadosCliente', { cdPessoa: v.CD_PESSOA_CLIENTE, cdEmpresa: v.CD_EMPRESA_CLIENTE }),
  };
  const colunasVaga = colunasMinhasVagas(acoes).filter((c) => c.id !== 'cliente');
  const erro: string | null =
    q.isError && !recusada ? (q.error instanceof ApiError ? q.error.message : M.falhaLista) : null;
  return (
    <ListaVagas<RequisicaoLinha>
      titulo="Requisições"
      p="md"
      acoes={
        <Button
          variant="default"
          leftSection={<IconFilePlus size={16} aria-hidden />}
          onClick={() => abrir('SelecaoAberturaRequisicao')}
        >
          Página de requisições do sistema
        </Button>
      }
      filtrosAtivos={filtrosAtivos}
      filtros={
        <FiltrosMinhasVagasPainel
          valor={f.rascunho}
          onChange={f.setRascunho}
          onAplicar={() => f.aplicar(() => void q.refetch())}
          onLimpar={f.limpar}
          aplicando={q.isFetching}
        />
      }
      filtrosAbertosInicial={false}
      tituloErro={M.falhaLista}
      erro={erro}
      aviso={q.data?.LIMITADA === 'S' && M.limitada(LIMITES_MINHAS_VAGAS.maxLinhas)}
      chaveTabela={JSON.stringify(f.aplicados)}
      tabela={{
        rotulo: 'Requisições',
        colunas: COLUNAS,
        linhas: erro ? [] : requisicoes,
        carregando: q.isPending,
        chave: (r) => r.NR_REQUISICAO,
        filtro: { rotulo: 'Filtrar requisições' },
        paginacao: { tamanho: LIMITES_MINHAS_VAGAS.porPagina },
        vazio: M.semRequisicoes,
        dicaVazio: M.dicaSemRequisicoes,
        vazioFiltrado: f.alterados
          ? { texto: M.vazia, dica: M.dicaVaziaFiltrada, limpar: f.limpar }
          : undefined,
        larguraMinima: 900,
        propsLinha: (r) => ({ 'data-testid': `requisicao-${r.NR_REQUISICAO}` }),
        detalhe: {
          rotulo: (r) => `Vagas da requisição ${r.NR_REQUISICAO}`,
          conteudo: (r) => (
            <Stack gap="xs">
              <Group justify="flex-end">
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconFileText size={14} aria-hidden />}
                  onClick={() => abrir('Requisicao', { nrRequisicao: r.NR_REQUISICAO })}
                >
                  Abrir a requisição {r.NR_REQUISICAO}
                </Button>
              </Group>
              <TabelaLista
                rotulo={`Vagas da requisição ${r.NR_REQUISICAO}`}
                colunas={colunasVaga}
                linhas={r.VAGAS}
                chave={(v) => v.NR_VAGA}
                paginacao={false}
                larguraMinima={800}
              />
            </Stack>
          ),
        },
      }}
    />
  );
}
