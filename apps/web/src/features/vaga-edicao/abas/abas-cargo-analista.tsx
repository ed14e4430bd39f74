import { CONTRATOS_CLIENTE } from '@backoffice/domain/contratos/cliente';
import { CONTRATOS_VAGA_EDICAO as C } from '@backoffice/domain/contratos/vaga-edicao';
import type { CargoClienteLinha } from '@backoffice/domain/pickers';
import {
  type CargoSalarioBody,
  type ClienteCargoBody,
  clienteCargoBody,
  LIMITES_VAGA_EDICAO,
  MENSAGENS_VAGA_EDICAO,
  podeEditarTelefoneAnalista,
} from '@backoffice/domain/vaga-edicao';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconEdit, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AppModal } from '../../../components/controls/app-modal';
import { CurrencyInput, PhoneInput } from '../../../components/controls/masked-input';
import { RadioField } from '../../../components/controls/radio-field';
import { SelectField } from '../../../components/controls/select-field';
import { CargoClientePicker, CargoPicker } from '../../../components/pickers/catalog-pickers';
import { consulta, useAcao } from '../../../lib/dados';
import { useFormulario } from '../../../lib/formulario/formulario';
import { useUsuario } from '../../../lib/sessao';
import { F, mostrarResposta, useSalvarVaga } from '../api-vaga';
import { useSalvarAba } from '../salvar-aba';
import type { AbaProps } from './abas-simples';

const S = MENSAGENS_VAGA_EDICAO.sucesso;
const V = MENSAGENS_VAGA_EDICAO.validacao;

const TIPOS_SALARIO = [
  { value: 'H', label: 'Horista' },
  { value: 'D', label: 'Diarista' },
  { value: 'M', label: 'Mensalista' },
  { value: 'S', label: 'Sem remuneração' },
  { value: 'C', label: 'Comissão' },
];

/** Creates or renames a client's position (PUT cargo/cliente-cargo, spec 000 §3.2). */
function CargoClienteModal({
  dados,
  atual,
  onClose,
  onSalvo,
}: {
  dados: AbaProps['dados'];
  atual: CargoClienteLinha | null;
  onClose: () => void;
  onSalvo: (cd: number, nome: string) => void;
}) {
  const f = useFormulario(
    clienteCargoBody,
    {
      nm_cargo_cliente: atual?.NM_CARGO_CLIENTE ?? '',
      cd_cargo_interno: atual?.CD_CARGO_INTERNO ?? dados.CD_CARGO ?? null,
      nm_cargo: atual?.NM_CARGO ?? dados.NM_CARGO ?? null,
      id_cargo_exibir_web: (atual?.ID_CARGO_EXIBIR_WEB ?? 'C') as 'I' | 'C',
    },
    (v): ClienteCargoBody => ({
      cd_pessoa_cliente: dados.CD_PESSOA,
      cd_empresa_cliente: dados.CD_EMPRESA_CLIENTE,
      id_cargo_exibir_web: v.id_cargo_exibir_web,
      nm_cargo_cliente: v.nm_cargo_cliente.trim(),
      nm_cargo: v.nm_cargo,
      cd_cargo_cliente: atual?.CD_CARGO_CLIENTE ?? null,
      cd_cargo_interno: v.cd_cargo_interno,
    }),
  );
  const acao = useAcao(CONTRATOS_CLIENTE.salvarCargoCliente, { fallback: F.generica, silencioso: true });
  const salvar = f.aoEnviar(async (corpo) => {
    const r = await acao.mutateAsync({ corpo });
    mostrarResposta(r, S.cargo);
    onSalvo(r.CD_CARGO_CLIENTE, corpo.nm_cargo_cliente);
  });
  return (
    <AppModal opened onClose={onClose} title={atual ? 'Editar cargo do cliente' : 'Novo cargo do cliente'}>
      <Stack>
        <TextInput
          label="Nome do cargo no cliente"
          {...f.campo.texto('nm_cargo_cliente')}
          required
          data-autofocus
        />
        <CargoPicker
          fonte="sip"
          variant="select"
          label="Cargo interno"
          value={f.valor('cd_cargo_interno')}
          onChange={(cd, row) => {
            f.definir('cd_cargo_interno', cd);
            f.definir('nm_cargo', row?.NM_CARGO ?? null);
          }}
        />
        <RadioField
          label="Cargo exibido na internet"
          value={f.valor('id_cargo_exibir_web')}
          onChange={(v) => f.definir('id_cargo_exibir_web', v as 'I' | 'C')}
          options={[
            { value: 'C', label: 'Cargo do cliente' },
            { value: 'I', label: 'Cargo interno' },
          ]}
          inline
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button
            onClick={() => void salvar()}
            loading={f.pendente}
            disabled={!f.valor('nm_cargo_cliente').trim()}
          >
            Salvar cargo
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}

export function AbaCargoSalario({ dados }: AbaProps) {
  const salvar = useSalvarVaga();
  const [cargo, setCargo] = useState<{ cd: number | null; nome: string | null }>({
    cd: dados.CD_CARGO_CLIENTE,
    nome: dados.NM_CARGO_CLIENTE,
  });
  const [salario, setSalario] = useState<number | null>(dados.VL_SALARIO);
  const [tipo, setTipo] = useState<string>(dados.ID_SALARIO ?? 'M');
  const [linhaCargo, setLinhaCargo] = useState<CargoClienteLinha | null>(null);
  const [editandoCargo, setEditandoCargo] = useState<'novo' | 'editar' | null>(null);
  const salarioInvalido = salario !== null && salario > LIMITES_VAGA_EDICAO.salarioMax;
  useSalvarAba({
    alterado:
      cargo.cd !== dados.CD_CARGO_CLIENTE ||
      salario !== dados.VL_SALARIO ||
      tipo !== (dados.ID_SALARIO ?? 'M'),
    salvar: async () => {
      await salvar(
        C.cargoSalario,
        {
          corpo: {
            nr_vaga: dados.NR_VAGA,
            cd_empresa: dados.CD_EMPRESA_CLIENTE,
            cd_cargo_cliente: cargo.cd,
            nm_cargo_cliente: cargo.nome,
            vl_salario: salario,
            id_salario: tipo as CargoSalarioBody['id_salario'],
          },
        },
        F.atualizarCargoSalario,
        S.cargoSalario,
      );
      return true;
    },
  });
  return (
    <Stack>
      <Text size="sm">
        Cargo atual: <b>{dados.NM_CARGO_CLIENTE ?? 'não informado'}</b>
        {dados.NM_CARGO ? ` (cargo interno: ${dados.NM_CARGO})` : ''}
      </Text>
      <CargoClientePicker
        label="Cargo do cliente"
        cdPessoaCliente={dados.CD_PESSOA}
        cdEmpresa={dados.CD_EMPRESA_CLIENTE}
        value={cargo.cd}
        onChange={(cd, row) => {
          setCargo({ cd, nome: row.NM_CARGO_CLIENTE });
          setLinhaCargo(row);
        }}
        height={260}
      />
      <Group gap="xs">
        <Button
          size="compact-sm"
          variant="light"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={() => setEditandoCargo('novo')}
        >
          Novo cargo do cliente
        </Button>
        <Button
          size="compact-sm"
          variant="default"
          leftSection={<IconEdit size={14} aria-hidden />}
          disabled={!linhaCargo}
          onClick={() => setEditandoCargo('editar')}
        >
          Editar cargo selecionado
        </Button>
      </Group>
      {editandoCargo && (
        <CargoClienteModal
          dados={dados}
          atual={editandoCargo === 'editar' ? linhaCargo : null}
          onClose={() => setEditandoCargo(null)}
          onSalvo={(cd, nome) => {
            setCargo({ cd, nome });
            setLinhaCargo(null);
            setEditandoCargo(null);
          }}
        />
      )}
      <Group grow align="flex-start">
        <CurrencyInput
          label="Salário"
          value={salario}
          onChange={setSalario}
          error={salarioInvalido ? V.salarioMax : undefined}
        />
        <RadioField label="Tipo de salário" value={tipo} onChange={setTipo} options={TIPOS_SALARIO} inline />
      </Group>
    </Stack>
  );
}

export function AbaAnalista({ dados }: AbaProps) {
  const salvar = useSalvarVaga();
  const usuario = useUsuario();
  const editaTelefone = usuario ? podeEditarTelefoneAnalista(usuario) : false;
  const q = useQuery({
    ...consulta(C.selecionadores, { params: { nrVaga: dados.NR_VAGA } }, F.buscarAnalistas),
  });
  const [analista, setAnalista] = useState<number | null>(dados.CD_PESSOA_ANALISTA);
  const [telefone, setTelefone] = useState((dados.NR_TELEFONE_ANALISTA ?? '').replace(/\D/g, ''));
  const telefoneOriginal = (dados.NR_TELEFONE_ANALISTA ?? '').replace(/\D/g, '');
  const telefoneInvalido =
    telefone !== '' && (telefone.length < 10 || telefone.length > LIMITES_VAGA_EDICAO.telefoneMax);

  function escolher(v: string | null) {
    const cd = v ? Number(v) : null;
    setAnalista(cd);
    const linha = q.data?.find((a) => a.CD_PESSOA_ANALISTA === cd);
    setTelefone((linha?.NR_TELEFONE ?? '').replace(/\D/g, ''));
  }

  useSalvarAba({
    alterado: analista !== dados.CD_PESSOA_ANALISTA || (editaTelefone && telefone !== telefoneOriginal),
    salvar: async () => {
      await salvar(
        C.salvarAnalista,
        {
          params: { nrVaga: dados.NR_VAGA },
          corpo: editaTelefone
            ? { cd_pessoa_analista: analista, nr_telefone_analista: telefone }
            : { cd_pessoa_analista: analista },
        },
        F.atualizarAnalista,
        S.analista,
      );
      return true;
    },
  });

  const exclusao = useAcao(C.excluirTelefoneAnalista, {
    fallback: F.excluirTelefoneAnalista,
    aoConcluir: (r) => {
      mostrarResposta(r, S.telefoneExcluido);
      setTelefone('');
    },
  });
  const excluindo = exclusao.isPending;
  function excluirTelefone() {
    if (analista) exclusao.mutate({ params: { cdPessoaAnalista: analista } });
  }

  const opcoes = (q.data ?? []).map((a) => ({
    value: String(a.CD_PESSOA_ANALISTA),
    label: a.NM_PESSOA_ANALISTA,
  }));
  if (dados.CD_PESSOA_ANALISTA && !opcoes.some((o) => o.value === String(dados.CD_PESSOA_ANALISTA))) {
    opcoes.unshift({
      value: String(dados.CD_PESSOA_ANALISTA),
      label: dados.NM_PESSOA_ANALISTA ?? String(dados.CD_PESSOA_ANALISTA),
    });
  }

  return (
    <Stack>
      <SelectField
        label="Analista"
        data={opcoes}
        value={analista ? String(analista) : null}
        onChange={escolher}
        searchable
        nothingFoundMessage="Nenhum analista encontrado"
        disabled={q.isPending}
      />
      <Group align="flex-end">
        <PhoneInput
          label="Telefone do analista"
          value={telefone}
          onChange={(v) => setTelefone(v)}
          readOnly={!editaTelefone}
          error={telefoneInvalido ? V.telefoneInvalido : undefined}
          description={
            editaTelefone ? undefined : 'Somente usuários do grupo 32 ou do setor 2 podem alterar o telefone.'
          }
          style={{ flex: 1 }}
        />
        {editaTelefone && telefoneOriginal !== '' && analista === dados.CD_PESSOA_ANALISTA && (
          <Button variant="light" color="red" onClick={excluirTelefone} loading={excluindo}>
            Excluir telefone
          </Button>
        )}
      </Group>
    </Stack>
  );
}
