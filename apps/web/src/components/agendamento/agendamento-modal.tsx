import { agendamentoEditavel } from '@backoffice/domain/agenda-candidato';
import {
  type AgendamentoBody,
  agendamentoDoPainel,
  LIMITES_AGENDAMENTO,
  MENSAGENS_AGENDAMENTO,
  TEXTO_NAO_COMPARECEU,
  TIPOS_AGENDAMENTO,
  textoVagaAgendamento,
} from '@backoffice/domain/agendamento';
import { CONTRATOS_AGENDAMENTO as C } from '@backoffice/domain/contratos/agendamento';
import { dataNegocio, formatarHora } from '@backoffice/domain/datas';
import { Alert, Button, Fieldset, Group, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { consulta, useAcao } from '../../lib/dados';
import { AlertaFormulario } from '../../lib/formulario/alerta-formulario';
import { useFormulario } from '../../lib/formulario/formulario';
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

/** The panel's values: the payload's fields as typed, and what the pickers show. */
interface ValoresAgendamento {
  cd_pessoa_candidato: number | null;
  nr_vaga: number | null;
  cd_pessoa_cliente: number | null;
  cd_pessoa_analista: number | null;
  tipo_agendamento: 'E' | 'T' | 'C';
  /** 'YYYY-MM-DDTHH:mm' as the date and hour fields fill it (either part may be empty). */
  dt_atendimento: string;
  /** The attending user (cd_sip) and the person the picker shows. */
  cd_usuario_atendimento: number | null;
  cd_pessoa_atendente: number | null;
  /** The client's process type code and the option the picker shows. */
  tipo_processo: string | null;
  id_tipo_processo: number | null;
  id_compareceu: '' | 'S' | 'N';
  descricao: string;
}

const dataDe = (dt: string) => dt.split('T')[0] ?? '';
const horaDe = (dt: string) => dt.split('T')[1] ?? '';

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
  const dados = useQuery({
    ...consulta(
      C.dados,
      { params: { candidate: existente?.cdPessoa ?? 0, createdAt: existente?.criadoEm ?? '' } },
      'Não foi possível carregar o agendamento.',
    ),
    enabled: opened && !!existente,
  });
  // the date window applies to an edited appointment only when its date changes
  const dataAtual = existente ? dados.data?.DT_ATENDIMENTO : undefined;
  const esquema = useMemo(() => agendamentoDoPainel(dataAtual), [dataAtual]);
  const f = useFormulario(
    esquema,
    {
      cd_pessoa_candidato: cdPessoa,
      nr_vaga: nrVaga,
      cd_pessoa_cliente: cdPessoaCliente,
      cd_pessoa_analista: cdPessoaAnalista,
      tipo_agendamento: 'E',
      dt_atendimento: '',
      cd_usuario_atendimento: null,
      cd_pessoa_atendente: null,
      tipo_processo: null,
      id_tipo_processo: null,
      id_compareceu: '',
      descricao: '',
    } as ValoresAgendamento,
    (v): AgendamentoBody => ({
      cd_pessoa_candidato: v.cd_pessoa_candidato ?? undefined,
      cd_usuario_atendimento: v.cd_usuario_atendimento ?? undefined,
      cd_pessoa_analista: v.cd_pessoa_analista ?? undefined,
      cd_pessoa_cliente: v.cd_pessoa_cliente ?? undefined,
      tipo_agendamento: v.tipo_agendamento,
      dt_atendimento: dataDe(v.dt_atendimento) && horaDe(v.dt_atendimento) ? v.dt_atendimento : undefined,
      tipo_processo: v.tipo_processo ?? undefined,
      descricao: v.descricao.trim() || undefined,
      id_compareceu: v.id_compareceu || undefined,
      nr_vaga: v.nr_vaga ?? undefined,
      criado_em: existente?.criadoEm,
    }),
  );
  // the agenda and the attendance queue are read again (the contracts say so)
  const concluir = (r: { message: string; cd_pessoa_candidato: number; criado_em: string }) => {
    onSalvo?.({ cdPessoa: r.cd_pessoa_candidato, criadoEm: r.criado_em });
    onClose();
  };
  const inserir = useAcao(C.salvar, {
    sucesso: (r) => r.message || MENSAGENS_AGENDAMENTO.salvo,
    fallback: MENSAGENS_AGENDAMENTO.erroSalvar,
    aoConcluir: concluir,
    silencioso: true,
  });
  const atualizar = useAcao(C.atualizar, {
    sucesso: (r) => r.message || MENSAGENS_AGENDAMENTO.atualizado,
    fallback: MENSAGENS_AGENDAMENTO.erroAtualizar,
    aoConcluir: concluir,
    silencioso: true,
  });

  // Each opening starts from the saved appointment or from a blank one for this vacancy.
  const { reset } = f.form;
  useEffect(() => {
    if (!opened) return;
    const a = existente ? dados.data : undefined;
    if (existente && !a) return;
    const vaga =
      vagaFixa || !a
        ? { nr_vaga: nrVaga, cd_pessoa_cliente: cdPessoaCliente, cd_pessoa_analista: cdPessoaAnalista }
        : {
            nr_vaga: a.NR_VAGA,
            cd_pessoa_cliente: a.CD_PESSOA_CLIENTE,
            cd_pessoa_analista: a.CD_PESSOA_ANALISTA,
          };
    const comum = { cd_pessoa_candidato: cdPessoa ?? a?.CD_PESSOA_CANDIDATO ?? null, ...vaga };
    if (a) {
      const { data, hora } = partes(a.DT_ATENDIMENTO);
      reset({
        ...comum,
        tipo_agendamento: a.TIPO_AGENDAMENTO as ValoresAgendamento['tipo_agendamento'],
        dt_atendimento: `${data}T${hora}`,
        cd_usuario_atendimento: a.CD_USUARIO_ATENDIMENTO,
        cd_pessoa_atendente: null,
        tipo_processo: a.TIPO_PROCESSO,
        id_tipo_processo: null,
        id_compareceu: (a.ID_COMPARECEU ?? '') as ValoresAgendamento['id_compareceu'],
        descricao: a.DESCRICAO ?? '',
      });
    } else {
      reset({
        ...comum,
        tipo_agendamento: 'E',
        dt_atendimento: '',
        cd_usuario_atendimento: usuario?.cd_sip ?? null,
        cd_pessoa_atendente: null,
        tipo_processo: null,
        id_tipo_processo: null,
        id_compareceu: '',
        descricao: nrVaga !== null ? textoVagaAgendamento(nrVaga) : '',
      });
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
    reset,
  ]);

  const salvar = f.aoEnviar((corpo) => (existente ? atualizar : inserir).mutateAsync({ corpo }));
  const dt = f.valor('dt_atendimento');
  const cliente = f.valor('cd_pessoa_cliente');
  const atendente = f.valor('cd_usuario_atendimento');
  const tipoProcesso = f.valor('tipo_processo');

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
            <Button onClick={() => void salvar()} loading={f.pendente}>
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
            <AlertaFormulario mensagem={f.erroGeral} />
            {fixos ? (
              <Group grow>
                <TextInput label="Candidato" value={nome} disabled readOnly />
                <TextInput label="Analista" value={fixos.analista ?? '-'} disabled readOnly />
                <TextInput label="Cliente" value={fixos.cliente ?? '-'} disabled readOnly />
              </Group>
            ) : null}
            {candidatoFixo ? null : (
              <CandidatoPicker
                value={f.valor('cd_pessoa_candidato')}
                onChange={(cd) => f.definir('cd_pessoa_candidato', cd)}
                error={f.erro('cd_pessoa_candidato')}
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
                value={f.valor('nr_vaga')}
                selectedOption={
                  existente && dados.data?.NR_VAGA
                    ? { value: String(dados.data.NR_VAGA), label: `Vaga ${dados.data.NR_VAGA}` }
                    : null
                }
                onChange={(nr, row) => {
                  f.definir('nr_vaga', nr);
                  f.definir('cd_pessoa_cliente', row?.CD_PESSOA_CLIENTE ?? null);
                  f.definir('cd_pessoa_analista', row?.CD_PESSOA_ANALISTA ?? null);
                  f.definir('tipo_processo', null);
                  f.definir('id_tipo_processo', null);
                  // relating a vacancy fills the description with the standard note (spec 000 §4.5)
                  if (nr !== null) f.definir('descricao', textoVagaAgendamento(nr));
                }}
              />
            )}
            <RadioField
              inline
              label="Tipo"
              options={Object.entries(TIPOS_AGENDAMENTO).map(([value, label]) => ({ value, label }))}
              {...f.campo.valor('tipo_agendamento')}
            />
            <Group grow align="flex-start">
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
            </Group>
            <AnalistaPicker
              label="Usuário de atendimento"
              cdSip={usuario?.cd_sip ?? 0}
              value={f.valor('cd_pessoa_atendente')}
              placeholder={
                atendente === usuario?.cd_sip
                  ? (usuario?.nm_pessoa ?? undefined)
                  : (dados.data?.NM_USUARIO_ATENDIMENTO ?? undefined)
              }
              onChange={(cd, row) => {
                f.definir('cd_pessoa_atendente', cd);
                f.definir('cd_usuario_atendimento', row?.CD_SIP ?? null);
              }}
              error={f.erro('cd_usuario_atendimento')}
            />
            {cliente !== null && (
              <TipoProcessoPicker
                cdPessoaCliente={cliente}
                cdPessoaAnalista={f.valor('cd_pessoa_analista')}
                value={f.valor('id_tipo_processo')}
                placeholder={tipoProcesso ?? undefined}
                onChange={(id, row) => {
                  f.definir('id_tipo_processo', id);
                  f.definir('tipo_processo', row?.TIPO ?? null);
                }}
                error={f.erro('tipo_processo')}
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
              value={f.valor('id_compareceu')}
              onChange={(v) => {
                f.definir('id_compareceu', v as ValoresAgendamento['id_compareceu']);
                if (v === 'N') f.definir('descricao', TEXTO_NAO_COMPARECEU);
              }}
            />
            <CounterTextarea
              label="Descrição"
              {...f.campo.valor('descricao')}
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
