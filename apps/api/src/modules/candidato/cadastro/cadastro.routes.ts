import {
  LIMITES_CADASTRO,
  MENSAGENS_CADASTRO as MC,
  ORGAOS_EMISSORES,
} from '@backoffice/domain/candidato-cadastro';
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
import type { AppDeps } from '../../../platform/deps';
import { respostaErro } from '../../../platform/errors';
import { router } from '../../../platform/router';
import { candidatoDoLaudo, registrarLeituraDaRequisicao } from '../lgpd/lgpd-acesso.service';
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

  // a file over the limit stops the reading of the form: the answer names that file's own limit
  // (every other error goes on to the app's handler)
  app.setErrorHandler((erro, request, reply) => {
    if ((erro as { code?: string }).code !== 'FST_REQ_FILE_TOO_LARGE') throw erro;
    const foto = request.routeOptions.url?.endsWith(C.atualizarFoto.caminho) ?? false;
    return reply.status(413).send({ error: foto ? MC.fotoTamanho : MC.laudoTamanho });
  });

  const rota = router(app, { tags, acesso, respostas: erros });

  rota(C.dadosBase, { resumo: 'Catálogos do currículo', respostas: {} }, async () => dadosBase(deps));

  const porCandidato = [
    [C.cursos, cursosDoCandidato, 'Formações e cursos do candidato'],
    [C.idiomas, idiomasDoCandidato, 'Idiomas do candidato'],
    [C.softwares, softwaresDoCandidato, 'Softwares do candidato'],
    [C.competencias, competenciasDoCandidato, 'Competências do candidato'],
    [C.dadosPcd, pcdDoCandidato, 'Laudos PCD do candidato'],
  ] as const;
  for (const [contrato, ler, summary] of porCandidato) {
    rota(contrato, { resumo: summary }, async (request) => {
      // biome-ignore lint/suspicious/noExplicitAny: one handler shape for the five lists
      const r = await (ler as (d: AppDeps, id: number) => Promise<any>)(deps, request.params.id);
      if (contrato === C.dadosPcd && Array.isArray(r) && r.length)
        await registrarLeituraDaRequisicao(deps.db, request, request.params.id, 'deficiencia');
      return r;
    });
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

  rota(
    C.salvarCurriculo,
    {
      resumo: 'Salva o currículo do candidato (cadastro ou alteração) em uma transação',
      descricao:
        'multipart/form-data com os campos do formulário, as listas em JSON (addEmprego, editEmprego, ...) e os ' +
        'arquivos de laudo (cada laudo de addPcd/editPcd nomeia em "arquivo" a parte que traz o seu arquivo), ' +
        'ou o mesmo objeto em JSON. Tudo é gravado ou nada: dados, listas, arquivos, dados de pesquisa e o registro de alteração.',
      preValidation: separarArquivos,
    },
    async (request) =>
      salvarCurriculo({ deps, usuario: exigirUsuario(request) }, request.body, arquivos(request)),
  );

  rota(
    C.atualizarFoto,
    {
      resumo: 'Atualiza a foto do candidato (multipart: ds_foto_candidato, png ou jpg, até 3 MB)',
      preValidation: separarArquivos,
    },
    async (request) =>
      atualizarFoto(
        deps,
        exigirUsuario(request),
        request.params.id,
        arquivos(request).get('ds_foto_candidato'),
      ),
  );
  rota(C.removerFoto, { resumo: 'Remove a foto do candidato' }, async (request) =>
    removerFoto(deps, exigirUsuario(request), request.params.id),
  );
  for (const [contrato, qual] of [
    [C.foto, 'foto'],
    [C.arquivoLaudo, 'laudo'],
  ] as const) {
    rota(
      contrato,
      { resumo: qual === 'foto' ? 'Foto do candidato' : 'Arquivo do laudo PCD', acesso: acessoLeitura },
      async (request, reply) => {
        const a = await lerArquivo(deps, qual, request.params.id);
        // reading a disability's report file is recorded (who, when), shown on the candidate's page
        if (qual === 'laudo') await registrarLeituraArquivo(deps, exigirUsuario(request), request.params.id);
        const cdPessoa =
          qual === 'foto' ? request.params.id : await candidatoDoLaudo(deps.db, request.params.id);
        if (cdPessoa !== null)
          await registrarLeituraDaRequisicao(
            deps.db,
            request,
            cdPessoa,
            qual === 'foto' ? 'foto' : 'laudo',
            qual === 'laudo' ? `arquivo do laudo ${request.params.id}` : null,
          );
        return (reply as FastifyReply)
          .type(a.tipo)
          .header('cache-control', 'private, max-age=300')
          .header('content-disposition', 'inline')
          .send(a.dados);
      },
    );
  }

  rota(C.excluiEmprego, { resumo: 'Exclui um emprego' }, async (request) =>
    excluirEmprego(deps, exigirUsuario(request), request.params.id),
  );
  rota(C.excluiCurso, { resumo: 'Exclui uma formação' }, async (request) =>
    excluirCurso(deps, exigirUsuario(request), request.params.id),
  );
  rota(C.excluiIdioma, { resumo: 'Exclui um idioma' }, async (request) =>
    excluirIdioma(deps, exigirUsuario(request), request.params.candidate, request.params.id),
  );
  rota(C.excluiSoftware, { resumo: 'Exclui um software' }, async (request) =>
    excluirSoftware(deps, exigirUsuario(request), request.params.candidate, request.params.id),
  );
  rota(C.excluiCompetencia, { resumo: 'Exclui uma competência' }, async (request) =>
    excluirCompetencia(deps, exigirUsuario(request), request.params.candidate, request.params.id),
  );

  for (const [contrato, acao, summary] of [
    [C.inativaLaudoPcd, 'inativar', 'Inativa um laudo PCD'],
    [C.reativaLaudoPcd, 'reativar', 'Reativa um laudo PCD'],
    [C.excluiLaudoPcd, 'excluir', 'Exclui um laudo PCD'],
  ] as const) {
    rota(contrato, { resumo: summary }, async (request) =>
      alterarLaudoPcd(deps, exigirUsuario(request), request.body.id_cid_candidato, acao),
    );
  }

  const ctx = (request: Parameters<typeof exigirUsuario>[0]) => ({ deps, usuario: exigirUsuario(request) });
  for (const [contrato, bloqueia] of [
    [C.bloquear, true],
    [C.desbloquear, false],
  ] as const) {
    rota(contrato, { resumo: bloqueia ? 'Bloqueia o candidato' : 'Libera o candidato' }, async (request) =>
      bloquear(ctx(request), request.body.cd_pessoa_candidato, bloqueia, request.body.ds_observacoes),
    );
  }
  for (const [contrato, inativa] of [
    [C.inativar, true],
    [C.ativar, false],
  ] as const) {
    rota(
      contrato,
      { resumo: inativa ? 'Inativa o candidato até a data' : 'Ativa o candidato' },
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
  rota(C.statusEsocial, { resumo: 'Situação do e-Social', acesso: acessoEsocial }, async (request) =>
    statusEsocial(
      ctx(request),
      request.body.cd_pessoa_candidato,
      request.body.status,
      request.body.description,
    ),
  );
  rota(C.atualizaNota, { resumo: 'Nota do candidato (em dobro)' }, async (request) =>
    atualizarNota(ctx(request), request.params.id, request.params.nota),
  );
  rota(C.autorizaUsoImagem, { resumo: 'Reenvia a autorização de uso de imagem' }, async (request) =>
    reenviarUsoImagem(ctx(request), request.params.id),
  );
  rota(C.listaParecer, { resumo: 'Pareceres do candidato' }, async (request) =>
    listarPareceres(deps, request.params.id),
  );
  rota(C.inserirParecer, { resumo: 'Insere um parecer' }, async (request) =>
    inserirParecer(ctx(request), request.body.cd_pessoa_candidato, request.body.ds_observacoes),
  );

  rota(C.orgaoEmissor, { resumo: 'Órgãos emissores do RG', tags: ['documento'], respostas: {} }, async () =>
    ORGAOS_EMISSORES.map((o) => ({ SIGLA: o.sigla, NM_ORGAO: o.nome })),
  );

  for (const [contrato, tipo] of [
    [C.validaCpf, 'cpf'],
    [C.validaPis, 'pis'],
    [C.validaNit, 'nit'],
  ] as const) {
    rota(
      contrato,
      { resumo: `Valida o ${tipo.toUpperCase()} e diz se outro candidato já o tem`, tags: ['documento'] },
      async (request) => validaDocumento(deps, tipo, request.params.numero, request.params.pessoa),
    );
  }
};
