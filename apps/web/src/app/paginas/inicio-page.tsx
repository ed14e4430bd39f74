import { Center, Stack, Text, Title } from '@mantine/core';
import { useUsuario } from '../../lib/sessao';

/** Shown when no tab is open. */
export function InicioPage() {
  const usuario = useUsuario();
  const nome = usuario?.apelido || usuario?.nm_pessoa || '';
  return (
    <Center mih={420} p="xl">
      <Stack align="center" gap="xs" ta="center">
        <img src="/logo.svg" alt="" width={72} height={72} />
        <Title order={1} size="h2">
          {nome ? `Olá, ${nome}!` : 'Bem-vindo!'}
        </Title>
        <Text c="dimmed">Escolha uma opção no menu ao lado para começar.</Text>
        <Text size="sm" c="dimmed">
          Dica: <kbd>Ctrl</kbd> + <kbd>B</kbd> recolhe ou expande o menu.
        </Text>
      </Stack>
    </Center>
  );
}
