import {
  type ClienteListaLinha,
  LIMITES_CLIENTES as L,
  MENSAGENS_CLIENTES as M,
  SITUACOES_FILTRO_CLIENTE,
} from '@backoffice/domain/clientes';
import { formatarCpfCnpj } from '@backoffice/domain/formatacao';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconBuildingPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { PaginationBar } from '../../components/controls/pagination-bar';
import { SelectField } from '../../components/controls/select-field';
import { type ColunaLista, TabelaLista } from '../../components/lista/tabela-lista';
import { usePermissao, useUsuario } from '../../lib/sessao';
import { useTabs } from '../../lib/tabs';
import { useClientes, useUnidades } from './api-clientes';
import { useAbrirCliente } from './cliente-page';

type Situacao = keyof typeof SITUACOES_FILTRO_CLIENTE;

const SIMPLES: Record<string, string> = { S: 'Optante', N: 'Não optante' };

/**
 * Seleção › Clientes: the clients by name, short name or CNPJ/CPF, unit and situation, a page at a
 * time; a row opens the client's page, 'Novo cliente' a new one.
 */
export function ClientesPage() {
  const usuario = useUsuario();
  const podeEditar = usePermissao('clientes');
  const { abrir } = useTabs();
  const abrirCliente = useAbrirCliente();
  const [texto, setTexto] = useState('');
  const [busca] = useDebouncedValue(texto.trim(), 300);
  const [cdEmpresa, setCdEmpresa] = useState<number | null>(null);
  const [situacao, setSituacao] = useState<Situacao>('S');
  const [pagina, setPagina] = useState(1);
  const [tamanho, setTamanho] = useState<number>(L.tamanhoPaginaPadrao);
  const unidades = useUnidades(usuario?.cd_sip ?? null);
  const q = useClientes({
    texto: busca || undefined,
    cd_empresa: cdEmpresa ?? undefined,
    id_ativo: situacao,
    pagina,
    tamanho,
  });
  const filtrado = busca !== '' || cdEmpresa !== null || situacao !== 'S';
  const abrirLinha = (c: ClienteListaLinha) =>
    abrirCliente({
      cd_pessoa: c.cd_pessoa,
      cd_empresa: c.cd_empresa,
      nm_pessoa: c.nm_apelido ?? c.nm_pessoa,
    });

  const colunas: ColunaLista<ClienteListaLinha>[] = [
    {
      id: 'nome',
      titulo: 'Cliente',
      celula: (c) => (
        <Stack gap={0}>
          <Anchor component="button" type="button" size="sm" fw={600} ta="left" onClick={() => abrirLinha(c)}>
            {c.nm_apelido ?? c.nm_pessoa}
          </Anchor>
          {c.nm_apelido && (
            <Text size="xs" c="gray.7">
              {c.nm_pessoa}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      id: 'documento',
      titulo: 'CNPJ/CPF',
      celula: (c) => (c.nr_documento ? formatarCpfCnpj(c.nr_documento) : ''),
    },
    { id: 'unidade', titulo: 'Unidade', celula: (c) => c.nm_empresa ?? String(c.cd_empresa) },
    {
      id: 'cidade',
      titulo: 'Cidade',
      celula: (c) => [c.nm_cidade, c.cd_uf].filter(Boolean).join('/'),
    },
    {
      id: 'simples',
      titulo: 'Simples Nacional',
      celula: (c) =>
        c.id_optante_simples_nac ? (SIMPLES[c.id_optante_simples_nac] ?? '') : 'Não consultado',
    },
    {
      id: 'situacao',
      titulo: 'Situação',
      celula: (c) => (
        <Badge color={c.id_ativo === 'S' ? 'green' : 'gray'} variant="light">
          {c.id_ativo === 'S' ? 'Ativo' : 'Inativo'}
        </Badge>
      ),
    },
  ];

  const limpar = () => {
    setTexto('');
    setCdEmpresa(null);
    setSituacao('S');
    setPagina(1);
  };

  return (
    <Stack gap="md" p="md">
      <Group justify="space-between">
        <Title order={2} size="h3">
          Clientes
        </Title>
        {podeEditar && (
          <Button
            leftSection={<IconBuildingPlus size={16} aria-hidden />}
            onClick={() => abrir('DadosCliente', {}, { titulo: 'Novo cliente' })}
          >
            Novo cliente
          </Button>
        )}
      </Group>
      <Group gap="md" align="flex-end">
        <TextInput
          label="Pesquisar"
          placeholder="Nome, apelido ou CNPJ/CPF"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={texto}
          onChange={(e) => {
            setTexto(e.currentTarget.value);
            setPagina(1);
          }}
          w={300}
          maxLength={L.buscaMax}
        />
        <SelectField
          label="Unidade"
          placeholder="Todas"
          data={(unidades.data ?? []).map((u) => ({
            value: String(u.CD_EMPRESA),
            label: `${u.CD_EMPRESA} - ${u.NM_EMPRESA}`,
          }))}
          value={cdEmpresa === null ? null : String(cdEmpresa)}
          onChange={(v) => {
            setCdEmpresa(v ? Number(v) : null);
            setPagina(1);
          }}
          clearable
          w={240}
        />
        <SegmentedControl
          aria-label="Situação"
          value={situacao}
          onChange={(v) => {
            setSituacao(v as Situacao);
            setPagina(1);
          }}
          data={(Object.keys(SITUACOES_FILTRO_CLIENTE) as Situacao[]).map((v) => ({
            value: v,
            label: SITUACOES_FILTRO_CLIENTE[v],
          }))}
        />
      </Group>
      {q.isError && <Alert color="red">{M.erroCarregar}</Alert>}
      <TabelaLista
        rotulo="Clientes"
        colunas={colunas}
        linhas={q.data?.linhas}
        carregando={q.isPending}
        chave={(c) => c.cd_pessoa}
        paginacao={false}
        aoAbrirLinha={abrirLinha}
        larguraMinima={760}
        vazio="Nenhum cliente cadastrado."
        dicaVazio={podeEditar ? 'Cadastre o primeiro em Novo cliente.' : undefined}
        vazioFiltrado={
          filtrado
            ? { texto: 'Nenhum cliente com estes filtros.', dica: 'Ajuste ou limpe os filtros.', limpar }
            : undefined
        }
      />
      {(q.data?.total ?? 0) > 0 && (
        <PaginationBar
          total={q.data?.total ?? 0}
          page={pagina}
          pageSize={tamanho}
          onPageChange={setPagina}
          onPageSizeChange={(n) => {
            setTamanho(n);
            setPagina(1);
          }}
        />
      )}
    </Stack>
  );
}
