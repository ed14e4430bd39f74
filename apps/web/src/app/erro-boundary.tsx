import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  nome: string;
}

/** Keeps one broken tab from taking the whole shell down. */
export class ErroBoundary extends Component<Props, { erro: Error | null }> {
  state = { erro: null as Error | null };

  static getDerivedStateFromError(erro: Error) {
    return { erro };
  }

  componentDidCatch(erro: Error, info: ErrorInfo) {
    console.error(erro, info.componentStack);
  }

  render() {
    if (!this.state.erro) return this.props.children;
    return (
      <Alert
        color="red"
        variant="light"
        m="md"
        icon={<IconAlertTriangle aria-hidden />}
        title="Erro ao exibir a tela"
      >
        <Stack gap="xs" align="flex-start">
          <Text size="sm">
            Não foi possível exibir “{this.props.nome}”. Tente novamente; se o erro persistir, contate a TI.
          </Text>
          <Button size="xs" variant="light" color="red" onClick={() => this.setState({ erro: null })}>
            Tentar novamente
          </Button>
        </Stack>
      </Alert>
    );
  }
}
