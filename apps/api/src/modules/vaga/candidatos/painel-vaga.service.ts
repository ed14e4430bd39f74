import { TIPO_AVISO } from '@backoffice/domain/catalogos';
import { formatarEndereco } from '@backoffice/domain/endereco-formato';
import { MENSAGENS_MINHAS_VAGAS, podeAlterarAnalistaMinhasVagas } from '@backoffice/domain/minhas-vagas';
import { escaparHtml } from '@backoffice/domain/texto-html';
import {
  CLIENTE_SIGILOSO,
  erroTimeline,
  MENSAGENS_VAGA_CANDIDATOS,
  podeAlterarAnalista,
  type SituacaoVagaResposta,
  type TimelineLinha,
  type VagaResumida,
} from '@backoffice/domain/vaga-candidatos';
import { EVENTO_VAGA } from '@backoffice/domain/vaga-edicao';
import { vagaCongelada } from '@backoffice/domain/vaga-situacao';
import { sql } from 'drizzle-orm';
import sanitizeHtml from 'sanitize-html';
import type { Executor } from '../../../db/client';
import { consultar } from '../../../db/client';
import { num } from '../../../db/linha';
import { badRequest, conflict, notFound } from '../../../platform/errors';
import { tabelasCandidato } from '../../candidato/candidato.tabelas';
import { tabelasCatalogo } from '../../catalogo/catalogo.tabelas';
import { tabelasCliente } from '../../cliente/cliente.tabelas';
import { criarAviso } from '../../usuario/usuario.entry';
import { tabelasUsuario } from '../../usuario/usuario.tabelas';
import {
  anunciarCandidatos,
  type ContextoCandidatos,
  isoTs,
  notaCandidato,
  travarVagaCandidatos,
} from './candidatos-vaga.service';

const M = MENSAGENS_VAGA_CANDIDATOS;

// ---------------------------------------------------------------------------------------------
// Web applicants

async function exigirCandidatoWeb(tx: Executor, nrRequisicao: number, cdPessoa: number): Promise<void> {
  const r = await consultar(
    tx,
    sql`SELECT 1 FROM candidato_web WHERE nr_requisicao = ${nrRequisicao} AND cd_pessoa_candidato = ${cdPessoa}
         FOR UPDATE`,
  );
  if (!r.length) throw notFound(M.conflito.candidatoWebNaoEncontrado);
}

/** Marks a web applicant of the requisition as seen (S) or not (N). */
export async function atualizarVisto(
  ctx: ContextoCandidatos,
  nrRequisicao: number,
  cdPessoa: number,
  visto: 'S' | 'N',
): Promise<string> {
  return ctx.deps.db.transaction(async (tx) => {
    await exigirCandidatoWeb(tx, nrRequisicao, cdPessoa);
    await tx.execute(sql`
      UPDATE candidato_web SET id_visto = ${visto}, alterado_em = now()
       WHERE nr_requisicao = ${nrRequisicao} AND cd_pessoa_candidato = ${cdPessoa}`);
    const [v] = await consultar<{ nr_vaga: number }>(
      tx,
      sql`SELECT nr_vaga FROM vaga WHERE nr_requisicao = ${nrRequisicao} ORDER BY nr_vaga LIMIT 1`,
    );
    if (v) await anunciarCandidatos(ctx.deps, tx, Number(v.nr_vaga), 'visto');
    return M.sucesso.visto;
  });
}

/** Discards one web applicant of the vacancy's requisition (ID_DESVINCULAR_WEB S). */
export async function descartarCandidatoWeb(
  ctx: ContextoCandidatos,
  nrVaga: number,
  nrRequisicao: number,
  cdPessoa: number,
): Promise<string> {
  return ctx.deps.db.transaction(async (tx) => {
    const v = await travarVagaCandidatos(tx, nrVaga, 'descartar');
    if (v.nr_requisicao !== nrRequisicao) throw badRequest(M.conflito.requisicaoDiferente);
    await exigirCandidatoWeb(tx, nrRequisicao, cdPessoa);
    await tx.execute(sql`
      UPDATE candidato_web SET id_desvincular_web = 'S', alterado_em = now()
       WHERE nr_requisicao = ${nrRequisicao} AND cd_pessoa_candidato = ${cdPessoa}`);
    await notaCandidato(
      tx,
      ctx.usuario,
      cdPessoa,
      nrVaga,
      `Candidatura web descartada na vaga ${nrVaga}.`,
      'DW',
    );
    await anunciarCandidatos(ctx.deps, tx, nrVaga, 'descartar');
    return M.sucesso.descartadoWeb;
  });
}

/** Discards every web applicant of the vacancy already seen and not discarded. */
export async function descartarVistosWeb(ctx: ContextoCandidatos, nrVaga: number): Promise<string> {
  return ctx.deps.db.transaction(async (tx) => {
    const v = await travarVagaCandidatos(tx, nrVaga, 'descartar');
    const descartados = await consultar<{ cd: number }>(
      tx,
      sql`UPDATE candidato_web SET id_desvincular_web = 'S', alterado_em = now()
           WHERE nr_requisicao = ${v.nr_requisicao} AND (nr_vaga IS NULL OR nr_vaga = ${nrVaga})
             AND id_visto = 'S' AND id_desvincular_web = 'N'
       RETURNING cd_pessoa_candidato::float8 AS cd`,
    );
    for (const d of descartados) {
      await notaCandidato(
        tx,
        ctx.usuario,
        Number(d.cd),
        nrVaga,
        `Candidatura web descartada na vaga ${nrVaga}.`,
        'DW',
      );
    }
    if (descartados.length) await anunciarCandidatos(ctx.deps, tx, nrVaga, 'descartar');
    return M.sucesso.descartadosVistos(descartados.length);
  });
}

// ---------------------------------------------------------------------------------------------
// Job timeline

/** The markup a note may keep (what the rich-text editor produces); everything else is dropped. */
const OPCOES_SANITIZAR: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'ul',
    'ol',
    'li',
    'blockquote',
    'code',
    'pre',
    'h3',
    'h4',
    'hr',
    'a',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  transformTags: { a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }) },
};

/** The note as stored: sanitised HTML. */
export function sanitizarHistorico(html: string): string {
  return sanitizeHtml(html, OPCOES_SANITIZAR).trim();
}

/** Writes a note on the vacancy's timeline (sanitised; 20 characters of text, 3999 stored at most). */
export async function inserirTimeline(
  ctx: ContextoCandidatos,
  nrVaga: number,
  html: string,
): Promise<string> {
  const limpo = sanitizarHistorico(html);
  const erro = erroTimeline(limpo);
  if (erro) throw badRequest(erro);
  return ctx.deps.db.transaction(async (tx) => {
    await travarVagaCandidatos(tx, nrVaga);
    await tx.execute(sql`
      INSERT INTO vaga_historico (nr_vaga, ds_historico, cd_usuario, id_tipo)
      VALUES (${nrVaga}, ${limpo}, ${ctx.usuario.cd_sip}, NULL)`);
    await ctx.deps.realtime.publish(tx, { tipo: EVENTO_VAGA, dados: { NR_VAGA: nrVaga, ACAO: 'timeline' } });
    return M.sucesso.timeline;
  });
}

/** The vacancy's timeline, newest first (notes typed and notes generated by actions). */
export async function lerTimeline(ex: Executor, nrVaga: number): Promise<TimelineLinha[]> {
  const r = await consultar(ex, sql`SELECT 1 FROM vaga WHERE nr_vaga = ${nrVaga}`);
  if (!r.length) throw notFound(M.conflito.vagaNaoEncontrada);
  return consultar<TimelineLinha>(
    ex,
    sql`SELECT h.id_historico::float8 AS "ID_HISTORICO", coalesce(p.nm_pessoa, u.apelido) AS "NM_USUARIO",
               ${isoTs('h.dt_historico')} AS "DT_HISTORICO", h.ds_historico AS "DS_HISTORICO", h.id_tipo AS "ID_TIPO"
          FROM vaga_historico h
          LEFT JOIN ${tabelasUsuario.usuario('u')} ON u.cd_sip = h.cd_usuario
          LEFT JOIN ${tabelasCandidato.pessoa('p')} ON p.cd_pessoa = u.user_sip
         WHERE h.nr_vaga = ${nrVaga}
         ORDER BY h.dt_historico DESC, h.id_historico DESC`,
  );
}

// ---------------------------------------------------------------------------------------------
// Situation, analyst, summary

/** The vacancy's situation (13 frozen). */
export async function lerSituacao(ex: Executor, nrVaga: number): Promise<SituacaoVagaResposta> {
  const [v] = await consultar<{ nr: number; cd: number; nm: string }>(
    ex,
    sql`SELECT v.nr_vaga::float8 AS nr, v.cd_situacao_vaga::int AS cd, s.nm_situacao_vaga AS nm
          FROM vaga v JOIN ${tabelasCatalogo.situacao_vaga('s')} ON s.cd_situacao_vaga = v.cd_situacao_vaga
         WHERE v.nr_vaga = ${nrVaga}`,
  );
  if (!v) throw notFound(M.conflito.vagaNaoEncontrada);
  return {
    NR_VAGA: Number(v.nr),
    CD_SITUACAO_VAGA: Number(v.cd),
    NM_SITUACAO_VAGA: v.nm,
    ID_VAGA_CONGELADA: vagaCongelada(Number(v.cd)) ? 'S' : 'N',
  };
}

export interface AlteracaoAnalista {
  cd_pessoa_analista?: number | null;
  nr_requisicao: number;
  id_recrutamento: 'S' | 'N';
  salvar_analista: boolean;
  /** 'minhas_vagas': the change from My openings, which also allows a frozen vacancy. */
  origem?: 'minhas_vagas';
}

/**
 * The panel's analyst change (situation 1; from My openings also 13, spec 001 §2.1, §6): the analyst when `salvar_analista` and different
 * from the current one (an active user, who gets an alert), and the recruitment flag of every vacancy
 * of the requisition. Timeline notes and the 'vaga' event in the same transaction.
 */
export async function alterarAnalista(
  ctx: ContextoCandidatos,
  nrVaga: number,
  b: AlteracaoAnalista,
): Promise<string> {
  return ctx.deps.db.transaction(async (tx) => {
    const v = await travarVagaCandidatos(tx, nrVaga);
    if (b.origem === 'minhas_vagas') {
      if (!podeAlterarAnalistaMinhasVagas(v.cd_situacao_vaga))
        throw conflict(MENSAGENS_MINHAS_VAGAS.analistaSituacao);
    } else if (!podeAlterarAnalista(v.cd_situacao_vaga)) throw conflict(M.conflito.analistaSituacao);
    if (v.nr_requisicao !== b.nr_requisicao) throw badRequest(M.conflito.requisicaoDiferente);
    const mensagens: string[] = [];
    const trocar =
      b.salvar_analista && b.cd_pessoa_analista != null && b.cd_pessoa_analista !== v.cd_pessoa_analista;
    if (b.salvar_analista && b.cd_pessoa_analista == null) throw badRequest(M.validacao.analistaInvalido);
    if (trocar) {
      const [an] = await consultar<{ cd_sip: number; user_sip: number; nome: string }>(
        tx,
        sql`SELECT u.cd_sip, u.user_sip::float8 AS user_sip, coalesce(p.nm_pessoa, u.apelido) AS nome
              FROM ${tabelasUsuario.usuario('u')} LEFT JOIN ${tabelasCandidato.pessoa('p')} ON p.cd_pessoa = u.user_sip
             WHERE u.user_sip = ${b.cd_pessoa_analista} AND u.id_ativo = 'S'`,
      );
      if (!an) throw badRequest(M.validacao.analistaInvalido);
      await tx.execute(sql`
        UPDATE vaga SET cd_pessoa_analista = ${an.user_sip}, cd_usuario_analista = ${an.cd_sip},
               alterado_em = now(), alterado_por = ${ctx.usuario.cd_sip}
         WHERE nr_vaga = ${nrVaga}`);
      await tx.execute(sql`
        INSERT INTO vaga_historico (nr_vaga, ds_historico, cd_usuario, id_tipo)
        VALUES (${nrVaga}, ${escaparHtml(`Analista da vaga alterado para ${an.nome}.`)}, ${ctx.usuario.cd_sip}, 'A')`);
      await criarAviso(tx, ctx.deps.realtime, {
        cd_tipo_aviso: TIPO_AVISO.VAGA_ATRIBUIDA,
        nr_vaga: nrVaga,
        cd_sip: Number(an.cd_sip),
        ds_complemento_aviso: `Vaga ${nrVaga} atribuída a você por ${ctx.usuario.apelido}`,
      });
      mensagens.push(M.sucesso.analistaAlterado);
    }
    if (b.id_recrutamento !== v.id_recrutamento) {
      await tx.execute(sql`
        UPDATE vaga SET id_recrutamento = ${b.id_recrutamento}, alterado_em = now(), alterado_por = ${ctx.usuario.cd_sip}
         WHERE nr_requisicao = ${v.nr_requisicao}`);
      await tx.execute(sql`
        INSERT INTO vaga_historico (nr_vaga, ds_historico, cd_usuario, id_tipo)
        VALUES (${nrVaga}, ${`Vaga ${b.id_recrutamento === 'S' ? 'marcada' : 'desmarcada'} como recrutamento.`},
                ${ctx.usuario.cd_sip}, 'ST')`);
      mensagens.push(M.sucesso.recrutamentoAlterado);
    }
    if (!mensagens.length) return M.sucesso.semAlteracao;
    await ctx.deps.realtime.publish(tx, {
      tipo: EVENTO_VAGA,
      dados: { NR_VAGA: nrVaga, CD_PESSOA_ANALISTA: trocar ? b.cd_pessoa_analista : v.cd_pessoa_analista },
    });
    return mensagens.join(' ');
  });
}

/** The job summary (spec 001 §2.7); a secret or confidential vacancy hides the client. */
export async function lerVagaResumida(ex: Executor, nrVaga: number): Promise<VagaResumida> {
  const [v] = await consultar<Record<string, unknown>>(
    ex,
    sql`SELECT v.nr_vaga::float8 AS nr_vaga, v.nr_requisicao::float8 AS nr_requisicao,
               v.id_vaga_sigilosa, v.id_vaga_confidencial, v.cd_situacao_vaga::int AS cd_situacao_vaga,
               s.nm_situacao_vaga, an.nm_pessoa AS nm_selecionador, v.cd_pessoa_analista::float8 AS cd_pessoa_analista,
               v.id_recrutamento, v.cd_pessoa_cliente::float8 AS cd_pessoa_cliente, to_char(v.dt_abertura, 'YYYY-MM-DD') AS dt_abertura,
               coalesce(pc.nm_apelido, pc.nm_pessoa) AS nm_cliente,
               cli.cd_tipo_logradouro, cli.nm_cep, cli.nr_endereco, cli.nm_bairro, cli.nm_cidade, cli.cd_uf,
               coalesce(cc.nm_cargo_cliente, cg.nm_cargo) AS nm_cargo, t.nm_turno, v.cd_centro_custo,
               v.vl_salario::float8 AS vl_salario, v.cd_tipo_contratacao::int AS cd_tipo_contratacao,
               tc.nm_tipo_contratacao, v.ds_atividades_estagio, v.ds_observacoes,
               v.id_sexo, v.nr_idade_de, v.nr_idade_ate, v.nr_anos_experiencia_de::float8 AS exp_de,
               v.nr_anos_experiencia_ate::float8 AS exp_ate, e1.nm_escolaridade AS esc_de,
               e2.nm_escolaridade AS esc_ate, array_to_string(v.nm_bairros_perfil, ', ') AS bairros
          FROM vaga v
          JOIN ${tabelasCatalogo.situacao_vaga('s')} ON s.cd_situacao_vaga = v.cd_situacao_vaga
          LEFT JOIN ${tabelasCandidato.pessoa('an')} ON an.cd_pessoa = v.cd_pessoa_analista
          LEFT JOIN ${tabelasCandidato.pessoa('pc')} ON pc.cd_pessoa = v.cd_pessoa_cliente
          LEFT JOIN ${tabelasCliente.cliente('cli')} ON cli.cd_pessoa = v.cd_pessoa_cliente
          LEFT JOIN ${tabelasCatalogo.cargo('cg')} ON cg.cd_cargo = v.cd_cargo
          LEFT JOIN ${tabelasCliente.cargo_cliente('cc')} ON cc.cd_cargo_cliente = v.cd_cargo_cliente
          LEFT JOIN ${tabelasCatalogo.turno('t')} ON t.cd_turno = v.cd_turno
          LEFT JOIN ${tabelasCatalogo.tipo_contratacao('tc')} ON tc.cd_tipo_contratacao = v.cd_tipo_contratacao
          LEFT JOIN ${tabelasCatalogo.escolaridade('e1')} ON e1.cd_escolaridade = v.cd_grau_instrucao_de
          LEFT JOIN ${tabelasCatalogo.escolaridade('e2')} ON e2.cd_escolaridade = v.cd_grau_instrucao_ate
         WHERE v.nr_vaga = ${nrVaga}`,
  );
  if (!v) throw notFound(M.conflito.vagaNaoEncontrada);
  const s = (k: string) => (v[k] == null || v[k] === '' ? null : String(v[k]));
  const n = (k: string) => num(v[k]);
  const sigilo = v.id_vaga_sigilosa === 'S' || v.id_vaga_confidencial === 'S';
  const perfil = {
    ID_SEXO: s('id_sexo'),
    NR_IDADE_DE: n('nr_idade_de'),
    NR_IDADE_ATE: n('nr_idade_ate'),
    NR_ANOS_EXPERIENCIA_DE: n('exp_de'),
    NR_ANOS_EXPERIENCIA_ATE: n('exp_ate'),
    NM_GRAU_INSTRUCAO_DE: s('esc_de'),
    NM_GRAU_INSTRUCAO_ATE: s('esc_ate'),
    NM_BAIRRO: s('bairros'),
  };
  return {
    VAGA: {
      NR_VAGA: Number(v.nr_vaga),
      NR_REQUISICAO: Number(v.nr_requisicao),
      ID_VAGA_SIGILOSA: v.id_vaga_sigilosa === 'S' ? 'S' : 'N',
      ID_VAGA_CONFIDENCIAL: v.id_vaga_confidencial === 'S' ? 'S' : 'N',
      ID_ESCONDE_INFO_SIGILOSA: sigilo ? 'S' : 'N',
      CD_SITUACAO_VAGA: Number(v.cd_situacao_vaga),
      NM_SITUACAO_VAGA: s('nm_situacao_vaga'),
      NM_PESSOA_SELECIONADOR: s('nm_selecionador'),
      CD_PESSOA_ANALISTA: n('cd_pessoa_analista'),
      ID_RECRUTAMENTO: v.id_recrutamento === 'S' ? 'S' : 'N',
      DT_ABERTURA: String(v.dt_abertura),
      CD_PESSOA_CLIENTE: Number(v.cd_pessoa_cliente),
      NM_PESSOA_CLIENTE: sigilo ? CLIENTE_SIGILOSO : s('nm_cliente'),
      ENDERECO_CLIENTE: sigilo
        ? null
        : formatarEndereco({
            tipoLogradouro: s('cd_tipo_logradouro'),
            logradouro: s('nm_cep'),
            numero: s('nr_endereco'),
            bairro: s('nm_bairro'),
            cidade: s('nm_cidade'),
            uf: s('cd_uf'),
          }),
      NM_CARGO: s('nm_cargo'),
      NM_TURNO: s('nm_turno'),
      CD_CENTRO_CUSTO: sigilo ? null : s('cd_centro_custo'),
      SALARIO: n('vl_salario'),
      ID_TIPO_CONTRATACAO: Number(v.cd_tipo_contratacao),
      NM_TIPO_CONTRATACAO: s('nm_tipo_contratacao'),
      DS_ATIVIDADES_ESTAGIO: s('ds_atividades_estagio'),
      DS_OBSERVACOES: s('ds_observacoes'),
    },
    PERFIL: Object.values(perfil).some((x) => x !== null) ? perfil : null,
  };
}
