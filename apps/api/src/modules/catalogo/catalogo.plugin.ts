import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { bairrosRoutes } from './bairros.routes';
import { cadastrosRoutes } from './cadastros.routes';
import { cargoRoutes } from './cargo.routes';
import { cidadePadraoUsuarioRoutes } from './cidade-padrao-usuario.routes';
import { cidadeUsuarioRoutes } from './cidade-usuario.routes';
import { cidadesRoutes } from './cidades.routes';
import { conhecimentoRoutes } from './conhecimento.routes';
import { enderecoRoutes } from './endereco.routes';
import { escolaridadeRoutes } from './escolaridade.routes';
import { estadosRoutes } from './estados.routes';
import { paisesRoutes } from './paises.routes';
import { turnoRoutes } from './turno.routes';
import { unidadesRoutes } from './unidades.routes';
import { unidadesFiltroRoutes } from './unidades-filtro.routes';

/** The catalogues and pickers of reference data, the CEP lookup and the units. Registered under /api; each routes plugin keeps its own encapsulated context. */
export const catalogoPlugin: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  await app.register(paisesRoutes, { deps });
  await app.register(estadosRoutes, { deps });
  await app.register(cidadesRoutes, { deps });
  await app.register(bairrosRoutes, { deps });
  await app.register(conhecimentoRoutes, { deps });
  await app.register(cargoRoutes, { deps });
  await app.register(turnoRoutes, { deps });
  await app.register(escolaridadeRoutes, { deps });
  await app.register(cidadeUsuarioRoutes, { deps });
  await app.register(cidadePadraoUsuarioRoutes, { deps });
  await app.register(enderecoRoutes, { deps });
  await app.register(unidadesRoutes, { deps });
  await app.register(unidadesFiltroRoutes, { deps });
  await app.register(cadastrosRoutes, { deps });
};
