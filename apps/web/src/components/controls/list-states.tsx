import { MENSAGENS } from '@backoffice/domain/mensagens';
import { Button, Center, Group, Loader, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconFilterOff, IconInbox } from '@tabler/icons-react';
import type { ReactNode } from 'react';

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

/** The one step an empty list offers ('Limpar filtros', 'Adicionar candidatos'). */
export interface AcaoVazio {
  rotulo: string;
  aoClicar: () => void;
  icone?: ReactNode;
}

export interface EmptyStateProps {
  /** What the list lacks ('Nenhuma vaga encontrada'); 'Não há dados para exibir...' when not given. */
  text?: string;
  /** What to do next ('Ajuste os filtros ou limpe-os para ver todas as vagas.'). */
  dica?: string;
  /** A button for that next step. */
  acao?: AcaoVazio;
  /**
   * 'filtrado': the list is empty because of its filters (no results for them), not because there is
   * nothing yet; the icon says so.
   */
  tipo?: 'vazio' | 'filtrado';
}

/**
 * An empty list: its title, what to do next and, when there is one, the button that does it. A list
 * with nothing yet and a list whose filters leave nothing are told apart (`tipo`), so the second
 * offers to clear the filters instead of suggesting there are no records.
 */
export function EmptyState({ text = MENSAGENS.semDados, dica, acao, tipo = 'vazio' }: EmptyStateProps) {
  const destaque = Boolean(dica || acao);
  return (
    <Center py={destaque ? 'lg' : 'md'} data-testid="lista-vazia" data-tipo={tipo}>
      <Stack gap={6} align="center" maw={480}>
        {destaque && (
          <ThemeIcon variant="light" color="gray" size={36} radius="xl" aria-hidden>
            {tipo === 'filtrado' ? <IconFilterOff size={20} /> : <IconInbox size={20} />}
          </ThemeIcon>
        )}
        <Text size="sm" c={destaque ? undefined : 'gray.7'} fw={destaque ? 600 : undefined} ta="center">
          {text}
        </Text>
        {dica && (
          <Text size="sm" c="gray.7" ta="center">
            {dica}
          </Text>
        )}
        {acao && (
          <Button size="xs" variant="default" mt={4} leftSection={acao.icone} onClick={acao.aoClicar}>
            {acao.rotulo}
          </Button>
        )}
      </Stack>
    </Center>
  );
}
