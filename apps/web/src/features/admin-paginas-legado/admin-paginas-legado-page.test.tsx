import {
  DESCRICAO_PAGINAS_LEGADO,
  MENSAGENS_PAGINAS_LEGADO as M,
  PAGINAS_LEGADO,
  type PaginasLegadoResposta,
} from '@backoffice/domain/paginas-legado';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../components/testing/render';
import { AdminPaginasLegadoPage } from './admin-paginas-legado-page';

const json = (corpo: unknown, status = 200) =>
  new Response(JSON.stringify(corpo), { status, headers: { 'content-type': 'application/json' } });

function resposta(url: string | null): PaginasLegadoResposta {
  return {
    URL_SITE_LEGADO: url,
    PAGINAS: PAGINAS_LEGADO.map((p) => ({
      cd_pagina: p,
      ...DESCRICAO_PAGINAS_LEGADO[p],
      id_modo: p === 'dadosCliente' ? 'L' : 'N',
      dt_alteracao: p === 'dadosCliente' ? '2026-03-10T13:05:00Z' : null,
      nm_alterado_por: p === 'dadosCliente' ? 'Ada' : null,
    })),
    auditoria: [
      {
        id: 3,
        dt_alteracao: '2026-03-10T13:05:00Z',
        nm_autor: 'Ada',
        ds_chave: 'dadosCliente',
        ds_acao: 'alterar',
        antes: { id_modo: 'N' },
        depois: { id_modo: 'L' },
      },
    ],
  };
}

const enviados: unknown[] = [];
let site: string | null = 'https://site.exemplo/';
beforeEach(() => {
  enviados.length = 0;
  site = 'https://site.exemplo/';
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (_url, init) => {
      if ((init?.method ?? 'GET') === 'PUT') {
        enviados.push(JSON.parse(String(init?.body)));
        return json({ message: M.alteradas(1), alteradas: 1 });
      }
      return json(resposta(site));
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AdminPaginasLegadoPage', () => {
  it('shows each page with its choice and trail, and saves only the pages changed', async () => {
    renderWithProviders(<AdminPaginasLegadoPage />);
    const linha = (await screen.findByText(DESCRICAO_PAGINAS_LEGADO.aberturaRequisicao.rotulo)).closest(
      'tr',
    )!;
    expect(within(linha).getByText('vagas_cr_pre.php')).toBeInTheDocument();
    expect(screen.getByText('10/03/2026 10:05 · Ada')).toBeInTheDocument();
    // the trail in words
    expect(
      screen.getByText(
        `${DESCRICAO_PAGINAS_LEGADO.dadosCliente.rotulo}: Página nativa → Site principal (frame)`,
      ),
    ).toBeInTheDocument();

    const salvar = screen.getByRole('button', { name: 'Salvar' });
    expect(salvar).toBeDisabled();
    fireEvent.click(within(linha).getByRole('radio', { name: 'Site principal (frame)' }));
    await waitFor(() => expect(salvar).toBeEnabled());
    fireEvent.click(salvar);
    await waitFor(() => expect(enviados).toEqual([{ modos: { aberturaRequisicao: 'L' } }]));
  });

  it('without the legacy site: says so and offers no choice', async () => {
    site = null;
    renderWithProviders(<AdminPaginasLegadoPage />);
    expect(await screen.findByText(M.siteNaoConfigurado)).toBeInTheDocument();
    const linha = screen.getByText(DESCRICAO_PAGINAS_LEGADO.dadosCliente.rotulo).closest('tr')!;
    for (const r of within(linha).getAllByRole('radio')) expect(r).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeDisabled();
  });
});
