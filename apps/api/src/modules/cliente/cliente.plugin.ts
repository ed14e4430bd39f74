import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { botClienteRoutes } from './bot-cliente.routes';
import { centroCustoRoutes } from './centro-custo.routes';
import { clienteCargoRoutes } from './cliente-cargo.routes';
import { clienteModRoutes } from './cliente-mod.routes';
import { clientePickerRoutes } from './cliente-picker.routes';
import { clientesRoutes } from './clientes.routes';
import { dadosResumidosRoutes } from './dados-resumidos.routes';

/** Clients (Seleção › Clientes) with their contacts, positions, cost centres and process types, the pickers, the client card and the tax-regime bot. Registered under /api; each routes plugin keeps its own encapsulated context. */
export const clientePlugin: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  await app.register(centroCustoRoutes, { deps });
  await app.register(clientePickerRoutes, { deps });
  await app.register(clienteCargoRoutes, { deps });
  await app.register(clienteModRoutes, { deps });
  await app.register(dadosResumidosRoutes, { deps });
  await app.register(botClienteRoutes, { deps });
  await app.register(clientesRoutes, { deps });
};
