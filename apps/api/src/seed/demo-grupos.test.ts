import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../test/helpers';
import { carregarDemo } from './demo';
import { ensureReferenceData } from './reference-data';

const HOJE = Date.UTC(2026, 2, 16);
let db: TestDb;

beforeAll(async () => {
  db = await createTestDb();
  await ensureReferenceData({ handle: db.handle });
  await carregarDemo(db.handle, { candidatos: 60, senha: 'segredo123', hoje: HOJE });
});
afterAll(async () => {
  await db?.drop();
});

describe('demo candidate groups', () => {
  it('gives the selection login groups in its grouping, with candidates and notes', async () => {
    const grupos = await db.handle.query<{
      nm: string;
      cd_empresa: number;
      dono: string | null;
      qt: number;
      notas: number;
    }>(
      `SELECT g.nm_tipo_grupo_candidato AS nm, g.cd_empresa, u.nm_login AS dono,
              (SELECT count(*) FROM grupo_candidato gc WHERE gc.cd_tipo_grupo_candidato = g.cd_tipo_grupo_candidato)::int AS qt,
              (SELECT count(gc.ds_observacoes) FROM grupo_candidato gc
                WHERE gc.cd_tipo_grupo_candidato = g.cd_tipo_grupo_candidato)::int AS notas
         FROM tipo_grupo_candidato g LEFT JOIN usuario u ON u.user_sip = g.cd_pessoa_selecionador
        ORDER BY g.cd_tipo_grupo_candidato`,
    );
    expect(grupos).toHaveLength(5);
    const daSelecao = grupos.filter((g) => g.dono === 'selecao');
    expect(daSelecao.map((g) => g.cd_empresa).sort()).toEqual([1, 1, 101]);
    expect(grupos.filter((g) => g.dono !== 'selecao').map((g) => g.cd_empresa)).toEqual([1, 19]);
    for (const g of grupos) {
      expect(g.qt, g.nm).toBeGreaterThanOrEqual(4);
      expect(g.notas, g.nm).toBeGreaterThan(0);
    }
  });

  it('adds only available candidates, dated after their group and not after the demo’s day', async () => {
    const [r] = await db.handle.query<{ indisponiveis: number; antes: number; futuro: number }>(
      `SELECT count(*) FILTER (WHERE c.id_bloqueado <> 'N' OR c.dt_inativo IS NOT NULL)::int AS indisponiveis,
              count(*) FILTER (WHERE gc.criado_em < g.criado_em)::int AS antes,
              count(*) FILTER (WHERE gc.criado_em > $1::timestamptz)::int AS futuro
         FROM grupo_candidato gc
         JOIN candidato c ON c.cd_pessoa = gc.cd_pessoa
         JOIN tipo_grupo_candidato g ON g.cd_tipo_grupo_candidato = gc.cd_tipo_grupo_candidato`,
      [new Date(HOJE + 86_400_000).toISOString()],
    );
    expect(r).toEqual({ indisponiveis: 0, antes: 0, futuro: 0 });
  });
});
