import { Center, Text } from '@mantine/core';

/** The generic controls gallery. */
export function ControlesPage() {
  return (
    <Center mih={300}>
      <Text c="dimmed">Página de controles ainda não disponível.</Text>
    </Center>
  );
}
