import { MENSAGENS_QUADRO } from '@backoffice/domain/quadro-vaga';
import type { CandidatoRelacionadoLinha } from '@backoffice/domain/vaga-candidatos';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderizar } from '../../../app/test-utils';
import { AbaRelacionados } from '../aba-relacionados';
import { type Enviado, json, linhaRelacionado, simularApi } from '../lote/testes-lote';

const abas = vi.hoisted(() => ({ abrir: vi.fn(), fechar: vi.fn() }));
vi.mock('../../../lib/tabs', async (original) => ({
  ...(await original<typeof import('../../../lib/tabs')>()),
  useTabs: () => abas,
}));

// jsdom has no layout: give each column's scroll box the height it asks for
const originais = (['clientHeight', 'offsetHeight'] as const).map(
  (p) => [p, Object.getOwnPropertyDescriptor(HTMLElement.prototype, p)] as const,
);
beforeAll(() => {
  for (const [p] of originais)
    Object.defineProperty(HTMLElement.prototype, p, {
      configurable: true,
      get() {
        return Number.parseFloat((this as HTMLElement).style.height) || 0;
      },
    });
});
afterAll(() => {
  for (const [p, d] of originais) if (d) Object.defineProperty(HTMLElement.prototype, p, d);
});

let linhas: CandidatoRelacionadoLinha[] = [];
let enviados: Enviado[] = [];
let responder: (url: string, corpo: unknown) => Response | undefined = () => undefined;

function candidatos(extra: Partial<CandidatoRelacionadoLinha> = {}) {
  return [
    linhaRelacionado({ CD_PESSOA: 1, NM_PESSOA: 'Alice Souza', ID_DESTAQUE: 'S', ...extra }),
    linhaRelacionado({ CD_PESSOA: 2, NM_PESSOA: 'Bruno Lima', ...extra }),
    linhaRelacionado({
      CD_PESSOA: 3,
      NM_PESSOA: 'Carla Dias',
      CD_ESTAGIO_VAGA: 4,
      DT_CURRICULO: '2030-01-03T10:00:00.000Z',
      PARECER_CLIENTE: 'P',
      ...extra,
    }),
    linhaRelacionado({ CD_PESSOA: 4, NM_PESSOA: 'Diego Alves', CD_ESTAGIO_VAGA: 5, ...extra }),
    linhaRelacionado({
      CD_PESSOA: 5,
      NM_PESSOA: 'Elisa Prado',
      CD_ESTAGIO_VAGA: 6,
      ID_SITUACAO: 'A',
      ...extra,
    }),
    linhaRelacionado({
      CD_PESSOA: 6,
      NM_PESSOA: 'Fábio Reis',
      CD_ESTAGIO_VAGA: 4,
      ID_SITUACAO: 'R',
      ID_POSSUE_DEFICIENCIA: 'S',
      ...extra,
    }),
  ];
}

beforeEach(() => {
  linhas = candidatos();
  responder = () => undefined;
  enviados = simularApi(
    () => linhas,
    (u, c) => responder(u, c),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

async function abrirQuadro() {
  const r = renderizar(<AbaRelacionados nrVaga={55} />);
  fireEvent.click(await screen.findByRole('radio', { name: 'Quadro' }));
  await screen.findByTestId('quadro-relacionados');
  await screen.findByText('Alice Souza');
  return r;
}

const cartao = (cd: number) => {
  const el = document.querySelector<HTMLElement>(`[data-cartao="${cd}"]`);
  if (!el) throw new Error(`cartão ${cd} ausente`);
  return el;
};
const coluna = (nome: string) => screen.getByRole('region', { name: nome });

describe('QuadroRelacionados', () => {
  it('groups the candidates in their columns with counts, and remembers the choice', async () => {
    await abrirQuadro();
    const contagens = {
      Relacionado: 2,
      'Currículo enviado': 1,
      Encaminhado: 1,
      Aprovado: 1,
      Reprovado: 1,
    };
    for (const [nome, n] of Object.entries(contagens)) {
      expect(within(coluna(nome)).getByLabelText(`${n} candidato(s) em ${nome}`)).toHaveTextContent(
        String(n),
      );
    }
    expect(within(coluna('Relacionado')).getByText('Alice Souza')).toBeInTheDocument();
    expect(within(coluna('Relacionado')).getByText('HOT')).toBeInTheDocument();
    expect(within(coluna('Currículo enviado')).getByLabelText('Aguardando o cliente')).toBeInTheDocument();
    expect(within(coluna('Reprovado')).getByText('PCD')).toBeInTheDocument();
    expect(within(coluna('Aprovado')).getByText('Elisa Prado')).toBeInTheDocument();
    expect(localStorage.getItem('relacionadosVisao:0')).toBe('"quadro"');
  });

  it('moves the focused card forward with a key through the relate call, keeping the focus on it', async () => {
    responder = (u, c) => {
      if (!u.includes('/vaga/relacionar-candidato')) return undefined;
      const { cd_pessoa_candidato, cd_estagio_vaga } = c as {
        cd_pessoa_candidato: number;
        cd_estagio_vaga: number;
      };
      linhas = linhas.map((l) =>
        l.CD_PESSOA === cd_pessoa_candidato ? { ...l, CD_ESTAGIO_VAGA: cd_estagio_vaga } : l,
      );
      return json({ message: 'Candidato relacionado com sucesso!' });
    };
    await abrirQuadro();
    cartao(1).focus();
    fireEvent.keyDown(cartao(1), { key: '3' });
    await waitFor(() => expect(enviados).toHaveLength(1));
    expect(enviados[0]).toEqual({
      url: expect.stringContaining('/api/vaga/relacionar-candidato'),
      metodo: 'POST',
      corpo: { cd_pessoa_candidato: 1, nr_vaga: 55, cd_estagio_vaga: 5 },
    });
    await waitFor(() => expect(within(coluna('Encaminhado')).getByText('Alice Souza')).toBeInTheDocument());
    await waitFor(() => expect(cartao(1)).toHaveFocus());
    expect(await screen.findByText('Candidato relacionado com sucesso!')).toBeInTheDocument();
  });

  it("shows the server's refusal of a move backwards on the card, which stays", async () => {
    responder = (u) =>
      u.includes('/vaga/relacionar-candidato')
        ? json({ error: 'O candidato já está em um estágio posterior.' }, 400)
        : undefined;
    await abrirQuadro();
    fireEvent.keyDown(cartao(4), { key: 'ArrowLeft' });
    await waitFor(() => expect(enviados).toHaveLength(1));
    expect((enviados[0]!.corpo as { cd_estagio_vaga: number }).cd_estagio_vaga).toBe(4);
    expect(await within(cartao(4)).findByRole('alert')).toHaveTextContent(
      'O candidato já está em um estágio posterior.',
    );
    expect(within(coluna('Encaminhado')).getByText('Diego Alves')).toBeInTheDocument();
  });

  it('opens the approval modal with A, the rejection with R and the restore from Reprovado', async () => {
    await abrirQuadro();
    fireEvent.keyDown(cartao(2), { key: 'a' });
    expect(await screen.findByRole('dialog', { name: 'Aprovar candidato - Bruno Lima' })).toBeInTheDocument();
    fireEvent.keyDown(screen.getByRole('dialog', { name: 'Aprovar candidato - Bruno Lima' }), {
      key: 'Escape',
    });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: /Aprovar candidato/ })).not.toBeInTheDocument(),
    );

    fireEvent.keyDown(cartao(2), { key: 'R' });
    const reprovar = await screen.findByRole('dialog', { name: 'Reprovar candidato' });
    expect(within(reprovar).getByText('Confirma a reprovação de Bruno Lima?')).toBeInTheDocument();
    fireEvent.click(within(reprovar).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Reprovar candidato' })).not.toBeInTheDocument(),
    );

    fireEvent.keyDown(cartao(6), { key: '2' });
    expect(await screen.findByRole('dialog', { name: 'Restaurar candidato' })).toBeInTheDocument();
    expect(enviados).toHaveLength(0);
  });

  it('moves the focus within a column with the arrows', async () => {
    await abrirQuadro();
    cartao(1).focus();
    fireEvent.keyDown(cartao(1), { key: 'ArrowDown' });
    await waitFor(() => expect(cartao(2)).toHaveFocus());
    fireEvent.keyDown(cartao(2), { key: 'ArrowUp' });
    await waitFor(() => expect(cartao(1)).toHaveFocus());
    fireEvent.keyDown(cartao(1), { key: 'Enter' });
    expect(abas.abrir).toHaveBeenCalledWith('DadosCandidato', { cdPessoaCandidato: 1 });
  });

  it('selects a range of cards with shift-click', async () => {
    linhas = [
      ...candidatos(),
      linhaRelacionado({ CD_PESSOA: 7, NM_PESSOA: 'Gil Nunes' }),
      linhaRelacionado({ CD_PESSOA: 8, NM_PESSOA: 'Helena Costa' }),
    ];
    await abrirQuadro();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Selecionar Alice Souza' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Selecionar Gil Nunes' }), { shiftKey: true });
    expect(screen.getByText('3 selecionados')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Selecionar Bruno Lima' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Selecionar Helena Costa' })).not.toBeChecked();
  });

  it('selects a column into the bulk bar', async () => {
    await abrirQuadro();
    fireEvent.click(screen.getByRole('button', { name: 'Selecionar coluna Relacionado' }));
    expect(
      within(screen.getByRole('region', { name: 'Ações em lote' })).getByText('2 selecionados'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Selecionar Carla Dias' }));
    expect(screen.getByText('3 selecionados')).toBeInTheDocument();
  });

  it('a frozen vacancy moves nothing and says why', async () => {
    linhas = candidatos({ CD_SITUACAO_ATUAL_VAGA: 13 });
    await abrirQuadro();
    expect(screen.getByText(MENSAGENS_QUADRO.congelada).closest('[role="status"]')).not.toBeNull();
    fireEvent.keyDown(cartao(1), { key: '2' });
    expect(await within(cartao(1)).findByRole('alert')).toHaveTextContent(MENSAGENS_QUADRO.congelada);
    fireEvent.keyDown(cartao(2), { key: 'a' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(enviados).toHaveLength(0);
  });
});

describe('QuadroRelacionados › arrastar', () => {
  // jsdom has no layout: columns side by side, 300 px apart, each card near the top of its column
  const original = Element.prototype.getBoundingClientRect;
  const retangulo = (left: number, top: number, width: number, height: number) =>
    ({
      left,
      top,
      width,
      height,
      right: left + width,
      bottom: top + height,
      x: left,
      y: top,
      toJSON: () => ({}),
    }) as DOMRect;
  beforeAll(() => {
    Element.prototype.getBoundingClientRect = function (this: Element) {
      // the dragged card's copy starts where the card was
      if (this.matches('[data-sobreposto], :has(> [data-sobreposto])')) return retangulo(5, 40, 250, 88);
      const coluna = this.closest<HTMLElement>('[data-coluna]');
      if (!coluna) return retangulo(0, 0, 0, 0);
      const i = ['3', '4', '5', 'A', 'R'].indexOf(coluna.dataset.coluna ?? '');
      if (this.hasAttribute('data-cartao')) return retangulo(i * 300 + 5, 40, 250, 88);
      if (this === coluna) return retangulo(i * 300, 0, 260, 600);
      return original.call(this);
    };
  });
  afterAll(() => {
    Element.prototype.getBoundingClientRect = original;
  });

  async function arrastar(cd: number, colunas: number) {
    const el = cartao(cd);
    const quadro = () => new Promise((r) => setTimeout(r, 20));
    fireEvent.pointerDown(el, { clientX: 100, clientY: 80, button: 0, isPrimary: true });
    await act(quadro);
    fireEvent.pointerMove(document, { clientX: 110, clientY: 80 });
    await act(quadro);
    fireEvent.pointerMove(document, { clientX: 100 + colunas * 300, clientY: 80 });
    await act(quadro);
    fireEvent.pointerUp(document, { clientX: 100 + colunas * 300, clientY: 80 });
    // dnd-kit stops every click on the document until 50 ms after a drag ends: the next test's
    // first click must not fall inside that window (the document is the same)
    await act(() => new Promise((r) => setTimeout(r, 60)));
  }

  it('dropping a card on the next column runs the relate call', async () => {
    await abrirQuadro();
    await arrastar(2, 1);
    await waitFor(() => expect(enviados).toHaveLength(1));
    expect(enviados[0]!.corpo).toEqual({ cd_pessoa_candidato: 2, nr_vaga: 55, cd_estagio_vaga: 4 });
  });

  it('a frozen vacancy does not drag', async () => {
    linhas = candidatos({ CD_SITUACAO_ATUAL_VAGA: 13 });
    await abrirQuadro();
    await arrastar(2, 1);
    await new Promise((r) => setTimeout(r, 50));
    expect(enviados).toHaveLength(0);
  });
});
