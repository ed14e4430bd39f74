import { usuarioSessaoSchema } from '@backoffice/domain/auth';
import { CONTRATOS_AUTH as C } from '@backoffice/domain/contratos/auth';
import { MENSAGENS } from '@backoffice/domain/mensagens';
import { notifications } from '@mantine/notifications';
import { createElement, useEffect } from 'react';
import { chamar } from '../lib/api-client';
import { lerArmazenado } from '../lib/armazenamento-local';
import { irParaLogin, lerUsuario, limparSessao, salvarUsuario } from '../lib/sessao';

/** GET /api/session every 10 minutes (spec 002 §9). */
export const INTERVALO_VERIFICACAO_SESSAO_MS = 600_000;

/** Lets the end-to-end tests shorten the interval (a number of ms in this storage key). */
export const CHAVE_INTERVALO_TESTE = 'intervaloVerificacaoSessaoMs';

export const ID_TOAST_SESSAO = 'sessao-expirada';

function intervalo(): number {
  return lerArmazenado(CHAVE_INTERVALO_TESTE, (v) =>
    typeof v === 'number' && Number.isFinite(v) && v >= 500 ? v : INTERVALO_VERIFICACAO_SESSAO_MS,
  );
}

/** The session is gone: forget the user and keep a toast until it is clicked, which leads to /login. */
export function avisarSessaoExpirada(aoExpirar?: () => void): void {
  limparSessao();
  aoExpirar?.();
  const ir = () => {
    notifications.hide(ID_TOAST_SESSAO);
    irParaLogin();
  };
  notifications.show({
    id: ID_TOAST_SESSAO,
    color: 'red',
    autoClose: false,
    withCloseButton: false,
    style: { cursor: 'pointer' },
    onClick: ir,
    message: createElement(
      'button',
      {
        type: 'button',
        onClick: ir,
        style: {
          all: 'unset',
          cursor: 'pointer',
          textDecoration: 'underline',
          textUnderlineOffset: 2,
        },
        'data-testid': 'toast-sessao-expirada',
      },
      MENSAGENS.sessaoExpirada,
    ),
  });
}

/**
 * Asks the server, now and then, whether the session still stands; refreshes the stored user. The
 * answer counts only for the user stored when it was asked: after a logout it writes nothing.
 */
export async function verificarSessao(aoExpirar?: () => void): Promise<boolean> {
  const antes = lerUsuario()?.cd_sip;
  try {
    const dados = await chamar(C.sessao, {}, { notificar: false, tratar401: false });
    const r = usuarioSessaoSchema.safeParse(dados);
    // a logout (or another login) while the answer travelled wins: the answer no longer speaks for it
    if (r.success && antes !== undefined && lerUsuario()?.cd_sip === antes) salvarUsuario(r.data);
    return true;
  } catch {
    if (antes !== undefined && lerUsuario()?.cd_sip === antes) avisarSessaoExpirada(aoExpirar);
    return false;
  }
}

export function useVerificacaoSessao(aoExpirar?: () => void): void {
  useEffect(() => {
    let ativo = true;
    const id = setInterval(async () => {
      if (!ativo) return;
      const ok = await verificarSessao(aoExpirar);
      if (!ok) {
        ativo = false;
        clearInterval(id);
      }
    }, intervalo());
    return () => {
      ativo = false;
      clearInterval(id);
    };
  }, [aoExpirar]);
}
