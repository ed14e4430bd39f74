import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../components/testing/render';
import { ParecerClienteCard } from './parecer-cliente-card';

const json = (corpo: unknown, status = 200) =>
  new Response(JSON.stringify(corpo), { status, headers: { 'content-type': 'application/json' } });

function responder(resposta: () => Response | Promise<Response>) {
  const f = vi.fn<typeof fetch>(async () => resposta());
  vi.stubGlobal('fetch', f);
  return f;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ParecerClienteCard', () => {
  it("shows the client's verdict figures", async () => {
    const f = responder(() =>
      json({
        encaminhados: 12,
        respondidos: 9,
        taxa_resposta: 0.75,
        mediana_horas: 30,
        aprovados: 4,
        aprovacoes_por_encaminhado: 1 / 3,
      }),
    );
    renderWithProviders(<ParecerClienteCard cdPessoa={77} />);
    const card = screen.getByRole('region', { name: 'Parecer do cliente' });
    expect(within(card).getByRole('status')).toHaveTextContent(/Carregando/);
    expect(await within(card).findByText('12')).toBeInTheDocument();
    const valor = (termo: string) => within(card).getByText(termo).nextElementSibling?.textContent;
    expect(valor('Encaminhados')).toBe('12');
    expect(valor('Respondidos')).toBe('9');
    expect(valor('Respondidos (%)')).toBe('75%');
    expect(valor('Tempo mediano até o parecer')).toBe('30 h');
    expect(valor('Aprovados')).toBe('4');
    expect(valor('Aprovações por encaminhado')).toBe('33,3%');
    expect(String(f.mock.calls[0]![0])).toContain('/api/clientes/77/parecer-indicadores');
  });

  it('explains forwarding by link when nothing was forwarded', async () => {
    responder(() =>
      json({
        encaminhados: 0,
        respondidos: 0,
        taxa_resposta: null,
        mediana_horas: null,
        aprovados: 0,
        aprovacoes_por_encaminhado: null,
      }),
    );
    renderWithProviders(<ParecerClienteCard cdPessoa={77} />);
    expect(
      await screen.findByText(/Nenhum candidato foi encaminhado por link a este cliente/),
    ).toBeInTheDocument();
    expect(screen.queryByText('Encaminhados')).toBeNull();
  });

  it('says so when the figures cannot be read', async () => {
    responder(() => json({ error: 'Falhou.' }, 500));
    renderWithProviders(<ParecerClienteCard cdPessoa={77} />);
    expect(
      await screen.findByText('Não foi possível carregar os pareceres do cliente.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });
});
