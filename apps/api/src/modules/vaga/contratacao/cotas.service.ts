import type { CotasClienteResposta } from '@backoffice/domain/contratacao';
import { cotaPcd, faixaAprendiz } from '@backoffice/domain/contratacao-regras';
import { SITUACOES_ABERTAS_PRAZO } from '@backoffice/domain/vaga-situacao';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../../db/client';
import { consultar } from '../../../db/client';
import { notFound } from '../../../platform/errors';
import { tabelasCandidato } from '../../candidato/candidato.tabelas';
import { tabelasCliente } from '../../cliente/cliente.tabelas';

/** What the quotas are computed from, per client: read from the data each time (no stored counter). */
interface BaseCota {
  cd: number;
  nome: string | null;
  funcionarios: number | null;
  simples: boolean;
  pcd: number;
  aprendizes: number;
  pcd_em_processo: number;
}

/** The clients' names in pt-BR order (one collator: `localeCompare` with a locale builds one per call). */
const ordemNomes = new Intl.Collator('pt-BR');

const abertas = sql.join(
  SITUACOES_ABERTAS_PRAZO.map((s) => sql`${s}`),
  sql`, `,
);

/**
 * The quota base of the clients `filtro` selects (on cl, the client row). Set-based, one grouped
 * pass per figure over the selected clients instead of one lookup per client: the active placements
 * of candidates with a disability (read from the candidates with a disability, a few among all),
 * the active apprentices, and the candidates with a disability pending in the open vacancies.
 * Migration 0042's partial indexes hold each pass (decision in docs/contratacoes.md, Quotas).
 */
function baseDasCotas(filtro: SQL): SQL {
  return sql`
    SELECT cl.cd_pessoa::float8 AS cd, coalesce(p.nm_apelido, p.nm_pessoa) AS nome,
           cl.qt_funcionarios AS funcionarios, coalesce(cl.id_optante_simples_nac = 'S', false) AS simples,
           coalesce(pcd.n, 0)::int AS pcd, coalesce(apr.n, 0)::int AS aprendizes,
           coalesce(pr.n, 0)::int AS pcd_em_processo
      FROM ${tabelasCliente.cliente('cl')}
      JOIN ${tabelasCandidato.pessoa('p')} ON p.cd_pessoa = cl.cd_pessoa
      LEFT JOIN (
        SELECT x.cd_pessoa_cliente AS cd, count(*) AS n
          FROM ${tabelasCandidato.candidato('c')}
          JOIN contratacao x ON x.cd_pessoa_candidato = c.cd_pessoa AND x.id_situacao = 'A'
          JOIN ${tabelasCliente.cliente('cl')} ON cl.cd_pessoa = x.cd_pessoa_cliente
         WHERE c.id_possue_deficiencia = 'S' AND ${filtro}
         GROUP BY x.cd_pessoa_cliente) pcd ON pcd.cd = cl.cd_pessoa
      LEFT JOIN (
        SELECT x.cd_pessoa_cliente AS cd, count(*) AS n
          FROM ${tabelasCliente.cliente('cl')}
          JOIN contratacao x ON x.cd_pessoa_cliente = cl.cd_pessoa AND x.id_situacao = 'A' AND x.id_aprendiz = 'S'
         WHERE ${filtro}
         GROUP BY x.cd_pessoa_cliente) apr ON apr.cd = cl.cd_pessoa
      LEFT JOIN (
        SELECT v.cd_pessoa_cliente AS cd, count(DISTINCT vc.cd_pessoa_candidato) AS n
          FROM ${tabelasCandidato.candidato('c')}
          JOIN vaga_candidato vc ON vc.cd_pessoa_candidato = c.cd_pessoa AND vc.id_situacao IS NULL
          JOIN vaga v ON v.nr_vaga = vc.nr_vaga AND v.cd_situacao_vaga IN (${abertas})
          JOIN ${tabelasCliente.cliente('cl')} ON cl.cd_pessoa = v.cd_pessoa_cliente
         WHERE c.id_possue_deficiencia = 'S' AND ${filtro}
         GROUP BY v.cd_pessoa_cliente) pr ON pr.cd = cl.cd_pessoa
     WHERE ${filtro}`;
}

function paraCota(b: BaseCota): CotasClienteResposta {
  const pcd = cotaPcd(b.funcionarios);
  const aprendiz = faixaAprendiz(b.funcionarios, b.simples);
  return {
    QT_FUNCIONARIOS: b.funcionarios,
    PC_COTA_PCD: pcd.percentual,
    QT_COTA_PCD: pcd.quantidade,
    QT_PCD_CONTRATADOS: b.pcd,
    QT_APRENDIZ_MIN: aprendiz.minimo,
    QT_APRENDIZ_MAX: aprendiz.maximo,
    QT_APRENDIZES_CONTRATADOS: b.aprendizes,
    ID_APRENDIZ_DISPENSADO: aprendiz.dispensada ? 'S' : 'N',
    QT_FALTA_PCD: Math.max(0, pcd.quantidade - b.pcd),
    QT_FALTA_APRENDIZ: Math.max(0, aprendiz.minimo - b.aprendizes),
    QT_PCD_EM_PROCESSO: b.pcd_em_processo,
  };
}

/** GET /clientes/:cd_pessoa/cotas (404 for an unknown client). */
export async function cotasDoCliente(ex: Executor, cdPessoa: number): Promise<CotasClienteResposta> {
  const [b] = await consultar<BaseCota>(ex, baseDasCotas(sql`cl.cd_pessoa = ${cdPessoa}`));
  if (!b) throw notFound('Cliente não encontrado.');
  return paraCota(b);
}

/**
 * GET /cotas: every client of a unit (all units when none), those with a gap first, and the sums.
 * One backend runs the passes: parallel workers cost more to start and gather than they save on
 * these few thousand groups (bench/cotas.mjs: p50 from 87 to 44 ms on two cores).
 */
export async function cotasDaUnidade(db: Db, cdUnidade: number | null, soComFalta: boolean) {
  const filtro = cdUnidade === null ? sql`true` : sql`cl.cd_empresa = ${cdUnidade}`;
  const base = await db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL max_parallel_workers_per_gather = 0`);
    return consultar<BaseCota>(tx, baseDasCotas(filtro));
  });
  const clientes = base
    .map((b) => ({ CD_PESSOA_CLIENTE: b.cd, NM_CLIENTE: b.nome, ...paraCota(b) }))
    .filter((c) => !soComFalta || c.QT_FALTA_PCD > 0 || c.QT_FALTA_APRENDIZ > 0)
    .sort(
      (a, b) =>
        b.QT_FALTA_PCD + b.QT_FALTA_APRENDIZ - (a.QT_FALTA_PCD + a.QT_FALTA_APRENDIZ) ||
        ordemNomes.compare(a.NM_CLIENTE ?? '', b.NM_CLIENTE ?? ''),
    );
  const soma = (k: keyof CotasClienteResposta) => clientes.reduce((t, c) => t + Number(c[k] ?? 0), 0);
  return {
    clientes,
    total: {
      QT_COTA_PCD: soma('QT_COTA_PCD'),
      QT_PCD_CONTRATADOS: soma('QT_PCD_CONTRATADOS'),
      QT_APRENDIZ_MIN: soma('QT_APRENDIZ_MIN'),
      QT_APRENDIZ_MAX: soma('QT_APRENDIZ_MAX'),
      QT_APRENDIZES_CONTRATADOS: soma('QT_APRENDIZES_CONTRATADOS'),
      QT_FALTA_PCD: soma('QT_FALTA_PCD'),
      QT_FALTA_APRENDIZ: soma('QT_FALTA_APRENDIZ'),
      QT_PCD_EM_PROCESSO: soma('QT_PCD_EM_PROCESSO'),
    },
  };
}
