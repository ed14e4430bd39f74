import { errosNovoGrupo, LIMITES_GRUPO, novoGrupoBody } from '@backoffice/domain/grupo';
import { MENSAGENS } from '@backoffice/domain/mensagens';
import { MENSAGENS_UNIDADE } from '@backoffice/domain/unidade';
import { Button, Stack, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { z } from 'zod';
import { AppModal } from '../../components/controls/app-modal';
import { CounterTextarea } from '../../components/controls/counter-textarea';
import { SelectField } from '../../components/controls/select-field';
import { useCargos } from '../../components/pickers/picker-queries';
import { AlertaFormulario } from '../../lib/formulario/alerta-formulario';
import { useFormulario } from '../../lib/formulario/formulario';
import { useCriarGrupo, useUnidadesSelecionador } from './api-grupos';

/** The form's fields, by the body's names (the selects hold the option's value). */
interface ValoresNovoGrupo {
  nm_tipo_grupo_candidato: string;
  cd_empresa_grupo: string;
  cd_cargo_grupo: string;
  ds_observacoes_grupo: string;
}
const VAZIO: ValoresNovoGrupo = {
  nm_tipo_grupo_candidato: '',
  cd_empresa_grupo: '',
  cd_cargo_grupo: '',
  ds_observacoes_grupo: '',
};

/** The body's fields named by the form's rules (spec 001 §5). */
const CAMPOS = {
  nome: 'nm_tipo_grupo_candidato',
  cdEmpresa: 'cd_empresa_grupo',
  cdCargo: 'cd_cargo_grupo',
  observacoes: 'ds_observacoes_grupo',
} as const;

/** The spec's messages of the form first, then the body as the server validates it. */
const esquemaNovoGrupo = z
  .custom<z.input<typeof novoGrupoBody>>()
  .superRefine((v, ctx) => {
    const erros = errosNovoGrupo({
      nome: String(v.nm_tipo_grupo_candidato ?? ''),
      cdEmpresa: v.cd_empresa_grupo === null ? null : Number(v.cd_empresa_grupo),
      cdCargo: v.cd_cargo_grupo === null ? null : Number(v.cd_cargo_grupo),
      observacoes: String(v.ds_observacoes_grupo ?? ''),
    });
    for (const [campo, message] of Object.entries(erros))
      ctx.addIssue({ code: 'custom', path: [CAMPOS[campo as keyof typeof CAMPOS]], message });
  })
  .pipe(novoGrupoBody);

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
  const unidades = useUnidadesSelecionador(usuario.cd_sip, opened);
  const cargos = useCargos('sip');
  const criar = useCriarGrupo();
  const opcoesUnidade = (unidades.data ?? []).map((u) => ({
    value: String(u.CD_EMPRESA),
    label: u.NM_EMPRESA,
  }));
  const ehUnidade = (v: string) => opcoesUnidade.some((o) => o.value === v);

  const f = useFormulario(esquemaNovoGrupo, VAZIO, (v) => ({
    cd_pessoa_selecionador_grupo: usuario.user_sip,
    // a unit not offered to the user counts as none
    cd_empresa_grupo: v.cd_empresa_grupo && ehUnidade(v.cd_empresa_grupo) ? Number(v.cd_empresa_grupo) : null,
    nm_tipo_grupo_candidato: v.nm_tipo_grupo_candidato.trim(),
    cd_cargo_grupo: v.cd_cargo_grupo ? Number(v.cd_cargo_grupo) : null,
    ds_observacoes_grupo: v.ds_observacoes_grupo.trim() || null,
  }));
  const { reset } = f.form;

  // each opening starts blank, with the user's unit chosen
  useEffect(() => {
    if (opened) reset({ ...VAZIO, cd_empresa_grupo: String(usuario.cd_unid) });
  }, [opened, reset, usuario.cd_unid]);

  const salvar = f.aoEnviar(async (corpo) => {
    const r = await criar.mutateAsync({ corpo });
    onCriado?.(r.CD_TIPO_GRUPO_CANDIDATO);
    onClose();
  });
  const unidade = f.campo.selecao('cd_empresa_grupo');

  return (
    <AppModal
      opened={opened}
      onClose={onClose}
      title="Novo grupo"
      size="lg"
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
        <TextInput
          label="Nome do grupo"
          required
          {...f.campo.texto('nm_tipo_grupo_candidato')}
          maxLength={LIMITES_GRUPO.nomeMax}
          data-autofocus
        />
        <SelectField
          label="Unidade"
          required
          data={opcoesUnidade}
          {...unidade}
          value={unidade.value && ehUnidade(unidade.value) ? unidade.value : null}
          error={unidade.error ?? (unidades.isError ? MENSAGENS_UNIDADE.erroUnidadesSelecionador : undefined)}
          placeholder={unidades.isPending ? MENSAGENS.carregando : undefined}
          allowDeselect={false}
        />
        <SelectField
          label="Cargo"
          required
          data={(cargos.data ?? []).map((c) => ({ value: String(c.CD_CARGO), label: c.NM_CARGO }))}
          {...f.campo.selecao('cd_cargo_grupo')}
          placeholder={cargos.isPending ? MENSAGENS.carregando : 'Digite para buscar'}
          limit={200}
        />
        <CounterTextarea
          label="Observações"
          {...f.campo.valor('ds_observacoes_grupo')}
          max={LIMITES_GRUPO.observacoesMax}
        />
        <AlertaFormulario mensagem={f.erroGeral} />
      </Stack>
    </AppModal>
  );
}
