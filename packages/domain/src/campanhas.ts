import { z } from 'zod';
import { codigo, dataIso } from './entrada';

/**
 * Endomarketing campaigns (spec 002 §2.7, §3.8, §4, §5, §8, §9, code 338): the active employees
 * filtered and picked as cards, and the campaign asking each one picked to update their data.
 */

export const MENSAGENS_CAMPANHA = {
  erroCarregar: 'Não foi possível carregar os funcionários.',
  erroEnviar: 'Não foi possível enviar os emails',
  sucesso: 'Emails enviados com sucesso!',
  selecioneUma: 'Selecione pelo menos uma pessoa.',
  confirmar: 'Gostaria de pedir atualização para as pessoas selecionadas?',
  campanhaAtiva: 'Funcionário tem campanha ativa',
} as const;

/** Cards per page (spec 002 §9). */
export const TAMANHO_PAGINA_CAMPANHA = 50;
/** Most people one campaign may hold. */
export const MAX_PESSOAS_CAMPANHA = 10_000;

const sni = z.enum(['S', 'N', 'NI']);

/** The filter panel (spec 002 §3.8 'Campaign filters'); every field optional. */
export const filtrosCampanha = z
  .object({
    cd_unidade: codigo('int4').optional(),
    id_sexo: z.enum(['M', 'F', 'AM']).optional(),
    id_possui_filhos: sni.optional(),
    id_comemora_aniversario: sni.optional(),
    dt_ultima_atualizacao_de: dataIso().optional(),
    dt_ultima_atualizacao_ate: dataIso().optional(),
    id_parente_pai: z.enum(['S', 'N']).optional(),
    id_parente_mae: z.enum(['S', 'N']).optional(),
    id_parente_conjuge: z.enum(['S', 'N']).optional(),
    id_campanha_pendente: z.enum(['S', 'N']).optional(),
  })
  .refine(
    (f) =>
      !f.dt_ultima_atualizacao_de ||
      !f.dt_ultima_atualizacao_ate ||
      f.dt_ultima_atualizacao_de <= f.dt_ultima_atualizacao_ate,
    { message: 'A data de início não pode ser maior que a data final.', path: ['dt_ultima_atualizacao_de'] },
  );
export type FiltrosCampanha = z.infer<typeof filtrosCampanha>;
export type FiltrosCampanhaEntrada = z.input<typeof filtrosCampanha>;

export const funcionarioAtivo = z.object({
  CD_PESSOA: z.number().int(),
  NM_PESSOA: z.string(),
  DS_FOTO_CANDIDATO: z.string().nullable(),
  ID_SEXO: z.string().nullable(),
  NM_MAE: z.string().nullable(),
  TEL_MAE: z.string().nullable(),
  NM_PAI: z.string().nullable(),
  TEL_PAI: z.string().nullable(),
  NM_CONJUGE: z.string().nullable(),
  TEL_CONJUGE: z.string().nullable(),
  ID_TAMANHO_CAMISA: z.string().nullable(),
  ID_TAMANHO_CALCA: z.string().nullable(),
  NR_CALCADO: z.number().int().nullable(),
  NR_FILHO: z.number().int().nullable(),
  ID_COMEMORA_ANIVERSARIO: z.string().nullable(),
  /** ISO date-time of the last update of the person's data. */
  ALTERADO_EM: z.string().nullable(),
  /** 'N': an active campaign already exists for the person (cannot be picked). */
  ID_VISUALIZADO: z.enum(['S', 'N']),
});
export type FuncionarioAtivo = z.infer<typeof funcionarioAtivo>;

export const enviarCampanhaBody = z.object({
  pessoas: z
    .array(codigo('int8'))
    .min(1, MENSAGENS_CAMPANHA.selecioneUma)
    .max(MAX_PESSOAS_CAMPANHA, `Selecione no máximo ${MAX_PESSOAS_CAMPANHA} pessoas.`),
  filtros: filtrosCampanha,
});
export type EnviarCampanhaBody = z.input<typeof enviarCampanhaBody>;

// ---------------------------------------------------------------------------------------------
// Selection (spec 002 §4): people with an active campaign cannot be picked.

/** Whether the person may be picked for a new campaign. */
export function podeSelecionar(f: Pick<FuncionarioAtivo, 'ID_VISUALIZADO'>): boolean {
  return f.ID_VISUALIZADO !== 'N';
}

/** The selection after a click on a card: toggled, unless the person has an active campaign. */
export function alternarSelecao(selecionados: ReadonlySet<number>, f: FuncionarioAtivo): Set<number> {
  const novo = new Set(selecionados);
  if (novo.has(f.CD_PESSOA)) novo.delete(f.CD_PESSOA);
  else if (podeSelecionar(f)) novo.add(f.CD_PESSOA);
  return novo;
}

/** Picks every selectable person of the page (or unpicks them when all already are). */
export function alternarPagina(
  selecionados: ReadonlySet<number>,
  pagina: readonly FuncionarioAtivo[],
): Set<number> {
  const possiveis = pagina.filter(podeSelecionar).map((f) => f.CD_PESSOA);
  const novo = new Set(selecionados);
  const todos = possiveis.length > 0 && possiveis.every((cd) => novo.has(cd));
  for (const cd of possiveis) {
    if (todos) novo.delete(cd);
    else novo.add(cd);
  }
  return novo;
}

/** What stops a send: nobody picked. */
export function erroEnvioCampanha(selecionados: ReadonlySet<number> | readonly number[]): string | null {
  const n = selecionados instanceof Set ? selecionados.size : (selecionados as readonly number[]).length;
  return n === 0 ? MENSAGENS_CAMPANHA.selecioneUma : null;
}

// ---------------------------------------------------------------------------------------------
// Sorting (spec 002 §9): Nome, Sexo, Filhos, Camisa, Calça, Calçado, Alterado em.

export const ORDENS_CAMPANHA = {
  Nome: 'NM_PESSOA',
  Sexo: 'ID_SEXO',
  Filhos: 'NR_FILHO',
  Camisa: 'ID_TAMANHO_CAMISA',
  Calça: 'ID_TAMANHO_CALCA',
  Calçado: 'NR_CALCADO',
  'Alterado em': 'ALTERADO_EM',
} as const satisfies Record<string, keyof FuncionarioAtivo>;
export type OrdemCampanha = keyof typeof ORDENS_CAMPANHA;

/** Shirt sizes in their order (spec 002 §3.3). */
export const TAMANHOS_CAMISA = ['P', 'M', 'G', 'GG', 'EGG', 'G1', 'G2', 'G3'] as const;

const COLLATOR = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });

function valorOrdem(f: FuncionarioAtivo, ordem: OrdemCampanha): string | number | null {
  const v = f[ORDENS_CAMPANHA[ordem]];
  if (v === null || v === undefined || v === '') return null;
  if (ordem === 'Camisa') {
    const i = (TAMANHOS_CAMISA as readonly string[]).indexOf(String(v));
    return i < 0 ? TAMANHOS_CAMISA.length : i;
  }
  if (ordem === 'Calça') return Number(v);
  return v as string | number;
}

/** The cards sorted by one of the options, empty values last, then by name. */
export function ordenarFuncionarios(
  linhas: readonly FuncionarioAtivo[],
  ordem: OrdemCampanha,
  desc = false,
): FuncionarioAtivo[] {
  return [...linhas].sort((a, b) => {
    const va = valorOrdem(a, ordem);
    const vb = valorOrdem(b, ordem);
    if (va === null || vb === null) {
      if (va !== vb) return va === null ? 1 : -1;
    } else {
      const c =
        typeof va === 'number' && typeof vb === 'number' ? va - vb : COLLATOR.compare(String(va), String(vb));
      if (c !== 0) return desc ? -c : c;
    }
    return COLLATOR.compare(a.NM_PESSOA, b.NM_PESSOA);
  });
}

export const enviarCampanhaResposta = z.object({
  message: z.string(),
  ID_CAMPANHA: z.number().int(),
  QT_PESSOAS: z.number().int(),
});

export const campanhaParams = z.object({ id_campanha: codigo('int8') });

/** A campaign's progress: its e-mails queued, sent and failed for good. */
export const progressoCampanha = z.object({
  ID_CAMPANHA: z.number().int(),
  QT_PESSOAS: z.number().int(),
  QT_FILA: z.number().int(),
  QT_ENVIADOS: z.number().int(),
  QT_FALHAS: z.number().int(),
});
export type ProgressoCampanha = z.infer<typeof progressoCampanha>;

/** The campaign is over when nothing waits in the queue. */
export function campanhaConcluida(p: ProgressoCampanha): boolean {
  return p.QT_FILA === 0;
}

/**
 * The e-mail asking an employee to update their data (pt-BR): its subject and what it says. The api
 * renders it in an HTML and a text part (modules/campanha/email-campanha.ts).
 */
export const EMAIL_CAMPANHA = {
  assunto: 'Atualize seus dados cadastrais',
  saudacao: (primeiroNome: string) => `Olá, ${primeiroNome}!`,
  paragrafos: [
    'Queremos conhecer você melhor para preparar ações especiais para você e sua família.',
    'Por favor, atualize seus dados cadastrais (tamanhos de uniforme, filhos, contatos de familiares e se você gosta de comemorar seu aniversário) com o RH da sua unidade ou no portal do colaborador.',
  ],
  despedida: 'Obrigado!',
  assinatura: 'Equipe de Endomarketing',
  rodape: 'Esta mensagem foi enviada pelo RH. Se você não é colaborador da empresa, desconsidere-a.',
} as const;

/** The first name the e-mail greets (the whole name when it has a single word). */
export function primeiroNome(nome: string): string {
  return nome.trim().split(/\s+/)[0] || nome;
}
