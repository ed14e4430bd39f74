import { LIMITES_CADASTRO, ORGAOS_EMISSORES } from '@backoffice/domain/candidato-cadastro';
import { CONTRATOS_CANDIDATO_CADASTRO as C } from '@backoffice/domain/contratos/candidato-cadastro';
import {
  PERMISSOES,
  PERMISSOES_EDITAR_CANDIDATO,
  PERMISSOES_VALIDAR_ESOCIAL,
} from '@backoffice/domain/permissions';
import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exigirUsuario } from '../../../platform/access';
import { esquemaDoContrato } from '../../../platform/contratos';
import type { AppDeps } from '../../../platform/deps';
import { respostaErro } from '../../../platform/errors';
import { registrarLeituraArquivo } from '../testes-laudos/laudo.service';
import { atualizarFoto, lerArquivo, removerFoto } from './arquivos-candidato.service';
import { salvarCurriculo } from './cadastro.service';
import {
  alterarLaudoPcd,
  excluirCompetencia,
  excluirCurso,
  excluirEmprego,
  excluirIdioma,
  excluirSoftware,
} from './cadastro-exclusao.service';
import {
  competenciasDoCandidato,
  cursosDoCandidato,
  dadosBase,
  idiomasDoCandidato,
  pcdDoCandidato,
  softwaresDoCandidato,
  validaDocumento,
} from './cadastro-leitura.service';
import {
  atualizarNota,
  bloquear,
  inativar,
  inserirParecer,
  listarPareceres,
  reenviarUsoImagem,
  statusEsocial,
} from './situacao-candidato.service';

// The candidate record is kept by the selection and recruitment workspaces (spec 002 §2.2, §6).
const acesso = { permissoes: PERMISSOES_EDITAR_CANDIDATO };
// the e-Social status has its own rule (the same codes today: see docs/candidato-cadastro.md)
const acessoEsocial = { permissoes: PERMISSOES_VALIDAR_ESOCIAL };
// the files are shown wherever the candidate is: whoever may open the candidate's data
const acessoLeitura = {
  permissoes: [
    ...new Set([
      ...PERMISSOES.selecao,
      ...PERMISSOES.recrutamentoEntrar,
      ...PERMISSOES.callcenter,
      ...PERMISSOES.cadastros,
    ]),
  ],
};
const erros = { 400: respostaErro, 403: respostaErro, 404: respostaErro, 409: respostaErro };
const tags = ['candidato'];

/**
 * The resume editor (spec 002 §7 'Candidate editor'): catalogues, the candidate's sub-lists, the
 * save of the whole record (multipart or JSON), the deletion of saved cards, the document checks.
 */
export const curriculoCadastroRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  // multipart/form-data: each field becomes the body's key with its text; the body is then checked
  // by the same schema as a JSON body
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: {
      fields: 200,
      fieldSize: 1024 * 1024,
      files: 20,
      fileSize: LIMITES_CADASTRO.laudoMaxBytes,
      parts: 220,
    },
  });

  app.get(
    C.dadosBase.caminho,
    {
      config: { acesso },
      schema: esquemaDoContrato(C.dadosBase, { tags, summary: 'Catálogos do currículo' }),
    },
    async () => dadosBase(deps),
  );

  const porCandidato = [
    [C.cursos, cursosDoCandidato, 'Formações e cursos do candidato'],
    [C.idiomas, idiomasDoCandidato, 'Idiomas do candidato'],
    [C.softwares, softwaresDoCandidato, 'Softwares do candidato'],
    [C.competencias, competenciasDoCandidato, 'Competências do candidato'],
    [C.dadosPcd, pcdDoCandidato, 'Laudos PCD do candidato'],
  ] as const;
  for (const [contrato, ler, summary] of porCandidato) {
    app.get(
      contrato.caminho,
      { config: { acesso }, schema: esquemaDoContrato(contrato, { tags, summary, respostas: erros }) },
      // biome-ignore lint/suspicious/noExplicitAny: one handler shape for the five lists
      async (request) => (ler as (d: AppDeps, id: number) => Promise<any>)(deps, request.params.id),
    );
  }

  // multipart files (report files, the photo) arrive as Buffers among the fields: they are taken out
  // before the body is checked, and kept for the handler
  const arquivosDo = new WeakMap<object, Map<string, Uint8Array>>();
  const separarArquivos = async (request: FastifyRequest) => {
    const corpo = request.body;
    const arquivos = new Map<string, Uint8Array>();
    if (corpo && typeof corpo === 'object') {
      for (const [k, v] of Object.entries(corpo as Record<string, unknown>)) {
        if (Buffer.isBuffer(v)) {
          arquivos.set(k, v);
          delete (corpo as Record<string, unknown>)[k];
        }
      }
    }
    arquivosDo.set(request, arquivos);
  };
  const arquivos = (request: FastifyRequest) => arquivosDo.get(request) ?? new Map<string, Uint8Array>();

  app.post(
    C.salvarCurriculo.caminho,
    {
      config: { acesso },
      preValidation: separarArquivos,
      schema: esquemaDoContrato(C.salvarCurriculo, {
        tags,
        summary: 'Salva o currículo do candidato (cadastro ou alteração) em uma transação',
        description:
          'multipart/form-data com os campos do formulário, as listas em JSON (addEmprego, editEmprego, ...) e os ' +
          'arquivos de laudo (cada laudo de addPcd/editPcd nomeia em "arquivo" a parte que traz o seu arquivo), ' +
          'ou o mesmo objeto em JSON. Tudo é gravado ou nada: dados, listas, arquivos, dados de pesquisa e o registro de alteração.',
        respostas: erros,
      }),
    },
    async (request) =>
      salvarCurriculo({ deps, usuario: exigirUsuario(request) }, request.body, arquivos(request)),
  );

  app.post(
    C.atualizarFoto.caminho,
    {
      config: { acesso },
      preValidation: separarArquivos,
      schema: esquemaDoContrato(C.atualizarFoto, {
        tags,
        summary: 'Atualiza a foto do candidato (multipart: ds_foto_candidato, png ou jpg, até 3 MB)',
        respostas: erros,
      }),
    },
    async (request) =>
      atualizarFoto(
        deps,
        exigirUsuario(request),
        request.params.id,
        arquivos(request).get('ds_foto_candidato'),
      ),
  );
  app.post(
    C.removerFoto.caminho,
    {
      config: { acesso },
      schema: esquemaDoContrato(C.removerFoto, {
        tags,
        summary: 'Remove a foto do candidato',
        respostas: erros,
      }),
    },
    async (request) => removerFoto(deps, exigirUsuario(request), request.params.id),
  );
  for (const [contrato, qual] of [
    [C.foto, 'foto'],
    [C.arquivoLaudo, 'laudo'],
  ] as const) {
    app.get(
      contrato.caminho,
      {
        config: { acesso: acessoLeitura },
        schema: esquemaDoContrato(contrato, {
          tags,
          summary: qual === 'foto' ? 'Foto do candidato' : 'Arquivo do laudo PCD',
          respostas: erros,
        }),
      },
      async (request, reply) => {
        const a = await lerArquivo(deps, qual, request.params.id);
        // reading a disability's report file is recorded (who, when), shown on the candidate's page
        if (qual === 'laudo') await registrarLeituraArquivo(deps, exigirUsuario(request), request.params.id);
        return (reply as FastifyReply)
          .type(a.tipo)
          .header('cache-control', 'private, max-age=300')
          .header('content-disposition', 'inline')
          .send(a.dados);
      },
    );
  }

  app.get(
    C.excluiEmprego.caminho,
    {
      config: { acesso },
      schema: esquemaDoContrato(C.excluiEmprego, { tags, summary: 'Exclui um emprego', respostas: erros }),
    },
    async (request) => excluirEmprego(deps, exigirUsuario(request), request.params.id),
  );
  app.get(
    C.excluiCurso.caminho,
    {
      config: { acesso },
      schema: esquemaDoContrato(C.excluiCurso, { tags, summary: 'Exclui uma formação', respostas: erros }),
    },
    async (request) => excluirCurso(deps, exigirUsuario(request), request.params.id),
  );
  app.get(
    C.excluiIdioma.caminho,
    {
      config: { acesso },
      schema: esquemaDoContrato(C.excluiIdioma, { tags, summary: 'Exclui um idioma', respostas: erros }),
    },
    async (request) =>
      excluirIdioma(deps, exigirUsuario(request), request.params.candidate, request.params.id),
  );
  app.get(
    C.excluiSoftware.caminho,
    {
      config: { acesso },
      schema: esquemaDoContrato(C.excluiSoftware, { tags, summary: 'Exclui um software', respostas: erros }),
    },
    async (request) =>
      excluirSoftware(deps, exigirUsuario(request), request.params.candidate, request.params.id),
  );
  app.get(
    C.excluiCompetencia.caminho,
    {
      config: { acesso },
      schema: esquemaDoContrato(C.excluiCompetencia, {
        tags,
        summary: 'Exclui uma competência',
        respostas: erros,
      }),
    },
    async (request) =>
      excluirCompetencia(deps, exigirUsuario(request), request.params.candidate, request.params.id),
  );

  for (const [contrato, acao, summary] of [
    [C.inativaLaudoPcd, 'inativar', 'Inativa um laudo PCD'],
    [C.reativaLaudoPcd, 'reativar', 'Reativa um laudo PCD'],
    [C.excluiLaudoPcd, 'excluir', 'Exclui um laudo PCD'],
  ] as const) {
    app.post(
      contrato.caminho,
      { config: { acesso }, schema: esquemaDoContrato(contrato, { tags, summary, respostas: erros }) },
      async (request) => alterarLaudoPcd(deps, exigirUsuario(request), request.body.id_cid_candidato, acao),
    );
  }

  const ctx = (request: Parameters<typeof exigirUsuario>[0]) => ({ deps, usuario: exigirUsuario(request) });
  for (const [contrato, bloqueia] of [
    [C.bloquear, true],
    [C.desbloquear, false],
  ] as const) {
    app.post(
      contrato.caminho,
      {
        config: { acesso },
        schema: esquemaDoContrato(contrato, {
          tags,
          summary: bloqueia ? 'Bloqueia o candidato' : 'Libera o candidato',
          respostas: erros,
        }),
      },
      async (request) =>
        bloquear(ctx(request), request.body.cd_pessoa_candidato, bloqueia, request.body.ds_observacoes),
    );
  }
  for (const [contrato, inativa] of [
    [C.inativar, true],
    [C.ativar, false],
  ] as const) {
    app.post(
      contrato.caminho,
      {
        config: { acesso },
        schema: esquemaDoContrato(contrato, {
          tags,
          summary: inativa ? 'Inativa o candidato até a data' : 'Ativa o candidato',
          respostas: erros,
        }),
      },
      async (request) =>
        inativar(
          ctx(request),
          request.body.cd_pessoa_candidato,
          inativa,
          request.body.dt_inativo,
          request.body.ds_observacoes,
        ),
    );
  }
  app.post(
    C.statusEsocial.caminho,
    {
      config: { acesso: acessoEsocial },
      schema: esquemaDoContrato(C.statusEsocial, { tags, summary: 'Situação do e-Social', respostas: erros }),
    },
    async (request) =>
      statusEsocial(
        ctx(request),
        request.body.cd_pessoa_candidato,
        request.body.status,
        request.body.description,
      ),
  );
  app.get(
    C.atualizaNota.caminho,
    {
      config: { acesso },
      schema: esquemaDoContrato(C.atualizaNota, {
        tags,
        summary: 'Nota do candidato (em dobro)',
        respostas: erros,
      }),
    },
    async (request) => atualizarNota(ctx(request), request.params.id, request.params.nota),
  );
  app.get(
    C.autorizaUsoImagem.caminho,
    {
      config: { acesso },
      schema: esquemaDoContrato(C.autorizaUsoImagem, {
        tags,
        summary: 'Reenvia a autorização de uso de imagem',
        respostas: erros,
      }),
    },
    async (request) => reenviarUsoImagem(ctx(request), request.params.id),
  );
  app.get(
    C.listaParecer.caminho,
    {
      config: { acesso },
      schema: esquemaDoContrato(C.listaParecer, {
        tags,
        summary: 'Pareceres do candidato',
        respostas: erros,
      }),
    },
    async (request) => listarPareceres(deps, request.params.id),
  );
  app.post(
    C.inserirParecer.caminho,
    {
      config: { acesso },
      schema: esquemaDoContrato(C.inserirParecer, { tags, summary: 'Insere um parecer', respostas: erros }),
    },
    async (request) =>
      inserirParecer(ctx(request), request.body.cd_pessoa_candidato, request.body.ds_observacoes),
  );

  app.get(
    C.orgaoEmissor.caminho,
    {
      config: { acesso },
      schema: esquemaDoContrato(C.orgaoEmissor, { tags: ['documento'], summary: 'Órgãos emissores do RG' }),
    },
    async () => ORGAOS_EMISSORES.map((o) => ({ SIGLA: o.sigla, NM_ORGAO: o.nome })),
  );

  for (const [contrato, tipo] of [
    [C.validaCpf, 'cpf'],
    [C.validaPis, 'pis'],
    [C.validaNit, 'nit'],
  ] as const) {
    app.get(
      contrato.caminho,
      {
        config: { acesso },
        schema: esquemaDoContrato(contrato, {
          tags: ['documento'],
          summary: `Valida o ${tipo.toUpperCase()} e diz se outro candidato já o tem`,
          respostas: erros,
        }),
      },
      async (request) => validaDocumento(deps, tipo, request.params.numero, request.params.pessoa),
    );
  }
};
