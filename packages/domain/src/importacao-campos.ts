import { type MapeamentoColunas, MENSAGENS_IMPORTACAO, type TipoImportacao } from './importacao';
import { CAMPOS_IMPORTACAO, type CampoImportacao } from './importacao-layout';
import { chaveCabecalho } from './importacao-valores';

/**
 * The fields of each kind of import and the check of a row (docs/importacao.md, 'Campos por tipo'):
 * the mapping of a file's columns to fields, suggested from the headers, and its refusals; the
 * example file. The fields are listed in importacao-layout*.ts, the values read in
 * importacao-valores.ts, a row checked in importacao-linha.ts; everything is reached from here.
 */

export { CAMPOS_IMPORTACAO, type CampoImportacao } from './importacao-layout';
export {
  type ContextoImportacao,
  type LinhaValidada,
  type ValorImportado,
  validarLinha,
} from './importacao-linha';
export { IDADE_USUAL_IMPORTACAO, MENSAGENS_LINHA_IMPORTACAO } from './importacao-mensagens';
export { chaveCabecalho } from './importacao-valores';

/** Each kind's fields by every key a header may have (campo, rótulo, apelidos), built once. */
function camposPorChave(campos: readonly CampoImportacao[]): ReadonlyMap<string, string> {
  const mapa = new Map<string, string>();
  for (const c of campos)
    for (const texto of [c.campo, c.rotulo, ...c.apelidos]) {
      const chave = chaveCabecalho(texto);
      if (!mapa.has(chave)) mapa.set(chave, c.campo);
    }
  return mapa;
}
const CAMPO_POR_CHAVE: Record<TipoImportacao, ReadonlyMap<string, string>> = {
  candidatos: camposPorChave(CAMPOS_IMPORTACAO.candidatos),
  clientes: camposPorChave(CAMPOS_IMPORTACAO.clientes),
  usuarios: camposPorChave(CAMPOS_IMPORTACAO.usuarios),
  vagas: camposPorChave(CAMPOS_IMPORTACAO.vagas),
};

/** The field of a kind by its key (campo), or undefined. */
export function campoImportacao(tipo: TipoImportacao, campo: string): CampoImportacao | undefined {
  return CAMPOS_IMPORTACAO[tipo].find((c) => c.campo === campo);
}

/**
 * The mapping a file's header suggests: each column whose text is a field's key, label or usual
 * header (case, accents, spaces and punctuation aside: 'NM_PESSOA', 'Dt. Nasc.', 'E-mail') gets that
 * field, each field once (the first column that names it); the others get null.
 */
export function sugerirMapeamento(tipo: TipoImportacao, cabecalho: readonly string[]): MapeamentoColunas {
  const mapa = CAMPO_POR_CHAVE[tipo];
  const usados = new Set<string>();
  const colunas = new Set<string>();
  const pares: [string, string | null][] = [];
  for (const coluna of cabecalho) {
    if (colunas.has(coluna)) continue;
    colunas.add(coluna);
    const campo = mapa.get(chaveCabecalho(coluna));
    if (campo && !usados.has(campo)) {
      usados.add(campo);
      pares.push([coluna, campo]);
    } else pares.push([coluna, null]);
  }
  // fromEntries: a header such as '__proto__' stays a key of its own
  return Object.fromEntries(pares);
}

/**
 * What refuses a mapping: a field the kind does not have, a column not in the file, a field linked
 * to two columns, a required field without a column. Empty when it may be used.
 */
export function errosMapeamento(
  tipo: TipoImportacao,
  cabecalho: readonly string[],
  mapeamento: MapeamentoColunas,
): string[] {
  const erros: string[] = [];
  const colunas = new Set(cabecalho);
  const usos = new Map<string, number>();
  for (const [coluna, campo] of Object.entries(mapeamento)) {
    if (campo === null) continue;
    if (!colunas.has(coluna)) erros.push(MENSAGENS_IMPORTACAO.colunaInexistente(coluna));
    if (!campoImportacao(tipo, campo)) erros.push(MENSAGENS_IMPORTACAO.campoInexistente(campo));
    else usos.set(campo, (usos.get(campo) ?? 0) + 1);
  }
  for (const c of CAMPOS_IMPORTACAO[tipo]) {
    const n = usos.get(c.campo) ?? 0;
    if (n > 1) erros.push(MENSAGENS_IMPORTACAO.campoRepetido(c.rotulo));
    if (c.obrigatorio && n === 0) erros.push(MENSAGENS_IMPORTACAO.obrigatorioSemColuna(c.rotulo));
  }
  return erros;
}

/** A CSV cell: quoted when it holds the separator, a quote or a line break. */
function celulaCsv(texto: string): string {
  return /[;"\r\n]/.test(texto) ? `"${texto.replace(/"/g, '""')}"` : texto;
}

/** The documented example file of a kind: the labels as header and three rows, separated by ';'. */
export function exemploCsv(tipo: TipoImportacao): string {
  const campos = CAMPOS_IMPORTACAO[tipo];
  const linhas = [campos.map((c) => celulaCsv(c.rotulo))];
  for (let i = 0; i < 3; i++)
    linhas.push(campos.map((c) => celulaCsv(i === 0 ? c.exemplo : (c.exemplos?.[i - 1] ?? c.exemplo))));
  return `${linhas.map((l) => l.join(';')).join('\n')}\n`;
}
