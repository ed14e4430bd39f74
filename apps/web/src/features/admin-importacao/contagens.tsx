import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './importacao.module.css';
import { numero } from './situacao-importacao';

export interface ItemContagem {
  rotulo: string;
  valor: number;
  /** Colour of the figure. */
  cor?: string;
  /** One line under it: what the figure means. */
  dica?: ReactNode;
}

/** A row of figures (válidas, avisos, erros; inseridas, atualizadas, mantidas), each in its card. */
export function Contagens({ itens, rotulo }: { itens: readonly ItemContagem[]; rotulo: string }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: itens.length }} spacing="sm" aria-label={rotulo} role="list">
      {itens.map((i) => (
        <Paper
          key={i.rotulo}
          withBorder
          p="md"
          radius="md"
          role="listitem"
          data-testid={`contagem-${i.rotulo}`}
        >
          <Text size="sm" c="dimmed">
            {i.rotulo}
          </Text>
          <Text fz={24} fw={700} lh={1.25} c={i.cor} className={classes.numeros}>
            {numero(i.valor)}
          </Text>
          {i.dica && (
            <Text size="xs" c="dimmed" mt={2}>
              {i.dica}
            </Text>
          )}
        </Paper>
      ))}
    </SimpleGrid>
  );
}
