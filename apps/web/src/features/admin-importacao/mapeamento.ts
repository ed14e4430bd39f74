import type { MapeamentoColunas } from '@backoffice/domain/importacao';
import type { CampoImportacao } from '@backoffice/domain/importacao-campos';

/** The Select's value of a column left out (a Select option cannot be null). */
export const NAO_IMPORTAR = '__nao_importar__';

/** 'CPF (obrigatório)'. */
export function rotuloCampo(c: Pick<CampoImportacao, 'rotulo' | 'obrigatorio'>): string {
  return c.obrigatorio ? `${c.rotulo} (obrigatório)` : c.rotulo;
}

/**
 * The choices of one column: 'Não importar', then the kind's fields no other column took (a field is
 * never offered twice), required fields first.
 */
export function opcoesDaColuna(
  campos: readonly CampoImportacao[],
  mapeamento: MapeamentoColunas,
  coluna: string,
): { value: string; label: string }[] {
  const usados = new Set(
    Object.entries(mapeamento)
      .filter(([c, campo]) => c !== coluna && campo)
      .map(([, campo]) => campo),
  );
  const livres = campos.filter((c) => !usados.has(c.campo));
  const ordenados = [...livres.filter((c) => c.obrigatorio), ...livres.filter((c) => !c.obrigatorio)];
  return [
    { value: NAO_IMPORTAR, label: 'Não importar' },
    ...ordenados.map((c) => ({ value: c.campo, label: rotuloCampo(c) })),
  ];
}

/** The required fields no column is tied to. */
export function obrigatoriosSemColuna(
  campos: readonly CampoImportacao[],
  mapeamento: MapeamentoColunas,
): CampoImportacao[] {
  const usados = new Set(Object.values(mapeamento).filter(Boolean));
  return campos.filter((c) => c.obrigatorio && !usados.has(c.campo));
}

/** The mapping with one column tied to a field (or to none). */
export function ligarColuna(
  mapeamento: MapeamentoColunas,
  coluna: string,
  valor: string | null,
): MapeamentoColunas {
  return { ...mapeamento, [coluna]: valor && valor !== NAO_IMPORTAR ? valor : null };
}

/**
 * A saved mapping laid over the file's columns: a column the saved mapping names takes its field
 * (or none); any other column keeps its current field unless the saved mapping gave that field to
 * another column. Fields the kind no longer has are dropped. Answers the new mapping and how many
 * of the file's columns the saved mapping knew.
 */
export function aplicarMapeamentoSalvo(
  cabecalho: readonly string[],
  atual: MapeamentoColunas,
  salvo: MapeamentoColunas,
  campos: readonly CampoImportacao[],
): { mapeamento: MapeamentoColunas; reconhecidas: number } {
  const existe = new Set(campos.map((c) => c.campo));
  const novo: MapeamentoColunas = {};
  const dados = new Set<string>();
  let reconhecidas = 0;
  for (const coluna of cabecalho) {
    if (!Object.hasOwn(salvo, coluna)) continue;
    reconhecidas++;
    const campo = salvo[coluna];
    novo[coluna] = campo && existe.has(campo) && !dados.has(campo) ? campo : null;
    if (novo[coluna]) dados.add(campo as string);
  }
  for (const coluna of cabecalho) {
    if (Object.hasOwn(novo, coluna)) continue;
    const campo = atual[coluna] ?? null;
    novo[coluna] = campo && !dados.has(campo) ? campo : null;
    if (novo[coluna]) dados.add(campo as string);
  }
  return { mapeamento: novo, reconhecidas };
}

/** The columns of the file tied to a field. */
export function colunasLigadas(cabecalho: readonly string[], mapeamento: MapeamentoColunas): number {
  return cabecalho.filter((c) => mapeamento[c]).length;
}

/** The sample values of one column (the non-empty ones, at most `max`). */
export function exemplosDaColuna(amostra: readonly (readonly string[])[], indice: number, max = 3): string[] {
  return amostra
    .map((linha) => (linha[indice] ?? '').trim())
    .filter(Boolean)
    .slice(0, max);
}
