import { CATALOGO_MOTIVOS_CANCELAMENTO, CATALOGO_TIPOS_CONTRATACAO } from '@backoffice/domain/catalogos';
import { CATALOGO_ESTAGIOS_VAGA } from '@backoffice/domain/vaga-estagio';
import { CATALOGO_SITUACOES_VAGA } from '@backoffice/domain/vaga-situacao';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { candidato, cliente, requisicao, vaga } from '../src/db/schema/index';
import { criarPessoa, criarUnidade } from './factories';

/** The catalogues a vacancy needs (situations, stages, hiring types, reasons) and SC/Joinville. */
export async function criarCatalogosVaga(db: Db): Promise<void> {
  for (const s of CATALOGO_SITUACOES_VAGA) {
    await db.execute(sql`INSERT INTO situacao_vaga (cd_situacao_vaga, nm_situacao_vaga, ds_situacao_vaga)
      VALUES (${s.cd}, ${s.nome}, ${s.descricao}) ON CONFLICT DO NOTHING`);
  }
  for (const e of CATALOGO_ESTAGIOS_VAGA) {
    await db.execute(sql`INSERT INTO estagio_vaga (cd_estagio_vaga, nm_estagio_vaga) VALUES (${e.cd}, ${e.nome})
      ON CONFLICT DO NOTHING`);
  }
  for (const t of CATALOGO_TIPOS_CONTRATACAO) {
    await db.execute(sql`INSERT INTO tipo_contratacao (cd_tipo_contratacao, nm_tipo_contratacao, id_tipo_contratacao)
      VALUES (${t.cd}, ${t.nome}, ${t.sigla}) ON CONFLICT DO NOTHING`);
  }
  for (const m of CATALOGO_MOTIVOS_CANCELAMENTO) {
    await db.execute(sql`INSERT INTO motivo_cancelamento (cd_motivo_cancelamento, ds_motivo_cancelamento)
      VALUES (${m.cd}, ${m.descricao}) ON CONFLICT DO NOTHING`);
  }
  await db.execute(sql`INSERT INTO pais (cd_pais, nm_pais) VALUES (1, 'Brasil') ON CONFLICT DO NOTHING`);
  await db.execute(sql`INSERT INTO estado (cd_uf, nm_uf, cd_pais) VALUES ('SC', 'Santa Catarina', 1), ('PR', 'Paraná', 1)
    ON CONFLICT DO NOTHING`);
  await db.execute(sql`INSERT INTO cidade (cd_cidade, nm_cidade, cd_uf, cd_pais)
    VALUES (4209102, 'Joinville', 'SC', 1), (4205407, 'Florianópolis', 'SC', 1), (4106902, 'Curitiba', 'PR', 1)
    ON CONFLICT DO NOTHING`);
}

/** A client company of unit `cdEmpresa` in Joinville/SC. Returns cd_pessoa. */
export async function criarCliente(db: Db, nome = 'Metalúrgica Exemplo', cdEmpresa = 1): Promise<number> {
  await criarUnidade(db, { cd_empresa: cdEmpresa });
  const cd = await criarPessoa(db, { nm_pessoa: nome });
  await db
    .insert(cliente)
    .values({ cd_pessoa: cd, cd_empresa: cdEmpresa, nm_cidade: 'Joinville', cd_uf: 'SC' });
  return cd;
}

/** A requisition of the client. Returns nr_requisicao. */
export async function criarRequisicao(db: Db, cdCliente: number, cdEmpresa = 1): Promise<number> {
  const [r] = await db
    .insert(requisicao)
    .values({
      cd_pessoa_cliente: cdCliente,
      cd_empresa: cdEmpresa,
      cd_empresa_cliente: cdEmpresa,
      dt_requisicao: '2030-01-01',
    })
    .returning({ nr: requisicao.nr_requisicao });
  return r.nr;
}

export type DadosVaga = Partial<typeof vaga.$inferInsert>;

/** A vacancy of the requisition (open, hiring type 1, opened today unless given). Returns nr_vaga. */
export async function criarVaga(
  db: Db,
  base: { cliente: number; requisicao: number; cdEmpresa?: number },
  dados: DadosVaga = {},
): Promise<number> {
  const hoje = new Date().toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' });
  const [v] = await db
    .insert(vaga)
    .values({
      nr_requisicao: base.requisicao,
      cd_empresa: base.cdEmpresa ?? 1,
      cd_pessoa_cliente: base.cliente,
      cd_empresa_cliente: base.cdEmpresa ?? 1,
      cd_tipo_contratacao: 1,
      cd_situacao_vaga: 1,
      dt_abertura: hoje,
      ...dados,
    })
    .returning({ nr: vaga.nr_vaga });
  return v.nr;
}

/** A candidate (person + candidate row). Returns cd_pessoa. */
export async function criarCandidato(db: Db, nome = 'Candidata Exemplo'): Promise<number> {
  const cd = await criarPessoa(db, { nm_pessoa: nome });
  await db.insert(candidato).values({ cd_pessoa: cd });
  return cd;
}

/** The stored vacancy row. */
export async function lerVaga(db: Db, nrVaga: number): Promise<typeof vaga.$inferSelect> {
  const [v] = await db.select().from(vaga).where(eq(vaga.nr_vaga, nrVaga));
  return v;
}

/** History notes of a vacancy, oldest first. */
export async function notasVaga(
  db: Db,
  nrVaga: number,
): Promise<{ ds_historico: string; id_tipo: string | null }[]> {
  const r = await db.execute(
    sql`SELECT ds_historico, id_tipo FROM vaga_historico WHERE nr_vaga = ${nrVaga} ORDER BY id_historico`,
  );
  return ((r as { rows?: unknown[] }).rows ?? (r as unknown as unknown[])) as {
    ds_historico: string;
    id_tipo: string | null;
  }[];
}
