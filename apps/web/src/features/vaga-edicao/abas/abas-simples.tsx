import { CONTRATOS_VAGA_EDICAO as C } from '@backoffice/domain/contratos/vaga-edicao';
import {
  type CentroCustoVagaBody,
  centroCustoVagaBody,
  type DadosVaga,
  type DescricaoVagaBody,
  descricaoVagaBody,
  type InsalubridadeBody,
  insalubridadeBody,
  LIMITES_VAGA_EDICAO,
  MENSAGENS_VAGA_EDICAO,
  nrPedidoBody,
  type RespostaSalvar,
  requisitanteBody,
  setorVagaBody,
  type TipoVagaBody,
  type TurnoVagaBody,
  tipoVagaBody,
  turnoVagaBody,
} from '@backoffice/domain/vaga-edicao';
import { Alert, Stack, Text, TextInput } from '@mantine/core';
import type { z } from 'zod';
import { CounterTextarea } from '../../../components/controls/counter-textarea';
import { RadioField } from '../../../components/controls/radio-field';
import { SliderField } from '../../../components/controls/slider-field';
import { ToggleField } from '../../../components/controls/toggle-field';
import { AreaAutocomplete } from '../../../components/pickers/area-autocomplete';
import { CentroCustoPicker, TurnoPicker } from '../../../components/pickers/catalog-pickers';
import { ErroCampo } from '../../../lib/formulario/erro-campo';
import { useFormulario } from '../../../lib/formulario/formulario';
import { F, type SalvarVaga, useSalvarVaga } from '../api-vaga';
import { useSalvarFormularioAba } from '../salvar-aba';

const S = MENSAGENS_VAGA_EDICAO.sucesso;
const L = LIMITES_VAGA_EDICAO;

export interface AbaProps {
  dados: DadosVaga;
}

export function AbaDescricao({ dados }: AbaProps) {
  const salvar = useSalvarVaga({ silencioso: true });
  const f = useFormulario(
    descricaoVagaBody,
    {
      ds_observacoes: dados.DS_OBSERVACOES ?? '',
      ds_informacoes_adicionais: dados.DS_INFORMACOES_ADICIONAIS ?? '',
    },
    (v): DescricaoVagaBody => ({ nr_vaga: dados.NR_VAGA, nr_requisicao: dados.NR_REQUISICAO, ...v }),
  );
  useSalvarFormularioAba(
    f,
    f.valor('ds_observacoes') !== (dados.DS_OBSERVACOES ?? '') ||
      f.valor('ds_informacoes_adicionais') !== (dados.DS_INFORMACOES_ADICIONAIS ?? ''),
    (corpo) => salvar(C.descricaoVaga, { corpo }, F.atualizarDescricao, S.descricao),
  );
  return (
    <Stack>
      <CounterTextarea
        label="Descrição da vaga"
        {...f.campo.valor('ds_observacoes')}
        max={L.descricaoMax}
        minRows={8}
      />
      <CounterTextarea
        label="Informações adicionais"
        {...f.campo.valor('ds_informacoes_adicionais')}
        max={L.informacoesAdicionaisMax}
        minRows={4}
      />
    </Stack>
  );
}

interface AbaTextoProps<K extends string> extends AbaProps {
  label: string;
  inicial: string | null;
  max: number;
  /** The body's key of the text, the form's one field. */
  campo: K;
  /** The domain schema of the tab's body. */
  esquema: z.ZodType;
  /** Sends the body through the tab's contract. */
  enviar: (salvar: SalvarVaga, corpo: { nr_vaga: number } & Record<K, string>) => Promise<RespostaSalvar>;
  /** The text offers the active areas of Cadastros › Áreas (still free text). */
  sugerirAreas?: boolean;
}

/** A tab with a single text field. */
function AbaTexto<K extends string>({
  dados,
  label,
  inicial,
  max,
  campo,
  esquema,
  enviar,
  sugerirAreas = false,
}: AbaTextoProps<K>) {
  const salvar = useSalvarVaga({ silencioso: true });
  const f = useFormulario(
    esquema,
    { [campo]: inicial ?? '' } as Record<string, string>,
    (v) => ({ nr_vaga: dados.NR_VAGA, [campo]: v[campo] ?? '' }) as { nr_vaga: number } & Record<K, string>,
  );
  const valor = f.valor(campo) ?? '';
  useSalvarFormularioAba(f, valor.trim() !== (inicial ?? '').trim(), (corpo) =>
    enviar(salvar, corpo as { nr_vaga: number } & Record<K, string>),
  );
  const comum = {
    label,
    maxLength: max,
    description: `${valor.length}/${max}`,
    inputWrapperOrder: ['label', 'input', 'description', 'error'] as (
      | 'label'
      | 'input'
      | 'description'
      | 'error'
    )[],
  };
  return sugerirAreas ? (
    <AreaAutocomplete {...comum} {...f.campo.valor(campo)} />
  ) : (
    <TextInput {...comum} {...f.campo.texto(campo)} />
  );
}

export function AbaNrPedido({ dados }: AbaProps) {
  return (
    <AbaTexto
      dados={dados}
      label="Nº do pedido do cliente"
      inicial={dados.NR_PEDIDO_CLIENTE}
      max={L.nrPedidoMax}
      campo="nr_pedido_cliente"
      esquema={nrPedidoBody}
      enviar={(salvar, corpo) => salvar(C.nrPedido, { corpo }, F.atualizarNrPedido, S.nrPedido)}
    />
  );
}

export function AbaRequisitante({ dados }: AbaProps) {
  return (
    <AbaTexto
      dados={dados}
      label="Requisitante"
      inicial={dados.NM_REQUISITANTE}
      max={L.requisitanteMax}
      campo="nm_requisitante"
      esquema={requisitanteBody}
      enviar={(salvar, corpo) =>
        salvar(C.salvarRequisitante, { corpo }, F.atualizarRequisitante, S.requisitante)
      }
    />
  );
}

export function AbaSetor({ dados }: AbaProps) {
  return (
    <AbaTexto
      dados={dados}
      label="Setor"
      inicial={dados.DS_AREA}
      max={L.areaMax}
      campo="ds_area"
      esquema={setorVagaBody}
      enviar={(salvar, corpo) => salvar(C.setorVaga, { corpo }, F.atualizarSetor, S.setor)}
      sugerirAreas
    />
  );
}

export function AbaRecrutamento({ dados }: AbaProps) {
  const salvar = useSalvarVaga({ silencioso: true });
  const f = useFormulario(
    tipoVagaBody,
    { id_recrutamento: dados.ID_RECRUTAMENTO as string },
    (v): TipoVagaBody => ({
      nr_vaga: dados.NR_VAGA,
      nr_requisicao: dados.NR_REQUISICAO,
      id_recrutamento: v.id_recrutamento as 'S' | 'N',
    }),
  );
  useSalvarFormularioAba(f, f.valor('id_recrutamento') !== dados.ID_RECRUTAMENTO, (corpo) =>
    salvar(C.tipoVaga, { corpo }, F.atualizarTipoVaga, S.tipoVaga),
  );
  return (
    <Stack>
      <RadioField
        label="Tipo da vaga"
        {...f.campo.valor('id_recrutamento')}
        options={[
          { value: 'S', label: 'Recrutamento' },
          { value: 'N', label: 'Seleção' },
        ]}
      />
      <Text size="sm" c="gray.7">
        A alteração vale para todas as vagas da requisição {dados.NR_REQUISICAO}.
      </Text>
    </Stack>
  );
}

export function AbaHorario({ dados }: AbaProps) {
  const salvar = useSalvarVaga({ silencioso: true });
  const f = useFormulario(
    turnoVagaBody,
    { cd_turno: dados.CD_TURNO, nm_turno: dados.NM_TURNO },
    (v): TurnoVagaBody => ({ nr_vaga: dados.NR_VAGA, ...v }),
  );
  useSalvarFormularioAba(f, f.valor('cd_turno') !== dados.CD_TURNO, (corpo) =>
    salvar(C.turnoVaga, { corpo }, F.atualizarTurno, S.turno),
  );
  return (
    <Stack>
      <Text size="sm">
        Turno atual: <b>{dados.NM_TURNO ?? 'não informado'}</b>
      </Text>
      <TurnoPicker
        cdTipoContratacao={dados.CD_TIPO_CONTRATACAO}
        value={f.valor('cd_turno')}
        onChange={(cd, row) => {
          f.definir('cd_turno', cd);
          f.definir('nm_turno', row.NM_TURNO ?? null);
        }}
      />
      <ErroCampo mensagem={f.erro('cd_turno')} />
    </Stack>
  );
}

export function AbaCentroCusto({ dados }: AbaProps) {
  const salvar = useSalvarVaga({ silencioso: true });
  const f = useFormulario(
    centroCustoVagaBody,
    { cd_centro_custo: dados.CD_CENTRO_CUSTO ?? '', nm_centro_custo: dados.NM_CENTRO_CUSTO },
    (v): CentroCustoVagaBody => ({ nr_vaga: dados.NR_VAGA, ...v }),
  );
  const cd = f.valor('cd_centro_custo') || null;
  useSalvarFormularioAba(f, cd !== dados.CD_CENTRO_CUSTO, (corpo) =>
    salvar(C.centroCusto, { corpo }, F.atualizarCentroCusto, S.centroCusto),
  );
  return (
    <Stack>
      <Text size="sm">
        Centro de custo atual: <b>{dados.NM_CENTRO_CUSTO ?? 'não informado'}</b>
      </Text>
      <CentroCustoPicker
        cdPessoaCliente={dados.CD_PESSOA}
        cdEmpresa={dados.CD_EMPRESA_CLIENTE}
        value={cd}
        onChange={(novo, row) => {
          f.definir('cd_centro_custo', novo ?? '');
          f.definir('nm_centro_custo', row.NM_CENTRO_CUSTO ?? null);
        }}
      />
      <ErroCampo mensagem={f.erro('cd_centro_custo')} />
    </Stack>
  );
}

export function AbaInsalubridade({ dados }: AbaProps) {
  const salvar = useSalvarVaga({ silencioso: true });
  const aberta = dados.SITUACAO_VAGA.CD_SITUACAO_VAGA === 1;
  const f = useFormulario(
    insalubridadeBody,
    {
      id_insalubridade: dados.ID_INSALUBRIDADE as 'S' | 'N',
      id_periculosidade: dados.ID_PERICULOSIDADE as 'S' | 'N',
      vl_insalubridade: dados.VL_INSALUBRIDADE ?? L.adicionalMin,
      vl_periculosidade: dados.VL_PERICULOSIDADE ?? L.adicionalMin,
    },
    (v): InsalubridadeBody => ({
      nr_vaga: dados.NR_VAGA,
      ...v,
      vl_insalubridade: v.id_insalubridade === 'S' ? v.vl_insalubridade : null,
      vl_periculosidade: v.id_periculosidade === 'S' ? v.vl_periculosidade : null,
    }),
  );
  const ins = f.valor('id_insalubridade') === 'S';
  const per = f.valor('id_periculosidade') === 'S';
  const vlIns = f.valor('vl_insalubridade');
  const vlPer = f.valor('vl_periculosidade');
  const alterado =
    ins !== (dados.ID_INSALUBRIDADE === 'S') ||
    per !== (dados.ID_PERICULOSIDADE === 'S') ||
    (ins && vlIns !== dados.VL_INSALUBRIDADE) ||
    (per && vlPer !== dados.VL_PERICULOSIDADE);
  useSalvarFormularioAba(f, alterado, (corpo) =>
    salvar(C.insalubridade, { corpo }, F.atualizarInsalubridade, S.insalubridade),
  );
  const fmt = (v: number) => `${v}%`;
  return (
    <Stack>
      {!aberta && <Alert color="yellow">{MENSAGENS_VAGA_EDICAO.conflito.adicionalSomenteAberta}</Alert>}
      <ToggleField
        label="Insalubridade"
        checked={ins}
        disabled={!aberta}
        onChange={(v) => {
          f.definir('id_insalubridade', v ? 'S' : 'N');
          if (v) f.definir('id_periculosidade', 'N');
        }}
      />
      {ins && (
        <SliderField
          label="Percentual de insalubridade"
          value={vlIns}
          onChange={(v) => f.definir('vl_insalubridade', v)}
          min={L.adicionalMin}
          max={L.adicionalMax}
          step={L.adicionalPasso}
          format={fmt}
          withStepMarks
          disabled={!aberta}
        />
      )}
      {ins && <ErroCampo mensagem={f.erro('vl_insalubridade')} />}
      <ToggleField
        label="Periculosidade"
        checked={per}
        disabled={!aberta}
        onChange={(v) => {
          f.definir('id_periculosidade', v ? 'S' : 'N');
          if (v) f.definir('id_insalubridade', 'N');
        }}
      />
      <ErroCampo mensagem={f.erro('id_periculosidade')} />
      {per && (
        <SliderField
          label="Percentual de periculosidade"
          value={vlPer}
          onChange={(v) => f.definir('vl_periculosidade', v)}
          min={L.adicionalMin}
          max={L.adicionalMax}
          step={L.adicionalPasso}
          format={fmt}
          withStepMarks
          disabled={!aberta}
        />
      )}
      {per && <ErroCampo mensagem={f.erro('vl_periculosidade')} />}
    </Stack>
  );
}
