// The api checks of scripts/escala.sh, through nginx: health, login and session across instances,
// the real-time channel, metrics. Reads what escala.sh exported (PORTA, N, ADMIN_*, METRICS_TOKEN, PREFIXO...).
// Prints 'ok: ...' / 'FALHOU: <check>: ...' lines; exit code 1 when any check failed.
import WebSocket from 'ws';
import { BASE, CSRF, entrar, pedir, sql } from './escala-comum.mjs';

const env = process.env;
let falhou = false;
const ok = (m) => console.log(`ok: ${m}`);
const falha = (nome, m) => {
  falhou = true;
  console.log(`FALHOU: ${nome}: ${m}`);
};

function conectarWs(cookie) {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${BASE.replace(/^http/, 'ws')}/ws`, { headers: { cookie } });
    const mensagens = [];
    const esperando = [];
    let instancia = null;
    socket.on('upgrade', (res) => (instancia = res.headers['x-instancia'] ?? null));
    socket.on('message', (d) => {
      const m = JSON.parse(d.toString());
      mensagens.push(m);
      for (const w of esperando.splice(0)) w();
    });
    socket.once('unexpected-response', (_q, res) =>
      reject(new Error(`upgrade recusado: HTTP ${res.statusCode}`)),
    );
    socket.once('error', reject);
    socket.once('open', () =>
      resolve({
        socket,
        get instancia() {
          return instancia;
        },
        /** Waits for a message matching `teste`, for at most `ms`. */
        async esperar(teste, ms) {
          const fim = Date.now() + ms;
          for (;;) {
            const i = mensagens.findIndex(teste);
            if (i >= 0) return mensagens.splice(i, 1)[0];
            const resta = fim - Date.now();
            if (resta <= 0) return null;
            await new Promise((r) => {
              esperando.push(r);
              setTimeout(r, resta);
            });
          }
        },
      }),
    );
  });
}

async function completo() {
  // health and readiness through nginx
  const saude = await pedir('/api/health');
  if (saude.status === 200 && saude.corpo?.status === 'ok')
    ok(`GET /api/health pelo nginx: 200 ${JSON.stringify(saude.corpo)}`);
  else falha('saúde', `GET /api/health: ${saude.status} ${JSON.stringify(saude.corpo)}`);
  const pronto = await pedir('/api/health/pronto');
  if (pronto.status === 200 && pronto.corpo?.pronto === true)
    ok('GET /api/health/pronto pelo nginx: 200 {"pronto":true}');
  else falha('prontidão', `GET /api/health/pronto: ${pronto.status} ${JSON.stringify(pronto.corpo)}`);

  // login on one instance, the cookie on every other
  const sessao = await entrar();
  ok(`login de ${sessao.usuario.nm_login} pelo nginx (atendido por ${sessao.instancia})`);
  const atendidas = new Map();
  let erradas = 0;
  for (let i = 0; i < 12; i++) {
    const r = await pedir('/api/session', { headers: { cookie: sessao.cookie } });
    if (r.status !== 200 || r.corpo?.nm_login !== sessao.usuario.nm_login) erradas++;
    // 'a, b' when nginx handed the request on: b answered
    const quem = r.instancia?.split(', ').pop() ?? '?';
    atendidas.set(quem, (atendidas.get(quem) ?? 0) + 1);
  }
  const espalhadas = [...atendidas].map(([k, v]) => `${k}×${v}`).join(', ');
  if (erradas > 0) falha('sessão', `${erradas} de 12 GET /api/session sem a sessão (${espalhadas})`);
  else if (atendidas.size < Math.min(2, Number(env.N)))
    falha('balanceamento', `12 requisições atendidas por uma só instância (${espalhadas})`);
  else ok(`a sessão vale em ${atendidas.size} instâncias: 12 GET /api/session com 200 (${espalhadas})`);

  // the real-time channel through nginx: an event caused by a write on another instance
  try {
    const ws = await conectarWs(sessao.cookie);
    ok(`WebSocket /ws aberto pelo nginx (instância ${ws.instancia ?? 'não informada'})`);
    const id = sql(
      `INSERT INTO aviso (cd_sip, cd_tipo_aviso, ds_complemento_aviso) VALUES (${Number(sessao.usuario.cd_sip)}, 3, 'verificação da escala') RETURNING id_aviso`,
    );
    // the write goes through nginx until an instance other than the socket's takes it
    let escrita = null;
    for (let i = 0; i < 2 * Number(env.N) + 2; i++) {
      const r = await pedir('/api/analista/confirma-visualizar-vaga', {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: sessao.cookie, ...CSRF },
        body: JSON.stringify({ id_alerta: Number(id) }),
      });
      if (r.status !== 200)
        throw new Error(`POST confirma-visualizar-vaga: ${r.status} ${JSON.stringify(r.corpo)}`);
      escrita = r.instancia;
      if (!ws.instancia || r.instancia !== ws.instancia || Number(env.N) < 2) break;
    }
    const evento = await ws.esperar(
      (m) => m.tipo === 'avisoVisualizado' && Number(m.dados?.ID) === Number(id),
      5000,
    );
    if (evento)
      ok(
        `evento 'avisoVisualizado' da escrita na instância ${escrita} recebido no WebSocket da instância ${ws.instancia ?? '?'}`,
      );
    else falha('tempo real', `nenhum evento 'avisoVisualizado' em 5 s (escrita na instância ${escrita})`);
    ws.socket.close();
  } catch (e) {
    falha('tempo real', e.message);
  }

  // metrics: refused at the public address, served by each instance with the token
  const publica = await pedir('/metrics', { headers: { authorization: `Bearer ${env.METRICS_TOKEN}` } });
  if (publica.status === 404) ok('GET /metrics pelo nginx: 404 (recusado no endereço público)');
  else falha('métricas', `GET /metrics pelo nginx respondeu ${publica.status}`);
  const met = await fetch(`http://127.0.0.1:${Number(env.PORTA) + 1}/metrics`, {
    headers: { authorization: `Bearer ${env.METRICS_TOKEN}` },
  });
  const texto = await met.text();
  if (met.status === 200 && texto.includes('http_requests_total'))
    ok(`GET /metrics na instância 1 com METRICS_TOKEN: 200 (${texto.split('\n').length} linhas)`);
  else falha('métricas', `GET /metrics na instância 1: ${met.status}`);
}

try {
  await completo();
} catch (e) {
  falha('api', e.message);
}
process.exit(falhou ? 1 : 0);
