import { contrato } from '@backoffice/domain/contrato';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { chaveDe, consulta, invalidar, useAcao } from './dados';
import { notify } from './notify';
import { createQueryClient } from './query-client';

vi.mock('./notify', () => ({
  notify: { erro: vi.fn(), aviso: vi.fn(), sucesso: vi.fn(), info: vi.fn(), fechar: vi.fn() },
}));

const ler = contrato({
  metodo: 'GET',
  caminho: '/area/item/:id',
  params: z.object({ id: z.coerce.number() }),
  resposta: z.object({ nome: z.string() }),
});
const outra = contrato({ metodo: 'GET', caminho: '/outra/lista', resposta: z.array(z.string()) });
const gravar = contrato({
  metodo: 'POST',
  caminho: '/area/gravar',
  corpo: z.object({ nome: z.string() }),
  resposta: z.object({ message: z.string() }),
  invalida: ['/area/'],
});

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, corpo: unknown) =>
  new Response(JSON.stringify(corpo), { status, headers: { 'content-type': 'application/json' } });

function envolver(qc: QueryClient) {
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={qc}>{children}</QueryClientProvider>
  );
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  vi.mocked(notify.erro).mockClear();
  vi.mocked(notify.sucesso).mockClear();
});
afterEach(() => vi.unstubAllGlobals());

describe('consulta', () => {
  it('keys a read by its path and request, and calls the filled path', async () => {
    expect(chaveDe(ler, { params: { id: 7 } })).toEqual(['/area/item/:id', { id: 7 }, {}]);
    // a read that posts a body (a filter) is a read per body
    expect(chaveDe(ler, { params: { id: 7 }, corpo: { f: 1 } } as never)).toEqual([
      '/area/item/:id',
      { id: 7 },
      {},
      { f: 1 },
    ]);
    fetchMock.mockResolvedValueOnce(json(200, { nome: 'Ana' }));
    const qc = createQueryClient();
    const { result } = renderHook(() => useQuery(consulta(ler, { params: { id: 7 } })), {
      wrapper: envolver(qc),
    });
    await waitFor(() => expect(result.current.data).toEqual({ nome: 'Ana' }));
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/api/area/item/7');
  });
});

describe('invalidar', () => {
  it('marks stale the reads under a prefix and leaves the others', async () => {
    const qc = new QueryClient();
    qc.setQueryData(chaveDe(ler, { params: { id: 1 } }), { nome: 'x' });
    qc.setQueryData(chaveDe(outra, {}), ['y']);
    await invalidar(qc, '/area/');
    expect(qc.getQueryState(chaveDe(ler, { params: { id: 1 } }))?.isInvalidated).toBe(true);
    expect(qc.getQueryState(chaveDe(outra, {}))?.isInvalidated).toBe(false);
  });
});

describe('useAcao', () => {
  it('toasts the success, runs the follow-up and reads again what the contract declares', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { message: 'Gravado!' }));
    const qc = createQueryClient();
    qc.setQueryData(chaveDe(ler, { params: { id: 1 } }), { nome: 'x' });
    const aoConcluir = vi.fn();
    const { result } = renderHook(() => useAcao(gravar, { sucesso: (r) => r.message, aoConcluir }), {
      wrapper: envolver(qc),
    });
    await act(() => result.current.mutateAsync({ corpo: { nome: 'Ana' } }));
    expect(notify.sucesso).toHaveBeenCalledWith('Gravado!');
    expect(aoConcluir).toHaveBeenCalledWith({ message: 'Gravado!' }, { corpo: { nome: 'Ana' } });
    await waitFor(() =>
      expect(qc.getQueryState(chaveDe(ler, { params: { id: 1 } }))?.isInvalidated).toBe(true),
    );
  });

  it("shows the server's message once on a refusal, and none when silent", async () => {
    fetchMock.mockResolvedValue(json(400, { error: 'Nome inválido.' }));
    const qc = createQueryClient();
    const { result } = renderHook(() => useAcao(gravar), { wrapper: envolver(qc) });
    await act(() => result.current.mutateAsync({ corpo: { nome: '' } }).catch(() => undefined));
    expect(notify.erro).toHaveBeenCalledTimes(1);
    expect(notify.erro).toHaveBeenCalledWith('Nome inválido.');
    const silencioso = renderHook(() => useAcao(gravar, { silencioso: true }), { wrapper: envolver(qc) });
    await act(() => silencioso.result.current.mutateAsync({ corpo: { nome: '' } }).catch(() => undefined));
    expect(notify.erro).toHaveBeenCalledTimes(1);
  });
});
