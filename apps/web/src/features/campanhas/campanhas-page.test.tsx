import type { FuncionarioAtivo } from '@backoffice/domain/campanhas';
import { MENSAGENS_CAMPANHA as M } from '@backoffice/domain/campanhas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../components/testing/render';
import { CampanhasPage } from './campanhas-page';

const json = (corpo: unknown, status = 200) =>
  new Response(JSON.stringify(corpo), { status, headers: { 'content-type': 'application/json' } });

const f = (cd: number, nome: string, extra: Partial<FuncionarioAtivo> = {}): FuncionarioAtivo => ({
  CD_PESSOA: cd,
  NM_PESSOA: nome,
  DS_FOTO_CANDIDATO: null,
  ID_SEXO: 'F',
  NM_MAE: null,
  TEL_MAE: null,
  NM_PAI: null,
  TEL_PAI: null,
  NM_CONJUGE: null,
  TEL_CONJUGE: null,
  ID_TAMANHO_CAMISA: 'M',
  ID_TAMANHO_CALCA: '40',
  NR_CALCADO: 38,
  NR_FILHO: 0,
  ID_COMEMORA_ANIVERSARIO: null,
  ALTERADO_EM: '2026-03-10T12:00:00Z',
  ID_VISUALIZADO: 'S',
  ...extra,
});

const FUNCIONARIOS = [f(1, 'Ana'), f(2, 'Bruno', { ID_VISUALIZADO: 'N' }), f(3, 'Carla'), f(4, 'Davi')];
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url) => {
    const u = String(url);
    if (u.includes('funcionarios-ativos')) return json(FUNCIONARIOS);
    if (u.includes('enviar-campanha')) return json({ message: M.sucesso, ID_CAMPANHA: 9, QT_PESSOAS: 2 });
    if (u.includes('/campanha/9'))
      return json({ ID_CAMPANHA: 9, QT_PESSOAS: 2, QT_FILA: 0, QT_ENVIADOS: 2, QT_FALHAS: 0 });
    return json([]);
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('CampanhasPage', () => {
  it('keeps people with an active campaign out of the selection, sends the picked ones and shows the progress', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CampanhasPage />);
    const bruno = await screen.findByRole('checkbox', { name: `Bruno: ${M.campanhaAtiva}` });
    expect(bruno).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Selecionar página' }));
    expect(screen.getByTestId('selecionados')).toHaveTextContent('3 selecionadas');
    await user.click(screen.getByRole('checkbox', { name: 'Selecionar Davi' }));
    await user.click(screen.getByRole('button', { name: /Enviar campanha \(2\)/ }));
    const dialogo = await screen.findByRole('dialog');
    expect(within(dialogo).getByText(M.confirmar)).toBeInTheDocument();
    await user.click(within(dialogo).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(screen.getByTestId('campanha-enviados')).toHaveTextContent('Enviados: 2'));
    const pedido = fetchMock.mock.calls.find(([u]) => String(u).includes('enviar-campanha'));
    expect(JSON.parse(String(pedido?.[1]?.body))).toEqual({ pessoas: [1, 3], filtros: {} });
    expect(screen.getByRole('button', { name: /Enviar campanha \(0\)/ })).toBeInTheDocument();
  });

  it('sends the filters only when applied', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CampanhasPage />);
    await screen.findByRole('article', { name: 'Ana' });
    await user.click(screen.getByRole('combobox', { name: 'Sexo' }));
    await user.click(await screen.findByRole('option', { name: 'Ambos', hidden: true }));
    const antes = fetchMock.mock.calls.length;
    await user.click(screen.getByRole('button', { name: 'Aplicar Filtros' }));
    await waitFor(() => expect(fetchMock.mock.calls.length).toBeGreaterThan(antes));
    expect(String(fetchMock.mock.calls.at(-1)?.[0])).toContain('id_sexo=AM');
  });
});
