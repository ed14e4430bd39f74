import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { adminPerfisRoutes } from './admin-perfis.routes';
import { adminUnidadesRoutes } from './admin-unidades.routes';
import { adminUsuariosRoutes } from './admin-usuarios.routes';
import { adminUsuariosAcessoRoutes } from './admin-usuarios-acesso.routes';
import { analistaPickerRoutes } from './analista-picker.routes';
import { analistasRelatorioRoutes } from './analistas-relatorio.routes';
import { analistasUnidadeRoutes } from './analistas-unidade.routes';
import { avisosRoutes } from './avisos.routes';
import { ramaisRoutes } from './ramais.routes';

/** Users: as analysts (pickers, notices, the unit's analysts, extensions) and in Administração. Registered under /api; each routes plugin keeps its own encapsulated context. */
export const usuarioPlugin: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  await app.register(analistaPickerRoutes, { deps });
  await app.register(avisosRoutes, { deps });
  await app.register(analistasUnidadeRoutes, { deps });
  await app.register(analistasRelatorioRoutes, { deps });
  await app.register(ramaisRoutes, { deps });
  await app.register(adminUsuariosRoutes, { deps });
  await app.register(adminUnidadesRoutes, { deps });
  await app.register(adminUsuariosAcessoRoutes, { deps });
  await app.register(adminPerfisRoutes, { deps });
};
