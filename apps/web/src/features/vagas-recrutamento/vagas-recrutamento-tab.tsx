import { rotuloCodigoNome } from '@backoffice/domain/catalogos';
import { CONTRATOS_RECRUTAMENTO as C } from '@backoffice/domain/contratos/recrutamento';
import { CONTRATOS_VAGA_EDICAO } from '@backoffice/domain/contratos/vaga-edicao';
import { dataNegocio, formatarData } from '@backoffice/domain/datas';
import { filtrosPadrao, MENSAGENS_MINHAS_VAGAS } from '@backoffice/domain/minhas-vagas';
import {
  LIMITES_RECRUTAMENTO,
  MENSAGENS_RECRUTAMENTO as M,
  queryDosFiltrosRecrutamento,
  SITUACOES_FILTRO_RECRUTAMENTO,
  type VagaRecrutamentoLinha,
} from '@backoffice/domain/recrutamento';
import { EVENTO_VAGA } from '@backoffice/domain/vaga-edicao';
import { ActionIcon, Group, SimpleGrid, Switch, Text, Tooltip } from '@mantine/core';
import { IconHistory, IconUsers } from '@tabler/icons-react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { AppModal } from '../../components/controls/app-modal';
import type { ColunaLista } from '../../components/lista/tabela-lista';
import { ListaVagas } from '../../components/lista-vagas/lista-vagas';
import { useFiltrosLista } from '../../components/lista-vagas/use-filtros-lista';
import { type AcoesColunas, colunasMinhasVagas } from '../../components/vaga-linha/colunas-vaga';
import { FiltrosMinhasVagasPainel, useResumoFiltrosVagas } from '../../components/vaga-linha/filtros-vagas';
import { ApiError } from '../../lib/api-client';
import { consulta, invalidar, useAcao } from '../../lib/dados';
import { formatCurrency } from '../../lib/format';
import { notify } from '../../lib/notify';
import { useRealtime } from '../../lib/realtime-client';
import { useUsuario } from '../../lib/sessao';
import { useTabs } from '../../lib/tabs';

export interface VagasRecrutamentoTabProps {
  /** The vacancy's timeline (composed by the shell), shown in a modal by 'Ver histórico'. */
  painelHistorico: (nrVaga: number) => ReactNode;
  /** The server refused the list for overdue vacancies (409): the block in front should check again. */
  aoRecusarPorAtraso?: () => void;
}

const texto = (v: string | number | null | undefined) =>
  v === null || v === undefined || v === '' ? '—' : v;

function Campo({ rotulo, children }: { rotulo: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="gray.7" fw={500}>
        {rotulo}
      </Text>
      <Text size="sm">{children}</Text>
    </div>
  );
}

/** What a row opens to (spec 001 §2.13). */
export function DetalheVagaRecrutamento({ v }: { v: VagaRecrutamentoLinha }) {
  const sigilo = v.ID_ESCONDE_INFO_SIGILOSA === 'S';
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm" verticalSpacing="xs" py={4}>
      <Campo rotulo="Requisição">{v.NR_REQUISICAO}</Campo>
      <Campo rotulo="Situação">{v.NM_SITUACAO_VAGA}</Campo>
      <Campo rotulo="Salário">{v.VL_SALARIO === null ? '—' : formatCurrency(v.VL_SALARIO)}</Campo>
      <Campo rotulo="Centro de custo">
        {sigilo ? '—' : texto(rotuloCodigoNome(v.CD_CENTRO_CUSTO, v.NM_CENTRO_CUSTO))}
      </Campo>
      <Campo rotulo="Abertura">{formatarData(v.DT_ABERTURA)}</Campo>
      <Campo rotulo="Prorrogação">
        {v.DT_PRORROGACAO ? formatarData(v.DT_PRORROGACAO) : M.naoProrrogada}
      </Campo>
      <Campo rotulo="Horário">{texto(v.NM_TURNO)}</Campo>
      <Campo rotulo="Candidatos">
        {`${v.QTD_CANDIDATOS_RELACIONADOS} relacionados, ${v.QTD_CANDIDATOS_WEB} web, ${v.QTD_CANDIDATOS_DESCARTADOS} descartados, ${v.CANDIDATO_APROVADO} aprovados`}
      </Campo>
    </SimpleGrid>
  );
}

/** The recruitment flag of a row: on, the requisition's vacancies are recruitment's; off, selection's. */
function ChaveRecrutamento({ v, aoAlterar }: { v: VagaRecrutamentoLinha; aoAlterar: () => void }) {
  const acao = useAcao(CONTRATOS_VAGA_EDICAO.tipoVaga, {
    fallback: M.falhaRecrutamento,
    sucesso: (r) => (r.status === 0 ? undefined : r.message),
    aoConcluir: (r) => {
      if (r.status === 0) notify.erro(r.message);
      aoAlterar();
    },
  });
  const alternar = (ligado: boolean) =>
    acao.mutate({
      corpo: { nr_vaga: v.NR_VAGA, nr_requisicao: v.NR_REQUISICAO, id_recrutamento: ligado ? 'S' : 'N' },
    });
  return (
    <Tooltip label="Vaga no recrutamento (todas as vagas da requisição)">
      <Switch
        size="sm"
        aria-label={`Recrutamento da vaga ${v.NR_VAGA}`}
        checked={v.ID_RECRUTAMENTO === 'S'}
        disabled={acao.isPending}
        onChange={(e) => alternar(e.currentTarget.checked)}
      />
    </Tooltip>
  );
}

/**
 * Vagas Recrutamento (spec 001 §2.13, §3): the collapsible recruitment filter panel and the list of
 * the recruitment vacancies, each row opening to its requisition, situation, salary, cost centre,
 * dates, schedule and candidate counts, with the recruitment flag, the candidates and the history.
 */
export function VagasRecrutamentoTab({ painelHistorico, aoRecusarPorAtraso }: VagasRecrutamentoTabProps) {
  const usuario = useUsuario();
  const qc = useQueryClient();
  const { abrir } = useTabs();
  const padrao = useMemo(
    () => filtrosPadrao('recrutamento', { cd_unid: usuario?.cd_unid ?? 0 }, dataNegocio()),
    [usuario?.cd_unid],
  );
  const f = useFiltrosLista(padrao);
  const filtrosAtivos = useResumoFiltrosVagas(f.aplicados, SITUACOES_FILTRO_RECRUTAMENTO);
  const [historico, setHistorico] = useState<number | null>(null);

  const q = useQuery({
    ...consulta(C.vagasRecrutamento, { query: queryDosFiltrosRecrutamento(f.aplicados) }, M.falhaLista),
    placeholderData: keepPreviousData,
  });
  const recarregar = () => void invalidar(qc, C.vagasRecrutamento);
  useRealtime(EVENTO_VAGA, recarregar);

  const recusadaPorAtraso = q.error instanceof ApiError && q.error.status === 409;
  useEffect(() => {
    if (recusadaPorAtraso) aoRecusarPorAtraso?.();
  }, [recusadaPorAtraso, aoRecusarPorAtraso]);

  const acoes: AcoesColunas = {
    abrirDetalhe: (v) => abrir('Vaga', { nrVaga: v.NR_VAGA }),
    abrirCandidatos: (v) => abrir('VagaCandidatos', { nrVaga: v.NR_VAGA }),
    abrirHistorico: (v) => setHistorico(v.NR_VAGA),
    alterarAnalista: () => undefined,
    abrirDadosCliente: (v) =>
      abrir('DadosCliente', { cdPessoa: v.CD_PESSOA_CLIENTE, cdEmpresa: v.CD_EMPRESA_CLIENTE }),
  };
  // the shared vacancy row (the recruitment row extends the selection row)
  const colunas: ColunaLista<VagaRecrutamentoLinha>[] = colunasMinhasVagas(acoes);

  const erro = q.isError ? (q.error instanceof ApiError ? q.error.message : M.falhaLista) : null;
  return (
    <ListaVagas<VagaRecrutamentoLinha>
      titulo="Vagas Recrutamento"
      p="sm"
      filtrosAtivos={filtrosAtivos}
      filtros={
        <FiltrosMinhasVagasPainel
          valor={f.rascunho}
          onChange={f.setRascunho}
          onAplicar={() => f.aplicar(() => void q.refetch())}
          onLimpar={f.limpar}
          aplicando={q.isFetching}
          situacoes={SITUACOES_FILTRO_RECRUTAMENTO}
        />
      }
      filtrosAbertosInicial={false}
      tituloErro={M.falhaLista}
      erro={recusadaPorAtraso ? null : erro}
      tentarNovamente={() => void q.refetch()}
      aviso={
        q.data?.LIMITADA === 'S' &&
        `Somente as ${LIMITES_RECRUTAMENTO.maxLinhas} vagas mais recentes foram carregadas. Aplique mais filtros para ver as demais.`
      }
      chaveTabela={JSON.stringify(f.aplicados)}
      tabela={{
        rotulo: 'Vagas do recrutamento',
        colunas,
        linhas: erro ? [] : q.data?.VAGAS,
        carregando: q.isPending,
        chave: (v) => v.NR_VAGA,
        filtro: { rotulo: 'Filtrar vagas' },
        paginacao: { tamanho: LIMITES_RECRUTAMENTO.porPagina },
        vazio: M.vazia,
        vazioFiltrado: f.alterados
          ? { texto: M.vazia, dica: MENSAGENS_MINHAS_VAGAS.dicaVaziaFiltrada, limpar: f.limpar }
          : undefined,
        larguraMinima: 1040,
        detalhe: {
          conteudo: (v) => <DetalheVagaRecrutamento v={v} />,
          rotulo: (v) => `Mais dados da vaga ${v.NR_VAGA}`,
        },
        propsLinha: (v) => ({ 'data-testid': `vaga-rec-${v.NR_VAGA}` }),
        acoes: (v) => (
          <Group gap={4} justify="flex-end" wrap="nowrap">
            <ChaveRecrutamento v={v} aoAlterar={recarregar} />
            <Tooltip label="Ver candidatos">
              <ActionIcon
                variant="subtle"
                aria-label={`Ver candidatos da vaga ${v.NR_VAGA}`}
                onClick={() => acoes.abrirCandidatos(v)}
              >
                <IconUsers size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
            <Tooltip label="Ver histórico">
              <ActionIcon
                variant="subtle"
                aria-label={`Ver histórico da vaga ${v.NR_VAGA}`}
                onClick={() => setHistorico(v.NR_VAGA)}
              >
                <IconHistory size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          </Group>
        ),
      }}
    >
      {historico !== null && (
        <AppModal opened size="xl" title={`Histórico - Vaga ${historico}`} onClose={() => setHistorico(null)}>
          {painelHistorico(historico)}
        </AppModal>
      )}
    </ListaVagas>
  );
}
