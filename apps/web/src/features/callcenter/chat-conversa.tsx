import { type ConversaChatbotResposta, MENSAGENS_CALLCENTER as M } from '@backoffice/domain/callcenter';
import { CONTRATOS_CALLCENTER } from '@backoffice/domain/contratos/callcenter';
import { formatarDataHora } from '@backoffice/domain/datas';
import {
  type ChatbotMensagem,
  MAX_TEXTO_WHATSAPP,
  ROTULO_STATUS_ENTREGA,
  textoMensagemWhatsapp,
} from '@backoffice/domain/mensageria';
import {
  Alert,
  Anchor,
  Badge,
  Box,
  Button,
  Grid,
  Group,
  Image,
  Paper,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import {
  IconAlertTriangle,
  IconCheck,
  IconChecks,
  IconInfoCircle,
  IconSend,
  IconX,
} from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { LoadingState } from '../../components/controls/list-states';
import { urlDe } from '../../lib/api-client';
import { useEnviarMensagem } from './api-callcenter';
import classes from './callcenter.module.css';

const ROTULO_TIPO: Record<string, string> = {
  template: 'Mensagem inicial',
  interactive: 'Interativa',
  text: 'Texto',
  contacts: 'Contato',
  button: 'Botão',
  image: 'Imagem',
  document: 'Documento',
  audio: 'Áudio',
};

function conteudoMensagem(m: ChatbotMensagem): string {
  const j = m.JSON_MENSAGEM;
  const tipo = String(j.type ?? '');
  if (tipo === 'image' || tipo === 'document') {
    const midia = (j[tipo] ?? {}) as { caption?: string; filename?: string };
    const nome = midia.filename ?? midia.caption;
    return `${tipo === 'image' ? 'Imagem enviada' : 'Documento enviado'} pelo candidato${nome ? `: ${nome}` : ''}`;
  }
  return textoMensagemWhatsapp(j);
}

function StatusEntrega({ m }: { m: ChatbotMensagem }) {
  if (m.ID_TIPO !== 'ENVIADO' || !m.DS_STATUS) return null;
  const icone =
    m.DS_STATUS === 'read' || m.DS_STATUS === 'delivered' ? (
      <IconChecks size={14} aria-hidden />
    ) : m.DS_STATUS === 'failed' ? (
      <IconX size={14} aria-hidden />
    ) : (
      <IconCheck size={14} aria-hidden />
    );
  return (
    <Group gap={2} c={m.DS_STATUS === 'read' ? 'blue.8' : m.DS_STATUS === 'failed' ? 'red.8' : 'gray.7'}>
      {icone}
      <Text size="xs" span>
        {ROTULO_STATUS_ENTREGA[m.DS_STATUS]}
      </Text>
    </Group>
  );
}

/** The file of a candidate's message, fetched from the channel through the server. */
function Midia({ m }: { m: ChatbotMensagem }) {
  const tipo = String(m.JSON_MENSAGEM.type ?? '');
  if (m.ID_TIPO !== 'RECEBIDO' || !['image', 'document', 'audio', 'video', 'sticker'].includes(tipo))
    return null;
  const url = urlDe(CONTRATOS_CALLCENTER.midia, { params: { mensagem: m.ID_CHATBOT_MENSAGEM } });
  if (tipo === 'image' || tipo === 'sticker')
    return (
      <Anchor href={url} target="_blank" rel="noopener noreferrer">
        <Image
          src={url}
          alt="Imagem enviada pelo candidato"
          maw={240}
          mah={240}
          fit="contain"
          mt={4}
          radius="sm"
        />
      </Anchor>
    );
  return (
    <Anchor href={url} target="_blank" rel="noopener noreferrer" size="sm">
      Abrir arquivo
    </Anchor>
  );
}

export function BalaoMensagem({ m }: { m: ChatbotMensagem }) {
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
          {conteudoMensagem(m)}
        </Text>
        <Midia m={m} />
        <StatusEntrega m={m} />
      </Box>
    </Group>
  );
}

/** The conversation's messages, the newest at the bottom (kept in view as messages arrive). */
export function ListaMensagens({ conversa }: { conversa: ConversaChatbotResposta }) {
  const fim = useRef<HTMLDivElement>(null);
  const total = conversa.NODES.length;
  useEffect(() => {
    if (total) fim.current?.scrollIntoView?.({ block: 'end' });
  }, [total]);
  return (
    <Stack gap="xs" className={classes.mensagens} aria-label="Mensagens da conversa" role="log" tabIndex={0}>
      {conversa.NODES.length ? (
        conversa.NODES.map((m) => <BalaoMensagem key={m.ID_CHATBOT_MENSAGEM} m={m} />)
      ) : (
        <Text size="sm" c="gray.7">
          Nenhuma mensagem.
        </Text>
      )}
      <div ref={fim} />
    </Stack>
  );
}

/**
 * The composer: free text only inside the channel's window (after the candidate's reply, up to 24 h
 * after their last message); outside it, only the approved opening template. The server enforces the
 * same rule.
 */
function Compositor({
  conversa,
  podeEscrever,
}: {
  conversa: ConversaChatbotResposta;
  podeEscrever: boolean;
}) {
  const [texto, setTexto] = useState('');
  const enviar = useEnviarMensagem(conversa.ID_CHATBOT_CONVERSA);
  const janela = conversa.JANELA;
  const livre = podeEscrever && janela === 'aberta';
  const mandar = (template: boolean) =>
    // the message shows in the conversation: no toast over the composer
    enviar.mandar({ texto: texto.trim(), template }, () => {
      if (!template) setTexto('');
    });
  return (
    <Stack gap="xs">
      {podeEscrever && janela !== 'aberta' ? (
        <Alert color="yellow" icon={<IconAlertTriangle size={16} aria-hidden />} data-testid="janela-fechada">
          {janela === 'aguardandoResposta' ? M.aguardandoResposta : M.janelaExpirada}
        </Alert>
      ) : null}
      <Textarea
        label="Mensagem"
        placeholder={livre ? 'Escreva a mensagem para o candidato' : 'Composição bloqueada'}
        value={texto}
        onChange={(e) => setTexto(e.currentTarget.value)}
        disabled={!livre}
        maxLength={MAX_TEXTO_WHATSAPP}
        autosize
        minRows={2}
        maxRows={6}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.shiftKey && livre && texto.trim()) {
            e.preventDefault();
            mandar(false);
          }
        }}
      />
      {/* at the left: the toasts at the bottom centre never cover these buttons */}
      <Group justify="flex-start" gap="xs">
        <Button
          leftSection={<IconSend size={16} aria-hidden />}
          disabled={!livre || !texto.trim()}
          loading={enviar.pendente}
          onClick={() => mandar(false)}
        >
          Enviar
        </Button>
        {podeEscrever && janela !== 'aberta' ? (
          <Button variant="light" onClick={() => mandar(true)} loading={enviar.pendente}>
            Enviar mensagem inicial (modelo aprovado)
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}

/**
 * A chat tab (spec 001 §2.17): the conversation and the composer on the left; on the right the danger
 * note with the channel's rules and the attendance's actions.
 */
export function ChatConversa({
  conversa,
  carregando,
  podeEscrever,
  acoes,
}: {
  conversa: ConversaChatbotResposta | undefined;
  carregando: boolean;
  podeEscrever: boolean;
  acoes?: ReactNode;
}) {
  if (carregando || !conversa) return <LoadingState />;
  const finalizada = conversa.DT_FIM_ATENDIMENTO_CC !== null;
  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Paper withBorder p="sm" radius="md">
          <Group justify="space-between" mb="xs">
            <div>
              <Title order={3} size="h5">
                {conversa.NOME_CANDIDATO}
              </Title>
              <Text size="xs" c="gray.7">
                {conversa.NR_TELEFONE}
                {conversa.NR_VAGA ? ` · Vaga ${conversa.NR_VAGA}` : ''}
              </Text>
            </div>
            <Badge color={finalizada ? 'gray' : 'teal'} variant="light" tt="none">
              {finalizada ? 'Atendimento finalizado' : conversa.DS_STATUS_CONVERSA}
            </Badge>
          </Group>
          <ListaMensagens conversa={conversa} />
          <Box mt="sm">
            <Compositor conversa={conversa} podeEscrever={podeEscrever && !finalizada} />
          </Box>
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Stack gap="sm">
          {/* a standing rule of the channel, not an error: a neutral note */}
          <Alert
            color="gray"
            variant="light"
            icon={<IconInfoCircle size={18} aria-hidden />}
            title="Regras do canal"
            data-testid="regras-canal"
            role="note"
          >
            {M.regrasCanal}
          </Alert>
          {acoes}
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
