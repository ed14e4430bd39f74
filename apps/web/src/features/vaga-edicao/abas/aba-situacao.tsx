import { CONTRATOS_VAGA_SITUACAO as C } from '@backoffice/domain/contratos/vaga-situacao';
import { hojeNegocio, MENSAGENS_VAGA_EDICAO, somarDiasIso } from '@backoffice/domain/vaga-edicao';
import {
  type JustificativaVagaBody,
  justificativaVagaBody,
  LIMITES_SITUACAO,
  MENSAGENS_SITUACAO,
  SITUACOES_EXIGEM_MOTIVO,
  SITUACOES_JUSTIFICAVEIS,
  type SituacaoVagaBody,
  situacaoVagaDaVaga,
} from '@backoffice/domain/vaga-situacao-regras';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { CounterTextarea } from '../../../components/controls/counter-textarea';
import { DateField } from '../../../components/controls/date-field';
import { LoadingState } from '../../../components/controls/list-states';
import { NumberField } from '../../../components/controls/number-field';
import { RadioField } from '../../../components/controls/radio-field';
import { SelectField } from '../../../components/controls/select-field';
import { ToggleField } from '../../../components/controls/toggle-field';
import { ApiError } from '../../../lib/api-client';
import { consulta } from '../../../lib/dados';
import { useFormulario } from '../../../lib/formulario/formulario';
import { F, useSalvarVaga } from '../api-vaga';
import { useSalvarAba } from '../salvar-aba';
import type { AbaProps } from './abas-simples';

const S = MENSAGENS_VAGA_EDICAO.sucesso;
const CANCELADA = 5;
const CANCELADA_COM_FATURAMENTO = 9;

/** Situation tab (spec 000 §4.2): options from the server, reasons, the 'Cancelar Vaga' dialog, justification. */
export function AbaSituacao({ dados }: AbaProps) {
  const salvar = useSalvarVaga({ silencioso: true });
  const atual = dados.SITUACAO_VAGA.CD_SITUACAO_VAGA;
  const expirada = dados.ID_VAGA_EXPIRADA === 'S';
  const esquemaSituacao = useMemo(() => situacaoVagaDaVaga(atual, hojeNegocio()), [atual]);
  const exige = (cd: number) => cd !== atual && SITUACOES_EXIGEM_MOTIVO.includes(cd);
  const comFaturamento = (cd: number) => cd === CANCELADA_COM_FATURAMENTO && cd !== atual;
  const fs = useFormulario(
    esquemaSituacao,
    {
      cd_situacao_vaga:
        expirada && dados.SITUACOES_VAGA.some((s) => s.CD_SITUACAO_VAGA === CANCELADA) ? CANCELADA : atual,
      cd_motivo_cancelamento: dados.SITUACAO_VAGA.CD_MOTIVO_CANCELAMENTO as number | null,
      ds_situacao_vaga: '',
      dt_faturamento: '',
      pc_faturamento: null as number | null,
    },
    (v): SituacaoVagaBody => ({
      nr_vaga: dados.NR_VAGA,
      cd_situacao_vaga: v.cd_situacao_vaga,
      cd_motivo_cancelamento: exige(v.cd_situacao_vaga) ? v.cd_motivo_cancelamento : null,
      ds_situacao_vaga: v.ds_situacao_vaga.trim() || null,
      dt_faturamento: comFaturamento(v.cd_situacao_vaga) ? v.dt_faturamento || null : null,
      pc_faturamento: comFaturamento(v.cd_situacao_vaga) ? v.pc_faturamento : null,
    }),
  );
  const fj = useFormulario(
    justificativaVagaBody,
    {
      id_cancelada_just: (dados.ID_CANCELADA_JUST === 'S' ? 'S' : 'N') as 'S' | 'N',
      ds_justificativa: dados.DS_JUSTIFICATIVA ?? '',
    },
    (v): JustificativaVagaBody => ({
      nr_vaga: dados.NR_VAGA,
      id_cancelada_just: v.id_cancelada_just,
      ds_justificativa: v.id_cancelada_just === 'S' ? v.ds_justificativa : null,
    }),
  );
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

  const situacao = fs.valor('cd_situacao_vaga');
  const nota = fs.valor('ds_situacao_vaga');
  const justificada = fj.valor('id_cancelada_just') === 'S';
  const exigeMotivo = exige(situacao);
  const podeJustificar = dados.PERMITE_JUSTIFICAR === 'S' && SITUACOES_JUSTIFICAVEIS.includes(atual);
  const mudouSituacao = situacao !== atual || nota.trim() !== '';
  const mudouJustificativa =
    podeJustificar &&
    (justificada !== (dados.ID_CANCELADA_JUST === 'S') ||
      fj.valor('ds_justificativa') !== (dados.DS_JUSTIFICATIVA ?? ''));

  function escolher(valor: string | null) {
    const nova = Number(valor);
    if (!nova) return;
    if (nova === CANCELADA && proposta.data?.ID_AVISO_CANCELAMENTO === 'N' && atual !== CANCELADA) {
      setAntesDoDialogo(situacao);
      setDialogoCancelar(true);
    }
    fs.definir('cd_situacao_vaga', nova);
  }

  useSalvarAba({
    alterado: mudouSituacao || mudouJustificativa,
    salvar: async () => {
      if (mudouSituacao) {
        let salvo = false;
        await fs.aoEnviar(async (corpo) => {
          try {
            await salvar(C.situacaoVaga, { corpo }, F.atualizarSituacao, S.situacao);
            salvo = true;
          } catch (e) {
            if (e instanceof ApiError && e.mensagem === MENSAGENS_SITUACAO.cobrancaAdiantamento) {
              setDialogoCobranca(true);
            }
            throw e;
          }
        })();
        if (!salvo) return false;
      }
      if (mudouJustificativa) {
        let salvo = false;
        await fj.aoEnviar(async (corpo) => {
          await salvar(C.justificativaVaga, { corpo }, F.atualizarJustificativa, S.justificativa);
          salvo = true;
        })();
        if (!salvo) return false;
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
            value={fs.valor('dt_faturamento') || null}
            onChange={(v) => fs.definir('dt_faturamento', v ?? '')}
            error={fs.erro('dt_faturamento')}
            minDate={amanha}
            withAsterisk
          />
          <NumberField
            label="Percentual de faturamento"
            value={fs.valor('pc_faturamento')}
            onChange={(v) => fs.definir('pc_faturamento', v)}
            error={fs.erro('pc_faturamento')}
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
            value={fs.valor('cd_motivo_cancelamento') ? String(fs.valor('cd_motivo_cancelamento')) : null}
            onChange={(v) => fs.definir('cd_motivo_cancelamento', Number(v))}
            error={fs.erro('cd_motivo_cancelamento')}
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
          {...fs.campo.valor('ds_situacao_vaga')}
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
          <ToggleField
            label="Cancelamento justificado"
            checked={justificada}
            onChange={(v) => fj.definir('id_cancelada_just', v ? 'S' : 'N')}
          />
          {justificada && (
            <CounterTextarea
              label="Justificativa"
              {...fj.campo.valor('ds_justificativa')}
              min={LIMITES_SITUACAO.justificativaMin}
              max={LIMITES_SITUACAO.justificativaMax}
            />
          )}
        </Stack>
      )}

      <Modal
        opened={dialogoCancelar}
        onClose={() => {
          fs.definir('cd_situacao_vaga', antesDoDialogo);
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
                fs.definir('cd_situacao_vaga', CANCELADA);
                setDialogoCancelar(false);
              }}
            >
              {MENSAGENS_SITUACAO.cancelarSemFaturamento}
            </Button>
            <Button
              color="red"
              onClick={() => {
                fs.definir('cd_situacao_vaga', CANCELADA_COM_FATURAMENTO);
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
