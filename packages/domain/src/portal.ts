import { z } from 'zod';
import {
  erroCpf,
  erroDataNascimento,
  erroEmail,
  erroTelefones,
  LIMITES_CADASTRO,
  MENSAGENS_CADASTRO,
} from './candidato-cadastro';
import { PADRAO_TEXTO_VALIDO } from './entrada';
import { LIMITES_LGPD } from './lgpd';
import { ETAPAS_CANDIDATURA, etapaCandidatura } from './portal-candidaturas';

/**
 * The candidate portal: the public vacancy pages, the application form and the candidate's own
 * area (docs/portal.md). Limits, messages and the rules the server checks on every form; the
 * candidate's record follows the editor's rules (candidato-cadastro.ts).
 */

/** Where the portal lives on the server (outside /api: HTML pages for people and search engines). */
export const CAMINHO_PORTAL = '/vagas';

/** Version of the privacy notice the candidate accepts when applying (recorded with the consent). */
export const VERSAO_AVISO_PRIVACIDADE = '2026-11-01';

export const LIMITES_PORTAL = {
  porPagina: 20,
  paginaMax: 500,
  buscaMax: 100,
  cidadeMax: 120,
  nomeMax: 200,
  emailMax: 200,
  /** The form must stay open at least this long before it is sent (bots post at once); seconds. */
  tempoMinimoPadraoS: 3,
  /** A form older than this is refused (load the page again); seconds. */
  tempoMaximoS: 2 * 60 * 60,
  /** Applications per address and per CPF. */
  candidaturasPorIpHora: 30,
  candidaturasPorCpfHora: 5,
  /** Login attempts per address and per CPF. */
  loginsPorIpMinuto: 20,
  loginsPorCpfHora: 10,
  /** Password reset requests per address and per CPF. */
  redefinicoesPorIpHora: 10,
  redefinicoesPorCpfHora: 3,
  /** Reset links are valid this long; minutes. */
  redefinicaoValidaMin: 60,
  /** The first-access link sent after an application is valid this long; hours. */
  primeiroAcessoValidoHoras: 48,
  /** Exports of the candidate's own data (LGPD) per candidate per hour, and PDFs drawn at once per instance. */
  exportacoesPorHora: 10,
  pdfsSimultaneos: 2,
  /** The candidate's session: idle minutes. */
  sessaoMin: 60,
} as const;

export const MENSAGENS_PORTAL = {
  sessaoNecessaria: 'Entre na sua área do candidato para acessar seus dados.',
  vagaNaoEncontrada: 'Vaga não encontrada ou não está mais disponível.',
  vagaEncerrada: 'Esta vaga já recebeu o número máximo de candidaturas e não aceita novas inscrições.',
  candidaturaFeita: 'Candidatura enviada! Acompanhe o andamento na sua área do candidato.',
  candidaturaRepetida: 'Você já se candidatou a esta vaga. Acompanhe o andamento na sua área do candidato.',
  consentimento: 'Para se candidatar, é preciso aceitar o aviso de privacidade.',
  formularioExpirado: 'O formulário expirou. Confira os dados e envie novamente.',
  formularioRapido: 'Envio muito rápido. Aguarde alguns segundos e envie novamente.',
  formularioInvalido: 'Não foi possível validar o envio. Recarregue a página e tente novamente.',
  muitasTentativas: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
  cidade: 'Informe a cidade onde mora.',
  uf: 'Informe a UF (duas letras).',
  loginInvalido: 'CPF ou senha inválidos.',
  sessaoEncerrada: 'Você saiu da sua área do candidato.',
  entreParaContinuar: 'Entre com seu CPF e senha para continuar.',
  redefinicaoEnviada:
    'Se houver um cadastro com este CPF e e-mail, enviamos um link para criar uma nova senha. Confira sua caixa de entrada.',
  redefinicaoInvalida: 'O link para criar uma nova senha é inválido ou expirou. Peça um novo.',
  senhaRedefinida: 'Senha alterada. Entre com seu CPF e a nova senha.',
  assuntoRedefinicao: 'Nova senha da sua área do candidato',
  assuntoPrimeiroAcesso: 'Crie a senha da sua área do candidato',
  acessoPorEmail:
    'Se o seu cadastro ainda não tiver senha, enviamos para o seu e-mail um link para criar a senha da área do candidato.',
  cpfComOutroEmail:
    'Este CPF já tem cadastro com outro e-mail. Para acessar a área do candidato, use “Esqueci minha senha” com o e-mail do cadastro ou fale com a nossa equipe para atualizá-lo.',
  formularioReenviado: 'Este formulário já foi enviado. Recarregue a página para enviar de novo.',
  confirmeSaida: 'Para sair da área do candidato, confirme no botão abaixo.',
  cpfBloqueado:
    'Muitas tentativas de senha para este CPF. Aguarde uma hora ou crie uma nova senha em “Esqueci minha senha”.',
  exportacoesDemais: 'Você já baixou seus dados muitas vezes na última hora. Tente novamente mais tarde.',
  exportacaoOcupada: 'Estamos gerando outros arquivos agora. Tente novamente em alguns instantes.',
  dadosAtualizados: 'Seus dados foram atualizados.',
  enderecoInvalido: 'Endereço inválido. Confira o link ou procure a vaga na lista de vagas abertas.',
} as const;

/**
 * The stage of an application in words a candidate understands (ETAPAS_CANDIDATURA): closed means
 * the vacancy's situation is one of SITUACOES_FECHADAS.
 */
export function etapaParaCandidato(a: {
  descartado: boolean;
  cd_estagio_vaga: number | null;
  id_situacao: string | null;
  vaga_fechada: boolean;
}): string {
  return ETAPAS_CANDIDATURA[etapaCandidatura(a)];
}

/** The address part of a vacancy's page: its number and its title in plain lower-case words. */
export function slugVaga(nrVaga: number, titulo: string): string {
  const s = titulo
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return s ? `${nrVaga}-${s}` : String(nrVaga);
}

/** The vacancy number at the start of a page's address ('123-soldador' → 123). */
export function nrVagaDoSlug(slug: string): number | null {
  const m = /^(\d{1,15})(?:-[a-z0-9-]{0,80})?$/.exec(slug);
  if (!m) return null;
  const n = Number(m[1]);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

const textoForm = (max: number) =>
  z
    .string()
    .max(max * 4)
    .regex(PADRAO_TEXTO_VALIDO)
    .transform((t) => t.trim())
    .pipe(z.string().max(max));

/** The list's filters as they come in the address. */
export const filtrosPortal = z.object({
  q: textoForm(LIMITES_PORTAL.buscaMax).optional().default(''),
  cidade: textoForm(LIMITES_PORTAL.cidadeMax).optional().default(''),
  cargo: z
    .string()
    .regex(/^\d{0,9}$/)
    .optional()
    .default('')
    .transform((v) => (v ? Number(v) : null)),
  pagina: z
    .string()
    .regex(/^\d{1,4}$/)
    .optional()
    .default('1')
    .transform((v) => Math.min(Math.max(Number(v), 1), LIMITES_PORTAL.paginaMax)),
});
export type FiltrosPortal = z.output<typeof filtrosPortal>;

/**
 * The application form (urlencoded): the record's essentials and whether the candidate wants access to
 * the area. It never carries a password: the first one is set from a link sent to the record's e-mail.
 */
export const candidaturaForm = z.object({
  nr_documento_cpf: textoForm(20).default(''),
  nm_pessoa: textoForm(LIMITES_PORTAL.nomeMax).default(''),
  ds_email: textoForm(LIMITES_PORTAL.emailMax).default(''),
  dt_nascimento: textoForm(10).default(''),
  nr_telefone_cel: textoForm(30).default(''),
  nr_telefone_rec: textoForm(30).default(''),
  nm_cidade: textoForm(LIMITES_PORTAL.cidadeMax).default(''),
  cd_uf: textoForm(2).default(''),
  /** 'S': send a link to create the area's password to the record's e-mail (when it has none yet). */
  quero_acesso: z.string().max(5).default(''),
  aceite_privacidade: z.string().max(5).default(''),
  /** The honeypot: hidden from people, filled by bots. */
  ds_site: z.string().max(500).default(''),
  /** The signed moment the form was served (timing check and form token). */
  carimbo: z.string().max(200).default(''),
});
export type CandidaturaForm = z.output<typeof candidaturaForm>;

const digitos = (v: string) => v.replace(/\D/g, '');

/** The candidate's essentials, checked by the editor's rules; field → message (empty when valid). */
export function errosCandidatura(f: CandidaturaForm, hoje: string): Record<string, string> {
  const erros: Record<string, string> = {};
  const cpf = erroCpf(f.nr_documento_cpf);
  if (cpf) erros.nr_documento_cpf = cpf;
  if (!f.nm_pessoa.trim()) erros.nm_pessoa = MENSAGENS_CADASTRO.nome;
  const email = erroEmail(f.ds_email);
  if (email) erros.ds_email = email;
  const nascimento = erroDataNascimento(f.dt_nascimento, hoje);
  if (nascimento) erros.dt_nascimento = nascimento;
  const tel = erroTelefones([f.nr_telefone_cel, f.nr_telefone_rec]);
  if (tel) erros.nr_telefone_cel = tel;
  else
    for (const campo of ['nr_telefone_cel', 'nr_telefone_rec'] as const) {
      const n = digitos(f[campo]).length;
      if (n < 10 || n > 11) erros[campo] = MENSAGENS_CADASTRO.telefoneIncompleto;
    }
  if (!f.nm_cidade) erros.nm_cidade = MENSAGENS_PORTAL.cidade;
  if (!/^[A-Za-z]{2}$/.test(f.cd_uf)) erros.cd_uf = MENSAGENS_PORTAL.uf;
  if (f.aceite_privacidade !== 'S') erros.aceite_privacidade = MENSAGENS_PORTAL.consentimento;
  return erros;
}

/** The login form. */
export const loginPortalForm = z.object({
  cpf: textoForm(20).default(''),
  senha: z.string().max(100).regex(PADRAO_TEXTO_VALIDO).default(''),
  carimbo: z.string().max(200).default(''),
  destino: z.string().max(300).default(''),
});

/** The password-reset request and the new password forms. */
export const redefinicaoPedidoForm = z.object({
  cpf: textoForm(20).default(''),
  ds_email: textoForm(LIMITES_PORTAL.emailMax).default(''),
  carimbo: z.string().max(200).default(''),
  ds_site: z.string().max(500).default(''),
});
export const novaSenhaForm = z.object({
  token: z.string().max(100).default(''),
  nm_senha_web: z.string().max(100).regex(PADRAO_TEXTO_VALIDO).default(''),
  nm_senha_confirmacao: z.string().max(100).regex(PADRAO_TEXTO_VALIDO).default(''),
  ds_lembrete_senha_web: textoForm(LIMITES_CADASTRO.lembreteMax).default(''),
  carimbo: z.string().max(200).default(''),
});

/** The candidate's erasure request (LGPD): the confirmation box and an optional reason. */
export const pedidoEliminacaoForm = z.object({
  confirmo: z.string().max(5).default(''),
  ds_motivo: textoForm(LIMITES_LGPD.motivoMax).default(''),
  carimbo: z.string().max(200).default(''),
});

/** Only a path of the portal itself may be the page after login (no open redirect). */
export function destinoSeguro(destino: string): string {
  return /^\/vagas(?:\/[A-Za-z0-9_-]+)*\/?(?:\?[A-Za-z0-9_=&%.-]*)?$/.test(destino)
    ? destino
    : `${CAMINHO_PORTAL}/minha-area`;
}
