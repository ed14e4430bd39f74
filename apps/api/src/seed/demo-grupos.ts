import type { DbHandle } from '../db/client';

/** Who keeps a demo group: a demo login, or the first other analyst of a unit. */
type Dono = { login: string } | { analistaDaUnidade: number };

interface GrupoDemo {
  nome: string;
  unidade: number;
  cargo: string;
  dono: Dono;
  observacoes: string | null;
  candidatos: number;
}

const GRUPOS_DEMO: readonly GrupoDemo[] = [
  {
    nome: 'Operadores de empilhadeira - banco de talentos',
    unidade: 1,
    cargo: 'Operador de Empilhadeira',
    dono: { login: 'selecao' },
    observacoes: 'Candidatos com curso de operador válido; prioridade para experiência em câmara fria.',
    candidatos: 8,
  },
  {
    nome: 'Auxiliares de produção - turno da noite',
    unidade: 1,
    cargo: 'Auxiliar de Produção',
    dono: { login: 'selecao' },
    observacoes: 'Disponibilidade para o terceiro turno e transporte próprio.',
    candidatos: 6,
  },
  {
    nome: 'Auxiliares administrativos Jaraguá',
    unidade: 101,
    cargo: 'Auxiliar Administrativo',
    dono: { login: 'selecao' },
    observacoes: null,
    candidatos: 5,
  },
  {
    nome: 'Vendedores externos',
    unidade: 1,
    cargo: 'Vendedor Externo',
    dono: { analistaDaUnidade: 1 },
    observacoes: 'Com CNH categoria B e veículo.',
    candidatos: 4,
  },
  {
    nome: 'Soldadores Curitiba',
    unidade: 19,
    cargo: 'Soldador',
    dono: { analistaDaUnidade: 19 },
    observacoes: null,
    candidatos: 4,
  },
];

const NOTAS = [
  'Entrevistado por telefone, tem interesse em novas oportunidades.',
  'Boa comunicação; disponível para início imediato.',
  null,
  'Indicado por outro candidato da unidade.',
  'Pretensão salarial acima da média; avaliar com o cliente.',
  null,
];

/**
 * Candidate groups of the demo: a few for the selection demo login (units 1 and 101), one of another
 * analyst of unit 1 (the same grouping, so the selector sees it too) and one of unit 19. Each holds
 * available candidates who want its position, else any available ones, with a note on some.
 * Deterministic: it reads the generated data in key order; `hoje` is UTC midnight ms.
 */
export async function gerarGruposDemo(handle: DbHandle, hoje: number): Promise<void> {
  for (const [i, g] of GRUPOS_DEMO.entries()) {
    const dono =
      'login' in g.dono
        ? await handle.query<{ user_sip: number; cd_sip: number }>(
            'SELECT user_sip, cd_sip FROM usuario WHERE nm_login = $1',
            [g.dono.login],
          )
        : await handle.query<{ user_sip: number; cd_sip: number }>(
            `SELECT user_sip, cd_sip FROM usuario
              WHERE cd_unid = $1 AND id_ativo = 'S' AND nm_login NOT IN ('admin', 'selecao', 'recrutamento', 'callcenter', 'financeiro', 'marketing')
              ORDER BY cd_sip LIMIT 1`,
            [g.dono.analistaDaUnidade],
          );
    const [cargo] = await handle.query<{ cd_cargo: number }>(
      'SELECT cd_cargo FROM cargo WHERE nm_cargo = $1 ORDER BY cd_cargo LIMIT 1',
      [g.cargo],
    );
    const [unidade] = await handle.query<{ cd_empresa: number }>(
      'SELECT cd_empresa FROM empresa WHERE cd_empresa = $1',
      [g.unidade],
    );
    if (!dono[0] || !cargo || !unidade) continue;
    const criadoEm = new Date(hoje - (30 - i * 5) * 86_400_000 + 14 * 3_600_000).toISOString();
    const [grupo] = await handle.query<{ cd: number }>(
      `INSERT INTO tipo_grupo_candidato
         (nm_tipo_grupo_candidato, cd_empresa, cd_cargo, cd_pessoa_selecionador, ds_observacoes, criado_em, criado_por)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT DO NOTHING
       RETURNING cd_tipo_grupo_candidato AS cd`,
      [g.nome, g.unidade, cargo.cd_cargo, dono[0].user_sip, g.observacoes, criadoEm, dono[0].cd_sip],
    );
    if (!grupo) continue;
    await handle.query(
      `WITH disponiveis AS (
         SELECT c.cd_pessoa,
                EXISTS (SELECT 1 FROM candidato_cargo cc WHERE cc.cd_pessoa_candidato = c.cd_pessoa AND cc.cd_cargo = $2) AS quer
           FROM candidato c
          WHERE c.id_bloqueado = 'N' AND c.dt_inativo IS NULL),
       escolhidos AS (
         SELECT cd_pessoa, row_number() OVER (ORDER BY quer DESC, (cd_pessoa * 7919 + $5) % 1009, cd_pessoa) - 1 AS n
           FROM disponiveis)
       INSERT INTO grupo_candidato (cd_tipo_grupo_candidato, cd_pessoa, ds_observacoes, criado_em, criado_por)
       SELECT $1, e.cd_pessoa, ($3::text[])[1 + (e.n % cardinality($3::text[]))], $6::timestamptz + e.n * interval '1 day', $7
         FROM escolhidos e
        WHERE e.n < $4`,
      [grupo.cd, cargo.cd_cargo, NOTAS, g.candidatos, i * 13, criadoEm, dono[0].cd_sip],
    );
  }
}
