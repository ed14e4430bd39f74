import { CONTRATOS_AUTH as C } from '@backoffice/domain/contratos/auth';
import { formatarDataHora } from '@backoffice/domain/datas';
import type { SessaoDoUsuario } from '@backoffice/domain/senha-usuario';
import { Alert, Badge, Button, Card, Group, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { EmptyState, LoadingState } from '../../components/controls/list-states';
import { consulta, useAcao } from '../../lib/dados';
import { encerrarSessaoLocal, useUsuario } from '../../lib/sessao';
import { descreverDispositivo } from './dispositivo';
import { TrocarSenhaForm } from './trocar-senha-form';

const ERRO_SESSOES = 'Não foi possível carregar as sessões.';

/** Minha conta: the user's own password, and the sessions open with their login. */
export function MinhaContaPage() {
  const usuario = useUsuario();
  return (
    <Stack gap="lg" p="md" maw={960}>
      <div>
        <Title order={2} size="h3">
          Minha conta
        </Title>
        {usuario && (
          <Text size="sm" c="dimmed">
            {usuario.nm_pessoa} · login {usuario.nm_login} · unidade {usuario.cd_unid}
          </Text>
        )}
      </div>
      {usuario && <TrocarSenhaForm login={usuario.nm_login} />}
      <Sessoes />
    </Stack>
  );
}

function Sessoes() {
  const sessoes = useQuery(consulta(C.sessoes, {}, ERRO_SESSOES));
  const encerrar = useAcao(C.encerrarSessao, {
    aoConcluir: (_r, pedido) => {
      const atual = sessoes.data?.find((s) => s.id === pedido.params.id)?.atual;
      if (atual) encerrarSessaoLocal();
    },
  });
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="titulo-sessoes">
      <Stack gap="sm">
        <Title order={3} size="h4" id="titulo-sessoes">
          Sessões abertas
        </Title>
        <Text size="sm" c="dimmed">
          Onde o seu login está em uso. Encerre a sessão de um computador que não é mais seu: ela sai no
          próximo clique de quem a usa.
        </Text>
        {sessoes.isError && <Alert color="red">{ERRO_SESSOES}</Alert>}
        {sessoes.isPending ? (
          <LoadingState />
        ) : !sessoes.data?.length ? (
          <EmptyState text="Nenhuma sessão aberta." />
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table striped highlightOnHover verticalSpacing={6} aria-label="Sessões abertas">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Dispositivo</Table.Th>
                  <Table.Th>Endereço</Table.Th>
                  <Table.Th>Entrada</Table.Th>
                  <Table.Th>Último uso</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>Ações</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {sessoes.data.map((s) => (
                  <LinhaSessao
                    key={s.id}
                    sessao={s}
                    encerrando={encerrar.isPending && encerrar.variables?.params.id === s.id}
                    aoEncerrar={() => encerrar.mutate({ params: { id: s.id } })}
                  />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Card>
  );
}

function LinhaSessao(p: { sessao: SessaoDoUsuario; encerrando: boolean; aoEncerrar: () => void }) {
  const { sessao: s } = p;
  const dispositivo = descreverDispositivo(s.ds_user_agent);
  return (
    <Table.Tr>
      <Table.Td title={s.ds_user_agent ?? undefined}>
        <Group gap="xs" wrap="nowrap">
          <Text size="sm">{dispositivo}</Text>
          {s.atual && (
            <Badge size="sm" variant="light">
              Esta sessão
            </Badge>
          )}
        </Group>
      </Table.Td>
      <Table.Td>{s.ds_ip ?? '-'}</Table.Td>
      <Table.Td>{formatarDataHora(s.criado_em)}</Table.Td>
      <Table.Td>{formatarDataHora(s.ultimo_acesso_em)}</Table.Td>
      <Table.Td ta="right">
        <Button
          size="xs"
          variant="default"
          loading={p.encerrando}
          onClick={p.aoEncerrar}
          aria-label={s.atual ? 'Encerrar esta sessão (sair)' : `Encerrar a sessão de ${dispositivo}`}
        >
          {s.atual ? 'Sair' : 'Encerrar'}
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}
