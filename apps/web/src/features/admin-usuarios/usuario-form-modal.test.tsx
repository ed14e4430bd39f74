import type { UsuarioAdminDetalhe } from '@backoffice/domain/administracao';
import type { PerfilAcessoLinha } from '@backoffice/domain/perfis-acesso';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../components/testing/render';
import { UsuarioFormModal } from './usuario-form-modal';

const json = (corpo: unknown, status = 200) =>
  new Response(JSON.stringify(corpo), { status, headers: { 'content-type': 'application/json' } });

const perfil = (id_perfil: number, nm_perfil: string, codigos: number[]): PerfilAcessoLinha => ({
  id_perfil,
  nm_perfil,
  codigos,
  nr_usuarios: 1,
  auditoria: [],
});
const PERFIS = [
  perfil(5, 'Call center', [25, 316]),
  perfil(6, 'Financeiro', [107, 341]),
  perfil(7, 'Marketing', [338]),
];

const USUARIO: UsuarioAdminDetalhe = {
  user_sip: 1200,
  cd_sip: 12,
  nm_login: 'eva',
  nm_pessoa: 'Eva Lima',
  ds_email: null,
  cd_unid: 1,
  nm_unidade: 'Matriz',
  id_ativo: 'S',
  dt_ultimo_login: null,
  cd_setor: null,
  grupos: [],
  nr_telefone: null,
  perfis: [{ id_perfil: 6, nm_perfil: 'Financeiro' }],
  permissoes_extras: [25],
  permissoes: [25, 107, 341],
  id_justifica_cancelamento: 'N',
  id_help_desk: 'S',
  telas: [],
  bloqueado: false,
  unidades_analista: [],
  auditoria: [],
};

const fetchMock = vi.fn<typeof fetch>();
const enviados: { url: string; corpo: unknown }[] = [];

beforeEach(() => {
  enviados.length = 0;
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url, init) => {
    const u = String(url);
    if ((init?.method ?? 'GET') !== 'GET') {
      enviados.push({ url: u, corpo: JSON.parse(String(init?.body)) });
      return json({ message: 'Usuário alterado.' });
    }
    if (u.includes('/admin/perfis')) return json(PERFIS);
    if (u.includes('/admin/unidades'))
      return json([
        {
          cd_unidade: 1,
          nm_unidade: 'Matriz',
          cd_uf: 'SP',
          nm_cidade: 'São Paulo',
          cd_agrupadora: 1,
          id_ativo: 'S',
        },
      ]);
    return json([]);
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('UsuarioFormModal', () => {
  it('edits the profiles (from the server), the extra codes and the flags, sending the ids and the extras', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderWithProviders(<UsuarioFormModal opened onClose={() => {}} usuario={USUARIO} />);
    const modal = await screen.findByRole('dialog', { name: 'Editar usuário eva' });
    // the user's profile and flags as stored, and the codes they add up to
    expect(await within(modal).findByText('Códigos do usuário: 25, 107, 341')).toBeInTheDocument();
    expect(within(modal).getByLabelText('Vê o Help Desk')).toBeChecked();
    expect(within(modal).getByLabelText('Pode justificar cancelamento de vagas')).not.toBeChecked();

    await user.click(within(modal).getByLabelText('Perfis'));
    await user.click(await screen.findByRole('option', { name: 'Marketing', hidden: true }));
    expect(within(modal).getByText('Códigos do usuário: 25, 107, 338, 341')).toBeInTheDocument();
    await user.click(within(modal).getByLabelText('Pode justificar cancelamento de vagas'));
    await user.click(within(modal).getByLabelText('Vê o Help Desk'));

    await user.click(within(modal).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(enviados).toHaveLength(1));
    expect(enviados[0]!.url).toContain('/api/admin/usuarios/1200');
    expect(enviados[0]!.corpo).toMatchObject({
      perfis: [6, 7],
      permissoes: [25],
      id_justifica_cancelamento: 'S',
      id_help_desk: 'N',
    });
  });
});
