import { agendamentoEditavel } from '@backoffice/domain/agenda-candidato';
import {
  type AgendamentoBody,
  errosAgendamento,
  LIMITES_AGENDAMENTO,
  MENSAGENS_AGENDAMENTO,
  TEXTO_NAO_COMPARECEU,
  TIPOS_AGENDAMENTO,
  textoVagaAgendamento,
} from '@backoffice/domain/agendamento';
import { CONTRATOS_AGENDAMENTO as C } from '@backoffice/domain/contratos/agendamento';
import { dataNegocio, formatarHora } from '@backoffice/domain/datas';
import { Alert, Button, Fieldset, Group, List, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { consulta, useAcao } from '../../lib/dados';
import { useUsuario } from '../../lib/sessao';
import { AppModal } from '../controls/app-modal';
import { CounterTextarea } from '../controls/counter-textarea';
import { DateField } from '../controls/date-field';
import { LoadingState } from '../controls/list-states';
import { RadioField } from '../controls/radio-field';
import { TimeField } from '../controls/time-field';
import { TipoProcessoPicker } from '../pickers/catalog-pickers';
import { AnalistaPicker, CandidatoPicker, VagaAtendimentoPicker } from '../pickers/search-pickers';

/** Key of a saved appointment: its candidate and when it was created. */
export interface ChaveAgendamento {
  cdPessoa: number;
  criadoEm: string;
}

export interface AgendamentoModalProps {
  opened: boolean;
  /** The candidate; absent: chosen in the modal (a new appointment from the attendance queue). */
  cdPessoa?: number | null;
  nome?: string;
  /** The vacancy; absent: optionally chosen in the modal, which brings its client and analyst. */
  nrVaga?: number | null;
  cdPessoaCliente?: number | null;
  cdPessoaAnalista?: number | null;
  /** Given: edit that appointment; absent: a new one. */
  existente?: ChaveAgendamento | null;
  /**
   * The candidate, analyst and client shown as disabled fields (the call center's 'Novo Agendamento',
   * spec 001 §2.17): the appointment is for the conversation's candidate and vacancy.
   */
  fixos?: { analista: string | null; cliente: string | null };
  onClose: () => void;
  onSalvo?: (chave: ChaveAgendamento) => void;
}

/** ISO instant to the date and time fields, as the business (São Paulo) date and time. */
function partes(iso: string): { data: string; hora: string } {
  return { data: dataNegocio(iso), hora: formatarHora(iso) };
}

interface VagaEscolhida {
  nr: number | null;
  cliente: number | null;
  analista: number | null;
}

/**
 * New or edited appointment of a candidate (spec 000 §3.11, §4.5, §5.3): for a given vacancy, or with
 * the candidate and the vacancy chosen here (the vacancy picker brings its client and analyst and the
 * description's standard note).
 */
export function AgendamentoModal({
  opened,
  cdPessoa = null,
  nome = '',
  nrVaga = null,
  cdPessoaCliente = null,
  cdPessoaAnalista = null,
  existente,
  fixos,
  onClose,
  onSalvo,
}: AgendamentoModalProps) {
  const usuario = useUsuario();
  const candidatoFixo = cdPessoa !== null;
  const vagaFixa = nrVaga !== null;
  const [candidato, setCandidato] = useState<number | null>(cdPessoa);
  const [vaga, setVaga] = useState<VagaEscolhida>({
    nr: nrVaga,
    cliente: cdPessoaCliente,
    analista: cdPessoaAnalista,
  });
  const dados = useQuery({
    ...consulta(
      C.dados,
      { params: { candidate: existente?.cdPessoa ?? 0, createdAt: existente?.criadoEm ?? '' } },
      'Não foi possível carregar o agendamento.',
    ),
    enabled: opened && !!existente,
  });
  const [tipo, setTipo] = useState('E');
  const [data, setData] = useState<string | null>(null);
  const [hora, setHora] = useState('');
  const [atendente, setAtendente] = useState<{ cdPessoa: number | null; cdSip: number | null }>({
    cdPessoa: null,
    cdSip: null,
  });
  const [tipoProcesso, setTipoProcesso] = useState<{ id: number | null; codigo: string | null }>({
    id: null,
    codigo: null,
  });
  const [compareceu, setCompareceu] = useState('');
  const [descricao, setDescricao] = useState('');
  const [erros, setErros] = useState<string[]>([]);
  // the agenda and the attendance queue are read again (the contracts say so)
  const concluir = (r: { message: string; cd_pessoa_candidato: number; criado_em: string }) => {
    onSalvo?.({ cdPessoa: r.cd_pessoa_candidato, criadoEm: r.criado_em });
    onClose();
  };
  const inserir = useAcao(C.salvar, {
    sucesso: (r) => r.message || MENSAGENS_AGENDAMENTO.salvo,
    fallback: MENSAGENS_AGENDAMENTO.erroSalvar,
    aoConcluir: concluir,
  });
  const atualizar = useAcao(C.atualizar, {
    sucesso: (r) => r.message || MENSAGENS_AGENDAMENTO.atualizado,
    fallback: MENSAGENS_AGENDAMENTO.erroAtualizar,
    aoConcluir: concluir,
  });
  const salvando = inserir.isPending || atualizar.isPending;

  // Each opening starts from the saved appointment or from a blank one for this vacancy.
  useEffect(() => {
    if (!opened) return;
    setErros([]);
    const a = existente ? dados.data : undefined;
    setCandidato(cdPessoa ?? a?.CD_PESSOA_CANDIDATO ?? null);
    setVaga(
      vagaFixa || !a
        ? { nr: nrVaga, cliente: cdPessoaCliente, analista: cdPessoaAnalista }
        : { nr: a.NR_VAGA, cliente: a.CD_PESSOA_CLIENTE, analista: a.CD_PESSOA_ANALISTA },
    );
    if (a) {
      const { data: d, hora: h } = partes(a.DT_ATENDIMENTO);
      setTipo(a.TIPO_AGENDAMENTO);
      setData(d);
      setHora(h);
      setAtendente({ cdPessoa: null, cdSip: a.CD_USUARIO_ATENDIMENTO });
      setTipoProcesso({ id: null, codigo: a.TIPO_PROCESSO });
      setCompareceu(a.ID_COMPARECEU ?? '');
      setDescricao(a.DESCRICAO ?? '');
    } else if (!existente) {
      setTipo('E');
      setData(null);
      setHora('');
      setAtendente({ cdPessoa: null, cdSip: usuario?.cd_sip ?? null });
      setTipoProcesso({ id: null, codigo: null });
      setCompareceu('');
      setDescricao(nrVaga !== null ? textoVagaAgendamento(nrVaga) : '');
    }
  }, [
    opened,
    existente,
    dados.data,
    cdPessoa,
    nrVaga,
    vagaFixa,
    cdPessoaCliente,
    cdPessoaAnalista,
    usuario?.cd_sip,
  ]);

  function salvar() {
    const corpo: AgendamentoBody = {
      cd_pessoa_candidato: candidato ?? undefined,
      cd_usuario_atendimento: atendente.cdSip ?? undefined,
      cd_pessoa_analista: vaga.analista ?? undefined,
      cd_pessoa_cliente: vaga.cliente ?? undefined,
      tipo_agendamento: tipo as AgendamentoBody['tipo_agendamento'],
      dt_atendimento: data && hora ? `${data}T${hora}` : undefined,
      tipo_processo: tipoProcesso.codigo ?? undefined,
      descricao: descricao.trim() || undefined,
      id_compareceu: compareceu === 'S' || compareceu === 'N' ? compareceu : undefined,
      nr_vaga: vaga.nr ?? undefined,
      criado_em: existente?.criadoEm,
    };
    const lista = errosAgendamento(corpo, undefined, existente ? dados.data?.DT_ATENDIMENTO : undefined);
    setErros(lista);
    if (lista.length) return;
    (existente ? atualizar : inserir).mutate({ corpo });
  }

  // a closed appointment is shown, not edited (spec 002 §4)
  const somenteLeitura = !!existente && !agendamentoEditavel(dados.data?.DATA_ENCERRAMENTO);
  const titulo = somenteLeitura ? 'Visualizar agendamento' : existente ? 'Editar agendamento' : null;
  return (
    <AppModal
      opened={opened}
      onClose={onClose}
      title={
        candidatoFixo
          ? `${titulo ?? (fixos ? 'Novo Agendamento' : 'Agendar')} - ${nome}`
          : (titulo ?? 'Novo Agendamento')
      }
      footer={
        somenteLeitura ? (
          <Button variant="default" onClick={onClose}>
            Fechar
          </Button>
        ) : (
          <>
            <Button variant="default" onClick={onClose}>
              Cancelar
            </Button>
            <Button onClick={salvar} loading={salvando}>
              Salvar
            </Button>
          </>
        )
      }
    >
      {existente && dados.isPending ? (
        <LoadingState />
      ) : (
        <Fieldset disabled={somenteLeitura} variant="unstyled" p={0}>
          <Stack gap="sm">
            {somenteLeitura && (
              <Alert color="gray" title="Agendamento encerrado">
                Este agendamento já foi encerrado e não pode ser alterado.
              </Alert>
            )}
            {erros.length > 0 && (
              <Alert color="red" title="Verifique o agendamento">
                <List size="sm">
                  {erros.map((e) => (
                    <List.Item key={e}>{e}</List.Item>
                  ))}
                </List>
              </Alert>
            )}
            {fixos ? (
              <Group grow>
                <TextInput label="Candidato" value={nome} disabled readOnly />
                <TextInput label="Analista" value={fixos.analista ?? '-'} disabled readOnly />
                <TextInput label="Cliente" value={fixos.cliente ?? '-'} disabled readOnly />
              </Group>
            ) : null}
            {candidatoFixo ? null : (
              <CandidatoPicker
                value={candidato}
                onChange={(cd) => setCandidato(cd)}
                disabled={!!existente}
                withAsterisk
              />
            )}
            {vagaFixa ? (
              <Text size="sm">Vaga {nrVaga}</Text>
            ) : (
              <VagaAtendimentoPicker
                label="Vaga (opcional)"
                cdSip={usuario?.cd_sip ?? 0}
                value={vaga.nr}
                selectedOption={
                  existente && dados.data?.NR_VAGA
                    ? { value: String(dados.data.NR_VAGA), label: `Vaga ${dados.data.NR_VAGA}` }
                    : null
                }
                onChange={(nr, row) => {
                  setVaga({
                    nr,
                    cliente: row?.CD_PESSOA_CLIENTE ?? null,
                    analista: row?.CD_PESSOA_ANALISTA ?? null,
                  });
                  setTipoProcesso({ id: null, codigo: null });
                  // relating a vacancy fills the description with the standard note (spec 000 §4.5)
                  if (nr !== null) setDescricao(textoVagaAgendamento(nr));
                }}
              />
            )}
            <RadioField
              inline
              label="Tipo"
              options={Object.entries(TIPOS_AGENDAMENTO).map(([value, label]) => ({ value, label }))}
              value={tipo}
              onChange={setTipo}
            />
            <Group grow>
              <DateField label="Data do atendimento" value={data} onChange={setData} />
              <TimeField label="Hora" value={hora} onChange={setHora} />
            </Group>
            <AnalistaPicker
              label="Usuário de atendimento"
              cdSip={usuario?.cd_sip ?? 0}
              value={atendente.cdPessoa}
              placeholder={
                atendente.cdSip === usuario?.cd_sip
                  ? (usuario?.nm_pessoa ?? undefined)
                  : (dados.data?.NM_USUARIO_ATENDIMENTO ?? undefined)
              }
              onChange={(cd, row) => setAtendente({ cdPessoa: cd, cdSip: row?.CD_SIP ?? null })}
            />
            {vaga.cliente !== null && (
              <TipoProcessoPicker
                cdPessoaCliente={vaga.cliente}
                cdPessoaAnalista={vaga.analista}
                value={tipoProcesso.id}
                placeholder={tipoProcesso.codigo ?? undefined}
                onChange={(id, row) => setTipoProcesso({ id, codigo: row?.TIPO ?? null })}
              />
            )}
            <RadioField
              inline
              label="Compareceu"
              options={[
                { value: '', label: 'Não informado' },
                { value: 'S', label: 'Sim' },
                { value: 'N', label: 'Não' },
              ]}
              value={compareceu}
              onChange={(v) => {
                setCompareceu(v);
                if (v === 'N') setDescricao(TEXTO_NAO_COMPARECEU);
              }}
            />
            <CounterTextarea
              label="Descrição"
              value={descricao}
              onChange={setDescricao}
              min={LIMITES_AGENDAMENTO.descricaoMin}
              max={LIMITES_AGENDAMENTO.descricaoMax}
              autosize
              minRows={3}
            />
          </Stack>
        </Fieldset>
      )}
    </AppModal>
  );
}
