import { MENSAGENS_IMPORTACAO as M } from '@backoffice/domain/importacao';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderizar } from '../../app/test-utils';
import { aba, DETALHE, detalhe, PaginaNaAba, servidor, XhrFalso } from './importacao.fixtures';

const CONCLUIDA = detalhe({
  cd_importacao: 9,
  nm_arquivo: 'clientes-2024.xlsx',
  id_tipo: 'clientes',
  id_formato: 'xlsx',
  id_situacao: 'concluida',
  nr_linhas: 120,
  nr_validas: 118,
  nr_avisos: 1,
  nr_erros: 1,
  nr_inseridas: 100,
  nr_atualizadas: 19,
  criado_em: '2026-03-09T13:05:00.000Z',
});

let blobs: Blob[] = [];
beforeEach(() => {
  XhrFalso.ultimo = null;
  vi.stubGlobal('XMLHttpRequest', XhrFalso);
  blobs = [];
  URL.createObjectURL = vi.fn((b: Blob) => {
    blobs.push(b);
    return 'blob:falso';
  });
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Administração › Importação: the history', () => {
  it('lists each import with its kind, who sent it, when, its situation and counts; a row opens it', async () => {
    const user = userEvent.setup();
    servidor({
      'GET /api/importacoes': () => ({ importacoes: [DETALHE, CONCLUIDA] }),
      'GET /api/importacoes/9': () => CONCLUIDA,
      'GET /api/importacoes/9/linhas': () => ({ linhas: [], total: 0, pagina: 1 }),
    });
    renderizar(<PaginaNaAba />);
    const tabela = await screen.findByRole('table', { name: 'Importações' });
    const linha = (await within(tabela).findByText('clientes-2024.xlsx')).closest('tr') as HTMLElement;
    expect(linha).toHaveTextContent('Clientes com contatos');
    expect(linha).toHaveTextContent('Rosa Admin');
    expect(linha).toHaveTextContent('09/03/2026 10:05');
    expect(linha).toHaveTextContent('Concluída');
    expect(linha).toHaveTextContent('118 válidas · 1 aviso · 1 erro');
    expect(linha).toHaveTextContent(/100 inseridas · 19 atualizadas$/);
    // not yet checked: the rows of the file, no result
    const carregada = within(tabela).getByText('candidatos.csv').closest('tr') as HTMLElement;
    expect(carregada).toHaveTextContent('Arquivo carregado');
    expect(carregada).toHaveTextContent('a conferir');

    await user.click(within(linha).getByRole('button', { name: 'Abrir a importação de clientes-2024.xlsx' }));
    expect(aba.params).toEqual({ aba: '9' });
    expect(await screen.findByRole('heading', { name: 'Importação concluída' })).toBeInTheDocument();
  });

  it('first visit: says what to do next, and downloads the model of each kind without the server', async () => {
    const user = userEvent.setup();
    const { pedidos } = servidor({ 'GET /api/importacoes': () => ({ importacoes: [] }) });
    renderizar(<PaginaNaAba />);
    expect(
      await screen.findByRole('heading', { name: 'Traga os dados do sistema anterior' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Baixar modelo de candidatos' }));
    expect(blobs).toHaveLength(1);
    // the byte order mark first, so Excel reads the accents
    const bytes = new Uint8Array(await blobs[0].arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect((await blobs[0].text()).split('\n')[0]).toMatch(/^Nome;CPF;/);
    expect(pedidos.map((p) => p.caminho)).toEqual(['/api/importacoes']);

    await user.click(screen.getByRole('button', { name: 'Nova importação' }));
    expect(aba.params).toEqual({ aba: 'nova' });
  });

  it('says when the history cannot be read, and reads it again', async () => {
    const user = userEvent.setup();
    let falhar = true;
    servidor({
      'GET /api/importacoes': () =>
        falhar
          ? new Response('{}', { status: 500, headers: { 'content-type': 'application/json' } })
          : { importacoes: [] },
    });
    renderizar(<PaginaNaAba />);
    expect(await screen.findByText('Não foi possível carregar as importações.')).toBeInTheDocument();
    falhar = false;
    await user.click(screen.getByRole('button', { name: 'Tentar de novo' }));
    expect(
      await screen.findByRole('heading', { name: 'Traga os dados do sistema anterior' }),
    ).toBeInTheDocument();
  });
});

describe('Administração › Importação: a new import', () => {
  it('asks the kind first, sends the file with its progress, shows a refusal in words and keeps the kind', async () => {
    const user = userEvent.setup();
    servidor({
      'GET /api/importacoes': () => ({ importacoes: [] }),
      'GET /api/importacoes/12': () => DETALHE,
    });
    renderizar(<PaginaNaAba inicial={{ aba: 'nova' }} />);

    const escolher = screen.getByRole('button', { name: 'Escolher arquivo' });
    expect(escolher).toBeDisabled();
    expect(screen.getByText('Escolha primeiro o que o arquivo contém.')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Candidatos/ }));
    expect(escolher).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Baixar modelo de candidatos' })).toBeInTheDocument();

    const entrada = screen.getByTestId('entrada-arquivo');
    const arquivo = new File(['Nome;CPF\n'], 'só cabeçalho.csv', { type: 'text/csv' });
    await user.upload(entrada, arquivo);
    const xhr = XhrFalso.ultimo as XhrFalso;
    expect(xhr.metodo).toBe('POST');
    expect(xhr.url).toBe('/api/importacoes?tipo=candidatos&nome=s%C3%B3+cabe%C3%A7alho.csv');
    expect(xhr.headers).toMatchObject({
      'Content-Type': 'application/octet-stream',
      'X-Requested-With': 'XMLHttpRequest',
    });
    expect(xhr.corpo).toBe(arquivo);

    xhr.progredir(5, 10);
    expect(await screen.findByText('Enviando… 50%')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Candidatos/ })).toBeDisabled();
    xhr.progredir(10, 10);
    expect(await screen.findByText(/Arquivo enviado. Lendo o cabeçalho/)).toBeInTheDocument();
    xhr.responder(400, { error: M.soCabecalho });
    const alerta = await screen.findByRole('alert');
    expect(alerta).toHaveTextContent('Não foi possível usar só cabeçalho.csv');
    expect(alerta).toHaveTextContent(M.soCabecalho);
    expect(screen.getByRole('radio', { name: /Candidatos/ })).toBeChecked();

    await user.upload(
      screen.getByTestId('entrada-arquivo'),
      new File(['Nome;CPF\nAna;1\n'], 'candidatos.csv'),
    );
    (XhrFalso.ultimo as XhrFalso).responder(200, DETALHE);
    await waitFor(() => expect(aba.params).toEqual({ aba: '12' }));
    expect(
      await screen.findByRole('heading', { name: 'Ligue as colunas do arquivo aos campos' }),
    ).toBeInTheDocument();
  });

  it('refuses a file over the limit before sending it, and says the server refused a large one', async () => {
    const user = userEvent.setup();
    servidor({});
    renderizar(<PaginaNaAba inicial={{ aba: 'nova' }} />);
    await user.click(screen.getByRole('radio', { name: /Vagas abertas/ }));
    const grande = new File(['x'], 'enorme.csv');
    Object.defineProperty(grande, 'size', { value: 201 * 1024 * 1024 });
    await user.upload(screen.getByTestId('entrada-arquivo'), grande);
    expect(await screen.findByRole('alert')).toHaveTextContent(M.arquivoGrande);
    expect(XhrFalso.ultimo).toBeNull();

    // a proxy's 413 without a message of its own
    await user.upload(screen.getByTestId('entrada-arquivo'), new File(['x'], 'medio.csv'));
    (XhrFalso.ultimo as XhrFalso).responder(413, {});
    expect(await screen.findByRole('alert')).toHaveTextContent(M.arquivoGrande);
  });

  it('cancels an upload on its way and lets another file be chosen', async () => {
    const user = userEvent.setup();
    servidor({});
    renderizar(<PaginaNaAba inicial={{ aba: 'nova' }} />);
    await user.click(screen.getByRole('radio', { name: /Usuários/ }));
    await user.upload(screen.getByTestId('entrada-arquivo'), new File(['a'], 'usuarios.csv'));
    await user.click(await screen.findByRole('button', { name: 'Cancelar envio' }));
    expect(await screen.findByRole('button', { name: 'Escolher arquivo' })).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
