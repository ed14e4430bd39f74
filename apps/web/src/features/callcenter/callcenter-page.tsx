import {
  type ConversaCallcenterLinha,
  corDiasFinalizado,
  ehAtendente,
  formatarDuracao,
  MENSAGENS_CALLCENTER as M,
  minutosAtendimento,
  nomeCurtoCallcenter,
} from '@backoffice/domain/callcenter';
import { CONTRATOS_VAGA_INFO } from '@backoffice/domain/contratos/vaga-info';
import { UNIDADES_CALLCENTER } from '@backoffice/domain/permissions';
import { Anchor, Badge, Button, Group, Paper, Select, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { AgendamentoModal } from '../../components/agendamento/agendamento-modal';
import { AppModal } from '../../components/controls/app-modal';
import { ConfirmDialog } from '../../components/controls/confirm-dialog';
import { type ColunaLista, comoData, TabelaLista } from '../../components/lista/tabela-lista';
import { consultaDe } from '../../lib/api-client';
import { useConfiguracao } from '../../lib/configuracao';
import { formatDate, formatDateTime } from '../../lib/format';
import { useUsuario } from '../../lib/sessao';
import { type PaginaAbaProps, useTabs } from '../../lib/tabs';
import {
  CHAVE_CALLCENTER,
  type FiltroUnidade,
  useAcaoCallcenter,
  useCallcenterAoVivo,
  useConversaChatbot,
  useFilaCallcenter,
  useFinalizadosCallcenter,
} from './api-callcenter';
import classes from './callcenter.module.css';
import { ChatConversa, ListaMensagens } from './chat-conversa';
import { EncerrarModal } from './encerrar-modal';

/** Browser storage of the open chat tabs (they survive a reload). */
const CHAVE_ABAS_CHAT = 'callcenterAbasChat';

function abasGuardadas(): number[] {
  try {
    const v = JSON.parse(localStorage.getItem(CHAVE_ABAS_CHAT) ?? '[]');
    return Array.isArray(v) ? v.filter((n) => Number.isInteger(n) && n > 0) : [];
  } catch {
    return [];
  }
}

const abaChat = (id: number) => `chat-${id}`;

/** The vacancy's inline detail, opened and closed by its number. */
function VagaCelula({ nrVaga }: { nrVaga: number | null }) {
  const [aberta, setAberta] = useState(false);
  const info = useQuery({
    queryKey: ['vaga', 'info', nrVaga],
    queryFn: consultaDe(
      CONTRATOS_VAGA_INFO.infoVaga,
      { params: { nrVaga: nrVaga ?? 0 } },
      'Vaga não encontrada.',
    ),
    enabled: aberta && nrVaga !== null,
  });
  if (nrVaga === null) return <Text size="sm">-</Text>;
  return (
    <Stack gap={4}>
      <Anchor
        component="button"
        type="button"
        size="sm"
        aria-expanded={aberta}
        onClick={() => setAberta((a) => !a)}
      >
        {nrVaga}
      </Anchor>
      {aberta ? (
        <Paper withBorder p={6} radius="sm" data-testid={`detalhe-vaga-${nrVaga}`}>
          {info.isLoading ? (
            <Text size="xs">Carregando...</Text>
          ) : info.data ? (
            <>
              <Text size="xs" fw={600}>
                {info.data.NM_CARGO_CLIENTE ?? info.data.NM_CARGO ?? 'Vaga'}
              </Text>
              <Text size="xs">{info.data.NM_PESSOA_CLIENTE}</Text>
              <Text size="xs" c="gray.7">
                {info.data.NM_EMPRESA}
              </Text>
            </>
          ) : (
            <Text size="xs">Vaga não encontrada.</Text>
          )}
        </Paper>
      ) : null}
    </Stack>
  );
}

function CandidatoCelula({ l }: { l: ConversaCallcenterLinha }) {
  const abas = useTabs();
  return (
    <>
      <Text size="sm" fw={600} title={l.NM_CANDIDATO}>
        {nomeCurtoCallcenter(l.NM_CANDIDATO)}
      </Text>
      <Anchor
        component="button"
        type="button"
        size="xs"
        onClick={() =>
          abas.abrir(
            'DadosCandidato',
            { cdPessoaCandidato: l.CD_PESSOA_CANDIDATO },
            { titulo: l.NM_CANDIDATO },
          )
        }
        aria-label={`Dados do candidato ${l.NM_CANDIDATO}, código ${l.CD_PESSOA_CANDIDATO}`}
      >
        {l.CD_PESSOA_CANDIDATO}
      </Anchor>
    </>
  );
}

function colunasComuns(agora: number): ColunaLista<ConversaCallcenterLinha>[] {
  return [
    {
      id: 'candidato',
      titulo: 'Candidato',
      celula: (l) => <CandidatoCelula l={l} />,
      ordenar: (l) => l.NM_CANDIDATO,
    },
    {
      id: 'vaga',
      titulo: 'Vaga',
      celula: (l) => <VagaCelula nrVaga={l.NR_VAGA} />,
      ordenar: (l) => l.NR_VAGA,
    },
    {
      id: 'analista',
      titulo: 'Analista',
      celula: (l) => <Text size="sm">{l.NOME_ANALISTA ? nomeCurtoCallcenter(l.NOME_ANALISTA) : '-'}</Text>,
      ordenar: (l) => l.NOME_ANALISTA,
    },
    {
      id: 'atendente',
      titulo: 'Atendente',
      celula: (l) =>
        l.NM_ANALISTA_ATENDIMENTO ? (
          <Stack gap={2} align="flex-start">
            <Text size="sm">{nomeCurtoCallcenter(l.NM_ANALISTA_ATENDIMENTO)}</Text>
            {l.DT_FIM_ATENDIMENTO_CC === null ? (
              <Badge size="sm" color="teal" variant="light" tt="none">
                Em atendimento
              </Badge>
            ) : null}
          </Stack>
        ) : (
          <Badge size="sm" color="orange" variant="light" tt="none">
            Aguardando
          </Badge>
        ),
      ordenar: (l) => l.NM_ANALISTA_ATENDIMENTO,
    },
    {
      id: 'tempo',
      titulo: 'Tempo Atend.',
      celula: (l) => (
        <Text size="sm">
          {formatarDuracao(minutosAtendimento(l.DT_INICIO_ATENDIMENTO_CC, l.DT_FIM_ATENDIMENTO_CC, agora))}
        </Text>
      ),
      ordenar: (l) => minutosAtendimento(l.DT_INICIO_ATENDIMENTO_CC, l.DT_FIM_ATENDIMENTO_CC, agora),
    },
  ];
}

function useAgora(intervalo = 30_000): number {
  const [agora, setAgora] = useState(() => Date.now());
  useEffect(() => {
    const t = setInterval(() => setAgora(Date.now()), intervalo);
    return () => clearInterval(t);
  }, [intervalo]);
  return agora;
}

type Modal =
  | { tipo: 'iniciar'; l: ConversaCallcenterLinha }
  | { tipo: 'encerrar'; l: ConversaCallcenterLinha }
  | { tipo: 'agendar'; l: ConversaCallcenterLinha }
  | { tipo: 'relacionar'; l: ConversaCallcenterLinha }
  | { tipo: 'conversa'; l: ConversaCallcenterLinha };

/** The attendant's actions on a conversation (spec 001 §4: only for the attendant). */
function AcoesAtendente({
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
function AbaChat({
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
function ConversaModal({ l, onClose }: { l: ConversaCallcenterLinha | null; onClose: () => void }) {
  const conversa = useConversaChatbot(l?.ID_CHATBOT_CONVERSA ?? 0, l !== null);
  return (
    <AppModal opened={l !== null} onClose={onClose} title="Conversa Whatsapp" size="lg">
      {conversa.data ? <ListaMensagens conversa={conversa.data} /> : <Text size="sm">Carregando...</Text>}
    </AppModal>
  );
}

/**
 * Tab 'Callcenter' (spec 001 §2.17; 002 §7 'Call-center screen'): the queue ('atender'), the user's
 * finished attendances ('finalizados') and one chat tab per open conversation, filtered by unit; live
 * through the real-time channel.
 */
export function CallcenterPage(_props: Partial<PaginaAbaProps>) {
  const usuario = useUsuario();
  const userSip = usuario?.user_sip ?? 0;
  const cdUnid = usuario?.cd_unid ?? 0;
  const config = useConfiguracao();
  const unidades = config.data?.UNIDADES_CALLCENTER ?? [...UNIDADES_CALLCENTER];
  const [filtro, setFiltro] = useState<FiltroUnidade>(() => (unidades.includes(cdUnid) ? cdUnid : '*'));
  const [aba, setAba] = useState<string>('atender');
  const [abertas, setAbertas] = useState<number[]>(abasGuardadas);
  const [piscando, setPiscando] = useState<ReadonlySet<number>>(new Set());
  const [modal, setModal] = useState<Modal | null>(null);
  const agora = useAgora();
  const qc = useQueryClient();
  const fila = useFilaCallcenter(userSip, filtro);
  const finalizados = useFinalizadosCallcenter(userSip, filtro);
  const acao = useAcaoCallcenter();

  useEffect(() => {
    try {
      localStorage.setItem(CHAVE_ABAS_CHAT, JSON.stringify(abertas));
    } catch {
      // storage blocked: the tabs last until the page closes
    }
  }, [abertas]);

  useCallcenterAoVivo((d) => {
    if (d.id_tipo !== 'RECEBIDO' || !abertas.includes(d.id_chatbot_conversa)) return;
    if (aba === abaChat(d.id_chatbot_conversa) && !document.hidden) return;
    setPiscando((p) => new Set([...p, d.id_chatbot_conversa]));
  });

  // A chat tab stops blinking once it is seen.
  useEffect(() => {
    const visto = abertas.find((id) => abaChat(id) === aba);
    if (visto !== undefined && piscando.has(visto)) {
      const p = new Set(piscando);
      p.delete(visto);
      setPiscando(p);
    }
  }, [aba, abertas, piscando]);

  const abrirChat = (id: number) => {
    setAbertas((a) => (a.includes(id) ? a : [...a, id]));
    setAba(abaChat(id));
  };
  const fecharChat = (id: number) => {
    setAbertas((a) => a.filter((x) => x !== id));
    setAba((atual) => (atual === abaChat(id) ? 'atender' : atual));
  };
  const retomar = (l: ConversaCallcenterLinha) => {
    if (l.DT_FIM_ATENDIMENTO_CC === null) abrirChat(l.ID_CHATBOT_CONVERSA);
    else
      acao.mutate(
        { tipo: 'retomar', conversa: l.ID_CHATBOT_CONVERSA },
        { onSuccess: () => abrirChat(l.ID_CHATBOT_CONVERSA) },
      );
  };
  const fecharModal = () => setModal(null);
  const linhaDe = (tipo: Modal['tipo']) => (modal?.tipo === tipo ? modal.l : null);

  const linhasFila = fila.data ?? [];
  const linhasFinalizados = finalizados.data ?? [];
  const todasLinhas = useMemo(() => [...linhasFila, ...linhasFinalizados], [linhasFila, linhasFinalizados]);
  const nomeAba = (id: number) => {
    const l = todasLinhas.find((x) => x.ID_CHATBOT_CONVERSA === id);
    return l ? nomeCurtoCallcenter(l.NM_CANDIDATO) : `Conversa ${id}`;
  };

  const colunasAtender = useMemo<ColunaLista<ConversaCallcenterLinha>[]>(
    () => [
      ...colunasComuns(agora),
      {
        id: 'inicio',
        titulo: 'Início Cont.',
        celula: (l) => <Text size="sm">{l.DT_INICIO_CHAT ? formatDateTime(l.DT_INICIO_CHAT) : '-'}</Text>,
        ordenar: (l) => comoData(l.DT_INICIO_CHAT),
      },
    ],
    [agora],
  );
  const colunasFinalizados = useMemo<ColunaLista<ConversaCallcenterLinha>[]>(
    () => [
      ...colunasComuns(agora),
      {
        id: 'finalizado',
        titulo: 'Finalizado',
        celula: (l) => (
          <Group gap={6} wrap="nowrap">
            <Text size="sm">{l.DT_FIM_ATENDIMENTO_CC ? formatDate(l.DT_FIM_ATENDIMENTO_CC) : '-'}</Text>
            {l.QTDE_DIAS !== null ? (
              <Badge
                size="sm"
                color={{ success: 'teal', warning: 'yellow', danger: 'red' }[corDiasFinalizado(l.QTDE_DIAS)]}
                tt="none"
                styles={{ root: { overflow: 'visible', flexShrink: 0 }, label: { overflow: 'visible' } }}
              >
                {l.QTDE_DIAS === 1 ? '1 dia' : `${l.QTDE_DIAS} dias`}
              </Badge>
            ) : null}
          </Group>
        ),
        ordenar: (l) => comoData(l.DT_FIM_ATENDIMENTO_CC),
      },
    ],
    [agora],
  );

  const opcoesUnidade = [
    { value: '*', label: 'Todas as unidades' },
    ...unidades.map((u) => ({ value: String(u), label: `Unidade ${u}` })),
  ];

  return (
    <Stack gap="md" p="md">
      <Group justify="space-between" align="flex-end">
        <Title order={2} size="h3">
          Callcenter
        </Title>
        <Group gap="xs" align="flex-end">
          <Select
            label="Unidade"
            data={opcoesUnidade}
            value={String(filtro)}
            onChange={(v) => setFiltro(!v || v === '*' ? '*' : Number(v))}
            allowDeselect={false}
            w={220}
          />
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} aria-hidden />}
            loading={fila.isFetching && !fila.isLoading}
            onClick={() => void qc.invalidateQueries({ queryKey: CHAVE_CALLCENTER })}
          >
            Atualizar
          </Button>
        </Group>
      </Group>

      <Tabs value={aba} onChange={(v) => v && setAba(v)} keepMounted={false}>
        <Tabs.List aria-label="Callcenter">
          <Tabs.Tab value="atender">atender ({linhasFila.length})</Tabs.Tab>
          <Tabs.Tab value="finalizados">finalizados</Tabs.Tab>
          {abertas.map((id) => (
            <Tabs.Tab
              key={id}
              value={abaChat(id)}
              className={piscando.has(id) ? classes.piscando : undefined}
              data-piscando={piscando.has(id) ? 'S' : 'N'}
              data-testid={`aba-chat-${id}`}
            >
              {nomeAba(id)}
            </Tabs.Tab>
          ))}
        </Tabs.List>

        <Tabs.Panel value="atender" pt="md">
          <TabelaLista
            rotulo="Conversas para atender"
            colunas={colunasAtender}
            linhas={linhasFila}
            carregando={fila.isLoading}
            chave={(l) => l.ID_CHATBOT_CONVERSA}
            filtro
            vazio={fila.isError ? M.erroFila : M.filaVazia}
            acoes={(l) =>
              l.CD_PESSOA_ANALISTA_ATENDIMENTO === null ? (
                <Button
                  size="compact-xs"
                  color="teal"
                  onClick={() => setModal({ tipo: 'iniciar', l })}
                  aria-label={`Iniciar Atendimento de ${l.NM_CANDIDATO}`}
                >
                  Iniciar Atendimento
                </Button>
              ) : ehAtendente(l, userSip) ? (
                <AcoesAtendente l={l} abrirModal={setModal} retomar={retomar} />
              ) : null
            }
            propsLinha={(l) => ({ 'data-testid': `callcenter-${l.ID_CHATBOT_CONVERSA}` })}
            larguraMinima={1000}
          />
        </Tabs.Panel>

        <Tabs.Panel value="finalizados" pt="md">
          <TabelaLista
            rotulo="Atendimentos finalizados"
            colunas={colunasFinalizados}
            linhas={linhasFinalizados}
            carregando={finalizados.isLoading}
            chave={(l) => l.ID_CHATBOT_CONVERSA}
            filtro
            ordenacaoInicial={{ id: 'finalizado', desc: true }}
            vazio={finalizados.isError ? M.erroFinalizados : M.finalizadosVazio}
            acoes={(l) => (
              <Group gap={4}>
                <Button size="compact-xs" variant="light" onClick={() => setModal({ tipo: 'conversa', l })}>
                  Conversa Whatsapp
                </Button>
                {ehAtendente(l, userSip) ? (
                  <Button size="compact-xs" variant="light" onClick={() => retomar(l)}>
                    Retomar Conversa
                  </Button>
                ) : null}
              </Group>
            )}
            propsLinha={(l) => ({ 'data-testid': `finalizado-${l.ID_CHATBOT_CONVERSA}` })}
            larguraMinima={1000}
          />
        </Tabs.Panel>

        {abertas.map((id) => (
          <Tabs.Panel key={id} value={abaChat(id)} pt="md">
            <AbaChat
              id={id}
              userSip={userSip}
              linha={todasLinhas.find((l) => l.ID_CHATBOT_CONVERSA === id)}
              visivel={aba === abaChat(id)}
              abrirModal={setModal}
              fechar={() => fecharChat(id)}
            />
          </Tabs.Panel>
        ))}
      </Tabs>

      <ConfirmDialog
        opened={modal?.tipo === 'iniciar'}
        title="Iniciar Atendimento"
        message={`Iniciar o atendimento de ${modal?.l.NM_CANDIDATO ?? ''}? A conversa passa a ser sua e o chatbot deixa de responder ao candidato.`}
        confirmLabel="Iniciar Atendimento"
        loading={acao.isPending}
        onCancel={fecharModal}
        onConfirm={() => {
          const l = linhaDe('iniciar');
          if (!l || l.CD_EMPRESA === null) return;
          acao.mutate(
            {
              tipo: 'iniciar',
              conversa: l.ID_CHATBOT_CONVERSA,
              user: userSip,
              unit: l.CD_EMPRESA,
              nome: usuario?.nm_pessoa ?? '',
            },
            {
              onSuccess: () => abrirChat(l.ID_CHATBOT_CONVERSA),
              onSettled: fecharModal,
            },
          );
        }}
      />
      <ConfirmDialog
        opened={modal?.tipo === 'relacionar'}
        title="Relacionar a vaga"
        message={`Relacionar ${modal?.l.NM_CANDIDATO ?? ''} à vaga ${modal?.l.NR_VAGA ?? ''}?`}
        confirmLabel="Relacionar"
        loading={acao.isPending}
        onCancel={fecharModal}
        onConfirm={() => {
          const l = linhaDe('relacionar');
          if (!l?.NR_VAGA) return;
          acao.mutate(
            { tipo: 'relacionar', nr_vaga: l.NR_VAGA, cd_pessoa_candidato: l.CD_PESSOA_CANDIDATO },
            { onSettled: fecharModal },
          );
        }}
      />
      <EncerrarModal
        linha={linhaDe('encerrar')}
        loading={acao.isPending}
        onClose={fecharModal}
        onEncerrar={(motivo, devolver) => {
          const l = linhaDe('encerrar');
          if (!l || l.CD_PESSOA_ANALISTA_ATENDIMENTO === null) return;
          acao.mutate(
            {
              tipo: 'encerrar',
              corpo: {
                id_chatbot_conversa: l.ID_CHATBOT_CONVERSA,
                cd_pessoa_candidato: l.CD_PESSOA_CANDIDATO,
                cd_pessoa_analista_atendimento: l.CD_PESSOA_ANALISTA_ATENDIMENTO,
                id_motivo_call_center: motivo,
                id_devolver_chatbot: devolver ? 'S' : 'N',
              },
            },
            {
              onSuccess: () => {
                fecharChat(l.ID_CHATBOT_CONVERSA);
                fecharModal();
              },
            },
          );
        }}
      />
      {modal?.tipo === 'agendar' ? (
        <AgendamentoModal
          opened
          cdPessoa={modal.l.CD_PESSOA_CANDIDATO}
          nome={modal.l.NM_CANDIDATO}
          nrVaga={modal.l.NR_VAGA}
          cdPessoaCliente={modal.l.CD_PESSOA_CLIENTE_VAGA}
          cdPessoaAnalista={modal.l.CD_PESSOA_ANALISTA}
          fixos={{ analista: modal.l.NOME_ANALISTA, cliente: modal.l.NM_PESSOA_CLIENTE }}
          onClose={fecharModal}
          onSalvo={fecharModal}
        />
      ) : null}
      <ConversaModal l={linhaDe('conversa')} onClose={fecharModal} />
    </Stack>
  );
}
