import type { ClienteBot } from '@backoffice/domain/bot-cliente';
import { MENSAGENS_BOT as M } from '@backoffice/domain/bot-cliente';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../components/testing/render';
import { entrarComo } from '../../lib/sessao-teste';
import { BotValidaClientePage, CHAVES_BOT } from './bot-valida-cliente-page';

const json = (corpo: unknown, status = 200) =>
  new Response(JSON.stringify(corpo), { status, headers: { 'content-type': 'application/json' } });

const cliente = (cd: number, nome: string, cnpj: string): ClienteBot => ({
  CD_PESSOA_CLIENTE: cd,
  CD_EMPRESA_CLIENTE: 1,
  CNPJ: cnpj,
  NM_PESSOA_CLIENTE: nome,
  ID_OPTANTE_SIMPLES_NAC: null,
  DT_VALIDA_SIMPLES: null,
  DS_CONSULTA: null,
});
const CLIENTES = [
  cliente(1, 'Alfa Ltda', '11222333000181'),
  cliente(2, 'Beta S.A.', '12ABC34501DE35'),
  cliente(3, 'Gama Ltda', '11444777000161'),
];
let validados: number[] = [];
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  validados = [];
  entrarComo({ apelido: 'fin', permissoes: [341], nm_login: 'fin', nm_pessoa: 'Fin' });
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url, init) => {
    const u = String(url);
    if (u.includes('list-clientes-validados')) return json([]);
    if (u.includes('list-clientes'))
      return json(CLIENTES.filter((c) => !validados.includes(c.CD_PESSOA_CLIENTE)));
    if (u.includes('/valida')) {
      const corpo = JSON.parse(String(init?.body));
      validados.push(corpo.cd_pessoa_cliente);
      if (corpo.cd_pessoa_cliente === 3)
        return json({ error: `${M.erroValidar}: CNPJ não encontrado.` }, 404);
      return json({
        CD_PESSOA_CLIENTE: corpo.cd_pessoa_cliente,
        ID_OPTANTE_SIMPLES_NAC: 'S',
        DT_VALIDA_SIMPLES: '2026-03-10T12:00:00Z',
        DS_CONSULTA: '{"status":"success"}',
      });
    }
    return json([]);
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('BotValidaClientePage', () => {
  it('fills the queue from the list, validates one client a tick, goes on after a failure and stops', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithProviders(<BotValidaClientePage />);
    const tabela = await screen.findByRole('table', { name: 'Clientes' });
    expect(within(tabela).getByText('12.ABC.345/01DE-35')).toBeInTheDocument();
    expect(screen.getByTestId('estado-bot')).toHaveTextContent('Bot Parado');

    await user.click(screen.getByRole('button', { name: 'Colocar na fila' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirmar' }));
    expect(screen.getByTestId('fila-bot')).toHaveTextContent('Fila: 3 clientes');
    // a stopped bot has measured nothing yet: the initial estimate, never '(calculando...)'
    expect(screen.getByTestId('estimativa-bot')).toHaveTextContent(M.estimativaInicial);
    expect(screen.getByTestId('estimativa-bot')).not.toHaveTextContent(M.calculando);
    expect(screen.getByRole('textbox', { name: 'Data inicial' })).toBeDisabled();
    // 'Validar agora' only with an empty queue
    expect(within(tabela).queryByRole('button', { name: 'Validar agora' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Ativar bot' }));
    expect(screen.getByTestId('estado-bot')).toHaveTextContent('Bot Ativo');
    for (let i = 0; i < 3; i++) {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(3000);
      });
      await waitFor(() => expect(validados).toHaveLength(i + 1));
    }
    await waitFor(() => expect(screen.getByTestId('estado-bot')).toHaveTextContent('Bot Parado'));
    expect(validados).toEqual([1, 2, 3]);
    expect(screen.getByTestId('fila-bot')).toHaveTextContent('Fila: 0 clientes');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1500);
    });
    expect(localStorage.getItem(CHAVES_BOT.estado)).toBeNull();
  });

  it('refuses a period that starts after it ends beside its start, asking the lists nothing', async () => {
    const user = userEvent.setup();
    renderWithProviders(<BotValidaClientePage />);
    await screen.findByRole('table', { name: 'Clientes' });
    fetchMock.mockClear();
    const inicio = screen.getByRole('textbox', { name: 'Data inicial' });
    await user.clear(inicio);
    await user.type(inicio, '01012099');
    expect(
      await screen.findByText('A data de início não pode ser maior que a data final.'),
    ).toBeInTheDocument();
    expect(inicio).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock.mock.calls.some(([u]) => String(u).includes('2099-01-01'))).toBe(false);
  });

  it('a bot saved as running is stopped on load and started again after 1 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    localStorage.setItem(
      CHAVES_BOT.estado,
      JSON.stringify({
        salvoEm: Date.now(),
        valor: { ativo: true, pausado: false, fila: [CLIENTES[0]], processando: CLIENTES[0], tempos: [] },
      }),
    );
    renderWithProviders(<BotValidaClientePage />);
    expect(screen.getByTestId('estado-bot')).toHaveTextContent('Bot Parado');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1100);
    });
    expect(screen.getByTestId('estado-bot')).toHaveTextContent('Bot Ativo');
  });
});
