import { LIMITES_CONTROLES } from '@backoffice/domain/controles';
import { MENSAGENS } from '@backoffice/domain/mensagens';
import {
  type BairroLinha,
  type CidadeLinha,
  type EstadoLinha,
  MENSAGENS_PICKER,
  type PaisLinha,
} from '@backoffice/domain/pickers';
import { MultiSelect, type MultiSelectProps } from '@mantine/core';
import { SelectField, type SelectFieldProps } from '../controls/select-field';
import { useBairros, useCidades, useEstados, usePaises } from './picker-queries';

type BaseSelect = Omit<SelectFieldProps, 'data' | 'value' | 'onChange' | 'label'> & { label?: string };

export interface PaisPickerProps extends BaseSelect {
  value: number | null;
  onChange: (cdPais: number | null, row: PaisLinha | null) => void;
}

/** Country (GET paises/paises, kept for the session). */
export function PaisPicker({ value, onChange, label = 'País', ...rest }: PaisPickerProps) {
  const q = usePaises();
  const linhas = q.data ?? [];
  return (
    <SelectField
      label={label}
      data={linhas.map((p) => ({ value: String(p.CD_PAIS), label: p.NM_PAIS }))}
      value={value === null ? null : String(value)}
      onChange={(v) =>
        onChange(v === null ? null : Number(v), linhas.find((p) => String(p.CD_PAIS) === v) ?? null)
      }
      disabled={q.isPending && q.fetchStatus !== 'idle'}
      {...rest}
    />
  );
}

export interface EstadoPickerProps extends BaseSelect {
  /** Country whose states are listed (1, Brazil, by default). */
  cdPais?: number | null;
  value: string | null;
  onChange: (cdUf: string | null, row: EstadoLinha | null) => void;
}

/** State (GET estados/estados-por-pais/{cdPais}, kept in the browser per country). */
export function EstadoPicker({
  cdPais = LIMITES_CONTROLES.paisPadrao,
  value,
  onChange,
  label = 'Estado',
  ...rest
}: EstadoPickerProps) {
  const q = useEstados(cdPais);
  const linhas = q.isError ? [] : (q.data ?? []);
  const opcoes = linhas.map((e) => ({ value: e.cdUf, label: `${e.nmUf} (${e.cdUf})` }));
  // a stored state outside the list (or before it loads) stays shown
  if (value && !linhas.some((e) => e.cdUf === value)) opcoes.unshift({ value, label: value });
  return (
    <SelectField
      label={label}
      data={opcoes}
      value={value}
      onChange={(v) => onChange(v, linhas.find((e) => e.cdUf === v) ?? null)}
      nothingFoundMessage={q.isFetching ? MENSAGENS.carregando : MENSAGENS.nenhumRegistro}
      disabled={cdPais === null}
      {...rest}
    />
  );
}

export interface CidadePickerProps extends BaseSelect {
  cdUf: string | null;
  cdPais?: number;
  /** City name (NM_CIDADE), as the API identifies cities in filters. */
  value: string | null;
  onChange: (nmCidade: string | null, row: CidadeLinha | null) => void;
}

/** City of a state (GET cidades/cidades-por-estado/{cdUf}/{cdPais}); waits for the state. */
export function CidadePicker({
  cdUf,
  cdPais = LIMITES_CONTROLES.paisPadrao,
  value,
  onChange,
  label = 'Cidade',
  ...rest
}: CidadePickerProps) {
  const q = useCidades(cdUf, cdPais);
  const linhas = q.isError ? [] : (q.data ?? []);
  const opcoes = linhas.map((c) => ({ value: c.NM_CIDADE, label: c.NM_CIDADE }));
  // a stored city outside the list (or before it loads) stays shown
  if (value && !linhas.some((c) => c.NM_CIDADE === value)) opcoes.unshift({ value, label: value });
  return (
    <SelectField
      label={label}
      data={opcoes}
      value={value}
      onChange={(v) => onChange(v, linhas.find((c) => c.NM_CIDADE === v) ?? null)}
      disabled={!cdUf}
      placeholder={cdUf ? undefined : MENSAGENS_PICKER.selecioneEstado}
      nothingFoundMessage={q.isFetching ? MENSAGENS.carregando : MENSAGENS.nenhumRegistro}
      limit={200}
      {...rest}
    />
  );
}

export interface BairroPickerProps extends Omit<MultiSelectProps, 'data' | 'value' | 'onChange' | 'label'> {
  label?: string;
  uf: string | null;
  /** Names of the cities whose neighbourhoods are offered. */
  cidades: readonly string[];
  /** Chosen neighbourhood names. */
  value: string[];
  onChange: (nmBairros: string[], rows: BairroLinha[]) => void;
}

/** Neighbourhoods of one or more cities (GET bairros/bairros-por-cidade/{estado}/{cities}); several may be chosen. */
export function BairroPicker({
  uf,
  cidades,
  value,
  onChange,
  label = 'Bairros',
  ...rest
}: BairroPickerProps) {
  const q = useBairros(uf, cidades);
  const linhas = q.data ?? [];
  const varias = cidades.length > 1;
  // The same neighbourhood name may exist in two cities: the option names its city then.
  const opcoes = [
    ...new Map(
      linhas.map((b) => {
        const v = varias ? `${b.NM_BAIRRO} (${b.NM_CIDADE})` : b.NM_BAIRRO;
        return [v, { value: v, label: v }];
      }),
    ).values(),
  ];
  return (
    <MultiSelect
      label={label}
      data={opcoes}
      value={value}
      onChange={(vs) =>
        onChange(
          vs,
          linhas.filter((b) => vs.includes(varias ? `${b.NM_BAIRRO} (${b.NM_CIDADE})` : b.NM_BAIRRO)),
        )
      }
      searchable
      clearable
      disabled={!uf || cidades.length === 0}
      placeholder={!uf || cidades.length === 0 ? MENSAGENS_PICKER.selecioneCidade : undefined}
      nothingFoundMessage={q.isFetching ? MENSAGENS.carregando : MENSAGENS.nenhumRegistro}
      limit={200}
      {...rest}
    />
  );
}
