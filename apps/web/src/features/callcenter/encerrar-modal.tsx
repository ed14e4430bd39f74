import { type ConversaCallcenterLinha, MENSAGENS_CALLCENTER as M } from '@backoffice/domain/callcenter';
import { Button, Checkbox, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { AppModal } from '../../components/controls/app-modal';
import { LoadingState } from '../../components/controls/list-states';
import { RadioField } from '../../components/controls/radio-field';
import { useMotivosCallcenter } from './api-callcenter';

/**
 * 'Encerrar atendimento' (spec 001 §5): a reason is required (the hint asks for it when the candidate
 * gave up); the attendant may hand the candidate back to the chatbot.
 */
export function EncerrarModal({
  linha,
  loading,
  onClose,
  onEncerrar,
}: {
  linha: Pick<ConversaCallcenterLinha, 'ID_CHATBOT_CONVERSA' | 'NM_CANDIDATO'> | null;
  loading: boolean;
  onClose: () => void;
  onEncerrar: (motivo: number, devolver: boolean) => void;
}) {
  const motivos = useMotivosCallcenter(linha !== null);
  const [motivo, setMotivo] = useState<string | null>(null);
  const [devolver, setDevolver] = useState(false);
  const [erro, setErro] = useState<string | null>(null);
  useEffect(() => {
    if (!linha) return;
    setMotivo(null);
    setDevolver(false);
    setErro(null);
  }, [linha]);

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
          <Button
            color="red"
            loading={loading}
            onClick={() => {
              if (!motivo) {
                setErro(M.motivoObrigatorio);
                return;
              }
              onEncerrar(Number(motivo), devolver);
            }}
          >
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
            value={motivo}
            onChange={(v) => {
              setMotivo(v);
              setErro(null);
            }}
            error={erro}
          />
        )}
        <Checkbox
          label="Devolver o candidato ao chatbot"
          checked={devolver}
          onChange={(e) => setDevolver(e.currentTarget.checked)}
        />
      </Stack>
    </AppModal>
  );
}
