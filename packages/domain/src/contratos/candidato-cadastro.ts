import { z } from 'zod';
import { contrato } from '../contrato';
import {
  arquivoLaudoParams,
  bloqueioCorpo,
  competenciaCandidato,
  curriculoIdParams,
  cursoCandidato,
  dadosBaseResposta,
  esocialCorpo,
  excluiItemParams,
  fotoResposta,
  idiomaCandidato,
  inativacaoCorpo,
  laudoPcdCorpo,
  notaParams,
  orgaoEmissorLinha,
  parecerCorpo,
  parecerLinha,
  pcdCandidato,
  respostaArquivo,
  respostaStatus,
  salvarCurriculoCorpo,
  salvarCurriculoResposta,
  softwareCandidato,
  usoImagemParams,
  validaDocumentoParams,
  validaDocumentoResposta,
} from '../curriculo-cadastro';

const excluiResposta = z.object({ status: z.union([z.literal(0), z.literal(1)]), message: z.string() });

/**
 * The resume editor (spec 002 §7 'Candidate editor'): its catalogues, the candidate's sub-lists, the
 * save of the whole record in one transaction, the deletion of saved cards and the document checks.
 */
export const CONTRATOS_CANDIDATO_CADASTRO = {
  dadosBase: contrato({ metodo: 'GET', caminho: '/curriculo/dados-base', resposta: dadosBaseResposta }),
  cursos: contrato({
    metodo: 'GET',
    caminho: '/candidato/cursos/:id',
    params: curriculoIdParams,
    resposta: z.array(cursoCandidato),
  }),
  idiomas: contrato({
    metodo: 'GET',
    caminho: '/candidato/idiomas/:id',
    params: curriculoIdParams,
    resposta: z.array(idiomaCandidato),
  }),
  softwares: contrato({
    metodo: 'GET',
    caminho: '/candidato/softwares/:id',
    params: curriculoIdParams,
    resposta: z.array(softwareCandidato),
  }),
  competencias: contrato({
    metodo: 'GET',
    caminho: '/candidato/competencias/:id',
    params: curriculoIdParams,
    resposta: z.array(competenciaCandidato),
  }),
  dadosPcd: contrato({
    metodo: 'GET',
    caminho: '/candidato/dados-pcd/:id',
    params: curriculoIdParams,
    resposta: z.array(pcdCandidato),
  }),
  /** Multipart (the form's fields, the sub-lists as JSON text, the report files) or the same object as JSON. */
  salvarCurriculo: contrato({
    metodo: 'POST',
    caminho: '/candidato/salvar-curriculo',
    corpo: salvarCurriculoCorpo,
    resposta: salvarCurriculoResposta,
  }),
  excluiEmprego: contrato({
    metodo: 'GET',
    caminho: '/candidato/exclui-emprego/:id',
    params: curriculoIdParams,
    resposta: excluiResposta,
  }),
  excluiCurso: contrato({
    metodo: 'GET',
    caminho: '/candidato/exclui-curso/:id',
    params: curriculoIdParams,
    resposta: excluiResposta,
  }),
  excluiIdioma: contrato({
    metodo: 'GET',
    caminho: '/candidato/exclui-idioma/:candidate/:id',
    params: excluiItemParams,
    resposta: excluiResposta,
  }),
  excluiSoftware: contrato({
    metodo: 'GET',
    caminho: '/candidato/exclui-software/:candidate/:id',
    params: excluiItemParams,
    resposta: excluiResposta,
  }),
  excluiCompetencia: contrato({
    metodo: 'GET',
    caminho: '/candidato/exclui-competencia/:candidate/:id',
    params: excluiItemParams,
    resposta: excluiResposta,
  }),
  inativaLaudoPcd: contrato({
    metodo: 'POST',
    caminho: '/candidato/inativa-laudo-pcd',
    corpo: laudoPcdCorpo,
    resposta: respostaStatus,
  }),
  reativaLaudoPcd: contrato({
    metodo: 'POST',
    caminho: '/candidato/reativa-laudo-pcd',
    corpo: laudoPcdCorpo,
    resposta: respostaStatus,
  }),
  excluiLaudoPcd: contrato({
    metodo: 'POST',
    caminho: '/candidato/exclui-laudo-pcd',
    corpo: laudoPcdCorpo,
    resposta: respostaStatus,
  }),
  bloquear: contrato({
    metodo: 'POST',
    caminho: '/candidato/bloquear-candidato',
    corpo: bloqueioCorpo,
    resposta: respostaStatus,
  }),
  desbloquear: contrato({
    metodo: 'POST',
    caminho: '/candidato/desbloquear-candidato',
    corpo: bloqueioCorpo,
    resposta: respostaStatus,
  }),
  inativar: contrato({
    metodo: 'POST',
    caminho: '/candidato/inativar-candidato',
    corpo: inativacaoCorpo,
    resposta: respostaStatus,
  }),
  ativar: contrato({
    metodo: 'POST',
    caminho: '/candidato/ativar-candidato',
    corpo: inativacaoCorpo,
    resposta: respostaStatus,
  }),
  statusEsocial: contrato({
    metodo: 'POST',
    caminho: '/candidato/status-esocial',
    corpo: esocialCorpo,
    resposta: respostaStatus,
  }),
  atualizaNota: contrato({
    metodo: 'GET',
    caminho: '/candidato/atualiza-nota/:id/:nota',
    params: notaParams,
    resposta: respostaStatus,
  }),
  autorizaUsoImagem: contrato({
    metodo: 'GET',
    caminho: '/candidato/autoriza-uso-imagem/:id/:user',
    params: usoImagemParams,
    resposta: respostaStatus,
  }),
  listaParecer: contrato({
    metodo: 'GET',
    caminho: '/candidato/lista-parecer/:id',
    params: curriculoIdParams,
    resposta: z.array(parecerLinha),
  }),
  inserirParecer: contrato({
    metodo: 'POST',
    caminho: '/candidato/inserir-parecer',
    invalida: ['/candidato/lista-parecer/'],
    corpo: parecerCorpo,
    resposta: respostaStatus,
  }),
  /** Multipart with the image in ds_foto_candidato (png or jpg, at most 3 MB, told by its bytes). */
  atualizarFoto: contrato({
    metodo: 'POST',
    caminho: '/candidato/update-profile-picture/:id',
    params: curriculoIdParams,
    resposta: fotoResposta,
  }),
  removerFoto: contrato({
    metodo: 'POST',
    caminho: '/candidato/remove-profile-picture/:id',
    params: curriculoIdParams,
    resposta: respostaStatus,
  }),
  /** The candidate's photo (bytes), to logged users who may see the candidate. */
  foto: contrato({
    metodo: 'GET',
    caminho: '/candidato/foto/:id',
    params: curriculoIdParams,
    resposta: respostaArquivo,
  }),
  /** The report file of a disability record (bytes). */
  arquivoLaudo: contrato({
    metodo: 'GET',
    caminho: '/candidato/arquivo-laudo/:id',
    params: arquivoLaudoParams,
    resposta: respostaArquivo,
  }),
  orgaoEmissor: contrato({
    metodo: 'GET',
    caminho: '/documento/orgao-emissor',
    resposta: z.array(orgaoEmissorLinha),
  }),
  validaCpf: contrato({
    metodo: 'GET',
    caminho: '/documento/valida-cpf/:numero/:pessoa',
    params: validaDocumentoParams,
    resposta: validaDocumentoResposta,
  }),
  validaPis: contrato({
    metodo: 'GET',
    caminho: '/documento/valida-pis/:numero/:pessoa',
    params: validaDocumentoParams,
    resposta: validaDocumentoResposta,
  }),
  validaNit: contrato({
    metodo: 'GET',
    caminho: '/documento/valida-nit/:numero/:pessoa',
    params: validaDocumentoParams,
    resposta: validaDocumentoResposta,
  }),
} as const;
