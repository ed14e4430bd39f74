import { Code, Stack, Text } from '@mantine/core';
import { IconHammer } from '@tabler/icons-react';
import type { ParametrosAba } from '../../lib/tab-url';
import { PaginaMensagem } from './pagina-mensagem';

/** A tab whose screen is not built yet. */
export function EmConstrucaoPage({
  nome,
  chave,
  params,
}: {
  nome: string;
  chave: string;
  params: ParametrosAba;
}) {
  const lista = Object.entries(params);
  return (
    <PaginaMensagem icone={<IconHammer size={32} />} cor="marca" titulo="Em construção">
      <Stack gap={6} align="center">
        <Text c="dimmed">
          A tela <strong>{nome}</strong> ainda está em construção.
        </Text>
        <Text size="sm" c="dimmed">
          Aba <Code>{chave}</Code>
          {lista.length > 0 && (
            <>
              {' '}
              com{' '}
              {lista.map(([k, v], i) => (
                <span key={k}>
                  {i > 0 && ', '}
                  <Code>
                    {k}={v}
                  </Code>
                </span>
              ))}
            </>
          )}
        </Text>
      </Stack>
    </PaginaMensagem>
  );
}
