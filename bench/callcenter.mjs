// The call center across two api instances on one PostgreSQL: 20 agents (WebSockets split between the
// instances), 200 open conversations, candidates' messages through the signed webhook at 20 per second
// for 60 s, each posted to the instance the conversation's agent is NOT connected to. Prints the time
// from the webhook request to the message on the agent's WebSocket (p50/p95/p99), the queue list time,
// and checks that no message was lost or duplicated.
import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import WebSocket from 'ws';
import { carregarCodigoApi, ensureBuilt, fmt, freePort, startServer, stopServer } from './lib.mjs';

const ADMIN = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const AGENTES = Number(process.env.BENCH_AGENTES ?? 20);
const CONVERSAS = Number(process.env.BENCH_CONVERSAS ?? 200);
const TAXA = Number(process.env.BENCH_TAXA ?? 20);
const SEGUNDOS = Number(process.env.BENCH_SEGUNDOS ?? 60);
const INTERVALO_FILA_MS = Number(process.env.BENCH_INTERVALO_FILA_MS ?? 2000);
const NOME_BANCO = 'backoffice_bench_callcenter';
const SEGREDO = 'segredo-bench';

function urlDoBanco() {
  const u = new URL(ADMIN);
  u.pathname = `/${NOME_BANCO}`;
  return u.toString();
}

async function recriarBanco() {
  const admin = new pg.Client({ connectionString: ADMIN });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${NOME_BANCO} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${NOME_BANCO}`);
  await admin.end();
}

function percentil(ordenados, p) {
  if (!ordenados.length) return Number.NaN;
  return ordenados[Math.min(ordenados.length - 1, Math.floor((p / 100) * ordenados.length))];
}

function resumo(valores) {
  const o = [...valores].sort((a, b) => a - b);
  return `p50 ${fmt(percentil(o, 50), 1)} ms, p95 ${fmt(percentil(o, 95), 1)} ms, p99 ${fmt(percentil(o, 99), 1)} ms, max ${fmt(o.at(-1) ?? Number.NaN, 1)} ms (n=${o.length})`;
}

function conectar(base, cookie) {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${base.replace(/^http/, 'ws')}/ws`, { headers: { cookie } });
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
  });
}

function notificacao(telefone, id, texto) {
  return JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '1',
        changes: [
          {
            field: 'messages',
            value: {
              metadata: { phone_number_id: '1' },
              messages: [
                {
                  from: telefone,
                  id,
                  timestamp: String(Math.floor(Date.now() / 1000)),
                  type: 'text',
                  text: { body: texto },
                },
              ],
            },
          },
        ],
      },
    ],
  });
}

async function main() {
  ensureBuilt();
  await recriarBanco();
  const codigo = await carregarCodigoApi(
    'callcenter-bench',
    `
      export { openDb } from './apps/api/src/db/client';
      export { criarSessao } from './apps/api/src/platform/sessions';
      export { criarUsuario } from './apps/api/test/factories';
      export { criarCandidato, criarCatalogos, criarCliente, criarVaga } from './apps/api/test/pesquisa-fixtures';
    `,
  );
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-callcenter-'));
  const env = (porta) => ({
    PORT: String(porta),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: urlDoBanco(),
    DEMO_DATA: 'false',
    PORTAL_PUBLIC_URL: `http://127.0.0.1:${porta}`,
    WHATSAPP_APP_SECRET: SEGREDO,
    LOGIN_RATE_LIMIT_PER_MINUTE: '10000',
    LOGIN_RATE_LIMIT_PER_MINUTE_IP: '10000',
  });
  // A first (migrations, reference data), then B on the same database
  const a = await startServer(env(await freePort()));
  const b = await startServer(env(await freePort()));
  const instancias = [a.base, b.base];
  console.log(`instâncias: A ${a.base} (${fmt(a.ms)} ms), B ${b.base} (${fmt(b.ms)} ms)`);

  const h = await codigo.openDb({ databaseUrl: urlDoBanco(), poolMax: 5 });
  const sockets = [];
  try {
    await codigo.criarCatalogos(h);
    const agentes = [];
    for (let i = 0; i < AGENTES; i++) {
      const u = await codigo.criarUsuario(h.db, {
        permissoes: [316],
        cd_unid: 1,
        nm_pessoa: `Agente ${i + 1}`,
      });
      const token = await codigo.criarSessao(h, { SESSION_IDLE_MINUTES: 120 }, { cd_sip: u.cd_sip });
      agentes.push({ ...u, cookie: `sessao=${token}`, instancia: i % 2 });
    }
    // the agents' unit exists now: the vacancy's client belongs to it
    const cliente = await codigo.criarCliente(h, 'Cliente do bench');
    const { nr_vaga } = await codigo.criarVaga(h, { cliente });
    const conversas = [];
    for (let i = 0; i < CONVERSAS; i++) {
      const cd = await codigo.criarCandidato(h, { nome: `Candidato Bench ${i + 1}` });
      const telefone = `55479${String(i + 1).padStart(8, '0')}`;
      const agente = agentes[i % agentes.length];
      const [cv] = await h.query(
        `INSERT INTO chatbot_conversa (cd_pessoa_candidato, nr_telefone, nr_vaga, id_chatbot_fluxo, id_status_type,
            cd_empresa, dt_inicio_chat, dt_ultima_resposta, cd_pessoa_analista_atendimento, nm_analista_atendimento,
            dt_inicio_atendimento_cc, id_chatbot_ativo)
         VALUES ($1, $2, $3, 1, 2, 1, now(), now(), $4, $5, now(), 'N') RETURNING id_chatbot_conversa AS id`,
        [cd, telefone, nr_vaga, agente.user_sip, agente.nm_pessoa ?? `Agente ${i}`],
      );
      conversas.push({ id: Number(cv.id), telefone, agente });
    }

    // every agent listens; the latency is read on the attendant's socket
    const pendentes = new Map(); // conversa -> [t0...]
    const latencias = [];
    let recebidos = 0;
    let inesperados = 0;
    for (const ag of agentes) {
      const ws = await conectar(instancias[ag.instancia], ag.cookie);
      sockets.push(ws);
      const minhas = new Set(conversas.filter((c) => c.agente === ag).map((c) => c.id));
      ws.on('message', (data) => {
        const m = JSON.parse(data.toString());
        if (
          m.tipo !== 'chatbot' ||
          m.dados?.id_tipo !== 'RECEBIDO' ||
          !minhas.has(m.dados.id_chatbot_conversa)
        )
          return;
        const fila = pendentes.get(m.dados.id_chatbot_conversa);
        const t0 = fila?.shift();
        if (t0 === undefined) {
          inesperados += 1;
          return;
        }
        recebidos += 1;
        latencias.push(performance.now() - t0);
      });
    }

    // the queue list, read by every agent now and then during the load
    const temposFila = [];
    let lendoFila = true;
    const leitores = agentes.map(async (ag, i) => {
      await new Promise((r) => setTimeout(r, (i * INTERVALO_FILA_MS) / agentes.length));
      while (lendoFila) {
        const t0 = performance.now();
        const r = await fetch(`${instancias[i % 2]}/api/callcenter/candidatos/${ag.user_sip}/*`, {
          headers: { cookie: ag.cookie },
        });
        await r.arrayBuffer();
        if (r.ok) temposFila.push(performance.now() - t0);
        await new Promise((res) => setTimeout(res, INTERVALO_FILA_MS));
      }
    });

    const total = TAXA * SEGUNDOS;
    let enviados = 0;
    let falhas = 0;
    const temposWebhook = [];
    const envios = [];
    const inicio = performance.now();
    for (let n = 0; n < total; n++) {
      const alvo = inicio + (n * 1000) / TAXA;
      const espera = alvo - performance.now();
      if (espera > 0) await new Promise((r) => setTimeout(r, espera));
      const c = conversas[n % conversas.length];
      const corpo = notificacao(c.telefone, `wamid.bench-${n}`, `mensagem ${n}`);
      const assinatura = `sha256=${createHmac('sha256', SEGREDO).update(corpo).digest('hex')}`;
      // the other instance than the agent's
      const base = instancias[1 - c.agente.instancia];
      const t0 = performance.now();
      if (!pendentes.has(c.id)) pendentes.set(c.id, []);
      pendentes.get(c.id).push(t0);
      envios.push(
        fetch(`${base}/api/chatbot/webhook`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-hub-signature-256': assinatura },
          body: corpo,
        }).then(async (r) => {
          await r.arrayBuffer();
          temposWebhook.push(performance.now() - t0);
          if (r.ok) enviados += 1;
          else falhas += 1;
        }),
      );
    }
    await Promise.all(envios);
    const limite = performance.now() + 10_000;
    while (recebidos + inesperados < enviados && performance.now() < limite)
      await new Promise((r) => setTimeout(r, 50));
    lendoFila = false;
    await Promise.all(leitores);

    const [{ n: guardadas }] = await h.query(
      `SELECT count(*)::int AS n FROM chatbot_mensagem WHERE id_tipo = 'RECEBIDO' AND id_externo LIKE 'wamid.bench-%'`,
    );
    const porConversa = await h.query(
      `SELECT count(*)::int AS n FROM chatbot_mensagem WHERE id_tipo = 'RECEBIDO' GROUP BY id_chatbot_conversa`,
    );
    const esperadoPorConversa = total / conversas.length;
    const desiguais = porConversa.filter((r) => r.n !== esperadoPorConversa).length;
    console.log(
      `${AGENTES} agentes (metade em cada instância), ${CONVERSAS} conversas, ${TAXA} mensagens/s por ${SEGUNDOS} s`,
    );
    console.log(`webhook → WebSocket do agente (outra instância): ${resumo(latencias)}`);
    console.log(`resposta do webhook: ${resumo(temposWebhook)}`);
    console.log(`lista da fila (callcenter/candidatos/*, ${CONVERSAS} conversas): ${resumo(temposFila)}`);
    console.log(
      `enviadas ${total}, aceitas ${enviados}, recusadas ${falhas}, guardadas ${guardadas}, entregues ${recebidos}, ` +
        `perdidas ${enviados - recebidos}, duplicadas/inesperadas ${inesperados}, conversas com contagem errada ${desiguais}`,
    );
    const o = [...latencias].sort((x, y) => x - y);
    const ok =
      recebidos === total &&
      inesperados === 0 &&
      guardadas === total &&
      percentil(o, 95) <= 200 &&
      percentil(o, 99) <= 500;
    console.log(
      ok ? 'metas atingidas (p95 ≤ 200 ms, p99 ≤ 500 ms, nada perdido ou duplicado)' : 'METAS NÃO ATINGIDAS',
    );
    if (!ok) process.exitCode = 1;
  } finally {
    for (const ws of sockets) ws.terminate();
    await h.close();
    await stopServer(a.child);
    await stopServer(b.child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
