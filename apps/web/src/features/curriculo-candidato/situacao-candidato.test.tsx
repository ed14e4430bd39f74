import { MENSAGENS_CADASTRO as M } from '@backoffice/domain/candidato-cadastro';
import { PERMISSOES } from '@backoffice/domain/permissions';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderizar } from '../../app/test-utils';
import { entrarComo } from '../../lib/sessao-teste';
import { SituacaoCandidato } from './situacao-candidato';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockResolvedValue(
    new Response(JSON.stringify({ status: 1, message: M.esocialAtualizado }), {
      headers: { 'content-type': 'application/json' },
    }),
  );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

const situacao = (esocial: string) => (
  <SituacaoCandidato cd={5} bloqueado={false} dtInativo={null} esocial={esocial} usoImagem="0" nota={null} />
);

describe('SituacaoCandidato: e-Social', () => {
  it('offers the validate action to a user holding the editing codes, and sends status V', async () => {
    entrarComo({ permissoes: [58] });
    renderizar(situacao('N'));
    expect(screen.getByText('Não Enviado')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Validar e-Social' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([u]) => String(u).includes('candidato/status-esocial'))).toBe(true),
    );
    const [, init] = fetchMock.mock.calls.find(([u]) => String(u).includes('status-esocial')) ?? [];
    expect(JSON.parse(String(init?.body))).toMatchObject({ cd_pessoa_candidato: 5, status: 'V' });
  });

  it('hides it from a user without them (the server answers 403 to them)', () => {
    entrarComo({ permissoes: [...PERMISSOES.callcenter] });
    renderizar(situacao('N'));
    expect(screen.getByText('Não Enviado')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Validar e-Social' })).toBeNull();
  });

  it('hides it when the status is already V or L', () => {
    entrarComo({ permissoes: [58] });
    const { unmount } = renderizar(situacao('V'));
    expect(screen.getByText('Validado')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Validar e-Social' })).toBeNull();
    unmount();
    renderizar(situacao('L'));
    expect(screen.queryByRole('button', { name: 'Validar e-Social' })).toBeNull();
  });
});

describe('SituacaoCandidato: inactivation', () => {
  const inativar = () => userEvent.click(screen.getByRole('button', { name: 'Inativar candidato' }));

  it('asks the date beside its field before the reason', async () => {
    entrarComo({ permissoes: [58] });
    renderizar(situacao('N'));
    await inativar();
    expect(await screen.findByText(M.dataInativacao)).toBeInTheDocument();
    expect(screen.queryByText('Confirma: inativar candidato?')).toBeNull();
  });

  it('refuses a date not after today beside the field', async () => {
    entrarComo({ permissoes: [58] });
    renderizar(situacao('N'));
    await userEvent.type(screen.getByLabelText('Inativo até'), '01/01/2020');
    await inativar();
    expect(await screen.findByText(M.dataInativacaoPassada)).toBeInTheDocument();
    expect(screen.queryByText('Confirma: inativar candidato?')).toBeNull();
  });

  it('asks the reason once the date is after today', async () => {
    entrarComo({ permissoes: [58] });
    renderizar(situacao('N'));
    await userEvent.type(screen.getByLabelText('Inativo até'), '31/12/2199');
    await inativar();
    expect(await screen.findByText('Confirma: inativar candidato?')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
