import { CONTRATOS_VAGA_EDICAO as C } from '@backoffice/domain/contratos/vaga-edicao';
import {
  type DadosVaga,
  LIMITES_VAGA_EDICAO,
  MENSAGENS_VAGA_EDICAO,
  type RespostaSalvar,
} from '@backoffice/domain/vaga-edicao';
import { Alert, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { CounterTextarea } from '../../../components/controls/counter-textarea';
import { RadioField } from '../../../components/controls/radio-field';
import { SliderField } from '../../../components/controls/slider-field';
import { ToggleField } from '../../../components/controls/toggle-field';
import { CentroCustoPicker, TurnoPicker } from '../../../components/pickers/catalog-pickers';
import { F, type SalvarVaga, useSalvarVaga } from '../api-vaga';
import { useSalvarAba } from '../salvar-aba';

const S = MENSAGENS_VAGA_EDICAO.sucesso;
const L = LIMITES_VAGA_EDICAO;

export interface AbaProps {
  dados: DadosVaga;
}

export function AbaDescricao({ dados }: AbaProps) {
  const salvar = useSalvarVaga();
  const [descricao, setDescricao] = useState(dados.DS_OBSERVACOES ?? '');
  const [info, setInfo] = useState(dados.DS_INFORMACOES_ADICIONAIS ?? '');
  useSalvarAba({
    alterado: descricao !== (dados.DS_OBSERVACOES ?? '') || info !== (dados.DS_INFORMACOES_ADICIONAIS ?? ''),
    salvar: () =>
      salvar(
        C.descricaoVaga,
        {
          corpo: {
            nr_vaga: dados.NR_VAGA,
            nr_requisicao: dados.NR_REQUISICAO,
            ds_observacoes: descricao,
            ds_informacoes_adicionais: info,
          },
        },
        F.atualizarDescricao,
        S.descricao,
      ),
  });
  return (
    <Stack>
      <CounterTextarea
        label="Descrição da vaga"
        value={descricao}
        onChange={setDescricao}
        max={L.descricaoMax}
        minRows={8}
      />
      <CounterTextarea
        label="Informações adicionais"
        value={info}
        onChange={setInfo}
        max={L.informacoesAdicionaisMax}
        minRows={4}
      />
    </Stack>
  );
}

interface AbaTextoProps extends AbaProps {
  label: string;
  inicial: string | null;
  max: number;
  /** Sends the field's value through the tab's contract. */
  enviar: (salvar: SalvarVaga, valor: string) => Promise<RespostaSalvar>;
}

/** A tab with a single text field. */
function AbaTexto({ label, inicial, max, enviar }: AbaTextoProps) {
  const salvar = useSalvarVaga();
  const [valor, setValor] = useState(inicial ?? '');
  useSalvarAba({
    alterado: valor.trim() !== (inicial ?? '').trim(),
    salvar: () => enviar(salvar, valor),
  });
  return (
    <TextInput
      label={label}
      value={valor}
      maxLength={max}
      onChange={(e) => setValor(e.currentTarget.value)}
      description={`${valor.length}/${max}`}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
    />
  );
}

export function AbaNrPedido({ dados }: AbaProps) {
  return (
    <AbaTexto
      dados={dados}
      label="Nº do pedido do cliente"
      inicial={dados.NR_PEDIDO_CLIENTE}
      max={L.nrPedidoMax}
      enviar={(salvar, valor) =>
        salvar(
          C.nrPedido,
          { corpo: { nr_vaga: dados.NR_VAGA, nr_pedido_cliente: valor } },
          F.atualizarNrPedido,
          S.nrPedido,
        )
      }
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
      enviar={(salvar, valor) =>
        salvar(
          C.salvarRequisitante,
          { corpo: { nr_vaga: dados.NR_VAGA, nm_requisitante: valor } },
          F.atualizarRequisitante,
          S.requisitante,
        )
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
      enviar={(salvar, valor) =>
        salvar(C.setorVaga, { corpo: { nr_vaga: dados.NR_VAGA, ds_area: valor } }, F.atualizarSetor, S.setor)
      }
    />
  );
}

export function AbaRecrutamento({ dados }: AbaProps) {
  const salvar = useSalvarVaga();
  const [valor, setValor] = useState<string>(dados.ID_RECRUTAMENTO);
  useSalvarAba({
    alterado: valor !== dados.ID_RECRUTAMENTO,
    salvar: () =>
      salvar(
        C.tipoVaga,
        {
          corpo: {
            nr_vaga: dados.NR_VAGA,
            nr_requisicao: dados.NR_REQUISICAO,
            id_recrutamento: valor as 'S' | 'N',
          },
        },
        F.atualizarTipoVaga,
        S.tipoVaga,
      ),
  });
  return (
    <Stack>
      <RadioField
        label="Tipo da vaga"
        value={valor}
        onChange={setValor}
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
  const salvar = useSalvarVaga();
  const [turno, setTurno] = useState<{ cd: number | null; nome: string | null }>({
    cd: dados.CD_TURNO,
    nome: dados.NM_TURNO,
  });
  useSalvarAba({
    alterado: turno.cd !== dados.CD_TURNO,
    salvar: () =>
      salvar(
        C.turnoVaga,
        { corpo: { nr_vaga: dados.NR_VAGA, cd_turno: turno.cd, nm_turno: turno.nome } },
        F.atualizarTurno,
        S.turno,
      ),
  });
  return (
    <Stack>
      <Text size="sm">
        Turno atual: <b>{dados.NM_TURNO ?? 'não informado'}</b>
      </Text>
      <TurnoPicker
        cdTipoContratacao={dados.CD_TIPO_CONTRATACAO}
        value={turno.cd}
        onChange={(cd, row) => setTurno({ cd, nome: row.NM_TURNO ?? null })}
      />
    </Stack>
  );
}

export function AbaCentroCusto({ dados }: AbaProps) {
  const salvar = useSalvarVaga();
  const [cc, setCc] = useState<{ cd: string | null; nome: string | null }>({
    cd: dados.CD_CENTRO_CUSTO,
    nome: dados.NM_CENTRO_CUSTO,
  });
  useSalvarAba({
    alterado: cc.cd !== dados.CD_CENTRO_CUSTO,
    salvar: () =>
      salvar(
        C.centroCusto,
        // A change always comes from the picker, so cd is set when this runs.
        { corpo: { nr_vaga: dados.NR_VAGA, cd_centro_custo: cc.cd ?? '', nm_centro_custo: cc.nome } },
        F.atualizarCentroCusto,
        S.centroCusto,
      ),
  });
  return (
    <Stack>
      <Text size="sm">
        Centro de custo atual: <b>{dados.NM_CENTRO_CUSTO ?? 'não informado'}</b>
      </Text>
      <CentroCustoPicker
        cdPessoaCliente={dados.CD_PESSOA}
        cdEmpresa={dados.CD_EMPRESA_CLIENTE}
        value={cc.cd}
        onChange={(cd, row) => setCc({ cd, nome: row.NM_CENTRO_CUSTO ?? null })}
      />
    </Stack>
  );
}

export function AbaInsalubridade({ dados }: AbaProps) {
  const salvar = useSalvarVaga();
  const aberta = dados.SITUACAO_VAGA.CD_SITUACAO_VAGA === 1;
  const [ins, setIns] = useState(dados.ID_INSALUBRIDADE === 'S');
  const [per, setPer] = useState(dados.ID_PERICULOSIDADE === 'S');
  const [vlIns, setVlIns] = useState(dados.VL_INSALUBRIDADE ?? L.adicionalMin);
  const [vlPer, setVlPer] = useState(dados.VL_PERICULOSIDADE ?? L.adicionalMin);
  const alterado =
    ins !== (dados.ID_INSALUBRIDADE === 'S') ||
    per !== (dados.ID_PERICULOSIDADE === 'S') ||
    (ins && vlIns !== dados.VL_INSALUBRIDADE) ||
    (per && vlPer !== dados.VL_PERICULOSIDADE);
  useSalvarAba({
    alterado,
    salvar: () =>
      salvar(
        C.insalubridade,
        {
          corpo: {
            nr_vaga: dados.NR_VAGA,
            id_insalubridade: ins ? 'S' : 'N',
            id_periculosidade: per ? 'S' : 'N',
            vl_insalubridade: ins ? vlIns : null,
            vl_periculosidade: per ? vlPer : null,
          },
        },
        F.atualizarInsalubridade,
        S.insalubridade,
      ),
  });
  const fmt = (v: number) => `${v}%`;
  return (
    <Stack>
      {!aberta && <Alert color="yellow">{MENSAGENS_VAGA_EDICAO.conflito.adicionalSomenteAberta}</Alert>}
      <ToggleField
        label="Insalubridade"
        checked={ins}
        disabled={!aberta}
        onChange={(v) => {
          setIns(v);
          if (v) setPer(false);
        }}
      />
      {ins && (
        <SliderField
          label="Percentual de insalubridade"
          value={vlIns}
          onChange={setVlIns}
          min={L.adicionalMin}
          max={L.adicionalMax}
          step={L.adicionalPasso}
          format={fmt}
          withStepMarks
          disabled={!aberta}
        />
      )}
      <ToggleField
        label="Periculosidade"
        checked={per}
        disabled={!aberta}
        onChange={(v) => {
          setPer(v);
          if (v) setIns(false);
        }}
      />
      {per && (
        <SliderField
          label="Percentual de periculosidade"
          value={vlPer}
          onChange={setVlPer}
          min={L.adicionalMin}
          max={L.adicionalMax}
          step={L.adicionalPasso}
          format={fmt}
          withStepMarks
          disabled={!aberta}
        />
      )}
    </Stack>
  );
}
