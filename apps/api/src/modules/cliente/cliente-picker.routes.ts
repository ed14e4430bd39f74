import { CONTRATOS_CLIENTE as C } from '@backoffice/domain/contratos/cliente';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { router } from '../../platform/router';
import { buscarClientes } from './cliente-picker.service';

/** GET /api/cliente/clientes/:text/:maxChars: the client picker (spec 000 §7.6). */
export const clientePickerRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const rota = router(app, { tags: ['seletores'], acesso: { permissoes: [] } });

  rota(
    C.clientes,
    { resumo: 'Clientes por nome, apelido ou CNPJ (a partir de 3 caracteres)' },
    async (request) => buscarClientes(deps.handle, request.params.text, request.params.maxChars),
  );
};
