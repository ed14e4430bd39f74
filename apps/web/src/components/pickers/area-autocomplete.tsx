import { chaveNomeCadastro } from '@backoffice/domain/cadastros';
import { Autocomplete, type AutocompleteProps, type ComboboxItem, type OptionsFilter } from '@mantine/core';
import { useMemo } from 'react';
import { useAreasAtivas } from './picker-queries';

export type AreaAutocompleteProps = Omit<AutocompleteProps, 'data' | 'filter'>;

/** The areas whose name contains the typed text, without case, accents and repeated spaces. */
const filtrarAreas: OptionsFilter = ({ options, search }) => {
  const chave = chaveNomeCadastro(search);
  return (options as ComboboxItem[]).filter((o) => chaveNomeCadastro(o.label).includes(chave));
};

/**
 * The area (department) of a requisition or vacancy: free text that offers the active entries of
 * Cadastros › Áreas while typing. A name outside the register (an older vacancy, an empty register)
 * is kept as typed.
 */
export function AreaAutocomplete(props: AreaAutocompleteProps) {
  const q = useAreasAtivas();
  const nomes = useMemo(() => [...new Set((q.data ?? []).map((a) => a.nome))], [q.data]);
  return (
    <Autocomplete data={nomes} filter={filtrarAreas} comboboxProps={{ withinPortal: true }} {...props} />
  );
}
