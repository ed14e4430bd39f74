import { CONTRATOS_OPERACOES as C } from '@backoffice/domain/contratos/operacoes';
import { formatarDataHora } from '@backoffice/domain/datas';
import {
  type HelpDeskLinha,
  helpDeskInteracaoBody,
  LIMITES_HELP_DESK,
  MENSAGENS_HELP_DESK as M,
} from '@backoffice/domain/operacoes';
import {
  Alert,
  Badge,
  Button,
  Divider,
  Group,
  Paper,
  ScrollArea,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { AppModal } from '../../components/controls/app-modal';
import { EmptyState, LoadingState } from '../../components/controls/list-states';
import { consulta, useAcao } from '../../lib/dados';
import { AlertaFormulario } from '../../lib/formulario/alerta-formulario';
import { useFormulario } from '../../lib/formulario/formulario';

export interface InteracoesHelpModalProps {
  /** The ticket whose interactions are shown; none keeps the modal closed. */
  help: HelpDeskLinha | null;
  onClose: () => void;
}

const VAZIO = { texto: '' };

/**
 * A ticket's interactions (GET|POST /api/helpdesk/chamados/:nr/interacoes): the problem, then each
 * interaction oldest first with its author and dd/mm/aaaa hh:mm, and a new one at the bottom.
 */
export function InteracoesHelpModal({ help, onClose }: InteracoesHelpModalProps) {
  const nr = help?.NR_HELP_DESK ?? 0;
  const q = useQuery({
    ...consulta(C.helpDeskInteracoes, { params: { nr } }, M.erroInteracoes),
    enabled: help !== null,
  });
  const enviar = useAcao(C.helpDeskInteragir, { silencioso: true, sucesso: (r) => r.message });
  const f = useFormulario(helpDeskInteracaoBody, VAZIO);
  const { reset } = f.form;
  // each ticket opens with an empty text
  useEffect(() => {
    if (help) reset(VAZIO);
  }, [help, reset]);

  const salvar = f.aoEnviar(async (corpo) => {
    await enviar.mutateAsync({ params: { nr }, corpo });
    reset(VAZIO);
  });

  return (
    <AppModal
      opened={help !== null}
      onClose={onClose}
      size="xl"
      title={help ? `Interações do help ${help.NR_HELP_DESK} - ${help.ASSUNTO}` : ''}
      footer={
        <Button variant="default" onClick={onClose}>
          Fechar
        </Button>
      }
    >
      {help && (
        <Stack gap="sm">
          <Paper withBorder p="sm" bg="gray.0">
            <Text size="xs" c="gray.7">
              {formatarDataHora(help.DT_ABERTURA)} · {help.NM_USUARIO_SOLICITANTE} (solicitante)
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {help.DS_PROBLEMA}
            </Text>
          </Paper>
          {q.isError && <Alert color="red">{M.erroInteracoes}</Alert>}
          {q.isPending ? (
            <LoadingState />
          ) : q.data && q.data.length === 0 ? (
            <EmptyState text={M.semInteracoes} />
          ) : (
            <ScrollArea.Autosize mah={360} type="auto">
              <Stack
                gap="xs"
                component="ol"
                aria-label="Interações"
                style={{ listStyle: 'none', padding: 0, margin: 0 }}
              >
                {(q.data ?? []).map((i) => (
                  <Paper key={i.ID_INTERACAO} component="li" withBorder p="sm">
                    <Group gap="xs" justify="space-between" wrap="nowrap">
                      <Group gap={6} wrap="nowrap">
                        <Text size="sm" fw={600}>
                          {i.NM_USUARIO}
                        </Text>
                        {i.ID_SOLICITANTE === 'S' && (
                          <Badge size="xs" variant="light" color="gray">
                            Solicitante
                          </Badge>
                        )}
                      </Group>
                      <Text size="xs" c="gray.7" style={{ whiteSpace: 'nowrap' }}>
                        {formatarDataHora(i.DT_INTERACAO)}
                      </Text>
                    </Group>
                    <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                      {i.DS_INTERACAO}
                    </Text>
                  </Paper>
                ))}
              </Stack>
            </ScrollArea.Autosize>
          )}
          <Divider />
          <form
            onSubmit={(e) => {
              e.preventDefault();
              void salvar();
            }}
            noValidate
          >
            <Stack gap="xs">
              <Textarea
                label="Nova interação"
                required
                {...f.campo.texto('texto')}
                maxLength={LIMITES_HELP_DESK.interacaoMax}
                autosize
                minRows={3}
                maxRows={8}
                data-autofocus
              />
              <AlertaFormulario mensagem={f.erroGeral} />
              <Group justify="flex-end">
                <Button type="submit" leftSection={<IconSend size={16} aria-hidden />} loading={f.pendente}>
                  Enviar
                </Button>
              </Group>
            </Stack>
          </form>
        </Stack>
      )}
    </AppModal>
  );
}
