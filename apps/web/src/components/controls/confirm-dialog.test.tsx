import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing/render';
import { ConfirmDialog } from './confirm-dialog';

describe('ConfirmDialog', () => {
  it('asks the reason minimum before confirming', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    renderWithProviders(
      <ConfirmDialog
        opened
        title="Cancelar vaga"
        message="Deseja cancelar?"
        withReason
        reasonMin={10}
        onConfirm={onConfirm}
        onCancel={() => {}}
      />,
    );
    const motivo = await screen.findByLabelText(/Motivo/);
    await user.type(motivo, 'curto');
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(
      screen.getByText('A quantidade mínima de caracteres para o campo [Motivo] é de 10 caracteres!'),
    ).toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
    await user.type(motivo, ' o bastante');
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(onConfirm).toHaveBeenCalledWith('curto o bastante');
  });

  it('caps the reason at 200 characters by default', async () => {
    renderWithProviders(
      <ConfirmDialog opened title="T" message="M" withReason onConfirm={() => {}} onCancel={() => {}} />,
    );
    expect(await screen.findByText('0/200')).toBeInTheDocument();
  });

  it('cancels without a reason', async () => {
    const user = userEvent.setup();
    const onCancel = vi.fn();
    renderWithProviders(
      <ConfirmDialog opened title="T" message="Certeza?" onConfirm={() => {}} onCancel={onCancel} />,
    );
    await user.click(await screen.findByRole('button', { name: 'Cancelar' }));
    expect(onCancel).toHaveBeenCalled();
  });
});
