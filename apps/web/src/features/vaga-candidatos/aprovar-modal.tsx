import { formatarData } from '@backoffice/domain/datas';
import {
  type CandidatoRelacionadoLinha,
  datasAprovacaoPadrao,
  errosAprovacao,
  MENSAGENS_VAGA_CANDIDATOS,
  TIPO_CONTRATACAO_FATURA_APROVACAO,
} from '@backoffice/domain/vaga-candidatos';
import { hojeNegocio } from '@backoffice/domain/vaga-edicao';
import { Button, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { z } from 'zod';
import { AppModal } from '../../components/controls/app-modal';
import { DateField } from '../../components/controls/date-field';
import { useFormulario } from '../../lib/formulario/formulario';

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

const V = MENSAGENS_VAGA_CANDIDATOS.validacao;
const DO_FATURAMENTO: ReadonlySet<string> = new Set([V.dataFaturamentoObrigatoria, V.dataFaturamentoHoje]);

/** The approval's dates checked by the domain's rules for the hiring type and the day, each message on its field. */
function esquemaAprovacao(tipo: number, hoje: string) {
  return z
    .object({ dt_faturamento: z.string().nullable(), dt_inicio_trabalho: z.string().nullable() })
    .superRefine((d, ctx) => {
      for (const message of errosAprovacao(d, tipo, hoje))
        ctx.addIssue({
          code: 'custom',
          message,
          path: [DO_FATURAMENTO.has(message) ? 'dt_faturamento' : 'dt_inicio_trabalho'],
        });
    });
}

/**
 * Approve a related candidate (spec 001 §2.2, §5): the billing date only for hiring type 1 and never
 * today, the start of work later than 14 days ago, defaults per §9, then a confirmation.
 */
export function AprovarModal({ candidato, onClose, onAprovar, hoje = hojeNegocio() }: AprovarModalProps) {
  const tipo = candidato?.CD_TIPO_CONTRATACAO ?? 0;
  const comFaturamento = tipo === TIPO_CONTRATACAO_FATURA_APROVACAO;
  const esquema = useMemo(() => esquemaAprovacao(tipo, hoje), [tipo, hoje]);
  const f = useFormulario(esquema, datasAprovacaoPadrao(hoje), (v) => ({
    dt_faturamento: comFaturamento ? v.dt_faturamento || null : null,
    dt_inicio_trabalho: v.dt_inicio_trabalho || null,
  }));
  const [confirmando, setConfirmando] = useState(false);
  const aprovacao = useMutation({
    mutationFn: (d: DadosAprovacao) => onAprovar(d),
    onSuccess: (ok) => (ok ? onClose() : setConfirmando(false)),
  });

  // each opening starts from the defaults
  const { reset } = f.form;
  useEffect(() => {
    if (candidato) {
      reset(datasAprovacaoPadrao(hoje));
      setConfirmando(false);
    }
  }, [candidato, hoje, reset]);

  if (!candidato) return null;
  const continuar = f.aoEnviar(async () => setConfirmando(true));
  const { dt_faturamento: faturamento, dt_inicio_trabalho: inicio } = f.envio();
  const aprovar = () =>
    aprovacao.mutate({ dt_faturamento: faturamento ?? null, dt_inicio_trabalho: inicio as string });
  const salvando = aprovacao.isPending;

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
            <Button onClick={() => void continuar()}>Aprovar</Button>
          </>
        )
      }
    >
      {confirmando ? (
        <Text>
          Confirma a aprovação de <strong>{candidato.NM_PESSOA}</strong>
          {comFaturamento && faturamento ? `, com faturamento em ${formatarData(faturamento)}` : ''} e início
          do trabalho em {formatarData(inicio)}?
        </Text>
      ) : (
        <Stack gap="sm">
          {comFaturamento && (
            <DateField
              label="Data do faturamento"
              {...f.campo.data('dt_faturamento')}
              withAsterisk
              data-autofocus
            />
          )}
          <DateField
            label="Data de início do trabalho"
            {...f.campo.data('dt_inicio_trabalho')}
            withAsterisk
          />
        </Stack>
      )}
    </AppModal>
  );
}
