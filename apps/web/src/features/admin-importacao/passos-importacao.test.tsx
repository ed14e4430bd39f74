import { MENSAGENS_IMPORTACAO as M } from '@backoffice/domain/importacao';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderizar } from '../../app/test-utils';
import { detalhe, LINHA_ERRO, PaginaNaAba, type Pedido, servidor } from './importacao.fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

const semLinhas = () => ({ linhas: [], total: 0, pagina: 1 });
const naAba = () => renderizar(<PaginaNaAba inicial={{ aba: '12' }} />);

/** The list of options a select opened (every select's list stays in the page). */
async function opcoesDe(user: ReturnType<typeof userEvent.setup>, campo: HTMLElement) {
  await user.click(campo);
  return waitFor(() => {
    const lista = document.getElementById(campo.getAttribute('aria-controls') ?? '');
    if (!lista) throw new Error('lista fechada');
    return lista;
  });
}

async function escolher(user: ReturnType<typeof userEvent.setup>, campo: HTMLElement, opcao: string) {
  const lista = await opcoesDe(user, campo);
  await user.click(within(lista).getByRole('option', { name: opcao, hidden: true }));
}

describe('Importação: the mapping', () => {
  it('shows each column with its samples and field, offers a field once, lists the required ones missing', async () => {
    const user = userEvent.setup();
    servidor({
      'GET /api/importacoes/12': () => detalhe(),
      'GET /api/importacoes/mapeamentos': () => ({ mapeamentos: [] }),
    });
    naAba();
    const tabela = await screen.findByRole('table', { name: 'Colunas do arquivo' });
    const cpf = within(tabela).getByRole('combobox', { name: 'Campo da coluna CPF' });
    expect(cpf).toHaveValue('CPF (obrigatório)');
    expect(within(tabela).getByText('390.533.447-05')).toBeInTheDocument();
    expect(within(tabela).getByRole('combobox', { name: 'Campo da coluna Observação' })).toHaveValue(
      'Não importar',
    );
    expect(screen.getByText('Todos os campos obrigatórios têm uma coluna.')).toBeInTheDocument();
    expect(screen.getByText('3 de 4 colunas ligadas a campos.')).toBeInTheDocument();

    // a field another column holds is not offered
    const lista = await opcoesDe(
      user,
      within(tabela).getByRole('combobox', { name: 'Campo da coluna Observação' }),
    );
    const opcoes = within(lista)
      .getAllByRole('option', { hidden: true })
      .map((o) => o.textContent);
    expect(opcoes).not.toContain('CPF (obrigatório)');
    expect(opcoes).not.toContain('E-mail');
    expect(opcoes).toContain('Celular');
    await user.keyboard('{Escape}');

    await escolher(user, cpf, 'Não importar');
    expect(screen.getByTestId('obrigatorios-faltando')).toHaveTextContent(
      'Falta ligar o campo obrigatório CPF.',
    );
    expect(screen.getByText('2 de 4 colunas ligadas a campos.')).toBeInTheDocument();
  });

  it('refuses a mapping without a required field before sending, then starts the dry run with the choices', async () => {
    const user = userEvent.setup();
    let simulado = false;
    const { pedidos } = servidor({
      'GET /api/importacoes/12': () => detalhe(simulado ? { id_situacao: 'simulando' } : {}),
      'GET /api/importacoes/mapeamentos': () => ({ mapeamentos: [] }),
      'POST /api/importacoes/12/simulacao': () => {
        simulado = true;
        return detalhe({ id_situacao: 'simulando' });
      },
    });
    naAba();
    const cpf = await screen.findByRole('combobox', { name: 'Campo da coluna CPF' });
    await escolher(user, cpf, 'Não importar');
    await user.click(screen.getByRole('button', { name: 'Conferir linhas' }));
    expect(await screen.findByTestId('erros-mapeamento')).toHaveTextContent(M.obrigatorioSemColuna('CPF'));
    expect(pedidos.some((p) => p.metodo === 'POST')).toBe(false);

    // fixed: the message goes as the mapping changes
    await escolher(user, cpf, 'CPF (obrigatório)');
    expect(screen.queryByTestId('erros-mapeamento')).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /Manter como está/ }));
    await user.click(
      screen.getByRole('checkbox', { name: 'Salvar este mapeamento para os próximos arquivos' }),
    );
    await user.click(screen.getByRole('button', { name: 'Conferir linhas' }));
    expect(await screen.findByText(M.mapeamentoNome)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Nome do mapeamento/ }), 'Sistema antigo');
    await user.click(screen.getByRole('button', { name: 'Conferir linhas' }));

    await waitFor(() => expect(pedidos.some((p) => p.metodo === 'POST')).toBe(true));
    const post = pedidos.find((p) => p.metodo === 'POST') as Pedido;
    expect(post.corpo).toEqual({
      mapeamento: { Nome: 'nm_pessoa', CPF: 'nr_documento_cpf', 'E-mail': 'ds_email', Observação: null },
      id_existentes: 'I',
      nm_mapeamento: 'Sistema antigo',
    });
    expect(await screen.findByRole('heading', { name: 'Conferindo as linhas' })).toBeInTheDocument();
  });

  it("shows the server's refusals beside the mapping and keeps what was chosen", async () => {
    const user = userEvent.setup();
    servidor({
      'GET /api/importacoes/12': () => detalhe(),
      'GET /api/importacoes/mapeamentos': () => ({ mapeamentos: [] }),
      'POST /api/importacoes/12/simulacao': () =>
        new Response(
          JSON.stringify({ error: ['O campo CPF está ligado a mais de uma coluna.', 'Outro motivo.'] }),
          {
            status: 400,
            headers: { 'content-type': 'application/json' },
          },
        ),
    });
    naAba();
    await user.click(await screen.findByRole('radio', { name: /Manter como está/ }));
    await user.click(screen.getByRole('button', { name: 'Conferir linhas' }));
    const erros = await screen.findByTestId('erros-mapeamento');
    expect(
      within(erros)
        .getAllByRole('listitem')
        .map((l) => l.textContent),
    ).toEqual(['O campo CPF está ligado a mais de uma coluna.', 'Outro motivo.']);
    expect(screen.getByRole('radio', { name: /Manter como está/ })).toBeChecked();
  });

  it('applies a saved mapping to the columns it knows', async () => {
    const user = userEvent.setup();
    servidor({
      'GET /api/importacoes/12': () => detalhe({ mapeamento: {} }),
      'GET /api/importacoes/mapeamentos': () => ({
        mapeamentos: [
          {
            cd_mapeamento: 3,
            id_tipo: 'candidatos',
            nm_mapeamento: 'Sistema antigo',
            js_colunas: {
              Nome: 'nm_pessoa',
              CPF: 'nr_documento_cpf',
              Observação: 'ds_experiencia_profissional',
            },
            alterado_em: '2026-03-01T12:00:00.000Z',
          },
        ],
      }),
    });
    naAba();
    const nome = await screen.findByRole('combobox', { name: 'Campo da coluna Nome' });
    expect(nome).toHaveValue('Não importar');
    await escolher(
      user,
      screen.getByRole('combobox', { name: 'Usar um mapeamento salvo' }),
      'Sistema antigo (01/03/2026)',
    );
    expect(nome).toHaveValue('Nome (obrigatório)');
    expect(screen.getByRole('combobox', { name: 'Campo da coluna Observação' })).toHaveValue(
      'Experiência profissional',
    );
    expect(screen.getByText('3 de 4 colunas ligadas a campos.')).toBeInTheDocument();
  });
});

describe('Importação: the dry run and its report', () => {
  it('follows the dry run: rows read, rows a second, the time so far and the counts so far', async () => {
    servidor({
      'GET /api/importacoes/12': () =>
        detalhe({
          id_situacao: 'simulando',
          nr_linhas: 1500,
          nr_processadas: 1500,
          nr_validas: 1400,
          nr_avisos: 90,
          nr_erros: 10,
          nr_linhas_segundo: 750,
          nr_segundos_restantes: 0,
          dt_inicio: new Date(Date.now() - 2000).toISOString(),
        }),
    });
    naAba();
    // the total is known only at the end
    expect(await screen.findByText('1.500')).toBeInTheDocument();
    expect(screen.getByText('750 linhas/s')).toBeInTheDocument();
    expect(screen.getByText('Tempo decorrido').nextSibling).toHaveTextContent(/^\d s$/);
    expect(screen.getByText(/Até agora: 1.400 válidas · 90 avisos · 10 erros/)).toBeInTheDocument();
    expect(
      screen.getByRole('progressbar', { name: 'Conferindo as linhas: 1.500 linhas lidas' }),
    ).toBeInTheDocument();
  });

  it('shows the counts and the errors first, filters the rows, and imports after a confirmation', async () => {
    const user = userEvent.setup();
    let situacao: 'simulada' | 'importando' = 'simulada';
    const { pedidos } = servidor({
      'GET /api/importacoes/12': () =>
        detalhe({
          id_situacao: situacao,
          nr_linhas: 120,
          nr_validas: 100,
          nr_avisos: 5,
          nr_erros: 15,
          nr_processadas: 120,
        }),
      'GET /api/importacoes/12/linhas': (p) =>
        p.query.get('status') === 'E'
          ? { linhas: [LINHA_ERRO], total: 15, pagina: 1 }
          : {
              linhas: [
                { ...LINHA_ERRO, nr_linha: 9, id_status: 'A', ds_mensagens: 'Data de nascimento ignorada.' },
              ],
              total: 5,
              pagina: 1,
            },
      'POST /api/importacoes/12/execucao': () => {
        situacao = 'importando';
        return detalhe({ id_situacao: 'importando', nr_validas: 100, nr_avisos: 5, nr_erros: 15 });
      },
    });
    naAba();
    expect(await screen.findByRole('heading', { name: 'Resultado da conferência' })).toBeInTheDocument();
    expect(screen.getByTestId('contagem-Válidas')).toHaveTextContent('100');
    expect(screen.getByTestId('contagem-Erros')).toHaveTextContent('15');
    const linha = await screen.findByTestId('linha-7');
    expect(linha).toHaveTextContent('CPF inválido.');
    expect(screen.getByRole('radio', { name: 'Erros (15)' })).toBeChecked();

    await user.click(screen.getByText('Avisos (5)'));
    expect(await screen.findByText('Data de nascimento ignorada.')).toBeInTheDocument();
    expect(pedidos.filter((p) => p.caminho.endsWith('/linhas')).map((p) => p.query.get('status'))).toEqual([
      'E',
      'A',
    ]);

    await user.click(screen.getByRole('button', { name: 'Importar 105 linhas' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Importar 105 linhas?' });
    expect(dialogo).toHaveTextContent('As 15 linhas com erro ficam de fora.');
    await user.click(within(dialogo).getByRole('button', { name: 'Importar' }));
    expect(await screen.findByRole('heading', { name: 'Importando' })).toBeInTheDocument();
    expect(pedidos.some((p) => p.metodo === 'POST' && p.caminho.endsWith('/execucao'))).toBe(true);
  });

  it('does not offer to import when no row is valid, and says why', async () => {
    servidor({
      'GET /api/importacoes/12': () =>
        detalhe({ id_situacao: 'simulada', nr_linhas: 120, nr_erros: 120, nr_processadas: 120 }),
      'GET /api/importacoes/12/linhas': () => ({ linhas: [LINHA_ERRO], total: 120, pagina: 1 }),
    });
    naAba();
    const botao = await screen.findByRole('button', { name: 'Importar 0 linhas' });
    expect(botao).toBeDisabled();
    expect(botao).toHaveAccessibleDescription(`${M.nadaParaImportar} Corrija o arquivo e envie-o de novo.`);
  });

  it('goes back to the mapping from the report', async () => {
    const user = userEvent.setup();
    servidor({
      'GET /api/importacoes/12': () =>
        detalhe({ id_situacao: 'simulada', nr_linhas: 120, nr_validas: 120, nr_processadas: 120 }),
      'GET /api/importacoes/12/linhas': semLinhas,
      'GET /api/importacoes/mapeamentos': () => ({ mapeamentos: [] }),
    });
    naAba();
    await user.click(await screen.findByRole('button', { name: 'Voltar ao mapeamento' }));
    expect(
      await screen.findByRole('heading', { name: 'Ligue as colunas do arquivo aos campos' }),
    ).toBeInTheDocument();
  });
});

describe('Importação: the import', () => {
  it('follows the import and cancels it after a confirmation', async () => {
    const user = userEvent.setup();
    const { pedidos } = servidor({
      'GET /api/importacoes/12': () =>
        detalhe({
          id_situacao: 'importando',
          nr_linhas: 120,
          nr_validas: 100,
          nr_avisos: 5,
          nr_processadas: 42,
          nr_linhas_segundo: 21,
          nr_segundos_restantes: 75,
        }),
      'POST /api/importacoes/12/cancelamento': () =>
        detalhe({ id_situacao: 'cancelada', nr_validas: 100, nr_avisos: 5 }),
    });
    naAba();
    expect(await screen.findByText('42 de 105 (40%)')).toBeInTheDocument();
    expect(screen.getByText('1 min 15 s')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Cancelar a importação?' });
    await user.click(within(dialogo).getByRole('button', { name: 'Cancelar importação' }));
    await waitFor(() => expect(pedidos.some((p) => p.caminho.endsWith('/cancelamento'))).toBe(true));
  });

  it('sums up a finished import of candidates and says where they are', async () => {
    servidor({
      'GET /api/importacoes/12': () =>
        detalhe({
          id_situacao: 'concluida',
          nr_linhas: 120,
          nr_validas: 100,
          nr_avisos: 5,
          nr_erros: 15,
          nr_inseridas: 80,
          nr_atualizadas: 20,
          nr_ignoradas: 5,
        }),
      'GET /api/importacoes/12/linhas': semLinhas,
    });
    naAba();
    expect(await screen.findByRole('heading', { name: 'Importação concluída' })).toBeInTheDocument();
    expect(screen.getByTestId('contagem-Inseridas')).toHaveTextContent('80');
    expect(screen.getByTestId('contagem-Atualizadas')).toHaveTextContent('20');
    expect(screen.getByTestId('contagem-Mantidas')).toHaveTextContent('5');
    expect(screen.getByText(/já aparecem na pesquisa de candidatos/)).toBeInTheDocument();
  });

  it('resumes a cancelled import, and a failed dry run with its mapping', async () => {
    const user = userEvent.setup();
    let importacao = detalhe({
      id_situacao: 'cancelada',
      nr_linhas: 120,
      nr_validas: 100,
      nr_avisos: 5,
      nr_erros: 15,
      nr_inseridas: 30,
    });
    const { pedidos } = servidor({
      'GET /api/importacoes/12': () => importacao,
      'GET /api/importacoes/12/linhas': semLinhas,
      'POST /api/importacoes/12/execucao': () => detalhe({ id_situacao: 'importando' }),
      'POST /api/importacoes/12/simulacao': () => detalhe({ id_situacao: 'simulando' }),
    });
    const posts = () => pedidos.filter((p) => p.metodo === 'POST');
    const { unmount } = naAba();
    await user.click(await screen.findByRole('button', { name: 'Retomar' }));
    await waitFor(() => expect(posts().at(-1)?.caminho).toBe('/api/importacoes/12/execucao'));
    unmount();

    importacao = detalhe({
      id_situacao: 'cancelada',
      nr_validas: 10,
      nr_processadas: 10,
      id_existentes: 'I',
    });
    naAba();
    expect(await screen.findByText('Conferência cancelada')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retomar' }));
    await waitFor(() => expect(posts().at(-1)?.caminho).toBe('/api/importacoes/12/simulacao'));
    expect(posts().at(-1)?.corpo).toEqual({ mapeamento: importacao.mapeamento, id_existentes: 'I' });
  });
});
