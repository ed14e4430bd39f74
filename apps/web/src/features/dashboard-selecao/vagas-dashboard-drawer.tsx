import { CONTRATOS_VAGA_CANDIDATOS } from '@backoffice/domain/contratos/vaga-candidatos';
import { CONTRATOS_VAGA_SELECAO as C } from '@backoffice/domain/contratos/vaga-selecao';
import { type BarraDashboard, queryVagasDaBarra } from '@backoffice/domain/dashboard-selecao';
import {
  LIMITES_MINHAS_VAGAS,
  MENSAGENS_MINHAS_VAGAS as M,
  type VagaSelecaoLinha,
} from '@backoffice/domain/minhas-vagas';
import { Drawer, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ListaVagas } from '../../components/lista-vagas/lista-vagas';
import { AlterarAnalistaModal } from '../../components/vaga-linha/alterar-analista-modal';
import { type AcoesColunas, AcoesLinha, colunasMinhasVagas } from '../../components/vaga-linha/colunas-vaga';
import { ApiError } from '../../lib/api-client';
import { consulta, invalidar } from '../../lib/dados';
import { useTabs } from '../../lib/tabs';

/** What a bar stands for: the vacancies behind it, and the drawer's title. */
export interface FiltroVagasDashboard extends BarraDashboard {
  titulo: string;
}

/**
 * The vacancies behind a dashboard bar, in a side drawer over the charts: the rows of Minhas Vagas
 * (colours, badges, client card), each opening the vacancy, its candidates or its history in a tab,
 * and the analyst's change.
 */
export function VagasDashboardDrawer({
  filtro,
  onClose,
}: {
  filtro: FiltroVagasDashboard | null;
  onClose: () => void;
}) {
  const tabs = useTabs();
  const qc = useQueryClient();
  const [analista, setAnalista] = useState<VagaSelecaoLinha | null>(null);
  const query = filtro ? queryVagasDaBarra(filtro) : null;
  const q = useQuery({
    ...consulta(C.vagasSelecao, { query: query ?? {} }, M.falhaLista),
    enabled: query !== null,
  });
  const acoes: AcoesColunas = {
    abrirDetalhe: (v) => tabs.abrir('Vaga', { nrVaga: v.NR_VAGA }),
    abrirCandidatos: (v) => tabs.abrir('VagaCandidatos', { nrVaga: v.NR_VAGA }),
    abrirHistorico: (v) => tabs.abrir('VagaCandidatos', { nrVaga: v.NR_VAGA, painel: 'historico' }),
    alterarAnalista: setAnalista,
    abrirDadosCliente: (v) =>
      tabs.abrir(
        'DadosCliente',
        { cdPessoa: v.CD_PESSOA_CLIENTE, cdEmpresa: v.CD_EMPRESA_CLIENTE },
        v.NM_APELIDO_CLIENTE ? { titulo: `Cliente - ${v.NM_APELIDO_CLIENTE}` } : undefined,
      ),
  };
  const erro = q.isError ? (q.error instanceof ApiError ? q.error.message : M.falhaLista) : null;

  return (
    <Drawer
      opened={filtro !== null}
      onClose={onClose}
      position="right"
      size="min(1200px, 92vw)"
      title={<Text fw={700}>{filtro?.titulo}</Text>}
    >
      <ListaVagas<VagaSelecaoLinha>
        tituloErro={M.falhaLista}
        erro={erro}
        tentarNovamente={() => void q.refetch()}
        aviso={q.data?.LIMITADA === 'S' && M.limitada(LIMITES_MINHAS_VAGAS.maxLinhas)}
        chaveTabela={JSON.stringify(query)}
        tabela={{
          rotulo: filtro?.titulo ?? 'Vagas',
          colunas: colunasMinhasVagas(acoes),
          linhas: erro ? [] : q.data?.VAGAS,
          carregando: q.isPending && query !== null,
          chave: (v) => v.NR_VAGA,
          filtro: { rotulo: 'Filtrar vagas' },
          paginacao: { tamanho: LIMITES_MINHAS_VAGAS.porPagina },
          acoes: (v) => <AcoesLinha v={v} a={acoes} />,
          vazio: M.vazia,
          larguraMinima: 980,
          propsLinha: (v) => ({ 'data-testid': `vaga-dashboard-${v.NR_VAGA}` }),
        }}
      />
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
    </Drawer>
  );
}
