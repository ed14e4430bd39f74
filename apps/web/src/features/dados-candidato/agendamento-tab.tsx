import {
  type AgendaAnalistaEntrada,
  type AgendamentoLinha,
  agendaAnalistaBody,
  agendamentoEditavel,
  diasDaSemana,
  MENSAGENS_AGENDA as M,
} from '@backoffice/domain/agenda-candidato';
import { EVENTO_AGENDA, TIPOS_AGENDAMENTO } from '@backoffice/domain/agendamento';
import { CONTRATOS_AGENDA as C } from '@backoffice/domain/contratos/dados-candidato';
import {
  dataNegocio,
  diaDaSemanaAbreviado,
  formatarData,
  formatarDataHora,
  formatarDiaMes,
  formatarHora,
  somarDias,
} from '@backoffice/domain/datas';
import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Paper,
  Popover,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import {
  IconCalendarPlus,
  IconChevronLeft,
  IconChevronRight,
  IconEye,
  IconPencil,
  IconUserX,
} from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { AgendamentoModal, type ChaveAgendamento } from '../../components/agendamento/agendamento-modal';
import { ConfirmDialog } from '../../components/controls/confirm-dialog';
import { DateField } from '../../components/controls/date-field';
import { EmptyState, LoadingState } from '../../components/controls/list-states';
import { type ColunaLista, comoData, TabelaLista } from '../../components/lista/tabela-lista';
import { consulta, invalidar, useAcao } from '../../lib/dados';
import { useFormulario } from '../../lib/formulario/formulario';
import { useRealtime } from '../../lib/realtime-client';
import { useUsuario } from '../../lib/sessao';
import { useCabecalhoCandidato } from './cabecalho-candidato';

const CORES_TIPO: Record<AgendamentoLinha['ID_TIPO_AGENDAMENTO'], string> = {
  T: 'grape',
  E: 'blue',
  C: 'teal',
};

function TipoBadge({ l }: { l: AgendamentoLinha }) {
  return (
    <Badge color={CORES_TIPO[l.ID_TIPO_AGENDAMENTO]} variant="light">
      {TIPOS_AGENDAMENTO[l.ID_TIPO_AGENDAMENTO]}
    </Badge>
  );
}

function Situacao({ l }: { l: AgendamentoLinha }) {
  return (
    <Group gap={4} wrap="nowrap">
      {l.DT_ENCERRAMENTO ? (
        <Badge color="gray" variant="light">
          {l.ID_COMPARECEU === 'N' ? 'Não compareceu' : 'Encerrado'}
        </Badge>
      ) : (
        <Badge color="green" variant="light">
          Aberto
        </Badge>
      )}
      {l.ID_ATRASOU === 'A' && (
        <Badge color="red" variant="filled">
          Atrasado
        </Badge>
      )}
    </Group>
  );
}

/** The summary popup of an appointment (spec 002 §2.3). */
function Resumo({ l }: { l: AgendamentoLinha }) {
  const campo = (rotulo: string, valor: string | null | undefined) => (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <Text size="xs" c="gray.7" w={110}>
        {rotulo}
      </Text>
      <Text size="sm">{valor || '—'}</Text>
    </Group>
  );
  return (
    <Popover width={360} position="bottom-end" withArrow shadow="md">
      <Popover.Target>
        <Tooltip label="Resumo">
          <ActionIcon variant="subtle" aria-label={`Resumo do agendamento de ${l.NM_PESSOA}`}>
            <IconEye size={16} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap={4}>
          <Text fw={600} size="sm">
            {l.NM_PESSOA}
          </Text>
          {campo('Tipo', l.TIPO_AGENDAMENTO)}
          {campo('Atendimento', formatarDataHora(l.DT_ATENDIMENTO))}
          {campo('Chegada', l.DT_CHEGADA_PRT)}
          {campo('Encerramento', l.DT_ENCERRAMENTO ? formatarDataHora(l.DT_ENCERRAMENTO) : null)}
          {campo('Atendente', l.NM_USUARIO_ATENDIMENTO)}
          {campo('Cliente', l.NM_APELIDO ?? l.NM_CLIENTE)}
          {campo('Processo', l.TIPO_PROCESSO)}
          {campo('Criado em', `${l.CRIADO_EM_FORMATADO}${l.CRIADO_POR ? ` por ${l.CRIADO_POR}` : ''}`)}
          {campo('Descrição', l.DS_DESCRICAO)}
          {l.ID_ATRASOU === 'A' && (
            <Text size="sm" c="red.8">
              Candidato atrasado
            </Text>
          )}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

interface AcoesAgenda {
  editar: (l: AgendamentoLinha) => void;
  naoCompareceu: (l: AgendamentoLinha) => void;
}

function acoesDaLinha(l: AgendamentoLinha, a: AcoesAgenda) {
  const editavel = agendamentoEditavel(l.DT_ENCERRAMENTO);
  return (
    <Group gap={2} wrap="nowrap">
      <Resumo l={l} />
      <Tooltip label={editavel ? 'Editar' : 'Visualizar'}>
        <ActionIcon
          variant="subtle"
          aria-label={`${editavel ? 'Editar' : 'Visualizar'} agendamento de ${l.NM_PESSOA}`}
          onClick={() => a.editar(l)}
        >
          <IconPencil size={16} aria-hidden />
        </ActionIcon>
      </Tooltip>
      {editavel && (
        <Tooltip label="Não compareceu">
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Não compareceu: ${l.NM_PESSOA}`}
            onClick={() => a.naoCompareceu(l)}
          >
            <IconUserX size={16} aria-hidden />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}

const COLUNAS: ColunaLista<AgendamentoLinha>[] = [
  {
    id: 'atendimento',
    titulo: 'Atendimento',
    celula: (l) => formatarDataHora(l.DT_ATENDIMENTO),
    ordenar: (l) => comoData(l.DT_ATENDIMENTO),
  },
  { id: 'candidato', titulo: 'Candidato', celula: (l) => l.NM_PESSOA, ordenar: (l) => l.NM_PESSOA },
  { id: 'tipo', titulo: 'Tipo', celula: (l) => <TipoBadge l={l} />, ordenar: (l) => l.TIPO_AGENDAMENTO },
  { id: 'situacao', titulo: 'Situação', celula: (l) => <Situacao l={l} /> },
  { id: 'chegada', titulo: 'Chegada', celula: (l) => l.DT_CHEGADA_PRT ?? '' },
  {
    id: 'atendente',
    titulo: 'Atendente',
    celula: (l) => l.NM_USUARIO_ATENDIMENTO,
    ordenar: (l) => l.NM_USUARIO_ATENDIMENTO,
  },
  {
    id: 'cliente',
    titulo: 'Cliente',
    celula: (l) => l.NM_APELIDO ?? l.NM_CLIENTE,
    ordenar: (l) => l.NM_CLIENTE,
  },
];

/** A week or a day of the analyst's calendar: the appointments by day and hour. */
function Calendario({
  linhas,
  dia,
  visao,
  aoMudarDia,
  acoes,
}: {
  linhas: readonly AgendamentoLinha[];
  dia: string;
  visao: 'semana' | 'dia';
  aoMudarDia: (d: string) => void;
  acoes: AcoesAgenda;
}) {
  const dias = visao === 'semana' ? diasDaSemana(dia) : [dia];
  const porDia = useMemo(() => {
    const m = new Map<string, AgendamentoLinha[]>();
    for (const l of linhas) {
      const d = dataNegocio(l.DT_ATENDIMENTO);
      m.set(d, [...(m.get(d) ?? []), l]);
    }
    for (const v of m.values()) v.sort((a, b) => a.DT_ATENDIMENTO.localeCompare(b.DT_ATENDIMENTO));
    return m;
  }, [linhas]);
  const passo = visao === 'semana' ? 7 : 1;
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <ActionIcon
          variant="default"
          aria-label="Período anterior"
          onClick={() => aoMudarDia(somarDias(dia, -passo))}
        >
          <IconChevronLeft size={16} aria-hidden />
        </ActionIcon>
        <Text fw={600}>
          {visao === 'semana' ? `${formatarData(dias[0])} a ${formatarData(dias[6])}` : formatarData(dia)}
        </Text>
        <ActionIcon
          variant="default"
          aria-label="Próximo período"
          onClick={() => aoMudarDia(somarDias(dia, passo))}
        >
          <IconChevronRight size={16} aria-hidden />
        </ActionIcon>
      </Group>
      <SimpleGrid cols={{ base: 1, md: dias.length }} spacing={6}>
        {dias.map((d) => (
          <Paper
            key={d}
            withBorder
            p={6}
            mih={visao === 'semana' ? 160 : 240}
            aria-label={`Dia ${formatarData(d)}`}
          >
            <UnstyledButton onClick={() => aoMudarDia(d)} aria-label={`Ver o dia ${formatarData(d)}`}>
              <Text size="xs" fw={700} c={d === dataNegocio() ? 'blue.8' : 'gray.8'}>
                {diaDaSemanaAbreviado(d)} {formatarDiaMes(d)}
              </Text>
            </UnstyledButton>
            <Stack gap={4} mt={4}>
              {(porDia.get(d) ?? []).map((l) => (
                <Paper
                  key={`${l.CD_PESSOA}-${l.CRIADO_EM}`}
                  withBorder
                  p={4}
                  bg={l.DT_ENCERRAMENTO ? 'gray.1' : undefined}
                  data-testid="evento-agenda"
                >
                  <Group gap={4} justify="space-between" wrap="nowrap">
                    <Text size="xs" fw={600}>
                      {formatarHora(l.DT_ATENDIMENTO)} {l.ID_TIPO_AGENDAMENTO}
                    </Text>
                    {l.ID_ATRASOU === 'A' && (
                      <Badge size="xs" color="red">
                        Atrasado
                      </Badge>
                    )}
                  </Group>
                  <Text size="xs" lineClamp={1}>
                    {l.NM_PESSOA}
                  </Text>
                  {visao === 'dia' && acoesDaLinha(l, acoes)}
                </Paper>
              ))}
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** The analyst's schedule (spec 002 §7 'Scheduling'): filters, list, week and day views. */
function AgendaAnalista({ acoes }: { acoes: AcoesAgenda }) {
  const usuario = useUsuario();
  const hoje = dataNegocio();
  // the filters sent with the schedule's request; the week and the day views ask their own period
  const f = useFormulario(
    agendaAnalistaBody,
    {
      visao: 'semana' as 'lista' | 'semana' | 'dia',
      dia: hoje,
      inicio: hoje,
      termino: somarDias(hoje, 7),
      tipo_agendamento: 'todos' as 'todos' | 'T' | 'E' | 'C',
      situacao: 'T' as 'T' | 'A' | 'E',
      candidato: '',
    },
    (v): AgendaAnalistaEntrada => {
      const semana = diasDaSemana(v.dia);
      const [inicio, termino] =
        v.visao === 'lista'
          ? [v.inicio || hoje, v.termino || hoje]
          : v.visao === 'semana'
            ? [semana[0], semana[6]]
            : [v.dia, v.dia];
      return {
        cd_pessoa_analista: usuario?.user_sip ?? 0,
        inicio,
        termino,
        tipo_agendamento: v.tipo_agendamento,
        situacao: v.situacao,
        candidato: v.candidato.trim() || undefined,
      };
    },
  );
  const visao = f.valor('visao');
  const dia = f.valor('dia');
  const semana = diasDaSemana(dia);
  const corpo = f.envio();
  const q = useQuery({
    ...consulta(C.agendamentosAnalista, { corpo }, M.erroCarregar),
    enabled: !!usuario && agendaAnalistaBody.safeParse(corpo).success,
  });
  const inicio = f.campo.data('inicio');
  const termino = f.campo.data('termino');
  return (
    <Stack gap="sm">
      <Group align="flex-end" gap="sm">
        <SegmentedControl
          value={visao}
          onChange={(v) => f.definir('visao', v as typeof visao)}
          data={[
            { value: 'semana', label: 'Semana' },
            { value: 'dia', label: 'Dia' },
            { value: 'lista', label: 'Lista' },
          ]}
          aria-label="Visão da agenda"
        />
        {visao === 'lista' && (
          <>
            <DateField
              label="Início"
              value={inicio.value}
              onChange={inicio.onChange}
              error={inicio.error}
              w={150}
            />
            <DateField
              label="Término"
              value={termino.value}
              onChange={(v) => {
                termino.onChange(v);
                // the period's rule is on its start: checked again
                inicio.onBlur();
              }}
              error={termino.error}
              w={150}
            />
          </>
        )}
        <Select
          label="Tipo"
          w={150}
          value={f.valor('tipo_agendamento')}
          onChange={(v) => f.definir('tipo_agendamento', (v as 'todos' | 'T' | 'E' | 'C') ?? 'todos')}
          data={[
            { value: 'todos', label: 'Todos' },
            ...Object.entries(TIPOS_AGENDAMENTO).map(([value, label]) => ({ value, label })),
          ]}
          allowDeselect={false}
        />
        <Select
          label="Situação"
          w={150}
          value={f.valor('situacao')}
          onChange={(v) => f.definir('situacao', (v as 'T' | 'A' | 'E') ?? 'T')}
          data={[
            { value: 'T', label: 'Todos' },
            { value: 'A', label: 'Abertos' },
            { value: 'E', label: 'Encerrados' },
          ]}
          allowDeselect={false}
        />
        <TextInput label="Candidato" placeholder="Nome ou código" {...f.campo.texto('candidato')} w={200} />
      </Group>
      {q.isError ? (
        <EmptyState text={M.erroCarregar} />
      ) : visao === 'lista' ? (
        <TabelaLista
          rotulo="Agenda do analista"
          colunas={COLUNAS}
          linhas={q.data}
          carregando={q.isPending}
          chave={(l) => `${l.CD_PESSOA}-${l.CRIADO_EM}`}
          acoes={(l) => acoesDaLinha(l, acoes)}
          larguraMinima={820}
        />
      ) : q.isPending ? (
        <LoadingState />
      ) : (
        <Calendario
          linhas={q.data ?? []}
          dia={dia}
          visao={visao}
          aoMudarDia={(d) => {
            f.definir('dia', d);
            if (visao === 'semana' && d !== dia && semana.includes(d)) f.definir('visao', 'dia');
          }}
          acoes={acoes}
        />
      )}
    </Stack>
  );
}

/**
 * 'Agendamento' of the candidate data page (spec 002 §2.3, §4, §7): the candidate's appointments and
 * the analyst's schedule; add and edit with the search area's modal (view-only once closed), the
 * summary popup, the no-show question. Every save announces 'agenda', which reloads the lists here.
 */
export function AgendamentoTab({ cdPessoaCandidato }: { cdPessoaCandidato: number }) {
  const qc = useQueryClient();
  const cab = useCabecalhoCandidato(cdPessoaCandidato);
  const nome = cab.data?.NM_PESSOA ?? `Candidato ${cdPessoaCandidato}`;
  const [modal, setModal] = useState<{ existente: ChaveAgendamento | null; nome: string; cd: number } | null>(
    null,
  );
  const [faltou, setFaltou] = useState<AgendamentoLinha | null>(null);
  const falta = useAcao(C.naoCompareceu, { sucesso: M.atualizado, fallback: M.erroAtualizar });
  const doCandidato = useQuery({
    ...consulta(C.agendamentosCandidato, { params: { candidate: cdPessoaCandidato } }, M.erroCarregar),
  });
  const recarregar = () => void invalidar(qc, C.agendamentosAnalista, C.agendamentosCandidato);
  useRealtime(EVENTO_AGENDA, recarregar);
  const acoes: AcoesAgenda = {
    editar: (l) =>
      setModal({
        existente: { cdPessoa: l.CD_PESSOA, criadoEm: l.CRIADO_EM },
        nome: l.NM_PESSOA,
        cd: l.CD_PESSOA,
      }),
    naoCompareceu: setFaltou,
  };

  function confirmarFalta() {
    if (!faltou) return;
    // the contract reads the lists again
    falta.mutate(
      { corpo: { cd_pessoa_candidato: faltou.CD_PESSOA, criado_em: faltou.CRIADO_EM } },
      { onSuccess: () => setFaltou(null) },
    );
  }

  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={3} size="h5">
            Agendamentos do candidato
          </Title>
          <Button
            leftSection={<IconCalendarPlus size={16} aria-hidden />}
            onClick={() => setModal({ existente: null, nome, cd: cdPessoaCandidato })}
          >
            Novo agendamento
          </Button>
        </Group>
        {doCandidato.isError ? (
          <EmptyState text={M.erroCarregar} />
        ) : (
          <TabelaLista
            rotulo="Agendamentos do candidato"
            colunas={COLUNAS.filter((c) => c.id !== 'candidato')}
            linhas={doCandidato.data}
            carregando={doCandidato.isPending}
            chave={(l) => `${l.CD_PESSOA}-${l.CRIADO_EM}`}
            acoes={(l) => acoesDaLinha(l, acoes)}
            filtro
            larguraMinima={760}
          />
        )}
      </Stack>
      <Stack gap="xs">
        <Title order={3} size="h5">
          Agenda do analista
        </Title>
        <AgendaAnalista acoes={acoes} />
      </Stack>
      <AgendamentoModal
        key={modal ? `${modal.cd}-${modal.existente?.criadoEm ?? 'novo'}` : 'fechado'}
        opened={modal !== null}
        cdPessoa={modal?.cd ?? cdPessoaCandidato}
        nome={modal?.nome ?? nome}
        existente={modal?.existente ?? null}
        onClose={() => setModal(null)}
        onSalvo={() => {
          setModal(null);
          recarregar();
        }}
      />
      <ConfirmDialog
        opened={faltou !== null}
        title="Não compareceu"
        message={faltou ? M.naoCompareceu(faltou.NM_PESSOA) : ''}
        confirmLabel="Salvar"
        confirmColor="red"
        loading={falta.isPending}
        onConfirm={confirmarFalta}
        onCancel={() => setFaltou(null)}
      />
    </Stack>
  );
}
