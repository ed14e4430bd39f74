import { z } from 'zod';
import { PAGINAS_LEGADO } from './paginas-legado';
import { type AreaPermissao, PERMISSOES, temPermissao } from './permissions';

/** The tab keys of the shell (spec 002 §2.1), exactly as the legacy workspace names them. */
export const CHAVES_ABA = [
  'SelecaoEntrar',
  'SelecaoGerencial',
  'DadosCandidato',
  'SelecaoRequisicoes',
  'SelecaoAberturaRequisicao',
  'SelecaoFaturamentoAvaliacaoCriar',
  'SelecaoFaturamentoAvaliacaoPesquisa',
  'Contratacoes',
  'SaasLegado',
  'BotValidaCliente',
  'RecrutamentoEntrar',
  'recrutamentoAutoatendimento',
  'CampanhasEndomarketing',
  'HorasDev',
  'chatbot',
  'CallCenterEntrar',
  'ramais',
  'helpdesk',
  'PedidosLgpd',
  'CadastroTurnos',
  'CadastroMotivosCancelamento',
  'CadastroMotivosReprovacao',
  'CadastroMotivosDesistencia',
  'CadastroAreas',
  'Clientes',
  'AdminUsuarios',
  'AdminPerfis',
  'AdminUnidades',
  'AdminAcessosLgpd',
  'AdminImportacao',
  'AdminPaginasLegado',
] as const;

export type ChaveAba = (typeof CHAVES_ABA)[number];

/**
 * Rules that are not a permission code: Help Desk belongs to the users with its flag (Administração ›
 * Usuários), Callcenter to listed units, the choice of the legacy site's pages to installations
 * with that site (LEGACY_SITE_URL).
 */
export type RegraMenu = 'helpDesk' | 'unidadesCallcenter' | 'siteLegado';

/** Outside systems the sidebar links to; their addresses come from the server configuration. */
export type LinkExterno = 'webMail' | 'rhbsaas' | 'dayOne';

interface ItemBase {
  /** Stable id, used for the icon and for test ids. */
  id: string;
  rotulo: string;
  /** Shown only when the user holds any code of this area (spec 002 §6). */
  area?: AreaPermissao;
  regra?: RegraMenu;
}

/** Opens a tab of the workspace. */
export interface ItemAba extends ItemBase {
  tipo: 'aba';
  aba: ChaveAba;
}

/**
 * Opens an outside system in a new window. Without its address (not configured) the entry opens the
 * native tab `semEndereco` instead, or is not shown at all: no entry leads nowhere.
 */
export interface ItemExterno extends ItemBase {
  tipo: 'externo';
  link: LinkExterno;
  semEndereco?: ChaveAba;
}

/** A group of entries; shown when at least one entry is. */
export interface GrupoMenu extends ItemBase {
  tipo: 'grupo';
  itens: readonly ItemMenu[];
}

export type ItemMenu = ItemAba | ItemExterno | GrupoMenu;

/** The sidebar, in the order of spec 002 §2.1; Cadastros and Administração are not in its sidebar. */
export const MENU: readonly ItemMenu[] = [
  { tipo: 'externo', id: 'webmail', rotulo: 'Web Mail', link: 'webMail' },
  { tipo: 'aba', id: 'helpdesk', rotulo: 'Help Desk', aba: 'helpdesk', regra: 'helpDesk' },
  { tipo: 'externo', id: 'rhbsaas', rotulo: 'RHBSaas', link: 'rhbsaas' },
  {
    tipo: 'grupo',
    id: 'financeiro',
    rotulo: 'Financeiro',
    area: 'financeiro',
    itens: [
      {
        tipo: 'aba',
        id: 'bot-valida-cliente',
        rotulo: 'Bot Valida Cliente',
        aba: 'BotValidaCliente',
        area: 'botValidaCliente',
      },
      // finance reads the billing evaluation (Pesquisar); Criar stays with the selection's codes
      {
        tipo: 'aba',
        id: 'financeiro-faturamento-avaliacao',
        rotulo: 'Faturamento Avaliação',
        aba: 'SelecaoFaturamentoAvaliacaoPesquisa',
        area: 'financeiro',
      },
      // finance reads the placements (no changes)
      {
        tipo: 'aba',
        id: 'financeiro-contratacoes',
        rotulo: 'Contratações',
        aba: 'Contratacoes',
        area: 'financeiro',
      },
    ],
  },
  {
    tipo: 'grupo',
    id: 'selecao',
    rotulo: 'Seleção',
    area: 'selecao',
    itens: [
      { tipo: 'aba', id: 'selecao-entrar', rotulo: 'Entrar', aba: 'SelecaoEntrar', area: 'selecaoEntrar' },
      {
        tipo: 'aba',
        id: 'selecao-gerencial',
        rotulo: 'Gerencial',
        aba: 'SelecaoGerencial',
        area: 'gerencial',
      },
      { tipo: 'aba', id: 'pedidos-lgpd', rotulo: 'Pedidos LGPD', aba: 'PedidosLgpd', area: 'gerencial' },
      { tipo: 'aba', id: 'selecao-clientes', rotulo: 'Clientes', aba: 'Clientes', area: 'clientes' },
      {
        tipo: 'aba',
        id: 'selecao-contratacoes',
        rotulo: 'Contratações',
        aba: 'Contratacoes',
        area: 'selecao',
      },
      {
        tipo: 'aba',
        id: 'selecao-requisicoes',
        rotulo: 'Requisições',
        aba: 'SelecaoRequisicoes',
        area: 'requisicoes',
      },
      {
        tipo: 'aba',
        id: 'selecao-abertura-requisicao',
        rotulo: 'Abertura de requisição',
        aba: 'SelecaoAberturaRequisicao',
        area: 'aberturaRequisicao',
      },
      {
        tipo: 'grupo',
        id: 'faturamento-avaliacao',
        rotulo: 'Faturamento Avaliação',
        area: 'faturamentoAvaliacao',
        itens: [
          {
            tipo: 'aba',
            id: 'faturamento-avaliacao-criar',
            rotulo: 'Criar',
            aba: 'SelecaoFaturamentoAvaliacaoCriar',
            area: 'faturamentoAvaliacao',
          },
          {
            tipo: 'aba',
            id: 'faturamento-avaliacao-pesquisar',
            rotulo: 'Pesquisar',
            aba: 'SelecaoFaturamentoAvaliacaoPesquisa',
            area: 'faturamentoAvaliacao',
          },
        ],
      },
    ],
  },
  {
    tipo: 'grupo',
    id: 'recrutamento',
    rotulo: 'Recrutamento',
    itens: [
      {
        tipo: 'aba',
        id: 'recrutamento-entrar',
        rotulo: 'Entrar',
        aba: 'RecrutamentoEntrar',
        area: 'recrutamentoEntrar',
      },
      {
        tipo: 'aba',
        id: 'recrutamento-autoatendimento',
        rotulo: 'Autoatendimento',
        aba: 'recrutamentoAutoatendimento',
        area: 'autoatendimento',
      },
      {
        tipo: 'aba',
        id: 'recrutamento-contratacoes',
        rotulo: 'Contratações',
        aba: 'Contratacoes',
        area: 'recrutamentoEntrar',
      },
    ],
  },
  {
    tipo: 'grupo',
    id: 'marketing',
    rotulo: 'Marketing',
    itens: [
      {
        tipo: 'aba',
        id: 'campanhas-endomarketing',
        rotulo: 'Campanhas Endomarketing',
        aba: 'CampanhasEndomarketing',
        area: 'campanhasMarketing',
      },
    ],
  },
  { tipo: 'aba', id: 'ramais', rotulo: 'Ramais', aba: 'ramais', area: 'ramais' },
  {
    tipo: 'externo',
    id: 'dayone',
    rotulo: 'DayOne',
    link: 'dayOne',
    area: 'dayOne',
    semEndereco: 'HorasDev',
  },
  { tipo: 'aba', id: 'chatbot', rotulo: 'Uso do ChatBot', aba: 'chatbot', area: 'chatbot' },
  {
    tipo: 'aba',
    id: 'callcenter',
    rotulo: 'Callcenter',
    aba: 'CallCenterEntrar',
    area: 'callcenter',
    regra: 'unidadesCallcenter',
  },
  {
    tipo: 'grupo',
    id: 'cadastros',
    rotulo: 'Cadastros',
    itens: [
      { tipo: 'aba', id: 'cadastro-turnos', rotulo: 'Turnos', aba: 'CadastroTurnos', area: 'cadastroTurnos' },
      {
        tipo: 'aba',
        id: 'cadastro-motivos-cancelamento',
        rotulo: 'Motivos de cancelamento',
        aba: 'CadastroMotivosCancelamento',
        area: 'cadastroMotivosCancelamento',
      },
      {
        tipo: 'aba',
        id: 'cadastro-motivos-reprovacao',
        rotulo: 'Motivos de reprovação',
        aba: 'CadastroMotivosReprovacao',
        area: 'cadastroMotivosReprovacao',
      },
      {
        tipo: 'aba',
        id: 'cadastro-motivos-desistencia',
        rotulo: 'Motivos de desistência',
        aba: 'CadastroMotivosDesistencia',
        area: 'cadastroMotivosDesistencia',
      },
      { tipo: 'aba', id: 'cadastro-areas', rotulo: 'Áreas', aba: 'CadastroAreas', area: 'cadastroAreas' },
    ],
  },
  {
    tipo: 'grupo',
    id: 'administracao',
    rotulo: 'Administração',
    area: 'administracao',
    itens: [
      { tipo: 'aba', id: 'admin-usuarios', rotulo: 'Usuários', aba: 'AdminUsuarios', area: 'administracao' },
      { tipo: 'aba', id: 'admin-perfis', rotulo: 'Perfis', aba: 'AdminPerfis', area: 'administracao' },
      { tipo: 'aba', id: 'admin-unidades', rotulo: 'Unidades', aba: 'AdminUnidades', area: 'administracao' },
      {
        tipo: 'aba',
        id: 'admin-acessos-lgpd',
        rotulo: 'Acessos a dados sensíveis',
        aba: 'AdminAcessosLgpd',
        area: 'administracao',
      },
      {
        tipo: 'aba',
        id: 'admin-importacao',
        rotulo: 'Importação',
        aba: 'AdminImportacao',
        area: 'administracao',
      },
      {
        tipo: 'aba',
        id: 'admin-paginas-legado',
        rotulo: 'Páginas do site principal',
        aba: 'AdminPaginasLegado',
        area: 'administracao',
        regra: 'siteLegado',
      },
    ],
  },
];

/** What decides which entries a user sees. */
export interface ContextoMenu {
  permissoes: readonly number[];
  cdUnid: number;
  /** The logged user has the Help Desk flag. */
  usuarioHelpDesk: boolean;
  /**
   * The call-center units (the units whose id_callcenter is 'S', from GET /api/configuracao). Absent:
   * the unit rule is not checked (the screens a set of codes opens, whatever the unit).
   */
  unidadesCallcenter?: readonly number[];
  /**
   * The outside systems' addresses (from GET /api/configuracao, `enderecosExternos`). Absent: the
   * outside entries are kept as they are (the configuration is unknown).
   */
  enderecos?: Readonly<Record<LinkExterno, string | null>>;
  /**
   * The legacy main site is configured (GET /api/configuracao, URL_SITE_LEGADO). Absent: the rule is
   * not checked.
   */
  siteLegado?: boolean;
}

/** True when one entry (ignoring its children) may be shown to this user. */
export function itemPermitido(item: Pick<ItemBase, 'area' | 'regra'>, ctx: ContextoMenu): boolean {
  if (item.area && !temPermissao(ctx.permissoes, PERMISSOES[item.area])) return false;
  if (item.regra === 'helpDesk' && !ctx.usuarioHelpDesk) return false;
  if (item.regra === 'unidadesCallcenter') {
    if (ctx.unidadesCallcenter && !ctx.unidadesCallcenter.includes(ctx.cdUnid)) return false;
  }
  if (item.regra === 'siteLegado' && ctx.siteLegado === false) return false;
  return true;
}

/** The sidebar this user sees: entries filtered by permission and rule, empty groups dropped. */
export function filtrarMenu(menu: readonly ItemMenu[], ctx: ContextoMenu): ItemMenu[] {
  const out: ItemMenu[] = [];
  for (const item of menu) {
    if (!itemPermitido(item, ctx)) continue;
    if (item.tipo === 'grupo') {
      const itens = filtrarMenu(item.itens, ctx);
      if (itens.length > 0) out.push({ ...item, itens });
    } else if (item.tipo === 'externo' && ctx.enderecos && !ctx.enderecos[item.link]) {
      // no address: the native screen in its place, or nothing
      if (item.semEndereco) {
        const { semEndereco, link: _link, ...resto } = item;
        out.push({ ...resto, tipo: 'aba', aba: semEndereco });
      }
    } else {
      out.push(item);
    }
  }
  return out;
}

/** Every tab entry of a menu, groups flattened, in order. */
export function abasDoMenu(menu: readonly ItemMenu[]): ItemAba[] {
  return menu.flatMap((i) => (i.tipo === 'grupo' ? abasDoMenu(i.itens) : i.tipo === 'aba' ? [i] : []));
}

const urlOuNulo = z.string().url().nullable();

/** GET /api/configuracao: what the client needs to know about this installation and user. */
export const configuracaoClienteSchema = z.object({
  URL_WEBMAIL: urlOuNulo,
  URL_RHBSAAS: urlOuNulo,
  URL_DAYONE: urlOuNulo,
  /** Base address of the legacy main site whose pages are shown in frames; null when not configured. */
  URL_SITE_LEGADO: urlOuNulo,
  /**
   * The pages an administrator chose to open in the legacy site's frame (Administração › Páginas do
   * site principal); empty without the site. Every other page opens natively.
   */
  PAGINAS_LEGADO: z.array(z.enum(PAGINAS_LEGADO)).default([]),
  /** 'S' when the logged user has the Help Desk flag (usuario.id_help_desk). */
  ID_USUARIO_HELP_DESK: z.enum(['S', 'N']),
  /** The units whose id_callcenter is 'S' (the menu's Callcenter and the call-center page's filter). */
  UNIDADES_CALLCENTER: z.array(z.number().int()),
  /** The logged user's unit flags: chatbot sends and resume layout 2. */
  ID_CHATBOT_UNIDADE: z.enum(['S', 'N']),
  ID_LAYOUT_CURRICULO_2_UNIDADE: z.enum(['S', 'N']),
  /** Channels to candidates served by a local adapter: nothing leaves the server (the UI says so). */
  ENVIO_SIMULADO: z.array(z.enum(['email', 'sms', 'whatsapp'])).default([]),
});

export type ConfiguracaoCliente = z.infer<typeof configuracaoClienteSchema>;

/** The configuration's field holding each outside system's address. */
export const CAMPO_ENDERECO_EXTERNO = {
  webMail: 'URL_WEBMAIL',
  rhbsaas: 'URL_RHBSAAS',
  dayOne: 'URL_DAYONE',
} as const satisfies Record<LinkExterno, keyof ConfiguracaoCliente>;

/** The outside systems' addresses of a configuration (null: not configured). */
export function enderecosExternos(config: ConfiguracaoCliente): Record<LinkExterno, string | null> {
  return {
    webMail: config[CAMPO_ENDERECO_EXTERNO.webMail],
    rhbsaas: config[CAMPO_ENDERECO_EXTERNO.rhbsaas],
    dayOne: config[CAMPO_ENDERECO_EXTERNO.dayOne],
  };
}
