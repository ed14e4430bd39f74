import {
  brParaIso,
  erroLimiteData,
  isoParaBr,
  LIMITES_CONTROLES,
  MENSAGENS_CONTROLES,
} from '@backoffice/domain/controles';
import { ActionIcon, InputBase, type InputBaseProps, Popover } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import { useDisclosure } from '@mantine/hooks';
import { IconCalendar } from '@tabler/icons-react';
import 'dayjs/locale/pt-br';
import { type FocusEvent, useEffect, useState } from 'react';
import { IMaskInput } from 'react-imask';
import { MASKS } from '../../lib/masks';

export interface DateFieldProps extends Omit<InputBaseProps, 'value' | 'onChange'> {
  label: string;
  /** ISO date (YYYY-MM-DD) or null. */
  value: string | null;
  /** Called with the ISO date, or null when the field is emptied or the typed date is not accepted. */
  onChange: (value: string | null) => void;
  /**
   * Narrower bounds (ISO); never wider than 1970-01-01 to 2200-12-31 (from 1900-01-01 with
   * `historica`).
   */
  minDate?: string;
  maxDate?: string;
  /** A date of a person's history (birth, documents, past jobs): accepted from 01/01/1900. */
  historica?: boolean;
  placeholder?: string;
  readOnly?: boolean;
  /** Called when the field is left (after its own check of a half-typed date). */
  onBlur?: (e: FocusEvent<HTMLInputElement>) => void;
}

/** The pt-BR names of the calendar's controls (previous and next month, year, decade). */
export const ROTULOS_CALENDARIO = {
  previousMonth: 'Mês anterior',
  nextMonth: 'Próximo mês',
  previousYear: 'Ano anterior',
  nextYear: 'Próximo ano',
  previousDecade: 'Década anterior',
  nextDecade: 'Próxima década',
  monthLevelControl: 'Escolher o mês',
  yearLevelControl: 'Escolher o ano',
};

/**
 * Date typed as dd/mm/aaaa (masked) or picked in a pt-BR calendar; the value is ISO. Dates outside the
 * bounds (1970-01-01 to 2200-12-31 unless narrowed; from 1900-01-01 with `historica`) are refused
 * with a message.
 */
export function DateField({
  label,
  value,
  onChange,
  historica = false,
  minDate,
  maxDate = LIMITES_CONTROLES.dataMaxima,
  placeholder = 'dd/mm/aaaa',
  error,
  disabled,
  readOnly,
  onBlur,
  ...rest
}: DateFieldProps) {
  const [texto, setTexto] = useState(value ? isoParaBr(value) : '');
  const [erro, setErro] = useState<string | null>(null);
  const [aberto, { close, toggle }] = useDisclosure(false);
  const piso = historica ? LIMITES_CONTROLES.dataMinimaHistorica : LIMITES_CONTROLES.dataMinima;
  const menor = !minDate || minDate < piso ? piso : minDate;
  const maior = maxDate > LIMITES_CONTROLES.dataMaxima ? LIMITES_CONTROLES.dataMaxima : maxDate;

  // A value set from outside (form reset, calendar) replaces what is shown.
  useEffect(() => {
    setTexto((atual) => {
      if (value === null) return brParaIso(atual) ? '' : atual;
      return brParaIso(atual) === value ? atual : isoParaBr(value);
    });
    if (value) setErro(null);
  }, [value]);

  function aceitar(t: string) {
    setTexto(t);
    if (t === '') {
      setErro(null);
      if (value !== null) onChange(null);
      return;
    }
    if (t.length < 10) return;
    const iso = brParaIso(t);
    const e = iso ? erroLimiteData(iso, menor, maior, piso) : MENSAGENS_CONTROLES.dataInvalida;
    setErro(e);
    const novo = e ? null : iso;
    if (novo !== value) onChange(novo);
  }

  function aoSair(e: FocusEvent<HTMLInputElement>) {
    if (texto !== '' && texto.length < 10) setErro(MENSAGENS_CONTROLES.dataInvalida);
    onBlur?.(e);
  }

  return (
    <Popover
      opened={aberto}
      onChange={(o) => !o && close()}
      position="bottom-start"
      trapFocus
      withRoles={false}
    >
      {/* The mask component's ref is not a DOM node, so the popover anchors on a wrapper. */}
      <Popover.Target>
        <div>
          <InputBase
            component={IMaskInput}
            mask={MASKS.date.mask}
            value={texto}
            onAccept={(v: string) => aceitar(v)}
            onBlur={aoSair}
            label={label}
            placeholder={placeholder}
            inputMode="numeric"
            autoComplete="off"
            error={erro ?? error}
            disabled={disabled}
            readOnly={readOnly}
            rightSectionPointerEvents="all"
            rightSection={
              <ActionIcon
                variant="subtle"
                color="gray.8"
                onClick={toggle}
                disabled={disabled || readOnly}
                aria-label={`Abrir calendário de ${label}`}
                aria-expanded={aberto}
              >
                <IconCalendar size={18} aria-hidden />
              </ActionIcon>
            }
            {...rest}
          />
        </div>
      </Popover.Target>
      <Popover.Dropdown role="dialog" aria-label={`Calendário de ${label}`}>
        <DatePicker
          locale="pt-br"
          value={value}
          defaultDate={value ?? undefined}
          minDate={menor}
          maxDate={maior}
          ariaLabels={ROTULOS_CALENDARIO}
          getDayAriaLabel={(d) => isoParaBr(d)}
          // Mantine paints weekends light red, below the 4.5:1 contrast text needs.
          weekendDays={[]}
          onChange={(d) => {
            close();
            aceitar(d ? isoParaBr(d) : '');
          }}
        />
      </Popover.Dropdown>
    </Popover>
  );
}
