import type { UsuarioSessao } from '@backoffice/domain/auth';
import { MENSAGENS_TESTES as M, rotuloGrau } from '@backoffice/domain/testes';
import { dataNegocio } from '@backoffice/domain/vaga-prazo';
import { sql } from 'drizzle-orm';
import { type Executor, linhas } from '../../../db/client';
import type { AppDeps } from '../../../platform/deps';
import { badRequest, notFound } from '../../../platform/errors';
import { tabelasCatalogo } from '../../catalogo/catalogo.tabelas';
import { tabelasCliente } from '../../cliente/cliente.tabelas';
import { tabelasUsuario } from '../../usuario/usuario.tabelas';
import { renderizarLaudo, renderizarLaudoMedico } from './laudo-pdf';
import { exigirCandidato, testesDoCandidato } from './testes.service';

type Linha = Record<string, unknown>;
const txt = (v: unknown) => (v === null || v === undefined ? null : String(v));

async function pessoa(ex: Executor, cd: number) {
  const [p] = linhas<Linha>(
    await ex.execute(sql`SELECT p.nm_pessoa, p.nr_documento_cpf FROM candidato c JOIN pessoa p ON p.cd_pessoa = c.cd_pessoa
      WHERE c.cd_pessoa = ${cd}`),
  );
  if (!p) throw notFound(M.candidatoNaoEncontrado);
  return { nm_pessoa: String(p.nm_pessoa), nr_documento_cpf: txt(p.nr_documento_cpf) };
}

/** POST teste/laudo/{cd}: the test report of the marked tests, for a client and position. */
export async function gerarLaudo(
  deps: AppDeps,
  usuario: UsuarioSessao,
  cd: number,
  c: {
    cd_pessoa_cliente: number;
    cd_cargo: number;
    tipo_laudo: 'P' | 'E';
    logo_empresa: 'S' | 'N';
    logo_cliente: 'S' | 'N';
    ids: number[];
  },
): Promise<Buffer> {
  const p = await pessoa(deps.db, cd);
  const [cl] = linhas<Linha>(
    await deps.db.execute(sql`SELECT coalesce(nullif(p.nm_apelido, ''), p.nm_pessoa) AS nome FROM ${tabelasCliente.cliente('c')}
      JOIN pessoa p ON p.cd_pessoa = c.cd_pessoa WHERE c.cd_pessoa = ${c.cd_pessoa_cliente}`),
  );
  if (!cl) throw badRequest('Cliente não encontrado.');
  const [cg] = linhas<Linha>(
    await deps.db.execute(
      sql`SELECT nm_cargo FROM ${tabelasCatalogo.cargo('cargo')} WHERE cd_cargo = ${c.cd_cargo}`,
    ),
  );
  if (!cg) throw badRequest('Cargo não encontrado.');
  const todos = await testesDoCandidato(deps, usuario, cd);
  const ids = new Set(c.ids);
  const escolhidos = todos.filter((t) => ids.has(t.ID));
  if (escolhidos.length !== ids.size) throw badRequest(M.testeDeOutroCandidato);
  return renderizarLaudo({
    ...p,
    cd_pessoa: cd,
    nm_cliente: String(cl.nome),
    nm_cargo: String(cg.nm_cargo),
    tipo: c.tipo_laudo,
    logo_empresa: c.logo_empresa === 'S',
    logo_cliente: c.logo_cliente === 'S',
    analista: usuario.apelido,
    data: dataNegocio(),
    testes: escolhidos.map((t) => ({
      ds_teste: t.DS_TESTE,
      dt_teste: t.DT_TESTE,
      nota: t.NR_NOTA === null ? null : t.NR_NOTA.toLocaleString('pt-BR'),
      grau: t.CD_GRAU_TESTE ? rotuloGrau(t.CD_GRAU_TESTE) : null,
      resultado: t.DS_RESULTADO,
    })),
  });
}

/** Records who read a medical report (M) or a disability's report file (A), in the caller's statement. */
export async function registrarLeitura(
  ex: Executor,
  usuario: UsuarioSessao,
  cd: number,
  tipo: 'M' | 'A',
  idCid: number | null,
): Promise<void> {
  await ex.execute(sql`INSERT INTO laudo_leitura (cd_pessoa_candidato, id_tipo, id_cid_candidato, cd_usuario)
    VALUES (${cd}, ${tipo}, ${idCid}, ${usuario.cd_sip})`);
}

/** A disability's report file was opened: records the reading on its candidate. */
export async function registrarLeituraArquivo(
  deps: AppDeps,
  usuario: UsuarioSessao,
  idCid: number,
): Promise<void> {
  const [d] = linhas<Linha>(
    await deps.db.execute(
      sql`SELECT cd_pessoa_candidato FROM candidato_deficiencia WHERE id_cid_candidato = ${idCid}`,
    ),
  );
  if (d) await registrarLeitura(deps.db, usuario, Number(d.cd_pessoa_candidato), 'A', idCid);
}

/**
 * POST candidato/laudo-medico/{cd}: the medical report of the chosen disabilities (at least one,
 * the candidate's own, among the first 10 listed); the reading is recorded.
 */
export async function gerarLaudoMedico(
  deps: AppDeps,
  usuario: UsuarioSessao,
  cd: number,
  c: { check_id_cid_candidato: number[] },
): Promise<Buffer> {
  const p = await pessoa(deps.db, cd);
  if (!c.check_id_cid_candidato.length) throw badRequest(M.selecioneDeficiencia);
  const ids = [...new Set(c.check_id_cid_candidato)];
  const d = linhas<Linha>(
    await deps.db.execute(sql`SELECT d.id_cid_candidato, d.cd_pessoa_candidato, t.nm_tipo_deficiencia, d.cd_cid, d.ds_observacao,
             to_char(d.dt_validade, 'YYYY-MM-DD') AS dt_validade
        FROM candidato_deficiencia d JOIN ${tabelasCatalogo.tipo_deficiencia('t')} ON t.cd_tipo_deficiencia = d.cd_tipo_deficiencia
       WHERE d.id_cid_candidato IN (${sql.join(
         ids.map((n) => sql`${n}`),
         sql`, `,
       )})`),
  );
  if (d.length !== ids.length || d.some((x) => Number(x.cd_pessoa_candidato) !== cd))
    throw badRequest(M.deficienciaDeOutroCandidato);
  const pdf = await renderizarLaudoMedico({
    ...p,
    cd_pessoa: cd,
    data: dataNegocio(),
    emitido_por: usuario.apelido,
    deficiencias: d.map((x) => ({
      nm_tipo: String(x.nm_tipo_deficiencia),
      cd_cid: txt(x.cd_cid),
      ds_observacao: txt(x.ds_observacao),
      dt_validade: txt(x.dt_validade),
    })),
  });
  await registrarLeitura(deps.db, usuario, cd, 'M', null);
  return pdf;
}

/** GET candidato/leituras-laudo/{cd}: who read the medical reports and disability files, most recent first. */
export async function leiturasLaudo(deps: AppDeps, cd: number) {
  await exigirCandidato(deps.db, cd);
  const r = linhas<Linha>(
    await deps.db.execute(sql`SELECT l.id, l.id_tipo, l.id_cid_candidato, t.nm_tipo_deficiencia, l.cd_usuario, u.apelido,
             to_char(l.lido_em AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS lido_em
        FROM laudo_leitura l LEFT JOIN ${tabelasUsuario.usuario('u')} ON u.cd_sip = l.cd_usuario
        LEFT JOIN candidato_deficiencia d ON d.id_cid_candidato = l.id_cid_candidato
        LEFT JOIN ${tabelasCatalogo.tipo_deficiencia('t')} ON t.cd_tipo_deficiencia = d.cd_tipo_deficiencia
       WHERE l.cd_pessoa_candidato = ${cd} ORDER BY l.lido_em DESC, l.id DESC LIMIT 200`),
  );
  return r.map((x) => ({
    ID: Number(x.id),
    ID_TIPO: (x.id_tipo === 'A' ? 'A' : 'M') as 'A' | 'M',
    ID_CID_CANDIDATO: x.id_cid_candidato === null ? null : Number(x.id_cid_candidato),
    NM_TIPO_DEFICIENCIA: txt(x.nm_tipo_deficiencia),
    CD_USUARIO: Number(x.cd_usuario),
    NM_USUARIO: txt(x.apelido),
    LIDO_EM: String(x.lido_em),
  }));
}
