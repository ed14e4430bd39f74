import { CONTRATOS_VAGA_SITUACAO as C } from '@backoffice/domain/contratos/vaga-situacao';
import { hojeNegocio, MENSAGENS_VAGA_EDICAO, somarDiasIso } from '@backoffice/domain/vaga-edicao';
import {
  LIMITES_SITUACAO,
  MENSAGENS_SITUACAO,
  SITUACOES_EXIGEM_MOTIVO,
  SITUACOES_JUSTIFICAVEIS,
} from '@backoffice/domain/vaga-situacao-regras';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { CounterTextarea } from '../../../components/controls/counter-textarea';
import { DateField } from '../../../components/controls/date-field';
import { LoadingState } from '../../../components/controls/list-states';
import { NumberField } from '../../../components/controls/number-field';
import { RadioField } from '../../../components/controls/radio-field';
import { SelectField } from '../../../components/controls/select-field';
import { ToggleField } from '../../../components/controls/toggle-field';
import { ApiError } from '../../../lib/api-client';
import { consulta } from '../../../lib/dados';
import { notify } from '../../../lib/notify';
import { F, useSalvarVaga } from '../api-vaga';
import { useSalvarAba } from '../salvar-aba';
import type { AbaProps } from './abas-simples';

const S = MENSAGENS_VAGA_EDICAO.sucesso;
const CANCELADA = 5;
const CANCELADA_COM_FATURAMENTO = 9;

/** Situation tab (spec 000 §4.2): options from the server, reasons, the 'Cancelar Vaga' dialog, justification. */
export function AbaSituacao({ dados }: AbaProps) {
  const salvar = useSalvarVaga();
  const atual = dados.SITUACAO_VAGA.CD_SITUACAO_VAGA;
  const expirada = dados.ID_VAGA_EXPIRADA === 'S';
  const [situacao, setSituacao] = useState<number>(
    expirada && dados.SITUACOES_VAGA.some((s) => s.CD_SITUACAO_VAGA === CANCELADA) ? CANCELADA : atual,
  );
  const [motivo, setMotivo] = useState<number | null>(dados.SITUACAO_VAGA.CD_MOTIVO_CANCELAMENTO);
  const [nota, setNota] = useState('');
  const [dtFaturamento, setDtFaturamento] = useState<string | null>(null);
  const [pcFaturamento, setPcFaturamento] = useState<number | null>(null);
  const [justificada, setJustificada] = useState(dados.ID_CANCELADA_JUST === 'S');
  const [justificativa, setJustificativa] = useState(dados.DS_JUSTIFICATIVA ?? '');
  const [dialogoCancelar, setDialogoCancelar] = useState(false);
  // the situation chosen before 5, restored when the 'Cancelar Vaga' dialog is closed without a choice
  const [antesDoDialogo, setAntesDoDialogo] = useState<number>(atual);
  const [dialogoCobranca, setDialogoCobranca] = useState(false);

  const motivos = useQuery({
    ...consulta(C.motivosCancelamento, {}, F.buscarMotivosCancelamento),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const proposta = useQuery({
    ...consulta(C.cancelamentoProposta, { params: { nrVaga: dados.NR_VAGA } }, F.buscarAvisoCancelamento),
  });

  const exigeMotivo = situacao !== atual && SITUACOES_EXIGEM_MOTIVO.includes(situacao);
  const podeJustificar = dados.PERMITE_JUSTIFICAR === 'S' && SITUACOES_JUSTIFICAVEIS.includes(atual);
  const mudouSituacao = situacao !== atual || nota.trim() !== '';
  const mudouJustificativa =
    podeJustificar &&
    (justificada !== (dados.ID_CANCELADA_JUST === 'S') || justificativa !== (dados.DS_JUSTIFICATIVA ?? ''));

  function escolher(valor: string | null) {
    const nova = Number(valor);
    if (!nova) return;
    if (nova === CANCELADA && proposta.data?.ID_AVISO_CANCELAMENTO === 'N' && atual !== CANCELADA) {
      setAntesDoDialogo(situacao);
      setDialogoCancelar(true);
    }
    setSituacao(nova);
  }

  useSalvarAba({
    alterado: mudouSituacao || mudouJustificativa,
    salvar: async () => {
      if (mudouSituacao) {
        if (exigeMotivo && !motivo) {
          notify.aviso(MENSAGENS_SITUACAO.motivoObrigatorio);
          return false;
        }
        if (situacao === CANCELADA_COM_FATURAMENTO && situacao !== atual && !dtFaturamento) {
          notify.aviso(MENSAGENS_SITUACAO.dataFaturamentoObrigatoria);
          return false;
        }
        try {
          await salvar(
            C.situacaoVaga,
            {
              corpo: {
                nr_vaga: dados.NR_VAGA,
                cd_situacao_vaga: situacao,
                cd_motivo_cancelamento: exigeMotivo ? motivo : null,
                ds_situacao_vaga: nota.trim() || null,
                dt_faturamento: situacao === CANCELADA_COM_FATURAMENTO ? dtFaturamento : null,
                pc_faturamento: situacao === CANCELADA_COM_FATURAMENTO ? pcFaturamento : null,
              },
            },
            F.atualizarSituacao,
            S.situacao,
          );
        } catch (e) {
          if (e instanceof ApiError && e.mensagem === MENSAGENS_SITUACAO.cobrancaAdiantamento) {
            setDialogoCobranca(true);
          }
          throw e;
        }
      }
      if (mudouJustificativa) {
        await salvar(
          C.justificativaVaga,
          {
            corpo: {
              nr_vaga: dados.NR_VAGA,
              id_cancelada_just: justificada ? 'S' : 'N',
              ds_justificativa: justificada ? justificativa : null,
            },
          },
          F.atualizarJustificativa,
          S.justificativa,
        );
      }
      return true;
    },
  });

  const opcoes = dados.SITUACOES_VAGA.map((s) => ({
    value: String(s.CD_SITUACAO_VAGA),
    label: s.NM_SITUACAO_VAGA,
  }));
  if (!opcoes.some((o) => o.value === String(situacao))) {
    opcoes.unshift({ value: String(situacao), label: dados.SITUACAO_VAGA.NM_SITUACAO });
  }
  const amanha = somarDiasIso(hojeNegocio(), 1);

  return (
    <Stack>
      {proposta.data?.DS_AVISO && <Alert color="blue">{proposta.data.DS_AVISO}</Alert>}
      <SelectField
        label="Situação da vaga"
        data={opcoes}
        value={String(situacao)}
        onChange={escolher}
        allowDeselect={false}
        // a short list: not searchable, so the focus the Cancelar Vaga dialog gives back on closing
        // does not reopen the list over the fields below
        searchable={false}
        // the choice of Cancelada depends on the cancellation terms: wait for them
        disabled={!dados.PERMITE_ATUALIZAR.atualiza || proposta.isPending}
        description={proposta.isPending ? 'Carregando...' : undefined}
      />
      {situacao === CANCELADA_COM_FATURAMENTO && situacao !== atual && (
        <Group grow align="flex-start">
          <DateField
            label="Data do faturamento"
            value={dtFaturamento}
            onChange={setDtFaturamento}
            minDate={amanha}
            withAsterisk
          />
          <NumberField
            label="Percentual de faturamento"
            value={pcFaturamento}
            onChange={setPcFaturamento}
            min={0}
            max={100}
          />
        </Group>
      )}
      {exigeMotivo &&
        (motivos.isPending ? (
          <LoadingState />
        ) : (
          <RadioField
            label="Motivo do cancelamento"
            withAsterisk
            value={motivo ? String(motivo) : null}
            onChange={(v) => setMotivo(Number(v))}
            options={(motivos.data ?? []).map((m) => ({
              value: String(m.CD_MOTIVO_CANCELAMENTO),
              label: m.DS_MOTIVO_CANCELAMENTO,
            }))}
          />
        ))}
      {!exigeMotivo && dados.SITUACAO_VAGA.DS_MOTIVO_CANCELAMENTO && (
        <Text size="sm">
          Motivo do cancelamento: <b>{dados.SITUACAO_VAGA.DS_MOTIVO_CANCELAMENTO}</b>
        </Text>
      )}
      {dados.PERMITE_ATUALIZAR.atualiza && (
        <CounterTextarea
          label="Observação da situação"
          value={nota}
          onChange={setNota}
          min={nota ? LIMITES_SITUACAO.descricaoMin : undefined}
          max={LIMITES_SITUACAO.descricaoMax}
        />
      )}
      {dados.SITUACAO_VAGA.DS_SITUACAO_VAGA && (
        <Text size="sm" c="gray.7">
          Última observação: {dados.SITUACAO_VAGA.DS_SITUACAO_VAGA}
        </Text>
      )}
      {podeJustificar && (
        <Stack gap="xs">
          <ToggleField label="Cancelamento justificado" checked={justificada} onChange={setJustificada} />
          {justificada && (
            <CounterTextarea
              label="Justificativa"
              value={justificativa}
              onChange={setJustificativa}
              min={LIMITES_SITUACAO.justificativaMin}
              max={LIMITES_SITUACAO.justificativaMax}
            />
          )}
        </Stack>
      )}

      <Modal
        opened={dialogoCancelar}
        onClose={() => {
          setSituacao(antesDoDialogo);
          setDialogoCancelar(false);
        }}
        title={MENSAGENS_SITUACAO.tituloCancelarVaga}
        centered
      >
        <Stack>
          <Text size="sm">{MENSAGENS_SITUACAO.textoCancelarVaga}</Text>
          <Group justify="flex-end">
            <Button
              variant="default"
              onClick={() => {
                setSituacao(CANCELADA);
                setDialogoCancelar(false);
              }}
            >
              {MENSAGENS_SITUACAO.cancelarSemFaturamento}
            </Button>
            <Button
              color="red"
              onClick={() => {
                setSituacao(CANCELADA_COM_FATURAMENTO);
                setDialogoCancelar(false);
              }}
            >
              {MENSAGENS_SITUACAO.cancelarComFaturamento}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <Modal
        opened={dialogoCobranca}
        onClose={() => setDialogoCobranca(false)}
        title={MENSAGENS_SITUACAO.tituloCobrancaAdiantamento}
        centered
      >
        <Stack>
          <Text size="sm">{MENSAGENS_SITUACAO.cobrancaAdiantamento}</Text>
          <Group justify="flex-end">
            <Button onClick={() => setDialogoCobranca(false)}>OK</Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
