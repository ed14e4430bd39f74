import type { UsuarioSessao } from '@backoffice/domain/auth';
import {
  type AcaoAutoatendimento,
  acaoPermitida,
  type atendimentoCandidatoBody,
  type baixaAgendaBody,
  type descartarAutoatendimentoBody,
  ESTAGIO_ENCAMINHAR_AUTOATENDIMENTO,
  EVENTO_AUTOATENDIMENTO,
  type EventoAutoatendimento,
  LIMITES_AUTOATENDIMENTO,
  type LinhaAutoatendimento,
  MENSAGENS_AUTOATENDIMENTO as M,
  NOMES_SITUACAO_AUTOATENDIMENTO,
  NOTAS_AUTOATENDIMENTO,
  type naoCompareceuBody,
  ORIGEM_RECRUTAMENTO,
  type reaproveitaCandidatoBody,
  type relacionarAutoatendimentoBody,
  SITUACAO_AUTOATENDIMENTO as S,
  type VagaOpcaoAutoatendimento,
} from '@backoffice/domain/autoatendimento';
import { MENSAGENS } from '@backoffice/domain/mensagens';
import { dataNegocio } from '@backoffice/domain/vaga-prazo';
import { SITUACAO_VAGA, vagaCongelada } from '@backoffice/domain/vaga-situacao';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Executor, linhas } from '../../db/client';
import type { AppDeps } from '../../platform/deps';
import { conflict, forbidden, notFound } from '../../platform/errors';
import { notaNoHistoricoDoCandidato, tabelasCandidato } from '../candidato/candidato.tabelas';
import { tabelasCatalogo } from '../catalogo/catalogo.tabelas';
import { tabelasCliente } from '../cliente/cliente.tabelas';
import { relacionarNaTransacao } from '../vaga/vaga.entry';
import { vagaComo } from '../vaga/vaga.tabelas';

const ts = (col: string) => sql.raw(`to_char(${col} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/** Open vacancy (situation 1). */

interface LinhaFila {
  cd_pessoa_candidato: number;
  nr_vaga: number;
  data_agenda: string;
  cd_empresa: number;
  id_atendimento: 'S' | 'N';
  cd_situacao_atual: number;
  cd_situacao_vaga: number;
}

/** The queue row chosen by `onde`, locked for the caller's transaction; 404 when none. */
async function travarLinha(tx: Executor, onde: SQL): Promise<LinhaFila> {
  const [r] = linhas<Record<string, unknown>>(
    await tx.execute(sql`
      SELECT f.cd_pessoa_candidato, f.nr_vaga, to_char(f.data_agenda, 'YYYY-MM-DD') AS data_agenda, f.cd_empresa,
             f.id_atendimento, f.cd_situacao_atual, v.cd_situacao_vaga
        FROM autoatendimento_fila f JOIN ${vagaComo('v')} ON v.nr_vaga = f.nr_vaga
       WHERE ${onde}
       ORDER BY f.data_agenda DESC, f.dt_historico DESC
       LIMIT 1
       FOR UPDATE OF f`),
  );
  if (!r) throw notFound(M.filaNaoEncontrada);
  return {
    cd_pessoa_candidato: Number(r.cd_pessoa_candidato),
    nr_vaga: Number(r.nr_vaga),
    data_agenda: String(r.data_agenda),
    cd_empresa: Number(r.cd_empresa),
    id_atendimento: r.id_atendimento === 'S' ? 'S' : 'N',
    cd_situacao_atual: Number(r.cd_situacao_atual),
    cd_situacao_vaga: Number(r.cd_situacao_vaga),
  };
}

function exigirAcao(linha: LinhaFila, acao: AcaoAutoatendimento): void {
  if (!acaoPermitida(linha.cd_situacao_atual, acao))
    throw conflict(M.acaoNaoPermitida(linha.cd_situacao_atual));
}

function exigirNaoCongelada(cdSituacaoVaga: number): void {
  if (vagaCongelada(cdSituacaoVaga)) throw conflict(MENSAGENS.vagaCongelada);
}

const chaveLinha = (l: Pick<LinhaFila, 'cd_pessoa_candidato' | 'nr_vaga' | 'data_agenda'>) =>
  sql`cd_pessoa_candidato = ${l.cd_pessoa_candidato} AND nr_vaga = ${l.nr_vaga} AND data_agenda = ${l.data_agenda}::date`;

async function mudarSituacao(
  tx: Executor,
  linha: LinhaFila,
  usuario: UsuarioSessao,
  novos: { situacao: number; destino?: number; motivo?: string },
): Promise<void> {
  await tx.execute(sql`
    UPDATE autoatendimento_fila
       SET cd_situacao_atual = ${novos.situacao}, nr_vaga_destino = coalesce(${novos.destino ?? null}::bigint, nr_vaga_destino),
           ds_motivo = coalesce(${novos.motivo ?? null}::text, ds_motivo), alterado_por = ${usuario.cd_sip},
           alterado_em = now()
     WHERE ${chaveLinha(linha)}`);
}

async function nota(
  tx: Executor,
  usuario: UsuarioSessao,
  cdPessoa: number,
  texto: string,
  nrVaga: number,
  tipo: string,
): Promise<void> {
  await notaNoHistoricoDoCandidato(tx, { cdPessoa, texto, tipo, cdUsuario: usuario.cd_sip, nrVaga });
}

/** Tells the other users' lists that a row changed (sent only when the transaction commits). */
async function anunciar(
  deps: AppDeps,
  tx: Executor,
  usuario: UsuarioSessao,
  linha: LinhaFila,
  mudou: { id_atendimento?: 'S' | 'N'; cd_situacao_atual?: number },
): Promise<void> {
  const dados: EventoAutoatendimento = {
    cd_pessoa_candidato: linha.cd_pessoa_candidato,
    nr_vaga: linha.nr_vaga,
    cd_empresa: linha.cd_empresa,
    data_agenda: linha.data_agenda,
    id_atendimento: mudou.id_atendimento ?? linha.id_atendimento,
    cd_situacao_atual: mudou.cd_situacao_atual ?? linha.cd_situacao_atual,
    cd_usuario: usuario.cd_sip,
  };
  await deps.realtime.publish(tx, {
    tipo: EVENTO_AUTOATENDIMENTO,
    dados,
    para: { cd_unid: [linha.cd_empresa] },
  });
}

/** POST recrutamento/candidatos-autoatendimento: the queue of the user's unit, last days, newest first. */
export async function listarFila(
  deps: AppDeps,
  usuario: UsuarioSessao,
  cdUnidade: number,
  hoje: string = dataNegocio(),
): Promise<LinhaAutoatendimento[]> {
  if (cdUnidade !== usuario.cd_unid) throw forbidden(M.unidadeNaoPermitida);
  const r = linhas<Record<string, unknown>>(
    await deps.db.execute(sql`
      SELECT f.cd_pessoa_candidato, coalesce(nullif(p.nm_apelido, ''), p.nm_pessoa) AS nm_pessoa_social, f.nr_vaga,
             cg.nm_cargo, an.nm_pessoa AS nm_analista, ${ts('f.dt_historico')} AS dt_historico, c.id_sexo,
             f.id_atendimento, f.cd_empresa, f.cd_situacao_atual, to_char(f.data_agenda, 'YYYY-MM-DD') AS data_agenda,
             v.cd_pessoa_cliente, v.cd_pessoa_analista
        FROM autoatendimento_fila f
        JOIN ${tabelasCandidato.pessoa('p')} ON p.cd_pessoa = f.cd_pessoa_candidato
        JOIN ${tabelasCandidato.candidato('c')} ON c.cd_pessoa = f.cd_pessoa_candidato
        JOIN ${vagaComo('v')} ON v.nr_vaga = f.nr_vaga
        LEFT JOIN ${tabelasCatalogo.cargo('cg')} ON cg.cd_cargo = v.cd_cargo
        LEFT JOIN ${tabelasCandidato.pessoa('an')} ON an.cd_pessoa = v.cd_pessoa_analista
       WHERE f.cd_empresa = ${cdUnidade}
         AND f.data_agenda > ${hoje}::date - ${LIMITES_AUTOATENDIMENTO.diasFila}::int
       ORDER BY f.data_agenda DESC, f.dt_historico DESC`),
  );
  return r.map((x) => ({
    CD_PESSOA_CANDIDATO: Number(x.cd_pessoa_candidato),
    NM_PESSOA_SOCIAL: String(x.nm_pessoa_social),
    NR_VAGA: Number(x.nr_vaga),
    NM_CARGO: (x.nm_cargo as string | null) ?? null,
    NM_ANALISTA: (x.nm_analista as string | null) ?? null,
    DT_HISTORICO: String(x.dt_historico),
    SEXO: x.id_sexo === 'M' ? 'Masculino' : x.id_sexo === 'F' ? 'Feminino' : null,
    ID_ATENDIMENTO: x.id_atendimento === 'S' ? 'S' : 'N',
    CD_EMPRESA: Number(x.cd_empresa),
    CD_SITUACAO_ATUAL: Number(x.cd_situacao_atual),
    NM_SITUACAO_ATUAL: NOMES_SITUACAO_AUTOATENDIMENTO[Number(x.cd_situacao_atual)] ?? '',
    DATA_AGENDA: String(x.data_agenda),
    CD_PESSOA_CLIENTE: x.cd_pessoa_cliente == null ? null : Number(x.cd_pessoa_cliente),
    CD_PESSOA_ANALISTA: x.cd_pessoa_analista == null ? null : Number(x.cd_pessoa_analista),
  }));
}

function opcoes(r: Record<string, unknown>[]): VagaOpcaoAutoatendimento[] {
  return r.map((x) => ({
    NR_VAGA: Number(x.nr_vaga),
    NR_REQUISICAO: Number(x.nr_requisicao),
    NM_CARGO: (x.nm_cargo as string | null) ?? null,
    NM_CLIENTE: (x.nm_cliente as string | null) ?? null,
    NM_ANALISTA: (x.nm_analista as string | null) ?? null,
    NM_CIDADE: (x.nm_cidade as string | null) ?? null,
  }));
}

const colunasOpcao = sql`v.nr_vaga, v.nr_requisicao, cg.nm_cargo, coalesce(nullif(cl.nm_apelido, ''), cl.nm_pessoa) AS nm_cliente,
       an.nm_pessoa AS nm_analista, cli.nm_cidade`;
const juncoesOpcao = sql`LEFT JOIN ${tabelasCatalogo.cargo('cg')} ON cg.cd_cargo = v.cd_cargo
  LEFT JOIN ${tabelasCandidato.pessoa('cl')} ON cl.cd_pessoa = v.cd_pessoa_cliente
  LEFT JOIN ${tabelasCliente.cliente('cli')} ON cli.cd_pessoa = v.cd_pessoa_cliente
  LEFT JOIN ${tabelasCandidato.pessoa('an')} ON an.cd_pessoa = v.cd_pessoa_analista`;

/**
 * GET recrutamento/vagas-relacionar/{user}/{search}: open vacancies of the user's unit matching the
 * search (the number, or words of the position or the client), for the forward select.
 */
export async function vagasRelacionar(
  deps: AppDeps,
  usuario: UsuarioSessao,
  busca: string,
): Promise<VagaOpcaoAutoatendimento[]> {
  const numero = /^\d+$/.test(busca) ? Number(busca) : null;
  const termo = `%${busca.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const r = linhas<Record<string, unknown>>(
    await deps.db.execute(sql`
      SELECT ${colunasOpcao}
        FROM ${vagaComo('v')} ${juncoesOpcao}
       WHERE v.cd_situacao_vaga = ${SITUACAO_VAGA.ABERTA} AND v.cd_empresa = ${usuario.cd_unid}
         AND (${numero}::bigint = v.nr_vaga
              OR unaccent(cg.nm_cargo) ILIKE unaccent(${termo})
              OR unaccent(cl.nm_pessoa) ILIKE unaccent(${termo})
              OR unaccent(coalesce(cl.nm_apelido, '')) ILIKE unaccent(${termo}))
       ORDER BY v.nr_vaga DESC
       LIMIT ${LIMITES_AUTOATENDIMENTO.maxVagasRelacionar}`),
  );
  return opcoes(r);
}

/**
 * GET recrutamento/vagas-reciclagem/{candidate}: open vacancies published to self-service at the user's
 * unit, other than those the candidate already queues for on the day of their latest row there.
 */
export async function vagasReciclagem(
  deps: AppDeps,
  usuario: UsuarioSessao,
  cdPessoa: number,
): Promise<VagaOpcaoAutoatendimento[]> {
  const r = linhas<Record<string, unknown>>(
    await deps.db.execute(sql`
      WITH ultima AS (
        SELECT cd_empresa, data_agenda FROM autoatendimento_fila
         WHERE cd_pessoa_candidato = ${cdPessoa} AND cd_empresa = ${usuario.cd_unid}
         ORDER BY data_agenda DESC, dt_historico DESC LIMIT 1)
      SELECT ${colunasOpcao}
        FROM ultima u
        JOIN ${vagaComo('v')} ON v.cd_unidade_autoatendimento = u.cd_empresa AND v.id_divulga_autoatendimento = 'S'
                   AND v.cd_situacao_vaga = ${SITUACAO_VAGA.ABERTA}
        ${juncoesOpcao}
       WHERE NOT EXISTS (SELECT 1 FROM autoatendimento_fila f
                          WHERE f.cd_pessoa_candidato = ${cdPessoa} AND f.nr_vaga = v.nr_vaga
                            AND f.data_agenda = u.data_agenda)
       ORDER BY v.nr_vaga DESC`),
  );
  return opcoes(r);
}

/**
 * POST recrutamento/relacionar-candidato: forwards a waiting row — relates the candidate to the chosen
 * vacancy at stage 5 with origin 1 Recrutamento (the vacancy module's rules: frozen, blocked, stage)
 * and marks the row forwarded, in one transaction.
 */
export async function encaminhar(
  deps: AppDeps,
  usuario: UsuarioSessao,
  b: z.output<typeof relacionarAutoatendimentoBody>,
): Promise<string> {
  return deps.db.transaction(async (tx) => {
    const linha = await travarLinha(
      tx,
      sql`f.cd_pessoa_candidato = ${b.cd_pessoa_candidato} AND f.nr_vaga = ${b.nr_vaga_autoatendimento}`,
    );
    exigirAcao(linha, 'encaminhar');
    const [destino] = linhas<{ cd_situacao_vaga: number }>(
      await tx.execute(sql`SELECT cd_situacao_vaga FROM ${vagaComo('vaga')} WHERE nr_vaga = ${b.nr_vaga}`),
    );
    if (!destino) throw notFound(M.vagaNaoEncontrada);
    exigirNaoCongelada(Number(destino.cd_situacao_vaga));
    if (Number(destino.cd_situacao_vaga) !== SITUACAO_VAGA.ABERTA) throw conflict(M.vagaNaoAberta);
    await relacionarNaTransacao(tx, usuario, {
      cd_pessoa_candidato: b.cd_pessoa_candidato,
      nr_vaga: b.nr_vaga,
      cd_estagio_vaga: ESTAGIO_ENCAMINHAR_AUTOATENDIMENTO,
      cd_origem_relacionamento: b.recrutamento === 'S' ? ORIGEM_RECRUTAMENTO : undefined,
    });
    await mudarSituacao(tx, linha, usuario, { situacao: S.ENCAMINHADO, destino: b.nr_vaga });
    await nota(
      tx,
      usuario,
      linha.cd_pessoa_candidato,
      NOTAS_AUTOATENDIMENTO.encaminhado(linha.nr_vaga, b.nr_vaga),
      b.nr_vaga,
      'AE',
    );
    await anunciar(deps, tx, usuario, linha, { cd_situacao_atual: S.ENCAMINHADO });
    return M.encaminhado;
  });
}

/** PUT recrutamento/descartar-candidato: rejects the candidate's latest row of the vacancy, with the reason. */
export async function descartar(
  deps: AppDeps,
  usuario: UsuarioSessao,
  b: z.output<typeof descartarAutoatendimentoBody>,
): Promise<string> {
  return deps.db.transaction(async (tx) => {
    const linha = await travarLinha(
      tx,
      sql`f.cd_pessoa_candidato = ${b.cd_pessoa_candidato} AND f.nr_vaga = ${b.nr_vaga}`,
    );
    exigirNaoCongelada(linha.cd_situacao_vaga);
    exigirAcao(linha, 'reprovar');
    await mudarSituacao(tx, linha, usuario, { situacao: S.REPROVADO, motivo: b.motivo });
    await nota(
      tx,
      usuario,
      linha.cd_pessoa_candidato,
      NOTAS_AUTOATENDIMENTO.reprovado(linha.nr_vaga, b.motivo),
      linha.nr_vaga,
      'AR',
    );
    await anunciar(deps, tx, usuario, linha, { cd_situacao_atual: S.REPROVADO });
    return M.reprovado;
  });
}

const linhaDoDia = (cdPessoa: number, nrVaga: number, cdEmpresa: number, dtHistorico: string) =>
  sql`f.cd_pessoa_candidato = ${cdPessoa} AND f.nr_vaga = ${nrVaga} AND f.cd_empresa = ${cdEmpresa}
      AND f.data_agenda = (${dtHistorico}::timestamptz AT TIME ZONE 'America/Sao_Paulo')::date`;

/** PUT recrutamento/candidato-nao-compareceu: the waiting row becomes 'did not attend', with the note. */
export async function naoCompareceu(
  deps: AppDeps,
  usuario: UsuarioSessao,
  b: z.output<typeof naoCompareceuBody>,
): Promise<string> {
  return deps.db.transaction(async (tx) => {
    const linha = await travarLinha(
      tx,
      linhaDoDia(b.cd_pessoa_candidato, b.nr_vaga, b.cd_empresa, b.dt_historico),
    );
    exigirAcao(linha, 'naoCompareceu');
    await mudarSituacao(tx, linha, usuario, { situacao: S.NAO_COMPARECEU });
    await nota(
      tx,
      usuario,
      linha.cd_pessoa_candidato,
      NOTAS_AUTOATENDIMENTO.naoCompareceu(b.nm_pessoa, linha.nr_vaga),
      linha.nr_vaga,
      'AN',
    );
    await anunciar(deps, tx, usuario, linha, { cd_situacao_atual: S.NAO_COMPARECEU });
    return M.naoCompareceu;
  });
}

/** PUT recrutamento/atendimento-candidato: the attendance flag goes to id_atendimento, with the note and the event. */
export async function alterarAtendimento(
  deps: AppDeps,
  usuario: UsuarioSessao,
  b: z.output<typeof atendimentoCandidatoBody>,
): Promise<string> {
  return deps.db.transaction(async (tx) => {
    const linha = await travarLinha(
      tx,
      linhaDoDia(b.cd_pessoa_candidato, b.nr_vaga, b.cd_empresa, b.dt_historico),
    );
    if (linha.id_atendimento === b.id_atendimento) throw conflict(M.atendimentoJaAlterado);
    await tx.execute(sql`
      UPDATE autoatendimento_fila SET id_atendimento = ${b.id_atendimento}, alterado_por = ${usuario.cd_sip},
             alterado_em = now()
       WHERE ${chaveLinha(linha)}`);
    await nota(
      tx,
      usuario,
      linha.cd_pessoa_candidato,
      NOTAS_AUTOATENDIMENTO.atendimento(b.id_atendimento, linha.nr_vaga),
      linha.nr_vaga,
      'AA',
    );
    await anunciar(deps, tx, usuario, linha, { id_atendimento: b.id_atendimento });
    return M.atendimentoAtualizado;
  });
}

/**
 * POST recrutamento/reaproveita-candidato: recycles the candidate's handled rows of that day into an
 * open self-service vacancy of the requisition — a new waiting row of the same day — and marks them
 * recycled.
 */
export async function reaproveitar(
  deps: AppDeps,
  usuario: UsuarioSessao,
  b: z.output<typeof reaproveitaCandidatoBody>,
): Promise<string> {
  return deps.db.transaction(async (tx) => {
    // the day's row of the user's unit that may be recycled (a waiting one may not)
    const doDia = sql`f.cd_pessoa_candidato = ${b.cd_pessoa_candidato} AND f.data_agenda = ${b.data_agenda}::date
                      AND f.cd_empresa = ${usuario.cd_unid}`;
    const linha = await travarLinha(tx, sql`${doDia} AND f.cd_situacao_atual <> ${S.AGUARDANDO}`).catch(() =>
      travarLinha(tx, doDia),
    );
    exigirAcao(linha, 'reciclar');
    const [destino] = linhas<{ nr_vaga: number | string; cd_situacao_vaga: number }>(
      await tx.execute(sql`
        SELECT nr_vaga, cd_situacao_vaga FROM ${vagaComo('vaga')}
         WHERE nr_requisicao = ${b.nr_requisicao} AND id_divulga_autoatendimento = 'S'
           AND cd_unidade_autoatendimento = ${linha.cd_empresa} AND cd_situacao_vaga IN (${SITUACAO_VAGA.ABERTA}, ${SITUACAO_VAGA.CONGELADA})
           AND NOT EXISTS (SELECT 1 FROM autoatendimento_fila f
                            WHERE f.cd_pessoa_candidato = ${b.cd_pessoa_candidato} AND f.nr_vaga = vaga.nr_vaga
                              AND f.data_agenda = ${b.data_agenda}::date)
         ORDER BY (cd_situacao_vaga = ${SITUACAO_VAGA.ABERTA}) DESC, nr_vaga
         LIMIT 1`),
    );
    if (!destino) throw notFound(M.requisicaoSemVaga);
    exigirNaoCongelada(Number(destino.cd_situacao_vaga));
    const nrDestino = Number(destino.nr_vaga);
    const inserido = linhas(
      await tx.execute(sql`
        INSERT INTO autoatendimento_fila (cd_pessoa_candidato, nr_vaga, data_agenda, cd_empresa, dt_historico,
                                          alterado_por)
        VALUES (${b.cd_pessoa_candidato}, ${nrDestino}, ${b.data_agenda}::date, ${linha.cd_empresa},
                date_trunc('milliseconds', now()), ${usuario.cd_sip})
        ON CONFLICT DO NOTHING
        RETURNING nr_vaga`),
    );
    if (!inserido.length) throw conflict(M.jaNaFila);
    await tx.execute(sql`
      UPDATE autoatendimento_fila
         SET cd_situacao_atual = ${S.RECICLADO}, nr_vaga_destino = ${nrDestino}, alterado_por = ${usuario.cd_sip},
             alterado_em = now()
       WHERE cd_pessoa_candidato = ${b.cd_pessoa_candidato} AND data_agenda = ${b.data_agenda}::date
         AND nr_vaga <> ${nrDestino} AND cd_situacao_atual NOT IN (${S.AGUARDANDO}, ${S.RECICLADO})`);
    await nota(
      tx,
      usuario,
      b.cd_pessoa_candidato,
      NOTAS_AUTOATENDIMENTO.reciclado(nrDestino),
      nrDestino,
      'AC',
    );
    await anunciar(deps, tx, usuario, linha, { cd_situacao_atual: S.RECICLADO });
    return M.reciclado;
  });
}

/**
 * POST recrutamento/baixa-agenda-candidato: after an appointment is made for a waiting candidate, the
 * day's waiting row is written off as scheduled.
 */
export async function baixarAgenda(
  deps: AppDeps,
  usuario: UsuarioSessao,
  b: z.output<typeof baixaAgendaBody>,
): Promise<string> {
  return deps.db.transaction(async (tx) => {
    // the day's waiting row of the user's unit; a row no longer waiting is refused (409), not missing
    const doDia = sql`f.cd_pessoa_candidato = ${b.cd_pessoa_candidato} AND f.data_agenda = ${b.data_agenda}::date
                      AND f.cd_empresa = ${usuario.cd_unid}`;
    const linha = await travarLinha(tx, sql`${doDia} AND f.cd_situacao_atual = ${S.AGUARDANDO}`).catch(() =>
      travarLinha(tx, doDia),
    );
    exigirNaoCongelada(linha.cd_situacao_vaga);
    exigirAcao(linha, 'agendar');
    await mudarSituacao(tx, linha, usuario, { situacao: S.AGENDADO });
    const [a, m, d] = b.data_agenda.split('-');
    await nota(
      tx,
      usuario,
      linha.cd_pessoa_candidato,
      NOTAS_AUTOATENDIMENTO.agendado(`${d}/${m}/${a}`),
      linha.nr_vaga,
      'AG',
    );
    await anunciar(deps, tx, usuario, linha, { cd_situacao_atual: S.AGENDADO });
    return M.baixado;
  });
}
