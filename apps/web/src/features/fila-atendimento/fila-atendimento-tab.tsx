import { EVENTO_AGENDA } from '@backoffice/domain/agendamento';
import { dataNegocio, formatarData, formatarHora } from '@backoffice/domain/datas';
import {
  type CandidatoAguardandoLinha,
  esperaExcedida,
  type FilaAtendimentoLinha,
  MENSAGENS_FILA_ATENDIMENTO as M,
  minutosEspera,
  SITUACOES_FILA,
  type SituacaoFila,
  situacaoFila,
} from '@backoffice/domain/fila-atendimento';
import { Badge, Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { IconCalendarPlus, IconRefresh } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { AgendamentoModal } from '../../components/agendamento/agendamento-modal';
import { ConfirmDialog } from '../../components/controls/confirm-dialog';
import { type ColunaLista, comoData, TabelaLista } from '../../components/lista/tabela-lista';
import { invalidar } from '../../lib/dados';
import { useRealtime } from '../../lib/realtime-client';
import { useUsuario } from '../../lib/sessao';
import type { PaginaAbaProps } from '../../lib/tabs';
import {
  LEITURAS_FILA,
  useAcoesFila,
  useCandidatosAguardando,
  useFilaAtendimento,
} from './api-fila-atendimento';
import { ChegadaModal } from './chegada-modal';

/** How often the waits and the late flags on screen follow the clock. */
const RELOGIO_MS = 30_000;

const COR_SITUACAO: Record<SituacaoFila, string> = {
  AGENDADO: 'blue',
  ATRASADO: 'orange',
  AGUARDANDO: 'grape',
  EM_ATENDIMENTO: 'teal',
  ENCERRADO: 'gray',
  NAO_COMPARECEU: 'red',
};

type Modal = 'chegada' | 'iniciar' | 'encerrar';

/** The situation filter: every row, or those of one situation. */
const TODAS = 'TODAS';
type FiltroSituacao = SituacaoFila | typeof TODAS;

/** The situation select's options, each with how many of today's rows are in it. */
function opcoesSituacao(linhas: readonly FilaAtendimentoLinha[], agora: Date) {
  const contagem = new Map<SituacaoFila, number>();
  for (const l of linhas) {
    const s = situacaoFila(l, agora);
    contagem.set(s, (contagem.get(s) ?? 0) + 1);
  }
  return [
    { value: TODAS, label: `Todas (${linhas.length})` },
    ...(Object.keys(SITUACOES_FILA) as SituacaoFila[]).map((s) => ({
      value: s,
      label: `${SITUACOES_FILA[s]} (${contagem.get(s) ?? 0})`,
    })),
  ];
}

const chaveLinha = (l: FilaAtendimentoLinha) => l.ID_AGENDAMENTO;
const chaveAgendamento = (l: FilaAtendimentoLinha) => ({
  cd_pessoa_candidato: l.CD_PESSOA,
  criado_em: l.CRIADO_EM,
});

/**
 * The screen's clock: ticks every RELOGIO_MS and is read again whenever the data arrives, so a wait
 * shown right after an arrival is registered is the current one, not up to a tick behind.
 */
function useAgora(dadosEm: number): Date {
  const [relogio, setRelogio] = useState(() => Date.now());
  useEffect(() => {
    const t = setInterval(() => setRelogio(Date.now()), RELOGIO_MS);
    return () => clearInterval(t);
  }, []);
  return useMemo(() => new Date(Math.max(relogio, dadosEm)), [relogio, dadosEm]);
}

function SituacaoBadge({ l, agora }: { l: FilaAtendimentoLinha; agora: Date }) {
  const s = situacaoFila(l, agora);
  const espera = s === 'AGUARDANDO' ? minutosEspera(l, agora) : null;
  const excedida = s === 'AGUARDANDO' && esperaExcedida(l, agora);
  return (
    <Badge
      color={excedida ? 'red' : COR_SITUACAO[s]}
      variant={excedida ? 'filled' : 'light'}
      tt="none"
      styles={{ root: { overflow: 'visible' }, label: { overflow: 'visible' } }}
    >
      {espera !== null && espera > 0 ? `${SITUACOES_FILA[s]} há ${espera} min` : SITUACOES_FILA[s]}
    </Badge>
  );
}

function colunasFila(agora: Date, cdSip: number): ColunaLista<FilaAtendimentoLinha>[] {
  return [
    {
      id: 'horario',
      titulo: 'Horário',
      celula: (l) => (
        <>
          <Text size="sm" fw={600}>
            {formatarHora(l.DT_ATENDIMENTO)}
          </Text>
          <Text size="xs" c="gray.7">
            {l.TIPO_AGENDAMENTO}
          </Text>
        </>
      ),
      ordenar: (l) => comoData(l.DT_ATENDIMENTO),
    },
    {
      id: 'candidato',
      titulo: 'Candidato',
      celula: (l) => (
        <>
          <Group gap={6} wrap="nowrap">
            <Text size="sm" fw={600}>
              {l.NM_PESSOA}
            </Text>
            {l.ID_POSSUE_DEFICIENCIA === 'S' ? (
              <Badge size="xs" color="indigo" variant="light">
                PCD
              </Badge>
            ) : null}
          </Group>
          <Text size="xs" c="gray.7">
            Código {l.CD_PESSOA}
          </Text>
        </>
      ),
      ordenar: (l) => l.NM_PESSOA,
    },
    {
      id: 'cliente',
      titulo: 'Cliente / vaga',
      celula: (l) => (
        <>
          <Text size="sm">{l.NM_CLIENTE ?? '-'}</Text>
          {l.NR_VAGA ? (
            <Text size="xs" c="gray.7">
              Vaga {l.NR_VAGA}
              {l.NM_CARGO ? ` — ${l.NM_CARGO}` : ''}
            </Text>
          ) : null}
        </>
      ),
      ordenar: (l) => l.NM_CLIENTE,
    },
    {
      id: 'chegada',
      titulo: 'Chegada',
      celula: (l) => (
        <Group gap={6} wrap="nowrap">
          <Text size="sm">{l.DT_CHEGADA ? formatarHora(l.DT_CHEGADA) : '-'}</Text>
          {l.ID_ATRASOU === 'A' ? (
            <Badge size="sm" color="orange" variant="outline" tt="none">
              Atrasou
            </Badge>
          ) : null}
        </Group>
      ),
      ordenar: (l) => comoData(l.DT_CHEGADA),
    },
    {
      id: 'atendente',
      titulo: 'Usuário de atendimento',
      celula: (l) => (
        <Text size="sm">
          {l.NM_USUARIO_ATENDIMENTO ?? '-'}
          {l.CD_USUARIO_ATENDIMENTO === cdSip ? ' (você)' : ''}
        </Text>
      ),
      ordenar: (l) => l.NM_USUARIO_ATENDIMENTO,
    },
    {
      id: 'situacao',
      titulo: 'Situação',
      celula: (l) => <SituacaoBadge l={l} agora={agora} />,
      ordenar: (l) => SITUACOES_FILA[situacaoFila(l, agora)],
    },
  ];
}

/** The row's buttons: only the step its situation allows; closing only for the user attending. */
function AcoesLinha({
  l,
  agora,
  cdSip,
  abrir,
}: {
  l: FilaAtendimentoLinha;
  agora: Date;
  cdSip: number;
  abrir: (tipo: Modal, l: FilaAtendimentoLinha) => void;
}) {
  const s = situacaoFila(l, agora);
  if (s === 'AGENDADO' || s === 'ATRASADO')
    return (
      <Button
        size="compact-xs"
        onClick={() => abrir('chegada', l)}
        aria-label={`Registrar chegada de ${l.NM_PESSOA}`}
      >
        Registrar chegada
      </Button>
    );
  if (s === 'AGUARDANDO')
    return (
      <Button
        size="compact-xs"
        color="teal"
        onClick={() => abrir('iniciar', l)}
        aria-label={`Iniciar atendimento de ${l.NM_PESSOA}`}
      >
        Iniciar atendimento
      </Button>
    );
  if (s === 'EM_ATENDIMENTO' && l.CD_USUARIO_ATENDIMENTO === cdSip)
    return (
      <Button
        size="compact-xs"
        variant="light"
        color="red"
        onClick={() => abrir('encerrar', l)}
        aria-label={`Encerrar atendimento de ${l.NM_PESSOA}`}
      >
        Encerrar atendimento
      </Button>
    );
  return null;
}

/** The user's own waiting candidates (spec 002 §3.4 'Waiting candidate'), longest wait first. */
function AguardandoVoce({
  aguardando,
  linhas,
  agora,
  abrir,
}: {
  aguardando: readonly CandidatoAguardandoLinha[];
  linhas: readonly FilaAtendimentoLinha[];
  agora: Date;
  abrir: (tipo: Modal, l: FilaAtendimentoLinha) => void;
}) {
  if (aguardando.length === 0) return null;
  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-labelledby="fila-aguardando-voce">
      <Title order={3} size="h5" id="fila-aguardando-voce" mb="xs">
        Aguardando seu atendimento ({aguardando.length})
      </Title>
      <Stack gap={6}>
        {aguardando.map((a) => {
          const linha = linhas.find(
            (l) => l.CD_PESSOA === a.CD_PESSOA && l.DT_ATENDIMENTO === a.DT_ATENDIMENTO,
          );
          const tempos = {
            ...a,
            DT_INICIO_ATENDIMENTO: null,
            DT_ENCERRAMENTO: null,
          };
          const espera = minutosEspera(tempos, agora) ?? 0;
          return (
            <Group key={`${a.CD_PESSOA}-${a.DT_ATENDIMENTO}`} justify="space-between" wrap="nowrap">
              <Text size="sm">
                <Text span fw={600}>
                  {a.NM_PESSOA}
                </Text>{' '}
                chegou às {formatarHora(a.DT_CHEGADA)} para as {formatarHora(a.DT_ATENDIMENTO)}
                {espera > 0 ? ` — aguarda há ${espera} min` : ''}
              </Text>
              {linha ? (
                <Button
                  size="compact-xs"
                  color={esperaExcedida(tempos, agora) ? 'red' : 'teal'}
                  onClick={() => abrir('iniciar', linha)}
                  aria-label={`Iniciar atendimento de ${a.NM_PESSOA} (aguardando você)`}
                >
                  Iniciar
                </Button>
              ) : null}
            </Group>
          );
        })}
      </Stack>
    </Paper>
  );
}

/**
 * The attendance queue of the selection workspace (spec 002 §2.1, §2.5 'Fila Atendimento', §3.4):
 * today's appointments of the user's unit with the arrival, the late flag and the attending user;
 * registering an arrival, starting and closing an attendance. Live for every user of the unit: the
 * 'agenda' event reads it again.
 */
export function FilaAtendimentoTab(_props: Partial<PaginaAbaProps>) {
  const usuario = useUsuario();
  const cdSip = usuario?.cd_sip ?? 0;
  const cdUnidade = usuario?.cd_unid ?? 0;
  const qc = useQueryClient();
  const fila = useFilaAtendimento();
  const aguardando = useCandidatosAguardando();
  const acoes = useAcoesFila();
  const agora = useAgora(Math.max(fila.dataUpdatedAt, aguardando.dataUpdatedAt));
  const [modal, setModal] = useState<{ tipo: Modal; linha: FilaAtendimentoLinha } | null>(null);
  const [novo, setNovo] = useState(false);
  const [situacao, setSituacao] = useState<FiltroSituacao>(TODAS);

  const recarregar = () => void invalidar(qc, ...LEITURAS_FILA);
  useRealtime(EVENTO_AGENDA, recarregar);

  const colunas = useMemo(() => colunasFila(agora, cdSip), [agora, cdSip]);
  const abrir = (tipo: Modal, linha: FilaAtendimentoLinha) => setModal({ tipo, linha });
  const fechar = () => setModal(null);
  const linhaDe = (tipo: Modal) => (modal?.tipo === tipo ? modal.linha : null);
  const todas = fila.data ?? [];
  const linhas = useMemo(
    () => (situacao === TODAS ? todas : todas.filter((l) => situacaoFila(l, agora) === situacao)),
    [todas, situacao, agora],
  );

  return (
    <Stack gap="md" p="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={2} size="h3">
            Fila de atendimento
          </Title>
          <Text size="sm" c="gray.7">
            Agendamentos de hoje, {formatarData(dataNegocio(agora))}, da unidade {cdUnidade}
          </Text>
        </div>
        <Group gap="xs">
          <Button leftSection={<IconCalendarPlus size={16} aria-hidden />} onClick={() => setNovo(true)}>
            Novo agendamento
          </Button>
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} aria-hidden />}
            loading={fila.isFetching && !fila.isLoading}
            onClick={recarregar}
          >
            Atualizar
          </Button>
        </Group>
      </Group>

      <AguardandoVoce aguardando={aguardando.data ?? []} linhas={todas} agora={agora} abrir={abrir} />

      <TabelaLista
        rotulo="Fila de atendimento"
        colunas={colunas}
        linhas={linhas}
        carregando={fila.isLoading}
        chave={chaveLinha}
        filtro
        ordenacaoInicial={{ id: 'horario' }}
        vazio={fila.isError ? M.erroCarregar : situacao === TODAS ? M.vazia : M.nenhumaNaSituacao}
        ferramentas={
          <Select
            label="Situação"
            data={opcoesSituacao(todas, agora)}
            value={situacao}
            onChange={(v) => setSituacao((v as FiltroSituacao | null) ?? TODAS)}
            allowDeselect={false}
            w={220}
          />
        }
        acoes={(l) => <AcoesLinha l={l} agora={agora} cdSip={cdSip} abrir={abrir} />}
        propsLinha={(l) => ({ 'data-testid': `fila-${l.ID_AGENDAMENTO}` })}
        larguraMinima={960}
      />

      <ChegadaModal
        linha={linhaDe('chegada')}
        onClose={fechar}
        onSalvar={async (data_chegada) => {
          const l = linhaDe('chegada');
          if (!l) return;
          await acoes.chegada.mutateAsync({ corpo: { ...chaveAgendamento(l), data_chegada } });
          fechar();
        }}
      />
      <ConfirmDialog
        opened={modal?.tipo === 'iniciar'}
        title="Iniciar atendimento"
        message={`Iniciar o atendimento de ${modal?.linha.NM_PESSOA ?? ''}? Você passa a ser o usuário de atendimento.`}
        confirmLabel="Iniciar atendimento"
        loading={acoes.iniciar.isPending}
        onCancel={fechar}
        onConfirm={() => {
          const l = linhaDe('iniciar');
          if (l) acoes.iniciar.mutate({ corpo: chaveAgendamento(l) }, { onSuccess: fechar });
        }}
      />
      <ConfirmDialog
        opened={modal?.tipo === 'encerrar'}
        title="Encerrar atendimento"
        message={`Encerrar o atendimento de ${modal?.linha.NM_PESSOA ?? ''}?`}
        confirmLabel="Encerrar atendimento"
        confirmColor="red"
        loading={acoes.encerrar.isPending}
        onCancel={fechar}
        onConfirm={() => {
          const l = linhaDe('encerrar');
          if (l) acoes.encerrar.mutate({ corpo: chaveAgendamento(l) }, { onSuccess: fechar });
        }}
      />
      <AgendamentoModal opened={novo} onClose={() => setNovo(false)} onSalvo={recarregar} />
    </Stack>
  );
}
