import type { UsuarioSessao } from '@backoffice/domain/auth';
import {
  comPadroesIndicacao,
  errosIndicacao,
  type IndicacaoBody,
  type IndicacaoLinha,
  LIMITE_LINHAS_DADOS_CANDIDATO,
  MENSAGENS_INDICACAO as M,
  MENSAGENS_DADOS_CANDIDATO,
} from '@backoffice/domain/dados-candidato';
import { sql } from 'drizzle-orm';
import { consultar, type Db, type Executor } from '../../../db/client';
import { badRequest, notFound } from '../../../platform/errors';
import { tabelasCliente } from '../../cliente/cliente.tabelas';

async function exigirCandidato(ex: Executor, cd: number): Promise<void> {
  const [c] = await consultar<{ cd: number }>(
    ex,
    sql`SELECT cd_pessoa AS cd FROM candidato WHERE cd_pessoa = ${cd}`,
  );
  if (!c) throw notFound(MENSAGENS_DADOS_CANDIDATO.candidatoNaoEncontrado);
}

/** Whether the client has active process types (the referral type is then required), and that it exists. */
export async function tiposProcessoCliente(
  ex: Executor,
  cdCliente: number,
): Promise<{ existe: boolean; tipos: { TIPO: string; DS_TIPO_ABREVIADO: string }[] }> {
  const [c] = await consultar<{ cd: number }>(
    ex,
    sql`SELECT cd_pessoa AS cd FROM ${tabelasCliente.cliente('cliente')} WHERE cd_pessoa = ${cdCliente}`,
  );
  if (!c) return { existe: false, tipos: [] };
  const tipos = await consultar<{ TIPO: string; DS_TIPO_ABREVIADO: string }>(
    ex,
    sql`SELECT tipo AS "TIPO", ds_tipo_abreviado AS "DS_TIPO_ABREVIADO" FROM ${tabelasCliente.tipo_processo('tipo_processo')}
         WHERE cd_pessoa_cliente = ${cdCliente} AND id_ativo = 'S' ORDER BY tipo`,
  );
  return { existe: true, tipos };
}

/** GET candidato/indicacoes/{candidate}: the candidate's referrals, newest first. */
export async function listarIndicacoes(ex: Executor, cd: number): Promise<IndicacaoLinha[]> {
  await exigirCandidato(ex, cd);
  const rs = await consultar<Record<string, unknown>>(
    ex,
    sql`SELECT i.*, i.dt_indicacao::text AS dt_texto, pi.nm_pessoa AS nm_pessoa_indica, pc.nm_pessoa AS nm_cliente
          FROM indicacao i
          JOIN pessoa pi ON pi.cd_pessoa = i.cd_pessoa_indica
          JOIN pessoa pc ON pc.cd_pessoa = i.cd_pessoa_cliente
         WHERE i.cd_pessoa_candidato = ${cd}
         ORDER BY i.dt_indicacao DESC, i.id_indicacao DESC
         LIMIT ${LIMITE_LINHAS_DADOS_CANDIDATO}`,
  );
  const s = (v: unknown) => (v === null || v === undefined ? null : String(v));
  return rs.map((r) => ({
    ID_INDICACAO: Number(r.id_indicacao),
    DT_INDICACAO: String(r.dt_texto),
    CD_PESSOA_INDICA: Number(r.cd_pessoa_indica),
    NM_PESSOA_INDICA: String(r.nm_pessoa_indica),
    NM_PESSOA: String(r.nm_cliente),
    ID_TIPO_INDICACAO: s(r.id_tipo_indicacao),
    CD_PESSOA_CLIENTE: Number(r.cd_pessoa_cliente),
    DS_OBSERVACAO: s(r.ds_observacao),
    CD_EMPRESA: Number(r.cd_empresa),
    CD_EMPRESA_CLIENTE: Number(r.cd_empresa_cliente),
    ID_PROCESSO_PM: s(r.id_processo_pm),
    DS_MATRICULA_INDICADOR: s(r.ds_matricula_indicador),
    DS_AREA_SECAO_INDICADOR: s(r.ds_area_secao_indicador),
    DS_TURNO_INDICADOR: s(r.ds_turno_indicador),
    DS_CARGO_INDICADOR: s(r.ds_cargo_indicador),
    NM_SUPERIOR_INDICADOR: s(r.nm_superior_indicador),
    ID_TRABALHOU_EMPRESA_INDICACAO: r.id_trabalhou_empresa_indicacao === 'S' ? 'S' : 'N',
    ID_GRAU_AFINIDADE_INDICADOR: s(r.id_grau_afinidade_indicador),
    NR_TELEFONE_INDICADOR: s(r.nr_telefone_indicador),
  }));
}

/** The rules (spec 002 §5 'Referral') against the stored client, referrer and candidate. */
async function conferir(ex: Executor, cd: number, i: IndicacaoBody): Promise<void> {
  await exigirCandidato(ex, cd);
  const cliente = i.cd_pessoa_cliente ? await tiposProcessoCliente(ex, i.cd_pessoa_cliente) : null;
  const erros = errosIndicacao(i, (cliente?.tipos.length ?? 0) > 0);
  if (erros.length) throw badRequest(erros);
  if (cliente && !cliente.existe) throw badRequest(M.clienteNaoEncontrado);
  const [p] = await consultar<{ indica: boolean; pessoa: boolean }>(
    ex,
    sql`SELECT EXISTS (SELECT 1 FROM pessoa WHERE cd_pessoa = ${i.cd_pessoa_indica!}) AS indica,
               (${i.cd_pessoa ?? null}::bigint IS NULL OR EXISTS (SELECT 1 FROM pessoa WHERE cd_pessoa = ${i.cd_pessoa ?? null}::bigint)) AS pessoa`,
  );
  if (!p.indica) throw badRequest(M.indicadorNaoEncontrado);
  if (!p.pessoa) throw badRequest('Pessoa não encontrada.');
}

/** POST candidato/indicacoes/{candidate}: a new referral (defaults: company and client company 1). */
export async function criarIndicacao(
  db: Db,
  usuario: UsuarioSessao,
  cd: number,
  body: IndicacaoBody,
): Promise<{ message: string; ID_INDICACAO: number }> {
  const i = comPadroesIndicacao(body);
  return db.transaction(async (tx) => {
    await conferir(tx, cd, i);
    const [r] = await consultar<{ id: number | string }>(
      tx,
      sql`INSERT INTO indicacao (cd_pessoa_candidato, dt_indicacao, cd_pessoa_indica, cd_pessoa_cliente, cd_pessoa,
                                 cd_empresa, cd_empresa_cliente, id_tipo_indicacao, id_processo_pm,
                                 ds_matricula_indicador, ds_area_secao_indicador, ds_turno_indicador,
                                 ds_cargo_indicador, nm_superior_indicador, id_trabalhou_empresa_indicacao,
                                 ds_observacao, id_grau_afinidade_indicador, nr_telefone_indicador, criado_por)
          VALUES (${cd}, ${i.dt_indicacao!}::date, ${i.cd_pessoa_indica!}, ${i.cd_pessoa_cliente!}, ${i.cd_pessoa ?? null},
                  ${i.cd_empresa}, ${i.cd_empresa_cliente}, ${i.id_tipo_indicacao ?? null}, ${i.id_processo_pm ?? null},
                  ${i.ds_matricula_indicador ?? null}, ${i.ds_area_secao_indicador ?? null}, ${i.ds_turno_indicador ?? null},
                  ${i.ds_cargo_indicador ?? null}, ${i.nm_superior_indicador ?? null}, ${i.id_trabalhou_empresa_indicacao!},
                  ${i.ds_observacao ?? null}, ${i.id_grau_afinidade_indicador ?? null}, ${i.nr_telefone_indicador || null},
                  ${usuario.cd_sip})
          RETURNING id_indicacao AS id`,
    );
    return { message: M.salva, ID_INDICACAO: Number(r.id) };
  });
}

/** PUT candidato/indicacoes/{candidate}: updates the referral id_indicacao of this candidate. */
export async function atualizarIndicacao(
  db: Db,
  usuario: UsuarioSessao,
  cd: number,
  body: IndicacaoBody,
): Promise<{ message: string; ID_INDICACAO: number }> {
  if (!body.id_indicacao) throw badRequest('id_indicacao: Informe a indicação.');
  const i = comPadroesIndicacao(body);
  return db.transaction(async (tx) => {
    const [atual] = await consultar<{ id: number }>(
      tx,
      sql`SELECT id_indicacao AS id FROM indicacao
           WHERE id_indicacao = ${body.id_indicacao!} AND cd_pessoa_candidato = ${cd} FOR UPDATE`,
    );
    if (!atual) throw notFound(M.naoEncontrada);
    await conferir(tx, cd, i);
    await tx.execute(sql`
      UPDATE indicacao
         SET dt_indicacao = ${i.dt_indicacao!}::date, cd_pessoa_indica = ${i.cd_pessoa_indica!},
             cd_pessoa_cliente = ${i.cd_pessoa_cliente!}, cd_pessoa = ${i.cd_pessoa ?? null},
             cd_empresa = ${i.cd_empresa}, cd_empresa_cliente = ${i.cd_empresa_cliente},
             id_tipo_indicacao = ${i.id_tipo_indicacao ?? null}, id_processo_pm = ${i.id_processo_pm ?? null},
             ds_matricula_indicador = ${i.ds_matricula_indicador ?? null},
             ds_area_secao_indicador = ${i.ds_area_secao_indicador ?? null},
             ds_turno_indicador = ${i.ds_turno_indicador ?? null}, ds_cargo_indicador = ${i.ds_cargo_indicador ?? null},
             nm_superior_indicador = ${i.nm_superior_indicador ?? null},
             id_trabalhou_empresa_indicacao = ${i.id_trabalhou_empresa_indicacao!},
             ds_observacao = ${i.ds_observacao ?? null}, id_grau_afinidade_indicador = ${i.id_grau_afinidade_indicador ?? null},
             nr_telefone_indicador = ${i.nr_telefone_indicador || null},
             alterado_em = now(), alterado_por = ${usuario.cd_sip}
       WHERE id_indicacao = ${body.id_indicacao!}`);
    return { message: M.atualizada, ID_INDICACAO: body.id_indicacao! };
  });
}
