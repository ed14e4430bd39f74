import { Alert, Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import { AppModal } from '../../components/controls/app-modal';

/** The temporary password of a new user or of a reset, shown this once. */
export function SenhaTemporariaModal({
  dados,
  onClose,
}: {
  dados: { nome: string; senha: string } | null;
  onClose: () => void;
}) {
  return (
    <AppModal
      opened={dados !== null}
      onClose={onClose}
      title="Senha temporária"
      size="md"
      footer={<Button onClick={onClose}>Concluir</Button>}
    >
      {dados && (
        <Stack gap="sm">
          <Text size="sm">
            Entregue a senha a <strong>{dados.nome}</strong> por um meio seguro. Ela vale para o primeiro
            acesso, em que a pessoa escolhe a própria senha.
          </Text>
          <Group gap="sm">
            <Code fz="lg" data-testid="senha-temporaria">
              {dados.senha}
            </Code>
            <CopyButton value={dados.senha}>
              {({ copied, copy }) => (
                <Button size="xs" variant="default" onClick={copy}>
                  {copied ? 'Copiada' : 'Copiar'}
                </Button>
              )}
            </CopyButton>
          </Group>
          <Alert color="yellow">Esta senha não será mostrada de novo.</Alert>
        </Stack>
      )}
    </AppModal>
  );
}
