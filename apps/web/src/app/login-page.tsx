import {
  type ConfigLogin,
  configLoginSchema,
  ERROS_SSO,
  loginRequestSchema,
  mensagemErroSso,
  type UsuarioSessao,
  usuarioSessaoSchema,
} from '@backoffice/domain/auth';
import { CONTRATOS_AUTH as C } from '@backoffice/domain/contratos/auth';
import { Alert, Button, Divider, Loader, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle, IconBuildingSkyscraper, IconLock, IconUser } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { ApiError, chamar, urlDe } from '../lib/api-client';
import { useFormulario } from '../lib/formulario/formulario';
import { lerUsuario, salvarUsuario } from '../lib/sessao';
import { CartaoEntrada } from './cartao-entrada';

const FALHA_LOGIN = 'Não foi possível entrar. Tente novamente.';
const FALHA_SSO = ERROS_SSO['sso-falha']();

// Until the server says otherwise: the password form, no company account button.
const CONFIG_PADRAO: ConfigLogin = { sso: false, senha: true };

/** What the login page offers (GET /api/auth/config); the default while it is not known. */
function useConfigLogin(): ConfigLogin {
  const [config, setConfig] = useState<ConfigLogin>(CONFIG_PADRAO);
  useEffect(() => {
    const controle = new AbortController();
    chamar(C.configLogin, {}, { notificar: false, tratar401: false, signal: controle.signal })
      .then((dados) => {
        const r = configLoginSchema.safeParse(dados);
        if (r.success) setConfig(r.data);
      })
      .catch(() => {});
    return () => controle.abort();
  }, []);
  return config;
}

/** A message another public page leaves for the login (e.g. a new password was set). */
function avisoRecebido(estado: unknown): string | null {
  const mensagem = (estado as { mensagem?: unknown } | null)?.mensagem;
  return typeof mensagem === 'string' ? mensagem : null;
}

function destinoSeguro(estado: unknown): string {
  const destino = (estado as { destino?: unknown } | null)?.destino;
  return typeof destino === 'string' && destino.startsWith('/') && !destino.startsWith('//') ? destino : '/';
}

/**
 * Login: Usuário and Senha (wrong password and lockout show the server's message) and, when the
 * server has it, the company account. Back from the company account the page reads the session
 * (?sso=1) or shows the refusal (?erro=).
 */
export function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const config = useConfigLogin();
  const [parametros] = useState(() => new URLSearchParams(location.search));
  const [voltouDoSso] = useState(() => parametros.get('sso') === '1');
  const [concluindoSso, setConcluindoSso] = useState(voltouDoSso);
  const f = useFormulario(loginRequestSchema, { usuario: '', senha: '' }, (v) => ({
    usuario: v.usuario.trim(),
    senha: v.senha,
  }));
  const [erro, setErro] = useState<string | null>(() =>
    mensagemErroSso(parametros.get('erro') ?? '', parametros.get('email') ?? undefined),
  );
  const [aviso] = useState(() => avisoRecebido(location.state));
  const [jaLogado] = useState(() => lerUsuario() !== null);
  const usuarioRef = useRef<HTMLInputElement>(null);
  const senhaRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    document.title = 'Entrar · Back-office RH';
    return () => {
      document.title = 'Back-office RH';
    };
  }, []);

  // Back from the company account: the session cookie is set; the user is read and kept.
  useEffect(() => {
    if (!voltouDoSso || jaLogado) return;
    let ativo = true;
    chamar(C.sessao, {}, { notificar: false, tratar401: false, fallback: FALHA_SSO })
      .then((dados) => {
        const r = usuarioSessaoSchema.safeParse(dados);
        if (!r.success) throw new ApiError(500, dados, FALHA_SSO, false);
        if (!ativo) return;
        queryClient.clear();
        salvarUsuario(r.data satisfies UsuarioSessao);
        navigate('/', { replace: true });
      })
      .catch(() => {
        if (!ativo) return;
        setErro(FALHA_SSO);
        setConcluindoSso(false);
        navigate('/login', { replace: true });
      });
    return () => {
      ativo = false;
    };
  }, [voltouDoSso, jaLogado, queryClient, navigate]);

  if (jaLogado) return <Navigate to="/" replace />;

  const entrar = f.aoEnviar(
    async (corpo) => {
      setErro(null);
      try {
        const dados = await chamar(
          C.login,
          { corpo },
          { notificar: false, tratar401: false, fallback: FALHA_LOGIN },
        );
        const r = usuarioSessaoSchema.safeParse(dados);
        if (!r.success) throw new ApiError(500, dados, FALHA_LOGIN, false);
        queryClient.clear();
        salvarUsuario(r.data satisfies UsuarioSessao);
        navigate(destinoSeguro(location.state), { replace: true });
      } catch (err) {
        // every refusal (wrong password, lockout, a 400) is the one message above the fields
        setErro(err instanceof ApiError ? err.mensagem : FALHA_LOGIN);
        f.definir('senha', '');
        senhaRef.current?.focus();
      }
    },
    (mensagens) => {
      if (mensagens.usuario) {
        setErro(f.envio().usuario ? mensagens.usuario : 'Informe o usuário.');
        usuarioRef.current?.focus();
      } else if (mensagens.senha) {
        setErro(f.envio().senha ? mensagens.senha : 'Informe a senha.');
        senhaRef.current?.focus();
      }
    },
  );

  return (
    <CartaoEntrada
      titulo="Back-office RH"
      subtitulo={
        config.sso && !config.senha
          ? 'Recrutamento e Seleção · Acesse com a conta da empresa'
          : 'Recrutamento e Seleção · Acesse com seu usuário e senha'
      }
      rodape={
        <Text size="xs" c="dimmed" ta="center" mt="md">
          Uso restrito a colaboradores autorizados.
        </Text>
      }
    >
      {aviso && !erro && (
        <Alert color="green" variant="light" role="status" data-testid="aviso-login">
          {aviso}
        </Alert>
      )}
      {erro && (
        <Alert
          id="erro-login"
          color="red"
          variant="light"
          icon={<IconAlertCircle aria-hidden />}
          role="alert"
          data-testid="erro-login"
        >
          {erro}
        </Alert>
      )}
      {concluindoSso ? (
        <Stack align="center" gap="xs" role="status" aria-live="polite">
          <Loader size="sm" type="dots" aria-hidden />
          <Text size="sm">Entrando…</Text>
        </Stack>
      ) : (
        <>
          {config.sso && (
            <Button
              component="a"
              href={urlDe(C.oidcEntrar, {})}
              fullWidth
              variant={config.senha ? 'default' : 'filled'}
              leftSection={<IconBuildingSkyscraper size={16} aria-hidden />}
            >
              Entrar com a conta da empresa
            </Button>
          )}
          {config.sso && config.senha && <Divider label="ou com usuário e senha" labelPosition="center" />}
          {config.senha && (
            <form onSubmit={entrar} noValidate aria-describedby={erro ? 'erro-login' : undefined}>
              <Stack gap="md">
                <TextInput
                  ref={usuarioRef}
                  label="Usuário"
                  name="usuario"
                  autoComplete="username"
                  autoCapitalize="none"
                  spellCheck={false}
                  autoFocus
                  aria-required
                  leftSection={<IconUser size={16} aria-hidden />}
                  value={f.valor('usuario')}
                  onChange={(e) => f.definir('usuario', e.currentTarget.value)}
                  disabled={f.pendente}
                  maxLength={60}
                />
                <PasswordInput
                  ref={senhaRef}
                  label="Senha"
                  name="senha"
                  autoComplete="current-password"
                  aria-required
                  leftSection={<IconLock size={16} aria-hidden />}
                  value={f.valor('senha')}
                  onChange={(e) => f.definir('senha', e.currentTarget.value)}
                  disabled={f.pendente}
                  visibilityToggleButtonProps={{ 'aria-label': 'Mostrar ou ocultar a senha' }}
                />
                <Button type="submit" fullWidth loading={f.pendente} loaderProps={{ type: 'dots' }} mt="xs">
                  Entrar
                </Button>
              </Stack>
            </form>
          )}
        </>
      )}
    </CartaoEntrada>
  );
}
