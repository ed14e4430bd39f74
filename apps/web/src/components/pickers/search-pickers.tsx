import { formatarTelefone } from '@backoffice/domain/formatacao';
import {
  type AnalistaLinha,
  type CandidatoLinha,
  type ClienteLinha,
  MENSAGENS_PICKER,
  type VagaAtendimentoLinha,
  type VagaRelacionarLinha,
} from '@backoffice/domain/pickers';
import type { ComboboxItem } from '@mantine/core';
import { DelayedSelect, type DelayedSelectProps } from '../controls/delayed-select';
import {
  buscaAnalistas,
  buscaCandidatos,
  buscaClientes,
  buscaVagas,
  buscaVagasAtendimento,
  type FiltrosVaga,
} from './picker-queries';

type Base<T> = Omit<
  DelayedSelectProps<T>,
  'busca' | 'toOption' | 'value' | 'onChange' | 'label' | 'errorMessage'
> & { label?: string };

export interface ClientePickerProps extends Base<ClienteLinha> {
  value: number | null;
  onChange: (cdPessoa: number | null, row: ClienteLinha | null) => void;
  /** Longest client name shown (the API cuts it). */
  maxChars?: number;
}

/** Client company searched by name, nickname or CNPJ from 3 characters (GET cliente/clientes/{text}/{maxChars}). */
export function ClientePicker({
  value,
  onChange,
  maxChars = 60,
  label = 'Cliente',
  ...rest
}: ClientePickerProps) {
  return (
    <DelayedSelect<ClienteLinha>
      label={label}
      busca={buscaClientes(maxChars)}
      toOption={(c) => ({
        value: String(c.CD_PESSOA),
        label: c.NM_APELIDO ? `${c.NM_PESSOA} (${c.NM_APELIDO})` : c.NM_PESSOA,
      })}
      value={value === null ? null : String(value)}
      onChange={(v, row) => onChange(v === null ? null : Number(v), row)}
      errorMessage={MENSAGENS_PICKER.clientes}
      placeholder="Nome, apelido ou CNPJ"
      {...rest}
    />
  );
}

export interface CandidatoPickerProps extends Base<CandidatoLinha> {
  value: number | null;
  onChange: (cdPessoa: number | null, row: CandidatoLinha | null) => void;
}

/** Candidate searched by name or CPF from 3 characters (GET candidato/candidatos/{text}). */
export function CandidatoPicker({ value, onChange, label = 'Candidato', ...rest }: CandidatoPickerProps) {
  return (
    <DelayedSelect<CandidatoLinha>
      label={label}
      busca={buscaCandidatos}
      toOption={(c) => ({
        value: String(c.CD_PESSOA),
        label: c.NM_CIDADE ? `${c.NM_PESSOA} — ${c.NM_CIDADE}` : c.NM_PESSOA,
      })}
      value={value === null ? null : String(value)}
      onChange={(v, row) => onChange(v === null ? null : Number(v), row)}
      errorMessage={MENSAGENS_PICKER.candidatos}
      placeholder="Nome ou CPF"
      {...rest}
    />
  );
}

export interface AnalistaPickerProps extends Base<AnalistaLinha> {
  /** The logged user's cd_sip: analysts of the user's unit come first. */
  cdSip: number;
  value: number | null;
  onChange: (cdPessoaAnalista: number | null, row: AnalistaLinha | null) => void;
}

/** Analyst (staff user) searched by name from 3 characters (GET analista/analistas/{cd_sip}/{text}). */
export function AnalistaPicker({ cdSip, value, onChange, label = 'Analista', ...rest }: AnalistaPickerProps) {
  return (
    <DelayedSelect<AnalistaLinha>
      label={label}
      busca={buscaAnalistas(cdSip)}
      toOption={(a) => ({
        value: String(a.CD_PESSOA_ANALISTA),
        label: a.NR_TELEFONE
          ? `${a.NM_PESSOA_ANALISTA} — ${formatarTelefone(a.NR_TELEFONE)}`
          : a.NM_PESSOA_ANALISTA,
      })}
      value={value === null ? null : String(value)}
      onChange={(v, row) => onChange(v === null ? null : Number(v), row)}
      errorMessage={MENSAGENS_PICKER.analistas}
      {...rest}
    />
  );
}

export interface VagaPickerProps extends Base<VagaRelacionarLinha> {
  /** Narrow the list: vacancy type, unit, sector, only open ones, analyst. */
  filtros?: FiltrosVaga;
  value: number | null;
  onChange: (nrVaga: number | null, row: VagaRelacionarLinha | null) => void;
}

function opcaoVaga(v: VagaRelacionarLinha): ComboboxItem {
  return { value: String(v.NR_VAGA), label: `${v.NR_VAGA} — ${v.NM_CARGO} — ${v.NM_PESSOA_CLIENTE}` };
}

/** Vacancy searched by number, position or client (GET vaga/vagas-selecao-relacionar). */
export function VagaPicker({ filtros = {}, value, onChange, label = 'Vaga', ...rest }: VagaPickerProps) {
  return (
    <DelayedSelect<VagaRelacionarLinha>
      label={label}
      busca={buscaVagas(filtros)}
      toOption={opcaoVaga}
      value={value === null ? null : String(value)}
      onChange={(v, row) => onChange(v === null ? null : Number(v), row)}
      errorMessage={MENSAGENS_PICKER.vagas}
      placeholder="Número, cargo ou cliente"
      {...rest}
    />
  );
}

export interface VagaAtendimentoPickerProps extends Base<VagaAtendimentoLinha> {
  /** The logged user's cd_sip: the vacancies of the user's unit, the user's own first. */
  cdSip: number;
  value: number | null;
  onChange: (nrVaga: number | null, row: VagaAtendimentoLinha | null) => void;
}

/**
 * The appointment's vacancy: open vacancies of the user's unit or the user's own, searched by number,
 * position or client from 3 characters (GET vaga/vagas-atendimento/{cd_sip}/{text}).
 */
export function VagaAtendimentoPicker({
  cdSip,
  value,
  onChange,
  label = 'Vaga',
  ...rest
}: VagaAtendimentoPickerProps) {
  return (
    <DelayedSelect<VagaAtendimentoLinha>
      label={label}
      busca={buscaVagasAtendimento(cdSip)}
      toOption={opcaoVaga}
      value={value === null ? null : String(value)}
      onChange={(v, row) => onChange(v === null ? null : Number(v), row)}
      errorMessage={MENSAGENS_PICKER.vagas}
      placeholder="Número, cargo ou cliente"
      {...rest}
    />
  );
}
