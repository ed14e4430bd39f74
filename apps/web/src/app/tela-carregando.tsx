import { MENSAGENS } from '@backoffice/domain/mensagens';
import { Box, Loader, Stack, Text } from '@mantine/core';

/** The loading overlay of spec 002 §2.1: the logo and 'Carregando...'. */
export function TelaCarregando({ telaCheia = false }: { telaCheia?: boolean }) {
  return (
    <Box
      role="status"
      aria-live="polite"
      style={{
        position: telaCheia ? 'fixed' : 'absolute',
        inset: 0,
        zIndex: 300,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: 'color-mix(in srgb, var(--mantine-color-body) 85%, transparent)',
      }}
    >
      <Stack align="center" gap="sm">
        <img src="/logo.svg" alt="" width={56} height={56} />
        <Loader size="sm" type="dots" aria-hidden />
        <Text size="sm" c="dimmed" fw={500}>
          {MENSAGENS.carregando}
        </Text>
      </Stack>
    </Box>
  );
}
