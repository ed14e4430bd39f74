import { CONTRATOS_MENSAGERIA as C } from '@backoffice/domain/contratos/mensageria';
import {
  type ChatbotMensagem,
  type ComecarConversasResposta,
  CUSTO_CONVERSA_CHATBOT_BRL,
  custoEstimadoChatbot,
  type EnvioAnuncioResposta,
  type ErroEnvioCandidato,
  MENSAGENS_ENVIO,
  STATUS_CONVERSA,
  textoMensagemWhatsapp,
} from '@backoffice/domain/mensageria';
import type { PesquisaVagaLinha } from '@backoffice/domain/pesquisa-candidatos';
import {
  Accordion,
  Alert,
  Badge,
  Box,
  Button,
  Group,
  Paper,
  ScrollArea,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { AppModal } from '../../../components/controls/app-modal';
import { EmptyState, LoadingState } from '../../../components/controls/list-states';
import { ApiError, chamar, consultaDe } from '../../../lib/api-client';
import { useConfiguracao } from '../../../lib/configuracao';
import { formatCurrency, formatDateTime } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useRealtime } from '../../../lib/realtime-client';
import { chaves } from '../api';

const NOMES_CANAL = { email: 'E-mail', sms: 'SMS', whatsapp: 'WhatsApp' } as const;

/** Says plainly that a local adapter is in use: nothing leaves the server. */
function AvisoSimulado({ canais }: { canais: readonly ('email' | 'sms' | 'whatsapp')[] }) {
  const { data } = useConfiguracao();
  const simulados = canais.filter((c) => data?.ENVIO_SIMULADO.includes(c));
  if (!simulados.length) return null;
  return (
    <Alert variant="light" color="gray" icon={<IconInfoCircle size={18} aria-hidden />} p="xs">
      Envio simulado ({simulados.map((c) => NOMES_CANAL[c]).join(', ')}): este servidor usa o adaptador local,
      as mensagens ficam registradas e não saem do sistema.
    </Alert>
  );
}

function ErrosEnvio({ erros }: { erros: readonly ErroEnvioCandidato[] }) {
  if (!erros.length) return null;
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        Não enviados ({erros.length})
      </Text>
      <ScrollArea.Autosize mah={260}>
        <Table verticalSpacing={4} aria-label="Candidatos não enviados">
          <Table.Tbody>
            {erros.map((e) => (
              <Table.Tr key={`${e.CD_PESSOA}-${e.CANAL}`}>
                <Table.Td>
                  <Text size="sm">{e.NM_PESSOA}</Text>
                </Table.Td>
                <Table.Td>
                  <Badge variant="light" color="gray" size="sm">
                    {NOMES_CANAL[e.CANAL]}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" c="red.8">
                    {e.ERRO || MENSAGENS_ENVIO.erroDesconhecido}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
    </Stack>
  );
}

type Resultado =
  | { tipo: 'normal'; r: EnvioAnuncioResposta }
  | { tipo: 'chatbot'; r: ComecarConversasResposta };

/**
 * Confirmation of a send of one search (spec 001 §2.5): the normal send (e-mail and SMS) or the
 * chatbot send with its estimated cost shown before confirming; then what was sent and who was not.
 */
export function EnvioPesquisaModal({
  nrVaga,
  pesquisa,
  tipo,
  onClose,
}: {
  nrVaga: number;
  pesquisa: PesquisaVagaLinha;
  tipo: 'normal' | 'chatbot';
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const [enviando, setEnviando] = useState(false);
  const [resultado, setResultado] = useState<Resultado | null>(null);
  const n = pesquisa.QT_CANDIDATOS;
  const canais = tipo === 'normal' ? (['email', 'sms'] as const) : (['whatsapp'] as const);

  async function confirmar() {
    setEnviando(true);
    try {
      if (tipo === 'normal') {
        const r = await chamar(
          C.envioAnuncio,
          { params: { selection: pesquisa.NR_SELECAO } },
          { fallback: MENSAGENS_ENVIO.erroEnvioNormal },
        );
        setResultado({ tipo, r });
        notify.sucesso(r.message);
      } else {
        const r = await chamar(
          C.comecarConversas,
          { params: { selection: pesquisa.NR_SELECAO } },
          { fallback: MENSAGENS_ENVIO.erroDesconhecido },
        );
        setResultado({ tipo, r });
        notify.sucesso(r.message);
      }
      await queryClient.invalidateQueries({ queryKey: chaves.lista(nrVaga, 'pesquisas') });
    } catch (e) {
      if (!(e instanceof ApiError)) notify.erro(MENSAGENS_ENVIO.erroDesconhecido);
    } finally {
      setEnviando(false);
    }
  }

  const titulo = tipo === 'normal' ? 'Envio normal' : 'Envio pelo chatbot';
  return (
    <AppModal opened onClose={onClose} size="lg" title={`${titulo} - pesquisa ${pesquisa.NR_SELECAO}`}>
      <Stack gap="sm">
        <AvisoSimulado canais={canais} />
        {resultado ? (
          <>
            <Text>{resultado.r.message}</Text>
            <ErrosEnvio
              erros={resultado.tipo === 'normal' ? resultado.r.erros : resultado.r.candidatosErros}
            />
            <Group justify="flex-end">
              <Button onClick={onClose}>Concluir</Button>
            </Group>
          </>
        ) : (
          <>
            {tipo === 'normal' ? (
              <Text>
                Enviar o anúncio da vaga {nrVaga} por e-mail e SMS aos {n}{' '}
                {n === 1 ? 'candidato' : 'candidatos'} desta pesquisa? Só recebem os que têm e-mail ou celular
                cadastrado.
              </Text>
            ) : (
              <>
                <Text>
                  Iniciar uma conversa pelo WhatsApp com os {n} {n === 1 ? 'candidato' : 'candidatos'} desta
                  pesquisa (os que têm celular válido)?
                </Text>
                <Paper withBorder p="sm" bg="gray.0">
                  <Text size="sm" c="gray.7">
                    Custo estimado
                  </Text>
                  <Text fw={700} size="lg" data-testid="custo-chatbot">
                    {formatCurrency(CUSTO_CONVERSA_CHATBOT_BRL)} × {n} ={' '}
                    {formatCurrency(custoEstimadoChatbot(n))}
                  </Text>
                  <Text size="xs" c="gray.7">
                    O valor por conversa é variável; candidatos sem celular válido não geram custo.
                  </Text>
                </Paper>
              </>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose} disabled={enviando}>
                Cancelar
              </Button>
              <Button onClick={confirmar} loading={enviando} disabled={n === 0}>
                {tipo === 'normal' ? 'Enviar' : 'Iniciar conversas'}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </AppModal>
  );
}

const COR_STATUS: Record<number, string> = {
  [STATUS_CONVERSA.aguardando.id]: 'yellow',
  [STATUS_CONVERSA.respondida.id]: 'teal',
  [STATUS_CONVERSA.encerrada.id]: 'gray',
  [STATUS_CONVERSA.falha.id]: 'red',
};

const ROTULO_TIPO: Record<string, string> = {
  template: 'Mensagem inicial',
  interactive: 'Interativa',
  text: 'Texto',
  contacts: 'Contato',
  button: 'Botão',
};

function Balao({ m }: { m: ChatbotMensagem }) {
  const enviado = m.ID_TIPO === 'ENVIADO';
  const tipo = String(m.JSON_MENSAGEM.type ?? '');
  return (
    <Group justify={enviado ? 'flex-end' : 'flex-start'}>
      <Box
        maw="80%"
        px="sm"
        py={6}
        bg={enviado ? 'blue.0' : 'gray.1'}
        style={{ borderRadius: 8 }}
        data-testid={`mensagem-${m.ID_TIPO.toLowerCase()}`}
      >
        <Text size="xs" c="gray.7">
          {enviado ? (m.NM_PESSOA_ANALISTA ?? 'Chatbot') : 'Candidato'} · {ROTULO_TIPO[tipo] ?? tipo} ·{' '}
          {formatDateTime(m.DATA_MENSAGEM)}
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {textoMensagemWhatsapp(m.JSON_MENSAGEM)}
        </Text>
      </Box>
    </Group>
  );
}

/** The chatbot conversations started from one search (spec 001 §2.5): status badge and messages. */
export function ConversasChatbotModal({
  pesquisa,
  onClose,
}: {
  pesquisa: PesquisaVagaLinha;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const chave = ['chatbot', 'conversas-status', pesquisa.NR_SELECAO];
  const q = useQuery({
    queryKey: chave,
    queryFn: consultaDe(
      C.conversas,
      { params: { selection: pesquisa.NR_SELECAO } },
      MENSAGENS_ENVIO.erroConversas,
    ),
  });
  // a candidate's reply (webhook) or another analyst's message reloads the conversations shown
  useRealtime<{ id_chatbot_conversa: number }>('chatbot', (ev) => {
    if (q.data?.some((c) => c.ID_CHATBOT_CONVERSA === ev.id_chatbot_conversa)) {
      void queryClient.invalidateQueries({ queryKey: chave });
    }
  });
  return (
    <AppModal
      opened
      onClose={onClose}
      size="xl"
      title={`Conversas do chatbot - pesquisa ${pesquisa.NR_SELECAO}`}
    >
      {q.isPending ? (
        <LoadingState />
      ) : !q.data?.length ? (
        <EmptyState text="Nenhuma conversa do chatbot nesta pesquisa." />
      ) : (
        <Accordion variant="separated" defaultValue={String(q.data[0].ID_CHATBOT_CONVERSA)}>
          {q.data.map((c) => (
            <Accordion.Item key={c.ID_CHATBOT_CONVERSA} value={String(c.ID_CHATBOT_CONVERSA)}>
              <Accordion.Control>
                <Group justify="space-between" wrap="nowrap" pr="sm">
                  <div>
                    <Text fw={600}>{c.NOME_CANDIDATO}</Text>
                    <Text size="xs" c="gray.7">
                      Início {formatDateTime(c.DT_INICIO_CONVERSA)} · {c.NODES.length}{' '}
                      {c.NODES.length === 1 ? 'mensagem' : 'mensagens'}
                    </Text>
                  </div>
                  <Badge color={COR_STATUS[c.ID_STATUS_TYPE] ?? 'blue'} variant="light">
                    {c.DS_STATUS_CONVERSA}
                  </Badge>
                </Group>
              </Accordion.Control>
              <Accordion.Panel>
                <Stack gap={6}>
                  {c.NODES.length ? (
                    c.NODES.map((m) => <Balao key={m.ID_CHATBOT_MENSAGEM} m={m} />)
                  ) : (
                    <EmptyState />
                  )}
                </Stack>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
    </AppModal>
  );
}

/** Every message sent from one search (the outbox): channel, recipient, what was sent and the result. */
export function MensagensEnviadasModal({
  pesquisa,
  onClose,
}: {
  pesquisa: PesquisaVagaLinha;
  onClose: () => void;
}) {
  const q = useQuery({
    queryKey: ['mensageria', 'saida', pesquisa.NR_SELECAO],
    queryFn: consultaDe(
      C.saida,
      { params: { selection: pesquisa.NR_SELECAO } },
      'Não foi possível carregar as mensagens enviadas.',
    ),
  });
  const simuladas = (q.data ?? []).some((m) => m.NM_ADAPTADOR === 'local');
  return (
    <AppModal
      opened
      onClose={onClose}
      size="xl"
      title={`Mensagens enviadas - pesquisa ${pesquisa.NR_SELECAO}`}
    >
      {q.isPending ? (
        <LoadingState />
      ) : !q.data?.length ? (
        <EmptyState text="Nenhuma mensagem enviada a partir desta pesquisa." />
      ) : (
        <Stack gap="sm">
          {simuladas && (
            <Text size="sm" c="gray.7">
              As mensagens marcadas como simuladas foram registradas pelo adaptador local e não saíram do
              sistema.
            </Text>
          )}
          <ScrollArea.Autosize mah={520}>
            <Table striped verticalSpacing="xs" aria-label="Mensagens enviadas">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Candidato</Table.Th>
                  <Table.Th w={110}>Canal</Table.Th>
                  <Table.Th>Mensagem</Table.Th>
                  <Table.Th>Situação</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {q.data.map((m) => (
                  <Table.Tr key={m.ID_MENSAGEM_SAIDA}>
                    <Table.Td>
                      <Text size="sm">{m.NM_PESSOA ?? '—'}</Text>
                      <Text size="xs" c="gray.7">
                        {m.DS_DESTINO}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Badge
                        variant="light"
                        size="sm"
                        miw="fit-content"
                        styles={{ label: { overflow: 'visible' } }}
                      >
                        {NOMES_CANAL[m.DS_CANAL]}
                      </Badge>
                    </Table.Td>
                    <Table.Td maw={420}>
                      {m.DS_ASSUNTO && (
                        <Text size="sm" fw={600}>
                          {m.DS_ASSUNTO}
                        </Text>
                      )}
                      <Text size="xs" lineClamp={3} style={{ whiteSpace: 'pre-wrap' }}>
                        {m.DS_CONTEUDO}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      {m.ID_ENVIADO === 'S' ? (
                        <Badge color={m.NM_ADAPTADOR === 'local' ? 'gray' : 'teal'} variant="light" size="sm">
                          {m.NM_ADAPTADOR === 'local' ? 'Simulado' : 'Enviado'}
                        </Badge>
                      ) : (
                        <Text size="xs" c="red.8">
                          {m.DS_ERRO}
                        </Text>
                      )}
                      <Text size="xs" c="gray.7">
                        {formatDateTime(m.CRIADO_EM)}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea.Autosize>
        </Stack>
      )}
    </AppModal>
  );
}
