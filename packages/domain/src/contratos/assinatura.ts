import { z } from 'zod';
import {
  documentosAssinaturaQuery,
  documentosAssinaturaResposta,
  documentosParams,
  documentosVagaParams,
  documentoVagaLinha,
  enviarDocumentoCorpo,
  enviarDocumentoResposta,
  marcarAssinaturaCorpo,
  marcarAssinaturaParams,
  vagaDocumentoLinha,
  webhookAssinaturaResposta,
} from '../assinatura';
import { contrato } from '../contrato';

/** Signature documents of the candidate's vacancies and their status (spec 002 §3.7, §7). */
export const CONTRATOS_ASSINATURA = {
  documentos: contrato({
    metodo: 'GET',
    caminho: '/candidato/documentos/:cd',
    params: documentosParams,
    resposta: z.array(vagaDocumentoLinha),
  }),
  documentosVaga: contrato({
    metodo: 'GET',
    caminho: '/candidato/documentos-vaga/:cd/:nrVaga',
    params: documentosVagaParams,
    resposta: z.array(documentoVagaLinha),
  }),
  /** Sends a termination (R) or extension (P) document of the vacancy for the candidate's signature. */
  enviarDocumento: contrato({
    metodo: 'POST',
    caminho: '/candidato/documentos-vaga/:cd/:nrVaga',
    invalida: ['/candidato/documentos'],
    params: documentosVagaParams,
    corpo: enviarDocumentoCorpo,
    resposta: enviarDocumentoResposta,
  }),
  informacoes: contrato({
    metodo: 'GET',
    caminho: '/autentique/documentos',
    query: documentosAssinaturaQuery,
    resposta: documentosAssinaturaResposta,
  }),
  /** Local signature service only: marks the document's signature viewed, signed, rejected... */
  marcarLocal: contrato({
    metodo: 'POST',
    caminho: '/autentique/local/:id/:acao',
    invalida: ['/autentique/documentos', '/candidato/documentos'],
    params: marcarAssinaturaParams,
    corpo: marcarAssinaturaCorpo,
    resposta: webhookAssinaturaResposta,
  }),
  /** Called by the signature service with a signed JSON body, read as raw bytes (so no body schema). */
  webhook: contrato({ metodo: 'POST', caminho: '/autentique/webhook', resposta: webhookAssinaturaResposta }),
} as const;
