import {
  type LinhaAutoatendimento,
  MENSAGENS_AUTOATENDIMENTO as M,
} from '@backoffice/domain/autoatendimento';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../components/testing/render';
import { DescartarModal } from './modais-autoatendimento';

const LINHA = {
  CD_PESSOA_CANDIDATO: 5,
  NR_VAGA: 77,
  NM_PESSOA_SOCIAL: 'Ana Souza',
} as LinhaAutoatendimento;

afterEach(() => vi.unstubAllGlobals());

describe('DescartarModal', () => {
  it('refuses a short reason beside its field and sends the request once it is long enough', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json([])),
    );
    const onSalvar = vi.fn(async () => undefined);
    const user = userEvent.setup();
    renderWithProviders(
      <DescartarModal linha={LINHA} onClose={() => {}} cdUsuario={3} onSalvar={onSalvar} />,
    );
    const dialogo = await screen.findByRole('dialog', { name: 'Reprovar Ana Souza' });
    const motivo = within(dialogo).getByRole('textbox', { name: /^Motivo/ });
    await user.type(motivo, 'curto');
    await user.click(within(dialogo).getByRole('button', { name: 'Reprovar' }));
    expect(await within(dialogo).findByText(M.motivoMin)).toBeInTheDocument();
    expect(motivo).toHaveAttribute('aria-invalid', 'true');
    expect(onSalvar).not.toHaveBeenCalled();

    await user.type(motivo, ' demais para o cargo');
    await user.click(within(dialogo).getByRole('button', { name: 'Reprovar' }));
    await vi.waitFor(() =>
      expect(onSalvar).toHaveBeenCalledWith({
        cd_pessoa_candidato: 5,
        nr_vaga: 77,
        cd_usuario: 3,
        motivo: 'curto demais para o cargo',
      }),
    );
  });
});
