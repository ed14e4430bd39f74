import { Stack, Title } from '@mantine/core';
import type { PaginaAbaProps } from '../../lib/tabs';
import { ContratacoesLista } from './contratacoes-lista';

/**
 * Tab 'Contratacoes': the placements of every client (selection, recruitment and finance read them;
 * finance without the changes). The param `pendentes=S` opens it on the pending admissions.
 */
export function ContratacoesPage({ params }: PaginaAbaProps) {
  return (
    <Stack gap="sm" p="md">
      <Title order={2} size="h3">
        Contratações
      </Title>
      <ContratacoesLista pendentesInicial={params?.pendentes === 'S'} />
    </Stack>
  );
}
