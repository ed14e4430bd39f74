import { POR_PAGINA_LGPD_ACESSOS } from '@backoffice/domain/contratacao';
import { MENSAGENS_LGPD as ML } from '@backoffice/domain/lgpd';
import {
  LIMITES_PORTAL,
  MENSAGENS_PORTAL as M,
  CAMINHO_PORTAL as P,
  pedidoEliminacaoForm,
} from '@backoffice/domain/portal';
import {
  MENSAGENS_PORTAL_CANDIDATURAS as MC,
  recusaMensagensForm,
} from '@backoffice/domain/portal-candidaturas';
import type { FastifyInstance } from 'fastify';
import { contarNoBanco } from '../../platform/rate-limit-store';
import { acessosDoTitular, gravarRecusaMensagens } from '../candidato/candidato.entry';
import { responderMinhaArea } from './conta.routes';
import { exportacaoJson, exportacaoPdf, exportarDadosDoCandidato } from './lgpd';
import { paginaMensagem } from './paginas';
import { paginaAcessos } from './paginas-candidato';
import { pedirEliminacao } from './pedidos-lgpd.service';
import { type ContextoPortal, SEM_CACHE } from './portal-contexto';

/** The candidate's LGPD rights from the area: a copy of their data (JSON or PDF) and the erasure request. */
export async function lgpdTitularRoutes(
  app: FastifyInstance,
  { ctx }: { ctx: ContextoPortal },
): Promise<void> {
  const { deps, html, sessao, origemOk, naoEncontrada, usarCarimbo } = ctx;
  const minhaArea = responderMinhaArea(ctx);

  // LGPD: everything held about the logged candidate, as JSON or a readable PDF (own record only).
  // Limited per candidate and hour; drawing a PDF costs hundreds of milliseconds of CPU, so only a
  // few are drawn at once on an instance.
  let pdfsEmAndamento = 0;
  app.get<{ Params: { formato: string } }>(`${P}/minha-area/meus-dados.:formato`, async (request, reply) => {
    const formato = request.params.formato;
    if (formato !== 'json' && formato !== 'pdf') return naoEncontrada(reply);
    const s = await sessao(request);
    if (!s) return html(reply, paginaMensagem('Acesso restrito', M.sessaoNecessaria, 'info'), 401);
    const vezes = await contarNoBanco(deps.handle, `portal:exportacao:${s.cd_pessoa}`, 3_600_000);
    if (vezes.current > LIMITES_PORTAL.exportacoesPorHora)
      return html(reply, paginaMensagem('Meus dados', M.exportacoesDemais, 'erro'), 429);
    if (formato === 'pdf' && pdfsEmAndamento >= LIMITES_PORTAL.pdfsSimultaneos)
      return html(reply, paginaMensagem('Meus dados', M.exportacaoOcupada, 'erro'), 503);
    const dados = await exportarDadosDoCandidato(deps, s.cd_pessoa);
    if (!dados) return html(reply, paginaMensagem('Acesso restrito', M.sessaoNecessaria, 'info'), 401);
    request.log.info({ cd_pessoa: s.cd_pessoa, formato }, 'exportação LGPD do candidato');
    reply
      .header('cache-control', SEM_CACHE)
      .header('content-disposition', `attachment; filename="meus-dados.${formato}"`);
    if (formato === 'json')
      return reply
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(exportacaoJson(dados), null, 2));
    pdfsEmAndamento++;
    try {
      return reply.type('application/pdf').send(await exportacaoPdf(dados));
    } finally {
      pdfsEmAndamento--;
    }
  });

  // LGPD: who of the staff read the candidate's sensitive data (role and unit, never the person).
  app.get<{ Querystring: { pagina?: string } }>(`${P}/minha-area/acessos`, async (request, reply) => {
    const s = await sessao(request);
    if (!s)
      return reply
        .header('cache-control', SEM_CACHE)
        .redirect(`${P}/entrar?destino=${encodeURIComponent(`${P}/minha-area/acessos`)}`, 303);
    const n = Number(request.query?.pagina ?? 1);
    const pagina = Number.isInteger(n) && n >= 1 && n <= 100_000 ? n : 1;
    const { linhas, total } = await acessosDoTitular(deps.db, s.cd_pessoa, pagina);
    reply.header('cache-control', SEM_CACHE);
    return html(
      reply,
      paginaAcessos({ linhas, pagina, paginas: Math.max(1, Math.ceil(total / POR_PAGINA_LGPD_ACESSOS)) }),
    );
  });

  // The switch 'Não quero receber mensagens sobre vagas'.
  app.post(`${P}/minha-area/mensagens`, async (request, reply) => {
    const s = await sessao(request);
    if (!s) return reply.header('cache-control', SEM_CACHE).redirect(`${P}/entrar`, 303);
    const parse = recusaMensagensForm.safeParse(request.body ?? {});
    if (
      !parse.success ||
      !origemOk(request) ||
      (await usarCarimbo(parse.data.carimbo, `mensagens|${s.id}`)) !== 'ok'
    )
      return minhaArea(request, reply, { erro: M.formularioInvalido }, 400);
    const recusa = parse.data.recusa === 'S';
    await gravarRecusaMensagens(deps.db, s.cd_pessoa, recusa);
    return minhaArea(request, reply, { mensagem: recusa ? MC.recusaGravada : MC.aceiteGravado });
  });

  // LGPD: the candidate asks for erasure (confirmation; one pending request at a time).
  app.post(`${P}/minha-area/eliminacao`, async (request, reply) => {
    const s = await sessao(request);
    if (!s) return reply.header('cache-control', SEM_CACHE).redirect(`${P}/entrar`, 303);
    const parse = pedidoEliminacaoForm.safeParse(request.body ?? {});
    if (
      !parse.success ||
      !origemOk(request) ||
      (await usarCarimbo(parse.data.carimbo, `eliminar|${s.id}`)) !== 'ok'
    )
      return minhaArea(request, reply, { erro: M.formularioInvalido }, 400);
    if (parse.data.confirmo !== 'S') return minhaArea(request, reply, { erro: ML.confirmeEliminacao }, 400);
    const motivo = parse.data.ds_motivo;
    const r = await pedirEliminacao(deps, s.cd_pessoa, motivo || null);
    request.log.info({ cd_pessoa: s.cd_pessoa, resultado: r }, 'pedido de eliminação LGPD');
    if (r === 'pendente') return minhaArea(request, reply, { erro: ML.eliminacaoPendente }, 409);
    return minhaArea(request, reply, { mensagem: ML.eliminacaoPedida }, 201);
  });
}
