import { CONTRATOS_OPERACOES as C } from '@backoffice/domain/contratos/operacoes';
import {
  helpDeskChamadoBody,
  LIMITES_HELP_DESK,
  MENSAGENS_HELP_DESK as M,
} from '@backoffice/domain/operacoes';
import { Stack, Textarea, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { SelectField } from '../../components/controls/select-field';
import { consulta, useAcao } from '../../lib/dados';
import { useFormulario } from '../../lib/formulario/formulario';
import { ModalFormulario } from '../../lib/formulario/modal-formulario';

interface Valores {
  assunto: string;
  descricao: string;
  /** The requester's cd_sip as the select keeps it ('' until the users are read). */
  cd_usuario_solicitante: string;
}

export interface NovoHelpModalProps {
  opened: boolean;
  onClose: () => void;
  /** The logged user (cd_sip), the requester unless another is picked. */
  usuarioLogado: number | undefined;
}

/** Help Desk '+ NOVO': subject, problem and requester (the logged user unless another is picked). */
export function NovoHelpModal({ opened, onClose, usuarioLogado }: NovoHelpModalProps) {
  const vazio: Valores = {
    assunto: '',
    descricao: '',
    cd_usuario_solicitante: usuarioLogado ? String(usuarioLogado) : '',
  };
  const usuarios = useQuery({
    ...consulta(C.helpDeskSolicitantes, {}, M.erroSolicitantes),
    enabled: opened,
    staleTime: 5 * 60_000,
  });
  const abrir = useAcao(C.helpDeskChamado, { silencioso: true, sucesso: (r) => r.message });
  const f = useFormulario(helpDeskChamadoBody, vazio, (v) => ({
    assunto: v.assunto,
    descricao: v.descricao,
    cd_usuario_solicitante: v.cd_usuario_solicitante || undefined,
  }));
  const salvar = f.aoEnviar(async (corpo) => {
    await abrir.mutateAsync({ corpo });
    onClose();
  });
  const opcoes = (usuarios.data ?? []).map((u) => ({ value: String(u.CD_USUARIO), label: u.NM_USUARIO }));

  return (
    <ModalFormulario
      opened={opened}
      onClose={onClose}
      size="lg"
      title="Novo help"
      formulario={f}
      onSalvar={salvar}
      // each opening starts empty, the logged user as the requester
      aoAbrir={() => f.form.reset(vazio)}
      rotuloSalvar="Abrir help"
    >
      <Stack gap="sm">
        <SelectField
          label="Solicitante"
          required
          data={opcoes}
          {...f.campo.selecao('cd_usuario_solicitante')}
          placeholder={usuarios.isPending ? 'Carregando...' : 'Escolha o solicitante'}
          description={usuarios.isError ? M.erroSolicitantes : 'Você, ou quem pediu o atendimento.'}
        />
        <TextInput
          label="Assunto"
          required
          {...f.campo.texto('assunto')}
          maxLength={LIMITES_HELP_DESK.assuntoMax}
          data-autofocus
        />
        <Textarea
          label="Problema"
          required
          {...f.campo.texto('descricao')}
          maxLength={LIMITES_HELP_DESK.descricaoMax}
          autosize
          minRows={4}
          maxRows={12}
        />
      </Stack>
    </ModalFormulario>
  );
}
