import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../../config';
import { criarMensageria, EmailSmtp, ErroEnvio, SmsHttp, WhatsappCloud } from './mensageria';

/** An SMTP peer that keeps what it receives and refuses one recipient. */
function servidorSmtp() {
  const recebidos: { de: string; para: string[]; dados: string }[] = [];
  const servidor = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onAuth(auth, _session, callback) {
      if (auth.username === 'rh' && auth.password === 'senha') callback(null, { user: 'rh' });
      else callback(new Error('Credenciais inválidas'));
    },
    onRcptTo(address, _session, callback) {
      if (address.address === 'recusado@example.com') callback(new Error('Caixa inexistente'));
      else callback();
    },
    onData(stream, session, callback) {
      let dados = '';
      stream.on('data', (c: Buffer) => {
        dados += c.toString('utf8');
      });
      stream.on('end', () => {
        recebidos.push({
          de: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          para: session.envelope.rcptTo.map((r) => r.address),
          dados,
        });
        callback();
      });
    },
  });
  return { servidor, recebidos };
}

/** An HTTP peer answering like the Cloud API / an SMS provider; keeps each request. */
function servidorHttp(
  responder: (url: string, corpo: Record<string, unknown>) => { status: number; json: unknown },
) {
  const pedidos: { url: string; auth: string | undefined; corpo: Record<string, unknown> }[] = [];
  const servidor = http.createServer((req, res) => {
    let texto = '';
    req.on('data', (c: Buffer) => {
      texto += c.toString('utf8');
    });
    req.on('end', () => {
      const corpo = JSON.parse(texto || '{}') as Record<string, unknown>;
      pedidos.push({ url: req.url ?? '', auth: req.headers.authorization, corpo });
      const r = responder(req.url ?? '', corpo);
      res.writeHead(r.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(r.json));
    });
  });
  return { servidor, pedidos };
}

const ouvir = (s: http.Server | SMTPServer) =>
  new Promise<number>((resolve) => {
    const srv = s instanceof SMTPServer ? (s as unknown as { server: http.Server }).server : s;
    s.listen(0, '127.0.0.1', () => resolve((srv.address() as AddressInfo).port));
  });

describe('e-mail over SMTP', () => {
  const smtp = servidorSmtp();
  let porta = 0;
  beforeAll(async () => {
    porta = await ouvir(smtp.servidor);
  });
  afterAll(() => new Promise<void>((r) => smtp.servidor.close(() => r())));

  it('delivers the message with the configured sender and credentials', async () => {
    const email = new EmailSmtp(
      { host: '127.0.0.1', port: porta, secure: false, user: 'rh', pass: 'senha' },
      'RH <rh@example.com>',
    );
    const r = await email.enviar({
      para: 'ana@example.com',
      assunto: 'Oportunidade: Soldador',
      texto: 'Olá, Ana!',
    });
    email.fechar();
    expect(r.id).toBeTruthy();
    expect(smtp.recebidos).toHaveLength(1);
    expect(smtp.recebidos[0].de).toBe('rh@example.com');
    expect(smtp.recebidos[0].para).toEqual(['ana@example.com']);
    expect(smtp.recebidos[0].dados).toContain('Subject: Oportunidade: Soldador');
    // quoted-printable body
    expect(smtp.recebidos[0].dados).toContain('Ol=C3=A1, Ana!');
  });

  it('sends an HTML part alongside the text part when there is one (multipart/alternative)', async () => {
    const email = new EmailSmtp({ host: '127.0.0.1', port: porta, secure: false }, 'rh@example.com');
    await email.enviar({
      para: 'bia@example.com',
      assunto: 'Atualize seus dados cadastrais',
      texto: 'Olá, Bia!',
      html: '<p>Olá, Bia!</p>',
    });
    email.fechar();
    const dados = smtp.recebidos.at(-1)?.dados ?? '';
    expect(dados).toContain('multipart/alternative');
    expect(dados).toContain('Content-Type: text/plain; charset=utf-8');
    expect(dados).toContain('Content-Type: text/html; charset=utf-8');
    expect(dados).toContain('<p>Ol=C3=A1, Bia!</p>');
  });

  it('turns a refused recipient or bad credentials into a send error', async () => {
    const email = new EmailSmtp({ host: '127.0.0.1', port: porta, secure: false }, 'rh@example.com');
    await expect(
      email.enviar({ para: 'recusado@example.com', assunto: 'x', texto: 'y' }),
    ).rejects.toBeInstanceOf(ErroEnvio);
    email.fechar();
    const errada = new EmailSmtp(
      { host: '127.0.0.1', port: porta, secure: false, user: 'rh', pass: 'errada' },
      'rh@example.com',
    );
    await expect(errada.enviar({ para: 'ana@example.com', assunto: 'x', texto: 'y' })).rejects.toThrow(
      /Falha no envio do e-mail/,
    );
    errada.fechar();
  });
});

describe('WhatsApp Business Cloud API', () => {
  const api = servidorHttp((url, corpo) => {
    if (!url.endsWith('/123456/messages'))
      return { status: 404, json: { error: { message: 'Unknown path' } } };
    if (corpo.to === '5500000000000')
      return {
        status: 400,
        json: { error: { message: 'Recipient phone number not in allowed list', code: 131030 } },
      };
    return {
      status: 200,
      json: {
        messaging_product: 'whatsapp',
        contacts: [{ input: corpo.to, wa_id: corpo.to }],
        messages: [{ id: 'wamid.ABC' }],
      },
    };
  });
  let url = '';
  beforeAll(async () => {
    url = `http://127.0.0.1:${await ouvir(api.servidor)}/v21.0`;
  });
  afterAll(() => new Promise<void>((r) => api.servidor.close(() => r())));

  it('posts a template to the phone number id with the bearer token and answers the message id', async () => {
    const wa = new WhatsappCloud({ url, phoneNumberId: '123456', token: 'tok' });
    const r = await wa.enviar('5547999112233', {
      type: 'template',
      template: { name: 'contato_vaga', language: { code: 'pt_BR' } },
    });
    expect(r).toEqual({ id: 'wamid.ABC' });
    expect(api.pedidos[0]).toMatchObject({
      url: '/v21.0/123456/messages',
      auth: 'Bearer tok',
      corpo: {
        messaging_product: 'whatsapp',
        to: '5547999112233',
        type: 'template',
        template: { name: 'contato_vaga', language: { code: 'pt_BR' } },
      },
    });
  });

  it("turns the API's error into a pt-BR send error with its message", async () => {
    const wa = new WhatsappCloud({ url, phoneNumberId: '123456', token: 'tok' });
    await expect(wa.enviar('5500000000000', { type: 'text', text: { body: 'oi' } })).rejects.toThrow(
      'O WhatsApp recusou a mensagem: Recipient phone number not in allowed list',
    );
  });
});

describe('WhatsApp Cloud API media', () => {
  const pedidos: { url: string; auth: string | undefined }[] = [];
  let base = '';
  const servidor = http.createServer((req, res) => {
    pedidos.push({ url: req.url ?? '', auth: req.headers.authorization });
    if (req.headers.authorization !== 'Bearer tok') {
      res.writeHead(401, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'Invalid OAuth access token' } }));
    } else if (req.url === '/v21.0/MEDIA%2F9') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ url: `${base}/arquivos/9?sig=x`, mime_type: 'image/jpeg', id: 'MEDIA/9' }));
    } else if (req.url === '/arquivos/9?sig=x') {
      res.writeHead(200, { 'content-type': 'image/jpeg' });
      res.end(Buffer.from([0xff, 0xd8, 0xff, 0xd9]));
    } else {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'Unknown media' } }));
    }
  });
  beforeAll(async () => {
    base = `http://127.0.0.1:${await ouvir(servidor)}`;
  });
  afterAll(() => new Promise<void>((r) => servidor.close(() => r())));

  it('reads the media url with the token, then downloads it with the same token', async () => {
    const wa = new WhatsappCloud({ url: `${base}/v21.0/`, phoneNumberId: '1', token: 'tok' });
    const m = await wa.baixarMidia('MEDIA/9');
    expect(m.tipo).toBe('image/jpeg');
    expect([...m.conteudo]).toEqual([0xff, 0xd8, 0xff, 0xd9]);
    expect(pedidos.map((p) => [p.url, p.auth])).toEqual([
      ['/v21.0/MEDIA%2F9', 'Bearer tok'],
      ['/arquivos/9?sig=x', 'Bearer tok'],
    ]);
    await expect(wa.baixarMidia('OUTRA')).rejects.toBeInstanceOf(ErroEnvio);
    const semToken = new WhatsappCloud({ url: `${base}/v21.0`, phoneNumberId: '1', token: 'x' });
    await expect(semToken.baixarMidia('MEDIA/9')).rejects.toThrow('Invalid OAuth access token');
  });

  it('the local adapter answers a placeholder of the kind', async () => {
    const local = criarMensageria({
      EMAIL_ADAPTER: 'local',
      SMTP_PORT: 587,
      SMTP_SECURE: false,
      EMAIL_FROM: 'rh@example.com',
      SMS_ADAPTER: 'local',
      WHATSAPP_ADAPTER: 'local',
      WHATSAPP_API_URL: 'https://graph.facebook.com/v21.0',
    }).whatsapp;
    expect((await local.baixarMidia?.('1', 'image/jpeg'))?.tipo).toBe('image/png');
    expect((await local.baixarMidia?.('2', 'application/pdf'))?.tipo).toMatch(/^text\/plain/);
  });
});

describe('SMS over HTTP', () => {
  const api = servidorHttp((_url, corpo) =>
    String(corpo.message ?? '').length > 0
      ? { status: 200, json: { id: 'sms-1' } }
      : { status: 422, json: { error: 'vazio' } },
  );
  let url = '';
  beforeAll(async () => {
    url = `http://127.0.0.1:${await ouvir(api.servidor)}/send`;
  });
  afterAll(() => new Promise<void>((r) => api.servidor.close(() => r())));

  it('posts {to, message} with the token', async () => {
    const sms = new SmsHttp({ url, token: 'k' });
    expect(await sms.enviar({ para: '5547999112233', texto: 'Vaga de soldador' })).toEqual({ id: 'sms-1' });
    expect(api.pedidos[0]).toMatchObject({
      auth: 'Bearer k',
      corpo: { to: '5547999112233', message: 'Vaga de soldador' },
    });
    await expect(sms.enviar({ para: '5547999112233', texto: '' })).rejects.toThrow(
      'O serviço de SMS recusou a mensagem: vazio',
    );
  });
});

describe('criarMensageria', () => {
  const base = {
    EMAIL_ADAPTER: 'local',
    SMTP_PORT: 587,
    SMTP_SECURE: false,
    EMAIL_FROM: 'rh@example.com',
    SMS_ADAPTER: 'local',
    WHATSAPP_ADAPTER: 'local',
    WHATSAPP_API_URL: 'https://graph.facebook.com/v21.0',
  } as const;

  it('uses the local adapters by default and refuses a real one without its settings', () => {
    const m = criarMensageria(base);
    expect([m.email.nome, m.sms.nome, m.whatsapp.nome]).toEqual(['local', 'local', 'local']);
    expect(() => criarMensageria({ ...base, EMAIL_ADAPTER: 'smtp' })).toThrow(ConfigError);
    expect(() => criarMensageria({ ...base, SMS_ADAPTER: 'http' })).toThrow(/SMS_URL/);
    expect(() => criarMensageria({ ...base, WHATSAPP_ADAPTER: 'cloud' })).toThrow(/WHATSAPP_PHONE_NUMBER_ID/);
    const real = criarMensageria({
      ...base,
      WHATSAPP_ADAPTER: 'cloud',
      WHATSAPP_PHONE_NUMBER_ID: '1',
      WHATSAPP_TOKEN: 't',
    });
    expect(real.whatsapp.nome).toBe('cloud');
  });
});
