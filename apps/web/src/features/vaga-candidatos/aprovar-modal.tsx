import {
  type CandidatoRelacionadoLinha,
  datasAprovacaoPadrao,
  errosAprovacao,
  TIPO_CONTRATACAO_FATURA_APROVACAO,
} from '@backoffice/domain/vaga-candidatos';
import { hojeNegocio } from '@backoffice/domain/vaga-edicao';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { AppModal } from '../../components/controls/app-modal';
import { DateField } from '../../components/controls/date-field';
import { formatDate } from '../../lib/format';

export interface DadosAprovacao {
  dt_faturamento: string | null;
  dt_inicio_trabalho: string;
}

export interface AprovarModalProps {
  candidato: Pick<CandidatoRelacionadoLinha, 'CD_PESSOA' | 'NM_PESSOA' | 'CD_TIPO_CONTRATACAO'> | null;
  onClose: () => void;
  /** Resolves true when the server approved. */
  onAprovar: (dados: DadosAprovacao) => Promise<boolean>;
  /** Business date (tests fix it). */
  hoje?: string;
}

/**
 * Approve a related candidate (spec 001 §2.2, §5): the billing date only for hiring type 1 and never
 * today, the start of work later than 14 days ago, defaults per §9, then a confirmation.
 */
export function AprovarModal({ candidato, onClose, onAprovar, hoje = hojeNegocio() }: AprovarModalProps) {
  const padrao = datasAprovacaoPadrao(hoje);
  const [faturamento, setFaturamento] = useState<string | null>(padrao.dt_faturamento);
  const [inicio, setInicio] = useState<string | null>(padrao.dt_inicio_trabalho);
  const [erros, setErros] = useState<string[]>([]);
  const [confirmando, setConfirmando] = useState(false);
  const [salvando, setSalvando] = useState(false);
  const comFaturamento = candidato?.CD_TIPO_CONTRATACAO === TIPO_CONTRATACAO_FATURA_APROVACAO;

  // each opening starts from the defaults
  useEffect(() => {
    if (candidato) {
      const p = datasAprovacaoPadrao(hoje);
      setFaturamento(p.dt_faturamento);
      setInicio(p.dt_inicio_trabalho);
      setErros([]);
      setConfirmando(false);
    }
  }, [candidato, hoje]);

  if (!candidato) return null;
  const tipo = candidato.CD_TIPO_CONTRATACAO;

  function continuar() {
    const e = errosAprovacao({ dt_faturamento: faturamento, dt_inicio_trabalho: inicio }, tipo, hoje);
    setErros(e);
    if (!e.length) setConfirmando(true);
  }

  async function aprovar() {
    setSalvando(true);
    try {
      const ok = await onAprovar({
        dt_faturamento: comFaturamento ? faturamento : null,
        dt_inicio_trabalho: inicio as string,
      });
      if (ok) onClose();
      else setConfirmando(false);
    } finally {
      setSalvando(false);
    }
  }

  return (
    <AppModal
      opened
      onClose={onClose}
      title={`Aprovar candidato - ${candidato.NM_PESSOA}`}
      size="md"
      footer={
        confirmando ? (
          <>
            <Button variant="default" onClick={() => setConfirmando(false)} disabled={salvando}>
              Voltar
            </Button>
            <Button color="teal" onClick={aprovar} loading={salvando}>
              Confirmar aprovação
            </Button>
          </>
        ) : (
          <>
            <Button variant="default" onClick={onClose}>
              Cancelar
            </Button>
            <Button onClick={continuar}>Aprovar</Button>
          </>
        )
      }
    >
      {confirmando ? (
        <Text>
          Confirma a aprovação de <strong>{candidato.NM_PESSOA}</strong>
          {comFaturamento && faturamento ? `, com faturamento em ${formatDate(faturamento)}` : ''} e início do
          trabalho em {formatDate(inicio)}?
        </Text>
      ) : (
        <Stack gap="sm">
          {comFaturamento && (
            <DateField
              label="Data do faturamento"
              value={faturamento}
              onChange={setFaturamento}
              withAsterisk
              data-autofocus
            />
          )}
          <DateField label="Data de início do trabalho" value={inicio} onChange={setInicio} withAsterisk />
          {erros.length > 0 && (
            <Alert color="red" role="alert">
              {erros.map((e) => (
                <Text key={e} size="sm">
                  {e}
                </Text>
              ))}
            </Alert>
          )}
        </Stack>
      )}
    </AppModal>
  );
}
