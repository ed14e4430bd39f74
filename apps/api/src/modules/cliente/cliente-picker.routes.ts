import { CONTRATOS_CLIENTE as C } from '@backoffice/domain/contratos/cliente';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { esquemaDoContrato } from '../../platform/contratos';
import type { AppDeps } from '../../platform/deps';
import { buscarClientes } from './cliente-picker.service';

/** GET /api/cliente/clientes/:text/:maxChars: the client picker (spec 000 §7.6). */
export const clientePickerRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    C.clientes.caminho,
    {
      config: { acesso: { permissoes: [] } },
      schema: esquemaDoContrato(C.clientes, {
        tags: ['seletores'],
        summary: 'Clientes por nome, apelido ou CNPJ (a partir de 3 caracteres)',
      }),
    },
    async (request) => buscarClientes(deps.handle, request.params.text, request.params.maxChars),
  );
};
