import { dataNegocio, formatarDataHora, formatarHora } from '@backoffice/domain/datas';
import { lerChegada } from '@backoffice/domain/fila-atendimento';
import { Button, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { z } from 'zod';
import { AppModal } from '../../components/controls/app-modal';
import { TimeField } from '../../components/controls/time-field';
import { AlertaFormulario } from '../../lib/formulario/alerta-formulario';
import { useFormulario } from '../../lib/formulario/formulario';

/** The arrival as sent: today's business date and the time typed, read by the domain's rule. */
const esquemaChegada = z.object({ data_chegada: z.string() }).superRefine((v, ctx) => {
  const lida = lerChegada(v.data_chegada);
  if ('erro' in lida) ctx.addIssue({ code: 'custom', path: ['data_chegada'], message: lida.erro });
});

/** The field holds the time (HH:mm); the wire value is today's date with it. */
const paraEnvio = (v: { data_chegada: string }) => ({
  data_chegada: v.data_chegada ? `${dataNegocio()}T${v.data_chegada}` : 'sem hora',
});

export interface ChegadaModalProps {
  /** The candidate whose arrival is registered; null keeps the modal closed. */
  linha: { NM_PESSOA: string; DT_ATENDIMENTO: string } | null;
  onClose: () => void;
  /** Today's date and time of the arrival, as the server reads it (YYYY-MM-DDTHH:mm, business time). */
  onSalvar: (dataChegada: string) => Promise<unknown>;
}

/**
 * Registers a candidate's arrival: the time defaults to now and may be set back (registered after the
 * candidate arrived), never ahead; the server applies the same rule.
 */
export function ChegadaModal({ linha, onClose, onSalvar }: ChegadaModalProps) {
  const f = useFormulario(esquemaChegada, { data_chegada: '' }, paraEnvio);
  const { reset } = f.form;

  // each opening starts at the current time
  useEffect(() => {
    if (linha) reset({ data_chegada: formatarHora(new Date()) });
  }, [linha, reset]);

  const salvar = f.aoEnviar((envio) => onSalvar(envio.data_chegada));

  return (
    <AppModal
      opened={linha !== null}
      onClose={onClose}
      size="md"
      title={`Registrar chegada - ${linha?.NM_PESSOA ?? ''}`}
      footer={
        <>
          <Button variant="default" onClick={onClose} disabled={f.pendente}>
            Cancelar
          </Button>
          <Button onClick={() => void salvar()} loading={f.pendente}>
            Registrar chegada
          </Button>
        </>
      }
    >
      <Stack gap="sm">
        <Text size="sm">Agendado para {formatarDataHora(linha?.DT_ATENDIMENTO)}.</Text>
        <TimeField
          label="Hora da chegada"
          {...f.campo.valor('data_chegada')}
          description="Hoje; ajuste se o candidato chegou antes do registro."
          data-autofocus
        />
        <AlertaFormulario mensagem={f.erroGeral} />
      </Stack>
    </AppModal>
  );
}
