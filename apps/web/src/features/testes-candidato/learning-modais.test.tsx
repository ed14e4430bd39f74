import { MENSAGENS_TESTES as M } from '@backoffice/domain/testes';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../components/testing/render';
import { notify } from '../../lib/notify';
import { LearningStylesModal } from './learning-modais';

// recharts (under @mantine/charts) does not load in the test's VM context; the result's charts are
// not part of the questionnaire
vi.mock('@mantine/charts', () => ({ BarChart: () => null, RadarChart: () => null }));
vi.mock('@mantine/charts/styles.css', () => ({}));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('LearningStylesModal', () => {
  it('asks every answer beside the buttons, then sends them all', async () => {
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      if (String(url).includes('/teste/dados-teste-ls'))
        return Response.json({
          dados: [
            { ID: 1, DS_PERGUNTA: 'Prefiro ler a ouvir.', DS_CATEGORIA: 'Visual' },
            { ID: 2, DS_PERGUNTA: 'Aprendo fazendo.', DS_CATEGORIA: 'Prático' },
          ],
          respostas: [
            { ID_RESPOSTA: 'V', DS_RESPOSTA: 'Verdadeiro' },
            { ID_RESPOSTA: 'F', DS_RESPOSTA: 'Falso' },
          ],
        });
      if (init?.method === 'POST') return Response.json({ status: 1, message: 'Teste salvo.' });
      return Response.json([]);
    });
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(notify, 'sucesso').mockImplementation(() => '');
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<LearningStylesModal cdPessoaCandidato={5} opened onClose={onClose} />);
    const dialogo = await screen.findByRole('dialog', { name: 'Learning Styles' });
    const primeira = await within(dialogo).findByRole('radiogroup', { name: 'Prefiro ler a ouvir.' });
    await user.click(within(primeira).getByText('Verdadeiro'));
    await user.click(within(dialogo).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialogo).findByRole('alert')).toHaveTextContent(M.todasPerguntas);
    expect(fetchMock.mock.calls.some(([, i]) => i?.method === 'POST')).toBe(false);

    await user.click(
      within(within(dialogo).getByRole('radiogroup', { name: 'Aprendo fazendo.' })).getByText('Falso'),
    );
    await user.click(within(dialogo).getByRole('button', { name: 'Salvar' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    const [, init] = fetchMock.mock.calls.find(([, i]) => i?.method === 'POST') ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      cd_pessoa_candidato: 5,
      respostas: [
        { id_pergunta: 1, resposta: 'V' },
        { id_pergunta: 2, resposta: 'F' },
      ],
    });
  });
});
