// One fault under load on the scale-out layout (scripts/escala.sh subir), through nginx:
//   instancia  kill -9 of instance 1 (then started again as it was);
//   postgres   the primary stopped for a few seconds and started again;
//   replica    the streaming replica stopped (then started again);
//   lento      the table the writes and reads use locked for longer than the statement timeout.
// Meanwhile workers write (a new area each time: POST /api/cadastros/areas) and read (GET
// /api/session, GET /api/cadastros/areas). Checked: no 500 and no request left unanswered (20 s);
// the only refusals are the ones the fault explains (503 with Retry-After while the database cannot
// answer; 502 for a write in flight in the instance killed); every acknowledged write is in the
// database afterwards; everything succeeds again within 10 s of the service coming back.
// Prints the figures and one line 'falha <nome>: ok' or 'falha <nome>: FALHOU <o quê>' (exit 0 or 1).
import { execFileSync, spawn } from 'node:child_process';
import { openSync, readFileSync } from 'node:fs';
import { argumentosPsql, CSRF, entrar, pedir, sql } from './escala-comum.mjs';

const env = process.env;
const FALHA = process.argv[2];
const VERSAO_PG = env.VERSAO_PG ?? '15';
const TRABALHADORES = Number(env.FALHAS_TRABALHADORES ?? 6);
/** Longest wait for an answer: past it, the request hung. */
const SEM_RESPOSTA_MS = 20_000;
/** Everything succeeds again within this long of the service coming back. */
const RECUPERACAO_MAX_MS = 10_000;
/** How long the load goes on after the service came back. */
const DEPOIS_MS = 12_000;
const INICIO_FALHA_MS = 3000;

const espera = (ms) => new Promise((r) => setTimeout(r, ms));
const agora = () => performance.now();
const pg = (...args) => execFileSync('pg_ctlcluster', [VERSAO_PG, ...args], { stdio: 'pipe' });

/** The reads: the session, a register (on the primary) and the candidate search (on a replica). */
const LEITURAS = ['/api/session', '/api/cadastros/areas', '/api/candidato/pesquisa/nm_pessoa=ana'];

/** The read statements of every instance by where they went (replica, primary, retried): /metrics. */
async function leiturasPorDestino() {
  const soma = { replica: 0, primary: 0, retried: 0 };
  for (let i = 1; i <= Number(env.N); i++) {
    try {
      const r = await fetch(`http://127.0.0.1:${Number(env.PORTA) + i}/metrics`, {
        headers: { authorization: `Bearer ${env.METRICS_TOKEN}` },
        signal: AbortSignal.timeout(3000),
      });
      for (const [, destino, n] of (await r.text()).matchAll(/^db_read_statements\{target="(\w+)"\} (\d+)/gm))
        soma[destino] += Number(n);
    } catch {
      // an instance down (the kill -9 fault) has no figures
    }
  }
  return soma;
}

/** Each fault: what it does (resolves to the instant the service is back) and what it tolerates. */
const FALHAS = {
  instancia: {
    descricao: 'kill -9 da instância 1',
    async provocar() {
      const arquivo = `${env.ESTADO}/instancia-1.pid`;
      const pid = Number(readFileSync(arquivo, 'utf8').trim());
      const linha = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
      if (!linha.join(' ').includes('apps/api/dist/server.js'))
        throw new Error(`o pid ${pid} não é uma instância`);
      const ambiente = Object.fromEntries(
        readFileSync(`/proc/${pid}/environ`, 'utf8')
          .split('\0')
          .filter(Boolean)
          .map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]),
      );
      const cwd = execFileSync('readlink', [`/proc/${pid}/cwd`], { encoding: 'utf8' }).trim();
      process.kill(pid, 'SIGKILL');
      console.log(`kill -9 ${pid} (instância 1)`);
      const volta = agora();
      // the others serve at once; instance 1 is started again as it was, for what comes next
      this.reiniciar = () => {
        const log = openSync(`${env.ESTADO}/instancia-1.log`, 'a');
        const filho = spawn(linha[0], linha.slice(1), {
          cwd,
          env: ambiente,
          detached: true,
          stdio: ['ignore', log, log],
        });
        filho.unref();
        execFileSync('sh', ['-c', `echo ${filho.pid} > "${arquivo}"`]);
        console.log(`instância 1 iniciada de novo (pid ${filho.pid})`);
      };
      return volta;
    },
    // a write the killed instance had taken when it died gets 502 from nginx (not acknowledged):
    // sent before the kill, or within the second nginx takes to find its connections dead
    tolera: (p) => p.status === 502 && p.metodo === 'POST' && p.inicio <= p.falhaEm + 1000,
    async depois() {
      this.reiniciar?.();
    },
  },
  postgres: {
    descricao: 'o PostgreSQL primário parado por 5 s e iniciado de novo',
    async provocar() {
      pg(`${env.PREFIXO}_primario`, 'stop', '-m', 'fast');
      console.log('primário parado');
      await espera(5000);
      pg(`${env.PREFIXO}_primario`, 'start');
      console.log('primário iniciado de novo');
      return agora();
    },
    tolera: (p) => p.status === 503 && p.retryAfter !== null,
  },
  replica: {
    descricao: 'a réplica parada (as leituras vão ao primário)',
    async provocar() {
      this.antes = await leiturasPorDestino();
      pg(`${env.PREFIXO}_replica`, 'stop', '-m', 'fast');
      console.log(`réplica parada (leituras até aqui: ${JSON.stringify(this.antes)})`);
      return agora();
    },
    tolera: () => false,
    async depois() {
      const depois = await leiturasPorDestino();
      pg(`${env.PREFIXO}_replica`, 'start');
      console.log(
        `réplica iniciada de novo; leituras com ela parada: ${depois.primary - this.antes.primary} no primário, ${depois.retried - this.antes.retried} repetidas no primário depois de falhar nela, ${depois.replica - this.antes.replica} nela`,
      );
      if (this.antes.replica === 0) return 'nenhuma leitura foi à réplica antes da parada';
      if (depois.primary - this.antes.primary === 0)
        return 'nenhuma leitura foi ao primário com a réplica parada';
    },
  },
  lento: {
    descricao: `a tabela das áreas bloqueada por ${Number(env.FALHAS_BLOQUEIO_S ?? 12)} s (banco lento)`,
    async provocar() {
      const segundos = Number(env.FALHAS_BLOQUEIO_S ?? 12);
      const psql = spawn(
        'runuser',
        argumentosPsql(
          `BEGIN; LOCK TABLE area IN ACCESS EXCLUSIVE MODE; SELECT pg_sleep(${segundos}); COMMIT;`,
        ),
        { stdio: 'ignore' },
      );
      console.log(`área bloqueada (LOCK TABLE area) por ${segundos} s`);
      await new Promise((r) => psql.once('exit', r));
      console.log('bloqueio desfeito');
      return agora();
    },
    tolera: (p) => p.status === 503 && p.retryAfter !== null,
  },
};

async function main() {
  const falha = FALHAS[FALHA];
  if (!falha) {
    console.log(`uso: node scripts/falhas.mjs ${Object.keys(FALHAS).join('|')}`);
    process.exit(2);
  }
  const rodada = `falha-${FALHA}-${Date.now().toString(36)}`;
  const sessao = await entrar();
  const pedidos = [];
  let seq = 0;
  let parar = false;
  let falhaEm = Number.POSITIVE_INFINITY;
  const t0 = agora();

  async function registrar(metodo, caminho, corpo) {
    const p = { metodo, caminho, inicio: agora(), falhaEm, status: 0, retryAfter: null, nome: corpo?.nome };
    try {
      const r = await pedir(
        caminho,
        {
          method: metodo,
          headers: {
            cookie: sessao.cookie,
            ...CSRF,
            ...(corpo ? { 'content-type': 'application/json' } : {}),
          },
          body: corpo ? JSON.stringify(corpo) : undefined,
        },
        SEM_RESPOSTA_MS,
      );
      p.status = r.status;
      p.retryAfter = r.res.headers.get('retry-after');
      // the api's message; nginx's own pages (HTML) say nothing more than their status
      if (r.status >= 500 && typeof r.corpo === 'object') p.erro = r.corpo?.error;
    } catch (e) {
      p.erro = e.name === 'TimeoutError' ? `sem resposta em ${SEM_RESPOSTA_MS / 1000} s` : e.message;
    }
    p.fim = agora();
    pedidos.push(p);
  }

  const trabalhador = async () => {
    while (!parar) {
      const n = ++seq;
      if (n % 2 === 0)
        await registrar('POST', '/api/cadastros/areas', { nome: `${rodada}-${n}`, id_ativo: 'S' });
      else await registrar('GET', LEITURAS[(n >> 1) % LEITURAS.length]);
      await espera(50);
    }
  };
  const trabalhando = Promise.all(Array.from({ length: TRABALHADORES }, trabalhador));

  await espera(INICIO_FALHA_MS);
  console.log(`falha: ${falha.descricao}`);
  falhaEm = agora();
  let volta;
  try {
    volta = await falha.provocar();
  } catch (e) {
    parar = true;
    await trabalhando;
    console.log(`falha ${FALHA}: FALHOU não foi possível provocá-la (${e.message})`);
    process.exit(1);
  }
  await espera(DEPOIS_MS);
  parar = true;
  await trabalhando;
  const problemaDepois = await falha.depois?.();

  // what the database holds of this run's writes
  const gravadas = new Set(
    sql(`SELECT nm_area FROM area WHERE nm_area LIKE '${rodada}-%'`).split('\n').filter(Boolean),
  );
  const ok = (p) => p.status >= 200 && p.status < 300;
  const confirmadas = pedidos.filter((p) => p.metodo === 'POST' && ok(p));
  const perdidas = confirmadas.filter((p) => !gravadas.has(p.nome));
  const toleradas = pedidos.filter((p) => !ok(p) && falha.tolera({ ...p, falhaEm }));
  const erradas = pedidos.filter((p) => !ok(p) && !falha.tolera({ ...p, falhaEm }));
  // recovery: from the service's return to the end of the last failed request that started after it
  // (a request that started before may still be answered by the fault)
  const ultimaFalha = Math.max(volta, ...pedidos.filter((p) => !ok(p)).map((p) => p.fim));
  const recuperacao = ultimaFalha - volta;
  const lentas = toleradas.length ? Math.max(...toleradas.map((p) => p.fim - p.inicio)) : 0;
  const seg = (ms) => `${(ms / 1000).toFixed(1)} s`;

  const porStatus = {};
  for (const p of pedidos) {
    const k = p.status || 'sem resposta';
    porStatus[k] = (porStatus[k] ?? 0) + 1;
  }
  console.log(
    `${pedidos.length} pedidos em ${seg(agora() - t0)} (${TRABALHADORES} trabalhadores): ${Object.entries(
      porStatus,
    )
      .map(([k, v]) => `${k}×${v}`)
      .join(', ')}`,
  );
  console.log(
    `escritas confirmadas: ${confirmadas.length}, no banco: ${confirmadas.length - perdidas.length}, perdidas: ${perdidas.length}`,
  );
  if (toleradas.length)
    console.log(
      `recusas esperadas: ${toleradas.length} (a mais lenta em ${seg(lentas)}): ${[...new Set(toleradas.map((p) => `${p.status} ${p.erro ?? ''}`.trim()))].join('; ')}`,
    );
  console.log(`recuperação: ${seg(recuperacao)} depois de o serviço voltar`);

  const problemas = [];
  if (problemaDepois) problemas.push(problemaDepois);
  if (perdidas.length) problemas.push(`${perdidas.length} escritas confirmadas perdidas`);
  if (erradas.length)
    problemas.push(
      `${erradas.length} respostas fora do esperado (${[...new Set(erradas.map((p) => `${p.metodo} ${p.caminho}: ${p.status || ''} ${p.erro ?? ''}`.trim()))].slice(0, 4).join('; ')})`,
    );
  if (recuperacao > RECUPERACAO_MAX_MS)
    problemas.push(`recuperação em ${seg(recuperacao)} (máximo ${seg(RECUPERACAO_MAX_MS)})`);
  if (confirmadas.length === 0) problemas.push('nenhuma escrita confirmada');
  console.log(problemas.length ? `falha ${FALHA}: FALHOU ${problemas.join('; ')}` : `falha ${FALHA}: ok`);
  process.exit(problemas.length ? 1 : 0);
}

await main();
