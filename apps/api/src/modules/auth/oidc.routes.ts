import type { ErroSso } from '@backoffice/domain/auth';
import { CONTRATOS_AUTH as C } from '@backoffice/domain/contratos/auth';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AuthorizationResponseError } from 'openid-client';
import { ssoLigado } from '../../config';
import type { AppDeps } from '../../platform/deps';
import { router } from '../../platform/router';
import { gravarCookieSessao, idDaSessao, servidoPorHttps, tokenDoPedido } from '../../platform/sessions';
import { usuarioDoEmail } from '../usuario/usuario.entry';
import { abrirSessao, sair } from './auth.service';
import {
  abrirEstado,
  CAMINHO_COOKIE_ESTADO,
  COOKIE_ESTADO,
  concluirLogin,
  configuracaoDoProvedor,
  ESTADO_VALIDO_SEGUNDOS,
  inicioDoLogin,
  selarEstado,
  uriDeRetorno,
} from './oidc';

/** Where the web goes after a login with the company account: the login page reads the session. */
export const DESTINO_SSO = '/login?sso=1';

/**
 * Login with the company account (OpenID Connect, authorization code with PKCE) and what the login
 * page offers. Every refusal sends the browser to /login?erro=<code> (ERROS_SSO).
 */
export const oidcRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { config } = deps;
  const rota = router(app, { tags: ['sessão'], acesso: { publica: true } });
  const limite = { rateLimit: { max: config.LOGIN_RATE_LIMIT_PER_MINUTE, timeWindow: 60_000 } };

  const opcoesCookie = (request: FastifyRequest) => ({
    httpOnly: true,
    sameSite: 'lax' as const,
    path: CAMINHO_COOKIE_ESTADO,
    secure: servidoPorHttps(request, config),
  });

  function recusar(reply: FastifyReply, erro: ErroSso, email?: string) {
    const qs = new URLSearchParams({ erro });
    if (email) qs.set('email', email);
    return reply.header('cache-control', 'no-store').redirect(`/login?${qs}`, 302);
  }

  rota(
    C.configLogin,
    { resumo: 'O que a tela de login oferece: conta da empresa e usuário e senha' },
    async () => ({
      sso: ssoLigado(config),
      senha: config.LOGIN_SENHA === 'S',
    }),
  );

  rota(
    C.oidcEntrar,
    {
      resumo: 'Leva o navegador ao login da conta da empresa (OpenID Connect)',
      descricao: 'Sem o login único configurado, ou com o provedor fora do ar, volta a /login?erro=...',
      config: limite,
    },
    async (request, reply) => {
      if (!ssoLigado(config)) return recusar(reply, 'sso-desligado');
      let inicio: Awaited<ReturnType<typeof inicioDoLogin>>;
      try {
        inicio = await inicioDoLogin(await configuracaoDoProvedor(config), uriDeRetorno(config));
      } catch (err) {
        request.log.error({ err }, 'login único: provedor indisponível');
        return recusar(reply, 'sso-indisponivel');
      }
      reply.setCookie(COOKIE_ESTADO, selarEstado(inicio.estado, config.OIDC_CLIENT_SECRET ?? ''), {
        ...opcoesCookie(request),
        maxAge: ESTADO_VALIDO_SEGUNDOS,
      });
      return reply.header('cache-control', 'no-store').redirect(inicio.url.href, 302);
    },
  );

  rota(
    C.oidcRetorno,
    {
      resumo: 'Retorno do login da conta da empresa: abre a sessão e vai ao back-office',
      descricao:
        'O e-mail verificado da conta entra como o usuário ativo que o tem (sem diferenciar maiúsculas); recusas voltam a /login?erro=...',
      config: limite,
    },
    async (request, reply) => {
      const estado = abrirEstado(request.cookies[COOKIE_ESTADO], config.OIDC_CLIENT_SECRET ?? '');
      reply.clearCookie(COOKIE_ESTADO, opcoesCookie(request));
      if (!ssoLigado(config)) return recusar(reply, 'sso-desligado');
      const q = request.query;
      if (q.error) {
        request.log.warn(
          { error: q.error, descricao: q.error_description },
          'login único: recusado pelo provedor',
        );
        return recusar(reply, q.error === 'access_denied' ? 'sso-cancelado' : 'sso-falha');
      }
      if (!estado) {
        request.log.warn('login único: retorno sem estado válido (cookie ausente, alterado ou vencido)');
        return recusar(reply, 'sso-falha');
      }
      let provedor: Awaited<ReturnType<typeof configuracaoDoProvedor>>;
      try {
        provedor = await configuracaoDoProvedor(config);
      } catch (err) {
        request.log.error({ err }, 'login único: provedor indisponível');
        return recusar(reply, 'sso-indisponivel');
      }
      const url = new URL(uriDeRetorno(config));
      const i = request.url.indexOf('?');
      url.search = i >= 0 ? request.url.slice(i) : '';
      let identidade: Awaited<ReturnType<typeof concluirLogin>>;
      try {
        identidade = await concluirLogin(provedor, url, estado);
      } catch (err) {
        const cancelado = err instanceof AuthorizationResponseError && err.error === 'access_denied';
        request.log.warn({ err }, 'login único: retorno recusado');
        return recusar(reply, cancelado ? 'sso-cancelado' : 'sso-falha');
      }
      const { email } = identidade;
      if (!email || email.length > 200 || identidade.emailNaoVerificado) {
        request.log.warn({ sub: identidade.sub }, 'login único: sem e-mail verificado');
        return recusar(reply, 'sso-sem-email');
      }
      const r = await usuarioDoEmail(deps, email, identidade.nome);
      if (!r.ok) {
        if (r.erro === 'sso-configuracao')
          request.log.error({ motivo: r.motivo }, 'login único: OIDC_CRIAR_USUARIOS');
        else request.log.warn({ email, erro: r.erro }, 'login único recusado');
        return recusar(
          reply,
          r.erro,
          r.erro === 'sso-desconhecido' || r.erro === 'sso-ambiguo' ? email : undefined,
        );
      }
      const anterior = tokenDoPedido(request);
      const aberta = await abrirSessao(
        { deps, ip: request.ip, userAgent: request.headers['user-agent'] },
        r.cdSip,
      );
      if (!aberta) return recusar(reply, 'sso-desativado');
      // A session the browser already had is not carried over (session fixation).
      if (anterior) await sair(deps, idDaSessao(anterior));
      request.log.info(
        { login: aberta.usuario.nm_login, cd_sip: r.cdSip, criado: r.criado },
        'login (conta da empresa)',
      );
      gravarCookieSessao(request, reply, config, aberta.token);
      return reply.header('cache-control', 'no-store').redirect(DESTINO_SSO, 302);
    },
  );
};
