import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SMTPServer } from 'smtp-server';

const raiz = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const servidor = path.join(raiz, 'apps/api/dist/server.js');
const webDist = path.join(raiz, 'apps/web/dist/index.html');

function portaLivre(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.unref();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const endereco = s.address();
      const porta = typeof endereco === 'object' && endereco ? endereco.port : 0;
      s.close(() => resolve(porta));
    });
  });
}

async function esperarSaude(url: string, processo: ChildProcess, saida: () => string, limiteMs: number) {
  const inicio = Date.now();
  while (Date.now() - inicio < limiteMs) {
    if (processo.exitCode !== null) {
      throw new Error(`O servidor terminou (código ${processo.exitCode}) antes de responder:\n${saida()}`);
    }
    try {
      const r = await fetch(`${url}/api/health`);
      if (r.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`O servidor não respondeu em ${limiteMs / 1000} s:\n${saida()}`);
}

/**
 * An SMTP server on a free port that keeps every message it receives, one file each, in `pasta`:
 * the candidates' mailbox of the portal's walk (the server sends through its real SMTP adapter).
 */
async function caixaDeEntrada(pasta: string): Promise<{ porta: number; fechar: () => Promise<void> }> {
  let n = 0;
  const servidor = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(fluxo, _sessao, pronto) {
      const partes: Buffer[] = [];
      fluxo.on('data', (b: Buffer) => partes.push(b));
      fluxo.on('end', () => {
        fs.writeFileSync(path.join(pasta, `${String(++n).padStart(4, '0')}.eml`), Buffer.concat(partes));
        pronto();
      });
    },
  });
  const porta = await portaLivre();
  await new Promise<void>((r) => servidor.listen(porta, '127.0.0.1', () => r()));
  return { porta, fechar: () => new Promise<void>((r) => servidor.close(() => r())) };
}

/**
 * Starts the already-built server (apps/api/dist/server.js serving apps/web/dist) on a free port,
 * with a fresh database in a temporary folder and a small demo data set; stops it afterwards.
 */
export default async function globalSetup() {
  for (const f of [servidor, webDist]) {
    if (!fs.existsSync(f))
      throw new Error(`${path.relative(raiz, f)} não existe: rode "npm run build" antes.`);
  }
  const porta = await portaLivre();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-e2e-'));
  const url = `http://127.0.0.1:${porta}`;
  const pastaEmails = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-e2e-emails-'));
  const smtp = await caixaDeEntrada(pastaEmails);
  let log = '';
  const processo = spawn(process.execPath, [servidor], {
    cwd: raiz,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(porta),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      DEMO_DATA: 'true',
      DEMO_CANDIDATES: process.env.E2E_DEMO_CANDIDATES ?? '300',
      LOG_LEVEL: 'warn',
      // production mode: the portal's links come from its configured public address
      PORTAL_PUBLIC_URL: url,
      EMAIL_ADAPTER: 'smtp',
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtp.porta),
      SMTP_SECURE: 'false',
      EMAIL_FROM: 'vagas@exemplo.com.br',
      LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
      LOGIN_RATE_LIMIT_PER_MINUTE_IP: '1000',
      // the portal spec waits this long before sending its form
      PORTAL_FORM_MIN_SECONDS: '1',
      WEBMAIL_URL: 'https://webmail.exemplo.com.br',
      RHBSAAS_URL: '',
      DAYONE_URL: '',
      LEGACY_SITE_URL: '',
      // the placements spec waits for the end-of-contract alert of a term it shortens
      CONTRATACAO_AVISO_POLL_SECONDS: '2',
      // the closing-message spec waits for the message of a vacancy it closes
      FECHAMENTO_POLL_SECONDS: '2',
      // the call-center spec signs the channel's notifications with it
      WHATSAPP_APP_SECRET: process.env.E2E_WHATSAPP_APP_SECRET ?? 'segredo-e2e',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const guardar = (b: Buffer) => {
    log = (log + b.toString()).slice(-20_000);
  };
  processo.stdout?.on('data', guardar);
  processo.stderr?.on('data', guardar);

  const parar = async () => {
    if (processo.exitCode === null) {
      const fim = new Promise((r) => processo.once('exit', r));
      processo.kill('SIGTERM');
      await Promise.race([fim, new Promise((r) => setTimeout(r, 10_000))]);
      if (processo.exitCode === null) processo.kill('SIGKILL');
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
    await smtp.fechar();
    fs.rmSync(pastaEmails, { recursive: true, force: true });
  };

  try {
    await esperarSaude(url, processo, () => log, 180_000);
  } catch (e) {
    await parar();
    throw e;
  }
  process.env.E2E_BASE_URL = url;
  process.env.E2E_EMAILS = pastaEmails;
  return parar;
}
