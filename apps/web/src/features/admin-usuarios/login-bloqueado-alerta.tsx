import { CONTRATOS_ADMIN as CA } from '@backoffice/domain/contratos/admin';
import { CONTRATOS_ADMIN_ACESSO as C } from '@backoffice/domain/contratos/admin-acesso';
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useAcao } from '../../lib/dados';

/** The login is locked by wrong passwords: the warning and Desbloquear. */
export function LoginBloqueadoAlerta({ userSip }: { userSip: number }) {
  const desbloquear = useAcao(C.desbloquear, { sucesso: (r) => r.message, invalidar: [CA.usuario] });
  return (
    <Alert color="orange" icon={<IconLock aria-hidden />} title="Login bloqueado por tentativas erradas">
      <Group justify="space-between" gap="xs">
        <Text size="sm">Senhas erradas seguidas bloquearam o login por alguns minutos.</Text>
        <Button
          size="xs"
          color="orange"
          loading={desbloquear.isPending}
          onClick={() => desbloquear.mutate({ params: { user_sip: userSip } })}
        >
          Desbloquear
        </Button>
      </Group>
    </Alert>
  );
}
