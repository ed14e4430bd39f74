import { CADASTROS, MENSAGENS_CADASTROS as M, type TurnoCadastroLinha } from '@backoffice/domain/cadastros';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../components/testing/render';
import {
  CadastroAreasPage,
  CadastroMotivosCancelamentoPage,
  CadastroMotivosReprovacaoPage,
  CadastroTurnosPage,
} from './cadastros-page';

const json = (corpo: unknown, status = 200) =>
  new Response(JSON.stringify(corpo), { status, headers: { 'content-type': 'application/json' } });

const TURNOS: TurnoCadastroLinha[] = [
  {
    cd: 101,
    nome: 'Comercial 8h às 18h',
    id_ativo: 'S',
    nr_em_uso: 4,
    cd_tipo_contratacao: 1,
    nm_tipo_contratacao: 'Efetivo',
  },
  {
    cd: 102,
    nome: 'Noturno',
    id_ativo: 'N',
    nr_em_uso: 0,
    cd_tipo_contratacao: 1,
    nm_tipo_contratacao: 'Efetivo',
  },
];

const fetchMock = vi.fn<typeof fetch>();
const enviados: { metodo: string; url: string; corpo: unknown }[] = [];
let resposta: () => Response;
let reprovacao: unknown[] = [];

beforeEach(() => {
  enviados.length = 0;
  reprovacao = [];
  resposta = () => json({ cd: 103, message: M.criado });
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url, init) => {
    const metodo = init?.method ?? 'GET';
    if (metodo === 'GET') {
      const u = String(url);
      if (u.includes('/areas')) return json([{ cd: 3, nome: 'Logística', id_ativo: 'S', nr_em_uso: 2 }]);
      if (u.includes('motivos-reprovacao')) return json(reprovacao);
      return json(u.includes('motivos') ? [{ cd: 1, nome: 'Outros', id_ativo: 'S', nr_em_uso: 0 }] : TURNOS);
    }
    enviados.push({ metodo, url: String(url), corpo: init?.body ? JSON.parse(String(init.body)) : null });
    return resposta();
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const linhaDe = async (nome: string) => (await screen.findByText(nome)).closest('tr')!;

/** Opens the row's '⋯' menu and finds its item (the menu's transition does not run here: hidden). */
async function acaoDaLinha(nome: string, item: string): Promise<HTMLElement> {
  const botao = within(await linhaDe(nome)).getByRole('button', { name: `Ações de ${nome}` });
  if (botao.getAttribute('aria-expanded') !== 'true') fireEvent.click(botao);
  await waitFor(() => expect(botao).toHaveAttribute('aria-expanded', 'true'));
  const menu = await waitFor(() => {
    const m = document.getElementById(botao.getAttribute('aria-controls') ?? '');
    if (!m) throw new Error(`menu de ${nome} ausente`);
    return m;
  });
  return within(menu).getByRole('menuitem', { name: item, hidden: true });
}

describe('Cadastros › Turnos', () => {
  it('lists the shifts with hiring type, situation and use', async () => {
    renderWithProviders(<CadastroTurnosPage />);
    const comercial = await linhaDe('Comercial 8h às 18h');
    expect(within(comercial).getByText('Ativo')).toBeInTheDocument();
    expect(within(comercial).getByText('4')).toBeInTheDocument();
    expect(within(comercial).getByText('Efetivo')).toBeInTheDocument();
    expect(within(await linhaDe('Noturno')).getByText('Inativo')).toBeInTheDocument();
  });

  it('creates a shift, refusing a name the hiring type has beside the field', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderWithProviders(<CadastroTurnosPage />);
    await screen.findByText('Noturno');
    await user.click(screen.getByRole('button', { name: 'Novo' }));
    const modal = await screen.findByRole('dialog', { name: 'Novo turno' });

    // without a name or type: the schema's messages, nothing sent
    await user.click(within(modal).getByRole('button', { name: 'Salvar' }));
    expect(await within(modal).findByText(M.nomeObrigatorio)).toBeInTheDocument();
    expect(within(modal).getByText(M.tipoContratacaoObrigatorio)).toBeInTheDocument();

    await user.click(within(modal).getByLabelText(/^Tipo de contratação/, { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Efetivo', hidden: true }));
    await user.type(within(modal).getByRole('textbox', { name: /^Nome/ }), 'NOTURNO');
    expect(within(modal).getByText(M.nomeTurnoExiste)).toBeInTheDocument();
    expect(within(modal).getByRole('button', { name: 'Salvar' })).toBeDisabled();
    expect(enviados).toEqual([]);

    await user.clear(within(modal).getByRole('textbox', { name: /^Nome/ }));
    await user.type(within(modal).getByRole('textbox', { name: /^Nome/ }), 'Revezamento');
    await user.click(within(modal).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(enviados).toHaveLength(1));
    expect(enviados[0]).toEqual({
      metodo: 'POST',
      url: expect.stringContaining('/api/cadastros/turnos'),
      corpo: { nome: 'Revezamento', cd_tipo_contratacao: '1', id_ativo: 'S' },
    });
  });

  it('deactivates from the row; deletes only an unused entry, after confirming', async () => {
    renderWithProviders(<CadastroTurnosPage />);
    expect(await acaoDaLinha('Comercial 8h às 18h', 'Excluir')).toBeDisabled();
    fireEvent.click(await acaoDaLinha('Comercial 8h às 18h', 'Desativar'));
    await waitFor(() => expect(enviados).toHaveLength(1));
    expect(enviados[0]).toMatchObject({
      metodo: 'PUT',
      url: expect.stringContaining('/api/cadastros/turnos/101'),
      corpo: { nome: 'Comercial 8h às 18h', cd_tipo_contratacao: 1, id_ativo: 'N' },
    });

    expect(await acaoDaLinha('Noturno', 'Reativar')).toBeEnabled();
    fireEvent.click(await acaoDaLinha('Noturno', 'Excluir'));
    const confirmar = await screen.findByRole('dialog', { name: 'Excluir registro' });
    expect(within(confirmar).getByText(/Excluir "Noturno"\?/)).toBeInTheDocument();
    fireEvent.click(within(confirmar).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(enviados).toHaveLength(2));
    expect(enviados[1]).toMatchObject({
      metodo: 'DELETE',
      url: expect.stringContaining('/api/cadastros/turnos/102'),
    });
  });
});

describe('Cadastros › Motivos de cancelamento', () => {
  it('edits a reason and shows the server refusal of a repeated name beside the field', async () => {
    resposta = () => json({ error: [`nome: ${M.nomeExiste}`] }, 409);
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderWithProviders(<CadastroMotivosCancelamentoPage />);
    fireEvent.click(await acaoDaLinha('Outros', 'Editar'));
    const modal = await screen.findByRole('dialog', { name: 'Editar motivo de cancelamento Outros' });
    expect(within(modal).queryByLabelText(/^Tipo de contratação/)).toBeNull();
    const nome = within(modal).getByRole('textbox', { name: /^Nome/ });
    await user.clear(nome);
    await user.type(nome, 'Cliente desistiu');
    await user.click(within(modal).getByRole('button', { name: 'Salvar' }));
    expect(await within(modal).findByText(M.nomeExiste)).toBeInTheDocument();
    expect(enviados[0]).toMatchObject({ metodo: 'PUT', corpo: { nome: 'Cliente desistiu', id_ativo: 'S' } });
  });
});

describe('Cadastros › Motivos de reprovação e Áreas', () => {
  it('shows the empty state of a new register and creates its first entry', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderWithProviders(<CadastroMotivosReprovacaoPage />);
    expect(await screen.findByText('Nenhum registro. Crie o primeiro em Novo.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Motivos de reprovação' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Novo' }));
    const modal = await screen.findByRole('dialog', { name: 'Novo motivo de reprovação' });
    await user.type(within(modal).getByRole('textbox', { name: /^Nome/ }), 'Não compareceu');
    await user.click(within(modal).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(enviados).toHaveLength(1));
    expect(enviados[0]).toEqual({
      metodo: 'POST',
      url: expect.stringContaining('/api/cadastros/motivos-reprovacao'),
      corpo: { nome: 'Não compareceu', id_ativo: 'S' },
    });
  });

  it('an area in use: its uses counted as vacancies or requisitions, no delete, the rename refusal beside the name', async () => {
    resposta = () => json({ error: [`nome: ${M.areaRenomeadaEmUso(2)}`] }, 409);
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderWithProviders(<CadastroAreasPage />);
    expect(await screen.findByRole('button', { name: 'Nova' })).toBeInTheDocument();
    const excluir = await acaoDaLinha('Logística', 'Excluir');
    expect(excluir).toBeDisabled();
    expect(excluir).toHaveAttribute('title', M.emUso(2, CADASTROS.areas.uso));

    fireEvent.click(await acaoDaLinha('Logística', 'Editar'));
    const modal = await screen.findByRole('dialog', { name: 'Editar área Logística' });
    expect(within(modal).getByText(/o nome só pode mudar em maiúsculas/)).toBeInTheDocument();
    const nome = within(modal).getByRole('textbox', { name: /^Nome/ });
    await user.clear(nome);
    await user.type(nome, 'Expedição');
    await user.click(within(modal).getByRole('button', { name: 'Salvar' }));
    expect(await within(modal).findByText(M.areaRenomeadaEmUso(2))).toBeInTheDocument();
  });
});
