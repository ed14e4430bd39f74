import { MENSAGENS_ENVIO } from '@backoffice/domain/mensageria';
import type { Executor } from '../../../db/client';
import { ErroEnvio } from '../../../platform/adapters/mensageria';
import type { AppDeps } from '../../../platform/deps';
import { registrarMensagemEnviada } from '../../mensageria/mensageria.tabelas';

/** A message of the verdict links to someone who is not a candidate (the client's contact, a staff user). */
export interface MensagemAoContato {
  canal: 'email' | 'whatsapp';
  /** The e-mail address, or the WhatsApp number (digits with the country code). */
  para: string;
  assunto?: string;
  texto: string;
  /** What the outbox keeps when it must differ from what was sent (the link's token left out). */
  registrar?: string;
  /** The staff user who had it sent (null for the product's own reminders). */
  cdUsuario: number | null;
}

/**
 * Sends one e-mail or WhatsApp text through the configured adapter and keeps it in the outbox
 * (mensagem_saida) with the adapter's answer, in the caller's transaction. The local adapter's
 * outbox is the delivery, so it keeps the text as sent. Answers whether the provider accepted it.
 */
export async function enviarAoContato(
  deps: Pick<AppDeps, 'mensageria'>,
  tx: Executor,
  m: MensagemAoContato,
): Promise<boolean> {
  const adaptador = m.canal === 'email' ? deps.mensageria.email : deps.mensageria.whatsapp;
  let id: string | null = null;
  let erro: string | null = null;
  try {
    id = (
      m.canal === 'email'
        ? await deps.mensageria.email.enviar({ para: m.para, assunto: m.assunto ?? '', texto: m.texto })
        : await deps.mensageria.whatsapp.enviar(m.para, {
            type: 'text',
            text: { body: m.texto, preview_url: false },
          })
    ).id;
  } catch (e) {
    erro = e instanceof ErroEnvio ? e.message.slice(0, 2000) : MENSAGENS_ENVIO.erroDesconhecido;
  }
  await registrarMensagemEnviada(tx, {
    canal: m.canal,
    adaptador: adaptador.nome,
    destino: m.para,
    assunto: m.assunto ?? null,
    texto: adaptador.nome === 'local' ? m.texto : (m.registrar ?? m.texto),
    idExterno: id,
    erro,
    cdUsuario: m.cdUsuario,
  });
  return id !== null;
}
