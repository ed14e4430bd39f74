import { CONTRATOS_VAGA_CANDIDATOS } from '@backoffice/domain/contratos/vaga-candidatos';
import { CONTRATOS_VAGA_SELECAO as C } from '@backoffice/domain/contratos/vaga-selecao';
import { dataNegocio } from '@backoffice/domain/datas';
import {
  type CampoOrdenacao,
  filtrosPadrao,
  LIMITES_MINHAS_VAGAS,
  MENSAGENS_MINHAS_VAGAS as M,
  ORDENACOES_MINHAS_VAGAS,
  ordenarVagas,
  queryDosFiltros,
  type VagaSelecaoLinha,
} from '@backoffice/domain/minhas-vagas';
import { EVENTO_VAGA } from '@backoffice/domain/vaga-edicao';
import { ActionIcon, Box, Drawer, Group, SegmentedControl, Select, Text, Tooltip } from '@mantine/core';
import { IconArrowsMaximize, IconArrowsMinimize, IconX } from '@tabler/icons-react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { AppModal } from '../../components/controls/app-modal';
import { ListaVagas } from '../../components/lista-vagas/lista-vagas';
import { useFiltrosLista } from '../../components/lista-vagas/use-filtros-lista';
import { AlterarAnalistaModal } from '../../components/vaga-linha/alterar-analista-modal';
import { type AcoesColunas, AcoesLinha, colunasMinhasVagas } from '../../components/vaga-linha/colunas-vaga';
import { FiltrosMinhasVagasPainel, useResumoFiltrosVagas } from '../../components/vaga-linha/filtros-vagas';
import { ApiError } from '../../lib/api-client';
import { consulta, invalidar } from '../../lib/dados';
import { useRealtime } from '../../lib/realtime-client';
import { useUsuario } from '../../lib/sessao';
import { lerFiltrosSalvos, type ModoPainel, useEstadoMinhasVagas, useSalvarFiltros } from './armazenamento';
import classes from './minhas-vagas.module.css';

export interface MinhasVagasTabProps {
  /** The vacancy's detail panel (composed by the shell). */
  painelDetalhe: (nrVaga: number) => ReactNode;
  /** The vacancy's candidates, tabs opening on 'candidatos_relacionados'. */
  painelCandidatos: (nrVaga: number) => ReactNode;
  /** The vacancy's timeline. */
  painelHistorico: (nrVaga: number) => ReactNode;
  /** The client's registration page, shown full size in 'Dados do Cliente'. */
  paginaCliente: (cdPessoa: number, cdEmpresa: number) => ReactNode;
  /**
   * The server refused the list because the user has overdue vacancies (409): the block in front of
   * the list should check again (a vacancy may have become overdue since it last did).
   */
  aoRecusarPorAtraso?: () => void;
}

const MODOS: { value: ModoPainel; label: string }[] = [
  { value: 'detalhe', label: 'Detalhes' },
  { value: 'candidatos', label: 'Candidatos' },
  { value: 'historico', label: 'Histórico' },
];

/**
 * My openings (spec 001 §2.12, 002 §3.8, §9): the filter panel with the spec's defaults (kept in
 * the browser for 24 h), the sort control, the list in pages of 50 with its colours and badges, the
 * row's buttons and the vacancy's panel (candidates, history or detail), a drawer over the list (Esc
 * closes it, it can fill the window). The view is kept under 'minhasVagasState'.
 */
export function MinhasVagasTab({
  painelDetalhe,
  painelCandidatos,
  painelHistorico,
  paginaCliente,
  aoRecusarPorAtraso,
}: MinhasVagasTabProps) {
  const usuario = useUsuario();
  const qc = useQueryClient();
  const padrao = useMemo(
    () => filtrosPadrao('minhas-vagas', { cd_unid: usuario?.cd_unid ?? 0 }, dataNegocio()),
    [usuario?.cd_unid],
  );
  const f = useFiltrosLista(padrao, () => lerFiltrosSalvos(padrao) ?? padrao);
  const filtrosAtivos = useResumoFiltrosVagas(f.aplicados);
  const [estado, setEstado] = useEstadoMinhasVagas();
  const [analista, setAnalista] = useState<VagaSelecaoLinha | null>(null);
  const [cliente, setCliente] = useState<VagaSelecaoLinha | null>(null);
  useSalvarFiltros(f.rascunho);

  const q = useQuery({
    ...consulta(C.vagasSelecao, { query: queryDosFiltros(f.aplicados) }, M.falhaLista),
    placeholderData: keepPreviousData,
  });
  // another user's change of a vacancy (analyst, situation, candidates) refreshes the list
  useRealtime(EVENTO_VAGA, () => {
    void invalidar(qc, C.vagasSelecao);
  });

  const recusadaPorAtraso = q.error instanceof ApiError && q.error.status === 409;
  useEffect(() => {
    if (recusadaPorAtraso) aoRecusarPorAtraso?.();
  }, [recusadaPorAtraso, aoRecusarPorAtraso]);

  const linhasOrdenadas = useMemo(
    () => (q.data ? ordenarVagas(q.data.VAGAS, estado.ordenacao) : undefined),
    [q.data, estado.ordenacao],
  );

  const painel = estado.painel;
  const abrirPainel = (v: VagaSelecaoLinha, modo: ModoPainel) =>
    setEstado((e) => ({
      ...e,
      painel: { nrVaga: v.NR_VAGA, modo, maximizado: e.painel?.maximizado ?? false },
    }));
  const fecharPainel = useCallback(() => setEstado((e) => ({ ...e, painel: null })), [setEstado]);

  const acoes: AcoesColunas = {
    abrirDetalhe: (v) => abrirPainel(v, 'detalhe'),
    abrirCandidatos: (v) => abrirPainel(v, 'candidatos'),
    abrirHistorico: (v) => abrirPainel(v, 'historico'),
    alterarAnalista: setAnalista,
    abrirDadosCliente: setCliente,
  };
  const colunas = colunasMinhasVagas(acoes);

  const ordenacao = (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <Select
        label="Ordenar por"
        w={190}
        data={ORDENACOES_MINHAS_VAGAS.map((o) => ({ value: o.valor, label: o.rotulo }))}
        value={estado.ordenacao.campo}
        allowDeselect={false}
        onChange={(v) =>
          v && setEstado((e) => ({ ...e, ordenacao: { ...e.ordenacao, campo: v as CampoOrdenacao } }))
        }
      />
      <SegmentedControl
        aria-label="Direção da ordenação"
        value={estado.ordenacao.direcao}
        onChange={(v) =>
          setEstado((e) => ({ ...e, ordenacao: { ...e.ordenacao, direcao: v as 'asc' | 'desc' } }))
        }
        data={[
          { value: 'asc', label: 'Crescente' },
          { value: 'desc', label: 'Decrescente' },
        ]}
      />
    </Group>
  );

  const erro = q.isError ? (q.error instanceof ApiError ? q.error.message : M.falhaLista) : null;
  return (
    <ListaVagas<VagaSelecaoLinha>
      titulo="Minhas Vagas"
      p="sm"
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
      filtrosAbertos={estado.filtrosAbertos}
      aoAlternarFiltros={(filtrosAbertos) => setEstado((e) => ({ ...e, filtrosAbertos }))}
      tituloErro={M.falhaLista}
      erro={erro}
      tentarNovamente={() => void q.refetch()}
      aviso={q.data?.LIMITADA === 'S' && M.limitada(LIMITES_MINHAS_VAGAS.maxLinhas)}
      chaveTabela={JSON.stringify(f.aplicados)}
      tabela={{
        rotulo: 'Minhas vagas',
        colunas,
        linhas: erro ? [] : linhasOrdenadas,
        carregando: q.isPending,
        chave: (v) => v.NR_VAGA,
        filtro: { rotulo: 'Filtrar vagas' },
        paginacao: { tamanho: LIMITES_MINHAS_VAGAS.porPagina },
        ferramentas: ordenacao,
        acoes: (v) => <AcoesLinha v={v} a={acoes} />,
        vazio: M.semVagas,
        dicaVazio: M.dicaSemVagas,
        vazioFiltrado: f.alterados
          ? { texto: M.vazia, dica: M.dicaVaziaFiltrada, limpar: f.limpar }
          : undefined,
        larguraMinima: 980,
        propsLinha: (v) => ({
          'data-testid': `vaga-${v.NR_VAGA}`,
          className: v.NR_VAGA === painel?.nrVaga ? classes.linhaAberta : undefined,
        }),
      }}
    >
      {/* the vacancy's panel slides over the list, always in view, and never squeezes it */}
      <Drawer.Root
        opened={painel !== null}
        onClose={fecharPainel}
        position="right"
        size={painel?.maximizado ? '100%' : 'min(1100px, 72vw)'}
      >
        <Drawer.Overlay />
        {/* Esc closes it (not while a list of options or a modal over it takes the key) */}
        <Drawer.Content aria-label={painel ? `Vaga ${painel.nrVaga}` : undefined}>
          {painel && (
            <section aria-label={`Painel da vaga ${painel.nrVaga}`} className={classes.painel}>
              <Group justify="space-between" p="xs" className={classes.cabecalhoPainel} wrap="nowrap">
                <Group gap="sm" wrap="nowrap">
                  <Text fw={700}>Vaga {painel.nrVaga}</Text>
                  <SegmentedControl
                    size="xs"
                    aria-label="Conteúdo do painel"
                    value={painel.modo}
                    onChange={(m) =>
                      setEstado((e) =>
                        e.painel ? { ...e, painel: { ...e.painel, modo: m as ModoPainel } } : e,
                      )
                    }
                    data={MODOS}
                  />
                </Group>
                <Group gap={4} wrap="nowrap">
                  <Tooltip label={painel.maximizado ? 'Restaurar painel' : 'Maximizar painel'}>
                    <ActionIcon
                      variant="subtle"
                      aria-label={painel.maximizado ? 'Restaurar painel' : 'Maximizar painel'}
                      onClick={() =>
                        setEstado((e) =>
                          e.painel ? { ...e, painel: { ...e.painel, maximizado: !e.painel.maximizado } } : e,
                        )
                      }
                    >
                      {painel.maximizado ? (
                        <IconArrowsMinimize size={18} aria-hidden />
                      ) : (
                        <IconArrowsMaximize size={18} aria-hidden />
                      )}
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label="Fechar painel (Esc)">
                    <ActionIcon variant="subtle" aria-label="Fechar painel" onClick={fecharPainel}>
                      <IconX size={18} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                </Group>
              </Group>
              <Box className={classes.conteudoPainel}>
                {painel.modo === 'historico'
                  ? painelHistorico(painel.nrVaga)
                  : painel.modo === 'candidatos'
                    ? painelCandidatos(painel.nrVaga)
                    : painelDetalhe(painel.nrVaga)}
              </Box>
            </section>
          )}
        </Drawer.Content>
      </Drawer.Root>
      {analista && (
        <AlterarAnalistaModal
          vaga={analista}
          onClose={() => setAnalista(null)}
          aoSalvar={() => {
            setAnalista(null);
            void invalidar(qc, ...CONTRATOS_VAGA_CANDIDATOS.alterarAnalista.invalida);
          }}
        />
      )}
      {cliente && (
        <AppModal
          opened
          fullScreen
          title="Dados do Cliente"
          onClose={() => setCliente(null)}
          styles={{ body: { height: 'calc(100% - 60px)' } }}
        >
          {paginaCliente(cliente.CD_PESSOA_CLIENTE, cliente.CD_EMPRESA_CLIENTE)}
        </AppModal>
      )}
    </ListaVagas>
  );
}
