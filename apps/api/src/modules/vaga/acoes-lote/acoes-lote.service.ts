import {
  type AcaoLoteLinha,
  type AcaoLoteResposta,
  type DesfazerLoteResposta,
  LIMITES_ACOES_LOTE,
  MENSAGENS_ACOES_LOTE,
  NOTAS_ACAO_LOTE,
  type RecusadoLote,
  TIPOS_ACAO_LOTE,
  type TipoAcaoLote,
} from '@backoffice/domain/acoes-lote';
import { escaparHtml } from '@backoffice/domain/texto-html';
import { MENSAGENS_VAGA_CANDIDATOS } from '@backoffice/domain/vaga-candidatos';
import { hojeNegocio } from '@backoffice/domain/vaga-edicao';
import { vagaCongelada } from '@backoffice/domain/vaga-situacao';
import { sql } from 'drizzle-orm';
import { consultar, type Executor } from '../../../db/client';
import { conflict, forbidden, notFound } from '../../../platform/errors';
import { notasNoHistoricoDosCandidatos, tabelasCandidato } from '../../candidato/candidato.tabelas';
import { tabelasUsuario } from '../../usuario/usuario.tabelas';
import {
  anunciarCandidatos,
  type ContextoCandidatos,
  isoTs,
  travarVagaCandidatos,
} from '../candidatos/candidatos-vaga.service';
import {
  type CandidatoLote,
  type CorpoAcaoLote,
  type EnvioGravado,
  type ExecucaoLote,
  HANDLERS_ACAO_LOTE,
  type HandlerAcaoLote,
  type TipoCorpo,
} from './acoes-lote.handlers';

const M = MENSAGENS_ACOES_LOTE;
const PRAZO_MS = LIMITES_ACOES_LOTE.minutosDesfazer * 60_000;

/** The clock of the bulk actions (the moment of an action and the undo's deadline); tests move it. */
export const relogioAcoesLote = { agora: (): Date => new Date() };

const iso = (d: Date) => d.toISOString();

async function notaVaga(x: ExecucaoLote, texto: string, tipo: string): Promise<void> {
  await x.tx.execute(sql`
    INSERT INTO vaga_historico (nr_vaga, ds_historico, cd_usuario, id_tipo, dt_historico)
    VALUES (${x.nrVaga}, ${escaparHtml(texto)}, ${x.usuario.cd_sip}, ${tipo}, ${iso(x.agora)}::timestamptz)`);
}

/** The selected candidates, in the order given, with what the actions judge. */
async function lerCandidatos(
  tx: Executor,
  nrVaga: number,
  cds: readonly number[],
  hoje: string,
): Promise<CandidatoLote[]> {
  const r = await consultar<{
    cd: number;
    nm: string | null;
    relacionado: boolean;
    disponivel: boolean;
    estagio: number | null;
    situacao: 'A' | 'R' | null;
    email: string | null;
    celular: string | null;
    email_reprov: string | null;
  }>(
    tx,
    sql`SELECT x.cd::float8 AS cd, p.nm_pessoa AS nm, (vc.nr_vaga IS NOT NULL) AS relacionado,
               coalesce(c.id_bloqueado = 'N' AND (c.dt_inativo IS NULL OR c.dt_inativo < ${hoje}::date), false)
                 AS disponivel,
               vc.cd_estagio_vaga::int AS estagio, vc.id_situacao AS situacao,
               nullif(trim(p.ds_email), '') AS email, nullif(trim(c.nr_telefone_cel), '') AS celular,
               vc.id_envia_email_reprov AS email_reprov
          FROM unnest(${sql.param([...cds])}::bigint[]) WITH ORDINALITY AS x(cd, ordem)
          LEFT JOIN ${tabelasCandidato.candidato('c')} ON c.cd_pessoa = x.cd
          LEFT JOIN ${tabelasCandidato.pessoa('p')} ON p.cd_pessoa = x.cd
          LEFT JOIN vaga_candidato vc ON vc.nr_vaga = ${nrVaga} AND vc.cd_pessoa_candidato = x.cd
         ORDER BY x.ordem`,
  );
  return r.map((l) => ({
    cd: Number(l.cd),
    nm: l.nm,
    relacionado: l.relacionado === true,
    disponivel: l.disponivel === true,
    estagio: l.estagio === null ? null : Number(l.estagio),
    situacao: l.situacao,
    email: l.email,
    celular: l.celular,
    emailReprovacao: l.email_reprov === 'S',
  }));
}

/**
 * POST vaga/:nrVaga/acoes-em-lote: one bulk action on the vacancy's candidates, in one transaction
 * that locks the vacancy. Candidates that cannot take it are named with their reasons: without
 * `confirmar` the action is refused (409) and nothing is written; with it, it is applied to the
 * others and the refused are recorded too.
 */
export async function aplicarAcaoLote(
  ctx: ContextoCandidatos,
  nrVaga: number,
  corpo: CorpoAcaoLote,
): Promise<AcaoLoteResposta> {
  const agora = relogioAcoesLote.agora();
  const hoje = ctx.hoje ?? hojeNegocio();
  const cds = [...new Set(corpo.candidatos)];
  const { resposta, depois } = await ctx.deps.db.transaction(async (tx) => {
    const vaga = await travarVagaCandidatos(tx, nrVaga);
    if (vagaCongelada(vaga.cd_situacao_vaga)) throw conflict(M.vagaCongelada);
    const x: ExecucaoLote = { tx, deps: ctx.deps, usuario: ctx.usuario, nrVaga, agora };
    const handler = HANDLERS_ACAO_LOTE[corpo.tipo] as HandlerAcaoLote<TipoCorpo>;
    const acao = await handler.preparar(x, corpo as never);
    const candidatos = await lerCandidatos(tx, nrVaga, cds, hoje);
    const recusados: RecusadoLote[] = [];
    const aplicaveis: CandidatoLote[] = [];
    for (const c of candidatos) {
      const motivo = c.relacionado ? acao.recusa(c) : M.recusa.naoRelacionado;
      if (motivo) recusados.push({ cd_pessoa_candidato: c.cd, nm_pessoa: c.nm, motivo });
      else aplicaveis.push(c);
    }
    if (!aplicaveis.length) throw conflict(M.nenhumAplicavel, { recusados, aplicaveis: 0 });
    if (recusados.length && corpo.confirmar !== true)
      throw conflict(M.confirmarRecusados(recusados.length, aplicaveis.length), {
        recusados,
        aplicaveis: aplicaveis.length,
      });

    const resumo = acao.resumo(aplicaveis.length);
    const [novo] = await consultar<{ id: number }>(
      tx,
      sql`INSERT INTO acao_lote (nr_vaga, cd_usuario, id_tipo, ds_parametros, qt_aplicados, qt_recusados,
                                 ds_resumo, criado_em)
          VALUES (${nrVaga}, ${ctx.usuario.cd_sip}, ${corpo.tipo}, ${JSON.stringify(acao.parametros)}::jsonb,
                  ${aplicaveis.length}, ${recusados.length}, ${resumo.slice(0, 500)}, ${iso(agora)}::timestamptz)
          RETURNING id_acao_lote::float8 AS id`,
    );
    const id = Number(novo.id);
    const todos = [
      ...aplicaveis.map((c) => ({ cd: c.cd, resultado: 'A', motivo: null as string | null })),
      ...recusados.map((r) => ({ cd: r.cd_pessoa_candidato, resultado: 'R', motivo: r.motivo })),
    ];
    await tx.execute(sql`
      INSERT INTO acao_lote_candidato (id_acao_lote, cd_pessoa_candidato, id_resultado, ds_motivo, ds_antes)
      SELECT ${id}, x.cd, x.resultado, x.motivo, CASE WHEN x.resultado = 'A' THEN to_jsonb(vc) END
        FROM unnest(${sql.param(todos.map((t) => t.cd))}::bigint[], ${sql.param(todos.map((t) => t.resultado))}::text[],
                    ${sql.param(todos.map((t) => t.motivo))}::text[]) AS x(cd, resultado, motivo)
        LEFT JOIN vaga_candidato vc ON vc.nr_vaga = ${nrVaga} AND vc.cd_pessoa_candidato = x.cd`);

    const { envios, custo, depois } = await acao.aplicar(x, aplicaveis, id);
    if (envios?.size) {
      const lista = [...envios.entries()];
      await tx.execute(sql`
        UPDATE acao_lote_candidato alc SET ds_envios = x.envios::jsonb
          FROM unnest(${sql.param(lista.map(([cd]) => cd))}::bigint[],
                      ${sql.param(lista.map(([, e]) => JSON.stringify(e)))}::text[]) AS x(cd, envios)
         WHERE alc.id_acao_lote = ${id} AND alc.cd_pessoa_candidato = x.cd`);
    }
    await notaVaga(x, NOTAS_ACAO_LOTE.vaga(id, resumo), 'AL');
    await anunciarCandidatos(ctx.deps, tx, nrVaga, 'acao-lote');
    const resposta: AcaoLoteResposta = {
      message: M.aplicada(aplicaveis.length),
      id_acao_lote: id,
      aplicados: aplicaveis.length,
      recusados,
      desfazer_ate: new Date(agora.getTime() + PRAZO_MS).toISOString(),
      custo_estimado: custo ?? null,
    };
    return { resposta, depois };
  });
  return depois ? { ...resposta, ...(await depois()) } : resposta;
}

interface AcaoGravada {
  id: number;
  nr_vaga: number;
  cd_usuario: number;
  id_tipo: TipoAcaoLote;
  parametros: Record<string, unknown>;
  criado_ms: number;
  desfeito: boolean;
}

/**
 * POST acoes-em-lote/:id/desfazer: undoes a bulk action, by whom made it, within the deadline, when it
 * is the latest not undone of its vacancy. Every applied candidate is put back as it was, except
 * those changed after the action by something else (kept and listed); messages sent are listed.
 */
export async function desfazerAcaoLote(ctx: ContextoCandidatos, id: number): Promise<DesfazerLoteResposta> {
  const agora = relogioAcoesLote.agora();
  return ctx.deps.db.transaction(async (tx) => {
    const [v] = await consultar<{ nr_vaga: number }>(
      tx,
      sql`SELECT nr_vaga::float8 AS nr_vaga FROM acao_lote WHERE id_acao_lote = ${id}`,
    );
    if (!v) throw notFound(M.acaoNaoEncontrada);
    const vaga = await travarVagaCandidatos(tx, Number(v.nr_vaga));
    const [a] = await consultar<AcaoGravada>(
      tx,
      sql`SELECT id_acao_lote::float8 AS id, nr_vaga::float8 AS nr_vaga, cd_usuario, id_tipo,
                 ds_parametros AS parametros, (extract(epoch FROM criado_em) * 1000)::float8 AS criado_ms,
                 (desfeito_em IS NOT NULL) AS desfeito
            FROM acao_lote WHERE id_acao_lote = ${id} FOR UPDATE`,
    );
    if (!a) throw notFound(M.acaoNaoEncontrada);
    if (a.desfeito) throw conflict(M.jaDesfeita);
    if (Number(a.cd_usuario) !== ctx.usuario.cd_sip) throw forbidden(M.desfazerDeOutro);
    if (vagaCongelada(vaga.cd_situacao_vaga)) throw conflict(M.vagaCongelada);
    const criadoEm = new Date(Number(a.criado_ms));
    if (agora.getTime() - criadoEm.getTime() > PRAZO_MS) throw conflict(M.prazoDesfazer);
    const [ultima] = await consultar<{ id: number }>(
      tx,
      sql`SELECT id_acao_lote::float8 AS id FROM acao_lote
           WHERE nr_vaga = ${vaga.nr_vaga} AND desfeito_em IS NULL
           ORDER BY criado_em DESC, id_acao_lote DESC LIMIT 1`,
    );
    if (Number(ultima?.id) !== id) throw conflict(M.naoEhAUltima);
    if (!TIPOS_ACAO_LOTE.includes(a.id_tipo)) throw conflict(M.naoDesfazivel);

    const aplicados = await consultar<{ cd: number; nm: string | null; envios: EnvioGravado[] | null }>(
      tx,
      sql`SELECT alc.cd_pessoa_candidato::float8 AS cd, p.nm_pessoa AS nm, alc.ds_envios AS envios
            FROM acao_lote_candidato alc
            LEFT JOIN ${tabelasCandidato.pessoa('p')} ON p.cd_pessoa = alc.cd_pessoa_candidato
           WHERE alc.id_acao_lote = ${id} AND alc.id_resultado = 'A'
           ORDER BY p.nm_pessoa, alc.cd_pessoa_candidato`,
    );
    const x: ExecucaoLote = { tx, deps: ctx.deps, usuario: ctx.usuario, nrVaga: vaga.nr_vaga, agora };
    const handler = HANDLERS_ACAO_LOTE[a.id_tipo] as HandlerAcaoLote<TipoCorpo>;
    const restaurados = await handler.desfazer(
      x,
      { id, criadoEm, cdUsuario: Number(a.cd_usuario), parametros: a.parametros ?? {} },
      aplicados.map((l) => Number(l.cd)),
    );
    const restauradosSet = new Set(restaurados ?? []);
    const mantidos = restaurados
      ? aplicados
          .filter((l) => !restauradosSet.has(Number(l.cd)))
          .map((l) => ({ cd_pessoa_candidato: Number(l.cd), nm_pessoa: l.nm, motivo: M.alteradoDepois }))
      : [];
    const envios = aplicados.flatMap((l) =>
      (l.envios ?? []).map((e) => ({
        cd_pessoa_candidato: Number(l.cd),
        nm_pessoa: l.nm,
        canal: e.canal,
        destino: e.destino,
      })),
    );
    await notasNoHistoricoDosCandidatos(
      tx,
      [...restauradosSet].map((cd) => ({
        cdPessoa: cd,
        texto: escaparHtml(NOTAS_ACAO_LOTE.desfeito(vaga.nr_vaga, id)),
        tipo: 'LD',
        cdUsuario: ctx.usuario.cd_sip,
        nrVaga: vaga.nr_vaga,
      })),
    );
    await tx.execute(sql`
      UPDATE acao_lote SET desfeito_em = ${iso(agora)}::timestamptz, cd_usuario_desfez = ${ctx.usuario.cd_sip}
       WHERE id_acao_lote = ${id}`);
    await notaVaga(x, NOTAS_ACAO_LOTE.vagaDesfeita(id, restauradosSet.size, mantidos.length), 'LD');
    await anunciarCandidatos(ctx.deps, tx, vaga.nr_vaga, 'desfazer-acao-lote');
    return { message: M.desfeita(restauradosSet.size), restaurados: restauradosSet.size, mantidos, envios };
  });
}

/** GET vaga/:nrVaga/acoes-em-lote: the vacancy's bulk actions, newest first (the latest 200). */
export async function listarAcoesLote(ctx: ContextoCandidatos, nrVaga: number): Promise<AcaoLoteLinha[]> {
  const agora = relogioAcoesLote.agora();
  const [v] = await consultar<{ cd_situacao_vaga: number }>(
    ctx.deps.db,
    sql`SELECT cd_situacao_vaga FROM vaga WHERE nr_vaga = ${nrVaga}`,
  );
  if (!v) throw notFound(MENSAGENS_VAGA_CANDIDATOS.conflito.vagaNaoEncontrada);
  const congelada = vagaCongelada(Number(v.cd_situacao_vaga));
  const r = await consultar<Record<string, unknown>>(
    ctx.deps.db,
    sql`SELECT a.id_acao_lote::float8 AS id_acao_lote, a.id_tipo, a.ds_resumo, a.qt_aplicados, a.qt_recusados,
               coalesce(pu.nm_pessoa, u.apelido) AS nm_usuario, a.cd_usuario,
               ${isoTs('a.criado_em')} AS criado_em, ${isoTs('a.desfeito_em')} AS desfeito_em,
               (a.desfeito_em IS NULL AND a.cd_usuario = ${ctx.usuario.cd_sip}
                AND a.criado_em >= ${new Date(agora.getTime() - PRAZO_MS).toISOString()}::timestamptz
                AND NOT EXISTS (SELECT 1 FROM acao_lote b
                                 WHERE b.nr_vaga = a.nr_vaga AND b.desfeito_em IS NULL
                                   AND (b.criado_em, b.id_acao_lote) > (a.criado_em, a.id_acao_lote)))
                 AS pode_desfazer
          FROM acao_lote a
          LEFT JOIN ${tabelasUsuario.usuario('u')} ON u.cd_sip = a.cd_usuario
          LEFT JOIN ${tabelasCandidato.pessoa('pu')} ON pu.cd_pessoa = u.user_sip
         WHERE a.nr_vaga = ${nrVaga}
         ORDER BY a.criado_em DESC, a.id_acao_lote DESC
         LIMIT 200`,
  );
  return r.map((l) => ({
    id_acao_lote: Number(l.id_acao_lote),
    id_tipo: l.id_tipo as TipoAcaoLote,
    ds_resumo: (l.ds_resumo as string | null) ?? null,
    qt_aplicados: Number(l.qt_aplicados),
    qt_recusados: Number(l.qt_recusados),
    nm_usuario: (l.nm_usuario as string | null) ?? null,
    cd_usuario: Number(l.cd_usuario),
    criado_em: String(l.criado_em),
    desfeito_em: (l.desfeito_em as string | null) ?? null,
    pode_desfazer: !congelada && l.pode_desfazer === true,
  }));
}
