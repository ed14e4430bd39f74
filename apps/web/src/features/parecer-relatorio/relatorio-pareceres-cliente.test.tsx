import { MENSAGENS_PARECER, type RelatorioParecerResposta } from '@backoffice/domain/parecer-cliente';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../components/testing/render';
import { salvarArquivo } from '../../lib/download';
import { RelatorioPareceresClienteTab } from './relatorio-pareceres-cliente';

vi.mock('../../lib/download', () => ({ salvarArquivo: vi.fn() }));

const json = (corpo: unknown, status = 200) =>
  new Response(JSON.stringify(corpo), { status, headers: { 'content-type': 'application/json' } });

const figuras = (encaminhados: number, respondidos: number, aprovados: number, mediana: number | null) => ({
  encaminhados,
  respondidos,
  taxa_resposta: encaminhados ? respondidos / encaminhados : null,
  mediana_horas: mediana,
  aprovados,
  aprovacoes_por_encaminhado: encaminhados ? aprovados / encaminhados : null,
});

const RELATORIO: RelatorioParecerResposta = {
  total: figuras(20, 15, 6, 36),
  por_cliente: [
    { cd: 7, nome: 'Metalúrgica Alfa', ...figuras(12, 9, 4, 30) },
    { cd: 8, nome: '=Comercial; Beta', ...figuras(8, 6, 2, 72) },
  ],
  por_analista: [{ cd: 3, nome: 'Rosa Analista', ...figuras(20, 15, 6, 36) }],
};

const pedidos: string[] = [];
let resposta: RelatorioParecerResposta;

beforeEach(() => {
  pedidos.length = 0;
  resposta = RELATORIO;
  vi.mocked(salvarArquivo).mockClear();
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (url) => {
      pedidos.push(String(url));
      return json(resposta);
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const renderizar = () => renderWithProviders(<RelatorioPareceresClienteTab hoje="2030-01-31" />);
const valor = (regiao: HTMLElement, termo: string) =>
  within(regiao).getByText(termo).nextElementSibling?.textContent;

describe('RelatorioPareceresClienteTab', () => {
  it('shows the totals and the tables per client and per analyst of the last 30 days', async () => {
    renderizar();
    const totais = await screen.findByRole('region', { name: 'Totais do período' });
    expect(pedidos[0]).toContain('/api/relatorios/parecer-cliente?de=2030-01-01&ate=2030-01-31');
    expect(within(totais).getByText('Totais — de 01/01/2030 a 31/01/2030')).toBeInTheDocument();
    expect(valor(totais, 'Encaminhados')).toBe('20');
    expect(valor(totais, 'Respondidos (%)')).toBe('75%');
    expect(valor(totais, 'Tempo mediano até o parecer')).toBe('36 h');
    expect(valor(totais, 'Aprovações por encaminhado')).toBe('30%');

    const clientes = screen.getByRole('table', { name: 'Pareceres por cliente' });
    const alfa = within(clientes).getByText('Metalúrgica Alfa').closest('tr')!;
    expect(within(alfa).getByText('12')).toBeInTheDocument();
    expect(within(alfa).getByText('30 h')).toBeInTheDocument();
    expect(within(alfa).getByText('33,3%')).toBeInTheDocument();
    const beta = within(clientes).getByText('=Comercial; Beta').closest('tr')!;
    expect(within(beta).getByText('3 dias')).toBeInTheDocument();
    const analistas = screen.getByRole('table', { name: 'Pareceres por analista' });
    expect(within(analistas).getByText('Rosa Analista')).toBeInTheDocument();
  });

  it('asks again for the period chosen, refusing one that starts after it ends', async () => {
    const user = userEvent.setup();
    renderizar();
    await screen.findByRole('region', { name: 'Totais do período' });
    const de = screen.getByRole('textbox', { name: 'De' });
    await user.clear(de);
    await user.type(de, '01022030');
    fireEvent.click(screen.getByRole('button', { name: 'Gerar relatório' }));
    expect(await screen.findByText(MENSAGENS_PARECER.periodoInvalido)).toBeInTheDocument();
    expect(pedidos).toHaveLength(1);

    await user.clear(de);
    await user.type(de, '15012030');
    fireEvent.click(screen.getByRole('button', { name: 'Gerar relatório' }));
    await waitFor(() => expect(pedidos).toHaveLength(2));
    expect(pedidos[1]).toContain('de=2030-01-15&ate=2030-01-31');
  });

  it('exports each table to CSV', async () => {
    renderizar();
    await screen.findByRole('region', { name: 'Totais do período' });
    const [porCliente] = screen.getAllByRole('button', { name: 'Exportar CSV' });
    fireEvent.click(porCliente!);
    expect(salvarArquivo).toHaveBeenCalledTimes(1);
    const [blob, nome] = vi.mocked(salvarArquivo).mock.calls[0]!;
    expect(nome).toBe('pareceres-por-cliente_2030-01-01_2030-01-31.csv');
    const texto = await blob.text();
    expect(texto.split('\r\n')[0]).toBe(
      'Cliente;Encaminhados;Respondidos;Respondidos (%);Tempo mediano até o parecer;Aprovados;Aprovações por encaminhado',
    );
    expect(texto).toContain('Metalúrgica Alfa;12;9;75%;30 h;4;33,3%');
    expect(texto).toContain(`"'=Comercial; Beta";8;6;75%;3 dias;2;25%`);
  });

  it('says when nothing was forwarded in the period', async () => {
    resposta = { total: figuras(0, 0, 0, null), por_cliente: [], por_analista: [] };
    renderizar();
    const totais = await screen.findByRole('region', { name: 'Totais do período' });
    expect(valor(totais, 'Respondidos (%)')).toBe('—');
    expect(screen.getAllByText('Nenhum candidato encaminhado por link no período.')).toHaveLength(2);
    for (const b of screen.getAllByRole('button', { name: 'Exportar CSV' })) expect(b).toBeDisabled();
  });
});
