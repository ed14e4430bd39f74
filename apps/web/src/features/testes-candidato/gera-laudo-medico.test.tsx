import { MENSAGENS_TESTES as M } from '@backoffice/domain/testes';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../components/testing/render';
import { notify } from '../../lib/notify';
import { GeraLaudoMedico } from './gera-laudo-medico';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('GeraLaudoMedico', () => {
  it('asks for a disability before generating, and clears the message once one is marked', async () => {
    const fetchMock = vi.fn(async (url: string) =>
      String(url).includes('/candidato/deficiencias/')
        ? Response.json([
            {
              ID_CID_CANDIDATO: 4,
              NM_TIPO_DEFICIENCIA: 'Auditiva',
              CD_CID: 'H90',
              CRIADO_EM: '2026-01-02T10:00:00Z',
            },
          ])
        : Response.json([]),
    );
    vi.stubGlobal('fetch', fetchMock);
    const aviso = vi.spyOn(notify, 'aviso').mockImplementation(() => '');
    const user = userEvent.setup();
    renderWithProviders(<GeraLaudoMedico cdPessoaCandidato={9} />);
    const marcar = await screen.findByRole('checkbox', { name: 'Incluir Auditiva no laudo' });
    await user.click(screen.getByRole('button', { name: 'Gerar laudo médico' }));
    expect(await screen.findByTestId('erro-laudo-medico')).toHaveTextContent(M.selecioneDeficiencia);
    expect(aviso).toHaveBeenCalledWith(M.selecioneDeficiencia);
    expect(fetchMock.mock.calls.some(([u]) => String(u).includes('/laudo-medico/'))).toBe(false);

    await user.click(marcar);
    await vi.waitFor(() => expect(screen.queryByTestId('erro-laudo-medico')).not.toBeInTheDocument());
  });
});
