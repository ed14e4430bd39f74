import type { ConversaCallcenterLinha } from '@backoffice/domain/callcenter';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { AppModal } from '../../components/controls/app-modal';
import { useConversaChatbot } from './api-callcenter';
import { ChatConversa, ListaMensagens } from './chat-conversa';

export type Modal =
  | { tipo: 'iniciar'; l: ConversaCallcenterLinha }
  | { tipo: 'encerrar'; l: ConversaCallcenterLinha }
  | { tipo: 'agendar'; l: ConversaCallcenterLinha }
  | { tipo: 'relacionar'; l: ConversaCallcenterLinha }
  | { tipo: 'conversa'; l: ConversaCallcenterLinha };

/** The attendant's actions on a conversation (spec 001 §4: only for the attendant). */
export function AcoesAtendente({
  l,
  abrirModal,
  retomar,
}: {
  l: ConversaCallcenterLinha;
  abrirModal: (m: Modal) => void;
  retomar: (l: ConversaCallcenterLinha) => void;
}) {
  return (
    <Group gap={4} wrap="wrap">
      <Button size="compact-xs" variant="light" onClick={() => retomar(l)}>
        Retomar Conversa
      </Button>
      {l.DT_FIM_ATENDIMENTO_CC === null ? (
        <>
          {l.NR_VAGA ? (
            <Button size="compact-xs" variant="light" onClick={() => abrirModal({ tipo: 'relacionar', l })}>
              Relacionar a vaga
            </Button>
          ) : null}
          <Button size="compact-xs" variant="light" onClick={() => abrirModal({ tipo: 'agendar', l })}>
            Agendar
          </Button>
          <Button
            size="compact-xs"
            variant="light"
            color="red"
            onClick={() => abrirModal({ tipo: 'encerrar', l })}
          >
            Encerrar
          </Button>
        </>
      ) : null}
    </Group>
  );
}

/** One chat tab: the conversation, its composer and, for the attendant, the attendance's actions. */
export function AbaChat({
  id,
  userSip,
  linha,
  visivel,
  abrirModal,
  fechar,
}: {
  id: number;
  userSip: number;
  linha: ConversaCallcenterLinha | undefined;
  visivel: boolean;
  abrirModal: (m: Modal) => void;
  fechar: () => void;
}) {
  const conversa = useConversaChatbot(id);
  const c = conversa.data;
  const atendente = c ? c.CD_PESSOA_ANALISTA_ATENDIMENTO === userSip : false;
  if (!visivel && !c) return null;
  return (
    <Stack gap="sm">
      <Group justify="flex-end">
        <Button size="xs" variant="default" onClick={fechar}>
          Fechar aba
        </Button>
      </Group>
      <ChatConversa
        conversa={c}
        carregando={conversa.isLoading}
        podeEscrever={atendente}
        acoes={
          atendente && linha && c?.DT_FIM_ATENDIMENTO_CC === null ? (
            <Paper withBorder p="sm" radius="md">
              <Stack gap="xs">
                {linha.NR_VAGA ? (
                  <Button variant="light" onClick={() => abrirModal({ tipo: 'relacionar', l: linha })}>
                    Relacionar a vaga
                  </Button>
                ) : null}
                <Button variant="light" onClick={() => abrirModal({ tipo: 'agendar', l: linha })}>
                  Agendar
                </Button>
                <Button
                  variant="light"
                  color="red"
                  onClick={() => abrirModal({ tipo: 'encerrar', l: linha })}
                >
                  Encerrar
                </Button>
              </Stack>
            </Paper>
          ) : null
        }
      />
    </Stack>
  );
}

/** 'Conversa Whatsapp': a finished conversation, read only. */
export function ConversaModal({ l, onClose }: { l: ConversaCallcenterLinha | null; onClose: () => void }) {
  const conversa = useConversaChatbot(l?.ID_CHATBOT_CONVERSA ?? 0, l !== null);
  return (
    <AppModal opened={l !== null} onClose={onClose} title="Conversa Whatsapp" size="lg">
      {conversa.data ? <ListaMensagens conversa={conversa.data} /> : <Text size="sm">Carregando...</Text>}
    </AppModal>
  );
}
