import {
  type ImportacaoResumo,
  MENSAGENS_IMPORTACAO as M,
  ROTULOS_CHAVE_IMPORTACAO,
  type SimulacaoBody,
  type StatusLinha,
  type TipoImportacao,
} from '@backoffice/domain/importacao';
import { errosMapeamento, validarLinha } from '@backoffice/domain/importacao-campos';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { consultar } from '../../db/client';
import { BlocoCopia, copiar } from '../../db/copia';
import type { LinhaConferida } from '../../db/gravador-importacao';
import type { AppDeps } from '../../platform/deps';
import { badRequest, conflict } from '../../platform/errors';
import { carregarContexto } from './contexto';
import { gravadorDo } from './gravadores';
import { linhaDaImportacao, resumoDaImportacao, salvarMapeamento } from './importacao.service';
import { abrirPlanilha, ErroLeitura, type PlanilhaAberta } from './leitura/planilha';

/** Rows checked, looked up in the base and stored per round. */
const LOTE_SIMULACAO = 2_000;

const COLUNAS_LINHA = ['cd_importacao', 'nr_linha', 'id_status', 'ds_chave', 'ds_mensagens', 'js_dados'];

/**
 * What makes two rows of a file the same record (clients: one row per contact). A key of digits (CPF,
 * CNPJ, vacancy number: all of one length per kind) is kept as a number: a million of them take a
 * third of the memory of the strings.
 */
function chaveDeRepeticao(
  tipo: TipoImportacao,
  chave: string,
  dados: Record<string, unknown>,
): string | number {
  if (tipo !== 'clientes') return /^\d{1,15}$/.test(chave) ? Number(chave) : chave;
  const contato = String(dados.contato_nm_pessoa ?? dados.contato_ds_email ?? '').toLowerCase();
  return `${chave}|${contato}`;
}

/**
 * Starts the dry run of an import with the mapping chosen: the mapping is checked now (400 naming
 * what is wrong), the rows are read in the background (GET /importacoes/:cd tells the progress).
 */
export async function iniciarSimulacao(
  deps: Pick<AppDeps, 'db' | 'handle' | 'jobs'>,
  cd: number,
  corpo: SimulacaoBody,
  cdUsuario: number | null,
  log: FastifyBaseLogger,
): Promise<ImportacaoResumo> {
  await prepararSimulacao(deps, cd, corpo, cdUsuario);
  deps.jobs.emSegundoPlano(() => simular(deps, cd, { log }));
  return resumoDaImportacao(deps.db, cd);
}

/** Checks the mapping and resets the import for a new dry run (the rows of an earlier one are dropped). */
export async function prepararSimulacao(
  deps: Pick<AppDeps, 'db'>,
  cd: number,
  corpo: SimulacaoBody,
  cdUsuario: number | null,
): Promise<void> {
  const l = await linhaDaImportacao(deps.db, cd);
  if (l.id_situacao === 'simulando' || l.id_situacao === 'importando') throw conflict(M.emAndamento);
  if (l.id_situacao === 'concluida' || l.nr_ultima_linha > 0) throw conflict(M.jaImportada);
  if (!l.ds_caminho) throw conflict(M.arquivoAusente);
  const erros = errosMapeamento(l.id_tipo, l.js_cabecalho, corpo.mapeamento);
  if (erros.length) throw badRequest(erros);
  await deps.db.transaction(async (tx) => {
    await tx.execute(sql`DELETE FROM importacao_linha WHERE cd_importacao = ${cd}`);
    await tx.execute(sql`
      UPDATE importacao
         SET id_situacao = 'simulando', js_mapeamento = ${JSON.stringify(corpo.mapeamento)}::jsonb,
             id_existentes = ${corpo.id_existentes}, nr_linhas = 0, nr_validas = 0, nr_avisos = 0, nr_erros = 0,
             nr_processadas = 0, id_cancelar = 'N', dt_inicio = now(), dt_fim = NULL, ds_erro = NULL,
             alterado_em = now()
       WHERE cd_importacao = ${cd}`);
    const nome = corpo.nm_mapeamento?.trim();
    if (nome) {
      await salvarMapeamento(tx, { tipo: l.id_tipo, nome, colunas: corpo.mapeamento, cdUsuario });
    }
  });
}

interface Contagem {
  linhas: number;
  V: number;
  A: number;
  E: number;
}

/**
 * The dry run: every row of the file checked by the rules of its kind, repeated keys in the file
 * refused, keys already in the base told (to be updated or skipped); the report stored row by row.
 * Nothing of the company's records is written. A file that turns out unreadable half-way (mixed
 * encodings, an unclosed quote) ends the dry run with its message and no rows.
 */
export async function simular(
  deps: Pick<AppDeps, 'db' | 'handle'>,
  cd: number,
  opcoes: { log?: FastifyBaseLogger; aoProgresso?: (c: Contagem) => void } = {},
): Promise<void> {
  const l = await linhaDaImportacao(deps.db, cd);
  const tipo = l.id_tipo;
  const gravador = gravadorDo(tipo);
  const mapeamento = l.js_mapeamento ?? {};
  const indices = l.js_cabecalho
    .map((coluna, i) => ({ campo: mapeamento[coluna], i }))
    .filter((x): x is { campo: string; i: number } => typeof x.campo === 'string')
    // a header repeated in the file maps its first column only
    .filter((x, n, todos) => todos.findIndex((y) => y.campo === x.campo) === n);
  const nColunas = l.js_cabecalho.length;
  const vistas = new Map<string | number, number>();
  const memoria = new Map<string, number>();
  const total: Contagem = { linhas: 0, V: 0, A: 0, E: 0 };
  let planilha: PlanilhaAberta | null = null;
  try {
    const ctx = await carregarContexto(deps.db, tipo);
    planilha = await abrirPlanilha(l.ds_caminho as string);
    let lote: LinhaConferida[] = [];

    const gravarLote = async (): Promise<boolean> => {
      const chaves = [
        ...new Set(lote.filter((x) => x.status !== 'E' && x.chave).map((x) => x.chave as string)),
      ];
      const naBase = chaves.length ? await gravador.existentes(deps.db, chaves) : new Set<string>();
      await gravador.conferir?.(deps.db, lote, memoria);
      const bloco = new BlocoCopia('importacao_linha', COLUNAS_LINHA);
      for (const x of lote) {
        if (x.status !== 'E' && x.chave && naBase.has(x.chave)) {
          x.mensagens.push(l.id_existentes === 'A' ? M.jaNaBaseAtualizar : M.jaNaBaseManter);
        }
        total[x.status]++;
        bloco.adicionar([
          cd,
          x.nr,
          x.status,
          x.chave,
          x.mensagens.length ? x.mensagens.join('\n') : null,
          x.status === 'E' ? null : JSON.stringify(x.dados),
        ]);
      }
      total.linhas += lote.length;
      lote = [];
      await copiar(deps.handle, bloco);
      const [r] = await consultar<{ id_cancelar: string }>(
        deps.db,
        sql`UPDATE importacao SET nr_linhas = ${total.linhas}, nr_processadas = ${total.linhas},
                   nr_validas = ${total.V}, nr_avisos = ${total.A}, nr_erros = ${total.E}, alterado_em = now()
             WHERE cd_importacao = ${cd} RETURNING id_cancelar`,
      );
      opcoes.aoProgresso?.(total);
      return r?.id_cancelar === 'S';
    };

    for await (const linha of planilha.linhas()) {
      const valores: Record<string, string> = {};
      for (const { campo, i } of indices) valores[campo] = linha.valores[i] ?? '';
      const sobra = linha.valores.slice(nColunas).some((v) => v.trim() !== '');
      const r = validarLinha(tipo, valores, ctx);
      const mensagens = [...r.mensagens];
      let status: StatusLinha = r.status;
      if (sobra) {
        status = 'E';
        mensagens.unshift(M.colunasDaLinha(linha.valores.length, nColunas));
      } else if (status !== 'E' && r.chave) {
        const repeticao = chaveDeRepeticao(tipo, r.chave, r.dados);
        const anterior = vistas.get(repeticao);
        if (anterior !== undefined) {
          status = 'E';
          mensagens.unshift(M.repetidaNoArquivo(ROTULOS_CHAVE_IMPORTACAO[tipo], anterior));
        } else vistas.set(repeticao, linha.nr);
      }
      lote.push({
        nr: linha.nr,
        status,
        chave: r.chave,
        mensagens,
        dados: r.dados as Record<string, unknown>,
      });
      if (lote.length >= LOTE_SIMULACAO && (await gravarLote())) {
        await encerrar(deps, cd, 'carregada', null);
        return;
      }
    }
    if (await gravarLote()) {
      await encerrar(deps, cd, 'carregada', null);
      return;
    }
    await deps.db.execute(sql`
      UPDATE importacao SET id_situacao = 'simulada', dt_fim = now(), alterado_em = now() WHERE cd_importacao = ${cd}`);
  } catch (e) {
    if (!(e instanceof ErroLeitura))
      opcoes.log?.error({ err: e, cd_importacao: cd }, 'conferência da importação');
    const mensagem = e instanceof ErroLeitura ? e.message : M.conferenciaInterrompida;
    await encerrar(deps, cd, 'falhou', mensagem);
    if (!opcoes.log) throw e;
  } finally {
    await planilha?.fechar();
  }
}

/** Ends a dry run that did not finish: its rows are dropped, so nothing half-checked can be imported. */
async function encerrar(
  deps: Pick<AppDeps, 'db'>,
  cd: number,
  situacao: 'carregada' | 'falhou',
  erro: string | null,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await tx.execute(sql`DELETE FROM importacao_linha WHERE cd_importacao = ${cd}`);
    await tx.execute(sql`
      UPDATE importacao SET id_situacao = ${situacao}, ds_erro = ${erro}, id_cancelar = 'N', dt_fim = now(),
             nr_linhas = 0, nr_validas = 0, nr_avisos = 0, nr_erros = 0, nr_processadas = 0, alterado_em = now()
       WHERE cd_importacao = ${cd}`);
  });
}
