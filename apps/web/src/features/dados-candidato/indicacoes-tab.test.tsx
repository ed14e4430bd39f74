import { MENSAGENS_INDICACAO } from '@backoffice/domain/dados-candidato';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderizar } from '../../app/test-utils';
import { entrarComo } from '../../lib/sessao-teste';
import { IndicacoesTab } from './indicacoes-tab';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  entrarComo();
  fetchMock.mockReset();
  fetchMock.mockImplementation(
    async () => new Response('[]', { headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('IndicacaoModal', () => {
  it('shows each missing required field beside it, without calling the server', async () => {
    renderizar(<IndicacoesTab cdPessoaCandidato={5} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Nova indicação' }));
    const modal = await screen.findByRole('dialog', { name: 'Nova indicação' });
    const chamadas = fetchMock.mock.calls.length;
    await userEvent.click(within(modal).getByRole('button', { name: 'Salvar' }));
    expect(await within(modal).findByText(MENSAGENS_INDICACAO.indicador)).toBeTruthy();
    expect(within(modal).getByText(MENSAGENS_INDICACAO.cliente)).toBeInTheDocument();
    expect(within(modal).getByText(MENSAGENS_INDICACAO.trabalhou)).toBeInTheDocument();
    expect(fetchMock.mock.calls.length).toBe(chamadas);
  });
});
