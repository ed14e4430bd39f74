import { CONTRATOS_OPERACOES as C } from '@backoffice/domain/contratos/operacoes';
import { MENSAGENS_HELP_DESK } from '@backoffice/domain/operacoes';
import { PERMISSOES } from '@backoffice/domain/permissions';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exigirUsuario } from '../../platform/access';
import type { AppDeps } from '../../platform/deps';
import { forbidden, respostaErro } from '../../platform/errors';
import { router } from '../../platform/router';
import { marcasDoUsuario } from '../usuario/usuario.tabelas';
import { abrirChamado, alterarStatusHelp, horasDev, listarHelps, solicitantes } from './helpdesk.service';
import { listarInteracoes, registrarInteracao } from './helpdesk-interacoes.service';

/**
 * Help desk (spec 002 §2.6, §7: only the users whose Help Desk flag is on, Administração › Usuários)
 * and the developers' hours (DayOne, 334).
 */
export const helpDeskRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const usuarioHelpDesk = async (request: FastifyRequest) => {
    const usuario = exigirUsuario(request);
    if (!(await marcasDoUsuario(deps.db, usuario.cd_sip)).helpDesk) {
      throw forbidden(MENSAGENS_HELP_DESK.somenteHelpDesk);
    }
    return usuario;
  };

  const rota = router(app, {
    tags: ['help desk'],
    acesso: { permissoes: [] },
    respostas: { 403: respostaErro },
  });

  // Any logged user reaches the handler, which admits the users with the Help Desk flag only.
  rota(
    C.helpDeskLista,
    { resumo: 'Helps em aberto (somente usuários com o Help Desk)' },
    // {user_sip} stays in the path because callers send it; the list is the same for the one user.
    async (request) => {
      await usuarioHelpDesk(request);
      return listarHelps(deps.handle);
    },
  );

  rota(
    C.helpDeskStatus,
    {
      resumo: 'Marca o help como em desenvolvimento (S) ou não (N)',
      respostas: { 400: respostaErro, 403: respostaErro, 404: respostaErro },
    },
    async (request) => alterarStatusHelp(deps.handle, await usuarioHelpDesk(request), request.body),
  );

  rota(
    C.helpDeskSolicitantes,
    { resumo: 'Usuários ativos que podem ser o solicitante de um help' },
    async (request) => {
      await usuarioHelpDesk(request);
      return solicitantes(deps.handle);
    },
  );

  rota(
    C.helpDeskChamado,
    {
      resumo: 'Abre um help (assunto, problema e solicitante; sem solicitante, o usuário logado)',
      respostas: { 400: respostaErro, 403: respostaErro },
    },
    async (request) => abrirChamado(deps.handle, await usuarioHelpDesk(request), request.body),
  );

  // The interactions of a ticket: its requester and the Help Desk users (checked in the service).
  const quem = async (request: FastifyRequest) => {
    const usuario = exigirUsuario(request);
    return { usuario, helpDesk: (await marcasDoUsuario(deps.db, usuario.cd_sip)).helpDesk };
  };
  rota(
    C.helpDeskInteracoes,
    {
      resumo: 'Interações de um help, da mais antiga à mais nova (o solicitante e os usuários do Help Desk)',
      respostas: { 400: respostaErro, 403: respostaErro, 404: respostaErro },
    },
    async (request) => listarInteracoes(deps, request.params.nr, await quem(request)),
  );
  rota(
    C.helpDeskInteragir,
    {
      resumo: 'Registra uma interação num help e a conta no help (o solicitante e os usuários do Help Desk)',
      respostas: { 400: respostaErro, 403: respostaErro, 404: respostaErro, 409: respostaErro },
    },
    async (request) => registrarInteracao(deps, request.params.nr, await quem(request), request.body.texto),
  );

  rota(
    C.horasDev,
    {
      resumo: 'Horas dos desenvolvedores por dia, registradas nos helps (datas DD/MM/AAAA)',
      acesso: { permissoes: [...PERMISSOES.dayOne] },
      respostas: { 400: respostaErro },
    },
    async (request) => horasDev(deps.handle, request.query),
  );
};
