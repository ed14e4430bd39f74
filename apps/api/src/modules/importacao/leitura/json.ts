import { readFile, stat } from 'node:fs/promises';
import { LIMITES_IMPORTACAO as L, MENSAGENS_IMPORTACAO as M } from '@backoffice/domain/importacao';
import { ErroLeitura, type FonteLinhas, type LinhaLida } from './tipos';

type Objeto = Record<string, unknown>;

const ehObjeto = (v: unknown): v is Objeto => typeof v === 'object' && v !== null && !Array.isArray(v);

function textoJson(v: unknown): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'string') return v;
  if (typeof v === 'boolean') return v ? 'S' : 'N';
  if (typeof v === 'object') return JSON.stringify(v);
  return String(v);
}

/**
 * The records of the portal's LGPD export of a candidate (portal/lgpd.ts, exportacaoJson): one
 * export, an object whose `titular` is the flat record, or an array of them. The header is the union
 * of the `titular` keys, in the order first seen; one row per export.
 */
async function lerExportacoes(caminho: string): Promise<LinhaLida[]> {
  if ((await stat(caminho)).size > L.bytesJson) throw new ErroLeitura(M.jsonGrande);
  let dados: unknown;
  try {
    const texto = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(await readFile(caminho));
    dados = JSON.parse(texto);
  } catch {
    throw new ErroLeitura(M.jsonInvalido);
  }
  const exportacoes = Array.isArray(dados) ? dados : [dados];
  const titulares = exportacoes.map((e) => (ehObjeto(e) && ehObjeto(e.titular) ? e.titular : null));
  if (!titulares.length || titulares.some((t) => !t || !Object.keys(t).length)) {
    throw new ErroLeitura(M.jsonInvalido);
  }
  const campos = new Set<string>();
  for (const t of titulares as Objeto[]) for (const k of Object.keys(t)) campos.add(k);
  const cabecalho = [...campos];
  return [
    { nr: 1, valores: cabecalho },
    ...(titulares as Objeto[]).map((t, i) => ({ nr: i + 2, valores: cabecalho.map((c) => textoJson(t[c])) })),
  ];
}

export function fonteJson(caminho: string): FonteLinhas {
  return async function* () {
    yield* await lerExportacoes(caminho);
  };
}
