import type { UsuarioSessao } from '@backoffice/domain/auth';
import { ESTADOS_CIVIS, NIVEIS_FORMACAO } from '@backoffice/domain/catalogos';
import {
  type CargoCandidato,
  type ConfiguracaoCurriculo,
  type DeficienciaCandidato,
  type EmpregoCandidato,
  LIMITES_CURRICULO,
  MENSAGENS_CURRICULO as M,
} from '@backoffice/domain/curriculo';
import { MENSAGENS } from '@backoffice/domain/mensagens';
import { textoDeHtml } from '@backoffice/domain/texto-html';
import { ESTAGIO_VAGA } from '@backoffice/domain/vaga-estagio';
import { dataNegocio } from '@backoffice/domain/vaga-prazo';
import { vagaCongelada } from '@backoffice/domain/vaga-situacao';
import { sql } from 'drizzle-orm';
import { type Executor, linhas } from '../../../db/client';
import { num } from '../../../db/linha';
import type { AppDeps } from '../../../platform/deps';
import { badRequest, conflict, notFound } from '../../../platform/errors';
import { tabelasCatalogo, unidadeTemFlag } from '../../catalogo/catalogo.tabelas';
import { tabelasCliente } from '../../cliente/cliente.tabelas';
import { tabelasUsuario } from '../../usuario/usuario.tabelas';
import { relacionarNaTransacao } from '../../vaga/vaga.entry';
import { tabelasVaga, vagaComo } from '../../vaga/vaga.tabelas';
import { type DadosCurriculo, renderizarCurriculo, renderizarEncaminhamento } from './curriculo-pdf';

const txt = (v: unknown) => (v === null || v === undefined || v === '' ? null : String(v));

async function exigirCandidato(exec: Executor, cdPessoa: number): Promise<void> {
  const [c] = linhas(await exec.execute(sql`SELECT 1 FROM candidato WHERE cd_pessoa = ${cdPessoa}`));
  if (!c) throw notFound(M.candidatoNaoEncontrado);
}

/** GET candidato/nome/{cd}: the candidate's name and disability flag (spec 002 §7). */
export async function nomeDoCandidato(
  deps: AppDeps,
  cdPessoa: number,
): Promise<{ NM_PESSOA: string; ID_POSSUE_DEFICIENCIA: 'S' | 'N' }> {
  const [r] = linhas<{ nm_pessoa: string; id_possue_deficiencia: string }>(
    await deps.db.execute(sql`SELECT p.nm_pessoa, c.id_possue_deficiencia FROM candidato c
      JOIN pessoa p ON p.cd_pessoa = c.cd_pessoa WHERE c.cd_pessoa = ${cdPessoa}`),
  );
  if (!r) throw notFound(M.candidatoNaoEncontrado);
  return { NM_PESSOA: r.nm_pessoa, ID_POSSUE_DEFICIENCIA: r.id_possue_deficiencia === 'S' ? 'S' : 'N' };
}

/** GET candidato/cargos/{id}: desired positions, by name. */
export async function cargosDoCandidato(deps: AppDeps, cdPessoa: number): Promise<CargoCandidato[]> {
  await exigirCandidato(deps.db, cdPessoa);
  const r = linhas<Record<string, unknown>>(
    await deps.db.execute(sql`
      SELECT cc.cd_cargo, c.nm_cargo, cc.nr_experiencia::float8 AS nr_experiencia
        FROM candidato_cargo cc JOIN ${tabelasCatalogo.cargo('c')} ON c.cd_cargo = cc.cd_cargo
       WHERE cc.cd_pessoa_candidato = ${cdPessoa} ORDER BY c.nm_cargo`),
  );
  return r.map((x) => ({
    CD_CARGO: Number(x.cd_cargo),
    NM_CARGO: String(x.nm_cargo),
    NR_EXPERIENCIA: Number(x.nr_experiencia),
  }));
}

/** GET candidato/empregos/{id}: the 10 most recent. */
export async function empregosDoCandidato(
  deps: AppDeps,
  cdPessoa: number,
  todos = false,
): Promise<EmpregoCandidato[]> {
  await exigirCandidato(deps.db, cdPessoa);
  const r = linhas<Record<string, unknown>>(
    await deps.db.execute(sql`
      SELECT nr_sequencia, nm_pessoa_empresa, nm_cargo, to_char(dt_inicio, 'YYYY-MM-DD') AS dt_inicio,
             to_char(dt_fim, 'YYYY-MM-DD') AS dt_fim, vl_ultimo_salario::float8 AS vl_ultimo_salario,
             ds_motivo_saida, ds_experiencia_profissional
        FROM candidato_emprego WHERE cd_pessoa_candidato = ${cdPessoa}
       ORDER BY dt_fim DESC NULLS FIRST, dt_inicio DESC, nr_sequencia DESC
       LIMIT ${todos ? 100 : LIMITES_CURRICULO.maxEmpregos}`),
  );
  return r.map((x) => ({
    NR_SEQUENCIA: Number(x.nr_sequencia),
    NM_PESSOA_EMPRESA: String(x.nm_pessoa_empresa),
    NM_CARGO: String(x.nm_cargo),
    DT_INICIO: String(x.dt_inicio),
    DT_FIM: txt(x.dt_fim),
    VL_ULTIMO_SALARIO: x.vl_ultimo_salario === null ? null : Number(x.vl_ultimo_salario),
    DS_MOTIVO_SAIDA: txt(x.ds_motivo_saida),
    DS_EXPERIENCIA_PROFISSIONAL: txt(x.ds_experiencia_profissional),
  }));
}

/** GET candidato/deficiencias/{id}: the 10 most recent active records. */
export async function deficienciasDoCandidato(
  deps: AppDeps,
  cdPessoa: number,
): Promise<DeficienciaCandidato[]> {
  await exigirCandidato(deps.db, cdPessoa);
  const r = linhas<Record<string, unknown>>(
    await deps.db.execute(sql`
      SELECT d.id_cid_candidato, t.nm_tipo_deficiencia, d.cd_cid,
             to_char(d.criado_em AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS criado_em
        FROM candidato_deficiencia d JOIN ${tabelasCatalogo.tipo_deficiencia('t')} ON t.cd_tipo_deficiencia = d.cd_tipo_deficiencia
       WHERE d.cd_pessoa_candidato = ${cdPessoa} AND d.id_status = 'A'
       ORDER BY d.criado_em DESC, d.id_cid_candidato DESC
       LIMIT ${LIMITES_CURRICULO.maxDeficiencias}`),
  );
  return r.map((x) => ({
    ID_CID_CANDIDATO: Number(x.id_cid_candidato),
    NM_TIPO_DEFICIENCIA: String(x.nm_tipo_deficiencia),
    CD_CID: txt(x.cd_cid),
    CRIADO_EM: String(x.criado_em),
  }));
}

interface Relacao {
  cd_situacao_vaga: number;
  nm_cargo_vaga: string | null;
  nm_cliente: string | null;
  cd_estagio_vaga: number | null;
  id_situacao: string | null;
}

/** The vacancy (locked) and the candidate's relation to it; 404 / 409 frozen. */
async function vagaERelacao(tx: Executor, nrVaga: number, cdPessoa: number): Promise<Relacao> {
  const [v] = linhas<Record<string, unknown>>(
    await tx.execute(sql`
      SELECT v.cd_situacao_vaga, cg.nm_cargo, coalesce(nullif(cl.nm_apelido, ''), cl.nm_pessoa) AS nm_cliente
        FROM ${vagaComo('v')} LEFT JOIN ${tabelasCatalogo.cargo('cg')} ON cg.cd_cargo = v.cd_cargo LEFT JOIN pessoa cl ON cl.cd_pessoa = v.cd_pessoa_cliente
       WHERE v.nr_vaga = ${nrVaga} FOR UPDATE OF v`),
  );
  if (!v) throw notFound(M.vagaNaoEncontrada);
  await exigirCandidato(tx, cdPessoa);
  if (vagaCongelada(Number(v.cd_situacao_vaga))) throw conflict(MENSAGENS.vagaCongelada);
  const [r] = linhas<Record<string, unknown>>(
    await tx.execute(sql`SELECT cd_estagio_vaga, id_situacao FROM ${tabelasVaga.vaga_candidato('vaga_candidato')}
      WHERE nr_vaga = ${nrVaga} AND cd_pessoa_candidato = ${cdPessoa}`),
  );
  return {
    cd_situacao_vaga: Number(v.cd_situacao_vaga),
    nm_cargo_vaga: txt(v.nm_cargo),
    nm_cliente: txt(v.nm_cliente),
    cd_estagio_vaga: r ? Number(r.cd_estagio_vaga) : null,
    id_situacao: r ? txt(r.id_situacao) : null,
  };
}

const TURNOS: [string, string][] = [
  ['id_turno_normal', 'Normal'],
  ['id_turno_matutino', 'Matutino'],
  ['id_turno_vespertino', 'Vespertino'],
  ['id_turno_noturno', 'Noturno'],
  ['id_revezamento', 'Revezamento'],
];
const SITUACOES_FORMACAO: Record<string, string> = {
  C: 'Concluído',
  T: 'Trancado',
  A: 'Cursando',
  D: 'Desistente',
};

async function lerDados(tx: Executor, cdPessoa: number, c: ConfiguracaoCurriculo, nrVaga: number) {
  const [p] = linhas<Record<string, unknown>>(
    await tx.execute(sql`
      SELECT p.nm_pessoa, p.ds_email, p.nr_documento_cpf, c.*, to_char(c.dt_nascimento, 'YYYY-MM-DD') AS nascimento,
             date_part('year', age(${dataNegocio()}::date, c.dt_nascimento))::int AS idade,
             c.pretensao_salarial::float8 AS pretensao, e.nm_escolaridade
        FROM candidato c JOIN pessoa p ON p.cd_pessoa = c.cd_pessoa
        LEFT JOIN ${tabelasCatalogo.escolaridade('e')} ON e.cd_escolaridade = c.cd_escolaridade
       WHERE c.cd_pessoa = ${cdPessoa}`),
  );
  const cargos = linhas<Record<string, unknown>>(
    await tx.execute(sql`SELECT cg.nm_cargo, cc.nr_experiencia::float8 AS nr_experiencia
      FROM candidato_cargo cc JOIN ${tabelasCatalogo.cargo('cg')} ON cg.cd_cargo = cc.cd_cargo
     WHERE cc.cd_pessoa_candidato = ${cdPessoa} ORDER BY cg.nm_cargo`),
  );
  const formacoes = linhas<Record<string, unknown>>(
    await tx.execute(sql`SELECT cd_nivel, id_situacao, nm_curso, nm_pessoa_estab_ensino FROM candidato_formacao
     WHERE cd_pessoa_candidato = ${cdPessoa} ORDER BY cd_nivel DESC, nr_sequencia`),
  );
  const empregos = c.empregos.length
    ? linhas<Record<string, unknown>>(
        await tx.execute(sql`
          SELECT nr_sequencia, cd_pessoa_candidato, nm_pessoa_empresa, nm_cargo, to_char(dt_inicio, 'YYYY-MM-DD') AS dt_inicio,
                 to_char(dt_fim, 'YYYY-MM-DD') AS dt_fim, vl_ultimo_salario::float8 AS vl_ultimo_salario, ds_motivo_saida
            FROM candidato_emprego
           WHERE nr_sequencia IN (${sql.join(
             c.empregos.map((n) => sql`${n}`),
             sql`, `,
           )})
           ORDER BY dt_fim DESC NULLS FIRST, dt_inicio DESC`),
      )
    : [];
  if (
    empregos.length !== new Set(c.empregos).size ||
    empregos.some((e) => Number(e.cd_pessoa_candidato) !== cdPessoa)
  )
    throw badRequest(M.empregoDeOutro);
  const deficiencias = c.deficiencias.length
    ? linhas<Record<string, unknown>>(
        await tx.execute(sql`
          SELECT d.id_cid_candidato, d.cd_pessoa_candidato, t.nm_tipo_deficiencia, d.cd_cid
            FROM candidato_deficiencia d JOIN ${tabelasCatalogo.tipo_deficiencia('t')} ON t.cd_tipo_deficiencia = d.cd_tipo_deficiencia
           WHERE d.id_cid_candidato IN (${sql.join(
             c.deficiencias.map((n) => sql`${n}`),
             sql`, `,
           )})`),
      )
    : [];
  if (
    deficiencias.length !== new Set(c.deficiencias).size ||
    deficiencias.some((e) => Number(e.cd_pessoa_candidato) !== cdPessoa)
  )
    throw badRequest(M.deficienciaDeOutra);
  let cargoEscolhido: string | null = null;
  if (c.cd_cargo != null) {
    const [cg] = linhas<{ nm_cargo: string }>(
      await tx.execute(sql`SELECT cg.nm_cargo FROM candidato_cargo cc JOIN ${tabelasCatalogo.cargo('cg')} ON cg.cd_cargo = cc.cd_cargo
        WHERE cc.cd_pessoa_candidato = ${cdPessoa} AND cc.cd_cargo = ${c.cd_cargo}`),
    );
    if (!cg) throw badRequest(M.cargoDeOutro);
    cargoEscolhido = cg.nm_cargo;
  }
  const pareceres =
    c.emite_parecer === 'S'
      ? linhas<Record<string, unknown>>(
          await tx.execute(sql`
            SELECT to_char(h.dt_historico AT TIME ZONE 'America/Sao_Paulo', 'YYYY-MM-DD') AS data, h.ds_historico,
                   u.apelido
              FROM candidato_historico h LEFT JOIN ${tabelasUsuario.usuario('u')} ON u.cd_sip = h.cd_usuario
             WHERE h.cd_pessoa_candidato = ${cdPessoa} AND h.id_tipo IS NULL
               AND (h.nr_vaga IS NULL OR h.nr_vaga = ${nrVaga})
             ORDER BY h.dt_historico DESC LIMIT 3`),
        )
      : [];

  const estadoCivil = ESTADOS_CIVIS.find((e) => e.id === p.id_estado_civil)?.nome ?? null;
  const dados: DadosCurriculo = {
    cd_pessoa: cdPessoa,
    nm_pessoa: String(p.nm_pessoa),
    ds_email: txt(p.ds_email),
    telefones: [p.nr_telefone_cel, p.nr_telefone_res, p.nr_telefone_rec]
      .map(txt)
      .filter((t): t is string => !!t),
    nr_documento_cpf: txt(p.nr_documento_cpf),
    nr_documento_rg: txt(p.nr_documento_rg),
    nr_documento_pis: txt(p.nr_documento_pis),
    nr_documento_ctps: txt(p.nr_documento_ctps),
    dt_nascimento: txt(p.nascimento),
    idade: num(p.idade),
    sexo: p.id_sexo === 'M' ? 'Masculino' : p.id_sexo === 'F' ? 'Feminino' : null,
    estado_civil: estadoCivil,
    cidade: p.nm_cidade ? `${p.nm_cidade}${p.cd_uf ? `/${p.cd_uf}` : ''}` : null,
    nm_bairro: txt(p.nm_bairro),
    escolaridade: txt(p.nm_escolaridade),
    perfil: txt(p.ds_experiencia_profissional),
    cargos: cargos.map((x) => ({ nm_cargo: String(x.nm_cargo), nr_experiencia: Number(x.nr_experiencia) })),
    uniforme: {
      camisa: txt(p.id_tamanho_camisa),
      calca: txt(p.id_tamanho_calca),
      calcado: num(p.nr_calcado),
    },
    turnos: TURNOS.filter(([col]) => p[col] === 'S').map(([, nome]) => nome),
    pretensao_salarial: num(p.pretensao),
    formacoes: formacoes.map((f) => ({
      curso: txt(f.nm_curso) ?? NIVEIS_FORMACAO.find((n) => n.cd === Number(f.cd_nivel))?.nome ?? 'Curso',
      instituicao: txt(f.nm_pessoa_estab_ensino),
      situacao: SITUACOES_FORMACAO[String(f.id_situacao)] ?? String(f.id_situacao),
    })),
    empregos: empregos.map((e) => ({
      nm_pessoa_empresa: String(e.nm_pessoa_empresa),
      nm_cargo: String(e.nm_cargo),
      dt_inicio: String(e.dt_inicio),
      dt_fim: txt(e.dt_fim),
      vl_ultimo_salario: num(e.vl_ultimo_salario),
      ds_motivo_saida: txt(e.ds_motivo_saida),
    })),
    deficiencias: deficiencias.map((x) => ({
      nm_tipo: String(x.nm_tipo_deficiencia),
      cd_cid: txt(x.cd_cid),
    })),
    pareceres: pareceres.map((x) => ({
      data: String(x.data),
      texto: textoDeHtml(String(x.ds_historico)),
      usuario: txt(x.apelido),
    })),
    tem_foto: Boolean(p.ds_foto_candidato),
  };
  return { dados, cargoEscolhido };
}

/**
 * POST candidato/curriculo/{nrVaga}/{cdPessoa}: the resume PDF with the panel's settings. A related
 * candidate below stage 4 moves to 4 (currículo enviado, with its note) in the same transaction; a
 * frozen vacancy refuses (409); layout 2 only for users of a unit whose id_layout_curriculo_2 is 'S' (400).
 */
export async function gerarCurriculo(
  deps: AppDeps,
  usuario: UsuarioSessao,
  nrVaga: number,
  cdPessoa: number,
  c: ConfiguracaoCurriculo,
): Promise<Buffer> {
  if (c.mostrar_layout === 2 && !(await unidadeTemFlag(deps.db, usuario.cd_unid, 'id_layout_curriculo_2')))
    throw badRequest(M.layout2Unidade);
  return deps.db.transaction(async (tx) => {
    const rel = await vagaERelacao(tx, nrVaga, cdPessoa);
    if (rel.cd_estagio_vaga === null) throw conflict(M.candidatoNaoRelacionado);
    const { dados, cargoEscolhido } = await lerDados(tx, cdPessoa, c, nrVaga);
    if (rel.cd_estagio_vaga < ESTAGIO_VAGA.CURRICULO_ENVIADO) {
      await relacionarNaTransacao(tx, usuario, {
        cd_pessoa_candidato: cdPessoa,
        nr_vaga: nrVaga,
        cd_estagio_vaga: ESTAGIO_VAGA.CURRICULO_ENVIADO,
      });
    }
    return renderizarCurriculo(
      dados,
      { nr_vaga: nrVaga, nm_cargo: rel.nm_cargo_vaga, nm_cliente: rel.nm_cliente },
      c,
      cargoEscolhido ?? rel.nm_cargo_vaga,
    );
  });
}

/**
 * POST candidato/aprova-candidato-estagio-vaga/{job}/{candidate}/5: forwards a related candidate
 * (stage 5, dt_encaminhamento, with its note). Refused when frozen, rejected or already forwarded.
 */
export async function encaminharCandidato(
  deps: AppDeps,
  usuario: UsuarioSessao,
  nrVaga: number,
  cdPessoa: number,
): Promise<{ status: number; msg: string }> {
  return deps.db.transaction(async (tx) => {
    const rel = await vagaERelacao(tx, nrVaga, cdPessoa);
    if (rel.cd_estagio_vaga === null) throw conflict(M.candidatoNaoRelacionado);
    if (rel.id_situacao === 'R') throw conflict(M.candidatoReprovado);
    if (rel.cd_estagio_vaga >= ESTAGIO_VAGA.ENCAMINHADO) throw conflict(M.jaEncaminhado);
    await relacionarNaTransacao(tx, usuario, {
      cd_pessoa_candidato: cdPessoa,
      nr_vaga: nrVaga,
      cd_estagio_vaga: ESTAGIO_VAGA.ENCAMINHADO,
    });
    return { status: 1, msg: M.encaminhado };
  });
}

/** GET candidato/encaminhamento/{nrVaga}/{cdPessoa}: the referral letter of a forwarded candidate. */
export async function cartaEncaminhamento(deps: AppDeps, nrVaga: number, cdPessoa: number): Promise<Buffer> {
  const [r] = linhas<Record<string, unknown>>(
    await deps.db.execute(sql`
      SELECT p.nm_pessoa, p.nr_documento_cpf, v.nr_vaga, cg.nm_cargo, cl.nm_pessoa AS nm_cliente,
             concat_ws(', ', nullif(concat_ws(' ', cli.nm_cep, cli.nr_endereco), ''), cli.nm_bairro,
                       nullif(concat_ws('/', cli.nm_cidade, cli.cd_uf), '')) AS endereco,
             an.nm_pessoa AS nm_analista, u.nm_empresa, vc.cd_estagio_vaga,
             to_char(coalesce(vc.dt_encaminhamento, now()) AT TIME ZONE 'America/Sao_Paulo', 'YYYY-MM-DD') AS data
        FROM ${vagaComo('v')}
        JOIN pessoa cl ON cl.cd_pessoa = v.cd_pessoa_cliente
        LEFT JOIN ${tabelasCliente.cliente('cli')} ON cli.cd_pessoa = v.cd_pessoa_cliente
        LEFT JOIN ${tabelasCatalogo.cargo('cg')} ON cg.cd_cargo = v.cd_cargo
        LEFT JOIN pessoa an ON an.cd_pessoa = v.cd_pessoa_analista
        LEFT JOIN ${tabelasCatalogo.empresa('u')} ON u.cd_empresa = v.cd_empresa
        LEFT JOIN ${tabelasVaga.vaga_candidato('vc')} ON vc.nr_vaga = v.nr_vaga AND vc.cd_pessoa_candidato = ${cdPessoa}
        LEFT JOIN pessoa p ON p.cd_pessoa = ${cdPessoa}
       WHERE v.nr_vaga = ${nrVaga}`),
  );
  if (!r) throw notFound(M.vagaNaoEncontrada);
  if (!r.nm_pessoa) throw notFound(M.candidatoNaoEncontrado);
  if (r.cd_estagio_vaga == null || Number(r.cd_estagio_vaga) < ESTAGIO_VAGA.ENCAMINHADO)
    throw conflict(M.naoEncaminhado);
  return renderizarEncaminhamento({
    nm_pessoa: String(r.nm_pessoa),
    nr_documento_cpf: txt(r.nr_documento_cpf),
    nr_vaga: nrVaga,
    nm_cargo: txt(r.nm_cargo),
    nm_cliente: String(r.nm_cliente),
    endereco_cliente: txt(r.endereco),
    nm_analista: txt(r.nm_analista),
    nm_unidade: txt(r.nm_empresa),
    data: String(r.data),
  });
}
