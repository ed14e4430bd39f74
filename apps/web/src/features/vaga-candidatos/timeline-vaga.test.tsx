import { MENSAGENS_VAGA_CANDIDATOS } from '@backoffice/domain/vaga-candidatos';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../components/testing/render';
import { ApiError } from '../../lib/api-client';
import { NotaTimeline } from './timeline-vaga';

const M = MENSAGENS_VAGA_CANDIDATOS;

describe('NotaTimeline', () => {
  it('asks for 20 characters of text, markup not counted', async () => {
    const onSalvar = vi.fn().mockResolvedValue(true);
    renderWithProviders(<NotaTimeline onSalvar={onSalvar} valorInicial="<p><strong>curto</strong></p>" />);
    fireEvent.click(screen.getByRole('button', { name: 'Inserir histórico' }));
    expect(await screen.findByText(M.validacao.timelineMinimo)).toBeTruthy();
    expect(onSalvar).not.toHaveBeenCalled();
  });

  it('warns about data loss past 3999 characters and does not save', async () => {
    const onSalvar = vi.fn().mockResolvedValue(true);
    renderWithProviders(<NotaTimeline onSalvar={onSalvar} valorInicial={`<p>${'a'.repeat(4000)}</p>`} />);
    expect(await screen.findByText(M.info.timelineExcedido)).toBeTruthy();
    expect(screen.getByTestId('contador-historico').textContent).toBe('4007/4000');
    expect((screen.getByRole('button', { name: 'Inserir histórico' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('saves a note long enough', async () => {
    const onSalvar = vi.fn().mockResolvedValue(true);
    const html = '<p>Cliente pediu prioridade para esta vaga.</p>';
    renderWithProviders(<NotaTimeline onSalvar={onSalvar} valorInicial={html} />);
    fireEvent.click(screen.getByRole('button', { name: 'Inserir histórico' }));
    await waitFor(() => expect(onSalvar).toHaveBeenCalledWith(html));
  });

  it("shows the server's refusal beside the editor", async () => {
    const onSalvar = vi
      .fn()
      .mockRejectedValue(
        new ApiError(400, { error: ['ds_historico: texto recusado'] }, 'texto recusado', false),
      );
    const html = '<p>Cliente pediu prioridade para esta vaga.</p>';
    renderWithProviders(<NotaTimeline onSalvar={onSalvar} valorInicial={html} />);
    fireEvent.click(screen.getByRole('button', { name: 'Inserir histórico' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('texto recusado');
  });
});
