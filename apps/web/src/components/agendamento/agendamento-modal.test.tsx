import { MENSAGENS_AGENDAMENTO, textoVagaAgendamento } from '@backoffice/domain/agendamento';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing/render';
import { AgendamentoModal } from './agendamento-modal';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AgendamentoModal', { timeout: 30_000 }, () => {
  it('lists the rules broken instead of saving', async () => {
    const fetchMock = vi.fn(
      async (_url: string) =>
        new Response('[]', { status: 200, headers: { 'content-type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(
      <AgendamentoModal
        opened
        cdPessoa={5}
        nome="Ana Souza"
        nrVaga={77}
        cdPessoaCliente={null}
        cdPessoaAnalista={null}
        onClose={() => {}}
      />,
    );
    expect(await screen.findByDisplayValue(textoVagaAgendamento(77))).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(MENSAGENS_AGENDAMENTO.dataHora)).toBeInTheDocument();
    expect(screen.getByText(MENSAGENS_AGENDAMENTO.usuarioAtendimento)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([u]) => String(u).includes('salvar-agendamento'))).toBe(false);
  });
});
