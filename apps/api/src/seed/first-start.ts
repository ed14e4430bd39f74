import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../platform/deps';
import { restaurarIndices } from './carga-candidatos';
import { carregarDemo, textoLoginsDemo } from './demo';
import { ensureReferenceData } from './reference-data';

/** Printed at a start without demo data on a database that has no user yet. */
export const TEXTO_SEM_USUARIOS =
  'Nenhum usuário cadastrado. Crie o primeiro administrador (com o servidor parado ou em outro terminal):\n' +
  '  npm run admin:criar -- --login LOGIN --nome "NOME COMPLETO" [--email E-MAIL]';

/**
 * Every start: reference data, and repair of a bulk load that was interrupted. On the first start
 * with demo data enabled (default on the embedded database) and no users yet, loads the demo and
 * prints the demo logins.
 */
export async function seedOnFirstStart(
  deps: Pick<AppDeps, 'config' | 'handle'>,
  log: FastifyBaseLogger,
): Promise<void> {
  const { handle, config } = deps;
  await ensureReferenceData(deps);
  const restaurados = await restaurarIndices(handle);
  if (restaurados) log.warn({ restaurados }, 'índices de uma carga interrompida foram recriados');

  const demo = config.DEMO_DATA ?? handle.kind === 'pglite';
  const [{ n }] = await handle.query<{ n: number }>('SELECT count(*)::int AS n FROM usuario');
  if (!demo) {
    if (n === 0) console.log(`\n${TEXTO_SEM_USUARIOS}\n`);
    return;
  }
  if (n === 0) await carregar(deps, log);
  await justificativaDemo(deps);
}

/**
 * With demo data and JUSTIFICATIVA_USUARIOS unset, the demo's admin is the one user who may justify a
 * vacancy's cancellation, so the whole situation tab can be tried out.
 */
async function justificativaDemo(deps: Pick<AppDeps, 'config' | 'handle'>): Promise<void> {
  if (deps.config.justificativaInformada) return;
  const [admin] = await deps.handle.query<{ user_sip: number }>(
    `SELECT user_sip FROM usuario WHERE nm_login = 'admin'`,
  );
  const sip = admin ? Number(admin.user_sip) : null;
  if (sip !== null && !deps.config.JUSTIFICATIVA_USUARIOS.includes(sip))
    deps.config.JUSTIFICATIVA_USUARIOS.push(sip);
}

async function carregar(deps: Pick<AppDeps, 'config' | 'handle'>, log: FastifyBaseLogger): Promise<void> {
  const { handle, config } = deps;

  const inicio = Date.now();
  log.info({ candidatos: config.DEMO_CANDIDATES }, 'carregando dados de demonstração');
  const r = await carregarDemo(handle, {
    candidatos: config.DEMO_CANDIDATES,
    senha: config.DEMO_PASSWORD,
    log: (m) => log.info(m),
  });
  log.info({ ms: Date.now() - inicio, tempos: r.tempos }, 'dados de demonstração carregados');
  console.log(`\n${textoLoginsDemo(r.logins, config.DEMO_PASSWORD, r.candidatoPortal)}\n`);
}
