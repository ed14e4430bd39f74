import { CONTRATOS_VAGA_RELACIONAR as C } from '@backoffice/domain/contratos/vaga-relacionar';
import { PERMISSOES } from '@backoffice/domain/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../../platform/deps';
import { router } from '../../../platform/router';
import { buscarVagasAtendimento, buscarVagasRelacionar } from './vaga-picker.service';

// The appointment modal's picker: whoever may schedule (the search, the vacancy lists, the call center).
const AGENDAR = {
  permissoes: [
    ...new Set([...PERMISSOES.selecao, ...PERMISSOES.recrutamentoEntrar, ...PERMISSOES.callcenter]),
  ],
};

/** The vacancy pickers (spec 000 §7.6): to relate a candidate, and the appointment's vacancy. */
export const vagaPickerRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const rota = router(app, { tags: ['seletores'], acesso: { permissoes: [] } });

  rota(C.vagasSelecaoRelacionar, { resumo: 'Vagas para relacionar candidatos' }, async (request) =>
    buscarVagasRelacionar(deps.handleLeitura, request.query),
  );

  rota(
    C.vagasAtendimento,
    { resumo: 'Vagas abertas da unidade do usuário (ou dele) para o agendamento', acesso: AGENDAR },
    async (request) => buscarVagasAtendimento(deps.handleLeitura, request.params.cd_sip, request.params.text),
  );
};
