import { formatarData } from '@backoffice/domain/datas';
import {
  type EstadoFaturamento,
  formatarPercentualFaturamento,
  ROTULOS_ESTADO_FATURAMENTO,
} from '@backoffice/domain/faturamento-avaliacao';
import { Badge, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';

/** The colour of each billing state's badge. */
const CORES_ESTADO: Record<EstadoFaturamento, string> = {
  a_faturar: 'yellow',
  parcial: 'blue',
  faturada: 'green',
  sem_faturamento: 'gray',
};

/** The billing state as a badge ('Parcialmente faturada'). */
export function BadgeEstadoFaturamento({ estado }: { estado: EstadoFaturamento }) {
  return (
    <Badge color={CORES_ESTADO[estado]} variant="light" style={{ whiteSpace: 'nowrap' }}>
      {ROTULOS_ESTADO_FATURAMENTO[estado]}
    </Badge>
  );
}

/** One billed part as text: '30%', its date and, when billed, 'Faturado'. */
export function ParteFaturamento({
  pc,
  dt,
  faturado,
}: {
  pc: number | null;
  dt: string | null;
  faturado: boolean;
}) {
  if (pc === null && !dt) return <Text size="sm">—</Text>;
  return (
    <Stack gap={0}>
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {formatarPercentualFaturamento(pc)}
      </Text>
      {dt && (
        <Text size="xs" c="gray.7" style={{ whiteSpace: 'nowrap' }}>
          {formatarData(dt)}
        </Text>
      )}
      {faturado && (
        <Text size="xs" c="green" style={{ whiteSpace: 'nowrap' }}>
          <IconCircleCheck size={12} aria-hidden style={{ verticalAlign: 'middle' }} /> Faturado
        </Text>
      )}
    </Stack>
  );
}

/** The parts of a vacancy's billing that have something, one line each: 'Adiantamento 30% · 05/01/2030'. */
export function PartesFaturamento({
  partes,
}: {
  partes: readonly { nome: string; pc: number | null; dt: string | null; faturado: boolean }[];
}) {
  const comDados = partes.filter((p) => p.pc !== null || p.dt);
  if (comDados.length === 0) return <Text size="sm">—</Text>;
  return (
    <Stack gap={2}>
      {comDados.map((p) => (
        <Text key={p.nome} size="xs">
          <Text span size="xs" c="gray.7">
            {p.nome}
          </Text>{' '}
          <Text span size="xs" fw={600}>
            {formatarPercentualFaturamento(p.pc)}
          </Text>
          {p.dt ? <span style={{ whiteSpace: 'nowrap' }}> · {formatarData(p.dt)}</span> : ''}
          {p.faturado && (
            <Text span size="xs" c="green">
              {' '}
              <IconCircleCheck size={12} aria-hidden style={{ verticalAlign: 'middle' }} /> faturado
            </Text>
          )}
        </Text>
      ))}
    </Stack>
  );
}

/** Visually hidden, still read: the labels of the inputs of a table's cells (the column says it). */
export const OCULTO = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
