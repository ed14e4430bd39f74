import { PADROES_FLAGS_CURRICULO } from '@backoffice/domain/curriculo';
import {
  FINALIDADE_COMPARTILHAR_CLIENTE,
  lerHorarioEntrevista,
  MENSAGENS_PARECER,
  type Parecer,
  respostaParecerForm,
  TIPO_AVISO_PARECER,
} from '@backoffice/domain/parecer-cliente';
import { vagaCongelada } from '@backoffice/domain/vaga-situacao';
import { sql } from 'drizzle-orm';
import { consultar, type Executor } from '../../../db/client';
import type { AppDeps } from '../../../platform/deps';
import { HttpError } from '../../../platform/errors';
import { hashToken } from '../../../platform/tokens';
import { notaNoHistoricoDoCandidato, tabelasCandidato } from '../../candidato/candidato.tabelas';
import { tabelasCatalogo } from '../../catalogo/catalogo.tabelas';
import { tabelasPortal } from '../../portal/portal.tabelas';
import { criarAviso } from '../../usuario/usuario.entry';
import {
  anunciarCandidatos,
  aplicarReprovacao,
  notaNoHistoricoDaVaga,
  travarVagaCandidatos,
} from '../candidatos/candidatos-vaga.service';
import { dadosVagaParecer } from './parecer-cliente.service';

const M = MENSAGENS_PARECER;
const FORMATO_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** A valid link as the client's page uses it. */
export interface LinkAberto {
  id_link: number;
  nr_vaga: number;
  cd_pessoa_contato: number;
  nm_contato: string | null;
  configuracao: Record<string, 'S' | 'N'>;
  /** The verdicts given so far (candidate and verdict): a rendered page is good while they stay the same. */
  pareceres: string;
}

export type LinkDoToken =
  | { estado: 'ok'; link: LinkAberto }
  | { estado: 'invalido' | 'expirado' | 'revogado' };

/** Who opened the page (recorded with the opening). */
export interface Visita {
  ip: string | null;
  agente: string | null;
}

/**
 * The link of a token: unknown or forged tokens are 'invalido'; expired and revoked ones say so.
 * With `abertura`, an opening of the page (cd_pessoa_candidato null) of a valid link is recorded in
 * the same statement.
 */
export async function linkDoToken(ex: Executor, token: string, abertura?: Visita): Promise<LinkDoToken> {
  if (!FORMATO_TOKEN.test(token)) return { estado: 'invalido' };
  const [l] = await consultar<{
    id_link: number;
    nr_vaga: number;
    cd_pessoa_contato: number;
    nm_contato: string | null;
    ds_configuracao: Record<string, 'S' | 'N'> | null;
    revogado: boolean;
    expirado: boolean;
    pareceres: string | null;
  }>(
    ex,
    sql`WITH l AS (
          SELECT l.id_link::float8 AS id_link, l.nr_vaga::float8 AS nr_vaga,
                 l.cd_pessoa_contato::float8 AS cd_pessoa_contato, p.nm_pessoa AS nm_contato, l.ds_configuracao,
                 l.revogado_em IS NOT NULL AS revogado, l.expira_em <= now() AS expirado,
                 (SELECT string_agg(pc.cd_pessoa_candidato || pc.id_parecer, ',' ORDER BY pc.cd_pessoa_candidato)
                    FROM parecer_cliente_candidato pc
                   WHERE pc.id_link = l.id_link AND pc.id_parecer IS NOT NULL) AS pareceres
            FROM parecer_cliente_link l
            LEFT JOIN ${tabelasCandidato.pessoa('p')} ON p.cd_pessoa = l.cd_pessoa_contato
           WHERE l.ds_token_hash = ${hashToken(token)}),
        v AS (
          INSERT INTO parecer_cliente_visualizacao (id_link, ds_ip, ds_agente)
          SELECT l.id_link, ${abertura?.ip?.slice(0, 64) ?? null}, ${abertura?.agente?.slice(0, 300) ?? null}
            FROM l WHERE ${abertura ? sql`true` : sql`false`} AND NOT l.revogado AND NOT l.expirado)
        SELECT * FROM l`,
  );
  if (!l) return { estado: 'invalido' };
  if (l.revogado) return { estado: 'revogado' };
  if (l.expirado) return { estado: 'expirado' };
  return {
    estado: 'ok',
    link: {
      id_link: Number(l.id_link),
      nr_vaga: Number(l.nr_vaga),
      cd_pessoa_contato: Number(l.cd_pessoa_contato),
      nm_contato: l.nm_contato,
      configuracao: { ...PADROES_FLAGS_CURRICULO, ...(l.ds_configuracao ?? {}) },
      pareceres: l.pareceres ?? '',
    },
  };
}

/** Records an opening of the page (cdPessoa null) or of one candidate's resume. */
export async function registrarVisualizacao(
  ex: Executor,
  idLink: number,
  cdPessoa: number | null,
  ip: string | null,
  agente: string | null,
): Promise<void> {
  await ex.execute(sql`
    INSERT INTO parecer_cliente_visualizacao (id_link, cd_pessoa_candidato, ds_ip, ds_agente)
    VALUES (${idLink}, ${cdPessoa}, ${ip?.slice(0, 64) ?? null}, ${agente?.slice(0, 300) ?? null})`);
}

export interface EmpregoCliente {
  empresa: string;
  cargo: string;
  inicio: string;
  fim: string | null;
  descricao: string | null;
  motivo_saida: string | null;
  ultimo_salario: number | null;
}

export interface FormacaoCliente {
  curso: string | null;
  instituicao: string | null;
  situacao: string;
  conclusao: string | null;
}

/** A forwarded candidate as the client's page shows it (what the link's settings and consent allow). */
export interface CandidatoCliente {
  cd: number;
  nome: string;
  idade: number | null;
  cidade: string | null;
  uf: string | null;
  escolaridade: string | null;
  cargos: string[];
  empregos: EmpregoCliente[];
  formacoes: FormacaoCliente[];
  pretensao: number | null;
  parecer: Parecer | null;
  respondido_em: string | null;
  /** Only with the candidate's consent to share with the client. */
  contato: {
    cpf: string | null;
    email: string | null;
    telefone: string | null;
    endereco: string | null;
    deficiencias: string[];
  } | null;
}

export interface PaginaParecerDados {
  cargo: string;
  cliente: string;
  candidatos: CandidatoCliente[];
  motivos: { cd: number; nome: string }[];
}

/**
 * What the client's page shows: the vacancy, the link's candidates (only those) with their resume
 * as the link's settings allow, and the active rejection reasons. `completo` reads every job and
 * course of the one candidate `so` (the full resume); the list reads the last three jobs.
 */
export async function dadosPagina(
  ex: Executor,
  link: LinkAberto,
  opcoes: { so?: number; completo?: boolean } = {},
): Promise<PaginaParecerDados> {
  const cfg = link.configuracao;
  const maxEmpregos = opcoes.completo ? 50 : 3;
  const [vaga, linhas, motivos] = await Promise.all([
    dadosVagaParecer(ex, link.nr_vaga),
    consultar<{
      cd: number;
      nome: string | null;
      idade: number | null;
      cidade: string | null;
      uf: string | null;
      escolaridade: string | null;
      pretensao: number | null;
      id_parecer: Parecer | null;
      respondido_em: string | null;
      consentiu: boolean;
      cpf: string | null;
      email: string | null;
      endereco: string | null;
      telefone: string | null;
      cargos: string[] | null;
      empregos: EmpregoCliente[] | null;
      formacoes: FormacaoCliente[] | null;
      deficiencias: string[] | null;
    }>(
      ex,
      sql`SELECT pc.cd_pessoa_candidato::float8 AS cd, p.nm_pessoa AS nome,
                 date_part('year', age(c.dt_nascimento))::int AS idade, c.nm_cidade AS cidade, c.cd_uf AS uf,
                 e.nm_escolaridade AS escolaridade, c.pretensao_salarial::float8 AS pretensao,
                 pc.id_parecer, to_char(pc.respondido_em AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS respondido_em,
                 EXISTS (SELECT 1 FROM ${tabelasPortal.consentimento_candidato('cc')}
                          WHERE cc.cd_pessoa = pc.cd_pessoa_candidato
                            AND cc.ds_finalidade = ${FINALIDADE_COMPARTILHAR_CLIENTE}) AS consentiu,
                 p.nr_documento_cpf AS cpf, p.ds_email AS email,
                 nullif(concat_ws(', ', c.nm_cep, c.nr_endereco, c.ds_complemento, c.nm_bairro, c.cd_cep), '') AS endereco,
                 coalesce(c.nr_telefone_cel, c.nr_telefone_res, c.nr_telefone_rec) AS telefone,
                 (SELECT array_agg(cg.nm_cargo ORDER BY cg.nm_cargo)
                    FROM ${tabelasCandidato.candidato_cargo('ca')}
                    JOIN ${tabelasCatalogo.cargo('cg')} ON cg.cd_cargo = ca.cd_cargo
                   WHERE ca.cd_pessoa_candidato = pc.cd_pessoa_candidato) AS cargos,
                 (SELECT json_agg(j ORDER BY j.inicio DESC) FROM (
                    SELECT ce.nm_pessoa_empresa AS empresa, ce.nm_cargo AS cargo,
                           to_char(ce.dt_inicio, 'YYYY-MM-DD') AS inicio, to_char(ce.dt_fim, 'YYYY-MM-DD') AS fim,
                           ce.ds_experiencia_profissional AS descricao, ce.ds_motivo_saida AS motivo_saida,
                           ce.vl_ultimo_salario::float8 AS ultimo_salario
                      FROM ${tabelasCandidato.candidato_emprego('ce')}
                     WHERE ce.cd_pessoa_candidato = pc.cd_pessoa_candidato
                     ORDER BY ce.dt_inicio DESC LIMIT ${maxEmpregos}) j) AS empregos,
                 (SELECT json_agg(json_build_object('curso', cf.nm_curso, 'instituicao', cf.nm_pessoa_estab_ensino,
                                                    'situacao', cf.id_situacao,
                                                    'conclusao', to_char(cf.dt_conclusao_curso, 'YYYY-MM-DD'))
                                  ORDER BY cf.dt_conclusao_curso DESC NULLS FIRST)
                    FROM ${tabelasCandidato.candidato_formacao('cf')}
                   WHERE cf.cd_pessoa_candidato = pc.cd_pessoa_candidato) AS formacoes,
                 (SELECT array_agg(td.nm_tipo_deficiencia ORDER BY td.nm_tipo_deficiencia)
                    FROM ${tabelasCandidato.candidato_deficiencia('dfc')}
                    JOIN ${tabelasCatalogo.tipo_deficiencia('td')} ON td.cd_tipo_deficiencia = dfc.cd_tipo_deficiencia
                   WHERE dfc.cd_pessoa_candidato = pc.cd_pessoa_candidato) AS deficiencias
            FROM parecer_cliente_candidato pc
            JOIN ${tabelasCandidato.pessoa('p')} ON p.cd_pessoa = pc.cd_pessoa_candidato
            JOIN ${tabelasCandidato.candidato('c')} ON c.cd_pessoa = pc.cd_pessoa_candidato
            LEFT JOIN ${tabelasCatalogo.escolaridade('e')} ON e.cd_escolaridade = c.cd_escolaridade
           WHERE pc.id_link = ${link.id_link}
             ${opcoes.so === undefined ? sql`` : sql`AND pc.cd_pessoa_candidato = ${opcoes.so}`}
           ORDER BY p.nm_pessoa, pc.cd_pessoa_candidato`,
    ),
    consultar<{ cd: number; nome: string }>(
      ex,
      sql`SELECT m.cd_motivo_reprovacao::int AS cd, m.ds_motivo_reprovacao AS nome
            FROM ${tabelasCatalogo.motivo_reprovacao('m')} WHERE m.id_ativo = 'S'
           ORDER BY m.ds_motivo_reprovacao`,
    ),
  ]);
  const identificar = cfg.identificar_candidato !== 'N';
  const pessoais = cfg.mostrar_dados_pessoais !== 'N';
  const candidatos = linhas.map((l, i): CandidatoCliente => {
    const iniciais = (l.nome ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((n) => `${n[0]}.`)
      .join(' ');
    return {
      cd: Number(l.cd),
      nome: identificar
        ? (l.nome ?? `Candidato ${i + 1}`)
        : `Candidato ${i + 1}${iniciais ? ` (${iniciais})` : ''}`,
      idade: pessoais && l.idade !== null ? Number(l.idade) : null,
      cidade: l.cidade,
      uf: l.uf,
      escolaridade: l.escolaridade,
      cargos: l.cargos ?? [],
      empregos: (l.empregos ?? []).map((e) => ({
        ...e,
        motivo_saida: cfg.mostrar_motivo_saida === 'S' ? e.motivo_saida : null,
        ultimo_salario: cfg.ultimo_salario === 'S' ? e.ultimo_salario : null,
      })),
      formacoes: l.formacoes ?? [],
      pretensao: cfg.mostrar_pretensao_salarial === 'S' && l.pretensao !== null ? Number(l.pretensao) : null,
      parecer: l.id_parecer,
      respondido_em: l.respondido_em,
      contato:
        l.consentiu && pessoais
          ? {
              cpf: cfg.mostrar_documentos === 'S' ? l.cpf : null,
              email: l.email,
              telefone: l.telefone,
              endereco: l.endereco,
              deficiencias: cfg.mostrar_deficiencia === 'S' ? (l.deficiencias ?? []) : [],
            }
          : null,
    };
  });
  return {
    cargo: vaga?.cargo ?? '',
    cliente: vaga?.cliente ?? '',
    candidatos,
    motivos: motivos.map((m) => ({ cd: Number(m.cd), nome: m.nome })),
  };
}

/** The fields of an answer's form, as posted. */
export type CamposResposta = Record<string, string | undefined>;

/** A refusal of an answer: the message, the HTTP status and the candidate it concerns. */
export class RecusaResposta extends HttpError {}

/**
 * Reads the form of an answer into the verdict, or refuses with the domain's message (400).
 */
export function lerResposta(
  campos: CamposResposta,
  agora: Date = new Date(),
): {
  cd: number;
  parecer: Parecer;
  cdMotivo: number | null;
  comentario: string | null;
  horarios: string[];
} {
  const horariosDigitados = [campos.horario_1, campos.horario_2, campos.horario_3]
    .map((h) => (h ?? '').trim())
    .filter(Boolean);
  const r = respostaParecerForm.safeParse({
    cd_pessoa_candidato: campos.cd_pessoa_candidato,
    parecer: campos.parecer || undefined,
    cd_motivo_reprovacao: campos.cd_motivo_reprovacao ? campos.cd_motivo_reprovacao : null,
    comentario: campos.comentario?.trim() ? campos.comentario.trim() : null,
    horarios: horariosDigitados,
  });
  if (!r.success) throw new RecusaResposta(400, r.error.issues[0]?.message ?? M.parecerObrigatorio);
  const f = r.data;
  if (f.parecer === 'R' && !f.cd_motivo_reprovacao) throw new RecusaResposta(400, M.motivoObrigatorio);
  const horarios: string[] = [];
  if (f.parecer === 'E') {
    if (!horariosDigitados.length) throw new RecusaResposta(400, M.horarioObrigatorio);
    for (const h of horariosDigitados) {
      const instante = lerHorarioEntrevista(h, agora);
      if (!instante) throw new RecusaResposta(400, M.horarioInvalido);
      horarios.push(instante.toISOString());
    }
  }
  return {
    cd: f.cd_pessoa_candidato,
    parecer: f.parecer,
    cdMotivo: f.parecer === 'R' ? (f.cd_motivo_reprovacao ?? null) : null,
    comentario: f.comentario ?? null,
    horarios,
  };
}

/**
 * The contact's answer on one candidate of the link, in one transaction: refused when the vacancy
 * is frozen, the candidate is not on the link, already has a verdict (on any link of the vacancy)
 * or was approved, or was withdrawn (no longer related, or rejected meanwhile). Stores the verdict;
 * a rejection is applied in the vacancy at once (with the reason; the rejection e-mail as the
 * candidate's flag says); notes the timeline and the vacancy's history, alerts the vacancy's
 * analyst and announces the change.
 */
export async function responderParecer(
  deps: AppDeps,
  link: LinkAberto,
  campos: CamposResposta,
  agora: Date = new Date(),
): Promise<{ cd: number; parecer: Parecer }> {
  const r = lerResposta(campos, agora);
  return deps.db.transaction(async (tx) => {
    const vaga = await travarVagaCandidatos(tx, link.nr_vaga);
    const [pc] = await consultar<{ id_parecer: string | null }>(
      tx,
      sql`SELECT id_parecer FROM parecer_cliente_candidato
           WHERE id_link = ${link.id_link} AND cd_pessoa_candidato = ${r.cd} FOR UPDATE`,
    );
    if (!pc) throw new RecusaResposta(404, M.candidatoNaoEncontrado);
    if (pc.id_parecer) throw new RecusaResposta(409, M.jaRespondido);
    if (vagaCongelada(vaga.cd_situacao_vaga)) throw new RecusaResposta(409, M.vagaSuspensa);
    const [vc] = await consultar<{
      situacao: string | null;
      email: string;
      nome: string | null;
      outro: boolean;
    }>(
      tx,
      sql`SELECT vc.id_situacao AS situacao, vc.id_envia_email_reprov AS email, p.nm_pessoa AS nome,
                 EXISTS (SELECT 1 FROM parecer_cliente_candidato o
                          WHERE o.nr_vaga = vc.nr_vaga AND o.cd_pessoa_candidato = vc.cd_pessoa_candidato
                            AND o.id_parecer IS NOT NULL) AS outro
            FROM vaga_candidato vc
            JOIN ${tabelasCandidato.pessoa('p')} ON p.cd_pessoa = vc.cd_pessoa_candidato
           WHERE vc.nr_vaga = ${link.nr_vaga} AND vc.cd_pessoa_candidato = ${r.cd}`,
    );
    if (!vc || vc.situacao === 'R') throw new RecusaResposta(409, M.candidatoRetirado);
    if (vc.situacao === 'A') throw new RecusaResposta(409, M.jaAprovado);
    if (vc.outro) throw new RecusaResposta(409, M.jaDecidido);
    if (r.cdMotivo !== null) {
      const [m] = await consultar(
        tx,
        sql`SELECT 1 FROM ${tabelasCatalogo.motivo_reprovacao('m')}
             WHERE m.cd_motivo_reprovacao = ${r.cdMotivo}::int AND m.id_ativo = 'S'`,
      );
      if (!m) throw new RecusaResposta(400, M.motivoInvalido);
    }
    await tx.execute(sql`
      UPDATE parecer_cliente_candidato
         SET id_parecer = ${r.parecer}, cd_motivo_reprovacao = ${r.cdMotivo}, ds_parecer = ${r.comentario},
             ds_horarios = ${r.horarios.length ? JSON.stringify(r.horarios) : null}::jsonb, respondido_em = now()
       WHERE id_link = ${link.id_link} AND cd_pessoa_candidato = ${r.cd}`);
    const contato = link.nm_contato ?? `contato ${link.cd_pessoa_contato}`;
    if (r.parecer === 'R')
      await aplicarReprovacao(tx, null, link.nr_vaga, r.cd, r.cdMotivo, vc.email === 'S', ' pelo cliente');
    await notaNoHistoricoDoCandidato(tx, {
      cdPessoa: r.cd,
      texto: M.notaParecer(link.nr_vaga, r.parecer, contato),
      tipo: 'PR',
      cdUsuario: null,
      nrVaga: link.nr_vaga,
    });
    const nome = vc.nome ?? `Candidato ${r.cd}`;
    await notaNoHistoricoDaVaga(
      tx,
      null,
      link.nr_vaga,
      M.notaParecerVaga(nome, r.cd, r.parecer, contato),
      'PR',
    );
    const dados = await dadosVagaParecer(tx, link.nr_vaga);
    if (dados?.cd_usuario_analista)
      await criarAviso(tx, deps.realtime, {
        cd_tipo_aviso: TIPO_AVISO_PARECER.respondido,
        nr_vaga: link.nr_vaga,
        cd_sip: dados.cd_usuario_analista,
        ds_complemento_aviso: M.avisoParecer(nome, r.parecer, link.nr_vaga),
      });
    await anunciarCandidatos(deps, tx, link.nr_vaga, 'parecerCliente');
    return { cd: r.cd, parecer: r.parecer };
  });
}
