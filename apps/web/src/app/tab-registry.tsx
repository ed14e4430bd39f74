import type { ChaveAba, ContextoMenu, RegraMenu } from '@backoffice/domain/menu';
import { itemPermitido } from '@backoffice/domain/menu';
import type { AreaPermissao } from '@backoffice/domain/permissions';
import { ABA_VAGAS_ABERTAS, tituloVagasAbertas } from '@backoffice/domain/recrutamento';
import { type ComponentType, lazy } from 'react';
import type { ParametrosAba } from '../lib/tab-url';
import type { PaginaAbaProps } from '../lib/tabs';

/** How the shell knows a tab: its page, its name and who may open it. */
export interface DefinicaoAba {
  /** Name of the screen (sidebar wording), used as the tab title unless `titulo` says otherwise. */
  nome: string;
  /** Title from the tab's parameters, e.g. 'Vaga 123'. */
  titulo?: (params: ParametrosAba) => string;
  /** The page; use `paginaLazy` so each screen loads only when opened. */
  pagina: ComponentType<PaginaAbaProps>;
  /** The user needs any code of any of these areas (spec 002 §6); none = every logged user. */
  areas?: readonly AreaPermissao[];
  regra?: RegraMenu;
}

/** A page loaded on first use: paginaLazy(() => import('../features/x/x-page'), 'XPage'). */
export function paginaLazy<M extends Record<string, unknown>>(
  carregar: () => Promise<M>,
  exportacao: keyof M & string,
): ComponentType<PaginaAbaProps> {
  return lazy(async () => {
    const m = await carregar();
    return { default: m[exportacao] as ComponentType<PaginaAbaProps> };
  });
}

const legado = () => import('./paginas/legado-pages');
// the pages the legacy site served, native or in its frame by the administrator's choice
const comLegado = () => import('./paginas/paginas-com-legado');

/** Tab keys of the shell: the spec's (spec 002 §2.1) plus the shell's own. */
export type ChaveRegistro =
  | ChaveAba
  | 'Controles'
  | 'MinhaConta'
  | 'Vaga'
  | 'Curriculo'
  | 'VagaCandidatos'
  | 'DadosCliente'
  | 'Requisicao'
  | typeof ABA_VAGAS_ABERTAS;

/**
 * Every tab the workspace can show, each screen loaded the first time it is opened
 * (`paginaLazy(() => import('../features/<area>/<x>-page'), '<X>Page')`).
 */
export const REGISTRO_ABAS: Record<ChaveRegistro, DefinicaoAba> = {
  SelecaoEntrar: {
    nome: 'Seleção - Entrar',
    titulo: (p) => (p.nrVaga ? `Pesquisa - Vaga ${p.nrVaga}` : 'Seleção - Entrar'),
    pagina: paginaLazy(() => import('./paginas/selecao-entrar-page'), 'SelecaoEntrarPage'),
    areas: ['selecaoEntrar'],
  },
  SelecaoGerencial: {
    nome: 'Seleção - Gerencial',
    pagina: paginaLazy(() => import('./paginas/selecao-gerencial-page'), 'SelecaoGerencialPage'),
    areas: ['gerencial'],
  },
  DadosCandidato: {
    nome: 'Dados do candidato',
    titulo: (p) => (p.cdPessoaCandidato ? `Candidato ${p.cdPessoaCandidato}` : 'Novo candidato'),
    pagina: paginaLazy(() => import('./paginas/dados-candidato-page'), 'DadosCandidatoPage'),
    areas: ['selecao', 'recrutamentoEntrar', 'autoatendimento', 'callcenter'],
  },
  SelecaoRequisicoes: {
    nome: 'Requisições',
    pagina: paginaLazy(() => import('./paginas/requisicoes-page'), 'RequisicoesPage'),
    areas: ['requisicoes'],
  },
  SelecaoAberturaRequisicao: {
    nome: 'Abertura de requisição',
    pagina: paginaLazy(comLegado, 'AberturaRequisicaoTab'),
    areas: ['aberturaRequisicao'],
  },
  Requisicao: {
    nome: 'Requisição',
    titulo: (p) => (p.nrRequisicao ? `Requisição ${p.nrRequisicao}` : 'Requisição'),
    pagina: paginaLazy(() => import('../features/abertura-requisicao/requisicao-page'), 'RequisicaoPage'),
    areas: ['requisicoes'],
  },
  SelecaoFaturamentoAvaliacaoCriar: {
    nome: 'Faturamento Avaliação - Criar',
    titulo: (p) =>
      p.nrRequisicao ? `Faturamento - Requisição ${p.nrRequisicao}` : 'Faturamento Avaliação - Criar',
    pagina: paginaLazy(comLegado, 'FaturamentoAvaliacaoCriarTab'),
    areas: ['faturamentoAvaliacao'],
  },
  SelecaoFaturamentoAvaliacaoPesquisa: {
    nome: 'Faturamento Avaliação - Pesquisar',
    pagina: paginaLazy(comLegado, 'FaturamentoAvaliacaoPesquisaTab'),
    // finance (107) reads the billing too
    areas: ['faturamentoAvaliacao', 'financeiro'],
  },
  Contratacoes: {
    nome: 'Contratações',
    pagina: paginaLazy(() => import('../features/contratacoes/contratacoes-page'), 'ContratacoesPage'),
    areas: ['selecao', 'recrutamentoEntrar', 'financeiro'],
  },
  SaasLegado: {
    nome: 'RHBSaas',
    pagina: paginaLazy(legado, 'SaasLegadoPage'),
  },
  BotValidaCliente: {
    nome: 'Bot Valida Cliente',
    pagina: paginaLazy(
      () => import('../features/bot-valida-cliente/bot-valida-cliente-page'),
      'BotValidaClientePage',
    ),
    areas: ['botValidaCliente'],
  },
  RecrutamentoEntrar: {
    nome: 'Recrutamento - Entrar',
    pagina: paginaLazy(() => import('./paginas/recrutamento-entrar-page'), 'RecrutamentoEntrarPage'),
    areas: ['recrutamentoEntrar'],
  },
  [ABA_VAGAS_ABERTAS]: {
    nome: 'Vagas abertas',
    titulo: (p) => (p.setor && p.tipo ? tituloVagasAbertas(p.setor, p.tipo) : 'Vagas abertas'),
    pagina: paginaLazy(() => import('../features/vagas-recrutamento/vagas-abertas'), 'VagasAbertasPage'),
    areas: ['recrutamentoEntrar', 'selecao', 'autoatendimento', 'gestaoVagasAbertas'],
  },
  recrutamentoAutoatendimento: {
    nome: 'Autoatendimento',
    pagina: paginaLazy(() => import('./paginas/autoatendimento-page'), 'AutoatendimentoEntrarPage'),
    areas: ['autoatendimento'],
  },
  CampanhasEndomarketing: {
    nome: 'Campanhas Endomarketing',
    pagina: paginaLazy(() => import('../features/campanhas/campanhas-page'), 'CampanhasPage'),
    areas: ['campanhasMarketing'],
  },
  HorasDev: {
    nome: 'Horas Dev',
    pagina: paginaLazy(() => import('../features/horas-dev/horas-dev-page'), 'HorasDevPage'),
    areas: ['dayOne'],
  },
  chatbot: {
    nome: 'Uso do ChatBot',
    pagina: paginaLazy(() => import('../features/chatbot-uso/chatbot-uso-page'), 'ChatbotUsoPage'),
    areas: ['chatbot'],
  },
  CallCenterEntrar: {
    nome: 'Callcenter',
    pagina: paginaLazy(() => import('../features/callcenter/callcenter-page'), 'CallcenterPage'),
    areas: ['callcenter'],
    regra: 'unidadesCallcenter',
  },
  ramais: {
    nome: 'Ramais',
    pagina: paginaLazy(() => import('../features/ramais/ramais-page'), 'RamaisPage'),
    areas: ['ramais'],
  },
  PedidosLgpd: {
    nome: 'Pedidos LGPD',
    pagina: paginaLazy(() => import('../features/pedidos-lgpd/pedidos-lgpd-page'), 'PedidosLgpdPage'),
    areas: ['gerencial'],
  },
  helpdesk: {
    nome: 'Help Desk',
    pagina: paginaLazy(() => import('../features/help-desk/help-desk-page'), 'HelpDeskPage'),
    regra: 'helpDesk',
  },
  Vaga: {
    nome: 'Vaga',
    titulo: (p) => (p.nrVaga ? `Vaga ${p.nrVaga}` : 'Vaga'),
    pagina: paginaLazy(() => import('./paginas/vaga-page'), 'VagaPage'),
    areas: ['selecao', 'recrutamentoEntrar'],
  },
  Curriculo: {
    nome: 'Currículo',
    titulo: (p) => `Currículo - ${p.cdPessoa ?? ''}`,
    pagina: paginaLazy(() => import('../features/vaga-candidatos/curriculo/curriculo-page'), 'CurriculoPage'),
    areas: ['selecao', 'recrutamentoEntrar'],
  },
  VagaCandidatos: {
    nome: 'Candidatos da vaga',
    titulo: (p) => (p.nrVaga ? `Candidatos - Vaga ${p.nrVaga}` : 'Candidatos da vaga'),
    pagina: paginaLazy(
      () => import('../features/vaga-candidatos/vaga-candidatos-page'),
      'VagaCandidatosPage',
    ),
    areas: ['selecao', 'recrutamentoEntrar'],
  },
  Clientes: {
    nome: 'Clientes',
    pagina: paginaLazy(() => import('../features/clientes/clientes-page'), 'ClientesPage'),
    areas: ['clientes'],
  },
  DadosCliente: {
    nome: 'Dados do Cliente',
    titulo: (p) => (p.cdPessoa ? `Cliente ${p.cdPessoa}` : 'Novo cliente'),
    pagina: paginaLazy(comLegado, 'DadosClienteTab'),
    areas: ['selecao', 'recrutamentoEntrar'],
  },
  CadastroTurnos: {
    nome: 'Turnos',
    pagina: paginaLazy(() => import('../features/cadastros/cadastros-page'), 'CadastroTurnosPage'),
    areas: ['cadastroTurnos'],
  },
  CadastroMotivosCancelamento: {
    nome: 'Motivos de cancelamento',
    pagina: paginaLazy(
      () => import('../features/cadastros/cadastros-page'),
      'CadastroMotivosCancelamentoPage',
    ),
    areas: ['cadastroMotivosCancelamento'],
  },
  CadastroMotivosReprovacao: {
    nome: 'Motivos de reprovação',
    pagina: paginaLazy(() => import('../features/cadastros/cadastros-page'), 'CadastroMotivosReprovacaoPage'),
    areas: ['cadastroMotivosReprovacao'],
  },
  CadastroMotivosDesistencia: {
    nome: 'Motivos de desistência',
    pagina: paginaLazy(
      () => import('../features/cadastros/cadastros-page'),
      'CadastroMotivosDesistenciaPage',
    ),
    areas: ['cadastroMotivosDesistencia'],
  },
  CadastroAreas: {
    nome: 'Áreas',
    pagina: paginaLazy(() => import('../features/cadastros/cadastros-page'), 'CadastroAreasPage'),
    areas: ['cadastroAreas'],
  },
  AdminUsuarios: {
    nome: 'Usuários',
    pagina: paginaLazy(() => import('../features/admin-usuarios/admin-usuarios-page'), 'AdminUsuariosPage'),
    areas: ['administracao'],
  },
  AdminUnidades: {
    nome: 'Unidades',
    pagina: paginaLazy(() => import('../features/admin-unidades/admin-unidades-page'), 'AdminUnidadesPage'),
    areas: ['administracao'],
  },
  AdminAcessosLgpd: {
    nome: 'Acessos a dados sensíveis',
    titulo: (p) =>
      p.cdUsuario
        ? `Acessos sensíveis - Usuário ${p.cdUsuario}`
        : p.cdPessoaCandidato
          ? `Acessos sensíveis - Candidato ${p.cdPessoaCandidato}`
          : 'Acessos a dados sensíveis',
    pagina: paginaLazy(() => import('../features/admin-lgpd/admin-lgpd-page'), 'AdminLgpdPage'),
    areas: ['administracao'],
  },
  AdminImportacao: {
    nome: 'Importação',
    titulo: (p) => (/^\d+$/.test(p.aba ?? '') ? `Importação ${p.aba}` : 'Importação'),
    pagina: paginaLazy(
      () => import('../features/admin-importacao/admin-importacao-page'),
      'AdminImportacaoPage',
    ),
    areas: ['administracao'],
  },
  AdminPaginasLegado: {
    nome: 'Páginas do site principal',
    pagina: paginaLazy(
      () => import('../features/admin-paginas-legado/admin-paginas-legado-page'),
      'AdminPaginasLegadoPage',
    ),
    areas: ['administracao'],
    regra: 'siteLegado',
  },
  AdminPerfis: {
    nome: 'Perfis',
    pagina: paginaLazy(() => import('../features/admin-perfis/admin-perfis-page'), 'AdminPerfisPage'),
    areas: ['administracao'],
  },
  MinhaConta: {
    nome: 'Minha conta',
    pagina: paginaLazy(() => import('../features/minha-conta/minha-conta-page'), 'MinhaContaPage'),
  },
  Controles: {
    nome: 'Controles',
    pagina: paginaLazy(() => import('../features/controles/controles-page'), 'ControlesPage'),
  },
};

export function definicaoDaAba(chave: string): DefinicaoAba | undefined {
  return Object.hasOwn(REGISTRO_ABAS, chave) ? REGISTRO_ABAS[chave as ChaveRegistro] : undefined;
}

export type AcessoAba = 'permitida' | 'desconhecida' | 'proibida';

/** Whether this user may open the tab: any code of any area, and the tab's rule. */
export function acessoDaAba(chave: string, ctx: ContextoMenu): AcessoAba {
  const def = definicaoDaAba(chave);
  if (!def) return 'desconhecida';
  const porArea = !def.areas?.length || def.areas.some((area) => itemPermitido({ area }, ctx));
  return porArea && itemPermitido({ regra: def.regra }, ctx) ? 'permitida' : 'proibida';
}

export function tituloDaAba(chave: string, params: ParametrosAba): string {
  const def = definicaoDaAba(chave);
  if (!def) return chave;
  return def.titulo ? def.titulo(params) : def.nome;
}
