import { PADROES_FLAGS_CURRICULO } from '@backoffice/domain/curriculo';
import { dataNegocio, formatarData } from '@backoffice/domain/datas';
import { numeroWhatsapp } from '@backoffice/domain/formatacao';
import {
  CAMINHO_PARECER_CLIENTE,
  type EnviarParecerResposta,
  LIMITES_PARECER,
  type LinkParecerLinha,
  MENSAGENS_PARECER,
} from '@backoffice/domain/parecer-cliente';
import { ESTAGIO_VAGA } from '@backoffice/domain/vaga-estagio';
import { sql } from 'drizzle-orm';
import { consultar, type Executor } from '../../../db/client';
import type { AppDeps } from '../../../platform/deps';
import { enderecoPublico } from '../../../platform/endereco-publico';
import { badRequest, conflict, notFound } from '../../../platform/errors';
import { hashToken, novoToken } from '../../../platform/tokens';
import { notaNoHistoricoDoCandidato, tabelasCandidato } from '../../candidato/candidato.tabelas';
import { tabelasCatalogo } from '../../catalogo/catalogo.tabelas';
import { tabelasCliente } from '../../cliente/cliente.tabelas';
import { tabelasUsuario } from '../../usuario/usuario.tabelas';
import {
  anunciarCandidatos,
  type ContextoCandidatos,
  isoTs,
  notaNoHistoricoDaVaga,
  travarVagaCandidatos,
} from '../candidatos/candidatos-vaga.service';
import { relacionarNaVagaTravada } from '../candidatos/relacionar.service';
import { enviarAoContato, type MensagemAoContato } from './envio-contato';

const M = MENSAGENS_PARECER;

/** The vacancy as the link's messages and page name it: the position and the client's short name. */
export async function dadosVagaParecer(
  ex: Executor,
  nrVaga: number,
): Promise<{ cargo: string; cliente: string; cd_usuario_analista: number | null } | null> {
  const [v] = await consultar<{ cargo: string | null; cliente: string | null; analista: number | null }>(
    ex,
    sql`SELECT coalesce(cc.nm_cargo_cliente, cg.nm_cargo) AS cargo, coalesce(cli.nm_apelido, cli.nm_pessoa) AS cliente,
               coalesce(v.cd_usuario_analista,
                        (SELECT u.cd_sip FROM ${tabelasUsuario.usuario('u')}
                          WHERE u.user_sip = v.cd_pessoa_analista AND u.id_ativo = 'S' ORDER BY u.cd_sip LIMIT 1)) AS analista
          FROM vaga v
          LEFT JOIN ${tabelasCatalogo.cargo('cg')} ON cg.cd_cargo = v.cd_cargo
          LEFT JOIN ${tabelasCliente.cargo_cliente('cc')} ON cc.cd_cargo_cliente = v.cd_cargo_cliente
          LEFT JOIN ${tabelasCandidato.pessoa('cli')} ON cli.cd_pessoa = v.cd_pessoa_cliente
         WHERE v.nr_vaga = ${nrVaga}`,
  );
  if (!v) return null;
  return {
    cargo: v.cargo ?? `Vaga ${nrVaga}`,
    cliente: v.cliente ?? '',
    cd_usuario_analista: v.analista === null ? null : Number(v.analista),
  };
}

/** The link's address on the configured public site (never the request's Host). */
export function urlDoLink(config: AppDeps['config'], token: string): string {
  return `${enderecoPublico(config)}${CAMINHO_PARECER_CLIENTE}/${token}`;
}

export interface OpcoesEncaminhar {
  /** Also send by WhatsApp when the contact has a mobile phone. */
  whatsapp?: boolean;
  /** The bulk action that sends it. */
  idAcaoLote?: number | null;
}

/** A forwarding done in a transaction: the link, its token and the messages still to send. */
export type ParecerEncaminhado = EnviarParecerResposta & { token: string; envios: MensagemAoContato[] };

interface Contato {
  cd_pessoa_cliente: number;
  id_ativo: string;
  nm_pessoa: string | null;
  ds_email: string | null;
  celular: string | null;
}

/**
 * Forwards candidates of a vacancy to a client contact for the contact's verdict, in the caller's
 * transaction (a bulk action reuses it): checks the vacancy (404, 409 frozen), the contact (of the
 * vacancy's client, active, with an e-mail) and each candidate (related, not rejected); moves those
 * below stage 5 to forwarded; stores the link (the token's SHA-256 only, 14 days) with the resume
 * settings; notes the vacancy's history and each timeline; announces the change. Nothing is
 * written when a check refuses. Answers the messages that carry the link (by e-mail and, when asked
 * and the contact has a mobile phone, by WhatsApp), which the caller sends after its commit with
 * `enviarLinkDoParecer`.
 */
export async function encaminharParaParecer(
  tx: Executor,
  ctx: ContextoCandidatos,
  nrVaga: number,
  cdContato: number,
  candidatos: readonly number[],
  opcoes: OpcoesEncaminhar = {},
): Promise<ParecerEncaminhado> {
  const vaga = await travarVagaCandidatos(tx, nrVaga, 'encaminhar');
  const [contato] = await consultar<Contato>(
    tx,
    sql`SELECT k.cd_pessoa_cliente::float8 AS cd_pessoa_cliente, k.id_ativo, p.nm_pessoa, p.ds_email,
               (SELECT t.nr_telefone FROM ${tabelasCandidato.pessoa_telefone('t')}
                 WHERE t.cd_pessoa = k.cd_pessoa AND t.cd_tipo_telefone = '5'
                 ORDER BY t.nr_sequencia LIMIT 1) AS celular
          FROM ${tabelasCliente.cliente_contato('k')}
          JOIN ${tabelasCandidato.pessoa('p')} ON p.cd_pessoa = k.cd_pessoa
         WHERE k.cd_pessoa = ${cdContato}`,
  );
  if (!contato) throw notFound(M.contatoNaoEncontrado);
  if (Number(contato.cd_pessoa_cliente) !== vaga.cd_pessoa_cliente) throw badRequest(M.contatoDeOutroCliente);
  if (contato.id_ativo !== 'S') throw conflict(M.contatoInativo);
  const email = contato.ds_email?.trim();
  if (!email) throw badRequest(M.contatoSemEmail);

  const unicos = [...new Set(candidatos)];
  if (!unicos.length) throw badRequest(M.semCandidatos);
  if (unicos.length > LIMITES_PARECER.maxCandidatos) throw badRequest(M.maxCandidatos);
  const lista = sql.join(
    unicos.map((c) => sql`${c}::bigint`),
    sql`, `,
  );
  const achados = await consultar<{
    cd: number;
    nome: string | null;
    estagio: number | null;
    situacao: string | null;
  }>(
    tx,
    sql`SELECT p.cd_pessoa::float8 AS cd, p.nm_pessoa AS nome, vc.cd_estagio_vaga::int AS estagio, vc.id_situacao AS situacao
          FROM ${tabelasCandidato.pessoa('p')}
          LEFT JOIN vaga_candidato vc ON vc.cd_pessoa_candidato = p.cd_pessoa AND vc.nr_vaga = ${nrVaga}
         WHERE p.cd_pessoa IN (${lista})`,
  );
  const porCd = new Map(achados.map((a) => [Number(a.cd), a]));
  const recusas: string[] = [];
  for (const cd of unicos) {
    const a = porCd.get(cd);
    const nome = a?.nome ?? `Candidato ${cd}`;
    if (!a || a.estagio === null) recusas.push(M.candidatoNaoRelacionado(nome));
    else if (a.situacao === 'R') recusas.push(M.candidatoReprovado(nome));
  }
  if (recusas.length) throw conflict(recusas);

  const hoje = ctx.hoje;
  for (const cd of unicos) {
    const a = porCd.get(cd);
    if (a && Number(a.estagio) < ESTAGIO_VAGA.ENCAMINHADO)
      await relacionarNaVagaTravada(
        tx,
        ctx.usuario,
        { cd_pessoa_candidato: cd, nr_vaga: nrVaga, cd_estagio_vaga: ESTAGIO_VAGA.ENCAMINHADO },
        hoje ?? dataNegocio(),
      );
  }

  const token = novoToken();
  const [link] = await consultar<{ id_link: number; expira_em: string }>(
    tx,
    sql`INSERT INTO parecer_cliente_link (ds_token_hash, nr_vaga, cd_pessoa_cliente, cd_pessoa_contato, cd_usuario,
                                          ds_configuracao, id_acao_lote, expira_em)
        VALUES (${hashToken(token)}, ${nrVaga}, ${vaga.cd_pessoa_cliente}, ${cdContato}, ${ctx.usuario.cd_sip},
                ${JSON.stringify(PADROES_FLAGS_CURRICULO)}::jsonb, ${opcoes.idAcaoLote ?? null},
                now() + make_interval(days => ${LIMITES_PARECER.diasValidade}))
        RETURNING id_link::float8 AS id_link, ${isoTs('expira_em')} AS expira_em`,
  );
  await tx.execute(sql`
    INSERT INTO parecer_cliente_candidato (id_link, cd_pessoa_candidato, nr_vaga)
    SELECT ${link.id_link}, x, ${nrVaga} FROM unnest(${sql.param(unicos)}::bigint[]) AS x`);

  const nomeContato = contato.nm_pessoa ?? `contato ${cdContato}`;
  for (const cd of unicos)
    await notaNoHistoricoDoCandidato(tx, {
      cdPessoa: cd,
      texto: M.notaEnvio(nrVaga, nomeContato),
      tipo: 'PC',
      cdUsuario: ctx.usuario.cd_sip,
      nrVaga,
    });
  await notaNoHistoricoDaVaga(
    tx,
    ctx.usuario.cd_sip,
    nrVaga,
    M.notaEnvioVaga(unicos.length, nomeContato),
    'PC',
  );
  await tx.execute(sql`UPDATE vaga SET dt_ultima_movimentacao = now() WHERE nr_vaga = ${nrVaga}`);
  await anunciarCandidatos(ctx.deps, tx, nrVaga, 'parecerCliente');

  const dados = await dadosVagaParecer(tx, nrVaga);
  const cargo = dados?.cargo ?? `Vaga ${nrVaga}`;
  const url = urlDoLink(ctx.deps.config, token);
  const omitido = `${enderecoPublico(ctx.deps.config)}${CAMINHO_PARECER_CLIENTE}/[link omitido]`;
  const texto = (endereco: string) =>
    [
      `Olá, ${nomeContato.split(' ')[0]}.`,
      '',
      `Encaminhamos ${unicos.length} candidato(s) para a vaga ${cargo}.`,
      `Veja os currículos e dê o seu parecer (aprovar, reprovar ou pedir entrevista) neste link, válido até ${formatarData(link.expira_em)}:`,
      endereco,
      '',
      'O link é pessoal: não o encaminhe.',
    ].join('\n');
  const envios: MensagemAoContato[] = [
    {
      canal: 'email',
      para: email,
      assunto: M.assuntoEnvio(cargo),
      texto: texto(url),
      registrar: texto(omitido),
      cdUsuario: ctx.usuario.cd_sip,
    },
  ];
  const celular = numeroWhatsapp(contato.celular);
  if (opcoes.whatsapp && celular)
    envios.push({
      canal: 'whatsapp',
      para: celular,
      texto: texto(url),
      registrar: texto(omitido),
      cdUsuario: ctx.usuario.cd_sip,
    });
  return {
    message: M.enviado(unicos.length),
    id_link: link.id_link,
    url,
    expira_em: link.expira_em,
    canais: [],
    token,
    envios,
  };
}

/**
 * Sends the link of a forwarding once its transaction committed (no provider is called while the
 * vacancy is locked, and a transaction undone sends nothing): each message through its adapter,
 * kept in the outbox; the link's channels become those the provider accepted. Answers them.
 */
export async function enviarLinkDoParecer(
  deps: Pick<AppDeps, 'db' | 'mensageria'>,
  encaminhado: ParecerEncaminhado,
): Promise<string[]> {
  const canais: string[] = [];
  for (const m of encaminhado.envios) if (await enviarAoContato(deps, deps.db, m)) canais.push(m.canal);
  await deps.db.execute(
    sql`UPDATE parecer_cliente_link SET ds_canais = ${canais.join(',')} WHERE id_link = ${encaminhado.id_link}`,
  );
  return canais;
}

/** POST /vaga/:nrVaga/parecer-cliente in its own transaction (the token is only in the answer's url). */
export async function enviarParecer(
  ctx: ContextoCandidatos,
  nrVaga: number,
  body: { cd_pessoa_contato: number; candidatos: number[]; whatsapp?: boolean },
): Promise<EnviarParecerResposta> {
  const r = await ctx.deps.db.transaction((tx) =>
    encaminharParaParecer(tx, ctx, nrVaga, body.cd_pessoa_contato, body.candidatos, {
      whatsapp: body.whatsapp,
    }),
  );
  const canais = await enviarLinkDoParecer(ctx.deps, r);
  return { message: r.message, id_link: r.id_link, url: r.url, expira_em: r.expira_em, canais };
}

/** GET /vaga/:nrVaga/parecer-cliente: the vacancy's links, newest first, with views and verdicts. */
export async function listarLinks(ex: Executor, nrVaga: number): Promise<LinkParecerLinha[]> {
  const [v] = await consultar(ex, sql`SELECT 1 FROM vaga WHERE nr_vaga = ${nrVaga}`);
  if (!v) throw notFound(M.vagaNaoEncontrada);
  const links = await consultar<Omit<LinkParecerLinha, 'canais' | 'candidatos'> & { ds_canais: string }>(
    ex,
    sql`SELECT l.id_link::float8 AS id_link, l.cd_pessoa_contato::float8 AS cd_pessoa_contato,
               pc.nm_pessoa AS nm_contato, pc.ds_email, coalesce(pu.nm_pessoa, u.apelido) AS nm_usuario,
               l.ds_canais, ${isoTs('l.criado_em')} AS criado_em, ${isoTs('l.expira_em')} AS expira_em,
               ${isoTs('l.revogado_em')} AS revogado_em,
               CASE WHEN l.revogado_em IS NOT NULL THEN 'revogado' WHEN l.expira_em <= now() THEN 'expirado'
                    ELSE 'ativo' END AS situacao,
               (SELECT count(*) FROM parecer_cliente_visualizacao pv
                 WHERE pv.id_link = l.id_link AND pv.cd_pessoa_candidato IS NULL)::int AS aberturas,
               ${isoTs(`(SELECT max(pv.visto_em) FROM parecer_cliente_visualizacao pv
                         WHERE pv.id_link = l.id_link AND pv.cd_pessoa_candidato IS NULL)`)} AS ultima_abertura,
               ${isoTs('l.lembrete_em')} AS lembrete_em
          FROM parecer_cliente_link l
          LEFT JOIN ${tabelasCandidato.pessoa('pc')} ON pc.cd_pessoa = l.cd_pessoa_contato
          LEFT JOIN ${tabelasUsuario.usuario('u')} ON u.cd_sip = l.cd_usuario
          LEFT JOIN ${tabelasCandidato.pessoa('pu')} ON pu.cd_pessoa = u.user_sip
         WHERE l.nr_vaga = ${nrVaga}
         ORDER BY l.criado_em DESC, l.id_link DESC`,
  );
  if (!links.length) return [];
  const candidatos = await consultar<
    LinkParecerLinha['candidatos'][number] & { id_link: number; ds_horarios: unknown }
  >(
    ex,
    sql`SELECT c.id_link::float8 AS id_link, c.cd_pessoa_candidato::float8 AS cd_pessoa_candidato, p.nm_pessoa,
               c.id_parecer, mr.ds_motivo_reprovacao AS nm_motivo, c.ds_parecer, c.ds_horarios,
               ${isoTs('c.respondido_em')} AS respondido_em,
               ${isoTs(`(SELECT min(pv.visto_em) FROM parecer_cliente_visualizacao pv
                         WHERE pv.id_link = c.id_link AND pv.cd_pessoa_candidato = c.cd_pessoa_candidato)`)} AS visto_em,
               ${isoTs('c.tratado_em')} AS tratado_em
          FROM parecer_cliente_candidato c
          JOIN parecer_cliente_link l ON l.id_link = c.id_link
          LEFT JOIN ${tabelasCandidato.pessoa('p')} ON p.cd_pessoa = c.cd_pessoa_candidato
          LEFT JOIN ${tabelasCatalogo.motivo_reprovacao('mr')} ON mr.cd_motivo_reprovacao = c.cd_motivo_reprovacao
         WHERE l.nr_vaga = ${nrVaga}
         ORDER BY p.nm_pessoa, c.cd_pessoa_candidato`,
  );
  const porLink = new Map<number, LinkParecerLinha['candidatos']>();
  for (const c of candidatos) {
    const { id_link, ds_horarios, ...resto } = c;
    const l = porLink.get(Number(id_link)) ?? [];
    l.push({ ...resto, horarios: Array.isArray(ds_horarios) ? ds_horarios.map(String) : [] });
    porLink.set(Number(id_link), l);
  }
  return links.map(({ ds_canais, ...l }) => ({
    ...l,
    canais: ds_canais ? ds_canais.split(',') : [],
    candidatos: porLink.get(Number(l.id_link)) ?? [],
  }));
}

/** POST /vaga/:nrVaga/parecer-cliente/:id/revogar: the link stops opening (409 when already revoked). */
export async function revogarLink(ctx: ContextoCandidatos, nrVaga: number, idLink: number): Promise<string> {
  return ctx.deps.db.transaction(async (tx) => {
    const [l] = await consultar<{ revogado: boolean; contato: string | null }>(
      tx,
      sql`SELECT l.revogado_em IS NOT NULL AS revogado, p.nm_pessoa AS contato
            FROM parecer_cliente_link l
            LEFT JOIN ${tabelasCandidato.pessoa('p')} ON p.cd_pessoa = l.cd_pessoa_contato
           WHERE l.id_link = ${idLink} AND l.nr_vaga = ${nrVaga}
           FOR UPDATE OF l`,
    );
    if (!l) throw notFound(M.linkNaoEncontrado);
    if (l.revogado) throw conflict(M.linkJaRevogado);
    await tx.execute(sql`
      UPDATE parecer_cliente_link SET revogado_em = now(), cd_usuario_revogou = ${ctx.usuario.cd_sip}
       WHERE id_link = ${idLink}`);
    await notaNoHistoricoDaVaga(tx, ctx.usuario.cd_sip, nrVaga, M.notaRevogado(l.contato ?? ''), 'PC');
    await anunciarCandidatos(ctx.deps, tx, nrVaga, 'parecerCliente');
    return M.revogado;
  });
}
