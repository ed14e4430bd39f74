import {
  aprovaEstagioParams,
  aprovaEstagioResposta,
  candidatoIdParams,
  cargosCandidatoResposta,
  configuracaoCurriculo,
  curriculoParams,
  deficienciasCandidatoResposta,
  empregosCandidatoResposta,
  nomeCandidatoParams,
  nomeCandidatoResposta,
} from '@backoffice/domain/curriculo';
import { PERMISSOES } from '@backoffice/domain/permissions';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { exigirUsuario } from '../../platform/access';
import type { AppDeps } from '../../platform/deps';
import { respostaErro } from '../../platform/errors';
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
const pdf = z.string().describe('application/pdf');

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
    '/candidato/nome/:cd',
    {
      config: { acesso: acessoLeitura },
      schema: {
        tags,
        summary: 'Nome do candidato',
        params: nomeCandidatoParams,
        response: { 200: nomeCandidatoResposta, ...erros },
      },
    },
    async (request) => nomeDoCandidato(deps, request.params.cd),
  );

  app.get(
    '/candidato/cargos/:id',
    {
      config: { acesso: acessoLeitura },
      schema: {
        tags,
        summary: 'Cargos pretendidos do candidato',
        params: candidatoIdParams,
        response: { 200: cargosCandidatoResposta, ...erros },
      },
    },
    async (request) => cargosDoCandidato(deps, request.params.id),
  );

  app.get(
    '/candidato/empregos/:id',
    {
      config: { acesso: acessoLeitura },
      schema: {
        tags,
        summary: 'Empregos anteriores do candidato (até 10, mais recentes primeiro)',
        params: candidatoIdParams,
        response: { 200: empregosCandidatoResposta, ...erros },
      },
    },
    async (request) => empregosDoCandidato(deps, request.params.id),
  );

  app.get(
    '/candidato/deficiencias/:id',
    {
      config: { acesso: acessoLeitura },
      schema: {
        tags,
        summary: 'Deficiências do candidato (até 10)',
        params: candidatoIdParams,
        response: { 200: deficienciasCandidatoResposta, ...erros },
      },
    },
    async (request) => deficienciasDoCandidato(deps, request.params.id),
  );

  app.post(
    '/candidato/curriculo/:nrVaga/:cdPessoa',
    {
      config: { acesso: acessoVaga },
      schema: {
        tags,
        summary: 'Gera o currículo em PDF (move o candidato para currículo enviado)',
        params: curriculoParams,
        body: configuracaoCurriculo,
        response: { 200: pdf, ...erros },
      },
    },
    async (request, reply) => {
      const { nrVaga, cdPessoa } = request.params;
      const buf = await gerarCurriculo(deps, exigirUsuario(request), nrVaga, cdPessoa, request.body);
      return enviarPdf(reply as FastifyReply, `curriculo-${nrVaga}-${cdPessoa}.pdf`, buf);
    },
  );

  app.post(
    '/candidato/aprova-candidato-estagio-vaga/:job/:candidate/5',
    {
      config: { acesso: acessoVaga },
      schema: {
        tags,
        summary: 'Encaminha o candidato (estágio 5)',
        params: aprovaEstagioParams,
        response: { 200: aprovaEstagioResposta, ...erros },
      },
    },
    async (request) =>
      encaminharCandidato(deps, exigirUsuario(request), request.params.job, request.params.candidate),
  );

  app.get(
    '/candidato/encaminhamento/:nrVaga/:cdPessoa',
    {
      config: { acesso: acessoVaga },
      schema: {
        tags,
        summary: 'Carta de encaminhamento em PDF',
        params: curriculoParams,
        response: { 200: pdf, ...erros },
      },
    },
    async (request, reply) => {
      const { nrVaga, cdPessoa } = request.params;
      const buf = await cartaEncaminhamento(deps, nrVaga, cdPessoa);
      return enviarPdf(reply as FastifyReply, `encaminhamento-${nrVaga}-${cdPessoa}.pdf`, buf);
    },
  );
};
