import { MENSAGENS_RECRUTAMENTO as M } from '@backoffice/domain/recrutamento';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../components/testing/render';
import { salvarUsuario } from '../../lib/sessao';
import { type TabsApi, TabsContext } from '../../lib/tabs';
import { RelatorioCandidatoTab } from './relatorio-candidato';

const json = (corpo: unknown) =>
  new Response(JSON.stringify(corpo), { status: 200, headers: { 'content-type': 'application/json' } });

function montar() {
  const chamadas: { url: string; corpo?: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      chamadas.push({ url, corpo: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (url.includes('analista/analistas-unidade')) return json([{ usuario: 3, nome: 'Rita Recrutadora' }]);
      if (url.includes('consulta-candidatos-relatorio'))
        return json([
          {
            CD_PESSOA: 501,
            NM_PESSOA: 'Carla Incluída',
            NM_USUARIO: 'Rita Recrutadora',
            ID_TIPO_OPERACAO: 'I',
            CRIADO_EM: '2026-11-20T13:00:00.000Z',
          },
        ]);
      return json([]);
    }),
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
    permissoes: [36],
  });
  const api = { abrir: vi.fn() } as unknown as TabsApi;
  renderWithProviders(
    <TabsContext.Provider value={api}>
      <RelatorioCandidatoTab />
    </TabsContext.Provider>,
  );
  return chamadas;
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('Relatório - Candidato (spec 002 §2.4, §5, §9)', () => {
  it('refuses a start after the end without asking the server', async () => {
    const chamadas = montar();
    const inicio = screen.getByRole('textbox', { name: 'Início' });
    await userEvent.clear(inicio);
    await userEvent.type(inicio, '31/12/2199');
    await userEvent.click(screen.getByRole('button', { name: 'Gerar relatório' }));
    expect(await screen.findByText(M.periodoInvalido)).toBeInTheDocument();
    expect(chamadas.some((c) => c.url.includes('consulta-candidatos-relatorio'))).toBe(false);
  });

  it('sends the logged analyst, the last 30 days and the kind chosen, and lists the answer', async () => {
    const chamadas = montar();
    await userEvent.click(screen.getByText('Incluídos'));
    await userEvent.click(screen.getByRole('button', { name: 'Gerar relatório' }));
    expect(await screen.findByText('Carla Incluída')).toBeInTheDocument();
    expect(screen.getByText('Incluído')).toBeInTheDocument();
    await waitFor(() =>
      expect(chamadas.find((c) => c.url.includes('consulta-candidatos-relatorio'))?.corpo).toMatchObject({
        analistas: [3],
        tipo_registro: 'I',
      }),
    );
    const corpo = chamadas.find((c) => c.url.includes('consulta-candidatos-relatorio'))?.corpo as {
      inicio: string;
      termino: string;
    };
    const dias = (Date.parse(corpo.termino) - Date.parse(corpo.inicio)) / 86_400_000;
    expect(dias).toBe(30);
  });
});
