import { errosSenha, MENSAGENS_CADASTRO } from '@backoffice/domain/candidato-cadastro';
import {
  destinoSeguro,
  LIMITES_PORTAL,
  loginPortalForm,
  MENSAGENS_PORTAL as M,
  novaSenhaForm,
  CAMINHO_PORTAL as P,
  redefinicaoPedidoForm,
} from '@backoffice/domain/portal';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { contagemNoBanco, contarNoBanco, zerarNoBanco } from '../../platform/rate-limit-store';
import { recusaMensagens } from '../candidato/candidato.entry';
import {
  paginaEntrar,
  paginaEsqueciSenha,
  paginaMinhaArea,
  paginaNovaSenha,
  paginaSair,
} from './paginas-candidato';
import { pedidosDoCandidato } from './pedidos-lgpd.service';
import { areaDoCandidato, entrarCandidato, novaSenha, pedirRedefinicao } from './portal.service';
import { type ContextoPortal, type Pedido, SEM_CACHE } from './portal-contexto';
import {
  COOKIE_CANDIDATO,
  criarSessaoCandidato,
  encerrarSessaoCandidato,
  gravarCookieCandidato,
  limparCookieCandidato,
} from './seguranca-portal';

/** The candidate's area (or the login page when the session is gone), with a notice and a status. */
export function responderMinhaArea(ctx: ContextoPortal) {
  const { deps, config, carimbos, html, sessao } = ctx;
  return async (
    request: Pedido,
    reply: FastifyReply,
    avisos: { mensagem?: string; erro?: string } = {},
    status = 200,
  ) => {
    const s = await sessao(request);
    const area = s ? await areaDoCandidato(deps, s.cd_pessoa) : null;
    if (!s || !area) {
      if (request.cookies?.[COOKIE_CANDIDATO]) limparCookieCandidato(request, reply, config);
      return reply.header('cache-control', SEM_CACHE).redirect(`${P}/entrar`, 303);
    }
    return html(
      reply,
      paginaMinhaArea({
        nome: area.nome,
        candidaturas: area.candidaturas,
        carimboSair: carimbos.gerar(`sair|${s.id}`),
        carimboFoto: carimbos.gerar(`foto|${s.id}`),
        carimboEliminar: carimbos.gerar(`eliminar|${s.id}`),
        carimboMensagens: carimbos.gerar(`mensagens|${s.id}`),
        recusaMensagens: await recusaMensagens(deps.db, s.cd_pessoa),
        pedidosLgpd: await pedidosDoCandidato(deps, s.cd_pessoa),
        ...avisos,
      }),
      status,
    );
  };
}

/**
 * The candidate's access: login and logout, the area's page, and the password reset by e-mail.
 */
export async function contaRoutes(app: FastifyInstance, { ctx }: { ctx: ContextoPortal }): Promise<void> {
  const {
    deps,
    config,
    carimbos,
    limites,
    dentroDosLimites,
    falhasDoCpf,
    html,
    sessao,
    origemOk,
    minimo,
    mensagemCarimbo,
    usarCarimbo,
  } = ctx;
  const minhaArea = responderMinhaArea(ctx);

  // ---------------------------------------------------------------------------------------------
  // The candidate's access

  app.get<{ Querystring: { destino?: string; saiu?: string } }>(`${P}/entrar`, async (request, reply) => {
    const destino = destinoSeguro(String(request.query?.destino ?? ''));
    const mensagem = request.query?.saiu ? M.sessaoEncerrada : undefined;
    return html(reply, paginaEntrar({ carimbo: carimbos.gerar('entrar'), destino, mensagem }));
  });

  app.post(`${P}/entrar`, async (request, reply) => {
    const parse = loginPortalForm.safeParse(request.body ?? {});
    const destino = destinoSeguro(parse.success ? parse.data.destino : '');
    const refazer = (status: number, erro: string) =>
      html(
        reply,
        paginaEntrar({
          carimbo: carimbos.gerar('entrar'),
          destino,
          erro,
          cpf: parse.success ? parse.data.cpf : '',
        }),
        status,
      );
    if (!parse.success || !origemOk(request)) return refazer(400, M.formularioInvalido);
    if (!(await dentroDosLimites(request, limites.loginIp))) return refazer(429, M.muitasTentativas);
    const c = await usarCarimbo(parse.data.carimbo, 'entrar');
    if (c !== 'ok') return refazer(400, mensagemCarimbo(c));
    const falhas = falhasDoCpf(parse.data.cpf);
    if ((await contagemNoBanco(deps.handle, falhas)) >= LIMITES_PORTAL.loginsPorCpfHora)
      return refazer(429, M.cpfBloqueado);
    const cd = await entrarCandidato(deps, parse.data.cpf, parse.data.senha);
    if (!cd) {
      await contarNoBanco(deps.handle, falhas, 3_600_000);
      request.log.warn('login do candidato recusado');
      return refazer(401, M.loginInvalido);
    }
    const anterior = await sessao(request);
    if (anterior) await encerrarSessaoCandidato(deps.handle, anterior.id);
    gravarCookieCandidato(request, reply, config, await criarSessaoCandidato(deps.handle, cd));
    return reply.header('cache-control', SEM_CACHE).redirect(destino, 303);
  });

  // Logout is a plain form (no script needed). A post without the page's stamp (from another site, or
  // a stale page) does not end the session: it asks to confirm, with a form that does.
  app.post(`${P}/sair`, async (request, reply) => {
    const s = await sessao(request);
    if (!s) return reply.header('cache-control', SEM_CACHE).redirect(`${P}/entrar?saiu=1`, 303);
    const corpo = (request.body ?? {}) as Record<string, unknown>;
    if (!origemOk(request) || (await usarCarimbo(String(corpo.carimbo ?? ''), `sair|${s.id}`)) !== 'ok')
      return html(reply, paginaSair({ carimbo: carimbos.gerar(`sair|${s.id}`) }));
    await encerrarSessaoCandidato(deps.handle, s.id);
    limparCookieCandidato(request, reply, config);
    return reply.header('cache-control', SEM_CACHE).redirect(`${P}/entrar?saiu=1`, 303);
  });

  app.get<{ Querystring: { foto?: string } }>(`${P}/minha-area`, async (request, reply) =>
    minhaArea(request, reply, request.query?.foto ? { mensagem: MENSAGENS_CADASTRO.fotoAtualizada } : {}),
  );

  app.get(`${P}/esqueci-senha`, async (_request, reply) =>
    html(reply, paginaEsqueciSenha({ carimbo: carimbos.gerar('redefinir') })),
  );

  app.post(`${P}/esqueci-senha`, async (request, reply) => {
    const parse = redefinicaoPedidoForm.safeParse(request.body ?? {});
    const refazer = (status: number, o: { mensagem?: string; erro?: string }) =>
      html(reply, paginaEsqueciSenha({ carimbo: carimbos.gerar('redefinir'), ...o }), status);
    if (!parse.success || !origemOk(request) || parse.data.ds_site)
      return refazer(400, { erro: M.formularioInvalido });
    if (!(await dentroDosLimites(request, limites.redefinicaoIp, limites.redefinicaoCpf)))
      return refazer(429, { erro: M.muitasTentativas });
    const c = await usarCarimbo(parse.data.carimbo, 'redefinir', minimo);
    if (c !== 'ok') return refazer(400, { erro: mensagemCarimbo(c) });
    await pedirRedefinicao(deps, parse.data.cpf, parse.data.ds_email);
    // The same answer whether or not the CPF and e-mail belong to someone.
    return refazer(200, { mensagem: M.redefinicaoEnviada });
  });

  app.get<{ Querystring: { token?: string } }>(`${P}/nova-senha`, async (request, reply) => {
    const token = String(request.query?.token ?? '').slice(0, 100);
    return html(reply, paginaNovaSenha({ carimbo: carimbos.gerar('nova-senha'), token }));
  });

  app.post(`${P}/nova-senha`, async (request, reply) => {
    const parse = novaSenhaForm.safeParse(request.body ?? {});
    const token = parse.success ? parse.data.token : '';
    const refazer = (status: number, erro: string) =>
      html(reply, paginaNovaSenha({ carimbo: carimbos.gerar('nova-senha'), token, erro }), status);
    if (!parse.success || !origemOk(request)) return refazer(400, M.formularioInvalido);
    const c = await usarCarimbo(parse.data.carimbo, 'nova-senha');
    if (c !== 'ok') return refazer(400, mensagemCarimbo(c));
    const erros = errosSenha(
      parse.data.nm_senha_web,
      parse.data.nm_senha_confirmacao,
      parse.data.ds_lembrete_senha_web,
    );
    if (erros.length) return refazer(400, erros.join(' '));
    const ok = await novaSenha(deps, token, parse.data.nm_senha_web, parse.data.ds_lembrete_senha_web);
    if (!ok) return refazer(400, M.redefinicaoInvalida);
    // the owner proved the e-mail: the wrong passwords counted on the CPF no longer hold it
    await zerarNoBanco(deps.handle, falhasDoCpf(ok.cpf));
    return html(
      reply,
      paginaEntrar({
        carimbo: carimbos.gerar('entrar'),
        destino: `${P}/minha-area`,
        mensagem: M.senhaRedefinida,
      }),
    );
  });
}
