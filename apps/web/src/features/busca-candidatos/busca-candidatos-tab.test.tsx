import { MENSAGENS_BUSCA_CANDIDATOS as M } from '@backoffice/domain/candidato-busca';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../components/testing/render';
import { salvarUsuario } from '../../lib/sessao';
import { type TabsApi, TabsContext } from '../../lib/tabs';
import { BuscaCandidatosTab } from './busca-candidatos-tab';

let fetchMock: ReturnType<typeof vi.fn>;

function montar() {
  fetchMock = vi.fn(async (url: string) => {
    const u = String(url);
    if (u.includes('/cidade-padrao-usuario/')) return Response.json({ CD_UF: 'SC', NM_CIDADE: 'JOINVILLE' });
    if (u.includes('/count/pesquisa/')) return Response.json({ TOTAL: 1 });
    if (u.includes('/candidato/pesquisa/'))
      return Response.json([
        {
          CODIGO_PESSOA: 12,
          NOME_PESSOA: 'Maria da Silva',
          CPF: null,
          UF: 'SC',
          CIDADE: 'Joinville',
          DATA_CRIACAO: '2026-01-02T10:00:00Z',
          ALTERADO_EM: '2026-01-03T10:00:00Z',
          ALTERADO_POR: null,
          ID_DESTAQUE: 'N',
          ID_BLOQUEADO: 'N',
        },
      ]);
    if (u.includes('/cidades')) return Response.json([{ NM_CIDADE: 'Joinville' }]);
    return Response.json([]);
  });
  vi.stubGlobal('fetch', fetchMock);
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
    permissoes: [36],
  });
  renderWithProviders(
    <TabsContext.Provider value={{ abrir: vi.fn() } as unknown as TabsApi}>
      <BuscaCandidatosTab />
    </TabsContext.Provider>,
  );
}

const buscas = () => fetchMock.mock.calls.filter(([u]) => String(u).includes('/candidato/pesquisa/'));

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('Busca de Candidatos', () => {
  it('refuses a short name beside its field and a search without filters in the alert, asking nothing', async () => {
    montar();
    const user = userEvent.setup();
    const filtros = await screen.findByRole('form', { name: 'Filtros da busca de candidatos' });
    const nome = screen.getByRole('textbox', { name: /^Nome/ });
    await user.type(nome, 'ab{Enter}');
    expect(await screen.findByText(M.nomeCurto)).toBeInTheDocument();
    expect(nome).toHaveAttribute('aria-invalid', 'true');

    await user.clear(nome);
    await user.click(screen.getByRole('button', { name: 'Limpar estado' }));
    await user.type(nome, '{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(M.muitosResultados);
    expect(filtros).toContainElement(screen.getByRole('alert'));
    expect(buscas()).toHaveLength(0);
  });

  it('searches a code alone, wherever the candidate lives', async () => {
    montar();
    const user = userEvent.setup();
    await screen.findByRole('form', { name: 'Filtros da busca de candidatos' });
    await user.type(screen.getByRole('textbox', { name: 'Código' }), '1a2{Enter}');
    expect(await screen.findByText('Maria da Silva')).toBeInTheDocument();
    expect(String(buscas()[0]?.[0])).toContain('/candidato/pesquisa/cd_pessoa=12');
  });
});
