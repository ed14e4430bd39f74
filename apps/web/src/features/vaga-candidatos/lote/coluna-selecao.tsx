import { Checkbox } from '@mantine/core';
import type { ChangeEvent } from 'react';
import type { ColunaLista } from '../../../components/lista/tabela-lista';
import { estadoDoGrupo, type Selecao } from './use-selecao';

/** Whether the click that changed a checkbox held Shift (a range). */
export function comShift(e: ChangeEvent<HTMLInputElement>): boolean {
  return Boolean((e.nativeEvent as MouseEvent | KeyboardEvent).shiftKey);
}

/** The checkbox of one candidate: its label names the candidate; shift-click takes the range. */
export function CheckboxCandidato({
  id,
  nome,
  selecao,
  ordem,
}: {
  id: number;
  nome: string;
  selecao: Selecao;
  ordem: readonly number[];
}) {
  return (
    <Checkbox
      aria-label={`Selecionar ${nome}`}
      checked={selecao.ids.has(id)}
      onChange={(e) => selecao.alternar(id, ordem, comShift(e))}
    />
  );
}

/**
 * The list's selection column: the header box selects every row the filter shows (indeterminate when
 * some are), each row's box selects it.
 */
export function colunaSelecao<T extends { CD_PESSOA: number; NM_PESSOA: string }>(
  selecao: Selecao,
  visiveis: readonly number[],
  rotulo = 'Selecionar todos os candidatos exibidos',
): ColunaLista<T> {
  const estado = estadoDoGrupo(selecao.ids, visiveis);
  return {
    id: 'selecao',
    largura: 40,
    titulo: (
      <Checkbox
        aria-label={rotulo}
        checked={estado === 'all' && visiveis.length > 0}
        indeterminate={estado === 'some'}
        disabled={visiveis.length === 0}
        onChange={() => selecao.definir(visiveis, estado !== 'all')}
      />
    ),
    celula: (l) => (
      <CheckboxCandidato id={l.CD_PESSOA} nome={l.NM_PESSOA} selecao={selecao} ordem={visiveis} />
    ),
  };
}
