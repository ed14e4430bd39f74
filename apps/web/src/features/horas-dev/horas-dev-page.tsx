import { dataNegocio } from '@backoffice/domain/datas';
import '@mantine/charts/styles.css';
import { CONTRATOS_OPERACOES } from '@backoffice/domain/contratos/operacoes';
import { isoParaBr } from '@backoffice/domain/controles';
import {
  deslocarPeriodo,
  MENSAGENS_HORAS_DEV as M,
  periodoDaData,
  rotuloPeriodo,
  serieHorasPorDia,
} from '@backoffice/domain/operacoes';
import { BarChart } from '@mantine/charts';
import { ActionIcon, Alert, Group, MultiSelect, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { EmptyState, LoadingState } from '../../components/controls/list-states';
import { consulta } from '../../lib/dados';

const CORES = [
  'blue.6',
  'teal.6',
  'orange.6',
  'grape.6',
  'red.6',
  'cyan.6',
  'lime.7',
  'pink.6',
  'indigo.6',
  'yellow.7',
];

/**
 * Horas Dev / DayOne (spec 002 §2.5, §9, code 334): a month navigator over the period from the 21st to
 * the 20th of the next month, its dates read-only, a developer multi-select and the hours per day.
 */
export function HorasDevPage() {
  const [periodo, setPeriodo] = useState(() => periodoDaData(dataNegocio()));
  const [escolhidos, setEscolhidos] = useState<string[]>([]);

  const horas = useQuery({
    ...consulta(
      CONTRATOS_OPERACOES.horasDev,
      { query: { data_inicial: isoParaBr(periodo.inicio), data_final: isoParaBr(periodo.fim) } },
      M.erroCarregar,
    ),
  });

  const desenvolvedores = useMemo(
    () => [...new Set((horas.data ?? []).map((l) => l.USUARIO))].sort((a, b) => a.localeCompare(b, 'pt-BR')),
    [horas.data],
  );
  const mostrados =
    escolhidos.length > 0 ? desenvolvedores.filter((d) => escolhidos.includes(d)) : desenvolvedores;
  const serie = useMemo(
    () => serieHorasPorDia(horas.data ?? [], periodo, mostrados),
    [horas.data, periodo, mostrados],
  );
  const total = (horas.data ?? [])
    .filter((l) => mostrados.includes(l.USUARIO))
    .reduce((s, l) => s + l.TOTAL_HORAS_DIA, 0);

  return (
    <Stack gap="md" p="md">
      <Title order={2} size="h3">
        Horas Dev
      </Title>
      <Group align="flex-end" wrap="wrap">
        <Group gap={4} align="center">
          <ActionIcon
            variant="default"
            size="lg"
            aria-label="Período anterior"
            onClick={() => setPeriodo((p) => deslocarPeriodo(p, -1))}
          >
            <IconChevronLeft size={18} aria-hidden />
          </ActionIcon>
          <Text fw={600} w={190} ta="center" aria-live="polite" data-testid="periodo-dev">
            {rotuloPeriodo(periodo)}
          </Text>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label="Próximo período"
            onClick={() => setPeriodo((p) => deslocarPeriodo(p, 1))}
          >
            <IconChevronRight size={18} aria-hidden />
          </ActionIcon>
        </Group>
        <TextInput label="Data inicial" value={isoParaBr(periodo.inicio)} readOnly w={130} />
        <TextInput label="Data final" value={isoParaBr(periodo.fim)} readOnly w={130} />
        <MultiSelect
          label="Desenvolvedores"
          placeholder={escolhidos.length ? undefined : 'Todos'}
          data={desenvolvedores}
          value={escolhidos}
          onChange={setEscolhidos}
          searchable
          clearable
          nothingFoundMessage="Nenhum desenvolvedor no período"
          miw={280}
        />
      </Group>
      {horas.isPending && <LoadingState />}
      {horas.isError && <Alert color="red">{M.erroCarregar}</Alert>}
      {horas.data && mostrados.length === 0 && <EmptyState text={M.vazio} />}
      {horas.data && mostrados.length > 0 && (
        <Paper withBorder p="md" component="section" aria-labelledby="horas-dev-grafico">
          <Group justify="space-between" mb="sm">
            <Title order={3} size="h5" id="horas-dev-grafico">
              Horas por dia
            </Title>
            <Text size="sm" c="gray.7" data-testid="total-horas">
              Total: {total.toLocaleString('pt-BR')} h
            </Text>
          </Group>
          <BarChart
            h={320}
            data={serie}
            dataKey="dia"
            type="stacked"
            withLegend
            series={mostrados.map((d, i) => ({ name: d, color: CORES[i % CORES.length] }))}
            gridAxis="y"
          />
        </Paper>
      )}
    </Stack>
  );
}
