import { MENSAGENS_ASSINATURA as M, TIPOS_DOCUMENTO } from '@backoffice/domain/assinatura';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderizar } from '../../app/test-utils';
import { AssinaturaDocumentos } from './assinatura-documentos';

const VAGA = {
  NR_VAGA: 321,
  NM_CARGO: 'Soldador',
  NM_UNIDADE: 'Joinville',
  NM_CLIENTE: 'Metalúrgica',
  DT_ADMISSAO: '2030-01-02',
  DT_DEMISSAO: null,
  QT_DOCUMENTOS: 0,
};

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(
    async () => new Response(JSON.stringify([VAGA]), { headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('EnviarDocumentoModal', () => {
  it('asks for the dismissal date of a termination beside its field, without sending', async () => {
    renderizar(<AssinaturaDocumentos cdPessoaCandidato={5} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Enviar documento' }));
    const modal = await screen.findByRole('dialog', { name: /Enviar documento para assinatura/ });
    await userEvent.click(
      within(modal)
        .getAllByLabelText('Documento')
        .find((e) => e.tagName === 'INPUT')!,
    );
    await userEvent.click(await screen.findByRole('option', { name: TIPOS_DOCUMENTO.R }));
    const chamadas = fetchMock.mock.calls.length;
    await userEvent.click(within(modal).getByRole('button', { name: 'Enviar' }));
    expect(await within(modal).findByText(M.dataDemissao)).toBeTruthy();
    expect(fetchMock.mock.calls.length).toBe(chamadas);
  });
});
