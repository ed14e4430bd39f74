import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../platform/deps';

/**
 * One e-mail to a candidate outside a campaign or a search (the portal's access links): sent through
 * the e-mail adapter and kept in the outbox (mensagem_saida) like every other message, with the
 * adapter's answer. `registrar` is the text the outbox keeps when it must differ from what was sent
 * (a one-time link is kept whole only by the local adapter, whose outbox is the delivery).
 */
export async function enviarEmailAoCandidato(
  deps: Pick<AppDeps, 'db' | 'mensageria'>,
  m: { para: string; assunto: string; texto: string; cdPessoa: number; registrar?: string },
): Promise<void> {
  const adaptador = deps.mensageria.email;
  let id: string | null = null;
  let erro: string | null = null;
  try {
    id = (await adaptador.enviar({ para: m.para, assunto: m.assunto, texto: m.texto })).id;
  } catch (e) {
    // kept with the provider's refusal, as every failed send is
    erro = (e as Error).message.slice(0, 2000);
  }
  const conteudo = adaptador.nome === 'local' ? m.texto : (m.registrar ?? m.texto);
  await deps.db.execute(sql`
    INSERT INTO mensagem_saida (ds_canal, nm_adaptador, ds_destino, ds_assunto, ds_conteudo, id_externo, ds_erro,
                                cd_pessoa_candidato)
    VALUES ('email', ${adaptador.nome}, ${m.para.slice(0, 200)}, ${m.assunto.slice(0, 300)}, ${conteudo},
            ${id}, ${erro}, ${m.cdPessoa})`);
}
