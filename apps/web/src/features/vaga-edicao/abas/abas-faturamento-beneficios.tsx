import {
  BENEFICIOS_SN,
  type BeneficiosBody,
  type BeneficiosLinha,
  LIMITES_BENEFICIOS,
  MENSAGENS_BENEFICIOS,
  TIPOS_DESCONTO_TRANSPORTE,
  TIPOS_TRANSPORTE,
} from '@backoffice/domain/beneficios';
import { CONTRATOS_VAGA_FATURAMENTO as C } from '@backoffice/domain/contratos/vaga-faturamento';
import {
  type DadosFaturamentoResposta,
  LIMITES_FATURAMENTO,
  MENSAGENS_FATURAMENTO,
} from '@backoffice/domain/faturamento';
import { MENSAGENS_VAGA_EDICAO } from '@backoffice/domain/vaga-edicao';
import { Alert, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { CounterTextarea } from '../../../components/controls/counter-textarea';
import { DateField } from '../../../components/controls/date-field';
import { LoadingState } from '../../../components/controls/list-states';
import { NumberField } from '../../../components/controls/number-field';
import { RadioField } from '../../../components/controls/radio-field';
import { ToggleField } from '../../../components/controls/toggle-field';
import { consulta } from '../../../lib/dados';
import { notify } from '../../../lib/notify';
import { F, useSalvarVaga } from '../api-vaga';
import { useSalvarAba } from '../salvar-aba';
import type { AbaProps } from './abas-simples';

const S = MENSAGENS_VAGA_EDICAO.sucesso;

export function AbaFaturamento({ dados }: AbaProps) {
  const q = useQuery({
    ...consulta(C.dadosFaturamento, { params: { nrVaga: dados.NR_VAGA } }, F.buscarFaturamento),
  });
  if (q.isPending) return <LoadingState />;
  if (!q.data) return null;
  return <FormFaturamento key={q.dataUpdatedAt} nrVaga={dados.NR_VAGA} f={q.data} />;
}

type Parte = { pc: number | null; dt: string | null };

function FormFaturamento({ nrVaga, f }: { nrVaga: number; f: DadosFaturamentoResposta }) {
  const salvar = useSalvarVaga();
  const inicial = {
    fechamento: { pc: f.PC_FATURAMENTO, dt: f.DT_FATURAMENTO?.slice(0, 10) ?? null },
    adiantamento: { pc: f.AD_PC_FATURAMENTO, dt: f.AD_DT_FATURAMENTO?.slice(0, 10) ?? null },
    encaminhamento: { pc: f.PC_FAT_ENCAMINHAMENTO, dt: f.DT_FAT_ENCAMINHAMENTO?.slice(0, 10) ?? null },
  };
  const [partes, setPartes] = useState(inicial);
  const total = (partes.fechamento.pc ?? 0) + (partes.adiantamento.pc ?? 0) + (partes.encaminhamento.pc ?? 0);
  const erroTotal =
    total > LIMITES_FATURAMENTO.totalMax
      ? MENSAGENS_FATURAMENTO.totalMaximo
      : total < f.PC_TOTAL_FATURADO
        ? MENSAGENS_FATURAMENTO.totalMinimo(f.PC_TOTAL_FATURADO)
        : null;

  useSalvarAba({
    alterado: JSON.stringify(partes) !== JSON.stringify(inicial),
    salvar: async () => {
      if (erroTotal) {
        notify.aviso(erroTotal);
        return false;
      }
      await salvar(
        C.salvarFaturamento,
        {
          corpo: {
            nr_vaga: nrVaga,
            pc_faturamento: partes.fechamento.pc,
            dt_faturamento: partes.fechamento.dt,
            pc_adiantamento: partes.adiantamento.pc,
            dt_adiantamento: partes.adiantamento.dt,
            pc_encaminhamento: partes.encaminhamento.pc,
            dt_encaminhamento: partes.encaminhamento.dt,
          },
        },
        F.atualizarFaturamento,
        S.faturamento,
      );
      return true;
    },
  });

  function linha(chave: keyof typeof partes, titulo: string, faturado: boolean) {
    const p: Parte = partes[chave];
    const mudar = (n: Partial<Parte>) =>
      setPartes((atual) => {
        const nova = { ...atual[chave], ...n };
        if (n.pc && !nova.dt) nova.dt = f.DT_FATURAMENTO_PADRAO.slice(0, 10);
        return { ...atual, [chave]: nova };
      });
    return (
      <Group grow align="flex-start" key={chave}>
        <NumberField
          label={`${titulo} (%)`}
          value={p.pc}
          onChange={(v) => mudar({ pc: v })}
          min={LIMITES_FATURAMENTO.percentualMin}
          max={LIMITES_FATURAMENTO.percentualMax}
          disabled={faturado}
          description={faturado ? 'Já faturado' : undefined}
        />
        <DateField
          label={`Data - ${titulo.toLowerCase()}`}
          value={p.dt}
          onChange={(v) => mudar({ dt: v })}
          minDate={f.DT_FATURAMENTO_MINIMA.slice(0, 10)}
          readOnly={faturado}
        />
      </Group>
    );
  }

  return (
    <Stack>
      {linha('adiantamento', 'Adiantamento', f.ID_ADIANTAMENTO_FATURADO === 'S')}
      {linha('encaminhamento', 'Encaminhamento', f.ID_ENCAMINHAMENTO_FATURADO === 'S')}
      {linha('fechamento', 'Fechamento', f.ID_FECHAMENTO_FATURADO === 'S')}
      <Text size="sm" c={erroTotal ? 'red.9' : undefined}>
        Total: {total.toLocaleString('pt-BR')}% (já faturado: {f.PC_TOTAL_FATURADO.toLocaleString('pt-BR')}%,
        máximo {f.PC_TOTAL_MAXIMO}%)
      </Text>
      {erroTotal && <Alert color="red">{erroTotal}</Alert>}
    </Stack>
  );
}

export function AbaBeneficios({ dados }: AbaProps) {
  const q = useQuery({
    ...consulta(C.beneficios, { params: { nrRequisicao: dados.NR_REQUISICAO } }, F.buscarBeneficios),
  });
  if (q.isPending) return <LoadingState />;
  if (!q.data) return null;
  return (
    <FormBeneficios
      key={q.dataUpdatedAt}
      nrVaga={dados.NR_VAGA}
      nrRequisicao={dados.NR_REQUISICAO}
      b={q.data.BENEFICIOS}
    />
  );
}

type EstadoBeneficios = Record<string, string>;

function estadoInicial(b: BeneficiosLinha | null): EstadoBeneficios {
  const e: EstadoBeneficios = {
    id_transporte: b?.ID_TRANSPORTE ?? 'N',
    ds_obs_transporte: b?.DS_OBS_TRANSPORTE ?? '',
    ds_obs_outros_beneficios: b?.DS_OBS_OUTROS_BENEFICIOS ?? '',
  };
  const linha = (b ?? {}) as Record<string, string | null>;
  for (const x of BENEFICIOS_SN) {
    const k = x.chave.toUpperCase();
    e[`id_${x.chave}`] = linha[`ID_${k}`] ?? 'N';
    e[`ds_obs_${x.chave}`] = linha[`DS_OBS_${k}`] ?? '';
  }
  return e;
}

function FormBeneficios({
  nrVaga,
  nrRequisicao,
  b,
}: {
  nrVaga: number;
  nrRequisicao: number;
  b: BeneficiosLinha | null;
}) {
  const salvar = useSalvarVaga();
  const [inicial] = useState(() => estadoInicial(b));
  const [e, setE] = useState(inicial);
  const mudar = (k: string, v: string) => setE((a) => ({ ...a, [k]: v }));
  useSalvarAba({
    alterado: JSON.stringify(e) !== JSON.stringify(inicial),
    salvar: async () => {
      if (e.id_transporte !== 'N' && !e.ds_obs_transporte) {
        notify.aviso(MENSAGENS_BENEFICIOS.descontoObrigatorio);
        return false;
      }
      await salvar(
        C.salvarBeneficios,
        // the form's fields are the body's, keyed from the benefits catalogue
        { corpo: { ...e, nr_requisicao: nrRequisicao, nr_vaga: nrVaga } as BeneficiosBody },
        F.atualizarBeneficios,
        S.beneficios,
      );
      return true;
    },
  });
  return (
    <Stack>
      {!b && <Alert color="blue">{MENSAGENS_BENEFICIOS.semBeneficios}</Alert>}
      <Group grow align="flex-start">
        <RadioField
          label="Vale transporte"
          inline
          value={e.id_transporte}
          onChange={(v) => mudar('id_transporte', v)}
          options={TIPOS_TRANSPORTE.map((t) => ({ value: t.id, label: t.nome }))}
        />
        {e.id_transporte !== 'N' && (
          <RadioField
            label="Tipo de desconto"
            value={e.ds_obs_transporte || null}
            onChange={(v) => mudar('ds_obs_transporte', v)}
            options={TIPOS_DESCONTO_TRANSPORTE.map((t) => ({ value: t.id, label: t.nome }))}
          />
        )}
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {BENEFICIOS_SN.map((x) => {
          const ligado = e[`id_${x.chave}`] === 'S';
          const obs = e[`ds_obs_${x.chave}`] ?? '';
          const curta = obs.trim() !== '' && obs.trim().length < LIMITES_BENEFICIOS.observacaoMin;
          return (
            <Stack key={x.chave} gap={4}>
              <ToggleField
                label={x.nome}
                checked={ligado}
                onChange={(v) => mudar(`id_${x.chave}`, v ? 'S' : 'N')}
              />
              {ligado && (
                <TextInput
                  aria-label={`Observação - ${x.nome}`}
                  placeholder="Observação"
                  value={obs}
                  maxLength={LIMITES_BENEFICIOS.observacaoMax}
                  onChange={(ev) => mudar(`ds_obs_${x.chave}`, ev.currentTarget.value)}
                  error={curta ? MENSAGENS_BENEFICIOS.observacaoMin : undefined}
                />
              )}
            </Stack>
          );
        })}
      </SimpleGrid>
      <CounterTextarea
        label="Outros benefícios"
        value={e.ds_obs_outros_beneficios ?? ''}
        onChange={(v) => mudar('ds_obs_outros_beneficios', v)}
        max={LIMITES_BENEFICIOS.observacaoMax}
      />
    </Stack>
  );
}
