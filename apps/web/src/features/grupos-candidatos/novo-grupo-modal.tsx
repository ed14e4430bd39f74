import {
  type ErrosNovoGrupo,
  errosNovoGrupo,
  type FormNovoGrupo,
  LIMITES_GRUPO,
} from '@backoffice/domain/grupo';
import { MENSAGENS } from '@backoffice/domain/mensagens';
import { MENSAGENS_UNIDADE } from '@backoffice/domain/unidade';
import { Button, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { AppModal } from '../../components/controls/app-modal';
import { CounterTextarea } from '../../components/controls/counter-textarea';
import { SelectField } from '../../components/controls/select-field';
import { useCargos } from '../../components/pickers/picker-queries';
import { useCriarGrupo, useUnidadesSelecionador } from './api-grupos';

const VAZIO: FormNovoGrupo = { nome: '', cdEmpresa: null, cdCargo: null, observacoes: '' };

export interface NovoGrupoModalProps {
  opened: boolean;
  onClose: () => void;
  /** The logged user: cd_sip for the units, user_sip as the group's selector, cd_unid preselected. */
  usuario: { cd_sip: number; user_sip: number; cd_unid: number };
  /** Called with the new group's code after it is created. */
  onCriado?: (cdGrupo: number) => void;
}

/** 'Novo grupo' (spec 001 §2.11, §5): name, unit and position required, notes up to 1999. */
export function NovoGrupoModal({ opened, onClose, usuario, onCriado }: NovoGrupoModalProps) {
  const [form, setForm] = useState<FormNovoGrupo>(VAZIO);
  const [erros, setErros] = useState<ErrosNovoGrupo>({});
  const [aberto, setAberto] = useState(false);
  const unidades = useUnidadesSelecionador(usuario.cd_sip, opened);
  const cargos = useCargos('sip');
  const criar = useCriarGrupo();

  // each opening starts blank, with the user's unit chosen (adjusted while rendering)
  if (opened !== aberto) {
    setAberto(opened);
    if (opened) {
      setForm({ ...VAZIO, cdEmpresa: usuario.cd_unid });
      setErros({});
    }
  }

  const mudar = <K extends keyof FormNovoGrupo>(campo: K, valor: FormNovoGrupo[K]) => {
    const novo = { ...form, [campo]: valor };
    setForm(novo);
    if (erros[campo]) setErros((e) => ({ ...e, [campo]: errosNovoGrupo(novo)[campo] }));
  };

  const opcoesUnidade = (unidades.data ?? []).map((u) => ({
    value: String(u.CD_EMPRESA),
    label: u.NM_EMPRESA,
  }));
  const unidadeValida = opcoesUnidade.some((o) => o.value === String(form.cdEmpresa));

  function salvar() {
    const e = errosNovoGrupo({ ...form, cdEmpresa: unidadeValida ? form.cdEmpresa : null });
    setErros(e);
    if (Object.keys(e).length > 0 || form.cdEmpresa === null || form.cdCargo === null) return;
    criar.mutate(
      {
        cd_pessoa_selecionador_grupo: usuario.user_sip,
        cd_empresa_grupo: form.cdEmpresa,
        nm_tipo_grupo_candidato: form.nome.trim(),
        cd_cargo_grupo: form.cdCargo,
        ds_observacoes_grupo: form.observacoes.trim() || null,
      },
      {
        onSuccess: (r) => {
          onCriado?.(r.CD_TIPO_GRUPO_CANDIDATO);
          onClose();
        },
      },
    );
  }

  return (
    <AppModal
      opened={opened}
      onClose={onClose}
      title="Novo grupo"
      size="lg"
      footer={
        <>
          <Button variant="default" onClick={onClose} disabled={criar.isPending}>
            Cancelar
          </Button>
          <Button onClick={salvar} loading={criar.isPending}>
            Salvar
          </Button>
        </>
      }
    >
      <Stack gap="sm">
        <TextInput
          label="Nome do grupo"
          required
          value={form.nome}
          onChange={(e) => mudar('nome', e.currentTarget.value)}
          maxLength={LIMITES_GRUPO.nomeMax}
          error={erros.nome}
          data-autofocus
        />
        <SelectField
          label="Unidade"
          required
          data={opcoesUnidade}
          value={unidadeValida ? String(form.cdEmpresa) : null}
          onChange={(v) => mudar('cdEmpresa', v === null ? null : Number(v))}
          error={
            erros.cdEmpresa ?? (unidades.isError ? MENSAGENS_UNIDADE.erroUnidadesSelecionador : undefined)
          }
          placeholder={unidades.isPending ? MENSAGENS.carregando : undefined}
          allowDeselect={false}
        />
        <SelectField
          label="Cargo"
          required
          data={(cargos.data ?? []).map((c) => ({ value: String(c.CD_CARGO), label: c.NM_CARGO }))}
          value={form.cdCargo === null ? null : String(form.cdCargo)}
          onChange={(v) => mudar('cdCargo', v === null ? null : Number(v))}
          error={erros.cdCargo}
          placeholder={cargos.isPending ? MENSAGENS.carregando : 'Digite para buscar'}
          limit={200}
        />
        <CounterTextarea
          label="Observações"
          value={form.observacoes}
          onChange={(v) => mudar('observacoes', v)}
          max={LIMITES_GRUPO.observacoesMax}
          error={erros.observacoes}
        />
      </Stack>
    </AppModal>
  );
}
