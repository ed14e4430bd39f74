import { randomUUID } from 'node:crypto';
import type { InformacaoDocumento } from '@backoffice/domain/assinatura';
import type { DbHandle } from '../../db/client';
import type { AcaoLocal, AssinaturaLocal, NovoDocumento } from './assinatura';

type Assinatura = InformacaoDocumento['signatures'][number];

/** The local signature service: documents in assinatura_local, marked from the page (local only). */
export class AssinaturaLocalDb implements AssinaturaLocal {
  readonly nome = 'local' as const;
  constructor(private readonly handle: DbHandle) {}

  async criarDocumento(d: NovoDocumento): Promise<string> {
    const id = `local-${randomUUID().replaceAll('-', '')}`;
    const agora = new Date().toISOString();
    const assinaturas: Assinatura[] = [
      {
        public_id: randomUUID(),
        name: d.signatario.name,
        email: d.signatario.email,
        viewed: null,
        signed: null,
        rejected: null,
        email_events: { sent: agora, delivered: null, refused: null, reason: null },
      },
    ];
    await this.handle.query(
      'INSERT INTO assinatura_local (documento_id, nm_documento, signatarios) VALUES ($1, $2, $3::jsonb)',
      [id, d.nome, JSON.stringify(assinaturas)],
    );
    return id;
  }

  async documentos(ids: readonly string[]): Promise<Map<string, InformacaoDocumento | null>> {
    const saida = new Map<string, InformacaoDocumento | null>(ids.map((id) => [id, null]));
    if (!ids.length) return saida;
    const r = await this.handle.query<{
      documento_id: string;
      nm_documento: string;
      signatarios: Assinatura[];
    }>(
      'SELECT documento_id, nm_documento, signatarios FROM assinatura_local WHERE documento_id = ANY($1::text[])',
      [ids],
    );
    for (const x of r)
      saida.set(x.documento_id, { id: x.documento_id, name: x.nm_documento, signatures: x.signatarios });
    return saida;
  }

  async marcar(id: string, acao: AcaoLocal, motivo: string | null): Promise<InformacaoDocumento | null> {
    const doc = (await this.documentos([id])).get(id);
    if (!doc) return null;
    const agora = new Date().toISOString();
    const assinaturas = doc.signatures.map((s) => {
      const n: Assinatura = { ...s, email_events: { ...s.email_events } };
      if (acao === 'viewed') n.viewed = n.viewed ?? { created_at: agora, reason: null };
      if (acao === 'signed') {
        n.viewed = n.viewed ?? { created_at: agora, reason: null };
        n.signed = { created_at: agora, reason: null };
        n.rejected = null;
      }
      if (acao === 'rejected') {
        n.viewed = n.viewed ?? { created_at: agora, reason: null };
        n.rejected = { created_at: agora, reason: motivo };
        n.signed = null;
      }
      if (acao === 'delivered') n.email_events.delivered = agora;
      if (acao === 'refused') {
        n.email_events.refused = agora;
        n.email_events.reason = motivo;
      }
      return n;
    });
    await this.handle.query('UPDATE assinatura_local SET signatarios = $2::jsonb WHERE documento_id = $1', [
      id,
      JSON.stringify(assinaturas),
    ]);
    return { ...doc, signatures: assinaturas };
  }
}
