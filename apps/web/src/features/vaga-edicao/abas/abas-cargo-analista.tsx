import { CONTRATOS_CLIENTE } from '@backoffice/domain/contratos/cliente';
import { CONTRATOS_VAGA_EDICAO as C } from '@backoffice/domain/contratos/vaga-edicao';
import type { CargoClienteLinha } from '@backoffice/domain/pickers';
import {
  type CargoSalarioBody,
  type ClienteCargoBody,
  cargoSalarioBody,
  clienteCargoBody,
  LIMITES_VAGA_EDICAO,
  MENSAGENS_VAGA_EDICAO,
  podeEditarTelefoneAnalista,
  type SalvarAnalistaBody,
  salvarAnalistaBody,
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
import { ErroCampo } from '../../../lib/formulario/erro-campo';
import { useFormulario } from '../../../lib/formulario/formulario';
import { useUsuario } from '../../../lib/sessao';
import { F, mostrarResposta, useSalvarVaga } from '../api-vaga';
import { useSalvarFormularioAba } from '../salvar-aba';
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
  const salvar = useSalvarVaga({ silencioso: true });
  const f = useFormulario(
    cargoSalarioBody,
    {
      cd_cargo_cliente: dados.CD_CARGO_CLIENTE,
      nm_cargo_cliente: dados.NM_CARGO_CLIENTE,
      vl_salario: dados.VL_SALARIO,
      id_salario: dados.ID_SALARIO ?? 'M',
    },
    (v): CargoSalarioBody => ({
      nr_vaga: dados.NR_VAGA,
      cd_empresa: dados.CD_EMPRESA_CLIENTE,
      cd_cargo_cliente: v.cd_cargo_cliente,
      nm_cargo_cliente: v.nm_cargo_cliente,
      vl_salario: v.vl_salario,
      id_salario: v.id_salario as CargoSalarioBody['id_salario'],
    }),
  );
  const [linhaCargo, setLinhaCargo] = useState<CargoClienteLinha | null>(null);
  const [editandoCargo, setEditandoCargo] = useState<'novo' | 'editar' | null>(null);
  const salario = f.valor('vl_salario');
  const salarioInvalido = salario !== null && salario > LIMITES_VAGA_EDICAO.salarioMax;
  const escolherCargo = (cd: number | null, nome: string | null) => {
    f.definir('cd_cargo_cliente', cd);
    f.definir('nm_cargo_cliente', nome);
  };
  useSalvarFormularioAba(
    f,
    f.valor('cd_cargo_cliente') !== dados.CD_CARGO_CLIENTE ||
      salario !== dados.VL_SALARIO ||
      f.valor('id_salario') !== (dados.ID_SALARIO ?? 'M'),
    (corpo) => salvar(C.cargoSalario, { corpo }, F.atualizarCargoSalario, S.cargoSalario),
  );
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
        value={f.valor('cd_cargo_cliente')}
        onChange={(cd, row) => {
          escolherCargo(cd, row.NM_CARGO_CLIENTE);
          setLinhaCargo(row);
        }}
        height={260}
      />
      <ErroCampo mensagem={f.erro('cd_cargo_cliente')} />
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
            escolherCargo(cd, nome);
            setLinhaCargo(null);
            setEditandoCargo(null);
          }}
        />
      )}
      <Group grow align="flex-start">
        <CurrencyInput
          label="Salário"
          value={salario}
          onChange={(v) => f.definir('vl_salario', v)}
          // over the limit is shown as typed; the rest once the form is sent
          error={f.erro('vl_salario') ?? (salarioInvalido ? V.salarioMax : undefined)}
        />
        <RadioField label="Tipo de salário" {...f.campo.valor('id_salario')} options={TIPOS_SALARIO} inline />
      </Group>
    </Stack>
  );
}

export function AbaAnalista({ dados }: AbaProps) {
  const salvar = useSalvarVaga({ silencioso: true });
  const usuario = useUsuario();
  const editaTelefone = usuario ? podeEditarTelefoneAnalista(usuario) : false;
  const q = useQuery({
    ...consulta(C.selecionadores, { params: { nrVaga: dados.NR_VAGA } }, F.buscarAnalistas),
  });
  const telefoneOriginal = (dados.NR_TELEFONE_ANALISTA ?? '').replace(/\D/g, '');
  const f = useFormulario(
    salvarAnalistaBody,
    { cd_pessoa_analista: dados.CD_PESSOA_ANALISTA, nr_telefone_analista: telefoneOriginal },
    (v): SalvarAnalistaBody =>
      editaTelefone
        ? { cd_pessoa_analista: v.cd_pessoa_analista, nr_telefone_analista: v.nr_telefone_analista }
        : { cd_pessoa_analista: v.cd_pessoa_analista },
  );
  const analista = f.valor('cd_pessoa_analista');
  const telefone = f.valor('nr_telefone_analista');
  const telefoneInvalido =
    telefone !== '' && (telefone.length < 10 || telefone.length > LIMITES_VAGA_EDICAO.telefoneMax);

  function escolher(v: string | null) {
    const cd = v ? Number(v) : null;
    f.definir('cd_pessoa_analista', cd);
    const linha = q.data?.find((a) => a.CD_PESSOA_ANALISTA === cd);
    f.definir('nr_telefone_analista', (linha?.NR_TELEFONE ?? '').replace(/\D/g, ''));
  }

  useSalvarFormularioAba(
    f,
    analista !== dados.CD_PESSOA_ANALISTA || (editaTelefone && telefone !== telefoneOriginal),
    (corpo) =>
      salvar(C.salvarAnalista, { params: { nrVaga: dados.NR_VAGA }, corpo }, F.atualizarAnalista, S.analista),
  );

  const exclusao = useAcao(C.excluirTelefoneAnalista, {
    fallback: F.excluirTelefoneAnalista,
    aoConcluir: (r) => {
      mostrarResposta(r, S.telefoneExcluido);
      f.definir('nr_telefone_analista', '');
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
        error={f.erro('cd_pessoa_analista')}
        searchable
        nothingFoundMessage="Nenhum analista encontrado"
        disabled={q.isPending}
      />
      <Group align="flex-end">
        <PhoneInput
          label="Telefone do analista"
          {...f.campo.valor('nr_telefone_analista')}
          readOnly={!editaTelefone}
          // a wrong length is shown as typed; the rest once the form is sent
          error={f.erro('nr_telefone_analista') ?? (telefoneInvalido ? V.telefoneInvalido : undefined)}
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
