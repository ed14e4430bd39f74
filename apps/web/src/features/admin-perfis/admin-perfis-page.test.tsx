import { MENSAGENS_PERFIS as M, type PerfilAcessoLinha } from '@backoffice/domain/perfis-acesso';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../components/testing/render';
import { mudancasAuditoria } from '../../components/trilha-auditoria/trilha-auditoria';
import { AdminPerfisPage } from './admin-perfis-page';

const json = (corpo: unknown, status = 200) =>
  new Response(JSON.stringify(corpo), { status, headers: { 'content-type': 'application/json' } });

const PERFIS: PerfilAcessoLinha[] = [
  {
    id_perfil: 5,
    nm_perfil: 'Call center',
    codigos: [25, 316],
    nr_usuarios: 3,
    auditoria: [
      {
        id: 7,
        dt_alteracao: '2026-03-10T15:30:00.000Z',
        nm_autor: 'Rosa Admin',
        ds_acao: 'alterar',
        antes: { nm_perfil: 'Call center', codigos: [316] },
        depois: { nm_perfil: 'Call center', codigos: [25, 316] },
      },
    ],
  },
  { id_perfil: 7, nm_perfil: 'Marketing', codigos: [338], nr_usuarios: 0, auditoria: [] },
];

// the form has a hundred checkboxes: checking each click's pointer-events over them is slow in jsdom,
// and role queries too (the checkboxes are found by label)
const fetchMock = vi.fn<typeof fetch>();
const enviados: { metodo: string; url: string; corpo: unknown }[] = [];

beforeEach(() => {
  enviados.length = 0;
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url, init) => {
    const metodo = init?.method ?? 'GET';
    if (metodo === 'GET') return json(PERFIS);
    enviados.push({ metodo, url: String(url), corpo: JSON.parse(String(init?.body)) });
    return json({ id_perfil: 9, message: M.criado });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Administração › Perfis', () => {
  it('lists the profiles with their codes and active users', async () => {
    renderWithProviders(<AdminPerfisPage />);
    const tabela = await screen.findByRole('table', { name: 'Perfis' });
    const linha = (await within(tabela).findByText('Call center')).closest('tr')!;
    expect(within(linha).getByText('2')).toBeInTheDocument();
    expect(within(linha).getByText('3')).toBeInTheDocument();
  });

  it('creates a profile picking its codes by area, showing the screens they open', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderWithProviders(<AdminPerfisPage />);
    await screen.findByText('Call center');
    await user.click(screen.getByRole('button', { name: 'Novo perfil' }));
    const modal = await screen.findByRole('dialog', { name: 'Novo perfil' });

    // a name another profile has, without case and accents, is refused before sending
    const nome = within(modal).getByLabelText(/Nome do perfil/);
    // pasted: typing key by key renders every code's checkbox on each key
    await user.click(nome);
    await user.paste('MARKÉTING');
    expect(within(modal).getByText(M.nomeExiste)).toBeInTheDocument();
    expect(within(modal).getByRole('button', { name: 'Salvar' })).toBeDisabled();
    await user.clear(nome);
    await user.paste('Financeiro e ramais');

    // without codes: the schema's message beside the codes
    await user.click(within(modal).getByRole('button', { name: 'Salvar' }));
    expect(await within(modal).findByText(M.codigosObrigatorios)).toBeInTheDocument();
    expect(enviados).toEqual([]);

    // whole areas, then one code of another
    expect(within(modal).getByText('Nenhuma tela.')).toBeInTheDocument();
    await user.click(within(modal).getByLabelText('Área Financeiro: todos os códigos'));
    // finance reads the billing evaluation
    expect(within(modal).getByText('Financeiro › Faturamento Avaliação')).toBeInTheDocument();
    await user.click(within(modal).getByLabelText('Área Bot Valida Cliente: todos os códigos'));
    await user.click(within(modal).getByLabelText('Código 25 (Ramais)'));
    expect(within(modal).getByText('3 códigos: 25, 107, 341')).toBeInTheDocument();
    expect(within(modal).getByText('Financeiro › Bot Valida Cliente')).toBeInTheDocument();
    const telas = [...modal.querySelectorAll('li')].map((i) => i.textContent);
    expect(telas).toEqual([
      'Financeiro › Bot Valida Cliente',
      'Financeiro › Faturamento Avaliação',
      'Financeiro › Contratações',
      'Ramais',
    ]);

    await user.click(within(modal).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(enviados).toHaveLength(1));
    expect(enviados[0]).toEqual({
      metodo: 'POST',
      url: expect.stringContaining('/api/admin/perfis'),
      corpo: { nm_perfil: 'Financeiro e ramais', codigos: [25, 107, 341] },
    });
  });

  it('edits a profile: its codes checked, a warning about its users, and its trail', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderWithProviders(<AdminPerfisPage />);
    await user.click(await screen.findByText('Call center'));
    const modal = await screen.findByRole('dialog', { name: 'Editar perfil Call center' });
    expect(within(modal).getByLabelText('Código 316 (Callcenter)')).toBeChecked();
    expect(within(modal).getByLabelText('Código 338 (Campanhas Endomarketing)')).not.toBeChecked();
    expect(within(modal).getByText(/3 usuários ativos têm este perfil/)).toBeInTheDocument();
    expect(within(modal).getByText(/Rosa Admin/)).toBeInTheDocument();
    expect(within(modal).getByText('Códigos: incluídos 25')).toBeInTheDocument();

    await user.click(within(modal).getByLabelText('Código 25 (Ramais)'));
    await user.click(within(modal).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(enviados).toHaveLength(1));
    expect(enviados[0]).toMatchObject({
      metodo: 'PUT',
      url: expect.stringContaining('/api/admin/perfis/5'),
      corpo: { nm_perfil: 'Call center', codigos: [316] },
    });
  });
});

describe('mudancasAuditoria', () => {
  const rotulos = { nm_perfil: 'Nome', codigos: 'Códigos', id_ativo: 'Ativo', ds_email: 'E-mail' };
  it('says what a change did, in words: lists by what came in and went out, S/N as Sim/Não', () => {
    expect(mudancasAuditoria(null, { nm_perfil: 'A', codigos: [1, 2], ds_email: null }, rotulos)).toEqual([
      'Nome: A',
      'Códigos: 1, 2',
    ]);
    expect(
      mudancasAuditoria(
        { nm_perfil: 'A', codigos: [1, 2], id_ativo: 'S', ds_email: null },
        { nm_perfil: 'B', codigos: [2, 3], id_ativo: 'N', ds_email: 'a@b.com.br' },
        rotulos,
      ),
    ).toEqual([
      'Nome: A → B',
      'Códigos: incluídos 3; retirados 1',
      'Ativo: Sim → Não',
      'E-mail: — → a@b.com.br',
    ]);
    expect(
      mudancasAuditoria({ nm_perfil: 'A', codigos: [1] }, { nm_perfil: 'A', codigos: [1] }, rotulos),
    ).toEqual([]);
    expect(mudancasAuditoria(null, { outro: 'x' }, rotulos)).toEqual(['outro: x']);
  });
});
