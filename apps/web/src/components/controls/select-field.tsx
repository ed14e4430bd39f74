import { MENSAGENS } from '@backoffice/domain/mensagens';
import { Select, type SelectProps } from '@mantine/core';

export interface SelectFieldProps extends Omit<SelectProps, 'label'> {
  label: string;
}

/** Searchable select that says 'Nenhum registro encontrado' when nothing matches or there is no data. */
export function SelectField({
  label,
  searchable = true,
  nothingFoundMessage = MENSAGENS.nenhumRegistro,
  ...rest
}: SelectFieldProps) {
  return (
    <Select
      label={label}
      searchable={searchable}
      nothingFoundMessage={nothingFoundMessage}
      comboboxProps={{ withinPortal: true }}
      {...rest}
    />
  );
}
