import { MENSAGENS_CLIENTE_RESUMO } from '@backoffice/domain/cliente-resumo';
import type { PaginaLegado } from '@backoffice/domain/paginas-legado';
import { lazy, type ReactNode } from 'react';
import { EmptyState } from '../../components/controls/list-states';
import { PaginaNativaOuLegado } from '../../lib/pagina-nativa-ou-legado';
import type { ParametrosAba } from '../../lib/tab-url';
import {
  AberturaRequisicaoPage,
  FaturamentoAvaliacaoCriarPage,
  FaturamentoAvaliacaoPesquisaPage,
  PaginaClienteLegado,
} from './legado-pages';

// each native page loads with its tab, as the registry's own pages do
const AberturaRequisicao = lazy(() =>
  import('../../features/abertura-requisicao/abertura-requisicao-page').then((m) => ({
    default: m.AberturaRequisicaoPage,
  })),
);
const FaturamentoAvaliacaoCriar = lazy(() =>
  import('../../features/faturamento-avaliacao/faturamento-avaliacao-criar-page').then((m) => ({
    default: m.FaturamentoAvaliacaoCriarPage,
  })),
);
const FaturamentoAvaliacaoPesquisa = lazy(() =>
  import('../../features/faturamento-avaliacao/faturamento-avaliacao-pesquisa-page').then((m) => ({
    default: m.FaturamentoAvaliacaoPesquisaPage,
  })),
);

const Cliente = lazy(() =>
  import('./cliente-com-contratacoes').then((m) => ({ default: m.ClienteComContratacoes })),
);

/** The client of 'DADOS DO CLIENTE': the client (cd_pessoa) and the client's unit. */
export interface ClienteDaPagina {
  cdPessoa: number;
  cdEmpresa: number;
}

/**
 * The native page of each page the legacy main site used to serve (docs/administracao.md, 'Páginas
 * do site principal'). The one place the native pages are plugged in: each entry is the product's
 * own page; the shell opens it, or the legacy site's frame when an administrator chose the frame
 * for that page (PaginaNativaOuLegado).
 */
interface PaginasNativas extends Record<PaginaLegado, unknown> {
  aberturaRequisicao: (params: ParametrosAba) => ReactNode;
  faturamentoAvaliacaoCriar: (params: ParametrosAba) => ReactNode;
  faturamentoAvaliacaoPesquisa: (params: ParametrosAba) => ReactNode;
  dadosCliente: (cliente: ClienteDaPagina) => ReactNode;
}

const NATIVAS: PaginasNativas = {
  aberturaRequisicao: () => <AberturaRequisicao />,
  faturamentoAvaliacaoCriar: (params) => <FaturamentoAvaliacaoCriar params={params} />,
  faturamentoAvaliacaoPesquisa: () => <FaturamentoAvaliacaoPesquisa />,
  dadosCliente: ({ cdPessoa, cdEmpresa }) => (
    <Cliente params={{ cdPessoa: String(cdPessoa), cdEmpresa: String(cdEmpresa) }} />
  ),
};

/** Tab 'Abertura de requisição' (SelecaoAberturaRequisicao). */
export function AberturaRequisicaoTab({ params }: { params: ParametrosAba }) {
  return (
    <PaginaNativaOuLegado
      pagina="aberturaRequisicao"
      nativa={NATIVAS.aberturaRequisicao(params)}
      legado={<AberturaRequisicaoPage params={params} />}
    />
  );
}

/** Tab 'Faturamento Avaliação - Criar' (SelecaoFaturamentoAvaliacaoCriar). */
export function FaturamentoAvaliacaoCriarTab({ params }: { params: ParametrosAba }) {
  return (
    <PaginaNativaOuLegado
      pagina="faturamentoAvaliacaoCriar"
      nativa={NATIVAS.faturamentoAvaliacaoCriar(params)}
      legado={<FaturamentoAvaliacaoCriarPage params={params} />}
    />
  );
}

/** Tab 'Faturamento Avaliação - Pesquisar' (SelecaoFaturamentoAvaliacaoPesquisa). */
export function FaturamentoAvaliacaoPesquisaTab({ params }: { params: ParametrosAba }) {
  return (
    <PaginaNativaOuLegado
      pagina="faturamentoAvaliacaoPesquisa"
      nativa={NATIVAS.faturamentoAvaliacaoPesquisa(params)}
      legado={<FaturamentoAvaliacaoPesquisaPage params={params} />}
    />
  );
}

/** The client's page ('DADOS DO CLIENTE'): in its tab and in Minhas Vagas' side panel. */
export function PaginaCliente({ cdPessoa, cdEmpresa }: ClienteDaPagina) {
  return (
    <PaginaNativaOuLegado
      pagina="dadosCliente"
      nativa={NATIVAS.dadosCliente({ cdPessoa, cdEmpresa })}
      legado={<PaginaClienteLegado cdPessoa={cdPessoa} cdEmpresa={cdEmpresa} />}
    />
  );
}

/** Tab 'Cliente' (DadosCliente), opened by the client card's 'DADOS DO CLIENTE'. */
export function DadosClienteTab({ params }: { params: ParametrosAba }) {
  // a new client exists only natively
  if (!params.cdPessoa) return <Cliente params={params} />;
  const cdPessoa = Number(params.cdPessoa);
  const cdEmpresa = Number(params.cdEmpresa);
  if (!Number.isInteger(cdPessoa) || cdPessoa <= 0)
    return <EmptyState text={MENSAGENS_CLIENTE_RESUMO.naoEncontrado} />;
  return <PaginaCliente cdPessoa={cdPessoa} cdEmpresa={Number.isInteger(cdEmpresa) ? cdEmpresa : 1} />;
}
