import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../components/testing/render';
import { salvarUsuario } from '../../lib/sessao';
import { type TabsApi, TabsContext } from '../../lib/tabs';
import { RecrutamentoEntrarPage } from './recrutamento-entrar-page';

function montar(permissoes: number[], aba = 'criarCurriculo') {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('[]', { status: 200, headers: { 'content-type': 'application/json' } })),
  );
  salvarUsuario({
    cd_sip: 3,
    user_sip: 77,
    cd_unid: 1,
    cd_uf_unid: 'SC',
    apelido: 'Rita',
    nm_login: 'rita',
    nm_pessoa: 'Rita Recrutadora',
    grupos: [],
    cd_setor: 3,
    permissoes,
  });
  const api = { abrir: vi.fn() } as unknown as TabsApi;
  renderWithProviders(
    <TabsContext.Provider value={api}>
      <RecrutamentoEntrarPage params={{ aba }} />
    </TabsContext.Provider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('Recrutamento - Entrar (spec 002 §2.4)', () => {
  it('offers the six inner tabs in order to a recruiter with code 36', async () => {
    montar([36, 37]);
    const lista = await screen.findByRole('tablist', { name: 'Recrutamento - Entrar' });
    expect(Array.from(lista.querySelectorAll('[role="tab"]')).map((t) => t.textContent)).toEqual([
      'Vagas Recrutamento',
      'Busca de Candidatos',
      'Criar currículo',
      'Grupos de Candidatos',
      'Relatório - Movimentação',
      'Relatório - Candidato',
    ]);
    expect(screen.getByRole('tab', { name: 'Criar currículo' })).toHaveAttribute('aria-selected', 'true');
    // the resume editor, as in every workspace
    expect(
      await screen.findByRole('navigation', { name: /Seções do currículo/i }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('hides Relatório - Candidato without code 36, and its address falls back to the first tab', async () => {
    montar([37], 'relatorioCandidato');
    await screen.findByRole('tablist', { name: 'Recrutamento - Entrar' });
    expect(screen.queryByRole('tab', { name: 'Relatório - Candidato' })).toBeNull();
    expect(screen.getByRole('tab', { name: 'Vagas Recrutamento' })).toHaveAttribute('aria-selected', 'true');
  });
});
