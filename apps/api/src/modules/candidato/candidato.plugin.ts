import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { candidatoBuscaRoutes } from './busca/candidato-busca.routes';
import { candidatoPickerRoutes } from './busca/candidato-picker.routes';
import { curriculoCadastroRoutes } from './cadastro/cadastro.routes';
import { curriculoRoutes } from './curriculo/curriculo.routes';
import { dadosCandidatoRoutes } from './dados/dados-candidato.routes';
import { dadosCandidatoAbasRoutes } from './dados/dados-candidato-abas.routes';
import { candidatoHistoricoRoutes } from './dados/historico.routes';
import { documentosRoutes } from './documentos/documentos.routes';
import { lgpdAcessoRoutes } from './lgpd/lgpd-acesso.routes';
import { relatorioCandidatosRoutes } from './relatorios/relatorio-candidatos.routes';
import { testesRoutes } from './testes-laudos/testes.routes';

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
  await app.register(lgpdAcessoRoutes, { deps });
};
