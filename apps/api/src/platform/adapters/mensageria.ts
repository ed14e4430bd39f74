import { randomUUID } from 'node:crypto';
import nodemailer, { type Transporter } from 'nodemailer';
import { type Config, ConfigError } from '../../config';

/**
 * The outside channels to candidates (ARCHITECTURE §1): e-mail, SMS and WhatsApp, each chosen by
 * configuration. A real adapter speaks its provider's protocol; a local one sends nothing and answers
 * an id, and what it "sent" is kept like every send in the mensagem_saida table (the outbox).
 */

export interface EmailMensagem {
  para: string;
  assunto: string;
  /** The plain-text part (always sent). */
  texto: string;
  /** An HTML part sent alongside the text (multipart/alternative), already escaped by its template. */
  html?: string;
}

export interface EmailAdapter {
  readonly nome: 'local' | 'smtp';
  enviar(m: EmailMensagem): Promise<{ id: string }>;
}

export interface SmsAdapter {
  readonly nome: 'local' | 'http';
  enviar(m: { para: string; texto: string }): Promise<{ id: string }>;
}

/** A WhatsApp message body as the Cloud API takes it (without messaging_product and to). */
export type CorpoWhatsapp =
  | {
      type: 'template';
      template: {
        name: string;
        language: { code: string };
        components?: { type: 'body'; parameters: { type: 'text'; text: string }[] }[];
      };
    }
  | { type: 'text'; text: { body: string; preview_url?: boolean } };

/** A file the candidate sent (image, document), as downloaded from the channel. */
export interface MidiaWhatsapp {
  conteudo: Buffer;
  tipo: string;
}

/** The largest file fetched from the channel (its documents go up to 100 MB; the screen needs far less). */
export const LIMITE_MIDIA_BYTES = 20 * 1024 * 1024;

export interface WhatsappAdapter {
  readonly nome: 'local' | 'cloud';
  enviar(para: string, corpo: CorpoWhatsapp): Promise<{ id: string }>;
  /** Downloads a file the candidate sent, by the channel's media id (absent: files are not offered). */
  baixarMidia?(id: string, tipo?: string): Promise<MidiaWhatsapp>;
}

export interface Mensageria {
  email: EmailAdapter;
  sms: SmsAdapter;
  whatsapp: WhatsappAdapter;
}

/** A refusal of the provider, in pt-BR, safe to show to the user. */
export class ErroEnvio extends Error {}

const local = <N extends string>(nome: N, prefixo: string) => ({
  nome,
  async enviar() {
    return { id: `${prefixo}-${randomUUID()}` };
  },
});

export class EmailSmtp implements EmailAdapter {
  readonly nome = 'smtp' as const;
  private readonly transporte: Transporter;

  constructor(
    opcoes: { host: string; port: number; secure: boolean; user?: string; pass?: string },
    private readonly de: string,
  ) {
    this.transporte = nodemailer.createTransport({
      host: opcoes.host,
      port: opcoes.port,
      secure: opcoes.secure,
      auth: opcoes.user ? { user: opcoes.user, pass: opcoes.pass ?? '' } : undefined,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
      pool: true,
      maxConnections: 3,
    });
  }

  async enviar(m: EmailMensagem): Promise<{ id: string }> {
    try {
      const r = await this.transporte.sendMail({
        from: this.de,
        to: m.para,
        subject: m.assunto,
        text: m.texto,
        ...(m.html ? { html: m.html } : {}),
      });
      if (r.rejected?.length) throw new ErroEnvio(`O servidor de e-mail recusou ${m.para}.`);
      return { id: String(r.messageId ?? randomUUID()) };
    } catch (e) {
      if (e instanceof ErroEnvio) throw e;
      throw new ErroEnvio(`Falha no envio do e-mail: ${(e as Error).message}`);
    }
  }

  fechar() {
    this.transporte.close();
  }
}

/** Reads a provider's JSON answer, turning a refusal into an ErroEnvio with its message. */
async function respostaJson(r: Response, servico: string): Promise<Record<string, unknown>> {
  const texto = await r.text();
  let corpo: Record<string, unknown> = {};
  try {
    corpo = texto ? (JSON.parse(texto) as Record<string, unknown>) : {};
  } catch {
    // not JSON: only the status speaks
  }
  if (!r.ok) {
    const erro = corpo.error as { message?: string } | string | undefined;
    const detalhe = typeof erro === 'string' ? erro : (erro?.message ?? `HTTP ${r.status}`);
    throw new ErroEnvio(`${servico} recusou a mensagem: ${detalhe}`);
  }
  return corpo;
}

async function postar(url: string, token: string | undefined, corpo: unknown, servico: string) {
  let r: Response;
  try {
    r = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(corpo),
      signal: AbortSignal.timeout(15_000),
    });
  } catch (e) {
    throw new ErroEnvio(`${servico} não respondeu: ${(e as Error).message}`);
  }
  return respostaJson(r, servico);
}

/** SMS provider speaking a plain JSON API: POST {to, message} with a bearer token, answering {id}. */
export class SmsHttp implements SmsAdapter {
  readonly nome = 'http' as const;
  constructor(private readonly opcoes: { url: string; token?: string }) {}

  async enviar(m: { para: string; texto: string }): Promise<{ id: string }> {
    const r = await postar(
      this.opcoes.url,
      this.opcoes.token,
      { to: m.para, message: m.texto },
      'O serviço de SMS',
    );
    return { id: String(r.id ?? r.message_id ?? randomUUID()) };
  }
}

// A 1×1 PNG: what the local adapter answers for an image (nothing was really received).
const PNG_LOCAL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** The local WhatsApp: sends nothing; a file of the candidate is a placeholder of its kind. */
export function whatsappLocal(): WhatsappAdapter {
  return {
    nome: 'local',
    async enviar() {
      return { id: `wamid.local-${randomUUID()}` };
    },
    async baixarMidia(_id: string, tipo?: string) {
      if (tipo?.startsWith('image/')) return { conteudo: PNG_LOCAL, tipo: 'image/png' };
      return {
        conteudo: Buffer.from('Arquivo simulado pelo adaptador local do WhatsApp.\n', 'utf8'),
        tipo: 'text/plain; charset=utf-8',
      };
    },
  };
}

/** WhatsApp Business Cloud API: POST {base}/{phone-number-id}/messages, answering messages[0].id. */
export class WhatsappCloud implements WhatsappAdapter {
  readonly nome = 'cloud' as const;
  constructor(private readonly opcoes: { url: string; phoneNumberId: string; token: string }) {}

  async enviar(para: string, corpo: CorpoWhatsapp): Promise<{ id: string }> {
    const r = await postar(
      `${this.opcoes.url.replace(/\/$/, '')}/${this.opcoes.phoneNumberId}/messages`,
      this.opcoes.token,
      { messaging_product: 'whatsapp', recipient_type: 'individual', to: para, ...corpo },
      'O WhatsApp',
    );
    const id = (r.messages as { id?: string }[] | undefined)?.[0]?.id;
    if (!id) throw new ErroEnvio('O WhatsApp não confirmou a mensagem.');
    return { id };
  }

  /** GET {base}/{media-id} answers a short-lived url, downloaded with the same token. */
  async baixarMidia(id: string): Promise<MidiaWhatsapp> {
    const autorizacao = { authorization: `Bearer ${this.opcoes.token}` };
    const obter = async (url: string) => {
      try {
        return await fetch(url, { headers: autorizacao, signal: AbortSignal.timeout(15_000) });
      } catch (e) {
        throw new ErroEnvio(`O WhatsApp não respondeu: ${(e as Error).message}`);
      }
    };
    const meta = await respostaJson(
      await obter(`${this.opcoes.url.replace(/\/$/, '')}/${encodeURIComponent(id)}`),
      'O WhatsApp',
    );
    if (typeof meta.url !== 'string') throw new ErroEnvio('O WhatsApp não informou o endereço do arquivo.');
    const r = await obter(meta.url);
    if (!r.ok) throw new ErroEnvio(`O WhatsApp recusou o arquivo: HTTP ${r.status}`);
    if (Number(r.headers.get('content-length') ?? 0) > LIMITE_MIDIA_BYTES)
      throw new ErroEnvio('Arquivo grande demais.');
    const conteudo = Buffer.from(await r.arrayBuffer());
    if (conteudo.length > LIMITE_MIDIA_BYTES) throw new ErroEnvio('Arquivo grande demais.');
    const tipo = typeof meta.mime_type === 'string' ? meta.mime_type : r.headers.get('content-type');
    return { conteudo, tipo: tipo ?? 'application/octet-stream' };
  }
}

type ConfigMensageria = Pick<
  Config,
  | 'EMAIL_ADAPTER'
  | 'SMTP_HOST'
  | 'SMTP_PORT'
  | 'SMTP_SECURE'
  | 'SMTP_USER'
  | 'SMTP_PASS'
  | 'EMAIL_FROM'
  | 'SMS_ADAPTER'
  | 'SMS_URL'
  | 'SMS_TOKEN'
  | 'WHATSAPP_ADAPTER'
  | 'WHATSAPP_API_URL'
  | 'WHATSAPP_PHONE_NUMBER_ID'
  | 'WHATSAPP_TOKEN'
>;

const faltando = (variavel: string, adaptador: string) =>
  new ConfigError(`Configuração inválida:\n  ${variavel}: obrigatório com ${adaptador}`);

/** The adapters the configuration asks for. */
export function criarMensageria(config: ConfigMensageria): Mensageria {
  let email: EmailAdapter = local('local' as const, 'email');
  if (config.EMAIL_ADAPTER === 'smtp') {
    if (!config.SMTP_HOST) throw faltando('SMTP_HOST', 'EMAIL_ADAPTER=smtp');
    email = new EmailSmtp(
      {
        host: config.SMTP_HOST,
        port: config.SMTP_PORT,
        secure: config.SMTP_SECURE,
        user: config.SMTP_USER,
        pass: config.SMTP_PASS,
      },
      config.EMAIL_FROM,
    );
  }
  let sms: SmsAdapter = local('local' as const, 'sms');
  if (config.SMS_ADAPTER === 'http') {
    if (!config.SMS_URL) throw faltando('SMS_URL', 'SMS_ADAPTER=http');
    sms = new SmsHttp({ url: config.SMS_URL, token: config.SMS_TOKEN });
  }
  let whatsapp: WhatsappAdapter = whatsappLocal();
  if (config.WHATSAPP_ADAPTER === 'cloud') {
    if (!config.WHATSAPP_PHONE_NUMBER_ID)
      throw faltando('WHATSAPP_PHONE_NUMBER_ID', 'WHATSAPP_ADAPTER=cloud');
    if (!config.WHATSAPP_TOKEN) throw faltando('WHATSAPP_TOKEN', 'WHATSAPP_ADAPTER=cloud');
    whatsapp = new WhatsappCloud({
      url: config.WHATSAPP_API_URL,
      phoneNumberId: config.WHATSAPP_PHONE_NUMBER_ID,
      token: config.WHATSAPP_TOKEN,
    });
  }
  return { email, sms, whatsapp };
}
