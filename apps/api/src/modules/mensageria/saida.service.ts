import type { CanalEnvio, MensagemSaidaLinha } from '@backoffice/domain/mensageria';
import { MENSAGENS_HISTORICO_PESQUISAS } from '@backoffice/domain/pesquisa-candidatos';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { linhas } from '../../db/client';
import { notFound } from '../../platform/errors';
import { tabelasCandidato } from '../candidato/candidato.tabelas';
import { tabelasPesquisaCandidatos } from '../pesquisa-candidatos/pesquisa-candidatos.tabelas';

/** GET mensageria/saida/{selection}: what was sent from a search, newest first (the outbox). */
export async function saidaDaSelecao(db: Db, nrSelecao: number): Promise<MensagemSaidaLinha[]> {
  const s = linhas(
    await db.execute(
      sql`SELECT 1 FROM ${tabelasPesquisaCandidatos.selecao('selecao')} WHERE nr_selecao = ${nrSelecao}`,
    ),
  );
  if (!s.length) throw notFound(MENSAGENS_HISTORICO_PESQUISAS.selecaoNaoEncontrada);
  const r = linhas<{
    id: number | string;
    ds_canal: CanalEnvio;
    nm_adaptador: string;
    ds_destino: string;
    ds_assunto: string | null;
    ds_conteudo: string;
    nm_pessoa: string | null;
    ds_erro: string | null;
    criado_em: Date | string;
  }>(
    await db.execute(sql`
      SELECT m.id_mensagem_saida AS id, m.ds_canal, m.nm_adaptador, m.ds_destino, m.ds_assunto, m.ds_conteudo,
             p.nm_pessoa, m.ds_erro, m.criado_em
        FROM mensagem_saida m LEFT JOIN ${tabelasCandidato.pessoa('p')} ON p.cd_pessoa = m.cd_pessoa_candidato
       WHERE m.nr_selecao = ${nrSelecao}
       ORDER BY m.criado_em DESC, m.id_mensagem_saida DESC
       LIMIT 2000`),
  );
  return r.map((l) => ({
    ID_MENSAGEM_SAIDA: Number(l.id),
    DS_CANAL: l.ds_canal,
    NM_ADAPTADOR: l.nm_adaptador,
    DS_DESTINO: l.ds_destino,
    DS_ASSUNTO: l.ds_assunto,
    DS_CONTEUDO: l.ds_conteudo,
    NM_PESSOA: l.nm_pessoa,
    ID_ENVIADO: l.ds_erro ? 'N' : 'S',
    DS_ERRO: l.ds_erro,
    CRIADO_EM: new Date(l.criado_em).toISOString(),
  }));
}
