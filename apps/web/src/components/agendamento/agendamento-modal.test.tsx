import { MENSAGENS_AGENDAMENTO, textoVagaAgendamento } from '@backoffice/domain/agendamento';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { entrarComo } from '../../lib/sessao-teste';
import { renderWithProviders } from '../testing/render';
import { AgendamentoModal } from './agendamento-modal';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AgendamentoModal', { timeout: 30_000 }, () => {
  it('puts each rule broken beside its field instead of saving', async () => {
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
    expect(screen.getByRole('textbox', { name: 'Data do atendimento' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(fetchMock.mock.calls.some(([u]) => String(u).includes('salvar-agendamento'))).toBe(false);
  });

  it("without a vacancy, offers the unit's vacancies: the one chosen brings its note to the description", async () => {
    entrarComo({ permissoes: [58] });
    const fetchMock = vi.fn(async (url: string) => {
      const corpo = String(url).includes('/api/vaga/vagas-atendimento/7/sold')
        ? [
            {
              NR_VAGA: 321,
              NR_REQUISICAO: 30,
              NM_CARGO: 'Soldador',
              NM_PESSOA_CLIENTE: 'Metalúrgica Ltda',
              CD_PESSOA_CLIENTE: 9,
              CD_EMPRESA: 1,
              CD_SITUACAO_VAGA: 1,
              NM_SITUACAO_VAGA: 'Aberta',
              NM_PESSOA_ANALISTA: 'Ana Seleção',
              CD_PESSOA_ANALISTA: 70,
              DT_ABERTURA: '2026-01-01',
            },
          ]
        : [];
      return new Response(JSON.stringify(corpo), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<AgendamentoModal opened onClose={() => {}} />);
    expect(await screen.findByRole('dialog', { name: 'Novo Agendamento' })).toBeInTheDocument();
    const vaga = screen
      .getAllByLabelText('Vaga (opcional)')
      .find((e) => e.tagName === 'INPUT') as HTMLElement;
    act(() => vaga.focus());
    fireEvent.change(vaga, { target: { value: 'sold' } });
    fireEvent.click(await screen.findByText('321 — Soldador — Metalúrgica Ltda', {}, { timeout: 5000 }));
    expect(await screen.findByDisplayValue(textoVagaAgendamento(321))).toBeInTheDocument();
    // the vacancy's client asks for its process type
    expect(screen.getAllByLabelText(/Tipo de processo/).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(MENSAGENS_AGENDAMENTO.candidato)).toBeInTheDocument();
    localStorage.clear();
  });
});
