import { MENSAGENS_AGENDAMENTO } from '@backoffice/domain/agendamento';
import {
  type LinhaAutoatendimento,
  MENSAGENS_AUTOATENDIMENTO as M,
  rotuloVagaOpcao,
} from '@backoffice/domain/autoatendimento';
import { Button, Radio, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { AppModal } from '../../components/controls/app-modal';
import { CounterTextarea } from '../../components/controls/counter-textarea';
import { DateField } from '../../components/controls/date-field';
import { EmptyState, LoadingState } from '../../components/controls/list-states';
import { TimeField } from '../../components/controls/time-field';
import { useVagasReciclagem, useVagasRelacionar } from './api-autoatendimento';

interface BaseModal {
  linha: LinhaAutoatendimento | null;
  onClose: () => void;
  loading: boolean;
}

/** Forward: choose an open vacancy (searched by number, position or client); save waits for a choice. */
export function RelacionarModal({
  linha,
  onClose,
  loading,
  cdUsuario,
  onSalvar,
}: BaseModal & { cdUsuario: number; onSalvar: (nrVaga: number) => void }) {
  const [busca, setBusca] = useState('');
  const [vaga, setVaga] = useState<string | null>(null);
  const [termo] = useDebouncedValue(busca, 300);
  const vagas = useVagasRelacionar(cdUsuario, termo);
  useEffect(() => {
    if (linha) {
      setBusca('');
      setVaga(null);
    }
  }, [linha]);
  const opcoes = (vagas.data ?? []).map((v) => ({ value: String(v.NR_VAGA), label: rotuloVagaOpcao(v) }));
  return (
    <AppModal
      opened={linha != null}
      onClose={onClose}
      title={`Encaminhar ${linha?.NM_PESSOA_SOCIAL ?? ''}`}
      size="md"
      footer={
        <>
          <Button variant="default" onClick={onClose} disabled={loading}>
            Cancelar
          </Button>
          <Button onClick={() => vaga && onSalvar(Number(vaga))} disabled={!vaga} loading={loading}>
            Salvar
          </Button>
        </>
      }
    >
      <Stack gap="sm">
        <TextInput
          label="Buscar vaga"
          description="Número da vaga, cargo ou cliente"
          value={busca}
          onChange={(e) => setBusca(e.currentTarget.value)}
          data-autofocus
        />
        <Select
          label="Vaga"
          placeholder={vagas.isFetching ? 'Carregando...' : 'Selecione a vaga'}
          data={opcoes}
          value={vaga}
          onChange={setVaga}
          searchable
          nothingFoundMessage="Nenhum registro encontrado"
          error={vagas.isError ? M.erroCarregarVagas : undefined}
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
  loading,
  onSalvar,
}: BaseModal & { onSalvar: (motivo: string) => void }) {
  const [motivo, setMotivo] = useState('');
  const [tocado, setTocado] = useState(false);
  useEffect(() => {
    if (linha) {
      setMotivo('');
      setTocado(false);
    }
  }, [linha]);
  const curto = motivo.trim().length < 10;
  return (
    <AppModal
      opened={linha != null}
      onClose={onClose}
      title={`Reprovar ${linha?.NM_PESSOA_SOCIAL ?? ''}`}
      size="md"
      footer={
        <>
          <Button variant="default" onClick={onClose} disabled={loading}>
            Cancelar
          </Button>
          <Button
            color="red"
            loading={loading}
            onClick={() => {
              setTocado(true);
              if (!curto) onSalvar(motivo.trim());
            }}
          >
            Reprovar
          </Button>
        </>
      }
    >
      <CounterTextarea
        label="Motivo"
        value={motivo}
        onChange={setMotivo}
        min={10}
        max={2000}
        required
        error={tocado && curto ? M.motivoMin : null}
        data-autofocus
      />
    </AppModal>
  );
}

/** Recycle: the self-service vacancies the candidate can move to. */
export function ReciclarModal({
  linha,
  onClose,
  loading,
  onSalvar,
}: BaseModal & { onSalvar: (nrRequisicao: number) => void }) {
  const vagas = useVagasReciclagem(linha?.CD_PESSOA_CANDIDATO ?? null);
  const [escolha, setEscolha] = useState<string | null>(null);
  useEffect(() => {
    if (linha) setEscolha(null);
  }, [linha]);
  const lista = vagas.data ?? [];
  return (
    <AppModal
      opened={linha != null}
      onClose={onClose}
      title={`Reciclar ${linha?.NM_PESSOA_SOCIAL ?? ''}`}
      size="md"
      footer={
        <>
          <Button variant="default" onClick={onClose} disabled={loading}>
            Cancelar
          </Button>
          <Button
            disabled={!escolha}
            loading={loading}
            onClick={() => {
              const v = lista.find((x) => String(x.NR_VAGA) === escolha);
              if (v) onSalvar(v.NR_REQUISICAO);
            }}
          >
            Reciclar
          </Button>
        </>
      }
    >
      {vagas.isLoading ? (
        <LoadingState />
      ) : vagas.isError ? (
        <EmptyState text={M.erroBuscarVagas} />
      ) : lista.length === 0 ? (
        <EmptyState text={M.nenhumaVagaReciclagem} />
      ) : (
        <Radio.Group label="Vaga para reciclar o candidato" value={escolha} onChange={setEscolha}>
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

/** Compact appointment: date, time and description; saved through the appointment calls. */
export function AgendarModal({
  linha,
  onClose,
  loading,
  onSalvar,
}: BaseModal & { onSalvar: (a: { dt_atendimento: string; descricao: string }) => void }) {
  const [data, setData] = useState<string | null>(null);
  const [hora, setHora] = useState('');
  const [descricao, setDescricao] = useState('');
  const [erros, setErros] = useState<string[]>([]);
  useEffect(() => {
    if (linha) {
      setData(linha.DATA_AGENDA);
      setHora('');
      setDescricao('');
      setErros([]);
    }
  }, [linha]);
  function salvar() {
    const e: string[] = [];
    if (!data || !hora) e.push(MENSAGENS_AGENDAMENTO.dataHora);
    if (descricao.trim() && descricao.trim().length < 10) e.push(MENSAGENS_AGENDAMENTO.descricaoMin);
    setErros(e);
    if (!e.length && data) onSalvar({ dt_atendimento: `${data}T${hora}`, descricao: descricao.trim() });
  }
  return (
    <AppModal
      opened={linha != null}
      onClose={onClose}
      title="Novo Agendamento"
      size="md"
      footer={
        <>
          <Button variant="default" onClick={onClose} disabled={loading}>
            Cancelar
          </Button>
          <Button onClick={salvar} loading={loading}>
            Salvar
          </Button>
        </>
      }
    >
      <Stack gap="sm">
        <TextInput label="Candidato" value={linha?.NM_PESSOA_SOCIAL ?? ''} readOnly disabled />
        <TextInput label="Vaga" value={linha ? String(linha.NR_VAGA) : ''} readOnly disabled />
        <DateField label="Data do atendimento" value={data} onChange={setData} />
        <TimeField label="Hora" value={hora} onChange={setHora} />
        <CounterTextarea label="Descrição" value={descricao} onChange={setDescricao} max={2000} />
        {erros.map((e) => (
          <Text key={e} c="red" size="sm" role="alert">
            {e}
          </Text>
        ))}
      </Stack>
    </AppModal>
  );
}
