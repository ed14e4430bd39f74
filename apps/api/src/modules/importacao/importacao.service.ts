import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  type ImportacaoDetalhe,
  type ImportacaoResumo,
  LIMITES_IMPORTACAO,
  MENSAGENS_IMPORTACAO as M,
  type MapeamentoColunas,
  type MapeamentoSalvo,
  ritmoImportacao,
  type SituacaoImportacao,
  type TipoImportacao,
} from '@backoffice/domain/importacao';
import { sugerirMapeamento } from '@backoffice/domain/importacao-campos';
import { sql } from 'drizzle-orm';
import { consultar, type Executor } from '../../db/client';
import type { AppDeps } from '../../platform/deps';
import { badRequest, conflict, HttpError, notFound } from '../../platform/errors';
import { tabelasCandidato } from '../candidato/candidato.tabelas';
import { tabelasUsuario } from '../usuario/usuario.tabelas';
import { abrirPlanilha, ErroLeitura } from './leitura/planilha';

/** Rows of the file shown beside the mapping. */
const LINHAS_AMOSTRA = 5;

/** Where uploaded files wait for their dry run and import. */
export function pastaImportacoes(deps: Pick<AppDeps, 'config'>): string {
  return path.join(deps.config.dataDir, 'importacoes');
}

export interface ArquivoRecebido {
  caminho: string;
  hash: string;
  bytes: number;
}

/**
 * Streams an upload to the import folder, hashing it on the way; over `limite` bytes the upload is
 * stopped (413) and the part written removed.
 */
export async function receberArquivo(
  deps: Pick<AppDeps, 'config'>,
  origem: Readable,
  limite: number = LIMITES_IMPORTACAO.bytesUpload,
): Promise<ArquivoRecebido> {
  const pasta = pastaImportacoes(deps);
  await fsp.mkdir(pasta, { recursive: true });
  const caminho = path.join(pasta, `${randomUUID()}.arquivo`);
  const hash = createHash('sha256');
  let bytes = 0;
  const contador = new Transform({
    transform(pedaco: Buffer, _codificacao, feito) {
      bytes += pedaco.length;
      if (bytes > limite) return feito(new HttpError(413, M.arquivoGrande));
      hash.update(pedaco);
      feito(null, pedaco);
    },
  });
  try {
    await pipeline(origem, contador, fs.createWriteStream(caminho));
  } catch (e) {
    await fsp.rm(caminho, { force: true });
    throw e;
  }
  if (bytes === 0) {
    await fsp.rm(caminho, { force: true });
    throw badRequest(M.arquivoVazio);
  }
  return { caminho, hash: hash.digest('hex'), bytes };
}

/** The hash and size of a file read in place (the command line). */
export async function conferirArquivo(caminho: string): Promise<ArquivoRecebido> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const pedaco of fs.createReadStream(caminho)) {
    bytes += (pedaco as Buffer).length;
    hash.update(pedaco as Buffer);
  }
  if (bytes === 0) throw badRequest(M.arquivoVazio);
  return { caminho, hash: hash.digest('hex'), bytes };
}

/**
 * Opens the file, reads its header and first rows and records the import with the suggested
 * mapping. A file that cannot be read is refused (400) and, when it was an upload, removed.
 */
export async function criarImportacao(
  deps: Pick<AppDeps, 'db'>,
  dados: {
    tipo: TipoImportacao;
    nome: string;
    arquivo: ArquivoRecebido;
    cdUsuario: number | null;
    /** The command line reads the file where it is: it is never removed. */
    removerAoRecusar: boolean;
  },
): Promise<ImportacaoDetalhe> {
  let cabecalho: string[];
  let formato: string;
  const amostra: string[][] = [];
  try {
    const planilha = await abrirPlanilha(dados.arquivo.caminho);
    try {
      cabecalho = planilha.cabecalho;
      formato = planilha.formato;
      for await (const linha of planilha.linhas()) {
        amostra.push(linha.valores.map((v) => v.slice(0, 200)));
        if (amostra.length >= LINHAS_AMOSTRA) break;
      }
    } finally {
      await planilha.fechar();
    }
  } catch (e) {
    if (dados.removerAoRecusar) await fsp.rm(dados.arquivo.caminho, { force: true });
    if (e instanceof ErroLeitura) throw badRequest(e.message);
    throw e;
  }
  const mapeamento = sugerirMapeamento(dados.tipo, cabecalho);
  const [r] = await consultar<{ cd_importacao: number }>(
    deps.db,
    sql`INSERT INTO importacao (id_tipo, nm_arquivo, ds_hash, nr_bytes, id_formato, ds_caminho, cd_usuario,
                                js_cabecalho, js_amostra, js_mapeamento)
        VALUES (${dados.tipo}, ${dados.nome.slice(0, LIMITES_IMPORTACAO.nomeArquivo)}, ${dados.arquivo.hash},
                ${dados.arquivo.bytes}, ${formato}, ${dados.arquivo.caminho}, ${dados.cdUsuario},
                ${JSON.stringify(cabecalho)}::jsonb, ${JSON.stringify(amostra)}::jsonb,
                ${JSON.stringify(mapeamento)}::jsonb)
        RETURNING cd_importacao`,
  );
  return lerImportacao(deps, r.cd_importacao);
}

interface LinhaImportacaoBanco {
  cd_importacao: number;
  id_tipo: TipoImportacao;
  nm_arquivo: string;
  ds_hash: string;
  nr_bytes: number;
  id_formato: 'csv' | 'xlsx' | 'json';
  ds_caminho: string | null;
  cd_usuario: number | null;
  nm_usuario: string | null;
  criado_em: string | Date;
  id_situacao: SituacaoImportacao;
  id_existentes: 'A' | 'I';
  js_cabecalho: string[];
  js_amostra: string[][];
  js_mapeamento: MapeamentoColunas | null;
  nr_linhas: number;
  nr_validas: number;
  nr_avisos: number;
  nr_erros: number;
  nr_inseridas: number;
  nr_atualizadas: number;
  nr_ignoradas: number;
  nr_processadas: number;
  nr_ultima_linha: number;
  id_cancelar: 'S' | 'N';
  dt_inicio: string | Date | null;
  dt_fim: string | Date | null;
  ds_erro: string | null;
}

const iso = (d: string | Date | null) => (d === null ? null : new Date(d).toISOString());

const SELECT_IMPORTACAO = sql`
  SELECT i.*, p.nm_pessoa AS nm_usuario
    FROM importacao i
    LEFT JOIN ${tabelasUsuario.usuario('u')} ON u.cd_sip = i.cd_usuario
    LEFT JOIN ${tabelasCandidato.pessoa('p')} ON p.cd_pessoa = u.user_sip`;

export async function linhaDaImportacao(ex: Executor, cd: number): Promise<LinhaImportacaoBanco> {
  const [l] = await consultar<LinhaImportacaoBanco>(
    ex,
    sql`${SELECT_IMPORTACAO} WHERE i.cd_importacao = ${cd}`,
  );
  if (!l) throw notFound(M.naoEncontrada);
  return l;
}

function resumo(l: LinhaImportacaoBanco): ImportacaoResumo {
  // the dry run goes through every row; the import through the valid ones
  const total = l.id_situacao === 'importando' ? l.nr_validas + l.nr_avisos : l.nr_linhas;
  const ritmo =
    l.id_situacao === 'simulando' || l.id_situacao === 'importando'
      ? ritmoImportacao(l.nr_processadas, total, l.dt_inicio)
      : { porSegundo: null, restantes: null };
  return {
    cd_importacao: l.cd_importacao,
    id_tipo: l.id_tipo,
    nm_arquivo: l.nm_arquivo,
    ds_hash: l.ds_hash,
    nr_bytes: Number(l.nr_bytes),
    id_formato: l.id_formato,
    nm_usuario: l.nm_usuario,
    criado_em: iso(l.criado_em) as string,
    id_situacao: l.id_situacao,
    id_existentes: l.id_existentes,
    nr_linhas: l.nr_linhas,
    nr_validas: l.nr_validas,
    nr_avisos: l.nr_avisos,
    nr_erros: l.nr_erros,
    nr_inseridas: l.nr_inseridas,
    nr_atualizadas: l.nr_atualizadas,
    nr_ignoradas: l.nr_ignoradas,
    nr_processadas: l.nr_processadas,
    dt_inicio: iso(l.dt_inicio),
    dt_fim: iso(l.dt_fim),
    ds_erro: l.ds_erro,
    nr_linhas_segundo: ritmo.porSegundo,
    nr_segundos_restantes: ritmo.restantes,
  };
}

export async function resumoDaImportacao(ex: Executor, cd: number): Promise<ImportacaoResumo> {
  return resumo(await linhaDaImportacao(ex, cd));
}

export async function lerImportacao(deps: Pick<AppDeps, 'db'>, cd: number): Promise<ImportacaoDetalhe> {
  const l = await linhaDaImportacao(deps.db, cd);
  return {
    ...resumo(l),
    cabecalho: l.js_cabecalho,
    amostra: l.js_amostra,
    mapeamento: l.js_mapeamento ?? {},
  };
}

/** The imports, newest first (the last 200). */
export async function listarImportacoes(
  deps: Pick<AppDeps, 'db'>,
): Promise<{ importacoes: ImportacaoResumo[] }> {
  const linhas = await consultar<LinhaImportacaoBanco>(
    deps.db,
    sql`${SELECT_IMPORTACAO} ORDER BY i.cd_importacao DESC LIMIT 200`,
  );
  return { importacoes: linhas.map(resumo) };
}

/**
 * Asks a running dry run or import to stop after its current batch; one whose worker is gone (the
 * server stopped) is cancelled at once. What was imported stays; the import can be started again and
 * goes on where it stopped.
 */
export async function cancelarImportacao(deps: Pick<AppDeps, 'db'>, cd: number): Promise<ImportacaoResumo> {
  const l = await linhaDaImportacao(deps.db, cd);
  if (l.id_situacao !== 'simulando' && l.id_situacao !== 'importando') throw conflict(M.naoCancelavel);
  await deps.db.execute(sql`
    UPDATE importacao
       SET id_cancelar = 'S',
           id_situacao = CASE WHEN alterado_em < now() - interval '2 minutes'
                              THEN CASE id_situacao WHEN 'simulando' THEN 'carregada' ELSE 'cancelada' END
                              ELSE id_situacao END,
           alterado_em = now()
     WHERE cd_importacao = ${cd}`);
  return resumoDaImportacao(deps.db, cd);
}

export async function listarMapeamentos(
  deps: Pick<AppDeps, 'db'>,
  tipo: TipoImportacao,
): Promise<{ mapeamentos: MapeamentoSalvo[] }> {
  const linhas = await consultar<MapeamentoSalvo & { alterado_em: string | Date }>(
    deps.db,
    sql`SELECT cd_mapeamento, id_tipo, nm_mapeamento, js_colunas, alterado_em
          FROM importacao_mapeamento WHERE id_tipo = ${tipo} ORDER BY lower(nm_mapeamento)`,
  );
  return { mapeamentos: linhas.map((m) => ({ ...m, alterado_em: iso(m.alterado_em) as string })) };
}

/** Saves (or replaces, by name) a mapping of the kind. */
export async function salvarMapeamento(
  ex: Executor,
  dados: { tipo: TipoImportacao; nome: string; colunas: MapeamentoColunas; cdUsuario: number | null },
): Promise<void> {
  await ex.execute(sql`
    INSERT INTO importacao_mapeamento (id_tipo, nm_mapeamento, js_colunas, cd_usuario)
    VALUES (${dados.tipo}, ${dados.nome}, ${JSON.stringify(dados.colunas)}::jsonb, ${dados.cdUsuario})
    ON CONFLICT (id_tipo, lower(nm_mapeamento))
    DO UPDATE SET js_colunas = EXCLUDED.js_colunas, cd_usuario = EXCLUDED.cd_usuario, alterado_em = now()`);
}

export async function excluirMapeamento(deps: Pick<AppDeps, 'db'>, cd: number): Promise<{ ok: true }> {
  const r = await consultar<{ cd_mapeamento: number }>(
    deps.db,
    sql`DELETE FROM importacao_mapeamento WHERE cd_mapeamento = ${cd} RETURNING cd_mapeamento`,
  );
  if (!r.length) throw notFound(M.mapeamentoNaoEncontrado);
  return { ok: true };
}

/** Removes the file of an import that has ended (kept by the command line, which reads it in place). */
export async function liberarArquivo(ex: Executor, cd: number, pasta: string): Promise<void> {
  const [l] = await consultar<{ ds_caminho: string | null }>(
    ex,
    sql`UPDATE importacao SET ds_caminho = NULL WHERE cd_importacao = ${cd}
        RETURNING (SELECT ds_caminho FROM importacao WHERE cd_importacao = ${cd}) AS ds_caminho`,
  );
  const caminho = l?.ds_caminho;
  if (caminho && path.resolve(caminho).startsWith(path.resolve(pasta) + path.sep)) {
    await fsp.rm(caminho, { force: true });
  }
}
