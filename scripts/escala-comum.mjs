// What the checks of the scale-out layout share (scripts/escala-verificar.mjs, scripts/falhas.mjs):
// requests through nginx, the administrator's login, SQL on the primary. Reads what escala.sh
// exported (PORTA, PORTA_PRIMARIO, ADMIN_LOGIN, ADMIN_SENHA, PREFIXO...).
import { execFileSync } from 'node:child_process';

const env = process.env;
export const BASE = `http://127.0.0.1:${env.PORTA}`;
/** The header the web sends with every call (the api's CSRF check). */
export const CSRF = { 'x-requested-with': 'XMLHttpRequest' };

/** A request through nginx: status, parsed body, the instance that answered (X-Instancia). */
export async function pedir(caminho, init = {}, ms = 10_000) {
  const res = await fetch(BASE + caminho, { ...init, signal: AbortSignal.timeout(ms) });
  const texto = await res.text();
  let corpo = texto;
  try {
    corpo = JSON.parse(texto);
  } catch {}
  return { status: res.status, corpo, instancia: res.headers.get('x-instancia'), res };
}

/** runuser's arguments for one psql statement as postgres on the layout's database (port `porta`). */
export function argumentosPsql(consulta, porta = env.PORTA_PRIMARIO) {
  return [
    '-u',
    'postgres',
    '--',
    'psql',
    '-XAtq',
    '-v',
    'ON_ERROR_STOP=1',
    '-p',
    porta,
    '-d',
    env.PREFIXO,
    '-c',
    consulta,
  ];
}

/** One statement on the layout's primary (psql as postgres); its output, trimmed. */
export function sql(consulta, porta = env.PORTA_PRIMARIO) {
  return execFileSync('runuser', argumentosPsql(consulta, porta), { encoding: 'utf8' }).trim();
}

/** The first administrator's login through nginx: the user and the session cookie. */
export async function entrar() {
  const r = await pedir('/api/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...CSRF },
    body: JSON.stringify({ usuario: env.ADMIN_LOGIN, senha: env.ADMIN_SENHA }),
  });
  if (r.status !== 200) throw new Error(`login respondeu ${r.status}: ${JSON.stringify(r.corpo)}`);
  const cookie = r.res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { usuario: r.corpo, cookie, instancia: r.instancia };
}
