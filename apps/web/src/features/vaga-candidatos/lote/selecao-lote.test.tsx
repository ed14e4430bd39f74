import type { CandidatoRelacionadoLinha } from '@backoffice/domain/vaga-candidatos';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderizar } from '../../../app/test-utils';
import { entrarComo } from '../../../lib/sessao-teste';
import { AbaRelacionados } from '../aba-relacionados';
import { type Enviado, json, linhaRelacionado, simularApi } from './testes-lote';

vi.mock('../../../lib/tabs', async (original) => ({
  ...(await original<typeof import('../../../lib/tabs')>()),
  useTabs: () => ({ abrir: vi.fn(), fechar: vi.fn() }),
}));

let linhas: CandidatoRelacionadoLinha[] = [];
let enviados: Enviado[] = [];
let responder: (url: string, corpo: unknown) => Response | undefined = () => undefined;
const GRUPO = {
  CD_TIPO_GRUPO_CANDIDATO: 31,
  NM_TIPO_GRUPO_CANDIDATO: 'Vendedores SC',
  CD_EMPRESA: 1,
  NM_EMPRESA: 'Matriz',
  CD_CARGO: 5,
  NM_CARGO: 'Vendedor',
  CD_PESSOA_SELECIONADOR: 70,
  CRIADO_POR: 'Ana',
  DS_OBSERVACOES: null,
  CRIADO_EM: '2030-01-01T10:00:00.000Z',
  QT_CANDIDATOS: 4,
};

beforeEach(() => {
  linhas = [
    linhaRelacionado({ CD_PESSOA: 1, NM_PESSOA: 'Alice Souza' }),
    linhaRelacionado({ CD_PESSOA: 2, NM_PESSOA: 'Bruno Lima' }),
    linhaRelacionado({ CD_PESSOA: 3, NM_PESSOA: 'Carla Souza' }),
    linhaRelacionado({ CD_PESSOA: 4, NM_PESSOA: 'Diego Alves' }),
    linhaRelacionado({ CD_PESSOA: 5, NM_PESSOA: 'Elisa Prado', PARECER_CLIENTE: 'A', PARECER_TRATADO: 'N' }),
  ];
  responder = () => undefined;
  enviados = simularApi(
    () => linhas,
    (u, c) => responder(u, c),
    (u) => (u.includes('/grupo/grupos-list') ? json([GRUPO]) : undefined),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const caixa = (nome: string) =>
  screen.getByRole('checkbox', { name: `Selecionar ${nome}` }) as HTMLInputElement;
const marcados = () =>
  ['Alice Souza', 'Bruno Lima', 'Carla Souza', 'Diego Alves', 'Elisa Prado'].filter((n) => caixa(n).checked);

describe('AbaRelacionados › seleção', () => {
  it('selects a range with shift-click and shows the bulk bar', async () => {
    renderizar(<AbaRelacionados nrVaga={55} />);
    await screen.findByText('Alice Souza');
    fireEvent.click(caixa('Bruno Lima'));
    fireEvent.click(caixa('Diego Alves'), { shiftKey: true });
    expect(marcados()).toEqual(['Bruno Lima', 'Carla Souza', 'Diego Alves']);
    const barra = screen.getByRole('region', { name: 'Ações em lote' });
    expect(within(barra).getByText('3 selecionados')).toBeInTheDocument();
    fireEvent.click(within(barra).getByRole('button', { name: 'Limpar' }));
    expect(marcados()).toEqual([]);
    expect(screen.queryByRole('region', { name: 'Ações em lote' })).not.toBeInTheDocument();
  });

  it('the header box selects only the rows the filter shows, indeterminate when some are', async () => {
    const user = userEvent.setup();
    renderizar(<AbaRelacionados nrVaga={55} />);
    await screen.findByText('Alice Souza');
    await user.type(screen.getByRole('searchbox', { name: 'Filtrar' }), 'Souza');
    await waitFor(() => expect(screen.queryByText('Bruno Lima')).not.toBeInTheDocument());
    const todos = screen.getByRole('checkbox', { name: 'Selecionar todos os candidatos exibidos' });
    fireEvent.click(todos);
    await user.clear(screen.getByRole('searchbox', { name: 'Filtrar' }));
    await screen.findByText('Bruno Lima');
    expect(marcados()).toEqual(['Alice Souza', 'Carla Souza']);
    const cabecalho = screen.getByRole('checkbox', {
      name: 'Selecionar todos os candidatos exibidos',
    }) as HTMLInputElement;
    expect(cabecalho.indeterminate).toBe(true);
    expect(cabecalho.checked).toBe(false);
  });

  it('keeps the selection when the list reloads and clears it for another vacancy', async () => {
    const { queryClient, rerender } = renderizar(<AbaRelacionados nrVaga={55} />);
    await screen.findByText('Alice Souza');
    fireEvent.click(caixa('Alice Souza'));
    linhas = [linhaRelacionado({ CD_PESSOA: 9, NM_PESSOA: 'Nova Pessoa' }), ...linhas];
    await queryClient.invalidateQueries();
    await screen.findByText('Nova Pessoa');
    expect(caixa('Alice Souza').checked).toBe(true);
    rerender(<AbaRelacionados nrVaga={56} />);
    await screen.findByText('Nova Pessoa');
    expect(caixa('Alice Souza').checked).toBe(false);
    expect(screen.queryByRole('region', { name: 'Ações em lote' })).not.toBeInTheDocument();
  });

  it("shows the client's verdict beside the name", async () => {
    renderizar(<AbaRelacionados nrVaga={55} />);
    expect(await screen.findByLabelText('Aprovado pelo cliente')).toHaveTextContent('Cliente aprovou');
  });
});

describe('AbaRelacionados › ações em lote', () => {
  it('lists the refused rows of a 409, applies to the others and undoes from the toast', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    responder = (u, c) => {
      if (u.includes('/vaga/55/acoes-em-lote')) {
        if (!(c as { confirmar?: boolean }).confirmar)
          return json(
            {
              error: '1 candidato(s) não podem receber esta ação. Confirme para aplicá-la aos outros 1.',
              recusados: [{ cd_pessoa_candidato: 2, nm_pessoa: 'Bruno Lima', motivo: 'Já está reprovado.' }],
              aplicaveis: 1,
            },
            409,
          );
        return json({
          message: 'Ação aplicada a 1 candidato(s).',
          id_acao_lote: 77,
          aplicados: 1,
          recusados: [{ cd_pessoa_candidato: 2, nm_pessoa: 'Bruno Lima', motivo: 'Já está reprovado.' }],
          desfazer_ate: new Date(Date.now() + 600_000).toISOString(),
          custo_estimado: null,
        });
      }
      if (u.includes('/acoes-em-lote/77/desfazer'))
        return json({
          message: 'Ação desfeita: 1 candidato(s) restaurado(s).',
          restaurados: 1,
          mantidos: [],
          envios: [],
        });
      return undefined;
    };
    renderizar(<AbaRelacionados nrVaga={55} />);
    await screen.findByText('Alice Souza');
    fireEvent.click(caixa('Alice Souza'));
    fireEvent.click(caixa('Bruno Lima'));
    await user.click(screen.getByRole('button', { name: 'Reprovar' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Reprovar' });
    expect(within(dialogo).getByText('Reprovar 2 candidato(s)?')).toBeInTheDocument();
    const motivo = within(dialogo).getByLabelText(/^Motivo/, { selector: 'input' });
    await waitFor(() => expect(motivo).toBeEnabled());
    await user.click(motivo);
    await user.click(await screen.findByRole('option', { name: 'Experiência insuficiente', hidden: true }));
    await user.click(within(dialogo).getByRole('button', { name: 'Confirmar' }));

    const recusados = await within(dialogo).findByRole('list', { name: 'Candidatos recusados' });
    expect(recusados).toHaveTextContent('Bruno Lima: Já está reprovado.');
    expect(enviados[0]).toEqual({
      url: expect.stringContaining('/api/vaga/55/acoes-em-lote'),
      metodo: 'POST',
      corpo: { tipo: 'reprovar', cd_motivo_reprovacao: 3, candidatos: [1, 2] },
    });
    await user.click(within(dialogo).getByRole('button', { name: 'Aplicar aos outros 1' }));
    await waitFor(() => expect(enviados).toHaveLength(2));
    expect(enviados[1]!.corpo).toEqual({
      tipo: 'reprovar',
      cd_motivo_reprovacao: 3,
      candidatos: [1, 2],
      confirmar: true,
    });

    expect(await screen.findByText('Ação aplicada a 1 candidato(s).')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Ações em lote' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Desfazer' }));
    expect(await screen.findByText('Ação desfeita: 1 candidato(s) restaurado(s).')).toBeInTheDocument();
    expect(enviados[2]).toMatchObject({
      url: expect.stringContaining('/api/acoes-em-lote/77/desfazer'),
      metodo: 'POST',
    });
  });

  it('asks the subject and the text of an e-mail beside the fields, then shows the estimated cost', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    responder = (u) =>
      u.includes('/acoes-em-lote')
        ? json({
            message: 'Ação aplicada a 1 candidato(s).',
            id_acao_lote: 78,
            aplicados: 1,
            recusados: [],
            desfazer_ate: null,
            custo_estimado: 0.25,
          })
        : undefined;
    renderizar(<AbaRelacionados nrVaga={55} />);
    await screen.findByText('Alice Souza');
    fireEvent.click(caixa('Alice Souza'));
    await user.click(screen.getByRole('button', { name: 'Enviar mensagem' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Enviar mensagem' });
    await user.click(within(dialogo).getByRole('radio', { name: 'WhatsApp' }));
    expect(within(dialogo).getByTestId('custo-lote')).toHaveTextContent('Custo estimado: R$ 0,35');
    await user.click(within(dialogo).getByRole('radio', { name: 'E-mail' }));
    await user.click(within(dialogo).getByRole('button', { name: 'Confirmar' }));
    expect(await within(dialogo).findByText('Informe o assunto do e-mail.')).toBeInTheDocument();
    expect(within(dialogo).getByText('Escreva a mensagem.')).toBeInTheDocument();
    expect(enviados).toHaveLength(0);
    await user.type(within(dialogo).getByRole('textbox', { name: /Assunto/ }), 'Entrevista');
    await user.type(within(dialogo).getByRole('textbox', { name: /Mensagem/ }), 'Olá!');
    await user.click(within(dialogo).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Custo estimado: R$ 0,25')).toBeInTheDocument();
    expect(enviados[0]!.corpo).toEqual({
      tipo: 'mensagem',
      canal: 'email',
      assunto: 'Entrevista',
      texto: 'Olá!',
      candidatos: [1],
    });
    // nothing to undo: no button
    expect(screen.queryByRole('button', { name: 'Desfazer' })).not.toBeInTheDocument();
  });

  it("adds to one of the user's groups, asking the group beside its field", async () => {
    entrarComo();
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    responder = (u) =>
      u.includes('/acoes-em-lote')
        ? json({
            message: 'Ação aplicada a 2 candidato(s).',
            id_acao_lote: 79,
            aplicados: 2,
            recusados: [],
            desfazer_ate: new Date(Date.now() + 60_000).toISOString(),
            custo_estimado: null,
          })
        : undefined;
    renderizar(<AbaRelacionados nrVaga={55} />);
    await screen.findByText('Alice Souza');
    fireEvent.click(caixa('Alice Souza'));
    fireEvent.click(caixa('Bruno Lima'));
    await user.click(screen.getByRole('button', { name: 'Adicionar a um grupo' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Adicionar a um grupo' });
    await user.click(within(dialogo).getByRole('button', { name: 'Confirmar' }));
    expect(await within(dialogo).findByText('Escolha o grupo.')).toBeInTheDocument();
    await user.click(within(dialogo).getByLabelText(/^Grupo/, { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Vendedores SC (Vendedor)', hidden: true }));
    await user.click(within(dialogo).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Ação aplicada a 2 candidato(s).')).toBeInTheDocument();
    expect(enviados[0]!.corpo).toEqual({ tipo: 'grupo', cd_tipo_grupo_candidato: 31, candidatos: [1, 2] });
    expect(screen.getByRole('button', { name: 'Desfazer' })).toBeInTheDocument();
  });

  it('plugs the forwarding modal the page gives, with the selected candidates', async () => {
    const renderEncaminhar = vi.fn((cands: readonly { NM_PESSOA: string }[], fechar: () => void) => (
      <button type="button" onClick={fechar}>
        {`Encaminhar ${cands.map((c) => c.NM_PESSOA).join(', ')}`}
      </button>
    ));
    renderizar(<AbaRelacionados nrVaga={55} renderEncaminhar={renderEncaminhar} />);
    await screen.findByText('Alice Souza');
    fireEvent.click(caixa('Carla Souza'));
    fireEvent.click(screen.getByRole('button', { name: 'Encaminhar ao cliente' }));
    fireEvent.click(screen.getByRole('button', { name: 'Encaminhar Carla Souza' }));
    expect(screen.queryByRole('button', { name: 'Encaminhar Carla Souza' })).not.toBeInTheDocument();
  });
});
