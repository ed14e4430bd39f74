import type { UnidadeAdminLinha } from '@backoffice/domain/administracao-unidades';
import { UFS_BRASIL } from '@backoffice/domain/entrada';
import { Alert, Badge, Button, Group, SegmentedControl, Stack, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconBuildingPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { SelectField } from '../../components/controls/select-field';
import { type ColunaLista, TabelaLista } from '../../components/lista/tabela-lista';
import { ERRO_UNIDADES, useUnidadesLista } from './api-unidades';
import { IndicadoresUnidade } from './indicadores-unidade';
import { UnidadeDetalheDrawer } from './unidade-detalhe';
import { UnidadeFormModal } from './unidade-form-modal';

type Situacao = 'S' | 'N' | '';

/** Administração › Unidades: the units, where they are, how they group and what their flags turn on. */
export function AdminUnidadesPage() {
  const [texto, setTexto] = useState('');
  const [busca] = useDebouncedValue(texto, 300);
  const [uf, setUf] = useState<string | null>(null);
  const [ativo, setAtivo] = useState<Situacao>('S');
  const [nova, setNova] = useState(false);
  const [aberta, setAberta] = useState<number | null>(null);
  const unidades = useUnidadesLista({ texto: busca, cd_uf: uf, ativo });

  const colunas: ColunaLista<UnidadeAdminLinha>[] = [
    { id: 'codigo', titulo: 'Código', celula: (u) => u.cd_unidade },
    { id: 'nome', titulo: 'Nome', celula: (u) => u.nm_unidade },
    { id: 'cidade', titulo: 'Cidade', celula: (u) => `${u.nm_cidade}/${u.cd_uf}` },
    {
      id: 'agrupadora',
      titulo: 'Agrupadora',
      celula: (u) => (u.cd_agrupadora === u.cd_unidade ? 'a própria' : u.cd_agrupadora),
    },
    { id: 'indicadores', titulo: 'Indicadores', celula: (u) => <IndicadoresUnidade u={u} /> },
    { id: 'usuarios', titulo: 'Usuários ativos', celula: (u) => u.qt_usuarios_ativos },
    {
      id: 'situacao',
      titulo: 'Situação',
      celula: (u) =>
        u.id_ativo === 'S' ? (
          <Badge color="green" variant="light">
            Ativa
          </Badge>
        ) : (
          <Badge color="gray" variant="light">
            Desativada
          </Badge>
        ),
    },
  ];

  return (
    <Stack gap="md" p="md">
      <Group justify="space-between">
        <Title order={2} size="h3">
          Unidades
        </Title>
        <Button leftSection={<IconBuildingPlus size={16} aria-hidden />} onClick={() => setNova(true)}>
          Nova unidade
        </Button>
      </Group>
      <Group gap="md" align="flex-end">
        <TextInput
          label="Pesquisar"
          placeholder="Código, nome ou cidade"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={texto}
          onChange={(e) => setTexto(e.currentTarget.value)}
          w={280}
          maxLength={120}
        />
        <SelectField
          label="UF"
          data={[...UFS_BRASIL]}
          value={uf}
          onChange={setUf}
          clearable
          placeholder="Todas"
          w={110}
        />
        <SegmentedControl
          aria-label="Situação"
          value={ativo}
          onChange={(v) => setAtivo(v as Situacao)}
          data={[
            { value: 'S', label: 'Ativas' },
            { value: 'N', label: 'Desativadas' },
            { value: '', label: 'Todas' },
          ]}
        />
      </Group>
      {unidades.isError && <Alert color="red">{ERRO_UNIDADES}</Alert>}
      <TabelaLista
        rotulo="Unidades"
        colunas={colunas}
        linhas={unidades.data}
        carregando={unidades.isPending}
        chave={(u) => u.cd_unidade}
        aoAbrirLinha={(u) => setAberta(u.cd_unidade)}
        vazio={busca || uf || ativo !== 'S' ? 'Nenhuma unidade com estes filtros.' : 'Nenhuma unidade ativa.'}
      />
      <UnidadeFormModal opened={nova} onClose={() => setNova(false)} onCriada={(cd) => setAberta(cd)} />
      <UnidadeDetalheDrawer cdUnidade={aberta} onClose={() => setAberta(null)} />
    </Stack>
  );
}
