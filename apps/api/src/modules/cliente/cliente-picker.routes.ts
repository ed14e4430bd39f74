import { clienteLinha, clientesParams } from '@backoffice/domain/pickers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../platform/deps';
import { buscarClientes } from './cliente-picker.service';

/** GET /api/cliente/clientes/:text/:maxChars: the client picker (spec 000 §7.6). */
export const clientePickerRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/cliente/clientes/:text/:maxChars',
    {
      config: { acesso: { permissoes: [] } },
      schema: {
        tags: ['seletores'],
        summary: 'Clientes por nome, apelido ou CNPJ (a partir de 3 caracteres)',
        params: clientesParams,
        response: { 200: z.array(clienteLinha) },
      },
    },
    async (request) => buscarClientes(deps.handle, request.params.text, request.params.maxChars),
  );
};
