import type { InformacaoDocumento } from '@backoffice/domain/assinatura';

/**
 * Document signatures. The real adapter speaks Autentique's GraphQL API (POST {url} with a bearer
 * token; `document(id)` with its signatures and their events, several documents in one request by
 * aliases; `createDocument` as a GraphQL multipart upload); the local one keeps the documents in
 * the table assinatura_local and lets a signature be marked viewed, signed or rejected.
 */

export interface NovoDocumento {
  nome: string;
  pdf: Buffer;
  signatario: { name: string; email: string };
}

export type AcaoLocal = 'viewed' | 'signed' | 'rejected' | 'delivered' | 'refused';

/** The service did not answer or refused the request. */
export class ErroAssinatura extends Error {}

export interface AssinaturaAdapter {
  readonly nome: 'local' | 'autentique';
  /** Creates the document with its signer; answers the service's id. */
  criarDocumento(d: NovoDocumento): Promise<string>;
  /** Each id's document, or null when it could not be read (unknown, or the service failed). */
  documentos(ids: readonly string[]): Promise<Map<string, InformacaoDocumento | null>>;
}

/** The local service: a signature can be marked (what the signer would do on Autentique's page). */
export interface AssinaturaLocal extends AssinaturaAdapter {
  readonly nome: 'local';
  marcar(id: string, acao: AcaoLocal, motivo: string | null): Promise<InformacaoDocumento | null>;
}

export function ehLocal(a: AssinaturaAdapter): a is AssinaturaLocal {
  return a.nome === 'local';
}
