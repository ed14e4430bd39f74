import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildSchema, graphql } from 'graphql';

/**
 * A local peer speaking the subset of Autentique's GraphQL API the adapter uses: `document(id)`
 * with its signatures and their events (several per request by aliases), `createDocument` as a
 * GraphQL multipart upload, the bearer token checked. Signatures are marked as the signer would.
 */
const SCHEMA = buildSchema(`
  scalar Upload
  type Event { ip: String reason: String created_at: String }
  type EmailEvents { sent: String opened: String delivered: String refused: String reason: String }
  type Signature { public_id: ID! name: String email: String email_events: EmailEvents viewed: Event signed: Event rejected: Event }
  type Document { id: ID! name: String signatures: [Signature!]! }
  input DocumentInput { name: String! }
  input SignerInput { email: String name: String action: String! }
  type Query { document(id: ID!): Document }
  type Mutation { createDocument(document: DocumentInput!, signers: [SignerInput!]!, file: Upload!): Document }
`);

interface Assinatura {
  public_id: string;
  name: string | null;
  email: string | null;
  email_events: {
    sent: string | null;
    opened: string | null;
    delivered: string | null;
    refused: string | null;
    reason: string | null;
  };
  viewed: { ip: string; reason: null; created_at: string } | null;
  signed: { ip: string; reason: null; created_at: string } | null;
  rejected: { ip: string; reason: string | null; created_at: string } | null;
}
export interface DocumentoPeer {
  id: string;
  name: string;
  signatures: Assinatura[];
  arquivo: Buffer;
}

export interface PeerAutentique {
  url: string;
  documentos: Map<string, DocumentoPeer>;
  /** Every request's GraphQL query text, in order. */
  consultas: string[];
  marcar(id: string, acao: 'viewed' | 'signed' | 'rejected', motivo?: string): void;
  fechar(): Promise<void>;
}

export async function iniciarPeerAutentique(token: string): Promise<PeerAutentique> {
  const documentos = new Map<string, DocumentoPeer>();
  const consultas: string[] = [];
  let arquivoPendente: Buffer | null = null;
  const rootValue = {
    document: ({ id }: { id: string }) => {
      const d = documentos.get(id);
      if (!d) throw new Error('Documento não encontrado');
      return d;
    },
    createDocument: ({
      document,
      signers,
    }: {
      document: { name: string };
      signers: { email?: string; name?: string; action: string }[];
    }) => {
      const agora = new Date().toISOString();
      const d: DocumentoPeer = {
        id: randomUUID().replaceAll('-', '') + randomUUID().replaceAll('-', '').slice(0, 18),
        name: document.name,
        arquivo: arquivoPendente ?? Buffer.alloc(0),
        signatures: signers.map((s) => ({
          public_id: randomUUID(),
          name: s.name ?? null,
          email: s.email ?? null,
          email_events: { sent: agora, opened: null, delivered: null, refused: null, reason: null },
          viewed: null,
          signed: null,
          rejected: null,
        })),
      };
      documentos.set(d.id, d);
      return d;
    },
  };

  const server = http.createServer(async (req, res) => {
    const pedacos: Buffer[] = [];
    for await (const p of req) pedacos.push(p as Buffer);
    const corpo = Buffer.concat(pedacos);
    const responder = (status: number, json: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(json));
    };
    if (req.method !== 'POST' || req.url !== '/v2/graphql') return responder(404, { message: 'not found' });
    if (req.headers.authorization !== `Bearer ${token}`)
      return responder(401, { message: 'Unauthenticated.' });
    let operacao: { query: string; variables?: Record<string, unknown> };
    const tipo = String(req.headers['content-type'] ?? '');
    if (tipo.startsWith('multipart/form-data')) {
      const form = await new Request('http://peer/', {
        method: 'POST',
        headers: { 'content-type': tipo },
        body: corpo,
      }).formData();
      operacao = JSON.parse(String(form.get('operations')));
      const mapa = JSON.parse(String(form.get('map'))) as Record<string, string[]>;
      const [campo] = Object.keys(mapa);
      const arquivo = form.get(campo) as File;
      arquivoPendente = Buffer.from(await arquivo.arrayBuffer());
      // the multipart spec: the file takes the place the map names (variables.file)
      for (const caminho of mapa[campo]) {
        const [raiz, nome] = caminho.split('.');
        if (raiz === 'variables' && operacao.variables) operacao.variables[nome] = arquivo.name;
      }
    } else {
      operacao = JSON.parse(corpo.toString('utf8'));
    }
    consultas.push(operacao.query);
    const r = await graphql({
      schema: SCHEMA,
      source: operacao.query,
      rootValue,
      variableValues: operacao.variables,
    });
    arquivoPendente = null;
    responder(200, r);
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v2/graphql`,
    documentos,
    consultas,
    marcar(id, acao, motivo) {
      const d = documentos.get(id);
      if (!d) throw new Error('desconhecido');
      const agora = new Date().toISOString();
      for (const s of d.signatures) {
        s.viewed = s.viewed ?? { ip: '127.0.0.1', reason: null, created_at: agora };
        if (acao === 'signed') s.signed = { ip: '127.0.0.1', reason: null, created_at: agora };
        if (acao === 'rejected') s.rejected = { ip: '127.0.0.1', reason: motivo ?? null, created_at: agora };
        s.email_events.delivered = agora;
      }
    },
    fechar: () => new Promise<void>((ok) => server.close(() => ok())),
  };
}
