import { MENSAGENS_TESTES as M } from '@backoffice/domain/testes';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../components/testing/render';
import { notify } from '../../lib/notify';
import { TesteModal } from './teste-modal';

const CATALOGO = [
  { CD_TESTE: 1, ID_TIPO_TESTE: 'N', DS_TESTE: 'Raciocínio Lógico', ID_ESPECIAL: null },
  { CD_TESTE: 2, ID_TIPO_TESTE: 'C', DS_TESTE: 'Dinâmica de Grupo', ID_ESPECIAL: null },
];

let fetchMock: ReturnType<typeof vi.fn>;

function montar(onClose = vi.fn()) {
  fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (String(url).includes('/teste/catalogo')) return Response.json(CATALOGO);
    if (init?.method && init.method !== 'GET') return Response.json({ status: 1, message: 'ok' });
    return Response.json([]);
  });
  vi.stubGlobal('fetch', fetchMock);
  renderWithProviders(<TesteModal cdPessoaCandidato={5} idTeste={null} opened onClose={onClose} />);
  return onClose;
}

const envios = () =>
  fetchMock.mock.calls.filter(([, i]) => (i as RequestInit | undefined)?.method === 'POST');

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('TesteModal', () => {
  it('puts the missing grade beside its field and in the list of refusals, then saves it as a number', async () => {
    vi.spyOn(notify, 'sucesso').mockImplementation(() => '');
    const onClose = montar();
    const user = userEvent.setup();
    const modal = await screen.findByRole('dialog', { name: 'Novo teste' });
    await user.click(await within(modal).findByLabelText(/^Teste/, { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Raciocínio Lógico', hidden: true }));
    await user.click(within(modal).getByRole('button', { name: 'Salvar' }));

    expect(await within(modal).findByTestId('erros-teste')).toHaveTextContent(M.notaObrigatoria);
    const nota = within(modal).getByLabelText(/^Nota \(0 a 10\)/, { selector: 'input' });
    expect(nota).toHaveAttribute('aria-invalid', 'true');
    expect(envios()).toHaveLength(0);

    await user.type(nota, '8,5');
    await user.click(within(modal).getByRole('button', { name: 'Salvar' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    const [url, init] = envios()[0] ?? [];
    expect(String(url)).toContain('/teste/inserir-teste');
    expect(JSON.parse(String((init as RequestInit).body))).toMatchObject({
      cd_teste: 1,
      id_tipo_teste: 'N',
      nr_nota: 8.5,
      cd_grau_teste: null,
      cd_pessoa_candidato: 5,
    });
  });
});
