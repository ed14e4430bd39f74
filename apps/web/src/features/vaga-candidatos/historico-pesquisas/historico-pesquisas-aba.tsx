import { Title } from '@mantine/core';

/** The vacancy's search history tab (spec 001 §2.5). */
export function HistoricoPesquisasAba({ nrVaga }: { nrVaga: number }) {
  return (
    <Title order={4} size="h5">
      Histórico de pesquisas da vaga {nrVaga}
    </Title>
  );
}
