import { MENSAGENS } from '@backoffice/domain/mensagens';
import { Center, Group, Loader, Stack, Text } from '@mantine/core';

/** 'Carregando...' with a spinner; announced to screen readers. */
export function LoadingState({ text = MENSAGENS.carregando }: { text?: string }) {
  return (
    <Center py="md" role="status" aria-live="polite">
      <Group gap="xs">
        <Loader size="sm" aria-hidden />
        <Text size="sm">{text}</Text>
      </Group>
    </Center>
  );
}

/** 'Não há dados para exibir...' for an empty list. */
export function EmptyState({ text = MENSAGENS.semDados, dica }: { text?: string; dica?: string }) {
  return (
    <Center py="md">
      <Stack gap={2} align="center">
        <Text size="sm" c={dica ? undefined : 'gray.7'} fw={dica ? 500 : undefined}>
          {text}
        </Text>
        {dica && (
          <Text size="sm" c="gray.7" ta="center">
            {dica}
          </Text>
        )}
      </Stack>
    </Center>
  );
}
