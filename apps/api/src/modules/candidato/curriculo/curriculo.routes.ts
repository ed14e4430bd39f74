import { CONTRATOS_CANDIDATO as C } from '@backoffice/domain/contratos/candidato';
import { PERMISSOES } from '@backoffice/domain/permissions';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exigirUsuario } from '../../../platform/access';
import { esquemaDoContrato } from '../../../platform/contratos';
import type { AppDeps } from '../../../platform/deps';
import { respostaErro } from '../../../platform/errors';
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
  app.get(
    C.nome.caminho,
    {
      config: { acesso: acessoLeitura },
      schema: esquemaDoContrato(C.nome, {
        tags,
        summary: 'Nome do candidato',
        respostas: erros,
      }),
    },
    async (request) => nomeDoCandidato(deps, request.params.cd),
  );

  app.get(
    C.cargos.caminho,
    {
      config: { acesso: acessoLeitura },
      schema: esquemaDoContrato(C.cargos, {
        tags,
        summary: 'Cargos pretendidos do candidato',
        respostas: erros,
      }),
    },
    async (request) => cargosDoCandidato(deps, request.params.id),
  );

  app.get(
    C.empregos.caminho,
    {
      config: { acesso: acessoLeitura },
      schema: esquemaDoContrato(C.empregos, {
        tags,
        summary: 'Empregos anteriores do candidato (até 10, mais recentes primeiro)',
        respostas: erros,
      }),
    },
    async (request) => empregosDoCandidato(deps, request.params.id, request.query.todos === 'S'),
  );

  app.get(
    C.deficiencias.caminho,
    {
      config: { acesso: acessoLeitura },
      schema: esquemaDoContrato(C.deficiencias, {
        tags,
        summary: 'Deficiências do candidato (até 10)',
        respostas: erros,
      }),
    },
    async (request) => deficienciasDoCandidato(deps, request.params.id),
  );

  app.post(
    C.curriculo.caminho,
    {
      config: { acesso: acessoVaga },
      schema: esquemaDoContrato(C.curriculo, {
        tags,
        summary: 'Gera o currículo em PDF (move o candidato para currículo enviado)',
        respostas: erros,
      }),
    },
    async (request, reply) => {
      const { nrVaga, cdPessoa } = request.params;
      const buf = await gerarCurriculo(deps, exigirUsuario(request), nrVaga, cdPessoa, request.body);
      return enviarPdf(reply as FastifyReply, `curriculo-${nrVaga}-${cdPessoa}.pdf`, buf);
    },
  );

  app.post(
    C.encaminhar.caminho,
    {
      config: { acesso: acessoVaga },
      schema: esquemaDoContrato(C.encaminhar, {
        tags,
        summary: 'Encaminha o candidato (estágio 5)',
        respostas: erros,
      }),
    },
    async (request) =>
      encaminharCandidato(deps, exigirUsuario(request), request.params.job, request.params.candidate),
  );

  app.get(
    C.cartaEncaminhamento.caminho,
    {
      config: { acesso: acessoVaga },
      schema: esquemaDoContrato(C.cartaEncaminhamento, {
        tags,
        summary: 'Carta de encaminhamento em PDF',
        respostas: erros,
      }),
    },
    async (request, reply) => {
      const { nrVaga, cdPessoa } = request.params;
      const buf = await cartaEncaminhamento(deps, nrVaga, cdPessoa);
      return enviarPdf(reply as FastifyReply, `encaminhamento-${nrVaga}-${cdPessoa}.pdf`, buf);
    },
  );
};
