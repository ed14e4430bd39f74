import { RESUMOS_ACAO_LOTE } from '@backoffice/domain/acoes-lote';
import { MENSAGENS_PARECER } from '@backoffice/domain/parecer-cliente';
import { sql } from 'drizzle-orm';
import { consultar } from '../../../db/client';
import { tabelasCandidato } from '../../candidato/candidato.tabelas';
import type { HandlerAcaoLote } from '../acoes-lote/acoes-lote.handlers';
import { restaurarRelacionados } from '../acoes-lote/acoes-lote.handlers';
import { encaminharParaParecer, enviarLinkDoParecer } from './parecer-cliente.service';

const iso = (d: Date) => d.toISOString();

/**
 * Forwarding to a client contact as a bulk action: one link for the applicable candidates (those not
 * rejected), sent once the action committed. Undoing it revokes the link and puts the candidates'
 * stages back (the messages already sent are not unsent).
 */
export const encaminharEmLote: HandlerAcaoLote<'encaminhar'> = {
  async preparar(x, corpo) {
    const [contato] = await consultar<{ nome: string | null }>(
      x.tx,
      sql`SELECT p.nm_pessoa AS nome FROM ${tabelasCandidato.pessoa('p')} WHERE p.cd_pessoa = ${corpo.cd_pessoa_contato}`,
    );
    const nome = contato?.nome ?? `contato ${corpo.cd_pessoa_contato}`;
    return {
      parametros: { cd_pessoa_contato: corpo.cd_pessoa_contato, whatsapp: corpo.whatsapp === true },
      recusa: (c) =>
        c.situacao === 'R' ? MENSAGENS_PARECER.candidatoReprovado(c.nm ?? `Candidato ${c.cd}`) : null,
      resumo: (n) => RESUMOS_ACAO_LOTE.encaminhar(n, nome),
      async aplicar(x2, aplicaveis, id) {
        const cds = aplicaveis.map((c) => c.cd);
        const r = await encaminharParaParecer(
          x2.tx,
          { deps: x2.deps, usuario: x2.usuario },
          x2.nrVaga,
          corpo.cd_pessoa_contato,
          cds,
          { whatsapp: corpo.whatsapp, idAcaoLote: id },
        );
        // the rows this forwarding moved carry the action's moment, so its undo finds them unchanged
        await x2.tx.execute(sql`
          UPDATE vaga_candidato SET alterado_em = ${iso(x2.agora)}::timestamptz
           WHERE nr_vaga = ${x2.nrVaga} AND cd_pessoa_candidato = ANY(${sql.param(cds)}::bigint[])
             AND alterado_em >= now()`);
        return {
          depois: async () => {
            const canais = await enviarLinkDoParecer(x2.deps, r);
            return { link: { url: r.url, expira_em: r.expira_em, canais } };
          },
        };
      },
    };
  },
  async desfazer(x, acao) {
    await x.tx.execute(sql`
      UPDATE parecer_cliente_link SET revogado_em = now(), cd_usuario_revogou = ${x.usuario.cd_sip}
       WHERE id_acao_lote = ${acao.id} AND revogado_em IS NULL`);
    const restaurados = await restaurarRelacionados(x, acao);
    // candidates already forwarded before the action were not changed by it: nothing to put back
    const intactos = await consultar<{ cd: number }>(
      x.tx,
      sql`SELECT alc.cd_pessoa_candidato::float8 AS cd
            FROM acao_lote_candidato alc
            JOIN vaga_candidato vc ON vc.nr_vaga = ${x.nrVaga} AND vc.cd_pessoa_candidato = alc.cd_pessoa_candidato
           WHERE alc.id_acao_lote = ${acao.id} AND alc.id_resultado = 'A'
             AND vc.alterado_em = (alc.ds_antes ->> 'alterado_em')::timestamptz`,
    );
    return [...new Set([...restaurados, ...intactos.map((l) => Number(l.cd))])];
  },
};
