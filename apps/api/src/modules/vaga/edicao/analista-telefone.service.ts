import type { UsuarioSessao } from '@backoffice/domain/auth';
import { PERMISSOES } from '@backoffice/domain/permissions';
import {
  podeEditarTelefoneAnalista,
  type RespostaSalvar,
  type SelecionadorLinha,
} from '@backoffice/domain/vaga-edicao';
import { MENSAGENS_VAGA_EDICAO } from '@backoffice/domain/vaga-edicao-mensagens';
import { SITUACOES_ABERTAS_PRAZO, vagaCongelada } from '@backoffice/domain/vaga-situacao';
import { sql } from 'drizzle-orm';
import { consultar } from '../../../db/client';
import type { AppDeps } from '../../../platform/deps';
import { forbidden, notFound } from '../../../platform/errors';
import { tabelasCandidato } from '../../candidato/candidato.tabelas';
import { tabelasCatalogo } from '../../catalogo/catalogo.tabelas';
import { alterarTelefoneUsuario } from '../../usuario/usuario.entry';
import { tabelasUsuario } from '../../usuario/usuario.tabelas';
import { salvarCamposVaga, TIPO_HISTORICO_VAGA, type VagaRegistro } from '../alteracao.service';

const M = MENSAGENS_VAGA_EDICAO;

/** GET analista/telefone/{cdPessoa}: the analyst's registered phone. */
export async function buscarTelefoneAnalista(deps: AppDeps, cdPessoa: number) {
  const [u] = await consultar<{ nr_telefone: string | null }>(
    deps.db,
    sql`SELECT nr_telefone FROM ${tabelasUsuario.usuario('u')} WHERE user_sip = ${cdPessoa}`,
  );
  if (!u) throw notFound(M.conflito.analistaNaoEncontrado);
  return { CD_PESSOA_ANALISTA: cdPessoa, NR_TELEFONE: u.nr_telefone };
}

/**
 * GET analista/selecionadores/{nrVaga}: the analysts the vacancy may be given to — active users
 * with selection codes in the units of the vacancy unit's group — plus its current analyst.
 */
export async function listarSelecionadores(deps: AppDeps, nrVaga: number): Promise<SelecionadorLinha[]> {
  const [v] = await consultar<{ cd_pessoa_analista: number | null; cd_empresa_agrupadora: number }>(
    deps.db,
    sql`SELECT v.cd_pessoa_analista, e.cd_empresa_agrupadora
          FROM vaga v JOIN ${tabelasCatalogo.empresa('e')} ON e.cd_empresa = v.cd_empresa
         WHERE v.nr_vaga = ${nrVaga}`,
  );
  if (!v) throw notFound(M.conflito.vagaNaoEncontrada);
  const codigos = sql.raw(`ARRAY[${PERMISSOES.selecao.join(',')}]::int[]`);
  const r = await consultar<SelecionadorLinha>(
    deps.db,
    sql`SELECT u.user_sip AS "CD_PESSOA_ANALISTA", p.nm_pessoa AS "NM_PESSOA_ANALISTA", u.nr_telefone AS "NR_TELEFONE",
               u.cd_sip AS "CD_SIP",
               CASE WHEN u.user_sip = ${v.cd_pessoa_analista} THEN 'S' ELSE 'N' END AS "ID_ATUAL"
          FROM ${tabelasUsuario.usuario('u')}
          JOIN ${tabelasCandidato.pessoa('p')} ON p.cd_pessoa = u.user_sip
          JOIN ${tabelasCatalogo.empresa('e')} ON e.cd_empresa = u.cd_unid
         WHERE u.user_sip = ${v.cd_pessoa_analista}
            OR (u.id_ativo = 'S' AND e.cd_empresa_agrupadora = ${v.cd_empresa_agrupadora} AND u.permissoes && ${codigos})
         ORDER BY p.nm_pessoa
         LIMIT 500`,
  );
  return r.map((x) => ({ ...x, CD_PESSOA_ANALISTA: Number(x.CD_PESSOA_ANALISTA), CD_SIP: Number(x.CD_SIP) }));
}

/**
 * POST analista/deletar-telefone-analista-vaga/{cdPessoaAnalista}: only group 32 or sector 2. Clears
 * the analyst's registered phone and that phone on the analyst's open vacancies (frozen ones are
 * left as they are), with a note on each.
 */
export async function excluirTelefoneAnalista(
  deps: AppDeps,
  usuario: UsuarioSessao,
  cdPessoaAnalista: number,
): Promise<RespostaSalvar> {
  if (!podeEditarTelefoneAnalista(usuario)) throw forbidden(M.conflito.telefoneSemPermissao);
  return deps.db.transaction(async (tx) => {
    const [u] = await consultar<{ nr_telefone: string | null }>(
      tx,
      sql`SELECT nr_telefone FROM ${tabelasUsuario.usuario('u')} WHERE user_sip = ${cdPessoaAnalista} FOR UPDATE`,
    );
    if (!u) throw notFound(M.conflito.analistaNaoEncontrado);
    if (u.nr_telefone === null) return { status: 2, message: M.info.semAlteracoes };
    await alterarTelefoneUsuario(tx, cdPessoaAnalista, null);
    const abertas = sql.raw(`ARRAY[${SITUACOES_ABERTAS_PRAZO.join(',')}]::int[]`);
    const vagas = await consultar<VagaRegistro>(
      tx,
      sql`SELECT nr_vaga, cd_situacao_vaga, nr_telefone_analista FROM vaga
           WHERE cd_pessoa_analista = ${cdPessoaAnalista} AND nr_telefone_analista = ${u.nr_telefone}
             AND cd_situacao_vaga = ANY(${abertas})
           ORDER BY nr_vaga FOR UPDATE`,
    );
    for (const v of vagas) {
      if (vagaCongelada(Number(v.cd_situacao_vaga))) continue;
      await salvarCamposVaga(
        tx,
        { ...v, nr_vaga: Number(v.nr_vaga) },
        { nr_telefone_analista: null },
        { usuario, titulo: 'Telefone do analista excluído', tipo: TIPO_HISTORICO_VAGA.analista, sucesso: '' },
      );
    }
    return { status: 1, message: M.sucesso.telefoneExcluido };
  });
}
