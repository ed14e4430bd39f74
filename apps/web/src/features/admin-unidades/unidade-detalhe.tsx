import {
  DESCRICOES_FLAGS_UNIDADE,
  FLAGS_UNIDADE,
  ROTULO_DIAS_PRAZO_VAGA,
  ROTULOS_FLAGS_UNIDADE,
} from '@backoffice/domain/administracao-unidades';
import { Alert, Badge, Button, Drawer, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { LoadingState } from '../../components/controls/list-states';
import { TrilhaAuditoria } from '../../components/trilha-auditoria/trilha-auditoria';
import { useUnidade } from './api-unidades';
import { UnidadeFormModal } from './unidade-form-modal';

/** The trail's field names as the form labels them. */
const CAMPOS: Record<string, string> = {
  nm_unidade: 'Nome',
  cd_uf: 'UF',
  nm_cidade: 'Cidade',
  cd_agrupadora: 'Agrupadora',
  cd_cidade: 'Código da cidade',
  id_ativo: 'Ativa',
  nr_dias_prazo_vaga: ROTULO_DIAS_PRAZO_VAGA,
  ...ROTULOS_FLAGS_UNIDADE,
};

/** A unit's page: data, flags and the administrative trail. */
export function UnidadeDetalheDrawer({
  cdUnidade,
  onClose,
}: {
  cdUnidade: number | null;
  onClose: () => void;
}) {
  const unidade = useUnidade(cdUnidade);
  const [editar, setEditar] = useState(false);
  const u = unidade.data;
  return (
    <Drawer
      opened={cdUnidade !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={u ? `${u.cd_unidade} - ${u.nm_unidade}` : 'Unidade'}
      closeButtonProps={{ 'aria-label': 'Fechar' }}
    >
      {unidade.isPending ? (
        <LoadingState />
      ) : unidade.isError || !u ? (
        <Alert color="red">Não foi possível carregar a unidade.</Alert>
      ) : (
        <Stack gap="md">
          <Group gap="xs">
            <Badge color={u.id_ativo === 'S' ? 'green' : 'gray'} variant="light">
              {u.id_ativo === 'S' ? 'Ativa' : 'Desativada'}
            </Badge>
            <Text size="sm" c="dimmed">
              {u.nm_cidade}/{u.cd_uf} · {u.qt_usuarios_ativos} usuário(s) ativo(s)
            </Text>
          </Group>
          <Group gap="xs">
            <Button size="xs" onClick={() => setEditar(true)}>
              Editar
            </Button>
          </Group>
          <Table variant="vertical" withTableBorder layout="fixed" aria-label="Dados da unidade">
            <Table.Tbody>
              <Table.Tr>
                <Table.Th w={220}>Agrupadora</Table.Th>
                <Table.Td>
                  {u.cd_agrupadora === u.cd_unidade
                    ? 'a própria unidade'
                    : `${u.cd_agrupadora}${u.nm_agrupadora ? ` - ${u.nm_agrupadora}` : ''}`}
                </Table.Td>
              </Table.Tr>
              {FLAGS_UNIDADE.map((k) => (
                <Table.Tr key={k}>
                  <Table.Th title={DESCRICOES_FLAGS_UNIDADE[k]}>{ROTULOS_FLAGS_UNIDADE[k]}</Table.Th>
                  <Table.Td>{u[k] === 'S' ? 'Sim' : 'Não'}</Table.Td>
                </Table.Tr>
              ))}
              <Table.Tr>
                <Table.Th>{ROTULO_DIAS_PRAZO_VAGA}</Table.Th>
                <Table.Td>{u.nr_dias_prazo_vaga}</Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
          <div>
            <Title order={3} size="h5" mb={4}>
              Histórico administrativo
            </Title>
            <TrilhaAuditoria auditoria={u.auditoria} rotulos={CAMPOS} />
          </div>
          <UnidadeFormModal opened={editar} onClose={() => setEditar(false)} unidade={u} />
        </Stack>
      )}
    </Drawer>
  );
}
