import { MENSAGENS_ENDERECO as M } from '@backoffice/domain/endereco';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderizar } from '../../app/test-utils';
import { BuscarCepModal } from './buscar-cep-modal';

const json = (corpo: unknown) =>
  new Response(JSON.stringify(corpo), { status: 200, headers: { 'content-type': 'application/json' } });

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url) => {
    const u = String(url);
    if (u.includes('/estados/estados-por-pais/1'))
      return json([
        { cdUf: 'PR', nmUf: 'Paraná' },
        { cdUf: 'SC', nmUf: 'Santa Catarina' },
      ]);
    if (u.includes('/cidades/cidades-por-estado/SC/1'))
      return json([
        { CD_CIDADE: 4209102, NM_CIDADE: 'Joinville', CD_UF: 'SC' },
        { CD_CIDADE: 4216602, NM_CIDADE: 'São José', CD_UF: 'SC' },
      ]);
    if (u.includes('/cidades/cidades-por-estado/PR/1'))
      return json([{ CD_CIDADE: 4106902, NM_CIDADE: 'Curitiba', CD_UF: 'PR' }]);
    if (u.includes('/endereco/buscar-ceps'))
      return json({
        total: 1,
        linhas: [
          {
            CD_CEP: '89201-100',
            ENDERECO: 'Rua XV de Novembro',
            NM_BAIRRO: 'Centro',
            NM_CIDADE: 'Joinville',
            CD_UF: 'SC',
          },
        ],
      });
    return json([]);
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

const chamadas = (trecho: string) => fetchMock.mock.calls.filter(([u]) => String(u).includes(trecho));

describe("BuscarCepModal ('Buscar CEP')", () => {
  it('asks for state and city, offers the cities of the chosen state only, and fills the address with the row chosen', async () => {
    const onEscolher = vi.fn();
    renderizar(<BuscarCepModal opened onClose={() => {}} onEscolher={onEscolher} />);
    const dialogo = await screen.findByRole('dialog', { name: 'Buscar CEP' });
    const cidade = within(dialogo).getByLabelText(/^Cidade/, { selector: 'input' });
    expect(cidade).toBeDisabled();

    await userEvent.click(within(dialogo).getByRole('button', { name: 'Pesquisar' }));
    expect(await within(dialogo).findByText(M.pesquisa)).toBeInTheDocument();
    // beside the state, once
    expect(within(dialogo).getByLabelText(/^Estado/, { selector: 'input' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(chamadas('buscar-ceps')).toHaveLength(0);

    // keyboard: type part of the state's name, arrow down, Enter
    const estado = within(dialogo).getByLabelText(/^Estado/, { selector: 'input' });
    await userEvent.click(estado);
    await userEvent.type(estado, 'Santa');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(estado).toHaveValue('Santa Catarina (SC)'));
    await waitFor(() => expect(cidade).toBeEnabled());
    await userEvent.click(cidade);
    expect(await screen.findByRole('option', { name: 'Joinville' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Curitiba' })).toBeNull();
    await userEvent.type(cidade, 'Join');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(cidade).toHaveValue('Joinville'));

    await userEvent.click(within(dialogo).getByRole('button', { name: 'Pesquisar' }));
    await userEvent.click(await within(dialogo).findByRole('button', { name: 'Escolher' }));
    expect(onEscolher).toHaveBeenCalledWith(
      expect.objectContaining({ CD_CEP: '89201-100', NM_CIDADE: 'Joinville', CD_UF: 'SC' }),
    );
    const [, init] = chamadas('buscar-ceps')[0] ?? [];
    expect(JSON.parse(String(init?.body))).toMatchObject({ uf: 'SC', cidade: 'Joinville' });
  });

  it('another state clears the city', async () => {
    renderizar(<BuscarCepModal opened onClose={() => {}} onEscolher={() => {}} ufInicial="SC" />);
    const dialogo = await screen.findByRole('dialog', { name: 'Buscar CEP' });
    const cidade = within(dialogo).getByLabelText(/^Cidade/, { selector: 'input' });
    await userEvent.click(cidade);
    await userEvent.click(await screen.findByRole('option', { name: 'Joinville' }));
    expect(cidade).toHaveValue('Joinville');
    const estado = within(dialogo).getByLabelText(/^Estado/, { selector: 'input' });
    await userEvent.click(estado);
    await userEvent.click(await screen.findByRole('option', { name: 'Paraná (PR)' }));
    await waitFor(() => expect(cidade).toHaveValue(''));
    await userEvent.click(cidade);
    expect(await screen.findByRole('option', { name: 'Curitiba' })).toBeInTheDocument();
  });
});
