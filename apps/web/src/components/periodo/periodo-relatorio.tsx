import { formatarData, somarDias } from '@backoffice/domain/datas';
import { Button, Group, Paper } from '@mantine/core';
import { useState } from 'react';
import type { z } from 'zod';
import { useFormulario } from '../../lib/formulario/formulario';
import { DateField } from '../controls/date-field';

/** A report's period: ISO dates, either end open. */
export interface PeriodoRelatorio {
  de?: string;
  ate?: string;
}

/**
 * The period of a report (De, Até): the last `dias` days at first; the one applied changes only
 * when the form, checked by the domain's `esquema`, is sent.
 */
export function usePeriodoRelatorio<S extends z.ZodType>(esquema: S, hoje: string, dias = 30) {
  const inicial = { de: somarDias(hoje, -dias), ate: hoje };
  const f = useFormulario(
    esquema,
    inicial,
    (v) =>
      ({
        ...(v.de ? { de: v.de } : {}),
        ...(v.ate ? { ate: v.ate } : {}),
      }) as z.input<S>,
  );
  const [aplicado, setAplicado] = useState<PeriodoRelatorio>(inicial);
  const gerar = f.aoEnviar(async (p) => setAplicado(p as PeriodoRelatorio));
  return { f, aplicado, gerar };
}

/** 'de 01/01/2030 a 31/01/2030', with 'o início' and 'hoje' for an open end. */
export function textoPeriodo(p: PeriodoRelatorio): string {
  return `de ${p.de ? formatarData(p.de) : 'o início'} a ${p.ate ? formatarData(p.ate) : 'hoje'}`;
}

/** The period's form: De, Até and 'Gerar relatório', in one row. */
export function FormPeriodoRelatorio({
  periodo,
  rotulo,
  carregando,
}: {
  periodo: ReturnType<typeof usePeriodoRelatorio>;
  rotulo: string;
  carregando: boolean;
}) {
  const { f, gerar } = periodo;
  return (
    <Paper withBorder p="sm">
      <form onSubmit={(e) => void gerar(e)} aria-label={rotulo} noValidate>
        <Group align="flex-start" gap="md" wrap="wrap">
          <DateField label="De" {...f.campo.data('de')} />
          <DateField label="Até" {...f.campo.data('ate')} />
          <Button type="submit" mt={24} loading={carregando}>
            Gerar relatório
          </Button>
        </Group>
      </form>
    </Paper>
  );
}
