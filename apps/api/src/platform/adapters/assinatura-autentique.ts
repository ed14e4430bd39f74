import type { InformacaoDocumento } from '@backoffice/domain/assinatura';
import { type AssinaturaAdapter, ErroAssinatura, type NovoDocumento } from './assinatura';

export interface OpcoesAutentique {
  /** The GraphQL endpoint, e.g. https://api.autentique.com.br/v2/graphql. */
  url: string;
  token: string;
  timeoutMs: number;
}

const CAMPOS_DOCUMENTO = `id name signatures { public_id name email
  email_events { sent opened delivered refused reason }
  viewed { ...evento } signed { ...evento } rejected { ...evento } }`;
const FRAGMENTO_EVENTO = 'fragment evento on Event { ip reason created_at }';

/** The query reading several documents at once: one aliased `document(id:)` per id (d0, d1...). */
export function consultaDocumentos(ids: readonly string[]): {
  query: string;
  variables: Record<string, string>;
} {
  const vars = ids.map((_, i) => `$id${i}: ID!`).join(', ');
  const campos = ids.map((_, i) => `d${i}: document(id: $id${i}) { ${CAMPOS_DOCUMENTO} }`).join('\n');
  return {
    query: `query Documentos(${vars}) {\n${campos}\n}\n${FRAGMENTO_EVENTO}`,
    variables: Object.fromEntries(ids.map((id, i) => [`id${i}`, id])),
  };
}

type Json = Record<string, unknown>;
const texto = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);
const evento = (v: unknown) =>
  v && typeof v === 'object' && texto((v as Json).created_at)
    ? { created_at: String((v as Json).created_at), reason: texto((v as Json).reason) }
    : null;

/** A document as Autentique answers it, in the shape the panel reads. */
export function documentoDaResposta(d: Json): InformacaoDocumento {
  const assinaturas = Array.isArray(d.signatures) ? (d.signatures as Json[]) : [];
  return {
    id: String(d.id),
    name: texto(d.name),
    signatures: assinaturas.map((s) => {
      const e = (s.email_events ?? {}) as Json;
      return {
        public_id: String(s.public_id ?? ''),
        name: texto(s.name),
        email: texto(s.email),
        viewed: evento(s.viewed),
        signed: evento(s.signed),
        rejected: evento(s.rejected),
        email_events: {
          sent: texto(e.sent),
          delivered: texto(e.delivered),
          refused: texto(e.refused),
          reason: texto(e.reason),
        },
      };
    }),
  };
}

export class AssinaturaAutentique implements AssinaturaAdapter {
  readonly nome = 'autentique' as const;
  constructor(private readonly opcoes: OpcoesAutentique) {}

  private async enviar(body: string | FormData, json: boolean): Promise<Json> {
    let r: Response;
    try {
      r = await fetch(this.opcoes.url, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${this.opcoes.token}`,
          accept: 'application/json',
          ...(json ? { 'content-type': 'application/json' } : {}),
        },
        body,
        signal: AbortSignal.timeout(this.opcoes.timeoutMs),
      });
    } catch (e) {
      throw new ErroAssinatura(`A Autentique não respondeu: ${(e as Error).message}`);
    }
    const t = await r.text();
    if (!r.ok) throw new ErroAssinatura(`A Autentique recusou a requisição (HTTP ${r.status}).`);
    try {
      return JSON.parse(t) as Json;
    } catch {
      throw new ErroAssinatura('A Autentique respondeu um corpo inválido.');
    }
  }

  async documentos(ids: readonly string[]): Promise<Map<string, InformacaoDocumento | null>> {
    const saida = new Map<string, InformacaoDocumento | null>(ids.map((id) => [id, null]));
    if (!ids.length) return saida;
    let corpo: Json;
    try {
      corpo = await this.enviar(JSON.stringify(consultaDocumentos(ids)), true);
    } catch {
      return saida;
    }
    const dados = (corpo.data ?? {}) as Json;
    ids.forEach((id, i) => {
      const d = dados[`d${i}`];
      if (d && typeof d === 'object') saida.set(id, documentoDaResposta(d as Json));
    });
    return saida;
  }

  async criarDocumento(d: NovoDocumento): Promise<string> {
    const operations = {
      query:
        'mutation Criar($document: DocumentInput!, $signers: [SignerInput!]!, $file: Upload!) { createDocument(document: $document, signers: $signers, file: $file) { id name } }',
      variables: {
        document: { name: d.nome },
        signers: [{ email: d.signatario.email, name: d.signatario.name, action: 'SIGN' }],
        file: null,
      },
    };
    const form = new FormData();
    form.append('operations', JSON.stringify(operations));
    form.append('map', JSON.stringify({ file: ['variables.file'] }));
    form.append('file', new Blob([new Uint8Array(d.pdf)], { type: 'application/pdf' }), `${d.nome}.pdf`);
    const corpo = await this.enviar(form, false);
    const criado = ((corpo.data ?? {}) as Json).createDocument as Json | undefined;
    if (!criado?.id) {
      const erros = Array.isArray(corpo.errors) ? (corpo.errors as Json[]).map((e) => String(e.message)) : [];
      throw new ErroAssinatura(
        `A Autentique não criou o documento${erros.length ? `: ${erros.join('; ')}` : '.'}`,
      );
    }
    return String(criado.id);
  }
}
