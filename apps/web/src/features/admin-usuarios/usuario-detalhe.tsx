import { MENSAGENS_ADMIN_USUARIOS } from '@backoffice/domain/administracao';
import { CONTRATOS_ADMIN as C } from '@backoffice/domain/contratos/admin';
import { formatarDataHora } from '@backoffice/domain/datas';
import { Alert, Anchor, Badge, Button, Drawer, Group, List, Stack, Table, Text, Title } from '@mantine/core';
import { IconShieldSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/controls/confirm-dialog';
import { LoadingState } from '../../components/controls/list-states';
import { TrilhaAuditoria } from '../../components/trilha-auditoria/trilha-auditoria';
import { useAcao } from '../../lib/dados';
import { useUsuario } from '../../lib/sessao';
import { useTabs } from '../../lib/tabs';
import { useUsuarioAdmin } from './api-admin';
import { DesativarUsuarioModal } from './desativar-usuario-modal';
import { LoginBloqueadoAlerta } from './login-bloqueado-alerta';
import { RedefinirSenhaModal } from './redefinir-senha-modal';
import { UsuarioFormModal } from './usuario-form-modal';
import { VagasAbertasSecao } from './vagas-abertas-usuario';

/** The fields of a user's snapshots in the trail. */
const ROTULOS_TRILHA: Record<string, string> = {
  nm_login: 'Login',
  nm_pessoa: 'Nome',
  ds_email: 'E-mail',
  cd_unid: 'Unidade',
  cd_setor: 'Setor',
  grupos: 'Grupos',
  nr_telefone: 'Telefone',
  nr_ramal: 'Ramal',
  perfis: 'Perfis',
  permissoes_extras: 'Códigos extras',
  permissoes: 'Códigos',
  id_justifica_cancelamento: 'Pode justificar cancelamento de vagas',
  id_help_desk: 'Vê o Help Desk',
  id_ativo: 'Ativo',
  unidades_analista: 'Analista também das unidades',
  bloqueado: 'Login bloqueado',
  vagas: 'Vagas',
  cd_analista: 'Novo analista (código)',
  nm_analista: 'Novo analista',
  origem: 'Origem',
};

type Confirmacao = 'desativar' | 'reativar' | 'redefinir' | null;

/** Administração › Acessos a dados sensíveis, opened filtered by the user (?cdUsuario=<cd_sip>). */
const ABA_ACESSOS_LGPD = 'AdminAcessosLgpd';

/** A user's page: data, the screens their codes open, the actions and the administrative trail. */
export function UsuarioDetalheDrawer({
  userSip,
  onClose,
  onSenhaTemporaria,
}: {
  userSip: number | null;
  onClose: () => void;
  onSenhaTemporaria: (nome: string, senha: string) => void;
}) {
  const eu = useUsuario();
  const tabs = useTabs();
  const usuario = useUsuarioAdmin(userSip);
  const [editar, setEditar] = useState(false);
  const [confirmar, setConfirmar] = useState<Confirmacao>(null);
  const u = usuario.data;
  const fechar = () => setConfirmar(null);
  const reativar = useAcao(C.reativar, {
    sucesso: (r) => r.message,
    aoConcluir: fechar,
    invalidar: [C.usuario],
  });
  const params = { params: { user_sip: userSip ?? 0 } };

  return (
    <Drawer
      opened={userSip !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={u ? u.nm_pessoa : 'Usuário'}
      closeButtonProps={{ 'aria-label': 'Fechar' }}
    >
      {usuario.isPending ? (
        <LoadingState />
      ) : usuario.isError || !u ? (
        <Alert color="red">Não foi possível carregar o usuário.</Alert>
      ) : (
        <Stack gap="md">
          <Group gap="xs">
            <Badge color={u.id_ativo === 'S' ? 'green' : 'gray'} variant="light">
              {u.id_ativo === 'S' ? 'Ativo' : 'Desativado'}
            </Badge>
            <Text size="sm" c="dimmed">
              login {u.nm_login} · unidade {u.cd_unid}
              {u.nm_unidade ? ` - ${u.nm_unidade}` : ''}
            </Text>
          </Group>
          <Group gap="xs">
            <Button size="xs" onClick={() => setEditar(true)}>
              Editar
            </Button>
            <Button size="xs" variant="default" onClick={() => setConfirmar('redefinir')}>
              Redefinir senha
            </Button>
            {u.id_ativo === 'S' ? (
              <Button
                size="xs"
                variant="light"
                color="red"
                onClick={() => setConfirmar('desativar')}
                disabled={eu?.user_sip === u.user_sip}
                title={eu?.user_sip === u.user_sip ? MENSAGENS_ADMIN_USUARIOS.proprioUsuario : undefined}
              >
                Desativar acesso
              </Button>
            ) : (
              <Button size="xs" variant="light" color="green" onClick={() => setConfirmar('reativar')}>
                Reativar acesso
              </Button>
            )}
          </Group>
          {u.bloqueado && <LoginBloqueadoAlerta userSip={u.user_sip} />}
          <Anchor
            size="sm"
            href={tabs.url(ABA_ACESSOS_LGPD, { cdUsuario: u.cd_sip })}
            onClick={(e) => {
              e.preventDefault();
              onClose();
              tabs.abrir(ABA_ACESSOS_LGPD, { cdUsuario: u.cd_sip });
            }}
          >
            <Group gap={4} wrap="nowrap" component="span">
              <IconShieldSearch size={16} aria-hidden />
              Acessos a dados sensíveis deste usuário
            </Group>
          </Anchor>
          <Table variant="vertical" withTableBorder layout="fixed" aria-label="Dados do usuário">
            <Table.Tbody>
              <Table.Tr>
                <Table.Th w={160}>E-mail</Table.Th>
                <Table.Td>{u.ds_email ?? '-'}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>Telefone</Table.Th>
                <Table.Td>{u.nr_telefone ?? '-'}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>Setor e grupos</Table.Th>
                <Table.Td>
                  {u.cd_setor ?? '-'} · {u.grupos.length ? u.grupos.join(', ') : 'nenhum grupo'}
                </Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>Perfis</Table.Th>
                <Table.Td>
                  {u.perfis.length ? u.perfis.map((p) => p.nm_perfil).join(', ') : 'nenhum'}
                </Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>Códigos extras</Table.Th>
                <Table.Td>{u.permissoes_extras.length ? u.permissoes_extras.join(', ') : 'nenhum'}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>Códigos do usuário</Table.Th>
                <Table.Td>{u.permissoes.length ? u.permissoes.join(', ') : 'nenhum'}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>Justifica cancelamento</Table.Th>
                <Table.Td>{u.id_justifica_cancelamento === 'S' ? 'Sim' : 'Não'}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>Vê o Help Desk</Table.Th>
                <Table.Td>{u.id_help_desk === 'S' ? 'Sim' : 'Não'}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>Analista também das unidades</Table.Th>
                <Table.Td>{u.unidades_analista.length ? u.unidades_analista.join(', ') : 'nenhuma'}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>Último acesso</Table.Th>
                <Table.Td>
                  {u.dt_ultimo_login ? formatarDataHora(u.dt_ultimo_login) : 'Nunca entrou'}
                </Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
          <div>
            <Title order={3} size="h5" mb={4}>
              Telas que os códigos abrem
            </Title>
            {u.telas.length ? (
              <List size="sm" spacing={2}>
                {u.telas.map((t) => (
                  <List.Item key={t}>{t}</List.Item>
                ))}
              </List>
            ) : (
              <Text size="sm" c="dimmed">
                Nenhuma tela: dê um perfil ao usuário em Editar.
              </Text>
            )}
          </div>
          <VagasAbertasSecao userSip={u.user_sip} nome={u.nm_pessoa} />
          <div>
            <Title order={3} size="h5" mb={4}>
              Histórico administrativo
            </Title>
            <TrilhaAuditoria auditoria={u.auditoria} rotulos={ROTULOS_TRILHA} />
          </div>
          <UsuarioFormModal opened={editar} onClose={() => setEditar(false)} usuario={u} />
          <DesativarUsuarioModal usuario={u} opened={confirmar === 'desativar'} onClose={fechar} />
          <ConfirmDialog
            opened={confirmar === 'reativar'}
            title="Reativar acesso"
            message={`${u.nm_pessoa} volta a entrar com a senha que tinha.`}
            confirmLabel="Reativar"
            loading={reativar.isPending}
            onConfirm={() => reativar.mutate(params)}
            onCancel={fechar}
          />
          <RedefinirSenhaModal
            usuario={u}
            opened={confirmar === 'redefinir'}
            onClose={fechar}
            onSenhaTemporaria={onSenhaTemporaria}
          />
        </Stack>
      )}
    </Drawer>
  );
}
