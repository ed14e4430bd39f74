// A day of 200 analysts: BENCH_USUARIOS simulated users (selection, recruitment and call-center
// analysts of the demo) log in through nginx and loop over a weighted mix of the screens' real calls
// with think times, for BENCH_MINUTOS minutes, against the layout of scripts/escala.sh (subir --demo).
// Prints throughput, p50/p95/p99/max and errors per action, and the CPU share of PostgreSQL, of the api
// instances, of nginx and of this generator. Targets (2 cores, generator included): 0 errors, p95 <=
// 300 ms and p99 <= 800 ms for every action but the exports.
//
//   bash scripts/escala.sh subir --demo 20000 && node bench/dia.mjs
//
// Env: BENCH_URL (default http://127.0.0.1:PORTA of the layout), BENCH_USUARIOS (200), BENCH_MINUTOS
// (3), BENCH_PENSAR_MS (4000, the mean think time; each pause is 0.25x to 1.75x of it), BENCH_PG_URL
// (default the layout's URL_PRIMARIO: lists the demo's analysts), ESCALA_ESTADO (the layout's state
// directory, default .tmp/escala), DEMO_PASSWORD ('demo1234').
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { carregarCodigoApi, fmt, percentil, ROOT } from './lib.mjs';

const ESTADO = process.env.ESCALA_ESTADO ?? path.join(ROOT, '.tmp/escala');
const AMB = lerAmbiente(path.join(ESTADO, 'ambiente'));
const BASE = process.env.BENCH_URL ?? (AMB.PORTA ? `http://127.0.0.1:${AMB.PORTA}` : 'http://127.0.0.1:8088');
const USUARIOS = Number(process.env.BENCH_USUARIOS ?? 200);
const MINUTOS = Number(process.env.BENCH_MINUTOS ?? 3);
const PENSAR_MS = Number(process.env.BENCH_PENSAR_MS ?? 4000);
const PG_URL = process.env.BENCH_PG_URL ?? AMB.URL_PRIMARIO;
const SENHA = process.env.DEMO_PASSWORD ?? 'demo1234';
/** Arrivals are spread over the first minute (or third of a shorter run), as a busy morning. */
const CHEGADA_MS = Math.min(60_000, (MINUTOS * 60_000) / 3);
const META = { p95: 300, p99: 800 };

/** The layout's `ambiente` file (bash `printf %q` values), or {} when there is none. */
function lerAmbiente(arquivo) {
  if (!fs.existsSync(arquivo)) return {};
  const r = {};
  for (const linha of fs.readFileSync(arquivo, 'utf8').split('\n')) {
    const m = /^([A-Z_]+)=(.*)$/.exec(linha);
    if (m) r[m[1]] = m[2].replace(/^'(.*)'$/, '$1').replace(/\\(.)/g, '$1');
  }
  return r;
}

// ---------------------------------------------------------------------------------------------
// HTTP as the web does it: the session cookie, JSON and the CSRF header. Each analyst is a machine of
// its own: its connections leave from an address of its own on the loopback (127.0.1.x...), as the
// machines of an office do (the 200 share a few dozen logins).

class ErroHttp extends Error {
  constructor(status, mensagem) {
    super(mensagem);
    this.status = status;
  }
}

let requisicoes = 0;

/** The i-th analyst's source address: 127.0.1.1 onwards (the whole 127/8 is the loopback). */
const enderecoDe = (i) => `127.${1 + Math.floor(i / 250)}.${(i % 250) + 1}.1`;

/** One request over the analyst's own keep-alive connections: status, headers and body text. */
function http1(s, metodo, url, headers, body) {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: metodo, headers, agent: s.agente }, (res) => {
      let texto = '';
      res.setEncoding('utf8');
      res.on('data', (d) => {
        texto += d;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, texto }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** One call under /api; the JSON answer (or the text of a file). Non-2xx throws ErroHttp. */
async function chamar(s, metodo, caminho, { corpo, form, texto = false } = {}) {
  const headers = { accept: 'application/json', 'x-requested-with': 'XMLHttpRequest' };
  if (s.cookie) headers.cookie = s.cookie;
  let body;
  if (form) {
    // multipart as a browser encodes a FormData
    const r = new Response(form);
    headers['content-type'] = r.headers.get('content-type') ?? '';
    body = Buffer.from(await r.arrayBuffer());
  } else if (corpo !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(corpo);
  }
  requisicoes++;
  let r;
  try {
    r = await http1(s, metodo, `${BASE}/api/${caminho}`, headers, body);
  } catch (e) {
    throw new ErroHttp(0, `${metodo} ${caminho}: ${e.code ?? e.message}`);
  }
  const corpoResposta = r.texto;
  if (r.status < 200 || r.status > 299)
    throw new ErroHttp(r.status, `${metodo} ${caminho} → ${r.status} ${corpoResposta.slice(0, 160)}`);
  // the cookies kept by name, as a browser does (a later answer may renew one of them)
  for (const c of r.headers['set-cookie'] ?? []) {
    const [nome, valor] = c.split(';')[0].split(/=(.*)/s);
    s.cookies.set(nome, valor);
  }
  s.cookie = [...s.cookies].map(([n, v]) => `${n}=${v}`).join('; ');
  return texto || !corpoResposta ? corpoResposta : JSON.parse(corpoResposta);
}

const get = (s, caminho, o) => chamar(s, 'GET', caminho, o);
const post = (s, caminho, corpo) => chamar(s, 'POST', caminho, { corpo });
const put = (s, caminho, corpo) => chamar(s, 'PUT', caminho, { corpo });

const sortear = (lista) => lista[Math.floor(Math.random() * lista.length)];
const hoje = () => new Date(Date.now() - 3 * 3_600_000).toISOString().slice(0, 10); // São Paulo
const diasAtras = (n) => new Date(Date.now() - 3 * 3_600_000 - n * 86_400_000).toISOString().slice(0, 10);
const dormir = (ms) => new Promise((r) => setTimeout(r, ms));

// ---------------------------------------------------------------------------------------------
// The actions: each a screen's calls (the reads a screen makes at once go in parallel, as the web's
// queries do). `pronta` says when an action can run (it needs what an earlier one read).

const PALAVRAS = [
  'auxiliar',
  'operador',
  'empilhadeira',
  'produção',
  'logística',
  'vendas',
  'limpeza',
  'motorista',
];
const NOTAS = [
  'Contato feito por telefone, candidato confirmou interesse.',
  'Cliente pediu mais perfis com experiência em turno noturno.',
  'Entrevista agendada para amanhã às 9h na unidade.',
];

/**
 * The overdue check every vacancy list makes first: the lists refuse (409) while the user has overdue
 * vacancies, and the screen's dialog extends them (PUT vaga/prorrogar, 30 days) before listing.
 */
async function prorrogarAtrasadas(s) {
  // one at a time per login: a person has one screen; the sessions sharing a login take turns
  const vez = (filaDoLogin.get(s.login) ?? Promise.resolve()).then(async () => {
    for (const v of await get(s, 'vaga/vagas-atrasadas'))
      await put(s, 'vaga/prorrogar', {
        ds_motivo_prorrogacao: 'Cliente pediu mais prazo para as entrevistas.',
        nr_vaga: v.NR_VAGA,
        cd_unidade: v.CD_EMPRESA,
      });
  });
  filaDoLogin.set(
    s.login,
    vez.catch(() => {}),
  );
  await vez;
}
const filaDoLogin = new Map();

/** Minhas vagas: the overdue check, then the selector's open vacancies. */
async function minhasVagas(s) {
  await prorrogarAtrasadas(s);
  const q = new URLSearchParams({
    tipo_vagas: 'M',
    setor: 'N',
    aberta: 'S',
    cliente: 'S',
    cd_unidade: String(s.usuario.cd_unid),
    termino: hoje(),
  });
  const r = await get(s, `vaga/vagas-selecao?${q}`);
  s.vagas = r.VAGAS.map((v) => v.NR_VAGA);
}

/** A vacancy's panel: its summary, related candidates, counters and timeline. */
async function abrirVaga(s) {
  const nr = sortear(s.vagas);
  const [, relacionados] = await Promise.all([
    get(s, `vaga/dados-vaga-resumida/${nr}`),
    get(s, `vaga/candidatos-relacionados/${nr}`),
    get(s, `vaga/contadores-candidatos/${nr}`),
    get(s, `vaga/timeline/${s.usuario.user_sip}/${nr}`),
  ]);
  s.vaga = nr;
  s.relacionados = relacionados;
}

/** Pesquisa de candidatos from the vacancy: a keyword, the screen's default result size. */
async function pesquisar(s) {
  const r = await post(s, 'pesquisa-candidatos/pesquisa', {
    nrVaga: s.vaga,
    quantidadePesquisa: 100,
    palavrasChaveObrigatorio: sortear(PALAVRAS),
  });
  s.achados = {
    vaga: s.vaga,
    // on no open vacancy yet, and of this analyst's share
    livres: r.candidatos.filter(
      (c) => c.POSSUI_RELACIONAMENTO === null && c.RELACIONADO === 0 && s.minha(c.CD_PESSOA),
    ),
  };
}

/** Relates a candidate of the last search not yet on the vacancy (stage 3, selection). */
async function relacionar(s) {
  const i = Math.floor(Math.random() * s.achados.livres.length);
  const [c] = s.achados.livres.splice(i, 1);
  await post(s, 'vaga/relacionar-candidato', {
    cd_pessoa_candidato: c.CD_PESSOA,
    nr_vaga: s.achados.vaga,
    cd_estagio_vaga: 3,
  });
  s.meus.push({ nr: s.achados.vaga, cd: c.CD_PESSOA, etapa: 3 });
}

/** Moves a candidate this analyst related one stage on (3 → 4 → 5: stages only move forward), as the board's drag does. */
async function moverEtapa(s) {
  const c = sortear(s.meus);
  c.etapa++;
  if (c.etapa === 5) s.meus = s.meus.filter((x) => x !== c);
  await post(s, 'vaga/relacionar-candidato', {
    cd_pessoa_candidato: c.cd,
    nr_vaga: c.nr,
    cd_estagio_vaga: c.etapa,
  });
}

/** A note on the vacancy's timeline (appended). */
async function anotar(s) {
  await post(s, 'vaga/timeline', {
    ds_historico: `<p>${sortear(NOTAS)}</p>`,
    nr_vaga: s.vaga,
    cd_usuario: s.usuario.cd_sip,
  });
}

/** The candidate record's editor: the basic data and every sub-list, as the web loads them. */
async function abrirCadastro(s) {
  const cd = sortear(s.candidatos());
  const [dados, empregos, cursos, idiomas, softwares, competencias, cargos, pcds] = await Promise.all([
    get(s, `candidato/dados-candidato/${cd}`),
    get(s, `candidato/empregos/${cd}?todos=S`),
    get(s, `candidato/cursos/${cd}`),
    get(s, `candidato/idiomas/${cd}`),
    get(s, `candidato/softwares/${cd}`),
    get(s, `candidato/competencias/${cd}`),
    get(s, `candidato/cargos/${cd}`),
    get(s, `candidato/dados-pcd/${cd}`),
  ]);
  s.cadastro = { cd, carga: { dados, empregos, cursos, idiomas, softwares, competencias, cargos, pcds } };
}

/** Saves the open record as it was loaded (the web's multipart save, built by the web's own code). */
async function salvarCadastro(s) {
  const { cd, carga } = s.cadastro;
  s.cadastro = null;
  const { campos, listas } = web.deCarga(carga);
  const form = new FormData();
  for (const [k, v] of Object.entries({ ...web.montarEnvio(cd, campos, listas), id_confirma_homonimo: 'N' }))
    form.append(k, v);
  const r = await chamar(s, 'POST', 'candidato/salvar-curriculo', { form });
  if (r.status !== 1) throw new ErroHttp(200, `salvar-curriculo de ${cd}: status ${r.status} ${r.message}`);
}

/** Seleção - Gerencial's vacancies of the last 90 days as CSV. */
async function exportarVagas(s) {
  await chamar(s, 'POST', 'vaga/vagas-selecao-gerencial/exportar?formato=csv', {
    corpo: {
      tipo_vagas: 'M',
      cd_unidade: s.usuario.cd_unid,
      setor: 'N',
      inicio: diasAtras(90),
      termino: hoje(),
      aberta: true,
      cliente: true,
    },
    texto: true,
  });
}

/** Recruitment's vacancy list. */
async function vagasRecrutamento(s) {
  await prorrogarAtrasadas(s);
  await get(s, 'recrutamento/vagas-recrutamento');
}

/** Recruitment's movement report, read and exported as CSV. */
async function movimentacoes(s) {
  await get(s, 'vaga/movimentacoes-recrutamento');
}
async function exportarMovimentacoes(s) {
  await get(s, 'vaga/movimentacoes-recrutamento/exportar?formato=csv', { texto: true });
}

/** The quick candidate search by name (the header's search box). */
async function buscarNome(s) {
  const r = await get(s, `candidato/candidatos/${sortear(['silva', 'santos', 'souza', 'oliveira', 'lima'])}`);
  s.nomes = r.map((c) => c.CD_PESSOA);
}

/** Call center: the unit's queue, with the conversations free or already this agent's. */
async function filaCallcenter(s) {
  const fila = await get(s, `callcenter/candidatos/${s.usuario.user_sip}/*`);
  const eu = s.usuario.user_sip;
  s.fila = fila.filter(
    (c) =>
      c.DT_FIM_ATENDIMENTO_CC === null &&
      (c.CD_PESSOA_ANALISTA_ATENDIMENTO === null || c.CD_PESSOA_ANALISTA_ATENDIMENTO === eu),
  );
}

/** Takes a conversation (idempotent for its own attendant) and opens its chat tab. */
async function assumirConversa(s) {
  const c = sortear(s.fila);
  const id = c.ID_CHATBOT_CONVERSA;
  await put(s, `callcenter/iniciar-atendimento/${id}/${s.usuario.user_sip}/${c.CD_EMPRESA}`);
  await get(s, `chatbot/conversa-chatbot/${id}`);
  s.conversa = c;
}

/** Writes to the candidate: a text within the channel's 24 h window, else the opening template. */
async function enviarMensagem(s) {
  const c = s.conversa;
  const naJanela = c.DT_ULTIMA_RESPOSTA && Date.now() - Date.parse(c.DT_ULTIMA_RESPOSTA) < 23 * 3_600_000;
  await post(s, 'chatbot/send-message', {
    id_chatbot_conversa: c.ID_CHATBOT_CONVERSA,
    message: naJanela ? 'Olá! Podemos conversar sobre a vaga agora?' : '',
    envio_primeira_msg: naJanela ? 'N' : 'S',
  });
}
async function meusAtendimentos(s) {
  await get(s, `callcenter/meus-atendimentos/${s.usuario.user_sip}/*`);
}

const temVagas = (s) => s.vagas?.length > 0;
const temVaga = (s) => s.vaga !== undefined;

/** The mix per kind of analyst: [name, weight, function, ready?]. Exports are weighed apart. */
const MIX = {
  selecao: [
    ['minhas vagas', 3, minhasVagas, () => true],
    ['abrir vaga', 4, abrirVaga, temVagas],
    ['pesquisar talentos', 2, pesquisar, temVaga],
    ['relacionar candidato', 2, relacionar, (s) => s.achados?.livres.length > 0],
    ['mover etapa', 2, moverEtapa, (s) => s.meus.length > 0],
    ['anotar na vaga', 1, anotar, temVaga],
    ['abrir cadastro', 2, abrirCadastro, (s) => s.candidatos().length > 0],
    ['salvar cadastro', 1, salvarCadastro, (s) => s.cadastro],
    ['exportar vagas (CSV)', 0.2, exportarVagas, () => true],
  ],
  recrutamento: [
    ['vagas recrutamento', 3, vagasRecrutamento, () => true],
    ['movimentações', 1, movimentacoes, () => true],
    ['buscar por nome', 2, buscarNome, () => true],
    ['abrir cadastro', 2, abrirCadastro, (s) => s.candidatos().length > 0],
    ['salvar cadastro', 1, salvarCadastro, (s) => s.cadastro],
    ['exportar movimentações (CSV)', 0.3, exportarMovimentacoes, () => true],
  ],
  callcenter: [
    ['fila do call center', 2, filaCallcenter, () => true],
    ['assumir conversa', 1, assumirConversa, (s) => s.fila?.length > 0],
    ['enviar mensagem', 2, enviarMensagem, (s) => s.conversa],
    ['meus atendimentos', 1, meusAtendimentos, () => true],
  ],
};
/** Of every 20 analysts: 14 in selection, 4 in recruitment, 2 in the call center. */
const PAPEIS = [
  ...Array(14).fill('selecao'),
  ...Array(4).fill('recrutamento'),
  ...Array(2).fill('callcenter'),
];
const eExportacao = (nome) => nome.startsWith('exportar');

// ---------------------------------------------------------------------------------------------
// Measures

const medidas = new Map(); // action → { ms: number[], erros: number, mensagens: string[] }
const mensagensErro = [];

function registrar(nome, ms, erro) {
  if (!medidas.has(nome)) medidas.set(nome, { ms: [], erros: 0 });
  const m = medidas.get(nome);
  m.ms.push(ms);
  if (erro) {
    m.erros++;
    if (mensagensErro.length < 12) mensagensErro.push(`${nome}: ${erro.message}`);
  }
}

async function medir(nome, fn) {
  const t = performance.now();
  try {
    await fn();
    registrar(nome, performance.now() - t, null);
    return true;
  } catch (e) {
    registrar(nome, performance.now() - t, e);
    return false;
  }
}

/** CPU seconds (user + system) of the processes given, and of the children they have waited for. */
const TICKS = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
function cpuDe(pids) {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const campos = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      // fields 14-17 (utime stime cutime cstime) are 11-14 after the comm
      ticks += Number(campos[11]) + Number(campos[12]) + Number(campos[13]) + Number(campos[14]);
    } catch {
      // gone
    }
  }
  return ticks / TICKS;
}

/** Pids of every process whose parent is in `pais`, and the parents. */
function comFilhos(pais) {
  const todos = new Set(pais);
  for (const d of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const ppid = Number(fs.readFileSync(`/proc/${d}/stat`, 'utf8').split(') ')[1].split(' ')[1]);
      if (pais.includes(ppid)) todos.add(Number(d));
    } catch {
      // gone
    }
  }
  return [...todos];
}

/** The postmasters of the layout's two clusters (their command line names the data directory). */
function postmasters() {
  const prefixo = AMB.PREFIXO ?? 'escala';
  const r = [];
  for (const d of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const cmd = fs.readFileSync(`/proc/${d}/cmdline`, 'utf8').replace(/\0/g, ' ');
      if (/postgres -D /.test(cmd) && new RegExp(`/${prefixo}_(primario|replica)\\b`).test(cmd))
        r.push(Number(d));
    } catch {
      // gone
    }
  }
  return r;
}

function pidsDoEstado() {
  const ler = (f) => {
    try {
      return Number(fs.readFileSync(f, 'utf8').trim());
    } catch {
      return null;
    }
  };
  const instancias = fs
    .readdirSync(ESTADO)
    .filter((f) => /^instancia-\d+\.pid$/.test(f))
    .map((f) => ler(path.join(ESTADO, f)))
    .filter(Boolean);
  const nginx = ler(path.join(ESTADO, 'nginx/nginx.pid'));
  return { instancias, nginx: nginx ? [nginx] : [] };
}

function amostraCpu() {
  const { instancias, nginx } = fs.existsSync(ESTADO) ? pidsDoEstado() : { instancias: [], nginx: [] };
  const gerador = process.cpuUsage();
  // the machine: every CPU's busy time (all but idle and iowait) from the first line of /proc/stat
  const t = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].split(/\s+/).slice(1).map(Number);
  return {
    maquina: (t.reduce((a, b) => a + b, 0) - t[3] - t[4]) / TICKS,
    banco: cpuDe(comFilhos(postmasters())),
    api: cpuDe(instancias),
    nginx: cpuDe(comFilhos(nginx)),
    gerador: (gerador.user + gerador.system) / 1e6,
  };
}

// ---------------------------------------------------------------------------------------------
// The analysts

/** The demo's analysts by kind (cd_setor 2 selection, 3 recruitment, 4 call center), from the database. */
async function loginsDaDemo() {
  const padrao = { selecao: ['selecao'], recrutamento: ['recrutamento'], callcenter: ['callcenter'] };
  if (!PG_URL) return padrao;
  const c = new pg.Client({ connectionString: PG_URL });
  await c.connect();
  try {
    const { rows } = await c.query(
      `SELECT nm_login, cd_setor FROM usuario WHERE id_ativo = 'S' AND cd_setor IN (2, 3, 4) ORDER BY cd_sip`,
    );
    const por = (setor) => rows.filter((r) => r.cd_setor === setor).map((r) => r.nm_login);
    return { selecao: por(2), recrutamento: por(3), callcenter: por(4) };
  } finally {
    await c.end();
  }
}

let fim = 0;

/** One action of the list, drawn by weight. */
function sortearPeso(acoes) {
  let sorteio = Math.random() * acoes.reduce((t, a) => t + a[1], 0);
  for (const a of acoes) {
    sorteio -= a[1];
    if (sorteio < 0) return a;
  }
  return acoes[0];
}

/**
 * One analyst. Many sessions share a login and its vacancies: each relates and moves only candidates
 * of its own share (code modulo the analysts of its kind), so two of them never race for one card.
 */
async function analista(i, { papel, login, parte, partes }) {
  await dormir((CHEGADA_MS * i) / USUARIOS);
  const agente = new http.Agent({ keepAlive: true, maxSockets: 6, localAddress: enderecoDe(i) });
  const s = { papel, login, agente, cookie: null, cookies: new Map(), usuario: null, meus: [] };
  s.minha = (cd) => cd % partes === parte;
  s.candidatos = () => [
    ...(s.relacionados ?? []).map((c) => c.CD_PESSOA),
    ...(s.achados?.livres ?? []).map((c) => c.CD_PESSOA),
    ...(s.nomes ?? []),
  ];
  const entrou = await medir('entrar', async () => {
    await post(s, 'auth/login', { usuario: login, senha: SENHA });
    s.usuario = await get(s, 'session');
  });
  while (entrou && Date.now() < fim) {
    const prontas = MIX[papel].filter(([, , , pronta]) => pronta(s));
    const acao = sortearPeso(prontas);
    await medir(acao[0], () => acao[2](s));
    await dormir(PENSAR_MS * (0.25 + Math.random() * 1.5));
  }
  agente.destroy();
}

// ---------------------------------------------------------------------------------------------

const web = await carregarCodigoApi(
  'dia-curriculo',
  `export { deCarga } from './apps/web/src/features/curriculo-candidato/curriculo-carga';
   export { montarEnvio } from './apps/web/src/features/curriculo-candidato/curriculo-form';`,
);

try {
  await fetch(`${BASE}/api/health/pronto`);
} catch {
  console.error(`nada responde em ${BASE}: suba o ambiente com 'bash scripts/escala.sh subir --demo'`);
  process.exit(1);
}
const logins = await loginsDaDemo();
const usuarios = Array.from({ length: USUARIOS }, (_, i) => {
  const papel = PAPEIS[i % PAPEIS.length];
  const lista = logins[papel];
  return { papel, login: lista[Math.floor(i / PAPEIS.length) % lista.length] };
});
for (const u of usuarios) {
  const mesmo = usuarios.filter((x) => x.papel === u.papel);
  u.parte = mesmo.indexOf(u);
  u.partes = mesmo.length;
}
const contagem = (p) => usuarios.filter((u) => u.papel === p).length;
console.log(
  `# um dia de ${USUARIOS} analistas: ${BASE}, ${AMB.N ?? '?'} instâncias da api, ${os.cpus().length} núcleos, ` +
    `node ${process.version}`,
);
console.log(
  `# ${MINUTOS} min, pausa média ${fmt(PENSAR_MS)} ms, chegadas em ${fmt(CHEGADA_MS / 1000)} s; ` +
    `${contagem('selecao')} de seleção (${logins.selecao.length} logins), ${contagem('recrutamento')} de recrutamento ` +
    `(${logins.recrutamento.length}), ${contagem('callcenter')} do call center (${logins.callcenter.length})`,
);

const cpu0 = amostraCpu();
const t0 = performance.now();
fim = Date.now() + MINUTOS * 60_000;
await Promise.all(usuarios.map((u, i) => analista(i, u)));
const segundos = (performance.now() - t0) / 1000;
const cpu1 = amostraCpu();

// ---------------------------------------------------------------------------------------------
// Report

const linhas = [...medidas.entries()].sort((a, b) => b[1].ms.length - a[1].ms.length);
const totalAcoes = linhas.reduce((t, [, m]) => t + m.ms.length, 0);
const totalErros = linhas.reduce((t, [, m]) => t + m.erros, 0);
console.log(
  `\nvazão: ${fmt(requisicoes / segundos, 1)} requisições/s, ${fmt((totalAcoes / segundos) * 60)} ações/min ` +
    `(${fmt(requisicoes)} requisições, ${fmt(totalAcoes)} ações em ${fmt(segundos, 1)} s)`,
);
const col = (t, n) => String(t).padStart(n);
console.log(
  `\n${'ação'.padEnd(30)}${col('n', 7)}${col('p50', 8)}${col('p95', 8)}${col('p99', 8)}${col('máx', 8)}${col('erros', 7)}`,
);
const falhas = [];
for (const [nome, m] of linhas) {
  const [p50, p95, p99] = [50, 95, 99].map((p) => percentil(m.ms, p));
  const max = Math.max(...m.ms);
  console.log(
    `${nome.padEnd(30)}${col(fmt(m.ms.length), 7)}${col(fmt(p50), 8)}${col(fmt(p95), 8)}${col(fmt(p99), 8)}` +
      `${col(fmt(max), 8)}${col(m.erros, 7)}`,
  );
  if (!eExportacao(nome) && (p95 > META.p95 || p99 > META.p99))
    falhas.push(`${nome} p95 ${fmt(p95)} ms p99 ${fmt(p99)} ms`);
}
console.log('(ms; uma ação é a chamada ou as chamadas de uma tela, as leituras simultâneas em paralelo)');
console.log(`\nerros: ${totalErros}`);
for (const m of mensagensErro) console.log(`  ${m}`);

const nucleos = os.cpus().length;
const fracao = (k) => ((cpu1[k] - cpu0[k]) / (segundos * nucleos)) * 100;
const outros = fracao('maquina') - fracao('banco') - fracao('api') - fracao('nginx') - fracao('gerador');
const parte = (k) => `${fmt(fracao(k), 1)}%`;
console.log(
  `\nCPU (fração dos ${nucleos} núcleos durante a execução): PostgreSQL (primário e réplica) ${parte('banco')}, ` +
    `instâncias da api ${parte('api')}, nginx ${parte('nginx')}, este gerador ${parte('gerador')}; ` +
    `a máquina toda ${parte('maquina')} (outros processos: ${fmt(outros, 1)}%)`,
);
if (totalErros) falhas.unshift(`${totalErros} erros`);
console.log(
  `meta (0 erros, p95 ≤ ${META.p95} ms, p99 ≤ ${META.p99} ms exceto exportações): ` +
    (falhas.length ? `FALHOU ${falhas.join('; ')}` : 'ok'),
);
process.exitCode = falhas.length ? 1 : 0;
