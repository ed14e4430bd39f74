// Probes the candidates' portal as an attacker would, against the built server on PostgreSQL:
// a password reset and the public pages asked with a foreign Host header. Every link the server
// writes must come from the configured address (PORTAL_PUBLIC_URL), and a page asked under another
// host must not be cached on the way. Prints each check; exits 1 when one fails.
//   npm run build && node bench/sonda-portal.mjs
import http from 'node:http';
import pg from 'pg';
import { ensureBuilt, freePort, startServer, stopServer } from './lib.mjs';

const ADMIN = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const NOME_BANCO = 'backoffice_sonda_portal';
const PUBLICO = 'https://vagas.exemplo.com.br';
const INTRUSO = 'evil.example';

function urlDoBanco() {
  const u = new URL(ADMIN);
  u.pathname = `/${NOME_BANCO}`;
  return u.toString();
}

async function comAdmin(sql) {
  const admin = new pg.Client({ connectionString: ADMIN });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/** A request with any Host header (fetch does not let one set it). */
function pedir(porta, { metodo = 'GET', caminho, host, corpo }) {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: porta,
        method: metodo,
        path: caminho,
        headers: {
          host: host ?? `127.0.0.1:${porta}`,
          ...(corpo ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        },
      },
      (res) => {
        let texto = '';
        res.setEncoding('utf8');
        res.on('data', (d) => {
          texto += d;
        });
        res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, texto }));
      },
    );
    req.on('error', reject);
    if (corpo) req.write(corpo);
    req.end();
  });
}

const verificacoes = [];
function conferir(nome, ok, detalhe = '') {
  verificacoes.push({ nome, ok });
  console.log(`${ok ? 'ok     ' : 'FALHOU '} ${nome}${detalhe ? ` (${detalhe})` : ''}`);
}

async function main() {
  ensureBuilt();
  await comAdmin(`DROP DATABASE IF EXISTS ${NOME_BANCO} WITH (FORCE)`);
  await comAdmin(`CREATE DATABASE ${NOME_BANCO}`);
  const porta = await freePort();
  const { child } = await startServer({
    PORT: String(porta),
    DATABASE_URL: urlDoBanco(),
    DEMO_DATA: 'true',
    DEMO_CANDIDATES: '200',
    PORTAL_PUBLIC_URL: PUBLICO,
    PORTAL_FORM_MIN_SECONDS: '0',
    PORTAL_CACHE_SECONDS: '30',
    JOB_BOARD_POLL_SECONDS: '0',
    AGENDA_AVISO_POLL_SECONDS: '0',
    CAMPANHA_TRABALHADORES: '0',
  });
  const banco = new pg.Client({ connectionString: urlDoBanco() });
  await banco.connect();
  try {
    const {
      rows: [vitima],
    } = await banco.query(
      `SELECT p.nr_documento_cpf AS cpf, p.ds_email AS email FROM candidato c JOIN pessoa p USING (cd_pessoa)
        WHERE p.ds_email LIKE '%@%' AND c.id_bloqueado = 'N' AND p.nr_documento_cpf IS NOT NULL
        ORDER BY c.cd_pessoa LIMIT 1`,
    );
    // 1. the reset e-mail asked with a foreign Host
    const form = await pedir(porta, { caminho: '/vagas/esqueci-senha' });
    const carimbo = /name="carimbo" value="([^"]+)"/.exec(form.texto)?.[1] ?? '';
    const r = await pedir(porta, {
      metodo: 'POST',
      caminho: '/vagas/esqueci-senha',
      host: INTRUSO,
      corpo: new URLSearchParams({
        cpf: vitima.cpf,
        ds_email: vitima.email,
        carimbo,
        ds_site: '',
      }).toString(),
    });
    conferir('pedido de nova senha com Host estranho respondido', r.status === 200, `HTTP ${r.status}`);
    let mensagem = null;
    for (let i = 0; i < 50 && !mensagem; i++) {
      const { rows } = await banco.query(
        `SELECT ds_conteudo AS texto FROM mensagem_saida WHERE ds_canal = 'email' AND ds_destino = $1
          ORDER BY id_mensagem_saida DESC LIMIT 1`,
        [vitima.email],
      );
      mensagem = rows[0]?.texto ?? null;
      if (!mensagem) await new Promise((ok) => setTimeout(ok, 100));
    }
    conferir('o e-mail de nova senha está na caixa de saída', Boolean(mensagem));
    const link = /(\S+\/vagas\/nova-senha\?token=\S+)/.exec(mensagem ?? '')?.[1] ?? '';
    conferir(
      'o link do e-mail parte do endereço configurado',
      link.startsWith(`${PUBLICO}/`),
      link.split('?')[0],
    );
    conferir('o link do e-mail não leva ao Host do pedido', !(mensagem ?? '').includes(INTRUSO));

    // 2. the public pages asked with a foreign Host, then by a plain visitor
    for (const caminho of ['/vagas/sitemap.xml', '/vagas']) {
      const ruim = await pedir(porta, { caminho, host: INTRUSO });
      conferir(`${caminho} com Host estranho não cita o Host`, !ruim.texto.includes(INTRUSO));
      conferir(
        `${caminho} com Host estranho não é guardado em cache`,
        ruim.headers['cache-control'] === 'no-store',
        String(ruim.headers['cache-control']),
      );
      const limpo = await pedir(porta, { caminho });
      conferir(`${caminho} do visitante seguinte sem o Host estranho`, !limpo.texto.includes(INTRUSO));
    }
    const sitemap = await pedir(porta, { caminho: '/vagas/sitemap.xml' });
    conferir('o sitemap cita o endereço configurado', sitemap.texto.includes(`<loc>${PUBLICO}/vagas`));
  } finally {
    await banco.end();
    await stopServer(child);
    await comAdmin(`DROP DATABASE IF EXISTS ${NOME_BANCO} WITH (FORCE)`);
  }
  const falhas = verificacoes.filter((v) => !v.ok).length;
  console.log(`\n${verificacoes.length - falhas} de ${verificacoes.length} verificações passaram.`);
  if (falhas) process.exit(1);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
