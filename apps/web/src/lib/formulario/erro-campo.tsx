import { Text } from '@mantine/core';

/** The message under a field whose control shows none (a picker, a slider, a list of marks). */
export function ErroCampo({ mensagem }: { mensagem: string | undefined }) {
  return mensagem ? (
    <Text size="sm" c="red.8" role="alert">
      {mensagem}
    </Text>
  ) : null;
}
