import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderizar } from '../../app/test-utils';
import { entrarComo } from '../../lib/sessao-teste';
import { DesativarUsuarioModal } from './desativar-usuario-modal';

const VAGAS = [
  {
    nr_vaga: 301,
    nm_cargo: 'Soldador',
    nm_cliente: 'Metalúrgica Exemplo',
    dt_abertura: '2026-01-05',
    nm_situacao_vaga: 'Aberta',
  },
  {
    nr_vaga: 305,
    nm_cargo: 'Torneiro',
    nm_cliente: 'Usinagem Sul',
    dt_abertura: '2026-02-10',
    nm_situacao_vaga: 'Cliente',
  },
];

let pedidos: { metodo: string; url: string; corpo: unknown }[] = [];
function servidor(vagas: unknown[]) {
  pedidos = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const metodo = init?.method ?? 'GET';
      pedidos.push({ metodo, url, corpo: init?.body ? JSON.parse(String(init.body)) : undefined });
      const json = (corpo: unknown) =>
        new Response(JSON.stringify(corpo), { status: 200, headers: { 'content-type': 'application/json' } });
      if (url === '/api/admin/usuarios/20/vagas-abertas') return json(vagas);
      if (url.startsWith('/api/analista/analistas/1/'))
        return json([
          {
            CD_PESSOA_ANALISTA: 30,
            NM_PESSOA_ANALISTA: 'Davi Destino',
            NR_TELEFONE: null,
            CD_SIP: 3,
            CD_UNID: 1,
          },
        ]);
      if (url.endsWith('/transferir-vagas'))
        return json({ message: '2 vagas transferidas para Davi Destino.', transferidas: [301, 305] });
      if (url.endsWith('/desativar')) return json({ message: 'Acesso desativado.' });
      return new Response('{"error":"?"}', { status: 404, headers: { 'content-type': 'application/json' } });
    }),
  );
}

beforeEach(() => {
  localStorage.clear();
  entrarComo({ cd_sip: 1, permissoes: [900] });
});
afterEach(() => vi.unstubAllGlobals());

const usuario = { user_sip: 20, nm_pessoa: 'Sara Saindo' };

describe('DesativarUsuarioModal', () => {
  it('lists the open vacancies and transfers them before deactivating', async () => {
    servidor(VAGAS);
    const onClose = vi.fn();
    renderizar(<DesativarUsuarioModal usuario={usuario} opened onClose={onClose} />);
    expect(await screen.findByText('2 vagas abertas')).toBeInTheDocument();
    expect(screen.getByText('Soldador')).toBeInTheDocument();
    expect(screen.getByText('Metalúrgica Exemplo')).toBeInTheDocument();
    expect(screen.getByText('05/01/2026')).toBeInTheDocument();
    const transferir = screen.getByRole('button', { name: 'Transferir e desativar' });
    expect(transferir).toBeDisabled();

    const campo = screen.getAllByLabelText('Transferir para').find((e) => e.tagName === 'INPUT')!;
    act(() => campo.focus());
    fireEvent.change(campo, { target: { value: 'Davi' } });
    fireEvent.click(await screen.findByText('Davi Destino', {}, { timeout: 3000 }));
    await waitFor(() => expect(transferir).toBeEnabled());
    await userEvent.click(transferir);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const escritas = pedidos.filter((p) => p.metodo === 'POST');
    expect(escritas).toEqual([
      { metodo: 'POST', url: '/api/admin/usuarios/20/transferir-vagas', corpo: { cd_analista: 30 } },
      { metodo: 'POST', url: '/api/admin/usuarios/20/desativar', corpo: undefined },
    ]);
  });

  it('deactivates without transferring, and without vacancies offers only Desativar', async () => {
    servidor(VAGAS);
    const onClose = vi.fn();
    const { unmount } = renderizar(<DesativarUsuarioModal usuario={usuario} opened onClose={onClose} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Desativar sem transferir' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(pedidos.filter((p) => p.metodo === 'POST').map((p) => p.url)).toEqual([
      '/api/admin/usuarios/20/desativar',
    ]);
    unmount();

    servidor([]);
    renderizar(<DesativarUsuarioModal usuario={usuario} opened onClose={vi.fn()} />);
    expect(
      await screen.findByText('Nenhuma vaga aberta tem este usuário como analista.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Desativar' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Transferir e desativar' })).toBeNull();
  });
});
