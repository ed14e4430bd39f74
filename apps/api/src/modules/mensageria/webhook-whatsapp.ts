import { LIMITES_ENTRADA, semCaracteresInvalidos, texto } from '@backoffice/domain/entrada';
import { STATUS_ENTREGA, type StatusEntrega } from '@backoffice/domain/mensageria';
import { z } from 'zod';

/** One inbound message of the Cloud API's notification. */
export interface MensagemRecebida {
  from: string;
  id: string;
  timestamp?: string;
  type: string;
  [k: string]: unknown;
}

/**
 * The fields of an inbound message the product reads, bounded like any request: the sender's
 * phone, the channel's id (id_externo, varchar(200)), the type and the epoch seconds.
 */
const mensagemRecebida = z
  .object({
    from: texto(LIMITES_ENTRADA.telefoneTextoMax),
    id: texto(LIMITES_ENTRADA.textoCurtoMax).min(1),
    type: texto(LIMITES_ENTRADA.textoCurtoMax),
    timestamp: texto(20).optional(),
  })
  .loose();

/**
 * A copy of a received value that PostgreSQL's jsonb can hold: the NUL character and halves of
 * surrogate pairs are removed from every text (the candidate's words are otherwise kept as sent).
 */
export function jsonSemCaracteresInvalidos(valor: unknown): unknown {
  if (typeof valor === 'string') return semCaracteresInvalidos(valor);
  if (Array.isArray(valor)) return valor.map(jsonSemCaracteresInvalidos);
  if (valor && typeof valor === 'object') {
    return Object.fromEntries(
      Object.entries(valor).map(([k, v]) => [semCaracteresInvalidos(k), jsonSemCaracteresInvalidos(v)]),
    );
  }
  return valor;
}

/**
 * Extracts the inbound messages of a webhook notification; null when it is not one or when a
 * message lacks, or carries out of bounds, the fields the product reads.
 */
export function mensagensDoWebhook(corpo: unknown): MensagemRecebida[] | null {
  if (!corpo || typeof corpo !== 'object') return null;
  const entry = (corpo as { entry?: unknown }).entry;
  if (!Array.isArray(entry)) return null;
  const saida: MensagemRecebida[] = [];
  for (const e of entry) {
    const changes = (e as { changes?: unknown })?.changes;
    if (!Array.isArray(changes)) return null;
    for (const ch of changes) {
      const msgs = (ch as { value?: { messages?: unknown } })?.value?.messages;
      if (msgs === undefined) continue;
      if (!Array.isArray(msgs)) return null;
      for (const m of msgs) {
        const lida = mensagemRecebida.safeParse(m);
        if (!lida.success) return null;
        saida.push(jsonSemCaracteresInvalidos(lida.data) as MensagemRecebida);
      }
    }
  }
  return saida;
}

/** One delivery status of the Cloud API's notification. */
export interface StatusRecebido {
  id: string;
  status: StatusEntrega;
}

const statusRecebido = z
  .object({
    id: texto(LIMITES_ENTRADA.textoCurtoMax).min(1),
    status: texto(LIMITES_ENTRADA.textoCurtoMax),
  })
  .loose();

/**
 * The delivery statuses of a webhook notification (sent, delivered, read, failed) of the messages
 * sent; statuses of another kind, or without an id, are ignored.
 */
export function statusDoWebhook(corpo: unknown): StatusRecebido[] {
  const saida: StatusRecebido[] = [];
  const entry = (corpo as { entry?: unknown } | null)?.entry;
  if (!Array.isArray(entry)) return saida;
  for (const e of entry) {
    const changes = (e as { changes?: unknown })?.changes;
    if (!Array.isArray(changes)) continue;
    for (const ch of changes) {
      const st = (ch as { value?: { statuses?: unknown } })?.value?.statuses;
      if (!Array.isArray(st)) continue;
      for (const x of st) {
        const lido = statusRecebido.safeParse(x);
        if (!lido.success) continue;
        const status = lido.data.status as StatusEntrega;
        if ((STATUS_ENTREGA as readonly string[]).includes(status)) saida.push({ id: lido.data.id, status });
      }
    }
  }
  return saida;
}
