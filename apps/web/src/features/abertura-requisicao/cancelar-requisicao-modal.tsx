import {
  cancelamentoRequisicaoBody,
  LIMITES_ABERTURA,
  MENSAGENS_ABERTURA as M,
} from '@backoffice/domain/abertura-requisicao';
import { CONTRATOS_REQUISICOES as C } from '@backoffice/domain/contratos/requisicoes';
import { Button, Select, Stack, Text, Textarea } from '@mantine/core';
import { useEffect } from 'react';
import { AppModal } from '../../components/controls/app-modal';
import { useAcao } from '../../lib/dados';
import { AlertaFormulario } from '../../lib/formulario/alerta-formulario';
import { useFormulario } from '../../lib/formulario/formulario';
import { useMotivosCancelamento } from './api-abertura';

interface Valores {
  cd_motivo_cancelamento: string;
  ds_motivo_cancelamento: string;
}
const VAZIO: Valores = { cd_motivo_cancelamento: '', ds_motivo_cancelamento: '' };

export interface CancelarRequisicaoModalProps {
  nrRequisicao: number;
  /** Its vacancies still open (they are cancelled with it). */
  vagasAbertas: number;
  opened: boolean;
  onClose: () => void;
}

/** Cancels the requisition with a reason (register) and its text; its open vacancies with it. */
export function CancelarRequisicaoModal({
  nrRequisicao,
  vagasAbertas,
  opened,
  onClose,
}: CancelarRequisicaoModalProps) {
  const motivos = useMotivosCancelamento();
  const cancelar = useAcao(C.cancelar, { silencioso: true, sucesso: (r) => r.message });
  const f = useFormulario(cancelamentoRequisicaoBody, VAZIO, (v) => ({
    cd_motivo_cancelamento: v.cd_motivo_cancelamento === '' ? undefined : Number(v.cd_motivo_cancelamento),
    ds_motivo_cancelamento: v.ds_motivo_cancelamento,
  }));
  const { reset } = f.form;
  useEffect(() => {
    if (opened) reset(VAZIO);
  }, [opened, reset]);
  const salvar = f.aoEnviar(async (corpo) => {
    await cancelar.mutateAsync({ params: { nr: nrRequisicao }, corpo });
    onClose();
  });
  return (
    <AppModal
      opened={opened}
      onClose={onClose}
      title={`Cancelar a requisição ${nrRequisicao}`}
      footer={
        <>
          <Button variant="default" onClick={onClose} disabled={f.pendente}>
            Voltar
          </Button>
          <Button color="red" onClick={() => void salvar()} loading={f.pendente}>
            Cancelar a requisição
          </Button>
        </>
      }
    >
      <Stack gap="sm">
        <Text size="sm">
          {vagasAbertas > 0
            ? `${vagasAbertas === 1 ? 'A vaga aberta' : `As ${vagasAbertas} vagas abertas`} da requisição ${vagasAbertas === 1 ? 'será cancelada' : 'serão canceladas'} com ela, com este motivo.`
            : 'Nenhuma vaga da requisição está aberta: só a requisição é cancelada.'}
        </Text>
        <AlertaFormulario mensagem={f.erroGeral} />
        <Select
          label="Motivo do cancelamento"
          required
          data={(motivos.data ?? []).map((m) => ({
            value: String(m.CD_MOTIVO_CANCELAMENTO),
            label: m.DS_MOTIVO_CANCELAMENTO,
          }))}
          searchable
          comboboxProps={{ withinPortal: true }}
          {...f.campo.selecao('cd_motivo_cancelamento')}
        />
        <Textarea
          label="Descreva o motivo"
          required
          autosize
          minRows={3}
          maxRows={8}
          maxLength={LIMITES_ABERTURA.motivoCancelamentoMax}
          description={M.motivoTextoMin}
          {...f.campo.texto('ds_motivo_cancelamento')}
        />
      </Stack>
    </AppModal>
  );
}
