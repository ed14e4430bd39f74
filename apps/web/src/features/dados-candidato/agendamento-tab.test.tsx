import { MENSAGENS_AGENDA as M } from '@backoffice/domain/agenda-candidato';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderizar } from '../../app/test-utils';
import { entrarComo } from '../../lib/sessao-teste';
import { AgendamentoTab } from './agendamento-tab';

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

const pedidosDaAgenda = () =>
  fetchMock.mock.calls
    .filter(([u]) => String(u).includes('/agendamento/agendamentos-analista'))
    .map(([, i]) => JSON.parse(String(i?.body)));

describe("Agendamento: the analyst's schedule", () => {
  it('refuses a list period that ends before it starts beside its start, asking nothing for it', async () => {
    const user = userEvent.setup();
    renderizar(<AgendamentoTab cdPessoaCandidato={5} />);
    await user.click(await screen.findByRole('radio', { name: 'Lista' }));
    const inicio = await screen.findByRole('textbox', { name: 'Início' });
    const termino = screen.getByRole('textbox', { name: 'Término' });
    await user.clear(termino);
    await user.type(termino, '01012000');
    expect(await screen.findByText(M.periodo)).toBeInTheDocument();
    expect(inicio).toHaveAttribute('aria-invalid', 'true');
    expect(pedidosDaAgenda().some((c) => c.termino === '2000-01-01')).toBe(false);

    await user.clear(inicio);
    await user.type(inicio, '01121999');
    await vi.waitFor(() => expect(screen.queryByText(M.periodo)).not.toBeInTheDocument());
    await vi.waitFor(() =>
      expect(pedidosDaAgenda()).toContainEqual(
        expect.objectContaining({ inicio: '1999-12-01', termino: '2000-01-01', cd_pessoa_analista: 70 }),
      ),
    );
    expect(within(document.body).getByRole('table', { name: 'Agenda do analista' })).toBeInTheDocument();
  });
});
