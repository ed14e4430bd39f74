import { CONTRATOS_AUTH as C } from '@backoffice/domain/contratos/auth';
import {
  LIMITES_SENHA_USUARIO,
  MENSAGENS_CONTA,
  trocarSenhaFormSchema,
} from '@backoffice/domain/senha-usuario';
import { Button, Card, Group, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useAcao } from '../../lib/dados';
import { AlertaFormulario } from '../../lib/formulario/alerta-formulario';
import { useFormulario } from '../../lib/formulario/formulario';

const VAZIO = { senha_atual: '', nova_senha: '', confirmacao: '' };

/**
 * The own password change (current, new twice), with the staff password policy beside each field.
 * `temporaria`: the first access with a password given by an administrator.
 */
export function TrocarSenhaForm({
  login,
  temporaria = false,
  aoTrocar,
}: {
  login: string;
  temporaria?: boolean;
  aoTrocar?: () => void;
}) {
  const esquema = useMemo(() => trocarSenhaFormSchema(login), [login]);
  const f = useFormulario(esquema, VAZIO);
  const trocar = useAcao(C.trocarSenha, { silencioso: true, sucesso: MENSAGENS_CONTA.senhaTrocada });
  const salvar = f.aoEnviar(async ({ senha_atual, nova_senha }) => {
    await trocar.mutateAsync({ corpo: { senha_atual, nova_senha } });
    f.form.reset(VAZIO);
    aoTrocar?.();
  });
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="titulo-trocar-senha">
      <form onSubmit={(e) => void salvar(e)} noValidate>
        <Stack gap="sm" maw={420}>
          <Title order={3} size="h4" id="titulo-trocar-senha">
            {temporaria ? 'Escolha a sua senha' : 'Trocar senha'}
          </Title>
          {temporaria && <Text size="sm">{MENSAGENS_CONTA.trocarAntes}</Text>}
          <Text size="sm" c="dimmed">
            Ao menos {LIMITES_SENHA_USUARIO.min} caracteres, diferente do login e de senhas comuns. Uma frase
            curta é fácil de lembrar e difícil de adivinhar.
          </Text>
          <AlertaFormulario mensagem={f.erroGeral} />
          <PasswordInput
            label={temporaria ? 'Senha temporária' : 'Senha atual'}
            required
            autoComplete="current-password"
            {...f.campo.texto('senha_atual')}
          />
          <PasswordInput
            label="Nova senha"
            required
            autoComplete="new-password"
            {...f.campo.texto('nova_senha')}
          />
          <PasswordInput
            label="Confirme a nova senha"
            required
            autoComplete="new-password"
            {...f.campo.texto('confirmacao')}
          />
          <Group>
            <Button type="submit" loading={f.pendente}>
              Salvar
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
