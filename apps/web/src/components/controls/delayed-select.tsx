import { buscaSuficiente, LIMITES_CONTROLES, MENSAGENS_CONTROLES } from '@backoffice/domain/controles';
import { MENSAGENS } from '@backoffice/domain/mensagens';
import { type ComboboxItem, Select, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type QueryKey, useQuery } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';

/** Answers shown at once in the list of a search field. */
export const OPCOES_VISIVEIS = 10;

export interface DelayedSelectProps<T>
  extends Omit<
    SelectProps,
    'data' | 'value' | 'onChange' | 'searchValue' | 'onSearchChange' | 'searchable' | 'filter' | 'label'
  > {
  label: string;
  /**
   * The read of the rows matching the typed text, through its contract:
   * `(texto) => consulta(C.x, { params: { text: texto } }, fallback)`.
   */
  busca: (texto: string) => {
    queryKey: QueryKey;
    queryFn: (contexto: { signal: AbortSignal }) => Promise<T[]>;
  };
  toOption: (row: T) => ComboboxItem;
  value: string | null;
  onChange: (value: string | null, row: T | null) => void;
  /** The option of the current value, shown before any search (e.g. when editing a record). */
  selectedOption?: ComboboxItem | null;
  /** Fewest typed characters before searching (3). */
  minChars?: number;
  /** Pause after the last keystroke before searching, in ms (500). */
  debounceMs?: number;
  /** Text shown when the search fails. */
  errorMessage?: string;
}

/**
 * Select that searches the server as the user types: only from `minChars` characters and only after
 * `debounceMs` without typing (spec 000 §5.1), with a loading state while it waits for the answer.
 */
export function DelayedSelect<T>({
  label,
  busca,
  toOption,
  value,
  onChange,
  selectedOption,
  minChars = LIMITES_CONTROLES.minCaracteresBusca,
  debounceMs = LIMITES_CONTROLES.debounceBuscaMs,
  errorMessage = 'Não foi possível buscar os registros.',
  ...rest
}: DelayedSelectProps<T>) {
  const [texto, setTexto] = useState(selectedOption?.label ?? '');
  const [debounced] = useDebouncedValue(texto, debounceMs);
  const [escolhido, setEscolhido] = useState<{ option: ComboboxItem; row: T | null } | null>(
    selectedOption ? { option: selectedOption, row: null } : null,
  );
  const rowsPorValor = useRef(new Map<string, T>());

  // Showing the chosen label in the box is not a new search.
  const termo = debounced.trim();
  const ativo = buscaSuficiente(termo, minChars) && termo !== escolhido?.option.label;
  const consulta = useQuery({
    ...busca(termo),
    enabled: ativo,
    staleTime: 60_000,
  });

  const data = useMemo(() => {
    const itens: ComboboxItem[] = [];
    const vistos = new Set<string>();
    for (const row of ativo ? (consulta.data ?? []) : []) {
      const o = toOption(row);
      rowsPorValor.current.set(o.value, row);
      if (!vistos.has(o.value)) {
        vistos.add(o.value);
        itens.push(o);
      }
    }
    const atual = escolhido?.option;
    if (atual && value === atual.value && !vistos.has(atual.value)) itens.unshift(atual);
    return itens;
  }, [ativo, consulta.data, toOption, escolhido, value]);

  const esperando = texto.trim() !== termo || (ativo && consulta.isFetching);
  let mensagem: string = MENSAGENS.nenhumRegistro;
  if (!buscaSuficiente(texto, minChars)) mensagem = MENSAGENS_CONTROLES.digiteParaBuscar(minChars);
  else if (esperando) mensagem = MENSAGENS.carregando;
  else if (consulta.isError) mensagem = errorMessage;

  return (
    <Select
      label={label}
      searchable
      data={data}
      value={value}
      searchValue={texto}
      onSearchChange={setTexto}
      onChange={(v, option) => {
        const row = v === null ? null : (rowsPorValor.current.get(v) ?? null);
        setEscolhido(v === null || !option ? null : { option, row });
        onChange(v, row);
      }}
      // The server already matched accents and case; filtering again here would drop its answers.
      filter={({ options, limit }) => options.slice(0, limit)}
      nothingFoundMessage={mensagem}
      loading={ativo && consulta.isFetching}
      clearable
      // the best answers whole, without a scroll region inside the list (one the keyboard could not
      // reach): more letters narrow the search
      limit={OPCOES_VISIVEIS}
      withScrollArea={false}
      {...rest}
    />
  );
}
