import { MENSAGENS } from '@backoffice/domain/mensagens';
import { Center, Group, Loader, Text } from '@mantine/core';

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
export function EmptyState({ text = MENSAGENS.semDados }: { text?: string }) {
  return (
    <Center py="md">
      <Text size="sm" c="gray.7">
        {text}
      </Text>
    </Center>
  );
}
