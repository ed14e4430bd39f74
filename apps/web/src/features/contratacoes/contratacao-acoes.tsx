import {
  type ContratacaoLinha,
  contratacaoBody,
  encerrarBody,
  erroEncerramento,
  LIMITES_CONTRATACAO,
  MENSAGENS_CONTRATACAO as M,
  prorrogarBody,
} from '@backoffice/domain/contratacao';
import {
  errosPrazoTemporario,
  errosProrrogacao,
  LIMITES_TEMPORARIO,
  MENSAGENS_TEMPORARIO,
  TIPO_CONTRATACAO_TEMPORARIO,
  ultimoDiaPermitido,
  ultimoDiaProrrogacao,
} from '@backoffice/domain/contratacao-regras';
import { CONTRATOS_CONTRATACOES as C } from '@backoffice/domain/contratos/contratacoes';
import { formatarData } from '@backoffice/domain/datas';
import { Switch, Text, Textarea } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { z } from 'zod';
import { DateField } from '../../components/controls/date-field';
import { SelectField } from '../../components/controls/select-field';
import { consulta, useAcao } from '../../lib/dados';
import { useFormulario } from '../../lib/formulario/formulario';
import { ModalFormulario } from '../../lib/formulario/modal-formulario';

interface PropsAcao {
  c: ContratacaoLinha;
  onClose: () => void;
}

const temporario = (c: ContratacaoLinha) => c.CD_TIPO_CONTRATACAO === TIPO_CONTRATACAO_TEMPORARIO;
const motivoLivre = z.string().max(LIMITES_CONTRATACAO.motivoMax, M.motivoLongo);

/** The edit form's schema: the API's body and the temporary term and the replacement's reason. */
function esquemaEdicao(c: ContratacaoLinha) {
  return contratacaoBody.superRefine((v, ctx) => {
    if (temporario(c))
      for (const m of errosPrazoTemporario(v.dt_inicio, v.dt_fim))
        ctx.addIssue({ code: 'custom', path: ['dt_fim'], message: m });
    if (v.id_contratacao_substituida && !v.ds_motivo_substituicao?.trim())
      ctx.addIssue({ code: 'custom', path: ['ds_motivo_substituicao'], message: M.motivoSubstituicao });
  });
}

interface ValoresEdicao {
  dt_inicio: string;
  dt_fim: string;
  id_aprendiz: 'S' | 'N';
  id_contratacao_substituida: string;
  ds_motivo_substituicao: string;
}

/** 'Editar': start, end (temporary: the 180-day rule), apprentice, the placement it replaces and why. */
export function EditarContratacaoModal({ c, onClose }: PropsAcao) {
  const esquema = useMemo(() => esquemaEdicao(c), [c]);
  const f = useFormulario(
    esquema,
    {
      dt_inicio: c.DT_INICIO,
      dt_fim: c.DT_FIM ?? '',
      id_aprendiz: c.ID_APRENDIZ,
      id_contratacao_substituida: c.ID_CONTRATACAO_SUBSTITUIDA ? String(c.ID_CONTRATACAO_SUBSTITUIDA) : '',
      ds_motivo_substituicao: c.DS_MOTIVO_SUBSTITUICAO ?? '',
    } satisfies ValoresEdicao,
    (v) => ({
      dt_inicio: v.dt_inicio,
      dt_fim: v.dt_fim || null,
      id_aprendiz: v.id_aprendiz,
      id_contratacao_substituida: v.id_contratacao_substituida ? Number(v.id_contratacao_substituida) : null,
      ds_motivo_substituicao: v.id_contratacao_substituida ? v.ds_motivo_substituicao.trim() || null : null,
    }),
  );
  const doCliente = useQuery(
    consulta(
      C.listar,
      { query: { cd_pessoa_cliente: c.CD_PESSOA_CLIENTE, por_pagina: LIMITES_CONTRATACAO.porPaginaMax } },
      'Não foi possível carregar as contratações do cliente.',
    ),
  );
  const alterar = useAcao(C.alterar, { silencioso: true, sucesso: M.salvo });
  const salvar = f.aoEnviar(async (corpo) => {
    await alterar.mutateAsync({ params: { id: c.ID_CONTRATACAO }, corpo });
    onClose();
  });
  const substituida = f.valor('id_contratacao_substituida');
  const limite = temporario(c)
    ? `Contrato temporário: no máximo ${LIMITES_TEMPORARIO.diasContrato} dias, até ${formatarData(
        ultimoDiaPermitido(f.valor('dt_inicio') || c.DT_INICIO, LIMITES_TEMPORARIO.diasContrato),
      )}.`
    : undefined;
  return (
    <ModalFormulario
      opened
      onClose={onClose}
      title={`Editar a contratação ${c.ID_CONTRATACAO}`}
      formulario={f}
      onSalvar={salvar}
    >
      <DateField label="Início" withAsterisk {...f.campo.data('dt_inicio')} />
      <DateField
        label="Término"
        withAsterisk={temporario(c)}
        description={limite}
        {...f.campo.data('dt_fim')}
      />
      <Switch label="Aprendiz" {...f.campo.sn('id_aprendiz')} />
      <SelectField
        label="Substitui a contratação"
        clearable
        placeholder="Nenhuma"
        data={(doCliente.data?.linhas ?? [])
          .filter((o) => o.ID_CONTRATACAO !== c.ID_CONTRATACAO)
          .map((o) => ({
            value: String(o.ID_CONTRATACAO),
            label: `${o.ID_CONTRATACAO} - ${o.NM_CANDIDATO} (${formatarData(o.DT_INICIO)})`,
          }))}
        {...f.campo.selecao('id_contratacao_substituida')}
      />
      {substituida && (
        <Textarea
          label="Motivo da substituição"
          withAsterisk
          autosize
          minRows={2}
          maxLength={LIMITES_CONTRATACAO.motivoMax}
          {...f.campo.texto('ds_motivo_substituicao')}
        />
      )}
    </ModalFormulario>
  );
}

function esquemaProrrogacao(c: ContratacaoLinha) {
  return prorrogarBody.extend({ ds_motivo: motivoLivre }).superRefine((v, ctx) => {
    for (const m of errosProrrogacao({
      inicio: c.DT_INICIO,
      fimAtual: c.DT_FIM ?? c.DT_INICIO,
      novoFim: v.dt_fim,
      prorrogacoes: c.QT_PRORROGACOES,
      motivo: v.ds_motivo,
    }))
      ctx.addIssue({
        code: 'custom',
        path: [m === MENSAGENS_TEMPORARIO.motivoProrrogacao ? 'ds_motivo' : 'dt_fim'],
        message: m,
      });
  });
}

/** 'Prorrogar': the new end (at most 90 more days, 270 in all) and the reason; once. */
export function ProrrogarContratacaoModal({ c, onClose }: PropsAcao) {
  const esquema = useMemo(() => esquemaProrrogacao(c), [c]);
  const f = useFormulario(esquema, { dt_fim: '', ds_motivo: '' }, (v) => ({
    dt_fim: v.dt_fim,
    ds_motivo: v.ds_motivo.trim(),
  }));
  const prorrogar = useAcao(C.prorrogar, { silencioso: true, sucesso: M.prorrogada });
  const salvar = f.aoEnviar(async (corpo) => {
    await prorrogar.mutateAsync({ params: { id: c.ID_CONTRATACAO }, corpo });
    onClose();
  });
  return (
    <ModalFormulario
      opened
      onClose={onClose}
      title={`Prorrogar a contratação ${c.ID_CONTRATACAO}`}
      formulario={f}
      onSalvar={salvar}
      rotuloSalvar="Prorrogar"
    >
      <Text size="sm">
        Término atual: <strong>{c.DT_FIM ? formatarData(c.DT_FIM) : '—'}</strong>. Último dia permitido:{' '}
        <strong data-testid="ultimo-dia-permitido">
          {formatarData(ultimoDiaProrrogacao(c.DT_INICIO, c.DT_FIM))}
        </strong>{' '}
        (uma prorrogação de até {LIMITES_TEMPORARIO.diasProrrogacao} dias, {LIMITES_TEMPORARIO.diasTotal} no
        total).
      </Text>
      <DateField label="Novo término" withAsterisk {...f.campo.data('dt_fim')} />
      <Textarea
        label="Motivo da prorrogação"
        description="A manutenção das condições que justificaram a contratação."
        withAsterisk
        autosize
        minRows={2}
        maxLength={LIMITES_CONTRATACAO.motivoMax}
        {...f.campo.texto('ds_motivo')}
      />
    </ModalFormulario>
  );
}

function esquemaEncerramento(c: ContratacaoLinha) {
  return encerrarBody.extend({ ds_motivo: motivoLivre }).superRefine((v, ctx) => {
    const erro = erroEncerramento({ inicio: c.DT_INICIO, fim: c.DT_FIM }, v.dt_encerramento);
    if (erro) ctx.addIssue({ code: 'custom', path: ['dt_encerramento'], message: erro });
    if (!v.ds_motivo.trim())
      ctx.addIssue({ code: 'custom', path: ['ds_motivo'], message: M.motivoEncerramento });
  });
}

/** 'Encerrar': the day within the term and the reason; once. */
export function EncerrarContratacaoModal({ c, onClose }: PropsAcao) {
  const esquema = useMemo(() => esquemaEncerramento(c), [c]);
  const f = useFormulario(esquema, { dt_encerramento: '', ds_motivo: '' }, (v) => ({
    dt_encerramento: v.dt_encerramento,
    ds_motivo: v.ds_motivo.trim(),
  }));
  const encerrar = useAcao(C.encerrar, { silencioso: true, sucesso: M.encerrada });
  const salvar = f.aoEnviar(async (corpo) => {
    await encerrar.mutateAsync({ params: { id: c.ID_CONTRATACAO }, corpo });
    onClose();
  });
  return (
    <ModalFormulario
      opened
      onClose={onClose}
      title={`Encerrar a contratação ${c.ID_CONTRATACAO}`}
      formulario={f}
      onSalvar={salvar}
      rotuloSalvar="Encerrar"
    >
      <Text size="sm">
        Entre {formatarData(c.DT_INICIO)} e {c.DT_FIM ? formatarData(c.DT_FIM) : 'o término'}.
      </Text>
      <DateField label="Data do encerramento" withAsterisk {...f.campo.data('dt_encerramento')} />
      <Textarea
        label="Motivo do encerramento"
        withAsterisk
        autosize
        minRows={2}
        maxLength={LIMITES_CONTRATACAO.motivoMax}
        {...f.campo.texto('ds_motivo')}
      />
    </ModalFormulario>
  );
}
