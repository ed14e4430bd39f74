import {
  BENEFICIOS_SN,
  type BeneficiosBody,
  type BeneficiosLinha,
  beneficiosBody,
  LIMITES_BENEFICIOS,
  MENSAGENS_BENEFICIOS,
  TIPOS_DESCONTO_TRANSPORTE,
  TIPOS_TRANSPORTE,
} from '@backoffice/domain/beneficios';
import { CONTRATOS_VAGA_FATURAMENTO as C } from '@backoffice/domain/contratos/vaga-faturamento';
import { dataDe } from '@backoffice/domain/datas';
import {
  type DadosFaturamentoBody,
  type DadosFaturamentoResposta,
  dadosFaturamentoBody,
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
import { useFormulario } from '../../../lib/formulario/formulario';
import { notify } from '../../../lib/notify';
import { F, useSalvarVaga } from '../api-vaga';
import { useSalvarFormularioAba } from '../salvar-aba';
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

/** The three billed parts, each a percentage and its date (the body's names). */
const PARTES = {
  fechamento: { pc: 'pc_faturamento', dt: 'dt_faturamento' },
  adiantamento: { pc: 'pc_adiantamento', dt: 'dt_adiantamento' },
  encaminhamento: { pc: 'pc_encaminhamento', dt: 'dt_encaminhamento' },
} as const;

function FormFaturamento({ nrVaga, f: dadosFat }: { nrVaga: number; f: DadosFaturamentoResposta }) {
  const salvar = useSalvarVaga({ silencioso: true });
  const inicial = {
    pc_faturamento: dadosFat.PC_FATURAMENTO,
    dt_faturamento: dataDe(dadosFat.DT_FATURAMENTO),
    pc_adiantamento: dadosFat.AD_PC_FATURAMENTO,
    dt_adiantamento: dataDe(dadosFat.AD_DT_FATURAMENTO),
    pc_encaminhamento: dadosFat.PC_FAT_ENCAMINHAMENTO,
    dt_encaminhamento: dataDe(dadosFat.DT_FAT_ENCAMINHAMENTO),
  };
  const f = useFormulario(
    dadosFaturamentoBody,
    inicial,
    (v): DadosFaturamentoBody => ({ nr_vaga: nrVaga, ...v }),
  );
  const valores = f.form.watch();
  const total =
    (valores.pc_faturamento ?? 0) + (valores.pc_adiantamento ?? 0) + (valores.pc_encaminhamento ?? 0);
  const erroTotal =
    total > LIMITES_FATURAMENTO.totalMax
      ? MENSAGENS_FATURAMENTO.totalMaximo
      : total < dadosFat.PC_TOTAL_FATURADO
        ? MENSAGENS_FATURAMENTO.totalMinimo(dadosFat.PC_TOTAL_FATURADO)
        : null;

  // the total's bounds (against the stored billing) are shown above the save and stop it
  useSalvarFormularioAba(
    f,
    JSON.stringify(valores) !== JSON.stringify(inicial),
    (corpo) => salvar(C.salvarFaturamento, { corpo }, F.atualizarFaturamento, S.faturamento),
    () => {
      if (erroTotal) notify.aviso(erroTotal);
      return !erroTotal;
    },
  );

  function linha(chave: keyof typeof PARTES, titulo: string, faturado: boolean) {
    const { pc, dt } = PARTES[chave];
    return (
      <Group grow align="flex-start" key={chave}>
        <NumberField
          label={`${titulo} (%)`}
          value={f.valor(pc)}
          onChange={(v) => {
            f.definir(pc, v);
            if (v && !f.valor(dt)) f.definir(dt, dataDe(dadosFat.DT_FATURAMENTO_PADRAO));
          }}
          min={LIMITES_FATURAMENTO.percentualMin}
          max={LIMITES_FATURAMENTO.percentualMax}
          disabled={faturado}
          description={faturado ? 'Já faturado' : undefined}
          error={f.erro(pc)}
        />
        <DateField
          label={`Data - ${titulo.toLowerCase()}`}
          value={f.valor(dt)}
          onChange={(v) => f.definir(dt, v)}
          minDate={dataDe(dadosFat.DT_FATURAMENTO_MINIMA) ?? undefined}
          readOnly={faturado}
          error={f.erro(dt)}
        />
      </Group>
    );
  }

  return (
    <Stack>
      {linha('adiantamento', 'Adiantamento', dadosFat.ID_ADIANTAMENTO_FATURADO === 'S')}
      {linha('encaminhamento', 'Encaminhamento', dadosFat.ID_ENCAMINHAMENTO_FATURADO === 'S')}
      {linha('fechamento', 'Fechamento', dadosFat.ID_FECHAMENTO_FATURADO === 'S')}
      <Text size="sm" c={erroTotal ? 'red.9' : undefined}>
        Total: {total.toLocaleString('pt-BR')}% (já faturado:{' '}
        {dadosFat.PC_TOTAL_FATURADO.toLocaleString('pt-BR')}%, máximo {dadosFat.PC_TOTAL_MAXIMO}%)
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
  const salvar = useSalvarVaga({ silencioso: true });
  const [inicial] = useState(() => estadoInicial(b));
  const f = useFormulario(
    beneficiosBody,
    inicial,
    // the form's fields are the body's, keyed from the benefits catalogue
    (v) => ({ ...v, nr_requisicao: nrRequisicao, nr_vaga: nrVaga }) as BeneficiosBody,
  );
  const e = f.form.watch();
  useSalvarFormularioAba(f, JSON.stringify(e) !== JSON.stringify(inicial), (corpo) =>
    salvar(C.salvarBeneficios, { corpo }, F.atualizarBeneficios, S.beneficios),
  );
  return (
    <Stack>
      {!b && <Alert color="blue">{MENSAGENS_BENEFICIOS.semBeneficios}</Alert>}
      <Group grow align="flex-start">
        <RadioField
          label="Vale transporte"
          inline
          {...f.campo.valor('id_transporte')}
          options={TIPOS_TRANSPORTE.map((t) => ({ value: t.id, label: t.nome }))}
        />
        {e.id_transporte !== 'N' && (
          <RadioField
            label="Tipo de desconto"
            {...f.campo.valor('ds_obs_transporte')}
            value={e.ds_obs_transporte || null}
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
                onChange={(v) => f.definir(`id_${x.chave}`, v ? 'S' : 'N')}
              />
              {ligado && (
                <TextInput
                  aria-label={`Observação - ${x.nome}`}
                  placeholder="Observação"
                  {...f.campo.texto(`ds_obs_${x.chave}`)}
                  maxLength={LIMITES_BENEFICIOS.observacaoMax}
                  // too short is shown as typed; the rest once the form is sent
                  error={
                    f.erro(`ds_obs_${x.chave}`) ?? (curta ? MENSAGENS_BENEFICIOS.observacaoMin : undefined)
                  }
                />
              )}
            </Stack>
          );
        })}
      </SimpleGrid>
      <CounterTextarea
        label="Outros benefícios"
        {...f.campo.valor('ds_obs_outros_beneficios')}
        max={LIMITES_BENEFICIOS.observacaoMax}
      />
    </Stack>
  );
}
