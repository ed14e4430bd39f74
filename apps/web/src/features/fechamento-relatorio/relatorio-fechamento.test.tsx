import type { FechamentoCandidaturasResposta } from '@backoffice/domain/portal-candidaturas';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../components/testing/render';
import { RelatorioFechamentoTab } from './relatorio-fechamento';

const json = (corpo: unknown, status = 200) =>
  new Response(JSON.stringify(corpo), { status, headers: { 'content-type': 'application/json' } });

const pedidos: string[] = [];
let resposta: FechamentoCandidaturasResposta | { error: string };
let status = 200;

beforeEach(() => {
  pedidos.length = 0;
  status = 200;
  resposta = {
    QT_PENDENTES: 1250,
    QT_ENVIADAS: 1000,
    QT_RECUSA: 150,
    QT_SEM_CONTATO: 80,
    QT_FALHAS: 20,
    PC_ENVIADAS: 80,
  };
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (url) => {
      pedidos.push(String(url));
      return json(resposta, status);
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const renderizar = () => renderWithProviders(<RelatorioFechamentoTab hoje="2030-01-31" />);
const valor = (regiao: HTMLElement, termo: string) =>
  within(regiao).getByText(termo).nextElementSibling?.textContent;

describe('RelatorioFechamentoTab', () => {
  it('shows the share of applications closed with a message in the last 30 days, and what it is made of', async () => {
    renderizar();
    const regiao = await screen.findByRole('region', { name: 'Mensagens de encerramento do período' });
    expect(pedidos[0]).toContain('/api/relatorios/fechamento-candidaturas?de=2030-01-01&ate=2030-01-31');
    expect(within(regiao).getByText('Vagas encerradas de 01/01/2030 a 31/01/2030')).toBeInTheDocument();
    expect(valor(regiao, 'Encerradas com mensagem')).toBe('80%');
    expect(valor(regiao, 'Candidaturas pendentes em vagas encerradas')).toBe('1.250');
    expect(valor(regiao, 'Não querem mensagens')).toBe('150');
    expect(valor(regiao, 'Sem e-mail nem WhatsApp')).toBe('80');
    expect(valor(regiao, 'Envios que falharam')).toBe('20');
  });

  it('asks again for the period chosen and refuses one that starts after it ends, beside the field', async () => {
    const user = userEvent.setup();
    renderizar();
    await screen.findByRole('region', { name: 'Mensagens de encerramento do período' });
    const de = screen.getByRole('textbox', { name: 'De' });
    await user.clear(de);
    await user.type(de, '01022030');
    fireEvent.click(screen.getByRole('button', { name: 'Gerar relatório' }));
    expect(await screen.findByText('A data inicial deve ser anterior ou igual à final.')).toBeInTheDocument();
    expect(pedidos).toHaveLength(1);
    await user.clear(de);
    await user.type(de, '15012030');
    fireEvent.click(screen.getByRole('button', { name: 'Gerar relatório' }));
    await waitFor(() => expect(pedidos).toHaveLength(2));
    expect(pedidos[1]).toContain('de=2030-01-15&ate=2030-01-31');
  });

  it('says when no vacancy closed with pending candidates, and shows a refusal in words', async () => {
    resposta = {
      QT_PENDENTES: 0,
      QT_ENVIADAS: 0,
      QT_RECUSA: 0,
      QT_SEM_CONTATO: 0,
      QT_FALHAS: 0,
      PC_ENVIADAS: null,
    };
    const { unmount } = renderizar();
    expect(
      await screen.findByText('Nenhuma vaga encerrada com candidatos pendentes no período.'),
    ).toBeInTheDocument();
    unmount();
    status = 403;
    resposta = { error: 'Acesso negado.' };
    renderizar();
    expect(await screen.findByRole('alert')).toHaveTextContent('Acesso negado.');
  });
});
