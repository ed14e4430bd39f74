import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { curriculoCadastroRoutes } from './cadastro.routes';
import { candidatoBuscaRoutes } from './candidato-busca.routes';
import { candidatoPickerRoutes } from './candidato-picker.routes';
import { curriculoRoutes } from './curriculo.routes';
import { dadosCandidatoRoutes } from './dados-candidato.routes';
import { dadosCandidatoAbasRoutes } from './dados-candidato-abas.routes';
import { documentosRoutes } from './documentos.routes';
import { candidatoHistoricoRoutes } from './historico.routes';
import { relatorioCandidatosRoutes } from './relatorio-candidatos.routes';
import { testesRoutes } from './testes.routes';

/** The candidate record and everything kept on it. Registered under /api; each routes plugin keeps its own encapsulated context. */
export const candidatoPlugin: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  await app.register(candidatoPickerRoutes, { deps });
  await app.register(dadosCandidatoRoutes, { deps });
  await app.register(candidatoBuscaRoutes, { deps });
  await app.register(candidatoHistoricoRoutes, { deps });
  await app.register(dadosCandidatoAbasRoutes, { deps });
  await app.register(curriculoRoutes, { deps });
  await app.register(testesRoutes, { deps });
  await app.register(documentosRoutes, { deps });
  await app.register(curriculoCadastroRoutes, { deps });
  await app.register(relatorioCandidatosRoutes, { deps });
};
