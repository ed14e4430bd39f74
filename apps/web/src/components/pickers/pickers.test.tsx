import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing/render';
import { TurnoPicker } from './catalog-pickers';
import { CidadePicker, EstadoPicker } from './location-pickers';
import { ClientePicker } from './search-pickers';

type Respostas = Record<string, unknown>;

/** Answers fetch from a table of paths; anything else is a 404. */
function servidor(respostas: Respostas) {
  const chamadas: string[] = [];
  const fetchMock = vi.fn(async (url: string) => {
    chamadas.push(url);
    const corpo = respostas[url];
    if (corpo === undefined) {
      return new Response(JSON.stringify({ error: 'Recurso não encontrado.' }), {
        status: 404,
        headers: { 'content-type': 'application/json' },
      });
    }
    return new Response(JSON.stringify(corpo), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return chamadas;
}

function entrada(label: string): HTMLInputElement {
  return screen.getAllByLabelText(label).find((e) => e.tagName === 'INPUT') as HTMLInputElement;
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('state and city pickers', () => {
  it('keeps the states of a country in the browser', async () => {
    const chamadas = servidor({
      '/api/estados/estados-por-pais/1': [{ cdUf: 'SC', nmUf: 'Santa Catarina' }],
      '/api/cidades/cidades-por-estado/SC/1': [{ CD_CIDADE: 4209102, NM_CIDADE: 'Joinville', CD_UF: 'SC' }],
    });
    function Local() {
      const [uf, setUf] = useState<string | null>(null);
      const [cidade, setCidade] = useState<string | null>(null);
      return (
        <>
          <EstadoPicker value={uf} onChange={setUf} />
          <CidadePicker cdUf={uf} value={cidade} onChange={setCidade} />
        </>
      );
    }
    const { unmount } = renderWithProviders(<Local />);
    await waitFor(() => expect(chamadas).toContain('/api/estados/estados-por-pais/1'));
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem('picker:estados:1') ?? '[]')).toEqual([
        { cdUf: 'SC', nmUf: 'Santa Catarina' },
      ]),
    );
    expect(entrada('Cidade')).toBeDisabled();
    unmount();

    // A new screen (fresh query cache) reads the states from the browser, not from the server.
    chamadas.length = 0;
    renderWithProviders(<Local />);
    act(() => entrada('Estado').focus());
    fireEvent.click(entrada('Estado'));
    fireEvent.click(await screen.findByText('Santa Catarina (SC)'));
    await waitFor(() => expect(chamadas).toEqual(['/api/cidades/cidades-por-estado/SC/1']));
    await waitFor(() => expect(entrada('Cidade')).not.toBeDisabled());
  });

  it('leaves the state list empty when loading fails', async () => {
    servidor({});
    renderWithProviders(<EstadoPicker cdPais={99} value={null} onChange={() => {}} />);
    act(() => entrada('Estado').focus());
    fireEvent.click(entrada('Estado'));
    expect(await screen.findByText('Nenhum registro encontrado')).toBeInTheDocument();
    expect(localStorage.getItem('picker:estados:99')).toBeNull();
  });
});

describe('ClientePicker', () => {
  it('asks the server with the typed text and the name limit, from 3 characters', async () => {
    const chamadas = servidor({
      '/api/cliente/clientes/ac%C3%A9/40': [
        {
          CD_PESSOA: 5,
          NM_PESSOA: 'Acme Indústria',
          NM_APELIDO: 'ACME',
          CD_EMPRESA: 1,
          NR_DOCUMENTO_CNPJ: null,
        },
      ],
    });
    const onChange = vi.fn();
    renderWithProviders(<ClientePicker value={null} onChange={onChange} maxChars={40} debounceMs={10} />);
    const campo = entrada('Cliente');
    act(() => campo.focus());
    fireEvent.change(campo, { target: { value: 'ac' } });
    await new Promise((r) => setTimeout(r, 50));
    expect(chamadas).toEqual([]);
    fireEvent.change(campo, { target: { value: 'acé' } });
    fireEvent.click(await screen.findByText('Acme Indústria (ACME)'));
    expect(chamadas).toEqual(['/api/cliente/clientes/ac%C3%A9/40']);
    expect(onChange).toHaveBeenCalledWith(5, expect.objectContaining({ NM_PESSOA: 'Acme Indústria' }));
  });
});

describe('TurnoPicker', () => {
  const original = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight');
  beforeAll(() => {
    Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
      configurable: true,
      get() {
        return Number.parseFloat((this as HTMLElement).style.height) || 0;
      },
    });
  });
  afterAll(() => {
    if (original) Object.defineProperty(HTMLElement.prototype, 'clientHeight', original);
  });

  it('lists the shifts of the hiring type in 60 px rows with a count', async () => {
    const turnos = Array.from({ length: 30 }, (_, i) => ({
      CD_TURNO: i + 1,
      NM_TURNO: `Turno ${i + 1}`,
      CD_TURNO_DATASUL: null,
    }));
    servidor({ '/api/turno/turnos-list/1': turnos });
    const onChange = vi.fn();
    renderWithProviders(<TurnoPicker cdTipoContratacao={1} value={null} onChange={onChange} height={360} />);
    expect(await screen.findByText('Exibindo 30 registros')).toBeInTheDocument();
    const opcoes = screen.getAllByRole('option');
    expect(opcoes.length).toBeLessThan(30);
    expect(opcoes[0]).toHaveStyle({ height: '60px' });
    fireEvent.click(screen.getByText('Turno 2'));
    expect(onChange).toHaveBeenCalledWith(2, turnos[1]);
  });
});
