import {
  type AgendamentoBody,
  agendamentoDoPainel,
  LIMITES_AGENDAMENTO,
} from '@backoffice/domain/agendamento';
import {
  descartarAutoatendimentoBody,
  ESTAGIO_ENCAMINHAR_AUTOATENDIMENTO,
  LIMITES_AUTOATENDIMENTO,
  type LinhaAutoatendimento,
  MENSAGENS_AUTOATENDIMENTO as M,
  reaproveitaCandidatoBody,
  relacionarAutoatendimentoBody,
  rotuloVagaOpcao,
} from '@backoffice/domain/autoatendimento';
import type { PedidoDe } from '@backoffice/domain/contrato';
import type { CONTRATOS_AUTOATENDIMENTO as C } from '@backoffice/domain/contratos/autoatendimento';
import { Button, Radio, Select, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useMemo } from 'react';
import { AppModal } from '../../components/controls/app-modal';
import { CounterTextarea } from '../../components/controls/counter-textarea';
import { DateField } from '../../components/controls/date-field';
import { EmptyState, LoadingState } from '../../components/controls/list-states';
import { TimeField } from '../../components/controls/time-field';
import { AlertaFormulario } from '../../lib/formulario/alerta-formulario';
import { mensagensDosErros, useFormulario } from '../../lib/formulario/formulario';
import { useVagasReciclagem, useVagasRelacionar } from './api-autoatendimento';

interface BaseModal {
  linha: LinhaAutoatendimento | null;
  onClose: () => void;
}

type Corpo<K extends keyof typeof C> = PedidoDe<(typeof C)[K]>['corpo'];

/** Forward: choose an open vacancy (searched by number, position or client); save waits for a choice. */
export function RelacionarModal({
  linha,
  onClose,
  cdUsuario,
  onSalvar,
}: BaseModal & { cdUsuario: number; onSalvar: (corpo: Corpo<'relacionar'>) => Promise<unknown> }) {
  const f = useFormulario(
    relacionarAutoatendimentoBody,
    { busca: '', nr_vaga: null as number | null },
    (v): Corpo<'relacionar'> => ({
      nr_vaga: v.nr_vaga ?? 0,
      nr_vaga_autoatendimento: linha?.NR_VAGA ?? 0,
      cd_pessoa_candidato: linha?.CD_PESSOA_CANDIDATO ?? 0,
      cd_estagio_vaga: ESTAGIO_ENCAMINHAR_AUTOATENDIMENTO,
      recrutamento: 'S',
    }),
  );
  const [termo] = useDebouncedValue(f.valor('busca'), 300);
  const vagas = useVagasRelacionar(cdUsuario, termo);
  const { reset } = f.form;
  useEffect(() => {
    if (linha) reset({ busca: '', nr_vaga: null });
  }, [linha, reset]);
  const opcoes = (vagas.data ?? []).map((v) => ({ value: String(v.NR_VAGA), label: rotuloVagaOpcao(v) }));
  const vaga = f.valor('nr_vaga');
  return (
    <AppModal
      opened={linha != null}
      onClose={onClose}
      title={`Encaminhar ${linha?.NM_PESSOA_SOCIAL ?? ''}`}
      size="md"
      footer={
        <>
          <Button variant="default" onClick={onClose} disabled={f.pendente}>
            Cancelar
          </Button>
          <Button onClick={() => void f.aoEnviar(onSalvar)()} disabled={!vaga} loading={f.pendente}>
            Salvar
          </Button>
        </>
      }
    >
      <Stack gap="sm">
        <AlertaFormulario mensagem={f.erroGeral} />
        <TextInput
          label="Buscar vaga"
          description="Número da vaga, cargo ou cliente"
          {...f.campo.texto('busca')}
          data-autofocus
        />
        <Select
          label="Vaga"
          placeholder={vagas.isFetching ? 'Carregando...' : 'Selecione a vaga'}
          data={opcoes}
          value={vaga === null ? null : String(vaga)}
          onChange={(v) => f.definir('nr_vaga', v ? Number(v) : null)}
          searchable
          nothingFoundMessage="Nenhum registro encontrado"
          error={vagas.isError ? M.erroCarregarVagas : f.erro('nr_vaga')}
          required
        />
      </Stack>
    </AppModal>
  );
}

/** Reject with a reason of at least 10 characters. */
export function DescartarModal({
  linha,
  onClose,
  cdUsuario,
  onSalvar,
}: BaseModal & { cdUsuario: number; onSalvar: (corpo: Corpo<'descartar'>) => Promise<unknown> }) {
  const f = useFormulario(
    descartarAutoatendimentoBody,
    { motivo: '' },
    (v): Corpo<'descartar'> => ({
      cd_pessoa_candidato: linha?.CD_PESSOA_CANDIDATO ?? 0,
      nr_vaga: linha?.NR_VAGA ?? 0,
      cd_usuario: cdUsuario,
      motivo: v.motivo,
    }),
  );
  const { reset } = f.form;
  useEffect(() => {
    if (linha) reset({ motivo: '' });
  }, [linha, reset]);
  return (
    <AppModal
      opened={linha != null}
      onClose={onClose}
      title={`Reprovar ${linha?.NM_PESSOA_SOCIAL ?? ''}`}
      size="md"
      footer={
        <>
          <Button variant="default" onClick={onClose} disabled={f.pendente}>
            Cancelar
          </Button>
          <Button color="red" loading={f.pendente} onClick={() => void f.aoEnviar(onSalvar)()}>
            Reprovar
          </Button>
        </>
      }
    >
      <Stack gap="sm">
        <AlertaFormulario mensagem={f.erroGeral} />
        <CounterTextarea
          label="Motivo"
          {...f.campo.valor('motivo')}
          min={LIMITES_AUTOATENDIMENTO.motivoMin}
          max={LIMITES_AUTOATENDIMENTO.motivoMax}
          required
          data-autofocus
        />
      </Stack>
    </AppModal>
  );
}

/** Recycle: the self-service vacancies the candidate can move to. */
export function ReciclarModal({
  linha,
  onClose,
  onSalvar,
}: BaseModal & { onSalvar: (corpo: Corpo<'reaproveitar'>) => Promise<unknown> }) {
  const vagas = useVagasReciclagem(linha?.CD_PESSOA_CANDIDATO ?? null);
  const lista = vagas.data ?? [];
  // the radio names the vacancy; the recycling is to its requisition
  const f = useFormulario(
    reaproveitaCandidatoBody,
    { nr_vaga: null as number | null },
    (v): Corpo<'reaproveitar'> => ({
      cd_pessoa_candidato: linha?.CD_PESSOA_CANDIDATO ?? 0,
      nr_requisicao: lista.find((x) => x.NR_VAGA === v.nr_vaga)?.NR_REQUISICAO ?? 0,
      data_agenda: linha?.DATA_AGENDA ?? '',
    }),
  );
  const { reset } = f.form;
  useEffect(() => {
    if (linha) reset({ nr_vaga: null });
  }, [linha, reset]);
  const escolha = f.valor('nr_vaga');
  return (
    <AppModal
      opened={linha != null}
      onClose={onClose}
      title={`Reciclar ${linha?.NM_PESSOA_SOCIAL ?? ''}`}
      size="md"
      footer={
        <>
          <Button variant="default" onClick={onClose} disabled={f.pendente}>
            Cancelar
          </Button>
          <Button
            disabled={escolha === null}
            loading={f.pendente}
            onClick={() => void f.aoEnviar(onSalvar)()}
          >
            Reciclar
          </Button>
        </>
      }
    >
      <AlertaFormulario mensagem={f.erroGeral} />
      {vagas.isLoading ? (
        <LoadingState />
      ) : vagas.isError ? (
        <EmptyState text={M.erroBuscarVagas} />
      ) : lista.length === 0 ? (
        <EmptyState text={M.nenhumaVagaReciclagem} />
      ) : (
        <Radio.Group
          label="Vaga para reciclar o candidato"
          value={escolha === null ? null : String(escolha)}
          onChange={(v) => f.definir('nr_vaga', Number(v))}
          error={f.erro('nr_requisicao')}
        >
          <Stack gap="xs" mt="xs">
            {lista.map((v) => (
              <Radio key={v.NR_VAGA} value={String(v.NR_VAGA)} label={rotuloVagaOpcao(v)} />
            ))}
          </Stack>
        </Radio.Group>
      )}
    </AppModal>
  );
}

/** What scheduling from the queue sends: the appointment, then the row written off. */
export interface AgendamentoFila {
  agendamento: AgendamentoBody;
  baixa: Corpo<'baixarAgenda'>;
}

const dataDe = (dt: string) => dt.split('T')[0] ?? '';
const horaDe = (dt: string) => dt.split('T')[1] ?? '';

/** Compact appointment: date, time and description; saved through the appointment calls. */
export function AgendarModal({
  linha,
  onClose,
  cdUsuario,
  onSalvar,
}: BaseModal & { cdUsuario: number; onSalvar: (a: AgendamentoFila) => Promise<unknown> }) {
  const esquema = useMemo(() => agendamentoDoPainel(), []);
  const f = useFormulario(
    esquema,
    // 'YYYY-MM-DDTHH:mm' as the date and hour fields fill it (either part may be empty)
    { dt_atendimento: '', descricao: '' },
    (v): AgendamentoBody => ({
      cd_pessoa_candidato: linha?.CD_PESSOA_CANDIDATO,
      cd_usuario_atendimento: cdUsuario,
      cd_pessoa_analista: linha?.CD_PESSOA_ANALISTA ?? undefined,
      cd_pessoa_cliente: linha?.CD_PESSOA_CLIENTE ?? undefined,
      tipo_agendamento: 'E',
      dt_atendimento: dataDe(v.dt_atendimento) && horaDe(v.dt_atendimento) ? v.dt_atendimento : undefined,
      descricao: v.descricao.trim() || undefined,
      nr_vaga: linha?.NR_VAGA,
      cd_empresa: linha?.CD_EMPRESA,
    }),
  );
  const { reset } = f.form;
  useEffect(() => {
    if (linha) reset({ dt_atendimento: `${linha.DATA_AGENDA.slice(0, 10)}T`, descricao: '' });
  }, [linha, reset]);
  const dt = f.valor('dt_atendimento');
  const salvar = f.aoEnviar((agendamento) =>
    onSalvar({
      // the wire as paraEnvio wrote it (the schema's input types its fields as unknown)
      agendamento: agendamento as AgendamentoBody,
      baixa: { cd_pessoa_candidato: linha?.CD_PESSOA_CANDIDATO ?? 0, data_agenda: linha?.DATA_AGENDA ?? '' },
    }),
  );
  // a rule on a field this compact form does not show (the row's own data)
  const outros = Object.entries(mensagensDosErros(f.form.formState.errors))
    .filter(([campo]) => campo !== 'dt_atendimento' && campo !== 'descricao')
    .map(([, mensagem]) => mensagem);
  return (
    <AppModal
      opened={linha != null}
      onClose={onClose}
      title="Novo Agendamento"
      size="md"
      footer={
        <>
          <Button variant="default" onClick={onClose} disabled={f.pendente}>
            Cancelar
          </Button>
          <Button onClick={() => void salvar()} loading={f.pendente}>
            Salvar
          </Button>
        </>
      }
    >
      <Stack gap="sm">
        <AlertaFormulario mensagem={[...outros, f.erroGeral].filter(Boolean).join(' ') || null} />
        <TextInput label="Candidato" value={linha?.NM_PESSOA_SOCIAL ?? ''} readOnly disabled />
        <TextInput label="Vaga" value={linha ? String(linha.NR_VAGA) : ''} readOnly disabled />
        <DateField
          label="Data do atendimento"
          value={dataDe(dt) || null}
          onChange={(d) => f.definir('dt_atendimento', `${d ?? ''}T${horaDe(dt)}`)}
          error={f.erro('dt_atendimento')}
        />
        <TimeField
          label="Hora"
          value={horaDe(dt)}
          onChange={(h) => f.definir('dt_atendimento', `${dataDe(dt)}T${h}`)}
        />
        <CounterTextarea
          label="Descrição"
          {...f.campo.valor('descricao')}
          max={LIMITES_AGENDAMENTO.descricaoMax}
        />
      </Stack>
    </AppModal>
  );
}
