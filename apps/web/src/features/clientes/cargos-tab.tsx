import {
  type CargoClienteCadastroLinha,
  cargoClienteBody,
  comRegras,
  EXIBIR_CARGO_WEB,
  LIMITES_CLIENTES as L,
  MENSAGENS_CLIENTES as M,
  problemasCargo,
} from '@backoffice/domain/clientes';
import { CONTRATOS_CLIENTES as C } from '@backoffice/domain/contratos/clientes';
import { Alert, Badge, Button, Group, Radio, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconEdit, IconPlayerPause, IconPlayerPlay, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { ConfirmDialog } from '../../components/controls/confirm-dialog';
import { AcoesDaLinha, type ColunaLista, TabelaLista } from '../../components/lista/tabela-lista';
import { CargoPicker } from '../../components/pickers/catalog-pickers';
import { useAcao } from '../../lib/dados';
import { useFormulario } from '../../lib/formulario/formulario';
import { ModalFormulario } from '../../lib/formulario/modal-formulario';
import { ERRO_LISTA, useCargos } from './api-clientes';

export interface OpcaoUnidade {
  value: string;
  label: string;
}

interface Valores {
  nm_cargo_cliente: string;
  cd_cargo_interno: number | null;
  id_cargo_exibir_web: 'I' | 'C';
  cd_empresa_cliente: string;
}

function CargoModal({
  cdCliente,
  unidade,
  unidades,
  cargo,
  onClose,
}: {
  cdCliente: number;
  unidade: number;
  unidades: readonly OpcaoUnidade[];
  cargo: CargoClienteCadastroLinha | null;
  onClose: () => void;
}) {
  const esquema = useMemo(
    () => comRegras(cargoClienteBody, (b) => problemasCargo(b, cargo, unidade)),
    [cargo, unidade],
  );
  const f = useFormulario(
    esquema,
    {
      nm_cargo_cliente: cargo?.nm_cargo_cliente ?? '',
      cd_cargo_interno: cargo?.cd_cargo_interno ?? null,
      id_cargo_exibir_web: cargo?.id_cargo_exibir_web === 'C' ? 'C' : 'I',
      cd_empresa_cliente: String(cargo?.cd_empresa_cliente ?? unidade),
    } satisfies Valores,
    (v) => ({ ...v, cd_empresa_cliente: Number(v.cd_empresa_cliente) }),
  );
  const criar = useAcao(C.criarCargo, { silencioso: true, sucesso: (r) => r.message });
  const alterar = useAcao(C.alterarCargo, { silencioso: true, sucesso: (r) => r.message });
  const salvar = f.aoEnviar(async (corpo) => {
    if (cargo)
      await alterar.mutateAsync({
        params: { cd_pessoa: cdCliente, cd_cargo_cliente: cargo.cd_cargo_cliente },
        corpo,
      });
    else await criar.mutateAsync({ params: { cd_pessoa: cdCliente }, corpo });
    onClose();
  });
  return (
    <ModalFormulario
      opened
      onClose={onClose}
      title={cargo ? `Editar cargo ${cargo.nm_cargo_cliente}` : 'Novo cargo do cliente'}
      formulario={f}
      onSalvar={salvar}
    >
      <Stack gap="sm">
        <TextInput
          label="Nome do cargo no cliente"
          required
          {...f.campo.texto('nm_cargo_cliente')}
          maxLength={L.nomeCargoClienteMax}
          data-autofocus
        />
        <CargoPicker
          variant="select"
          fonte="sip"
          label="Cargo interno"
          value={f.valor('cd_cargo_interno')}
          onChange={(cd) => f.definir('cd_cargo_interno', cd)}
          error={f.erro('cd_cargo_interno')}
        />
        <Radio.Group
          label="Nome exibido na web"
          value={f.valor('id_cargo_exibir_web')}
          onChange={(v) => f.definir('id_cargo_exibir_web', v as 'I' | 'C')}
        >
          <Group mt={4}>
            <Radio value="I" label={EXIBIR_CARGO_WEB.I} />
            <Radio value="C" label={EXIBIR_CARGO_WEB.C} />
          </Group>
        </Radio.Group>
        {unidades.length > 1 && (
          <Select
            label="Unidade"
            data={[...unidades]}
            {...f.campo.selecao('cd_empresa_cliente')}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
        )}
      </Stack>
    </ModalFormulario>
  );
}

/** The client's names for positions (CD_CARGO_CLIENTE): what the vacancy's position picker offers. */
export function CargosTab({
  cdCliente,
  unidade,
  unidades,
  somenteLeitura,
}: {
  cdCliente: number;
  unidade: number;
  unidades: readonly OpcaoUnidade[];
  somenteLeitura: boolean;
}) {
  const q = useCargos(cdCliente);
  const [aberto, setAberto] = useState<CargoClienteCadastroLinha | 'novo' | null>(null);
  const [excluir, setExcluir] = useState<CargoClienteCadastroLinha | null>(null);
  const excluirCargo = useAcao(C.excluirCargo, { sucesso: (r) => r.message });
  const alterar = useAcao(C.alterarCargo, { sucesso: (r) => r.message });
  const alternar = (c: CargoClienteCadastroLinha) =>
    alterar.mutate({
      params: { cd_pessoa: cdCliente, cd_cargo_cliente: c.cd_cargo_cliente },
      corpo: { id_ativo: c.id_ativo === 'S' ? 'N' : 'S' },
    });
  const nomeUnidade = (cd: number) => unidades.find((u) => u.value === String(cd))?.label ?? String(cd);
  const colunas: ColunaLista<CargoClienteCadastroLinha>[] = [
    {
      id: 'nome',
      titulo: 'Cargo no cliente',
      celula: (c) => c.nm_cargo_cliente,
      ordenar: (c) => c.nm_cargo_cliente,
    },
    { id: 'interno', titulo: 'Cargo interno', celula: (c) => c.nm_cargo_interno ?? '' },
    {
      id: 'web',
      titulo: 'Exibido na web',
      celula: (c) => EXIBIR_CARGO_WEB[c.id_cargo_exibir_web as 'I' | 'C'] ?? c.id_cargo_exibir_web,
    },
    { id: 'unidade', titulo: 'Unidade', celula: (c) => nomeUnidade(c.cd_empresa_cliente) },
    {
      id: 'situacao',
      titulo: 'Situação',
      celula: (c) => (
        <Badge color={c.id_ativo === 'S' ? 'green' : 'gray'} variant="light">
          {c.id_ativo === 'S' ? 'Ativo' : 'Inativo'}
        </Badge>
      ),
    },
    { id: 'uso', titulo: 'Vagas', celula: (c) => c.nr_em_uso, alinhar: 'right' },
  ];
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text size="sm" c="gray.7">
          Os nomes que o cliente dá aos cargos, oferecidos na vaga enquanto ativos. Um cargo em uso não pode
          ser excluído; desative-o para deixar de oferecê-lo.
        </Text>
        {!somenteLeitura && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAberto('novo')}>
            Novo cargo
          </Button>
        )}
      </Group>
      {q.isError && <Alert color="red">{ERRO_LISTA}</Alert>}
      <TabelaLista
        rotulo="Cargos do cliente"
        colunas={colunas}
        linhas={q.data}
        carregando={q.isPending}
        chave={(c) => c.cd_cargo_cliente}
        paginacao={false}
        vazio="Nenhum cargo cadastrado."
        acoes={
          somenteLeitura
            ? undefined
            : (c) => (
                <AcoesDaLinha
                  rotulo={`Ações de ${c.nm_cargo_cliente}`}
                  acoes={[
                    {
                      rotulo: 'Editar',
                      nome: `Editar ${c.nm_cargo_cliente}`,
                      icone: <IconEdit size={16} aria-hidden />,
                      aoClicar: () => setAberto(c),
                    },
                    c.id_ativo === 'S'
                      ? {
                          rotulo: 'Desativar',
                          nome: `Desativar ${c.nm_cargo_cliente}`,
                          icone: <IconPlayerPause size={16} aria-hidden />,
                          aoClicar: () => alternar(c),
                        }
                      : {
                          rotulo: 'Reativar',
                          nome: `Reativar ${c.nm_cargo_cliente}`,
                          icone: <IconPlayerPlay size={16} aria-hidden />,
                          aoClicar: () => alternar(c),
                        },
                    {
                      rotulo: 'Excluir',
                      nome: `Excluir ${c.nm_cargo_cliente}`,
                      icone: <IconTrash size={16} aria-hidden />,
                      cor: 'red',
                      aoClicar: () => setExcluir(c),
                      indisponivel: c.nr_em_uso > 0 && M.cargoEmUso(c.nr_em_uso),
                    },
                  ]}
                />
              )
        }
      />
      {aberto !== null && (
        <CargoModal
          cdCliente={cdCliente}
          unidade={unidade}
          unidades={unidades}
          cargo={aberto === 'novo' ? null : aberto}
          onClose={() => setAberto(null)}
        />
      )}
      <ConfirmDialog
        opened={excluir !== null}
        title="Excluir cargo"
        message={`Excluir o cargo "${excluir?.nm_cargo_cliente ?? ''}"?`}
        confirmLabel="Excluir"
        confirmColor="red"
        loading={excluirCargo.isPending}
        onConfirm={() => {
          if (!excluir) return;
          excluirCargo.mutate(
            { params: { cd_pessoa: cdCliente, cd_cargo_cliente: excluir.cd_cargo_cliente } },
            { onSettled: () => setExcluir(null) },
          );
        }}
        onCancel={() => setExcluir(null)}
      />
    </Stack>
  );
}
