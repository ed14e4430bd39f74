import { MENSAGEM_LOGIN_SENHA_DESLIGADO } from '@backoffice/domain/auth';
import { CONTRATOS_AUTH as C } from '@backoffice/domain/contratos/auth';
import { MENSAGENS } from '@backoffice/domain/mensagens';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exigirUsuario } from '../../platform/access';
import type { AppDeps } from '../../platform/deps';
import { HttpError, respostaErro } from '../../platform/errors';
import { router } from '../../platform/router';
import { gravarCookieSessao, idDaSessao, limparCookieSessao, tokenDoPedido } from '../../platform/sessions';
import { entrar, sair } from './auth.service';
import { encerrarSessaoDoUsuario, sessoesDoUsuario, trocarSenha } from './conta.service';

/** The login as the login rule compares it: without case or accents. */
function chaveDoLogin(corpo: unknown): string {
  const usuario = (corpo as { usuario?: unknown } | undefined)?.usuario;
  return String(usuario ?? '')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .trim()
    .slice(0, 100);
}

/** Login, logout and the session check (spec 002 §7: GET session, polled every 10 minutes). */
export const authRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const rota = router(app, { tags: ['sessão'], acesso: { permissoes: [] } });
  const limitePorLogin = app.createRateLimit({
    max: deps.config.LOGIN_RATE_LIMIT_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (request) => `POST /api/auth/login|${request.ip}|${chaveDoLogin(request.body)}`,
  });

  rota(
    C.login,
    {
      resumo: 'Entra com usuário e senha; devolve o usuário e o cookie de sessão',
      acesso: { publica: true },
      respostas: { 401: respostaErro, 403: respostaErro, 423: respostaErro, 429: respostaErro },
      // many logins tried from one address: room for an office behind one NAT address...
      config: { rateLimit: { max: deps.config.LOGIN_RATE_LIMIT_PER_MINUTE_IP, timeWindow: 60_000 } },
      // ...and one login's password guessed from one address (counted once the body is read)
      preHandler: async (request, reply) => {
        const r = await limitePorLogin(request);
        if (!r.isAllowed && r.isExceeded) {
          reply.header('retry-after', String(r.ttlInSeconds));
          throw new HttpError(429, MENSAGENS.muitasRequisicoes);
        }
      },
    },
    async (request, reply) => {
      // LOGIN_SENHA=N: only the company account logs in (npm run admin:criar still works)
      if (deps.config.LOGIN_SENHA === 'N')
        return reply.code(403).send({ error: MENSAGEM_LOGIN_SENHA_DESLIGADO });
      const anterior = tokenDoPedido(request);
      const r = await entrar(
        { deps, ip: request.ip, userAgent: request.headers['user-agent'] },
        request.body,
      );
      if (!r.ok) {
        request.log.warn({ login: request.body.usuario, status: r.status }, 'login recusado');
        return reply.code(r.status).send({ error: r.mensagem });
      }
      // A session the browser already had is not carried over (session fixation).
      if (anterior) await sair(deps, idDaSessao(anterior));
      request.log.info({ login: r.usuario.nm_login, cd_sip: r.usuario.cd_sip }, 'login');
      gravarCookieSessao(request, reply, deps.config, r.token);
      reply.header('cache-control', 'no-store');
      return r.usuario;
    },
  );

  const comSenhaTemporaria = { permissoes: [], comSenhaTemporaria: true } as const;

  rota(C.logout, { resumo: 'Encerra a sessão (204)', acesso: comSenhaTemporaria }, async (request, reply) => {
    if (request.sessaoId) await sair(deps, request.sessaoId);
    limparCookieSessao(request, reply, deps.config);
    return reply.code(204).send();
  });

  rota(
    C.sessao,
    {
      resumo: 'O usuário da sessão (401 quando não há sessão válida)',
      acesso: comSenhaTemporaria,
      respostas: { 401: respostaErro },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return exigirUsuario(request);
    },
  );

  rota(
    C.trocarSenha,
    {
      resumo: 'Troca a senha do próprio usuário (atual e nova); encerra as suas outras sessões',
      acesso: comSenhaTemporaria,
      respostas: { 400: respostaErro, 401: respostaErro },
      config: { rateLimit: { max: deps.config.LOGIN_RATE_LIMIT_PER_MINUTE, timeWindow: 60_000 } },
    },
    async (request, reply) => {
      const u = exigirUsuario(request);
      await trocarSenha(deps, u.cd_sip, request.sessaoId ?? '', request.body);
      request.log.info({ cd_sip: u.cd_sip }, 'senha trocada');
      return reply.code(204).send();
    },
  );

  rota(
    C.sessoes,
    { resumo: 'As sessões abertas do próprio usuário (dispositivo, endereço, último uso)' },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return sessoesDoUsuario(deps, exigirUsuario(request).cd_sip, request.sessaoId ?? '');
    },
  );

  rota(
    C.encerrarSessao,
    {
      resumo: 'Encerra uma sessão do próprio usuário (204; a atual também: é sair)',
      respostas: { 404: respostaErro },
    },
    async (request, reply) => {
      const r = await encerrarSessaoDoUsuario(
        deps,
        exigirUsuario(request).cd_sip,
        request.sessaoId ?? '',
        request.params.id,
      );
      if (r.atual) limparCookieSessao(request, reply, deps.config);
      return reply.code(204).send();
    },
  );
};
