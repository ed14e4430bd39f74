import { CONTRATOS_BOT_CLIENTE as C } from '@backoffice/domain/contratos/bot-cliente';
import { PERMISSOES } from '@backoffice/domain/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exigirUsuario } from '../../platform/access';
import { esquemaDoContrato } from '../../platform/contratos';
import type { AppDeps } from '../../platform/deps';
import { respostaErro } from '../../platform/errors';
import {
  clientesParaValidar,
  clientesValidados,
  historicoCliente,
  validarCliente,
} from './bot-cliente.service';

const acesso = { permissoes: [...PERMISSOES.botValidaCliente] };

/** Bot Valida Cliente (spec 002 §2.8, §7, code 341): clients, validated clients, history, validation. */
export const botClienteRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    C.clientes.caminho,
    {
      config: { acesso },
      schema: esquemaDoContrato(C.clientes, {
        tags: ['bot cliente'],
        summary: 'Clientes ativos com CNPJ ainda não validados no período',
        respostas: { 400: respostaErro },
      }),
    },
    async (request) => clientesParaValidar(deps.handle, request.query),
  );
  app.get(
    C.validados.caminho,
    {
      config: { acesso },
      schema: esquemaDoContrato(C.validados, {
        tags: ['bot cliente'],
        summary: 'Clientes validados no período, o mais recente primeiro',
        respostas: { 400: respostaErro },
      }),
    },
    async (request) => clientesValidados(deps.handle, request.query),
  );
  app.get(
    C.historico.caminho,
    {
      config: { acesso },
      schema: esquemaDoContrato(C.historico, {
        tags: ['bot cliente'],
        summary: 'Consultas do Simples Nacional de um cliente, a mais recente primeiro',
      }),
    },
    async (request) => historicoCliente(deps.handle, request.params.cd_pessoa_cliente),
  );
  app.post(
    C.valida.caminho,
    {
      config: { acesso },
      schema: esquemaDoContrato(C.valida, {
        tags: ['bot cliente'],
        summary:
          'Consulta o Simples Nacional do cliente pelo CNPJ (numérico ou alfanumérico) e grava a resposta no histórico',
        respostas: { 400: respostaErro, 404: respostaErro, 429: respostaErro, 502: respostaErro },
      }),
    },
    async (request) =>
      validarCliente(deps.handle, deps.simplesNacional, exigirUsuario(request), request.body),
  );
};
