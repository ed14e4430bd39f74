import fs from 'node:fs';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import { formatarDuracao } from '@backoffice/domain/datas';
import {
  type ImportacaoResumo,
  MENSAGENS_IMPORTACAO as M,
  type MapeamentoColunas,
  SITUACOES_IMPORTACAO,
  type TipoImportacao,
} from '@backoffice/domain/importacao';
import { CAMPOS_IMPORTACAO } from '@backoffice/domain/importacao-campos';
import { sql } from 'drizzle-orm';
import { consultar } from '../../db/client';
import type { AppDeps } from '../../platform/deps';
import { badRequest, conflict } from '../../platform/errors';
import { escreverCsv } from '../../platform/exportacao';
import { iniciarImportacao, processarImportacao } from './execucao.service';
import {
  cancelarImportacao,
  conferirArquivo,
  criarImportacao,
  linhaDaImportacao,
  resumoDaImportacao,
} from './importacao.service';
import { COLUNAS_RELATORIO, lotesDoRelatorio } from './relatorio.service';
import { prepararSimulacao, simular } from './simulacao.service';

export interface OpcoesLinhaDeComando {
  tipo?: TipoImportacao;
  arquivo?: string;
  nomeMapeamento?: string;
  simular: boolean;
  atualizar: boolean;
  /** Where the report goes (CSV); by default importacao-N-relatorio.csv in the current folder. */
  relatorio?: string;
  /** Goes on with an import stopped half-way (Ctrl+C, a crash). */
  retomar?: number;
  interrompido: () => boolean;
  escrever: (linha: string) => void;
}

const milhar = (n: number) => n.toLocaleString('pt-BR');

/** Prints at most every two seconds. */
function aCada2s(fn: () => void): () => void {
  let ultima = 0;
  return () => {
    if (Date.now() - ultima < 2000) return;
    ultima = Date.now();
    fn();
  };
}

async function mapeamentoSalvo(deps: Pick<AppDeps, 'db'>, tipo: TipoImportacao, nome: string) {
  const [m] = await consultar<{ js_colunas: MapeamentoColunas }>(
    deps.db,
    sql`SELECT js_colunas FROM importacao_mapeamento WHERE id_tipo = ${tipo} AND lower(nm_mapeamento) = lower(${nome})`,
  );
  if (!m) throw badRequest(M.mapeamentoNaoEncontrado);
  return m.js_colunas;
}

/**
 * `npm run importar`: the same steps as the screen, in this process: the file read in place, its
 * dry run with the report (printed and written as CSV), then, unless --simular, the import of the
 * valid rows with its progress. Ctrl+C stops after the batch in progress; --retomar goes on.
 */
export async function importarPelaLinhaDeComando(
  deps: Pick<AppDeps, 'db' | 'handle' | 'config' | 'jobs' | 'mensageria'>,
  o: OpcoesLinhaDeComando,
): Promise<ImportacaoResumo> {
  const escrever = o.escrever;
  let cd: number;
  if (o.retomar !== undefined) {
    cd = o.retomar;
    const l = await linhaDaImportacao(deps.db, cd);
    if (!['importando', 'cancelada', 'simulada'].includes(l.id_situacao))
      throw conflict(`A importação nº ${cd} não pode ser retomada: ${SITUACOES_IMPORTACAO[l.id_situacao]}.`);
    escrever(`Retomando a importação nº ${cd} (${l.nm_arquivo}) após a linha ${l.nr_ultima_linha}.`);
  } else {
    const tipo = o.tipo as TipoImportacao;
    const arquivo = await conferirArquivo(o.arquivo as string);
    const nome = path.basename(arquivo.caminho);
    const det = await criarImportacao(deps, {
      tipo,
      nome,
      arquivo,
      cdUsuario: null,
      removerAoRecusar: false,
    });
    cd = det.cd_importacao;
    escrever(
      `Importação nº ${cd}: ${nome} (${det.id_formato.toUpperCase()}, ${milhar(arquivo.bytes)} bytes, SHA-256 ${arquivo.hash.slice(0, 16)}…)`,
    );
    const mapeamento = o.nomeMapeamento
      ? await mapeamentoSalvo(deps, tipo, o.nomeMapeamento)
      : det.mapeamento;
    const rotulos = new Map(CAMPOS_IMPORTACAO[tipo].map((c) => [c.campo, c.rotulo]));
    escrever('Colunas:');
    for (const coluna of det.cabecalho) {
      const campo = mapeamento[coluna];
      escrever(`  ${coluna} → ${campo ? `${rotulos.get(campo) ?? campo}` : '(não importada)'}`);
    }
    await prepararSimulacao(deps, cd, { mapeamento, id_existentes: o.atualizar ? 'A' : 'I' }, null);
    const inicio = Date.now();
    let vistas = 0;
    const mostrar = aCada2s(() =>
      escrever(
        `Conferindo: ${milhar(vistas)} linhas (${milhar(Math.round(vistas / ((Date.now() - inicio) / 1000)))} por segundo)`,
      ),
    );
    await simular(deps, cd, {
      aoProgresso: (c) => {
        vistas = c.linhas;
        mostrar();
      },
    });
    const r = await resumoDaImportacao(deps.db, cd);
    if (r.id_situacao === 'falhou') throw badRequest(r.ds_erro ?? M.xlsxInvalido);
    escrever(
      `Conferidas ${milhar(r.nr_linhas)} linhas em ${formatarDuracao(Date.now() - inicio)}: ` +
        `${milhar(r.nr_validas)} válidas, ${milhar(r.nr_avisos)} com aviso, ${milhar(r.nr_erros)} com erro.`,
    );
    const erros = await consultar<{ nr_linha: number; ds_mensagens: string }>(
      deps.db,
      sql`SELECT nr_linha, ds_mensagens FROM importacao_linha WHERE cd_importacao = ${cd} AND id_status = 'E'
           ORDER BY nr_linha LIMIT 10`,
    );
    for (const e of erros) escrever(`  linha ${e.nr_linha}: ${e.ds_mensagens.replaceAll('\n', ' | ')}`);
    if (r.nr_erros > erros.length)
      escrever(`  … e mais ${milhar(r.nr_erros - erros.length)} linhas com erro.`);
    const destino = path.resolve(o.relatorio ?? `importacao-${cd}-relatorio.csv`);
    const saida = fs.createWriteStream(destino);
    await escreverCsv(saida, COLUNAS_RELATORIO, lotesDoRelatorio(deps.db, cd));
    await finished(saida);
    escrever(`Relatório linha a linha: ${destino}`);
    if (o.simular) {
      escrever('Simulação: nenhum cadastro foi gravado.');
      return r;
    }
    if (r.nr_validas + r.nr_avisos === 0) throw conflict(M.nadaParaImportar);
  }

  await iniciarImportacao(deps, cd, { fila: false });
  const inicio = Date.now();
  let pedidoCancelar = false;
  let ultimo: ImportacaoResumo | null = null;
  const mostrar = aCada2s(() => {
    if (!ultimo) return;
    const total = ultimo.nr_validas + ultimo.nr_avisos;
    const resto =
      ultimo.nr_segundos_restantes === null
        ? ''
        : `, faltam ${formatarDuracao(ultimo.nr_segundos_restantes * 1000)}`;
    escrever(
      `Importando: ${milhar(ultimo.nr_processadas)} de ${milhar(total)} linhas (${milhar(ultimo.nr_linhas_segundo ?? 0)} por segundo${resto})`,
    );
  });
  const fim = await processarImportacao(deps, cd, {
    log: {
      warn: (dados, mensagem) => {
        const erro = (dados as { err?: unknown }).err;
        escrever(`Aviso: ${mensagem}${erro instanceof Error ? `: ${erro.message}` : ''}`);
      },
    },
    aoLote: async (r) => {
      if (o.interrompido() && !pedidoCancelar) {
        pedidoCancelar = true;
        await cancelarImportacao(deps, cd);
      }
      ultimo = r;
      mostrar();
    },
  });
  const r = await resumoDaImportacao(deps.db, cd);
  escrever(
    `${SITUACOES_IMPORTACAO[r.id_situacao]} em ${formatarDuracao(Date.now() - inicio)}: ` +
      `${milhar(r.nr_inseridas)} inseridas, ${milhar(r.nr_atualizadas)} atualizadas, ${milhar(r.nr_ignoradas)} mantidas como estavam.`,
  );
  if (fim === 'cancelada') escrever(`Para continuar: npm run importar -- --retomar ${cd}`);
  return r;
}
