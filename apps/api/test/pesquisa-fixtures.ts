// Crafted records for the tests of the search area (catalogues, clients, vacancies, candidates).
import {
  CATALOGO_ESCOLARIDADES,
  CATALOGO_IDIOMAS,
  CATALOGO_TIPOS_CONTRATACAO,
  CATALOGO_TIPOS_DEFICIENCIA,
} from '@backoffice/domain/catalogos';
import { CATALOGO_ESTAGIOS_VAGA } from '@backoffice/domain/vaga-estagio';
import { CATALOGO_SITUACOES_VAGA } from '@backoffice/domain/vaga-situacao';
import type { DbHandle } from '../src/db/client';

export const CARGOS_TESTE = {
  empilhadeira: 101,
  auxiliarAdministrativo: 102,
  eletricista: 103,
  vendedor: 104,
} as const;

/** The catalogues the search reads, with the domain's codes. */
export async function criarCatalogos(h: DbHandle): Promise<void> {
  const json = (v: unknown) => JSON.stringify(v);
  await h.query(`INSERT INTO pais (cd_pais, nm_pais) VALUES (1, 'Brasil') ON CONFLICT DO NOTHING;`);
  await h.query(
    `INSERT INTO estado (cd_uf, nm_uf, cd_pais) VALUES ('SC', 'Santa Catarina', 1), ('PR', 'Paraná', 1), ('SP', 'São Paulo', 1)
     ON CONFLICT DO NOTHING`,
  );
  await h.query(
    `INSERT INTO situacao_vaga (cd_situacao_vaga, nm_situacao_vaga, ds_situacao_vaga)
     SELECT cd, nome, descricao FROM json_to_recordset($1::json) AS x(cd int, nome text, descricao text) ON CONFLICT DO NOTHING`,
    [json(CATALOGO_SITUACOES_VAGA)],
  );
  await h.query(
    `INSERT INTO estagio_vaga (cd_estagio_vaga, nm_estagio_vaga)
     SELECT cd, nome FROM json_to_recordset($1::json) AS x(cd int, nome text) ON CONFLICT DO NOTHING`,
    [json(CATALOGO_ESTAGIOS_VAGA)],
  );
  await h.query(
    `INSERT INTO tipo_contratacao (cd_tipo_contratacao, nm_tipo_contratacao, id_tipo_contratacao)
     SELECT cd, nome, sigla FROM json_to_recordset($1::json) AS x(cd int, nome text, sigla text) ON CONFLICT DO NOTHING`,
    [json(CATALOGO_TIPOS_CONTRATACAO)],
  );
  await h.query(
    `INSERT INTO escolaridade (cd_escolaridade, nm_escolaridade)
     SELECT cd, nome FROM json_to_recordset($1::json) AS x(cd int, nome text) ON CONFLICT DO NOTHING`,
    [json(CATALOGO_ESCOLARIDADES)],
  );
  await h.query(
    `INSERT INTO idioma (cd_idioma, nm_idioma)
     SELECT cd, nome FROM json_to_recordset($1::json) AS x(cd int, nome text) ON CONFLICT DO NOTHING`,
    [json(CATALOGO_IDIOMAS)],
  );
  await h.query(
    `INSERT INTO tipo_deficiencia (cd_tipo_deficiencia, nm_tipo_deficiencia)
     SELECT cd, nome FROM json_to_recordset($1::json) AS x(cd int, nome text) ON CONFLICT DO NOTHING`,
    [json(CATALOGO_TIPOS_DEFICIENCIA)],
  );
  await h.query(
    `INSERT INTO cargo (cd_cargo, nm_cargo) VALUES
       (${CARGOS_TESTE.empilhadeira}, 'Operador de Empilhadeira'),
       (${CARGOS_TESTE.auxiliarAdministrativo}, 'Auxiliar Administrativo'),
       (${CARGOS_TESTE.eletricista}, 'Eletricista'),
       (${CARGOS_TESTE.vendedor}, 'Vendedor')
     ON CONFLICT DO NOTHING`,
  );
}

let sequencia = 0;

/** A client company (pessoa + cliente) of unit 1. */
export async function criarCliente(h: DbHandle, nome = 'Cliente de Teste'): Promise<number> {
  const [p] = await h.query<{ cd_pessoa: number }>(
    `INSERT INTO pessoa (nm_pessoa, id_tipo_pessoa) VALUES ($1, 'J') RETURNING cd_pessoa`,
    [nome],
  );
  await h.query(`INSERT INTO cliente (cd_pessoa, cd_empresa) VALUES ($1, 1)`, [p.cd_pessoa]);
  return Number(p.cd_pessoa);
}

export interface DadosVaga {
  cliente: number;
  situacao?: number;
  /** cd_pessoa of the analyst. */
  analista?: number | null;
  dt_abertura?: string;
  dt_prorrogacao?: string | null;
  cd_cargo?: number | null;
  cd_empresa?: number;
}

/** A requisition with one vacancy; answers both numbers. */
export async function criarVaga(
  h: DbHandle,
  d: DadosVaga,
): Promise<{ nr_vaga: number; nr_requisicao: number }> {
  const [r] = await h.query<{ nr_requisicao: number }>(
    `INSERT INTO requisicao (cd_pessoa_cliente, cd_empresa, dt_requisicao) VALUES ($1, $2, current_date)
     RETURNING nr_requisicao`,
    [d.cliente, d.cd_empresa ?? 1],
  );
  const [v] = await h.query<{ nr_vaga: number }>(
    `INSERT INTO vaga (nr_requisicao, cd_empresa, cd_pessoa_cliente, cd_empresa_cliente, cd_tipo_contratacao,
                       cd_situacao_vaga, cd_pessoa_analista, dt_abertura, dt_prorrogacao, cd_cargo)
     VALUES ($1, $2, $3, $2, 1, $4, $5, $6, $7, $8) RETURNING nr_vaga`,
    [
      r.nr_requisicao,
      d.cd_empresa ?? 1,
      d.cliente,
      d.situacao ?? 1,
      d.analista ?? null,
      d.dt_abertura ?? new Date().toISOString().slice(0, 10),
      d.dt_prorrogacao ?? null,
      d.cd_cargo ?? null,
    ],
  );
  return { nr_vaga: Number(v.nr_vaga), nr_requisicao: Number(r.nr_requisicao) };
}

export interface DadosCandidato {
  nome?: string;
  /** Free text of the resume (experience description). */
  texto?: string;
  empregos?: { empresa: string; cargo: string; descricao?: string }[];
  cursos?: string[];
  cargos?: { cd_cargo: number; anos: number }[];
  idiomas?: { cd: number; leitura: number; escrita: number; fala: number }[];
  deficiencias?: number[];
  cd_uf?: string;
  nm_cidade?: string;
  nm_bairro?: string;
  cd_empresa?: number;
  id_sexo?: 'F' | 'M';
  id_estado_civil?: string;
  dt_nascimento?: string;
  nr_peso?: number;
  nr_altura?: number;
  pretensao_salarial?: number;
  cd_escolaridade?: number;
  id_cursando?: 'S' | 'N';
  id_primeiro_emprego?: 'S' | 'N';
  id_fumante?: 'S' | 'N';
  possui_veiculo?: 'S' | 'N';
  cd_habilitacao_cat?: string;
  turnos?: (
    | 'id_turno_normal'
    | 'id_turno_matutino'
    | 'id_turno_vespertino'
    | 'id_turno_noturno'
    | 'id_revezamento'
  )[];
  id_bloqueado?: 'S' | 'N';
  dt_inativo?: string;
  id_destaque?: 'S' | 'N';
  nr_telefone_cel?: string;
  /** Last update, days ago (default 1). */
  diasAlterado?: number;
  /** Hours further back than diasAlterado (negative: more recent). */
  horasAlterado?: number;
  /** Record creation, days ago (default 400). */
  diasCriado?: number;
}

/** A candidate with its child rows and search data (atualizar_pesquisa_candidato). Answers cd_pessoa. */
export async function criarCandidato(h: DbHandle, d: DadosCandidato = {}): Promise<number> {
  sequencia += 1;
  const [p] = await h.query<{ cd_pessoa: number }>(
    `INSERT INTO pessoa (nm_pessoa) VALUES ($1) RETURNING cd_pessoa`,
    [d.nome ?? `Candidato ${sequencia}`],
  );
  const cd = Number(p.cd_pessoa);
  const turnos = new Set(d.turnos ?? []);
  const t = (c: string) => (turnos.has(c as never) ? 'S' : 'N');
  await h.query(
    `INSERT INTO candidato (cd_pessoa, cd_empresa, cd_uf, nm_cidade, nm_bairro, cd_pais, id_sexo, id_estado_civil,
        dt_nascimento, nr_peso, nr_altura, pretensao_salarial, cd_escolaridade, id_cursando, id_primeiro_emprego,
        id_fumante, possui_veiculo, cd_habilitacao_cat, id_turno_normal, id_turno_matutino, id_turno_vespertino,
        id_turno_noturno, id_revezamento, id_bloqueado, dt_inativo, id_destaque, id_possue_deficiencia,
        ds_experiencia_profissional, nr_telefone_cel, criado_em, alterado_em)
     VALUES ($1, $2, $3, $4, $5, 1, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22,
        $23, $24, $25, $26, $27, $28, now() - make_interval(days => $29::int),
        now() - make_interval(days => $30::int) - make_interval(secs => $31::int))`,
    [
      cd,
      d.cd_empresa ?? 1,
      d.cd_uf ?? 'SC',
      d.nm_cidade ?? 'Joinville',
      d.nm_bairro ?? 'Centro',
      d.id_sexo ?? 'F',
      d.id_estado_civil ?? 'S',
      d.dt_nascimento ?? '1995-05-10',
      d.nr_peso ?? 70,
      d.nr_altura ?? 1.7,
      d.pretensao_salarial ?? 2500,
      d.cd_escolaridade ?? 5,
      d.id_cursando ?? 'N',
      d.id_primeiro_emprego ?? 'N',
      d.id_fumante ?? 'N',
      d.possui_veiculo ?? 'N',
      d.cd_habilitacao_cat ?? null,
      t('id_turno_normal'),
      t('id_turno_matutino'),
      t('id_turno_vespertino'),
      t('id_turno_noturno'),
      t('id_revezamento'),
      d.id_bloqueado ?? 'N',
      d.dt_inativo ?? null,
      d.id_destaque ?? 'N',
      d.deficiencias?.length ? 'S' : 'N',
      d.texto ?? null,
      d.nr_telefone_cel ?? null,
      d.diasCriado ?? 400,
      d.diasAlterado ?? 1,
      sequencia + (d.horasAlterado ?? 0) * 3600,
    ],
  );
  for (const c of d.cargos ?? []) {
    await h.query(
      `INSERT INTO candidato_cargo (cd_pessoa_candidato, cd_cargo, nr_experiencia) VALUES ($1, $2, $3)`,
      [cd, c.cd_cargo, c.anos],
    );
  }
  for (const e of d.empregos ?? []) {
    await h.query(
      `INSERT INTO candidato_emprego (cd_pessoa_candidato, nm_pessoa_empresa, nm_cargo, dt_inicio, ds_experiencia_profissional)
       VALUES ($1, $2, $3, '2020-01-01', $4)`,
      [cd, e.empresa, e.cargo, e.descricao ?? null],
    );
  }
  for (const curso of d.cursos ?? []) {
    await h.query(
      `INSERT INTO candidato_formacao (cd_pessoa_candidato, cd_nivel, id_situacao, nm_curso) VALUES ($1, 9, 'C', $2)`,
      [cd, curso],
    );
  }
  for (const i of d.idiomas ?? []) {
    await h.query(
      `INSERT INTO candidato_idioma (cd_pessoa_candidato, cd_idioma, id_leitura, id_escrita, id_fala) VALUES ($1, $2, $3, $4, $5)`,
      [cd, i.cd, i.leitura, i.escrita, i.fala],
    );
  }
  for (const tipo of d.deficiencias ?? []) {
    await h.query(
      `INSERT INTO candidato_deficiencia (cd_pessoa_candidato, cd_tipo_deficiencia) VALUES ($1, $2)`,
      [cd, tipo],
    );
  }
  await h.query(`SELECT atualizar_pesquisa_candidato($1)`, [cd]);
  return cd;
}
