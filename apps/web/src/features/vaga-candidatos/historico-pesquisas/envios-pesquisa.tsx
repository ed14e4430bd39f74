import { CONTRATOS_MENSAGERIA as C } from '@backoffice/domain/contratos/mensageria';
import { formatarDataHora } from '@backoffice/domain/datas';
import {
  type ChatbotConversa,
  type ChatbotMensagem,
  type ComecarConversasResposta,
  CUSTO_CONVERSA_CHATBOT_BRL,
  custoEstimadoChatbot,
  type EnvioAnuncioResposta,
  type ErroEnvioCandidato,
  MENSAGENS_ENVIO,
  type MensagemSaidaLinha,
  STATUS_CONVERSA,
  textoMensagemWhatsapp,
} from '@backoffice/domain/mensageria';
import type { PesquisaVagaLinha } from '@backoffice/domain/pesquisa-candidatos';
import { Alert, Badge, Box, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { AppModal } from '../../../components/controls/app-modal';
import { EmptyState, LoadingState } from '../../../components/controls/list-states';
import { type ColunaLista, comoData, TabelaLista } from '../../../components/lista/tabela-lista';
import { useConfiguracao } from '../../../lib/configuracao';
import { consulta, invalidar, useAcao } from '../../../lib/dados';
import { formatCurrency } from '../../../lib/format';
import { useRealtime } from '../../../lib/realtime-client';

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

const COLUNAS_ERROS: ColunaLista<ErroEnvioCandidato>[] = [
  {
    id: 'candidato',
    titulo: 'Candidato',
    celula: (e) => <Text size="sm">{e.NM_PESSOA}</Text>,
    ordenar: (e) => e.NM_PESSOA,
  },
  {
    id: 'canal',
    titulo: 'Canal',
    celula: (e) => (
      <Badge variant="light" color="gray" size="sm">
        {NOMES_CANAL[e.CANAL]}
      </Badge>
    ),
    ordenar: (e) => NOMES_CANAL[e.CANAL],
  },
  {
    id: 'erro',
    titulo: 'Motivo',
    celula: (e) => (
      <Text size="sm" c="red.8">
        {e.ERRO || MENSAGENS_ENVIO.erroDesconhecido}
      </Text>
    ),
  },
];

function ErrosEnvio({ erros }: { erros: readonly ErroEnvioCandidato[] }) {
  if (!erros.length) return null;
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        Não enviados ({erros.length})
      </Text>
      <TabelaLista
        rotulo="Candidatos não enviados"
        colunas={COLUNAS_ERROS}
        linhas={erros}
        chave={(e) => `${e.CD_PESSOA}-${e.CANAL}`}
        paginacao={false}
        alturaMaxima={260}
        larguraMinima={480}
      />
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
  const [resultado, setResultado] = useState<Resultado | null>(null);
  const n = pesquisa.QT_CANDIDATOS;
  const canais = tipo === 'normal' ? (['email', 'sms'] as const) : (['whatsapp'] as const);
  const normal = useAcao(C.envioAnuncio, {
    fallback: MENSAGENS_ENVIO.erroEnvioNormal,
    sucesso: (r) => r.message,
    aoConcluir: (r) => setResultado({ tipo: 'normal', r }),
  });
  const chatbot = useAcao(C.comecarConversas, {
    fallback: MENSAGENS_ENVIO.erroDesconhecido,
    sucesso: (r) => r.message,
    aoConcluir: (r) => setResultado({ tipo: 'chatbot', r }),
  });
  const enviando = normal.isPending || chatbot.isPending;

  function confirmar() {
    const pedido = { params: { selection: pesquisa.NR_SELECAO } };
    if (tipo === 'normal') normal.mutate(pedido);
    else chatbot.mutate(pedido);
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
          {formatarDataHora(m.DATA_MENSAGEM)}
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {textoMensagemWhatsapp(m.JSON_MENSAGEM)}
        </Text>
      </Box>
    </Group>
  );
}

const COLUNAS_CONVERSAS: ColunaLista<ChatbotConversa>[] = [
  {
    id: 'candidato',
    titulo: 'Candidato',
    celula: (c) => (
      <Text size="sm" fw={600}>
        {c.NOME_CANDIDATO}
      </Text>
    ),
    ordenar: (c) => c.NOME_CANDIDATO,
  },
  {
    id: 'inicio',
    titulo: 'Início',
    celula: (c) => formatarDataHora(c.DT_INICIO_CONVERSA),
    ordenar: (c) => comoData(c.DT_INICIO_CONVERSA),
  },
  {
    id: 'mensagens',
    titulo: 'Mensagens',
    celula: (c) => c.NODES.length,
    ordenar: (c) => c.NODES.length,
    alinhar: 'right',
  },
  {
    id: 'situacao',
    titulo: 'Situação',
    celula: (c) => (
      <Badge
        color={COR_STATUS[c.ID_STATUS_TYPE] ?? 'blue'}
        variant="light"
        miw="fit-content"
        styles={{ label: { overflow: 'visible' } }}
      >
        {c.DS_STATUS_CONVERSA}
      </Badge>
    ),
    ordenar: (c) => c.DS_STATUS_CONVERSA,
  },
];

/** The chatbot conversations started from one search (spec 001 §2.5): status badge and, opened under each, its messages. */
export function ConversasChatbotModal({
  pesquisa,
  onClose,
}: {
  pesquisa: PesquisaVagaLinha;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const q = useQuery({
    ...consulta(C.conversas, { params: { selection: pesquisa.NR_SELECAO } }, MENSAGENS_ENVIO.erroConversas),
  });
  // a candidate's reply (webhook) or another analyst's message reloads the conversations shown
  useRealtime<{ id_chatbot_conversa: number }>('chatbot', (ev) => {
    if (q.data?.some((c) => c.ID_CHATBOT_CONVERSA === ev.id_chatbot_conversa)) {
      void invalidar(queryClient, C.conversas);
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
      ) : (
        <TabelaLista
          rotulo="Conversas do chatbot"
          colunas={COLUNAS_CONVERSAS}
          linhas={q.data ?? []}
          chave={(c) => c.ID_CHATBOT_CONVERSA}
          paginacao={false}
          vazio="Nenhuma conversa do chatbot nesta pesquisa."
          detalhe={{
            conteudo: (c) => (
              <Stack gap={6}>
                {c.NODES.length ? (
                  c.NODES.map((m) => <Balao key={m.ID_CHATBOT_MENSAGEM} m={m} />)
                ) : (
                  <EmptyState />
                )}
              </Stack>
            ),
            rotulo: (c) => `Mensagens de ${c.NOME_CANDIDATO}`,
            // the first conversation opens with the modal
            abertas: q.data?.length ? [q.data[0].ID_CHATBOT_CONVERSA] : [],
          }}
          larguraMinima={560}
        />
      )}
    </AppModal>
  );
}

const COLUNAS_SAIDA: ColunaLista<MensagemSaidaLinha>[] = [
  {
    id: 'candidato',
    titulo: 'Candidato',
    celula: (m) => (
      <>
        <Text size="sm">{m.NM_PESSOA ?? '—'}</Text>
        <Text size="xs" c="gray.7">
          {m.DS_DESTINO}
        </Text>
      </>
    ),
    ordenar: (m) => m.NM_PESSOA,
  },
  {
    id: 'canal',
    titulo: 'Canal',
    largura: 110,
    celula: (m) => (
      <Badge variant="light" size="sm" miw="fit-content" styles={{ label: { overflow: 'visible' } }}>
        {NOMES_CANAL[m.DS_CANAL]}
      </Badge>
    ),
    ordenar: (m) => NOMES_CANAL[m.DS_CANAL],
  },
  {
    id: 'mensagem',
    titulo: 'Mensagem',
    celula: (m) => (
      <Box maw={420}>
        {m.DS_ASSUNTO && (
          <Text size="sm" fw={600}>
            {m.DS_ASSUNTO}
          </Text>
        )}
        <Text size="xs" lineClamp={3} style={{ whiteSpace: 'pre-wrap' }}>
          {m.DS_CONTEUDO}
        </Text>
      </Box>
    ),
  },
  {
    id: 'situacao',
    titulo: 'Situação',
    celula: (m) => (
      <>
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
          {formatarDataHora(m.CRIADO_EM)}
        </Text>
      </>
    ),
    // by when it was sent (the date under the result)
    nomeOrdenacao: 'Situação (data do envio)',
    ordenar: (m) => comoData(m.CRIADO_EM),
  },
];

/** Every message sent from one search (the outbox): channel, recipient, what was sent and the result. */
export function MensagensEnviadasModal({
  pesquisa,
  onClose,
}: {
  pesquisa: PesquisaVagaLinha;
  onClose: () => void;
}) {
  const q = useQuery({
    ...consulta(
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
      <Stack gap="sm">
        {simuladas && (
          <Text size="sm" c="gray.7">
            As mensagens marcadas como simuladas foram registradas pelo adaptador local e não saíram do
            sistema.
          </Text>
        )}
        <TabelaLista
          rotulo="Mensagens enviadas"
          colunas={COLUNAS_SAIDA}
          linhas={q.data ?? []}
          carregando={q.isPending}
          chave={(m) => m.ID_MENSAGEM_SAIDA}
          paginacao={false}
          alturaMaxima={520}
          vazio="Nenhuma mensagem enviada a partir desta pesquisa."
        />
      </Stack>
    </AppModal>
  );
}
