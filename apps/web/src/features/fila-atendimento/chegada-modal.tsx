import { horaNegocio, lerChegada } from '@backoffice/domain/fila-atendimento';
import { dataNegocio } from '@backoffice/domain/vaga-prazo';
import { Button, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { AppModal } from '../../components/controls/app-modal';
import { TimeField } from '../../components/controls/time-field';
import { formatDateTime } from '../../lib/format';

export interface ChegadaModalProps {
  /** The candidate whose arrival is registered; null keeps the modal closed. */
  linha: { NM_PESSOA: string; DT_ATENDIMENTO: string } | null;
  loading: boolean;
  onClose: () => void;
  /** Today's date and time of the arrival, as the server reads it (YYYY-MM-DDTHH:mm, business time). */
  onSalvar: (dataChegada: string) => void;
}

/**
 * Registers a candidate's arrival: the time defaults to now and may be set back (registered after the
 * candidate arrived), never ahead; the server applies the same rule.
 */
export function ChegadaModal({ linha, loading, onClose, onSalvar }: ChegadaModalProps) {
  const [hora, setHora] = useState('');
  const [erro, setErro] = useState<string | null>(null);

  // each opening starts at the current time
  useEffect(() => {
    if (!linha) return;
    setHora(horaNegocio(new Date().toISOString()));
    setErro(null);
  }, [linha]);

  function salvar() {
    const valor = `${dataNegocio()}T${hora}`;
    const lida = lerChegada(hora ? valor : 'sem hora');
    if ('erro' in lida) {
      setErro(lida.erro);
      return;
    }
    onSalvar(valor);
  }

  return (
    <AppModal
      opened={linha !== null}
      onClose={onClose}
      size="md"
      title={`Registrar chegada - ${linha?.NM_PESSOA ?? ''}`}
      footer={
        <>
          <Button variant="default" onClick={onClose} disabled={loading}>
            Cancelar
          </Button>
          <Button onClick={salvar} loading={loading}>
            Registrar chegada
          </Button>
        </>
      }
    >
      <Text size="sm" mb="sm">
        Agendado para {formatDateTime(linha?.DT_ATENDIMENTO)}.
      </Text>
      <TimeField
        label="Hora da chegada"
        value={hora}
        onChange={(v) => {
          setHora(v);
          if (erro) setErro(null);
        }}
        error={erro}
        description="Hoje; ajuste se o candidato chegou antes do registro."
        data-autofocus
      />
    </AppModal>
  );
}
