import { CONTRATOS_CANDIDATO as C } from '@backoffice/domain/contratos/candidato';
import { PERMISSOES } from '@backoffice/domain/permissions';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exigirUsuario } from '../../../platform/access';
import type { AppDeps } from '../../../platform/deps';
import { respostaErro } from '../../../platform/errors';
import { router } from '../../../platform/router';
import { registrarLeituraDaRequisicao } from '../lgpd/lgpd-acesso.service';
import {
  cargosDoCandidato,
  cartaEncaminhamento,
  deficienciasDoCandidato,
  empregosDoCandidato,
  encaminharCandidato,
  gerarCurriculo,
  nomeDoCandidato,
} from './curriculo.service';

// Resumes and referrals are generated from the vacancy's candidates (selection and recruitment).
const acessoVaga = { permissoes: [...new Set([...PERMISSOES.selecao, ...PERMISSOES.recrutamentoEntrar])] };
// The candidate's lists also serve the candidate editor, opened from every area.
const acessoLeitura = {
  permissoes: [
    ...new Set([
      ...PERMISSOES.selecao,
      ...PERMISSOES.recrutamentoEntrar,
      ...PERMISSOES.autoatendimento,
      ...PERMISSOES.callcenter,
    ]),
  ],
};
const erros = { 400: respostaErro, 404: respostaErro, 409: respostaErro };
const tags = ['candidato'];

/** Sends the PDF bytes (a Buffer is sent as is, never through the JSON serializer). */
function enviarPdf(reply: FastifyReply, nome: string, buf: Buffer): FastifyReply {
  return reply
    .type('application/pdf')
    .header('content-disposition', `inline; filename="${nome}"`)
    .header('cache-control', 'no-store')
    .send(buf);
}

/** Resume settings, resume and referral generation (spec 001 §2.9, §3, §4, §7). */
export const curriculoRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const rota = router(app, { tags, acesso: acessoLeitura, respostas: erros });

  rota(C.nome, { resumo: 'Nome do candidato' }, async (request) => nomeDoCandidato(deps, request.params.cd));

  rota(C.cargos, { resumo: 'Cargos pretendidos do candidato' }, async (request) =>
    cargosDoCandidato(deps, request.params.id),
  );

  rota(
    C.empregos,
    { resumo: 'Empregos anteriores do candidato (até 10, mais recentes primeiro)' },
    async (request) => empregosDoCandidato(deps, request.params.id, request.query.todos === 'S'),
  );

  rota(C.deficiencias, { resumo: 'Deficiências do candidato (até 10)' }, async (request) => {
    const r = await deficienciasDoCandidato(deps, request.params.id);
    if (r.length) await registrarLeituraDaRequisicao(deps.db, request, request.params.id, 'deficiencia');
    return r;
  });

  rota(
    C.curriculo,
    { resumo: 'Gera o currículo em PDF (move o candidato para currículo enviado)', acesso: acessoVaga },
    async (request, reply) => {
      const { nrVaga, cdPessoa } = request.params;
      const buf = await gerarCurriculo(deps, exigirUsuario(request), nrVaga, cdPessoa, request.body);
      await registrarLeituraDaRequisicao(deps.db, request, cdPessoa, 'curriculo_pdf', `vaga ${nrVaga}`);
      return enviarPdf(reply as FastifyReply, `curriculo-${nrVaga}-${cdPessoa}.pdf`, buf);
    },
  );

  rota(C.encaminhar, { resumo: 'Encaminha o candidato (estágio 5)', acesso: acessoVaga }, async (request) =>
    encaminharCandidato(deps, exigirUsuario(request), request.params.job, request.params.candidate),
  );

  rota(
    C.cartaEncaminhamento,
    { resumo: 'Carta de encaminhamento em PDF', acesso: acessoVaga },
    async (request, reply) => {
      const { nrVaga, cdPessoa } = request.params;
      const buf = await cartaEncaminhamento(deps, nrVaga, cdPessoa);
      return enviarPdf(reply as FastifyReply, `encaminhamento-${nrVaga}-${cdPessoa}.pdf`, buf);
    },
  );
};
