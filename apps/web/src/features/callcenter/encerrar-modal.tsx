import {
  type ConversaCallcenterLinha,
  encerrarAtendimentoBody,
  MENSAGENS_CALLCENTER as M,
} from '@backoffice/domain/callcenter';
import { Button, Checkbox, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { AppModal } from '../../components/controls/app-modal';
import { LoadingState } from '../../components/controls/list-states';
import { RadioField } from '../../components/controls/radio-field';
import { AlertaFormulario } from '../../lib/formulario/alerta-formulario';
import { useFormulario } from '../../lib/formulario/formulario';
import { useMotivosCallcenter } from './api-callcenter';

/** What the attendant chooses: the reason and the hand-back, as the end's body takes them. */
const esquemaEncerrar = encerrarAtendimentoBody.pick({
  id_motivo_call_center: true,
  id_devolver_chatbot: true,
});
const VAZIO = { id_motivo_call_center: '', id_devolver_chatbot: 'N' as 'S' | 'N' };
export type EscolhaEncerrar = { id_motivo_call_center: number; id_devolver_chatbot: 'S' | 'N' };

/**
 * 'Encerrar atendimento' (spec 001 §5): a reason is required (the hint asks for it when the candidate
 * gave up); the attendant may hand the candidate back to the chatbot.
 */
export function EncerrarModal({
  linha,
  onClose,
  onEncerrar,
}: {
  linha: Pick<ConversaCallcenterLinha, 'ID_CHATBOT_CONVERSA' | 'NM_CANDIDATO'> | null;
  onClose: () => void;
  onEncerrar: (escolha: EscolhaEncerrar) => Promise<unknown>;
}) {
  const motivos = useMotivosCallcenter(linha !== null);
  const f = useFormulario(esquemaEncerrar, VAZIO);
  const { reset } = f.form;
  useEffect(() => {
    if (linha) reset(VAZIO);
  }, [linha, reset]);
  const encerrar = f.aoEnviar((envio) =>
    onEncerrar({
      id_motivo_call_center: Number(envio.id_motivo_call_center),
      id_devolver_chatbot: envio.id_devolver_chatbot === 'S' ? 'S' : 'N',
    }),
  );

  return (
    <AppModal
      opened={linha !== null}
      onClose={onClose}
      title="Encerrar atendimento"
      size="md"
      footer={
        <>
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button color="red" loading={f.pendente} onClick={() => void encerrar()}>
            Encerrar atendimento
          </Button>
        </>
      }
    >
      <Stack gap="sm">
        <Text size="sm">
          Encerrar o atendimento de <b>{linha?.NM_CANDIDATO}</b>?
        </Text>
        {motivos.isLoading ? (
          <LoadingState />
        ) : (
          <RadioField
            label="Motivo do encerramento"
            description={M.dicaMotivo}
            withAsterisk
            options={(motivos.data ?? []).map((m) => ({
              value: String(m.ID_MOTIVO_CALL_CENTER),
              label: m.NM_MOTIVO,
            }))}
            {...f.campo.selecao('id_motivo_call_center')}
          />
        )}
        <Checkbox label="Devolver o candidato ao chatbot" {...f.campo.sn('id_devolver_chatbot')} />
        <AlertaFormulario mensagem={f.erroGeral} />
      </Stack>
    </AppModal>
  );
}
