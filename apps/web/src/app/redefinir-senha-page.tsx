import {
  MENSAGENS_ADMIN_ACESSO as MA,
  redefinirSenhaLinkFormSchema,
} from '@backoffice/domain/administracao-acesso';
import { CONTRATOS_AUTH as C } from '@backoffice/domain/contratos/auth';
import { LIMITES_SENHA_USUARIO } from '@backoffice/domain/senha-usuario';
import { Alert, Anchor, Button, PasswordInput, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { chamar } from '../lib/api-client';
import { AlertaFormulario } from '../lib/formulario/alerta-formulario';
import { useFormulario } from '../lib/formulario/formulario';
import { CartaoEntrada } from './cartao-entrada';

const FALHA = 'Não foi possível definir a senha. Tente novamente.';

/**
 * /redefinir-senha?token=...: the page of the one-time link an administrator e-mails (no session).
 * The new password twice, with the staff policy beside the fields; then the login, with a message.
 */
export function RedefinirSenhaPage() {
  const navigate = useNavigate();
  const [busca] = useSearchParams();
  // the token leaves the address bar (and the history) once read
  const [token] = useState(() => busca.get('token') ?? '');
  useEffect(() => {
    if (busca.has('token')) navigate('/redefinir-senha', { replace: true });
  }, [busca, navigate]);
  useEffect(() => {
    document.title = 'Nova senha · Back-office RH';
    return () => {
      document.title = 'Back-office RH';
    };
  }, []);

  const f = useFormulario(redefinirSenhaLinkFormSchema, { nova_senha: '', confirmacao: '' });
  const salvar = f.aoEnviar(async ({ nova_senha }) => {
    await chamar(
      C.redefinirSenhaLink,
      { corpo: { token, nova_senha } },
      { notificar: false, tratar401: false, fallback: FALHA },
    );
    navigate('/login', { replace: true, state: { mensagem: MA.senhaDefinida } });
  });

  return (
    <CartaoEntrada
      titulo="Escolha a sua nova senha"
      subtitulo={
        <>
          Ao menos {LIMITES_SENHA_USUARIO.min} caracteres, diferente do login e de senhas comuns. Uma frase
          curta é fácil de lembrar e difícil de adivinhar.
        </>
      }
    >
      {token ? (
        <form onSubmit={(e) => void salvar(e)} noValidate>
          <Stack gap="md">
            <AlertaFormulario mensagem={f.erroGeral} />
            <PasswordInput
              label="Nova senha"
              required
              autoFocus
              autoComplete="new-password"
              visibilityToggleButtonProps={{ 'aria-label': 'Mostrar ou ocultar a senha' }}
              {...f.campo.texto('nova_senha')}
            />
            <PasswordInput
              label="Confirme a nova senha"
              required
              autoComplete="new-password"
              visibilityToggleButtonProps={{ 'aria-label': 'Mostrar ou ocultar a senha' }}
              {...f.campo.texto('confirmacao')}
            />
            <Button type="submit" fullWidth loading={f.pendente} mt="xs">
              Salvar a nova senha
            </Button>
          </Stack>
        </form>
      ) : (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
          {MA.linkInvalido}
        </Alert>
      )}
      <Anchor component={Link} to="/login" size="sm" ta="center">
        Voltar para a entrada
      </Anchor>
    </CartaoEntrada>
  );
}
