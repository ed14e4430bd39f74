import {
  type AcaoAutoatendimento,
  acoesPermitidas,
  EVENTO_AUTOATENDIMENTO,
  type EventoAutoatendimento,
  LIMITES_AUTOATENDIMENTO,
  type LinhaAutoatendimento,
  MENSAGENS_AUTOATENDIMENTO as M,
  NOMES_SITUACAO_AUTOATENDIMENTO,
  SITUACAO_AUTOATENDIMENTO as S,
} from '@backoffice/domain/autoatendimento';
import { CONTRATOS_AUTOATENDIMENTO as C_AUTO } from '@backoffice/domain/contratos/autoatendimento';
import { formatarDataHora } from '@backoffice/domain/datas';
import { Badge, Select, Stack, Switch, Text, Title } from '@mantine/core';
import { IconCalendarEvent, IconRecycle, IconSend, IconUserOff, IconX } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { ConfirmDialog } from '../../components/controls/confirm-dialog';
import {
  type AcaoLinha,
  AcoesDaLinha,
  type ColunaLista,
  comoData,
  TabelaLista,
} from '../../components/lista/tabela-lista';
import { invalidar } from '../../lib/dados';
import { useRealtime } from '../../lib/realtime-client';
import { useUsuario } from '../../lib/sessao';
import type { PaginaAbaProps } from '../../lib/tabs';
import { chaveFila, useAcaoFila, useFila } from './api-autoatendimento';
import { AgendarModal, DescartarModal, ReciclarModal, RelacionarModal } from './modais-autoatendimento';

type Modal = 'encaminhar' | 'reprovar' | 'agendar' | 'naoCompareceu' | 'reciclar' | 'atendimento';

const COR_SITUACAO: Record<number, string> = {
  [S.AGUARDANDO]: 'blue',
  [S.ENCAMINHADO]: 'teal',
  [S.REPROVADO]: 'red',
  [S.RECICLADO]: 'grape',
  [S.NAO_COMPARECEU]: 'orange',
  [S.AGENDADO]: 'cyan',
};

const mesma = (
  a: LinhaAutoatendimento,
  b: { cd_pessoa_candidato: number; nr_vaga: number; data_agenda: string },
) =>
  a.CD_PESSOA_CANDIDATO === b.cd_pessoa_candidato &&
  a.NR_VAGA === b.nr_vaga &&
  a.DATA_AGENDA === b.data_agenda;

const chaveLinha = (l: LinhaAutoatendimento) => `${l.CD_PESSOA_CANDIDATO}-${l.NR_VAGA}-${l.DATA_AGENDA}`;

/** The queue's columns; the attendance switch asks for confirmation through `abrir`. */
function colunasFila(
  abrir: (tipo: Modal, linha: LinhaAutoatendimento) => void,
): ColunaLista<LinhaAutoatendimento>[] {
  return [
    {
      id: 'candidato',
      titulo: 'Candidato',
      celula: (l) => (
        <>
          <Text size="sm" fw={600}>
            {l.NM_PESSOA_SOCIAL}
          </Text>
          <Text size="xs" c="gray.7">
            Código {l.CD_PESSOA_CANDIDATO}
          </Text>
        </>
      ),
      ordenar: (l) => l.NM_PESSOA_SOCIAL,
    },
    { id: 'sexo', titulo: 'Sexo', celula: (l) => l.SEXO ?? '-', ordenar: (l) => l.SEXO },
    {
      id: 'vaga',
      titulo: 'Vaga',
      celula: (l) => (
        <>
          <Text size="sm">{l.NR_VAGA}</Text>
          <Text size="xs" c="gray.7">
            {l.NM_CARGO ?? ''}
          </Text>
        </>
      ),
      ordenar: (l) => l.NR_VAGA,
    },
    {
      id: 'analista',
      titulo: 'Analista',
      celula: (l) => l.NM_ANALISTA ?? '-',
      ordenar: (l) => l.NM_ANALISTA,
    },
    {
      id: 'chegada',
      titulo: 'Chegada',
      celula: (l) => formatarDataHora(l.DT_HISTORICO),
      ordenar: (l) => comoData(l.DT_HISTORICO),
    },
    {
      id: 'situacao',
      titulo: 'Situação',
      celula: (l) => (
        <Badge
          color={COR_SITUACAO[l.CD_SITUACAO_ATUAL] ?? 'gray'}
          variant="light"
          tt="none"
          styles={{ root: { overflow: 'visible' }, label: { overflow: 'visible' } }}
        >
          {l.NM_SITUACAO_ATUAL}
        </Badge>
      ),
      ordenar: (l) => l.NM_SITUACAO_ATUAL,
    },
    {
      id: 'atendimento',
      titulo: 'Atendimento',
      celula: (l) => (
        <Switch
          aria-label={`Atendimento de ${l.NM_PESSOA_SOCIAL}`}
          checked={l.ID_ATENDIMENTO === 'S'}
          onChange={() => abrir('atendimento', l)}
          label={l.ID_ATENDIMENTO === 'S' ? 'Sim' : 'Não'}
        />
      ),
      ordenar: (l) => l.ID_ATENDIMENTO,
    },
  ];
}

/** What each action of a row is called and shows (spec 001 §4). */
const ACOES_LINHA: Record<AcaoAutoatendimento, { rotulo: string; icone: ReactNode; cor?: string }> = {
  encaminhar: { rotulo: 'Encaminhar', icone: <IconSend size={16} aria-hidden /> },
  agendar: { rotulo: 'Agendar', icone: <IconCalendarEvent size={16} aria-hidden /> },
  naoCompareceu: { rotulo: 'Não compareceu', icone: <IconUserOff size={16} aria-hidden />, cor: 'orange' },
  reciclar: { rotulo: 'Reciclar', icone: <IconRecycle size={16} aria-hidden />, cor: 'grape' },
  reprovar: { rotulo: 'Reprovar', icone: <IconX size={16} aria-hidden />, cor: 'red' },
};

/** The row's actions, only those its situation allows (spec 001 §4): more than two in a menu. */
function AcoesLinha({
  l,
  abrir,
}: {
  l: LinhaAutoatendimento;
  abrir: (tipo: Modal, linha: LinhaAutoatendimento) => void;
}) {
  const nome = l.NM_PESSOA_SOCIAL;
  const acoes: AcaoLinha[] = acoesPermitidas(l.CD_SITUACAO_ATUAL).map((tipo) => ({
    ...ACOES_LINHA[tipo],
    nome: tipo === 'naoCompareceu' ? `Não compareceu: ${nome}` : `${ACOES_LINHA[tipo].rotulo} ${nome}`,
    aoClicar: () => abrir(tipo, l),
  }));
  return <AcoesDaLinha rotulo={`Ações de ${nome}`} acoes={acoes} />;
}

/**
 * The self-service recruitment queue of the user's unit (spec 001 §2.8, §2.10, §4); `cabecalho` is
 * what the shell puts above the list (the open-vacancy pick-lists and the way to the recruitment list).
 */
export function AutoatendimentoPage({ cabecalho }: PaginaAbaProps & { cabecalho?: ReactNode }) {
  const usuario = useUsuario();
  const cdUnidade = usuario?.cd_unid ?? 0;
  const cdUsuario = usuario?.cd_sip ?? 0;
  const qc = useQueryClient();
  const fila = useFila(cdUsuario, cdUnidade);
  const acao = useAcaoFila();
  const [modal, setModal] = useState<{ tipo: Modal; linha: LinhaAutoatendimento } | null>(null);

  // another user's change updates the row at once (spec 001 §7: 'autoatendimento' from others)
  useRealtime<EventoAutoatendimento>(EVENTO_AUTOATENDIMENTO, (ev) => {
    if (!ev || ev.cd_usuario === cdUsuario || ev.cd_empresa !== cdUnidade) return;
    qc.setQueryData<LinhaAutoatendimento[]>(chaveFila(cdUsuario, cdUnidade), (atual) =>
      atual?.map((l) =>
        mesma(l, ev)
          ? {
              ...l,
              ID_ATENDIMENTO: ev.id_atendimento,
              CD_SITUACAO_ATUAL: ev.cd_situacao_atual,
              NM_SITUACAO_ATUAL: NOMES_SITUACAO_AUTOATENDIMENTO[ev.cd_situacao_atual] ?? '',
            }
          : l,
      ),
    );
    if (ev.cd_situacao_atual === S.AGUARDANDO) void invalidar(qc, C_AUTO.fila);
  });

  const abrir = useCallback((tipo: Modal, linha: LinhaAutoatendimento) => setModal({ tipo, linha }), []);
  const colunas = useMemo(() => colunasFila(abrir), [abrir]);
  const fechar = () => setModal(null);
  const linhaDe = (tipo: Modal) => (modal?.tipo === tipo ? modal.linha : null);
  const rodar = (a: Parameters<typeof acao.mutate>[0]) => acao.mutate(a, { onSuccess: fechar });
  // a modal's form: a refusal goes onto its fields, the modal closes once saved
  const acaoFormulario = useAcaoFila({ silencioso: true });
  const salvarFormulario = async (a: Parameters<typeof acao.mutate>[0]) => {
    await acaoFormulario.mutateAsync(a);
    fechar();
  };
  const chave = (l: LinhaAutoatendimento) => ({
    cd_pessoa_candidato: l.CD_PESSOA_CANDIDATO,
    nr_vaga: l.NR_VAGA,
    cd_empresa: l.CD_EMPRESA,
    dt_historico: l.DT_HISTORICO,
    cd_usuario: cdUsuario,
  });

  return (
    <Stack gap="md" p="md">
      <Title order={2} size="h3">
        Candidatos do autoatendimento
      </Title>
      {cabecalho}
      <TabelaLista
        rotulo="Candidatos do autoatendimento"
        colunas={colunas}
        linhas={fila.data ?? []}
        carregando={fila.isLoading}
        chave={chaveLinha}
        filtro
        paginacao={{ tamanho: LIMITES_AUTOATENDIMENTO.tamanhoPagina }}
        vazio={fila.isError ? M.erroBuscarCandidatos : undefined}
        acoes={(l) => <AcoesLinha l={l} abrir={abrir} />}
        ferramentas={
          <Select
            label="Unidade"
            data={[{ value: String(cdUnidade), label: `Unidade ${cdUnidade}` }]}
            value={String(cdUnidade)}
            disabled
            w={260}
          />
        }
        larguraMinima={900}
      />

      <RelacionarModal
        linha={linhaDe('encaminhar')}
        onClose={fechar}
        cdUsuario={cdUsuario}
        onSalvar={(corpo) => salvarFormulario({ tipo: 'encaminhar', corpo })}
      />
      <DescartarModal
        linha={linhaDe('reprovar')}
        onClose={fechar}
        cdUsuario={cdUsuario}
        onSalvar={(corpo) => salvarFormulario({ tipo: 'descartar', corpo })}
      />
      <ReciclarModal
        linha={linhaDe('reciclar')}
        onClose={fechar}
        onSalvar={(corpo) => salvarFormulario({ tipo: 'reciclar', corpo })}
      />
      <AgendarModal
        linha={linhaDe('agendar')}
        onClose={fechar}
        cdUsuario={cdUsuario}
        onSalvar={(a) => salvarFormulario({ tipo: 'agendar', ...a })}
      />
      <ConfirmDialog
        opened={modal?.tipo === 'naoCompareceu'}
        title="Não compareceu"
        message={M.confirmarNaoCompareceu(modal?.linha.NM_PESSOA_SOCIAL ?? '')}
        loading={acao.isPending}
        onCancel={fechar}
        onConfirm={() => {
          const l = linhaDe('naoCompareceu');
          if (l) rodar({ tipo: 'naoCompareceu', corpo: { ...chave(l), nm_pessoa: l.NM_PESSOA_SOCIAL } });
        }}
      />
      <ConfirmDialog
        opened={modal?.tipo === 'atendimento'}
        title="Atendimento"
        message={M.confirmarAtendimento(
          modal?.linha.NM_PESSOA_SOCIAL ?? '',
          modal?.linha.ID_ATENDIMENTO === 'S' ? 'N' : 'S',
        )}
        loading={acao.isPending}
        onCancel={fechar}
        onConfirm={() => {
          const l = linhaDe('atendimento');
          if (l)
            rodar({
              tipo: 'atendimento',
              corpo: { ...chave(l), id_atendimento: l.ID_ATENDIMENTO === 'S' ? 'N' : 'S' },
            });
        }}
      />
    </Stack>
  );
}
