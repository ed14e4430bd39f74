import type { CandidatoRelacionadoLinha } from '@backoffice/domain/vaga-candidatos';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../components/testing/render';
import { AbaRelacionados } from './aba-relacionados';
import { json, linhaRelacionado } from './lote/testes-lote';

vi.mock('../../lib/tabs', async (original) => ({
  ...(await original<typeof import('../../lib/tabs')>()),
  useTabs: () => ({ abrir: vi.fn(), fechar: vi.fn() }),
}));

/** A related candidate, by default in stage 4 (resume sent). */
const linha = (extra: Partial<CandidatoRelacionadoLinha> = {}) =>
  linhaRelacionado({ CD_ESTAGIO_VAGA: 4, ...extra });

const enviados: { url: string; corpo: unknown }[] = [];
let relacionados: CandidatoRelacionadoLinha[] = [];

beforeEach(() => {
  enviados.length = 0;
  relacionados = [
    linha(),
    linha({
      CD_PESSOA: 11,
      NM_PESSOA: 'Bruno Reprovado',
      ID_SITUACAO: 'R',
      NM_MOTIVO_REPROVACAO: 'Faltou à entrevista',
    }),
  ];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (url, init) => {
      const u = String(url);
      if ((init?.method ?? 'GET') !== 'GET') {
        enviados.push({ url: u, corpo: JSON.parse(String(init?.body)) });
        return json({ message: 'Candidato reprovado com sucesso!' });
      }
      if (u.includes('/cadastros/motivos-reprovacao/ativos'))
        return json([
          { cd: 3, nome: 'Experiência insuficiente' },
          { cd: 4, nome: 'Pretensão salarial acima da faixa' },
        ]);
      if (u.includes('/vaga/situacao/')) return json({ ID_VAGA_CONGELADA: 'N' });
      if (u.includes('/vaga/candidatos-relacionados/')) return json(relacionados);
      return json([]);
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

async function reprovar(nome: string) {
  fireEvent.click(await screen.findByRole('button', { name: `Ações de ${nome}` }));
  fireEvent.click(await screen.findByRole('menuitem', { name: 'Reprovar', hidden: true }));
  return screen.findByRole('dialog', { name: 'Reprovar candidato' });
}

describe('AbaRelacionados › reprovar', () => {
  it('shows the reason of a rejected candidate', async () => {
    renderWithProviders(<AbaRelacionados nrVaga={55} />);
    const bruno = (await screen.findByText('Bruno Reprovado')).closest('tr')!;
    expect(within(bruno).getByText('Faltou à entrevista')).toBeInTheDocument();
  });

  it('rejects with the reason picked among the active ones', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderWithProviders(<AbaRelacionados nrVaga={55} />);
    const dialogo = await reprovar('Ana Candidata');
    const motivo = within(dialogo).getByLabelText(/^Motivo/, { selector: 'input' });
    await waitFor(() => expect(motivo).toBeEnabled());
    await user.click(motivo);
    await user.click(await screen.findByRole('option', { name: 'Experiência insuficiente', hidden: true }));
    await user.click(within(dialogo).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(enviados).toHaveLength(1));
    expect(enviados[0]).toEqual({
      url: expect.stringContaining('/api/vaga/reprovar-candidato'),
      corpo: { cd_pessoa_candidato: 10, nr_vaga: 55, cd_motivo_reprovacao: 3 },
    });
  });

  it('rejects without a reason when none is picked', async () => {
    renderWithProviders(<AbaRelacionados nrVaga={55} />);
    const dialogo = await reprovar('Ana Candidata');
    await waitFor(() =>
      expect(within(dialogo).getByLabelText(/^Motivo/, { selector: 'input' })).toBeEnabled(),
    );
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(enviados).toHaveLength(1));
    expect(enviados[0]!.corpo).toEqual({ cd_pessoa_candidato: 10, nr_vaga: 55 });
  });
});
