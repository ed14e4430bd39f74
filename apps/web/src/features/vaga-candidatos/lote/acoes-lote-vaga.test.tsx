import type { AcaoLoteLinha } from '@backoffice/domain/acoes-lote';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderizar } from '../../../app/test-utils';
import { AcoesLoteVaga } from './acoes-lote-vaga';
import { json } from './testes-lote';

const acoes: AcaoLoteLinha[] = [
  {
    id_acao_lote: 8,
    id_tipo: 'mover',
    ds_resumo: 'Para Currículo enviado',
    qt_aplicados: 12,
    qt_recusados: 2,
    nm_usuario: 'Rosa',
    cd_usuario: 1,
    criado_em: '2030-01-02T13:05:00.000Z',
    desfeito_em: null,
    pode_desfazer: true,
  },
  {
    id_acao_lote: 7,
    id_tipo: 'reprovar',
    ds_resumo: null,
    qt_aplicados: 3,
    qt_recusados: 0,
    nm_usuario: 'Rosa',
    cd_usuario: 1,
    criado_em: '2030-01-01T12:00:00.000Z',
    desfeito_em: '2030-01-01T12:04:00.000Z',
    pode_desfazer: false,
  },
];
const enviados: string[] = [];

beforeEach(() => {
  enviados.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (url, init) => {
      const u = String(url);
      if ((init?.method ?? 'GET') !== 'GET') {
        enviados.push(u);
        return json({
          message: 'Ação desfeita: 10 candidato(s) restaurado(s).',
          restaurados: 10,
          mantidos: [
            { cd_pessoa_candidato: 4, nm_pessoa: 'Diego Alves', motivo: 'Aprovado por outra pessoa.' },
          ],
          envios: [],
        });
      }
      if (u.includes('/vaga/55/acoes-em-lote')) return json(acoes);
      return json([]);
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AcoesLoteVaga', () => {
  it('lists who did what and when, undone or undoable', async () => {
    renderizar(<AcoesLoteVaga nrVaga={55} />);
    const lista = await screen.findByRole('list', { name: 'Ações em lote' });
    const [mover, reprovar] = within(lista).getAllByRole('listitem');
    expect(mover).toHaveTextContent('Mover de estágio');
    expect(mover).toHaveTextContent('Rosa · 02/01/2030 10:05');
    expect(mover).toHaveTextContent('12 aplicado(s)');
    expect(mover).toHaveTextContent('2 recusado(s)');
    expect(reprovar).toHaveTextContent('Desfeita em 01/01/2030 09:04');
    expect(within(reprovar!).queryByRole('button')).not.toBeInTheDocument();

    fireEvent.click(within(mover!).getByRole('button', { name: /^Desfazer/ }));
    await waitFor(() => expect(enviados).toEqual([expect.stringContaining('/api/acoes-em-lote/8/desfazer')]));
    expect(await screen.findByText('Ação desfeita: 10 candidato(s) restaurado(s).')).toBeInTheDocument();
    expect(screen.getByText(/Diego Alves: Aprovado por outra pessoa\./)).toBeInTheDocument();
  });
});
