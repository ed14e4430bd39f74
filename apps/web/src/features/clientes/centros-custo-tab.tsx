import {
  type CentroCustoClienteLinha,
  centroCustoClienteBody,
  comRegras,
  LIMITES_CLIENTES as L,
  MENSAGENS_CLIENTES as M,
  problemasCentroCusto,
} from '@backoffice/domain/clientes';
import { CONTRATOS_CLIENTES as C } from '@backoffice/domain/contratos/clientes';
import { Alert, Badge, Button, Group, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { IconEdit, IconPlayerPause, IconPlayerPlay, IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { AcoesDaLinha, type ColunaLista, TabelaLista } from '../../components/lista/tabela-lista';
import { useAcao } from '../../lib/dados';
import { useFormulario } from '../../lib/formulario/formulario';
import { ModalFormulario } from '../../lib/formulario/modal-formulario';
import { ERRO_LISTA, useCentrosCusto } from './api-clientes';
import type { OpcaoUnidade } from './cargos-tab';

interface Valores {
  cd_centro_custo: string;
  nm_centro_custo: string;
  cd_empresa_cliente: string;
  id_ativo: 'S' | 'N';
}

const chave = (c: CentroCustoClienteLinha) => `${c.cd_empresa_cliente}/${c.cd_centro_custo}`;

function CentroModal({
  cdCliente,
  unidade,
  unidades,
  centro,
  onClose,
}: {
  cdCliente: number;
  unidade: number;
  unidades: readonly OpcaoUnidade[];
  centro: CentroCustoClienteLinha | null;
  onClose: () => void;
}) {
  const esquema = useMemo(
    () => comRegras(centroCustoClienteBody, (b) => problemasCentroCusto(b, centro, unidade)),
    [centro, unidade],
  );
  const f = useFormulario(
    esquema,
    {
      cd_centro_custo: centro?.cd_centro_custo ?? '',
      nm_centro_custo: centro?.nm_centro_custo ?? '',
      cd_empresa_cliente: String(centro?.cd_empresa_cliente ?? unidade),
      id_ativo: centro?.id_ativo === 'N' ? 'N' : 'S',
    } satisfies Valores,
    (v) => ({ ...v, cd_empresa_cliente: Number(v.cd_empresa_cliente) }),
  );
  const criar = useAcao(C.criarCentroCusto, { silencioso: true, sucesso: (r) => r.message });
  const alterar = useAcao(C.alterarCentroCusto, { silencioso: true, sucesso: (r) => r.message });
  const emUso = (centro?.nr_em_uso ?? 0) > 0;
  const salvar = f.aoEnviar(async (corpo) => {
    if (centro)
      await alterar.mutateAsync({
        params: {
          cd_pessoa: cdCliente,
          cd_empresa_cliente: centro.cd_empresa_cliente,
          cd_centro_custo: centro.cd_centro_custo,
        },
        corpo,
      });
    else await criar.mutateAsync({ params: { cd_pessoa: cdCliente }, corpo });
    onClose();
  });
  return (
    <ModalFormulario
      opened
      onClose={onClose}
      title={centro ? `Editar centro de custo ${centro.cd_centro_custo}` : 'Novo centro de custo'}
      formulario={f}
      onSalvar={salvar}
    >
      <Stack gap="sm">
        <TextInput
          label="Código no cliente"
          required
          {...f.campo.texto('cd_centro_custo')}
          maxLength={L.centroCustoCodigoMax}
          readOnly={emUso}
          description={emUso ? M.centroCodigoEmUso(centro?.nr_em_uso ?? 0) : undefined}
          data-autofocus
        />
        <TextInput
          label="Nome"
          required
          {...f.campo.texto('nm_centro_custo')}
          maxLength={L.centroCustoNomeMax}
        />
        {unidades.length > 1 && (
          <Select
            label="Unidade"
            data={[...unidades]}
            {...f.campo.selecao('cd_empresa_cliente')}
            allowDeselect={false}
            readOnly={emUso}
            comboboxProps={{ withinPortal: true }}
          />
        )}
        {centro && <Switch label="Ativo (oferecido na vaga)" {...f.campo.sn('id_ativo')} />}
      </Stack>
    </ModalFormulario>
  );
}

/** The client's cost centres: its own code and name per unit, offered on the vacancy while active. */
export function CentrosCustoTab({
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
  const q = useCentrosCusto(cdCliente);
  const [aberto, setAberto] = useState<CentroCustoClienteLinha | 'novo' | null>(null);
  const alterar = useAcao(C.alterarCentroCusto, { sucesso: (r) => r.message });
  const nomeUnidade = (cd: number) => unidades.find((u) => u.value === String(cd))?.label ?? String(cd);
  const alternar = (c: CentroCustoClienteLinha) =>
    alterar.mutate({
      params: {
        cd_pessoa: cdCliente,
        cd_empresa_cliente: c.cd_empresa_cliente,
        cd_centro_custo: c.cd_centro_custo,
      },
      corpo: { id_ativo: c.id_ativo === 'S' ? 'N' : 'S' },
    });
  const colunas: ColunaLista<CentroCustoClienteLinha>[] = [
    { id: 'codigo', titulo: 'Código', celula: (c) => c.cd_centro_custo, ordenar: (c) => c.cd_centro_custo },
    { id: 'nome', titulo: 'Nome', celula: (c) => c.nm_centro_custo, ordenar: (c) => c.nm_centro_custo },
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
          Os centros de custo do cliente oferecidos na vaga. Um centro em uso mantém o código; desative-o para
          deixar de oferecê-lo.
        </Text>
        {!somenteLeitura && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAberto('novo')}>
            Novo centro de custo
          </Button>
        )}
      </Group>
      {q.isError && <Alert color="red">{ERRO_LISTA}</Alert>}
      <TabelaLista
        rotulo="Centros de custo do cliente"
        colunas={colunas}
        linhas={q.data}
        carregando={q.isPending}
        chave={chave}
        paginacao={false}
        vazio="Nenhum centro de custo cadastrado."
        acoes={
          somenteLeitura
            ? undefined
            : (c) => (
                <AcoesDaLinha
                  rotulo={`Ações do centro de custo ${c.cd_centro_custo}`}
                  acoes={[
                    {
                      rotulo: 'Editar',
                      nome: `Editar centro de custo ${c.cd_centro_custo}`,
                      icone: <IconEdit size={16} aria-hidden />,
                      aoClicar: () => setAberto(c),
                    },
                    c.id_ativo === 'S'
                      ? {
                          rotulo: 'Desativar',
                          nome: `Desativar centro de custo ${c.cd_centro_custo}`,
                          icone: <IconPlayerPause size={16} aria-hidden />,
                          aoClicar: () => alternar(c),
                        }
                      : {
                          rotulo: 'Reativar',
                          nome: `Reativar centro de custo ${c.cd_centro_custo}`,
                          icone: <IconPlayerPlay size={16} aria-hidden />,
                          aoClicar: () => alternar(c),
                        },
                  ]}
                />
              )
        }
      />
      {aberto !== null && (
        <CentroModal
          cdCliente={cdCliente}
          unidade={unidade}
          unidades={unidades}
          centro={aberto === 'novo' ? null : aberto}
          onClose={() => setAberto(null)}
        />
      )}
    </Stack>
  );
}
