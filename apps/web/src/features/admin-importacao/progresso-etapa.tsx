import { formatarDuracao } from '@backoffice/domain/datas';
import { type ImportacaoResumo, ritmoImportacao } from '@backoffice/domain/importacao';
import { Button, Group, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './importacao.module.css';
import { numero } from './situacao-importacao';

export interface ProgressoEtapaProps {
  titulo: string;
  /** Under the title: what happens meanwhile. */
  explicacao: string;
  importacao: ImportacaoResumo;
  /** Rows the step goes through; null when unknown until it ends (the dry run reads as it goes). */
  total: number | null;
  /** Under the figures (the dry run's counts so far). */
  rodape?: ReactNode;
  aoCancelar?: () => void;
  cancelando?: boolean;
}

/**
 * A running step (the dry run or the import): the bar, rows done (of the total, when known), rows a
 * second and the time left (or, without a total, the time so far). Every figure has its place from
 * the first answer on, so nothing moves while it is read again each second.
 */
export function ProgressoEtapa({
  titulo,
  explicacao,
  importacao: i,
  total,
  rodape,
  aoCancelar,
  cancelando,
}: ProgressoEtapaProps) {
  const feitas = total === null ? i.nr_processadas : Math.min(i.nr_processadas, total);
  const pct = total ? Math.floor((feitas / total) * 100) : 0;
  // the server's figures, else the pace since the step started
  const estimado = ritmoImportacao(feitas, total ?? feitas, i.dt_inicio);
  const porSegundo = i.nr_linhas_segundo ?? estimado.porSegundo;
  const restantes = i.nr_segundos_restantes ?? estimado.restantes;
  const decorridos = i.dt_inicio
    ? Math.max(0, Math.round((Date.now() - new Date(i.dt_inicio).getTime()) / 1000))
    : null;
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="md">
        <div>
          <Title order={3} size="h4">
            {titulo}
          </Title>
          <Text size="sm" c="dimmed">
            {explicacao}
          </Text>
        </div>
        {total === null ? (
          <Progress
            value={100}
            size="lg"
            animated
            striped
            aria-label={`${titulo}: ${numero(feitas)} linhas lidas`}
          />
        ) : (
          <Progress
            value={pct}
            size="lg"
            animated
            striped
            aria-label={`${titulo}: ${pct}%`}
            transitionDuration={400}
          />
        )}
        <SimpleGrid cols={{ base: 1, sm: 3 }} className={classes.numeros}>
          {total === null ? (
            <Figura rotulo="Linhas lidas" valor={numero(feitas)} />
          ) : (
            <Figura rotulo="Linhas gravadas" valor={`${numero(feitas)} de ${numero(total)} (${pct}%)`} />
          )}
          <Figura rotulo="Ritmo" valor={porSegundo === null ? '–' : `${numero(porSegundo)} linhas/s`} />
          {total === null ? (
            <Figura
              rotulo="Tempo decorrido"
              valor={decorridos === null ? '–' : formatarDuracao(decorridos * 1000)}
            />
          ) : (
            <Figura
              rotulo="Tempo restante"
              valor={restantes === null ? 'calculando…' : formatarDuracao(restantes * 1000)}
            />
          )}
        </SimpleGrid>
        {rodape}
        {aoCancelar && (
          <Group justify="flex-end">
            <Button variant="default" color="red" onClick={aoCancelar} loading={cancelando}>
              Cancelar
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

function Figura({ rotulo, valor }: { rotulo: string; valor: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {rotulo}
      </Text>
      <Text fw={600}>{valor}</Text>
    </div>
  );
}
