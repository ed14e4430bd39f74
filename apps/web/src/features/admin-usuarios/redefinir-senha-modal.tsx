import { LIMITES_ADMIN_ACESSO } from '@backoffice/domain/administracao-acesso';
import { CONTRATOS_ADMIN as CA } from '@backoffice/domain/contratos/admin';
import { Button, Radio, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { AppModal } from '../../components/controls/app-modal';
import { useAcao } from '../../lib/dados';

type Modo = 'link' | 'temporaria';

/**
 * Redefinir senha, two ways: a one-time link to the user's e-mail (the user chooses the password;
 * not offered without an e-mail) or a temporary password shown once.
 */
export function RedefinirSenhaModal({
  usuario,
  opened,
  onClose,
  onSenhaTemporaria,
}: {
  usuario: { user_sip: number; nm_pessoa: string; ds_email: string | null };
  opened: boolean;
  onClose: () => void;
  onSenhaTemporaria: (nome: string, senha: string) => void;
}) {
  const padrao: Modo = usuario.ds_email ? 'link' : 'temporaria';
  const [modo, setModo] = useState<Modo>(padrao);
  useEffect(() => {
    if (opened) setModo(padrao);
  }, [opened, padrao]);
  const redefinir = useAcao(CA.redefinirSenha, {
    sucesso: (r) => ('ds_email' in r ? r.message : undefined),
    aoConcluir: (r) => {
      onClose();
      if ('senha_temporaria' in r) onSenhaTemporaria(usuario.nm_pessoa, r.senha_temporaria);
    },
    invalidar: [CA.usuario],
  });
  return (
    <AppModal
      opened={opened}
      onClose={onClose}
      title="Redefinir senha"
      size="md"
      footer={
        <>
          <Button variant="default" onClick={onClose} disabled={redefinir.isPending}>
            Cancelar
          </Button>
          <Button
            loading={redefinir.isPending}
            onClick={() => redefinir.mutate({ params: { user_sip: usuario.user_sip }, corpo: { modo } })}
          >
            {modo === 'link' ? 'Enviar link' : 'Gerar senha temporária'}
          </Button>
        </>
      }
    >
      <Stack gap="sm">
        <Text size="sm">As sessões abertas de {usuario.nm_pessoa} são encerradas agora.</Text>
        <Radio.Group
          value={modo}
          onChange={(v) => setModo(v as Modo)}
          label="Como o usuário recebe a nova senha"
        >
          <Stack gap="sm" mt="xs">
            <Radio
              value="link"
              disabled={!usuario.ds_email}
              label="Link por e-mail"
              description={
                usuario.ds_email
                  ? `Um link de uso único, válido por ${LIMITES_ADMIN_ACESSO.linkValidoHoras} horas, vai para ${usuario.ds_email}; o usuário escolhe a própria senha.`
                  : 'O usuário não tem e-mail: cadastre um em Editar para usar esta opção.'
              }
            />
            <Radio
              value="temporaria"
              label="Senha temporária"
              description="Mostrada uma vez, para você entregar ao usuário; ele a troca no primeiro acesso."
            />
          </Stack>
        </Radio.Group>
      </Stack>
    </AppModal>
  );
}
