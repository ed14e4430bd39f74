import { Box, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './login-page.module.css';

export interface CartaoEntradaProps {
  /** The page's heading, which also names the card. */
  titulo: string;
  /** What the page is for, under the heading. */
  subtitulo: ReactNode;
  children: ReactNode;
  /** A line under the card. */
  rodape?: ReactNode;
}

/** The card of the pages before the back-office (login, choosing a new password) on the brand background. */
export function CartaoEntrada({ titulo, subtitulo, children, rodape }: CartaoEntradaProps) {
  return (
    <Box className={classes.fundo}>
      <main className={classes.centro}>
        <Paper
          component="section"
          className={classes.cartao}
          shadow="md"
          radius="md"
          withBorder
          aria-labelledby="titulo-entrada"
        >
          <Stack gap="lg">
            <Stack gap={6} align="center">
              <img src="/logo.svg" alt="" width={56} height={56} />
              <Title order={1} id="titulo-entrada" size="h3" ta="center">
                {titulo}
              </Title>
              <Text size="sm" c="dimmed" ta="center">
                {subtitulo}
              </Text>
            </Stack>
            {children}
          </Stack>
        </Paper>
        {rodape}
      </main>
    </Box>
  );
}
