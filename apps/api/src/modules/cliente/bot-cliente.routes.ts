import { CONTRATOS_BOT_CLIENTE as C } from '@backoffice/domain/contratos/bot-cliente';
import { PERMISSOES } from '@backoffice/domain/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exigirUsuario } from '../../platform/access';
import type { AppDeps } from '../../platform/deps';
import { respostaErro } from '../../platform/errors';
import { router } from '../../platform/router';
import {
  clientesParaValidar,
  clientesValidados,
  historicoCliente,
  validarCliente,
} from './bot-cliente.service';

const acesso = { permissoes: [...PERMISSOES.botValidaCliente] };

/** Bot Valida Cliente (spec 002 §2.8, §7, code 341): clients, validated clients, history, validation. */
export const botClienteRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const rota = router(app, { tags: ['bot cliente'], acesso, respostas: { 400: respostaErro } });

  rota(C.clientes, { resumo: 'Clientes ativos com CNPJ ainda não validados no período' }, async (request) =>
    clientesParaValidar(deps.handle, request.query),
  );
  rota(C.validados, { resumo: 'Clientes validados no período, o mais recente primeiro' }, async (request) =>
    clientesValidados(deps.handle, request.query),
  );
  rota(
    C.historico,
    { resumo: 'Consultas do Simples Nacional de um cliente, a mais recente primeiro', respostas: {} },
    async (request) => historicoCliente(deps.handle, request.params.cd_pessoa_cliente),
  );
  rota(
    C.valida,
    {
      resumo:
        'Consulta o Simples Nacional do cliente pelo CNPJ (numérico ou alfanumérico) e grava a resposta no histórico',
      respostas: { 400: respostaErro, 404: respostaErro, 429: respostaErro, 502: respostaErro },
    },
    async (request) =>
      validarCliente(deps.handle, deps.simplesNacional, exigirUsuario(request), request.body),
  );
};
