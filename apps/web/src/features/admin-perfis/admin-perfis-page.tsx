import type { PerfilAcessoLinha } from '@backoffice/domain/perfis-acesso';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { type ColunaLista, TabelaLista } from '../../components/lista/tabela-lista';
import { ERRO_PERFIS, usePerfisAdmin } from './api-perfis';
import { PerfilFormModal } from './perfil-form-modal';

/** Administração › Perfis: the named sets of permission codes given to users; create and edit. */
export function AdminPerfisPage() {
  const perfis = usePerfisAdmin();
  const [novo, setNovo] = useState(false);
  const [aberto, setAberto] = useState<number | null>(null);
  const lista = perfis.data ?? [];
  const editado = lista.find((p) => p.id_perfil === aberto);

  const colunas: ColunaLista<PerfilAcessoLinha>[] = [
    { id: 'nome', titulo: 'Nome', celula: (p) => p.nm_perfil, ordenar: (p) => p.nm_perfil },
    {
      id: 'codigos',
      titulo: 'Códigos',
      celula: (p) => p.codigos.length,
      ordenar: (p) => p.codigos.length,
      alinhar: 'right',
    },
    {
      id: 'usuarios',
      titulo: 'Usuários ativos',
      celula: (p) => p.nr_usuarios,
      ordenar: (p) => p.nr_usuarios,
      alinhar: 'right',
    },
  ];

  return (
    <Stack gap="md" p="md">
      <Group justify="space-between">
        <Title order={2} size="h3">
          Perfis
        </Title>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setNovo(true)}>
          Novo perfil
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        Um perfil dá os seus códigos de permissão a cada usuário que o tem (Administração › Usuários). Mudar
        os códigos de um perfil muda na hora os códigos dos seus usuários.
      </Text>
      {perfis.isError && <Alert color="red">{ERRO_PERFIS}</Alert>}
      <TabelaLista
        rotulo="Perfis"
        colunas={colunas}
        linhas={perfis.data}
        carregando={perfis.isPending}
        chave={(p) => p.id_perfil}
        paginacao={false}
        aoAbrirLinha={(p) => setAberto(p.id_perfil)}
        vazio="Nenhum perfil. Crie o primeiro em Novo perfil."
      />
      <PerfilFormModal opened={novo} onClose={() => setNovo(false)} perfis={lista} />
      <PerfilFormModal
        opened={editado !== undefined}
        onClose={() => setAberto(null)}
        perfil={editado}
        perfis={lista}
      />
    </Stack>
  );
}
