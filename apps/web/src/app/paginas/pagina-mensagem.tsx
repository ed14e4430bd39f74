import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface PaginaMensagemProps {
  icone: ReactNode;
  cor?: string;
  titulo: string;
  children: ReactNode;
  acao?: { rotulo: string; onClick: () => void };
}

/** A plain page stating one thing (not found, no permission, under construction). */
export function PaginaMensagem({ icone, cor = 'gray', titulo, children, acao }: PaginaMensagemProps) {
  return (
    <Center mih={360} p="xl">
      <Stack align="center" gap="sm" maw={520} ta="center">
        <ThemeIcon size={64} radius="xl" variant="light" color={cor} aria-hidden>
          {icone}
        </ThemeIcon>
        <Title order={2} size="h3">
          {titulo}
        </Title>
        <Text c="dimmed" component="div">
          {children}
        </Text>
        {acao && (
          <Button variant="light" onClick={acao.onClick} mt="xs">
            {acao.rotulo}
          </Button>
        )}
      </Stack>
    </Center>
  );
}
