import type { UsuarioSessao } from '@backoffice/domain/auth';
import { Anchor, Center, Stack, Text } from '@mantine/core';
import { TrocarSenhaForm } from '../features/minha-conta/trocar-senha-form';
import { encerrarSessaoLocal, salvarUsuario } from '../lib/sessao';

/**
 * The first access with a temporary password (given by an administrator): the server answers only
 * the password change until it is done, so nothing else is shown.
 */
export function TrocaSenhaObrigatoria({ usuario }: { usuario: UsuarioSessao }) {
  return (
    <Center mih="100vh" p="md" component="main">
      <Stack gap="sm" w="100%" maw={480}>
        <Text size="sm" c="dimmed">
          {usuario.nm_pessoa} · login {usuario.nm_login}
        </Text>
        <TrocarSenhaForm
          login={usuario.nm_login}
          temporaria
          aoTrocar={() => salvarUsuario({ ...usuario, trocar_senha: undefined })}
        />
        <Anchor component="button" type="button" size="sm" onClick={encerrarSessaoLocal}>
          Sair
        </Anchor>
      </Stack>
    </Center>
  );
}
