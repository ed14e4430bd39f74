import { LIMITES_CONTROLES } from '@backoffice/domain/controles';
import { MENSAGENS } from '@backoffice/domain/mensagens';
import {
  type CargoClienteLinha,
  type CargoLinha,
  type CentroCustoLinha,
  type IdiomaLinha,
  MENSAGENS_PICKER,
  type TipoProcessoLinha,
  type TurnoLinha,
} from '@backoffice/domain/pickers';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { SelectField, type SelectFieldProps } from '../controls/select-field';
import { SelectableList } from '../controls/selectable-list';
import {
  type FonteCargo,
  useCargos,
  useCargosCliente,
  useCentrosCusto,
  useIdiomas,
  useTiposProcesso,
  useTurnos,
} from './picker-queries';

type BaseSelect = Omit<SelectFieldProps, 'data' | 'value' | 'onChange' | 'label'> & { label?: string };

export interface IdiomaPickerProps extends BaseSelect {
  value: number | null;
  onChange: (cdIdioma: number | null, row: IdiomaLinha | null) => void;
}

/** Language (GET conhecimento/idiomas, kept for the session). */
export function IdiomaPicker({ value, onChange, label = 'Idioma', ...rest }: IdiomaPickerProps) {
  const q = useIdiomas();
  const linhas = q.data ?? [];
  return (
    <SelectField
      label={label}
      data={linhas.map((i) => ({ value: String(i.CD_IDIOMA), label: i.NM_IDIOMA }))}
      value={value === null ? null : String(value)}
      onChange={(v) =>
        onChange(v === null ? null : Number(v), linhas.find((i) => String(i.CD_IDIOMA) === v) ?? null)
      }
      {...rest}
    />
  );
}

export interface TipoProcessoPickerProps extends BaseSelect {
  cdPessoaCliente: number | null;
  cdPessoaAnalista: number | null;
  value: number | null;
  onChange: (idTipoProcesso: number | null, row: TipoProcessoLinha | null) => void;
}

/** Selection process type of a client (GET agendamento/dados-tipo-processo/{client}/{analyst}); waits for the client. */
export function TipoProcessoPicker({
  cdPessoaCliente,
  cdPessoaAnalista,
  value,
  onChange,
  label = 'Tipo de processo',
  ...rest
}: TipoProcessoPickerProps) {
  const q = useTiposProcesso(cdPessoaCliente, cdPessoaAnalista);
  const linhas = q.data ?? [];
  return (
    <SelectField
      label={label}
      data={linhas.map((t) => ({
        value: String(t.ID_TIPO_PROCESSO),
        label: t.DS_TIPO_PROCESSO ?? t.DS_TIPO_ABREVIADO,
      }))}
      value={value === null ? null : String(value)}
      onChange={(v) =>
        onChange(v === null ? null : Number(v), linhas.find((t) => String(t.ID_TIPO_PROCESSO) === v) ?? null)
      }
      disabled={cdPessoaCliente === null}
      placeholder={cdPessoaCliente === null ? MENSAGENS_PICKER.selecioneCliente : undefined}
      nothingFoundMessage={q.isFetching ? MENSAGENS.carregando : MENSAGENS.nenhumRegistro}
      {...rest}
    />
  );
}

export interface CargoPickerProps {
  /** 'sip' (GET cargo/sip-cargos) in the vacancy edit panel, 'todos' (GET cargo/cargos) in the search area. */
  fonte?: FonteCargo;
  /** 'lista' with a filter and a count; 'select' for a form row. */
  variant?: 'lista' | 'select';
  label?: string;
  value: number | null;
  onChange: (cdCargo: number | null, row: CargoLinha | null) => void;
  height?: number;
  /** The field's message (the 'select' variant). */
  error?: string;
}

/** Position from the internal catalogue. */
export function CargoPicker({
  fonte = 'sip',
  variant = 'lista',
  label = 'Cargos',
  value,
  onChange,
  height,
  error,
}: CargoPickerProps) {
  const q = useCargos(fonte);
  const linhas = q.data ?? [];
  if (variant === 'select') {
    return (
      <SelectField
        label={label}
        data={linhas.map((c) => ({ value: String(c.CD_CARGO), label: c.NM_CARGO }))}
        value={value === null ? null : String(value)}
        onChange={(v) =>
          onChange(v === null ? null : Number(v), linhas.find((c) => String(c.CD_CARGO) === v) ?? null)
        }
        limit={200}
        error={error}
      />
    );
  }
  return (
    <SelectableList<CargoLinha>
      label={label}
      rows={linhas}
      loading={q.isPending && q.fetchStatus !== 'idle'}
      error={q.isError ? MENSAGENS_PICKER.cargos : null}
      getValue={(c) => String(c.CD_CARGO)}
      renderRow={(c) => (
        <Text size="sm" truncate>
          {c.NM_CARGO}
        </Text>
      )}
      value={value === null ? null : String(value)}
      onChange={(v, row) => onChange(Number(v), row)}
      height={height}
    />
  );
}

export interface CargoClientePickerProps {
  cdPessoaCliente: number | null;
  cdEmpresa: number | null;
  label?: string;
  value: number | null;
  onChange: (cdCargoCliente: number, row: CargoClienteLinha) => void;
  height?: number;
}

/** The client's names for positions (GET cargo/cargos-cliente/{cdPessoaCliente}/{cdEmpresa}). */
export function CargoClientePicker({
  cdPessoaCliente,
  cdEmpresa,
  label = 'Cargos do cliente',
  value,
  onChange,
  height,
}: CargoClientePickerProps) {
  const q = useCargosCliente(cdPessoaCliente, cdEmpresa);
  if (cdPessoaCliente === null) return <Text size="sm">{MENSAGENS_PICKER.selecioneCliente}</Text>;
  return (
    <SelectableList<CargoClienteLinha>
      label={label}
      rows={q.data}
      loading={q.isPending}
      error={q.isError ? MENSAGENS_PICKER.cargosCliente : null}
      getValue={(c) => String(c.CD_CARGO_CLIENTE)}
      rowHeight={56}
      renderRow={(c) => (
        <Group justify="space-between" wrap="nowrap" w="100%" gap="xs">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text size="sm" fw={500} truncate>
              {c.NM_CARGO_CLIENTE}
            </Text>
            <Text size="xs" c="gray.7" truncate>
              {c.NM_CARGO ?? 'Sem cargo interno'}
            </Text>
          </Stack>
          <Badge variant="light" color="gray" size="sm" style={{ flexShrink: 0 }}>
            {c.DS_CARGO_EXIBIR_WEB}
          </Badge>
        </Group>
      )}
      value={value === null ? null : String(value)}
      onChange={(v, row) => onChange(Number(v), row)}
      height={height}
    />
  );
}

export interface CentroCustoPickerProps {
  cdPessoaCliente: number | null;
  cdEmpresa: number | null;
  label?: string;
  /** CD_CENTRO_CUSTO (the client's own code, a text). */
  value: string | null;
  onChange: (cdCentroCusto: string, row: CentroCustoLinha) => void;
  height?: number;
}

/** The client's cost centres with a filter (GET centro-custo/list-centro-custo/{cdPessoaCliente}/{cdEmpresa}). */
export function CentroCustoPicker({
  cdPessoaCliente,
  cdEmpresa,
  label = 'Centros de custo',
  value,
  onChange,
  height,
}: CentroCustoPickerProps) {
  const q = useCentrosCusto(cdPessoaCliente, cdEmpresa);
  if (cdPessoaCliente === null) return <Text size="sm">{MENSAGENS_PICKER.selecioneCliente}</Text>;
  return (
    <SelectableList<CentroCustoLinha>
      label={label}
      rows={q.data}
      loading={q.isPending}
      error={q.isError ? MENSAGENS_PICKER.centrosCusto : null}
      getValue={(c) => c.CD_CENTRO_CUSTO}
      renderRow={(c) => (
        <Text size="sm" truncate>
          <Text span fw={600} size="sm">
            {c.CD_CENTRO_CUSTO}
          </Text>{' '}
          — {c.NM_CENTRO_CUSTO}
        </Text>
      )}
      value={value}
      onChange={onChange}
      height={height}
    />
  );
}

export interface TurnoPickerProps {
  cdTipoContratacao: number | null;
  label?: string;
  value: number | null;
  onChange: (cdTurno: number, row: TurnoLinha) => void;
  height?: number;
}

/** Work shifts of a hiring type: virtualised list, rows 60 px high, with a filter (GET turno/turnos-list/{cd}). */
export function TurnoPicker({
  cdTipoContratacao,
  label = 'Turnos',
  value,
  onChange,
  height = 360,
}: TurnoPickerProps) {
  const q = useTurnos(cdTipoContratacao);
  return (
    <SelectableList<TurnoLinha>
      label={label}
      rows={q.data}
      loading={q.isPending && q.fetchStatus !== 'idle'}
      error={q.isError ? MENSAGENS_PICKER.turnos : null}
      getValue={(t) => String(t.CD_TURNO)}
      rowHeight={LIMITES_CONTROLES.alturaLinhaTurno}
      renderRow={(t) => (
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text size="sm" lineClamp={2}>
            {t.NM_TURNO}
          </Text>
          {t.CD_TURNO_DATASUL ? (
            <Text size="xs" c="gray.7">
              Código {t.CD_TURNO_DATASUL}
            </Text>
          ) : null}
        </Stack>
      )}
      value={value === null ? null : String(value)}
      onChange={(v, row) => onChange(Number(v), row)}
      height={height}
    />
  );
}
