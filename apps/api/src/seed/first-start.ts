import { type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { consultar } from '../db/client';
import { registrarAuditoria } from '../modules/usuario/usuario.entry';
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
 * prints the demo logins. Then the per-user flags' first defaults (marcasIniciais).
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
  if (!demo && n === 0) console.log(`\n${TEXTO_SEM_USUARIOS}\n`);
  if (demo && n === 0) await carregar(deps, log);
  await marcasIniciais(deps, demo, log);
}

/**
 * The per-user flags (Administração › Usuários) start from the environment. At a start where no
 * user has the Help Desk flag, the user whose login is HELP_DESK_USER (default 'admin', compared
 * without case) gets it; where no user may justify cancellations, the users whose person codes
 * JUSTIFICATIVA_USUARIOS lists may; with demo data and that variable unset, the demo's admin may, so
 * the whole situation tab can be tried out. Each flag set is in the user's trail (author: none).
 */
export async function marcasIniciais(
  deps: Pick<AppDeps, 'config' | 'handle'>,
  demo: boolean,
  log: FastifyBaseLogger,
): Promise<void> {
  const { handle, config } = deps;
  const [tem] = await handle.query<{ help: boolean; justifica: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM usuario WHERE id_help_desk = 'S') AS help,
            EXISTS (SELECT 1 FROM usuario WHERE id_justifica_cancelamento = 'S') AS justifica`,
  );
  // each flag set is written to the administrative trail in the same transaction
  const marcar = (coluna: 'id_help_desk' | 'id_justifica_cancelamento', filtro: SQL) =>
    handle.db.transaction(async (tx) => {
      const c = sql.raw(coluna);
      const r = await consultar<{ user_sip: number }>(
        tx,
        sql`UPDATE usuario SET ${c} = 'S' WHERE ${filtro} AND ${c} <> 'S' RETURNING user_sip`,
      );
      for (const { user_sip } of r)
        await registrarAuditoria(tx, {
          autor: null,
          entidade: 'usuario',
          chave: user_sip,
          acao: 'alterar',
          antes: { [coluna]: 'N' },
          depois: { [coluna]: 'S' },
        });
      if (r.length)
        log.info({ coluna, usuarios: r.map((x) => Number(x.user_sip)) }, 'marca inicial de usuário');
    });
  const loginHelpDesk = config.HELP_DESK_USER.trim();
  if (!tem?.help && loginHelpDesk)
    await marcar('id_help_desk', sql`lower(nm_login) = lower(${loginHelpDesk})`);
  if (!tem?.justifica) {
    if (config.JUSTIFICATIVA_USUARIOS.length)
      await marcar(
        'id_justifica_cancelamento',
        sql`user_sip = ANY(${`{${config.JUSTIFICATIVA_USUARIOS.join(',')}}`}::bigint[])`,
      );
    else if (demo && !config.justificativaInformada)
      await marcar('id_justifica_cancelamento', sql`nm_login = 'admin'`);
  }
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
