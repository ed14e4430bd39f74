import {
  type AcaoLoteResposta,
  type acaoLoteBody,
  type CanalMensagemLote,
  MENSAGENS_ACOES_LOTE,
  NOTAS_ACAO_LOTE,
  RESUMOS_ACAO_LOTE,
} from '@backoffice/domain/acoes-lote';
import type { UsuarioSessao } from '@backoffice/domain/auth';
import { notaRelacionamento } from '@backoffice/domain/pesquisa-candidatos';
import { escaparHtml } from '@backoffice/domain/texto-html';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { consultar, type Executor } from '../../../db/client';
import type { AppDeps } from '../../../platform/deps';
import { badRequest } from '../../../platform/errors';
import { type NotaDoCandidato, notasNoHistoricoDosCandidatos } from '../../candidato/candidato.tabelas';
import { tabelasCatalogo } from '../../catalogo/catalogo.tabelas';
import { candidatosNoGrupo, grupoParaIncluir, incluirNoGrupo, retirarDoGrupo } from '../../grupo/grupo.entry';

const M = MENSAGENS_ACOES_LOTE;

export type CorpoAcaoLote = z.output<typeof acaoLoteBody>;
export type TipoCorpo = CorpoAcaoLote['tipo'];

/** A selected candidate as the actions judge it. */
export interface CandidatoLote {
  cd: number;
  nm: string | null;
  relacionado: boolean;
  /** Not blocked and not inactive until today or later. */
  disponivel: boolean;
  estagio: number | null;
  situacao: 'A' | 'R' | null;
  email: string | null;
  celular: string | null;
  /** The related row's ID_ENVIA_EMAIL_REPROV is S. */
  emailReprovacao: boolean;
}

/** A message one candidate was sent (kept in ds_envios). */
export interface EnvioGravado {
  canal: CanalMensagemLote;
  destino: string;
  enviado: boolean;
  erro: string | null;
}

/** What a bulk action runs in: the transaction, the platform, the user, the vacancy and the moment. */
export interface ExecucaoLote {
  tx: Executor;
  deps: AppDeps;
  usuario: UsuarioSessao;
  nrVaga: number;
  /** The moment of the action: written as alterado_em / criado_em of what it changes. */
  agora: Date;
}

/** One kind of action once its parameters are checked. */
export interface AcaoPreparada {
  /** Why the candidate cannot take it (pt-BR), or null. Unrelated candidates never reach here. */
  recusa(c: CandidatoLote): string | null;
  resumo(aplicados: number): string;
  parametros: Record<string, unknown>;
  /** Applies it to the candidates, set-based; answers the messages sent per candidate, if any. */
  aplicar(
    x: ExecucaoLote,
    aplicaveis: readonly CandidatoLote[],
    id: number,
  ): Promise<{
    envios?: Map<number, EnvioGravado[]>;
    custo?: number | null;
    /** What runs once the action's transaction committed (sending a link), and what it adds to the answer. */
    depois?: () => Promise<Partial<Pick<AcaoLoteResposta, 'link'>>>;
  }>;
}

/** An action kind: checks its parameters (4xx for the whole request) and, on undo, takes back what it changed. */
export interface HandlerAcaoLote<T extends TipoCorpo> {
  preparar(x: ExecucaoLote, corpo: Extract<CorpoAcaoLote, { tipo: T }>): Promise<AcaoPreparada>;
  /**
   * Restores what it can of the applied candidates; answers those restored, or null when the action
   * changed nothing that can be restored (messages).
   */
  desfazer(
    x: ExecucaoLote,
    acao: { id: number; criadoEm: Date; cdUsuario: number; parametros: Record<string, unknown> },
    aplicados: readonly number[],
  ): Promise<number[] | null>;
}

const iso = (d: Date) => d.toISOString();

/** The same note on each candidate's timeline about the vacancy, escaped as HTML. */
export function notas(
  x: ExecucaoLote,
  cands: readonly { cd: number }[],
  texto: (cd: number) => string,
  tipo: string,
): NotaDoCandidato[] {
  return cands.map((c) => ({
    cdPessoa: c.cd,
    texto: escaparHtml(texto(c.cd)),
    tipo,
    cdUsuario: x.usuario.cd_sip,
    nrVaga: x.nrVaga,
  }));
}

/**
 * Puts every applied candidate's related row back as ds_antes kept it, except those changed after
 * the action (their alterado_em is not the action's moment any more); the ones restored.
 */
export async function restaurarRelacionados(
  x: ExecucaoLote,
  acao: { id: number; criadoEm: Date },
): Promise<number[]> {
  const r = await consultar<{ cd: number }>(
    x.tx,
    sql`WITH antes AS (
          SELECT alc.cd_pessoa_candidato AS cd, a.*
            FROM acao_lote_candidato alc
           CROSS JOIN LATERAL jsonb_populate_record(NULL::vaga_candidato, alc.ds_antes) a
           WHERE alc.id_acao_lote = ${acao.id} AND alc.id_resultado = 'A' AND alc.ds_antes IS NOT NULL)
        UPDATE vaga_candidato vc
           SET cd_estagio_vaga = antes.cd_estagio_vaga, id_situacao = antes.id_situacao,
               dt_curriculo = antes.dt_curriculo, dt_encaminhamento = antes.dt_encaminhamento,
               dt_aprovacao = antes.dt_aprovacao, dt_reprovacao = antes.dt_reprovacao,
               dt_faturamento = antes.dt_faturamento, dt_inicio_trabalho = antes.dt_inicio_trabalho,
               cd_motivo_reprovacao = antes.cd_motivo_reprovacao,
               cd_motivo_desistencia = antes.cd_motivo_desistencia,
               id_envia_email_reprov = antes.id_envia_email_reprov,
               cd_usuario = ${x.usuario.cd_sip}, alterado_em = ${iso(x.agora)}::timestamptz
          FROM antes
         WHERE vc.nr_vaga = ${x.nrVaga} AND vc.cd_pessoa_candidato = antes.cd
           AND vc.alterado_em = ${iso(acao.criadoEm)}::timestamptz
     RETURNING vc.cd_pessoa_candidato::float8 AS cd`,
  );
  return r.map((l) => Number(l.cd));
}

const mover: HandlerAcaoLote<'mover'> = {
  async preparar(_x, corpo) {
    const estagio = corpo.cd_estagio_vaga;
    return {
      parametros: { cd_estagio_vaga: estagio },
      resumo: (n) => RESUMOS_ACAO_LOTE.mover(n, estagio),
      recusa(c) {
        if (!c.disponivel) return M.recusa.indisponivel;
        if ((c.estagio ?? 0) >= estagio) return M.recusa.estagioAtingido;
        if (c.situacao === 'R') return M.recusa.reprovadoMover;
        return null;
      },
      async aplicar(x, aplicaveis, id) {
        const cds = aplicaveis.map((c) => c.cd);
        await x.tx.execute(sql`
          UPDATE vaga_candidato
             SET cd_estagio_vaga = ${estagio},
                 dt_curriculo = CASE WHEN ${estagio}::int >= 4 THEN coalesce(dt_curriculo, ${iso(x.agora)}::timestamptz)
                                     ELSE dt_curriculo END,
                 dt_encaminhamento = CASE WHEN ${estagio}::int >= 5
                                          THEN coalesce(dt_encaminhamento, ${iso(x.agora)}::timestamptz)
                                          ELSE dt_encaminhamento END,
                 cd_usuario = ${x.usuario.cd_sip}, alterado_em = ${iso(x.agora)}::timestamptz
           WHERE nr_vaga = ${x.nrVaga} AND cd_pessoa_candidato = ANY(${sql.param(cds)}::bigint[])`);
        await x.tx.execute(
          sql`UPDATE vaga SET dt_ultima_movimentacao = ${iso(x.agora)}::timestamptz WHERE nr_vaga = ${x.nrVaga}`,
        );
        const texto = NOTAS_ACAO_LOTE.movido(notaRelacionamento(estagio, x.nrVaga), id);
        await notasNoHistoricoDosCandidatos(
          x.tx,
          notas(x, aplicaveis, () => texto, `R${estagio}`),
        );
        return {};
      },
    };
  },
  desfazer: (x, acao) => restaurarRelacionados(x, acao),
};

const reprovar: HandlerAcaoLote<'reprovar'> = {
  async preparar(x, corpo) {
    const cdMotivo = corpo.cd_motivo_reprovacao ?? null;
    let motivo: string | null = null;
    if (cdMotivo !== null) {
      const [m] = await consultar<{ nome: string }>(
        x.tx,
        sql`SELECT m.ds_motivo_reprovacao AS nome FROM ${tabelasCatalogo.motivo_reprovacao('m')}
             WHERE m.cd_motivo_reprovacao = ${cdMotivo}::int AND m.id_ativo = 'S' FOR SHARE`,
      );
      if (!m) throw badRequest([`cd_motivo_reprovacao: ${M.motivoInvalido}`]);
      motivo = m.nome;
    }
    return {
      parametros: { cd_motivo_reprovacao: cdMotivo, ds_motivo_reprovacao: motivo },
      resumo: (n) => RESUMOS_ACAO_LOTE.reprovar(n, motivo),
      recusa(c) {
        if (c.situacao === 'A') return M.recusa.aprovadoReprovar;
        if (c.situacao === 'R') return M.recusa.jaReprovado;
        return null;
      },
      async aplicar(x, aplicaveis, id) {
        const cds = aplicaveis.map((c) => c.cd);
        await x.tx.execute(sql`
          UPDATE vaga_candidato
             SET id_situacao = 'R', dt_reprovacao = ${iso(x.agora)}::timestamptz, cd_usuario = ${x.usuario.cd_sip},
                 cd_motivo_reprovacao = ${cdMotivo}, alterado_em = ${iso(x.agora)}::timestamptz
           WHERE nr_vaga = ${x.nrVaga} AND cd_pessoa_candidato = ANY(${sql.param(cds)}::bigint[])`);
        const porCd = new Map(aplicaveis.map((c) => [c.cd, c]));
        await notasNoHistoricoDosCandidatos(
          x.tx,
          notas(
            x,
            aplicaveis,
            (cd) => NOTAS_ACAO_LOTE.reprovado(x.nrVaga, porCd.get(cd)?.emailReprovacao === true, motivo, id),
            'RP',
          ),
        );
        return {};
      },
    };
  },
  desfazer: (x, acao) => restaurarRelacionados(x, acao),
};

const grupo: HandlerAcaoLote<'grupo'> = {
  async preparar(x, corpo) {
    const g = await grupoParaIncluir(x.tx, x.usuario, corpo.cd_tipo_grupo_candidato);
    const jaNoGrupo = await candidatosNoGrupo(x.tx, g.cd, corpo.candidatos);
    return {
      parametros: { cd_tipo_grupo_candidato: g.cd, nm_tipo_grupo_candidato: g.nome },
      resumo: (n) => RESUMOS_ACAO_LOTE.grupo(n, g.nome),
      recusa: (c) => (jaNoGrupo.has(c.cd) ? M.recusa.jaNoGrupo : null),
      async aplicar(x, aplicaveis, id) {
        await incluirNoGrupo(
          x.tx,
          x.usuario,
          g.cd,
          aplicaveis.map((c) => c.cd),
          x.agora,
        );
        await notasNoHistoricoDosCandidatos(
          x.tx,
          notas(x, aplicaveis, () => NOTAS_ACAO_LOTE.grupo(g.nome, id), 'GA'),
        );
        return {};
      },
    };
  },
  desfazer: (x, acao, aplicados) =>
    retirarDoGrupo(
      x.tx,
      Number(acao.parametros.cd_tipo_grupo_candidato),
      aplicados,
      acao.criadoEm,
      acao.cdUsuario,
    ),
};

/** A kind whose handler another module provides: 400 until it is given (definirHandlerAcaoLote). */
const indisponivel = <T extends TipoCorpo>(mensagem: string): HandlerAcaoLote<T> => ({
  async preparar() {
    throw badRequest(mensagem);
  },
  desfazer: async () => null,
});

/**
 * The action kinds, one handler each. The kinds that act through modules the vacancy module may not
 * import (the messages' outbox; forwarding to a client contact) are given by those modules when
 * their plugins register (definirHandlerAcaoLote); until then they answer 400.
 */
export const HANDLERS_ACAO_LOTE: { [T in TipoCorpo]: HandlerAcaoLote<T> } = {
  mover,
  reprovar,
  mensagem: indisponivel(M.mensagemIndisponivel),
  grupo,
  encaminhar: indisponivel(M.encaminharIndisponivel),
};

/** Plugs in the handler of an action kind provided by another module. */
export function definirHandlerAcaoLote<T extends TipoCorpo>(tipo: T, handler: HandlerAcaoLote<T>): void {
  (HANDLERS_ACAO_LOTE as Record<TipoCorpo, HandlerAcaoLote<TipoCorpo>>)[tipo] =
    handler as unknown as HandlerAcaoLote<TipoCorpo>;
}
