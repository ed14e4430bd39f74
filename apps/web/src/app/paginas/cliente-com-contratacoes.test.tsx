import type { ClienteDados } from '@backoffice/domain/clientes';
import { screen } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../components/testing/render';
import { entrarComo } from '../../lib/sessao-teste';
import { type TabsApi, TabsContext } from '../../lib/tabs';
import { ClienteComContratacoes } from './cliente-com-contratacoes';

const json = (corpo: unknown, status = 200) =>
  new Response(JSON.stringify(corpo), { status, headers: { 'content-type': 'application/json' } });

const CLIENTE: ClienteDados = {
  cd_pessoa: 77,
  id_tipo_pessoa: 'J',
  nr_documento_cnpj: null,
  nr_documento_cpf: null,
  nm_pessoa: 'Metalúrgica Joinville',
  nm_apelido: null,
  cd_empresa: 1,
  nm_empresa: 'Joinville',
  cd_cep: null,
  cd_tipo_logradouro: null,
  nm_cep: null,
  nr_endereco: null,
  ds_complemento: null,
  nm_bairro: null,
  nm_regiao: null,
  nm_cidade: null,
  cd_uf: null,
  ds_email: null,
  telefones: [],
  cd_pessoa_comercial: null,
  nm_pessoa_comercial: null,
  qt_funcionarios: 250,
  id_confidencial_padrao: 'N',
  id_ativo: 'S',
  id_optante_simples_nac: null,
  dt_valida_simples: null,
  criado_em: '2020-01-01T00:00:00Z',
  alterado_em: '2020-01-01T00:00:00Z',
};

const COTAS = {
  QT_FUNCIONARIOS: 250,
  PC_COTA_PCD: 3,
  QT_COTA_PCD: 8,
  QT_PCD_CONTRATADOS: 5,
  QT_APRENDIZ_MIN: 13,
  QT_APRENDIZ_MAX: 37,
  QT_APRENDIZES_CONTRATADOS: 13,
  ID_APRENDIZ_DISPENSADO: 'N',
  QT_FALTA_PCD: 3,
  QT_FALTA_APRENDIZ: 0,
  QT_PCD_EM_PROCESSO: 2,
};

let pedidos: URL[];

beforeEach(() => {
  pedidos = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (entrada: string) => {
      const url = new URL(entrada, 'http://localhost');
      pedidos.push(url);
      if (url.pathname === '/api/clientes/77/cotas') return json(COTAS);
      if (url.pathname === '/api/contratacoes') return json({ linhas: [], total: 0 });
      if (url.pathname === '/api/clientes/77/parecer-indicadores')
        return json({
          encaminhados: 0,
          respondidos: 0,
          taxa_resposta: null,
          mediana_horas: null,
          aprovados: 0,
          aprovacoes_por_encaminhado: null,
        });
      if (url.pathname === '/api/clientes/77') return json(CLIENTE);
      return json([]);
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function montar(permissoes: number[]) {
  entrarComo({ permissoes });
  renderWithProviders(
    <TabsContext.Provider value={{ abrir: vi.fn(), url: () => '/t/x' } as unknown as TabsApi}>
      <ClienteComContratacoes params={{ cdPessoa: '77', cdEmpresa: '1' }} />
    </TabsContext.Provider>,
  );
  return userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
}

describe('Client page with its placements', () => {
  it('shows the legal quotas and the Contratações tab with the client fixed', async () => {
    const user = montar([58]);
    expect(await screen.findByRole('region', { name: 'Cotas legais' })).toBeInTheDocument();
    expect(await screen.findByTestId('cota-pcd')).toHaveTextContent('3% · 8');
    await user.click(screen.getByRole('tab', { name: 'Contratações' }));
    expect(await screen.findByText('Nenhuma contratação.')).toBeInTheDocument();
    const lista = pedidos.find((u) => u.pathname === '/api/contratacoes');
    expect(lista?.searchParams.get('cd_pessoa_cliente')).toBe('77');
  });

  it('shows neither to a user who does not read placements', async () => {
    montar([289]);
    expect(await screen.findByRole('tab', { name: 'Dados' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Cotas legais' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Contratações' })).not.toBeInTheDocument();
  });
});
