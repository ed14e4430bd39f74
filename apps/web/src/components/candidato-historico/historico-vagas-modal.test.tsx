import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing/render';
import { HistoricoVagasModal } from './historico-vagas-modal';

const json = (corpo: unknown, status = 200) =>
  new Response(JSON.stringify(corpo), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('HistoricoVagasModal', () => {
  it('inserts a timeline note of at least 20 characters and reloads the timeline', async () => {
    const enviados: unknown[] = [];
    let notas: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (url === '/api/candidato/timeline' && init?.method === 'POST') {
          enviados.push(JSON.parse(String(init.body)));
          notas = [
            { NM_USUARIO: 'Liz', DT_HISTORICO: '2026-11-22T10:00:00.000Z', DS_OBSERVACOES: 'Nota nova' },
          ];
          return json({ status: 1, message: 'Novo histórico inserido' });
        }
        if (url === '/api/candidato/timeline/5') return json(notas);
        return json([]);
      }),
    );
    renderWithProviders(<HistoricoVagasModal cdPessoa={5} nome="Ana Souza" onClose={() => {}} />);
    fireEvent.click(await screen.findByRole('tab', { name: 'Histórico Candidato' }));
    expect(await screen.findByText('Histórico do candidato Ana Souza')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Inserir histórico' }));
    const campo = await screen.findByLabelText('Histórico');
    const salvar = screen.getByRole('button', { name: 'Salvar' });
    fireEvent.change(campo, { target: { value: 'curta' } });
    expect(salvar).toBeDisabled();
    expect(screen.getByText('O histórico deve ter no mínimo 20 caracteres')).toBeInTheDocument();
    fireEvent.change(campo, { target: { value: 'Candidata confirmou entrevista amanhã.' } });
    fireEvent.click(salvar);
    await waitFor(() =>
      expect(enviados).toEqual([
        { ds_historico: 'Candidata confirmou entrevista amanhã.', cd_pessoa_candidato: 5 },
      ]),
    );
    expect(await screen.findByText('Nota nova')).toBeInTheDocument();
  });
});
