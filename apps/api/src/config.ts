import path from 'node:path';
import { z } from 'zod';

const booleano = z
  .enum(['true', 'false', '1', '0', 'sim', 'nao'])
  .transform((v) => v === 'true' || v === '1' || v === 'sim');

// Each entry must be a bare origin (scheme://host[:port]); kept normalised for exact comparison.
/** A comma-separated list of `item`s, blanks around each and empty entries left out. */
function listaPorVirgula<T extends z.ZodType<unknown, string>>(item: T) {
  return z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item));
}

const origens = listaPorVirgula(
  z
    .string()
    .regex(/^https?:\/\/[^/?#\s]+$/, 'use origens como https://exemplo.com.br, separadas por vírgula')
    .transform((o) => new URL(o).origin),
);

const urlOpcional = z
  .string()
  .url()
  .optional()
  .or(z.literal('').transform(() => undefined));

const textoOpcional = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

/** The loopback addresses where an http issuer is accepted (a provider on this machine, tests). */
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  /** PostgreSQL connection; unset means the embedded database (PGlite) under DATA_DIR. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'deve começar com postgres:// ou postgresql://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /**
   * PostgreSQL streaming replicas the heavy reads go to (comma separated; only with DATABASE_URL).
   * A replica down or behind by more than REPLICA_ATRASO_MAX_SEGUNDOS is skipped (see db/replicas.ts).
   */
  DATABASE_REPLICA_URL: listaPorVirgula(
    z.string().regex(/^postgres(ql)?:\/\//, 'use URLs postgres:// ou postgresql://, separadas por vírgula'),
  ).default([]),
  /** Largest replay delay of a replica still used for reads. */
  REPLICA_ATRASO_MAX_SEGUNDOS: z.coerce.number().min(0.1).max(3600).default(5),
  /** How often each instance measures its replicas (state, replay position, delay). */
  REPLICA_VERIFICACAO_SEGUNDOS: z.coerce.number().min(0.2).max(60).default(1),
  DATA_DIR: z.string().min(1).default('./data'),
  DB_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
  /**
   * PostgreSQL: a statement running longer is cancelled by the server and the request answers 503
   * (0: no limit); a request waiting longer for a free connection of the pool answers 503 too.
   */
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(30_000),
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  /** Load demo data on first start (default: on for the embedded database, off for PostgreSQL). */
  DEMO_DATA: booleano.optional(),
  DEMO_PASSWORD: z.string().min(6).default('demo1234'),
  DEMO_CANDIDATES: z.coerce.number().int().min(0).max(2_000_000).default(20_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(120),
  /** Cookie Secure flag: auto = only when the request came over HTTPS. */
  COOKIE_SECURE: z.enum(['auto', 'true', 'false']).default('auto'),
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).max(100).default(5),
  LOGIN_LOCK_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(15),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  /**
   * Login attempts allowed per minute for one login from one IP address, and from one address over
   * every login (an office behind one NAT address logs its people in at once); counted in the
   * database, shared by every instance.
   */
  LOGIN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(20),
  LOGIN_RATE_LIMIT_PER_MINUTE_IP: z.coerce.number().int().min(1).max(100_000).default(300),
  /** Extra origins allowed to make state-changing requests (comma separated). */
  ALLOWED_ORIGINS: origens.default([]),
  TRUST_PROXY: booleano.default(false),
  /**
   * First-start default of the per-user Help Desk flag (usuario.id_help_desk): at a start where no
   * user has it, the user with this login (without case) gets it; then Administração › Usuários
   * decides (seed/first-start.ts, docs/administracao.md).
   */
  HELP_DESK_USER: z.string().default('admin'),
  WEBMAIL_URL: urlOpcional,
  RHBSAAS_URL: urlOpcional,
  DAYONE_URL: urlOpcional,
  LEGACY_SITE_URL: urlOpcional,
  WEB_DIST_DIR: z.string().optional(),
  /**
   * First-start default of the per-user flag 'may justify a vacancy's cancellation'
   * (usuario.id_justifica_cancelamento; spec 000 §6 names six users without listing them): at a
   * start where no user has it, the users of these person codes (user_sip) get it; then
   * Administração › Usuários decides. Default: nobody (with demo data and the variable unset, the
   * demo's admin). See docs/decisions/0002-vaga-edicao.md and docs/administracao.md.
   */
  JUSTIFICATIVA_USUARIOS: z
    .string()
    .trim()
    .transform((v) => (v === '' ? [] : v.split(',').map((x) => x.trim())))
    .pipe(z.array(z.string().regex(/^\d+$/, 'use códigos de pessoa separados por vírgula').transform(Number)))
    .default([]),
  /** Days an extension (vaga/prorrogar) moves the extension date past today. */
  VAGA_PRORROGACAO_DIAS: z.coerce.number().int().min(1).max(365).default(30),
  /** Days after opening in which a vacancy is cancelled without billing. */
  CANCELAMENTO_LIVRE_DIAS: z.coerce.number().int().min(0).max(365).default(7),
  /**
   * CEP lookup: local (the municipalities and the stored candidates' streets) or http (ViaCEP's
   * protocol at VIACEP_URL, BrasilAPI at BRASILAPI_URL when ViaCEP fails).
   */
  CEP_ADAPTER: z.enum(['local', 'http']).default('local'),
  VIACEP_URL: z.string().url().default('https://viacep.com.br'),
  BRASILAPI_URL: urlOpcional,
  CEP_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  /**
   * Where the candidates' files (photos, disability reports) are kept: local (DATA_DIR/arquivos) or
   * s3 (an S3-compatible bucket: S3_BUCKET at S3_ENDPOINT, or AWS's own endpoint when it is unset).
   */
  ARMAZENAMENTO_ADAPTER: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: urlOpcional,
  S3_BUCKET: z
    .string()
    .trim()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'nome de bucket inválido (3 a 63: a-z, 0-9, ponto e hífen)')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  /** Both or neither: without them the SDK's own chain is used (environment of the SDK, instance role). */
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Bucket in the path (http://host/bucket/key): what MinIO and most non-AWS servers need. */
  S3_FORCE_PATH_STYLE: booleano.default(false),
  /** Job-board adapter: local (simulated, completes after JOB_BOARD_DELAY_SECONDS) or http (JOB_BOARD_URL). */
  JOB_BOARD_ADAPTER: z.enum(['local', 'http']).default('local'),
  JOB_BOARD_URL: urlOpcional,
  JOB_BOARD_TOKEN: z.string().optional(),
  JOB_BOARD_DELAY_SECONDS: z.coerce.number().min(0).max(86_400).default(30),
  /** How often each instance looks at the publishing queue; 0 stops the worker. */
  JOB_BOARD_POLL_SECONDS: z.coerce.number().min(0).max(3600).default(5),
  /** How often each instance looks for candidates waiting too long in the attendance queue; 0 stops it. */
  AGENDA_AVISO_POLL_SECONDS: z.coerce.number().min(0).max(3600).default(30),
  /** How often each instance looks for temporary placements ending in 30 or 7 days; 0 stops it. */
  CONTRATACAO_AVISO_POLL_SECONDS: z.coerce.number().min(0).max(86_400).default(3600),
  /** How often each instance deletes the read log's rows older than 12 months; 0 stops it. */
  LGPD_RETENCAO_POLL_SECONDS: z.coerce.number().min(0).max(604_800).default(86_400),
  /** How often each instance sends the closing messages of closed vacancies; 0 stops it. */
  FECHAMENTO_POLL_SECONDS: z.coerce.number().min(0).max(86_400).default(900),
  /** How often each instance looks for client verdict links to remind (48 h) or escalate (96 h); 0 stops it. */
  PARECER_LEMBRETE_POLL_SECONDS: z.coerce.number().min(0).max(86_400).default(600),
  /** Public page of a vacancy on the site: the vacancy number is appended (JobPosting url). */
  JOB_POSTING_URL_BASE: urlOpcional,
  /**
   * The candidate portal (/vagas): the site's public address, the only base of every link the server
   * writes (e-mails, sitemap, canonical, JobPosting, share links). Required in production; elsewhere
   * http://localhost:PORT. Never taken from the request's Host header.
   */
  PORTAL_PUBLIC_URL: urlOpcional,
  /**
   * Key of the portal's signed form stamps (at least 32 characters). Every instance behind one
   * address must share it; without it each process draws its own at start.
   */
  PORTAL_SECRET: z.string().min(32).optional(),
  /** Seconds a form must stay open before it is sent (a bot posts at once); 0 turns the check off. */
  PORTAL_FORM_MIN_SECONDS: z.coerce.number().int().min(0).max(600).default(3),
  /** Seconds the portal's public pages (list, vacancy, sitemap) are kept rendered in memory; 0 = not kept. */
  PORTAL_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  /** Applications accepted per address per hour (counted in the database, shared by every instance). */
  PORTAL_APPLY_PER_IP_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(30),
  /** Candidate logins and reset requests per address per minute. */
  PORTAL_LOGIN_PER_IP_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(20),
  /** E-mail to candidates: local (kept in the outbox) or smtp (SMTP_HOST...). */
  EMAIL_ADAPTER: z.enum(['local', 'smtp']).default('local'),
  SMTP_HOST: z.string().trim().optional(),
  SMTP_PORT: z.coerce.number().int().min(1).max(65_535).default(587),
  /** TLS from the start (port 465); otherwise STARTTLS when the server offers it. */
  SMTP_SECURE: booleano.default(false),
  SMTP_USER: z.string().optional(),
  SMTP_PASS: z.string().optional(),
  EMAIL_FROM: z.string().trim().min(3).default('Recrutamento e Seleção <nao-responda@localhost>'),
  /** SMS to candidates: local (kept in the outbox) or http (provider's JSON API at SMS_URL). */
  SMS_ADAPTER: z.enum(['local', 'http']).default('local'),
  SMS_URL: urlOpcional,
  SMS_TOKEN: z.string().optional(),
  /** WhatsApp (chatbot): local (kept in the outbox) or cloud (WhatsApp Business Cloud API). */
  WHATSAPP_ADAPTER: z.enum(['local', 'cloud']).default('local'),
  WHATSAPP_API_URL: z.string().url().default('https://graph.facebook.com/v21.0'),
  WHATSAPP_PHONE_NUMBER_ID: z.string().trim().optional(),
  WHATSAPP_TOKEN: z.string().optional(),
  /** App secret that signs the webhook's notifications (X-Hub-Signature-256). */
  WHATSAPP_APP_SECRET: z.string().optional(),
  /** Token the webhook's verification request must carry (hub.verify_token). */
  WHATSAPP_VERIFY_TOKEN: z.string().optional(),
  /** Approved template of the first contact; its body takes the candidate's name and the position. */
  WHATSAPP_TEMPLATE: z.string().trim().min(1).default('contato_vaga'),
  /** Approved template of a vacancy's closing message; its body takes the candidate's name and the position. */
  WHATSAPP_TEMPLATE_FECHAMENTO: z.string().trim().min(1).default('vaga_encerrada'),
  /** Estimated price of one chatbot conversation in USD (the Uso do ChatBot value); the channel's price list. */
  CHATBOT_CUSTO_CONVERSA_USD: z.coerce.number().min(0).max(100).default(0.0625),
  /** Simples Nacional regime of clients: local (simples_nacional_local) or brasilapi (SIMPLES_API_URL). */
  SIMPLES_ADAPTER: z.enum(['local', 'brasilapi']).default('local'),
  SIMPLES_API_URL: z.string().url().default('https://brasilapi.com.br'),
  /** Longest wait a 429 may ask before the consultation gives up, and attempts per consultation. */
  SIMPLES_ESPERA_MAX_SECONDS: z.coerce.number().min(0).max(120).default(10),
  SIMPLES_TENTATIVAS: z.coerce.number().int().min(1).max(10).default(3),
  /** Document signatures: local (assinatura_local, marked on the page) or autentique (AUTENTIQUE_API_URL). */
  ASSINATURA_ADAPTER: z.enum(['local', 'autentique']).default('local'),
  AUTENTIQUE_API_URL: z.string().url().default('https://api.autentique.com.br/v2/graphql'),
  AUTENTIQUE_TOKEN: z.string().optional(),
  AUTENTIQUE_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /** Secret of the webhook endpoint: x-autentique-signature is the HMAC-SHA256 (hex) of the raw body. */
  AUTENTIQUE_WEBHOOK_SECRET: z.string().optional(),
  /** Workers sending campaign e-mails on each instance (pg-boss queue 'campanha-email'); 0 = none here. */
  CAMPANHA_TRABALHADORES: z.coerce.number().int().min(0).max(50).default(4),
  /**
   * Workers of the chatbot's hand-over messages on each instance (pg-boss queue 'chatbot-resposta'):
   * they send what a failure or a crash left queued; 0 = none here.
   */
  CHATBOT_TRABALHADORES: z.coerce.number().int().min(0).max(10).default(1),
  /** Workers writing imports on each instance (pg-boss queue 'importacao', one slice at a time); 0 = none here. */
  IMPORTACAO_TRABALHADORES: z.coerce.number().int().min(0).max(4).default(1),
  /**
   * The back-office's public address (scheme://host[:port]), where the company account's provider
   * sends the user back (<PUBLIC_URL>/api/auth/oidc/retorno). Required in production with OIDC;
   * elsewhere http://localhost:PORT.
   */
  PUBLIC_URL: urlOpcional,
  /**
   * Login with the company account (OpenID Connect): the provider's issuer and this application's
   * client. All three or none; the issuer must use https (http only on this machine's loopback).
   */
  OIDC_ISSUER: urlOpcional,
  OIDC_CLIENT_ID: textoOpcional,
  OIDC_CLIENT_SECRET: textoOpcional,
  /**
   * Profile (perfil_acesso.nm_perfil) given to a user created at the first login of an e-mail that no
   * user has; unset, such an e-mail is refused.
   */
  OIDC_CRIAR_USUARIOS: textoOpcional,
  /** Unit of the users OIDC_CRIAR_USUARIOS creates; unset, the active unit of lowest code. */
  OIDC_UNIDADE: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  /** Login with user and password: S (default) or N (only the company account; needs OIDC). */
  LOGIN_SENHA: z.enum(['S', 'N']).default('S'),
  /**
   * Bearer token of GET /metrics on the main port (at least 16 characters); unset (and no
   * METRICS_PORT), /metrics answers 404 there.
   */
  METRICS_TOKEN: z
    .literal('')
    .transform(() => undefined)
    .or(z.string().min(16, 'use ao menos 16 caracteres'))
    .optional(),
  /** A port of its own for /metrics (no token): served only there, bound to METRICS_HOST, never on PORT. */
  METRICS_PORT: z
    .literal('')
    .transform(() => undefined)
    .or(z.coerce.number().int().min(0).max(65535))
    .optional(),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  /**
   * On SIGTERM/SIGINT: seconds the in-flight requests get to finish (readiness answers 503 and no
   * connection is accepted meanwhile) before the remaining connections are cut.
   */
  DRENAGEM_SEGUNDOS: z.coerce.number().min(0).max(600).default(25),
  /** Publisher name of the XML job feed (the staffing company). */
  JOB_FEED_PUBLISHER: z.string().trim().min(1).default('Recrutamento e Seleção'),
});

export type Config = z.infer<typeof configSchema> & {
  dataDir: string;
  /** JUSTIFICATIVA_USUARIOS was set (even empty); unset, the demo's admin gets the flag (demo data only). */
  justificativaInformada: boolean;
};

export class ConfigError extends Error {}

/** Reads and validates the environment; a bad variable stops the start with a message naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const linhas = parsed.error.issues.map((i) => `  ${String(i.path[0] ?? '')}: ${i.message}`);
    throw new ConfigError(`Configuração inválida:\n${linhas.join('\n')}`);
  }
  const d = parsed.data;
  const faltas: string[] = [];
  if (d.ARMAZENAMENTO_ADAPTER === 's3') {
    if (!d.S3_BUCKET) faltas.push('  S3_BUCKET: obrigatório com ARMAZENAMENTO_ADAPTER=s3');
    if (!d.S3_ACCESS_KEY_ID !== !d.S3_SECRET_ACCESS_KEY)
      faltas.push('  S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY: informe os dois ou nenhum');
  }
  const oidc = [d.OIDC_ISSUER, d.OIDC_CLIENT_ID, d.OIDC_CLIENT_SECRET].filter(Boolean).length;
  if (oidc !== 0 && oidc !== 3)
    faltas.push('  OIDC_ISSUER / OIDC_CLIENT_ID / OIDC_CLIENT_SECRET: informe os três ou nenhum');
  if (d.OIDC_ISSUER) {
    const u = new URL(d.OIDC_ISSUER);
    if (u.protocol !== 'https:' && !(u.protocol === 'http:' && LOOPBACK.has(u.hostname)))
      faltas.push('  OIDC_ISSUER: use https:// (http:// só em localhost)');
  }
  if (oidc !== 3) {
    if (d.LOGIN_SENHA === 'N')
      faltas.push(
        '  LOGIN_SENHA: N (sem login com senha) exige o login único (OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET)',
      );
    if (d.OIDC_CRIAR_USUARIOS) faltas.push('  OIDC_CRIAR_USUARIOS: exige o login único (OIDC_ISSUER...)');
    if (d.OIDC_UNIDADE !== undefined) faltas.push('  OIDC_UNIDADE: exige o login único (OIDC_ISSUER...)');
  }
  if (d.DATABASE_REPLICA_URL.length > 0 && !d.DATABASE_URL)
    faltas.push('  DATABASE_REPLICA_URL: exige DATABASE_URL (o banco embutido não tem réplicas)');
  if (d.METRICS_PORT !== undefined && d.METRICS_PORT !== 0 && d.METRICS_PORT === d.PORT)
    faltas.push('  METRICS_PORT: use uma porta diferente de PORT');
  if (faltas.length) throw new ConfigError(`Configuração inválida:\n${faltas.join('\n')}`);
  return {
    ...parsed.data,
    dataDir: path.resolve(parsed.data.DATA_DIR),
    justificativaInformada: env.JUSTIFICATIVA_USUARIOS !== undefined,
  };
}

/**
 * A production start: NODE_ENV=production, or PostgreSQL without demo data (a company's own base).
 * Its links go to candidates' inboxes and to search engines, so they cannot default to localhost.
 */
export function emProducao(config: Pick<Config, 'NODE_ENV' | 'DATABASE_URL' | 'DEMO_DATA'>): boolean {
  return config.NODE_ENV === 'production' || (Boolean(config.DATABASE_URL) && config.DEMO_DATA !== true);
}

/** What a production start must set; the server refuses to start while any is missing. */
export function faltasDeProducao(config: Config): string[] {
  if (!emProducao(config)) return [];
  const faltas: string[] = [];
  if (!config.PORTAL_PUBLIC_URL)
    faltas.push(
      '  PORTAL_PUBLIC_URL: obrigatório em produção (o endereço público do portal de vagas, ex.: https://vagas.empresa.com.br)',
    );
  if (config.OIDC_ISSUER && !config.PUBLIC_URL)
    faltas.push(
      '  PUBLIC_URL: obrigatório em produção com OIDC_ISSUER (o endereço público do back-office, ex.: https://rh.empresa.com.br)',
    );
  return faltas;
}

/** Login with the company account is configured (the three OIDC variables). */
export function ssoLigado(
  config: Pick<Config, 'OIDC_ISSUER' | 'OIDC_CLIENT_ID' | 'OIDC_CLIENT_SECRET'>,
): boolean {
  return Boolean(config.OIDC_ISSUER && config.OIDC_CLIENT_ID && config.OIDC_CLIENT_SECRET);
}
