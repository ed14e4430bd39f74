import fs from 'node:fs';
import path from 'node:path';
import { MENSAGENS_IMPORTACAO as M } from '@backoffice/domain/importacao';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, injectAs, login, type TestApp } from '../../../test/helpers';
import { cpfDoNumero } from '../../seed/documentos';
import { ensureReferenceData } from '../../seed/reference-data';
import { curriculoAtualDoCandidato } from '../candidato/candidato.entry';
import { exportacaoJson, exportarDadosDoCandidato } from '../portal/portal.entry';
import { processarImportacao } from './execucao.service';
import { pastaImportacoes } from './importacao.service';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  await ensureReferenceData({ handle: t.db.handle });
  admin = await login(t.app, { permissoes: [900] });
});
afterAll(async () => {
  await t?.close();
});

const q = <T = Record<string, unknown>>(sql: string, p: unknown[] = []) => t.db.handle.query<T>(sql, p);

function enviar(conteudo: string | Buffer, nome = 'candidatos.csv', cookie = admin, tipo = 'candidatos') {
  return injectAs(t.app, cookie, {
    method: 'POST',
    url: `/api/importacoes?tipo=${tipo}&nome=${encodeURIComponent(nome)}`,
    headers: { 'content-type': 'application/octet-stream' },
    payload: typeof conteudo === 'string' ? Buffer.from(conteudo, 'utf8') : conteudo,
  });
}

const get = (url: string, cookie = admin) => injectAs(t.app, cookie, { method: 'GET', url });
const post = (url: string, payload?: object) =>
  injectAs(t.app, admin, { method: 'POST', url, ...(payload ? { payload } : {}) });

/** Uploads, runs the dry run with the suggested mapping and waits for it. */
async function conferir(conteudo: string, existentes: 'A' | 'I' = 'I') {
  const r = await enviar(conteudo);
  expect(r.statusCode, r.body).toBe(200);
  const det = r.json();
  const s = await post(`/api/importacoes/${det.cd_importacao}/simulacao`, {
    mapeamento: det.mapeamento,
    id_existentes: existentes,
  });
  expect(s.statusCode, s.body).toBe(200);
  await t.app.deps.jobs.ociosa();
  return (await get(`/api/importacoes/${det.cd_importacao}`)).json();
}

/** Starts the import and writes it here (the queue's worker would do the same a moment later). */
async function importar(cd: number) {
  const r = await post(`/api/importacoes/${cd}/execucao`);
  expect(r.statusCode, r.body).toBe(200);
  expect(await processarImportacao(t.app.deps, cd)).toBe('concluida');
  return (await get(`/api/importacoes/${cd}`)).json();
}

const CABECALHO =
  'Nome;CPF;Data de nascimento;E-mail;Celular;Telefone;UF;Cidade;Escolaridade;Cargos pretendidos';
const cpf = (n: number) => cpfDoNumero(700_000 + n);

function arquivo(): string {
  return [
    CABECALHO,
    `Ana Souza;${cpf(1)};15/03/1990;ana@exemplo.com.br;(11) 98765-4321;(11) 3333-4444;SP;São Paulo;Ensino Médio Completo;Vendedor`,
    // a legacy record: one phone, no education
    `Bruno Lima;${cpf(2)};1985-07-02;;(47) 99999-0000;;SC;Joinville;;`,
    // an invalid CPF
    'Carla Dias;123.456.789-00;01/01/1991;carla@exemplo.com.br;(11) 91111-2222;(11) 3222-1111;SP;Campinas;;',
    // the same CPF as the first row
    `Ana Souza Repetida;${cpf(1)};15/03/1990;;(11) 98765-4321;(11) 3333-4444;SP;São Paulo;;`,
    // an unknown state
    `Davi Reis;${cpf(3)};10/10/1992;davi@exemplo.com.br;(11) 97777-6666;(11) 3111-2222;XX;Lugar Nenhum;;`,
  ].join('\n');
}

describe('Importação de candidatos', () => {
  let cd: number;

  it('reads the header, suggests the mapping and keeps the file for the dry run', async () => {
    const r = await enviar(arquivo());
    expect(r.statusCode, r.body).toBe(200);
    const det = r.json();
    expect(det.cabecalho).toEqual(CABECALHO.split(';'));
    expect(det.mapeamento).toMatchObject({ Nome: 'nm_pessoa', CPF: 'nr_documento_cpf', UF: 'cd_uf' });
    expect(det.amostra).toHaveLength(5);
    expect(det.id_situacao).toBe('carregada');
    expect(det.ds_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('the dry run reports every row and writes no record', async () => {
    const antes = await q<{ n: number }>('SELECT count(*)::int AS n FROM candidato');
    const imp = await conferir(arquivo());
    cd = imp.cd_importacao;
    expect(imp).toMatchObject({ id_situacao: 'simulada', nr_linhas: 5, nr_erros: 3 });
    expect(imp.nr_validas + imp.nr_avisos).toBe(2);
    expect((await q<{ n: number }>('SELECT count(*)::int AS n FROM candidato'))[0].n).toBe(antes[0].n);

    const erros = (await get(`/api/importacoes/${cd}/linhas?status=E`)).json();
    expect(erros.total).toBe(3);
    const porLinha = Object.fromEntries(
      erros.linhas.map((l: { nr_linha: number; ds_mensagens: string }) => [l.nr_linha, l.ds_mensagens]),
    );
    expect(porLinha[4]).toMatch(/CPF/);
    expect(porLinha[5]).toMatch(/^CPF: repetido no arquivo \(linha 2\)\./);
    expect(porLinha[6]).toMatch(/UF/);
    const bruno = (await get(`/api/importacoes/${cd}/linhas`))
      .json()
      .linhas.find((l: { nr_linha: number }) => l.nr_linha === 3);
    expect(bruno.id_status).toBe('A');
    expect(bruno.ds_mensagens).toMatch(/telefone/i);
  });

  it('the report downloads as CSV with every row', async () => {
    const r = await get(`/api/importacoes/${cd}/relatorio`);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.headers['content-type']).toMatch(/text\/csv/);
    const linhas = r.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(linhas[0]).toBe('Linha;Situação;Chave;Mensagens;Resultado');
    expect(linhas).toHaveLength(6);
  });

  it('imports the valid rows: flagged with the import, a timeline note, found by the search', async () => {
    const imp = await importar(cd);
    expect(imp).toMatchObject({
      id_situacao: 'concluida',
      nr_inseridas: 2,
      nr_atualizadas: 0,
      nr_ignoradas: 0,
    });
    const [ana] = await q<{
      cd_pessoa: number;
      cd_importacao: number;
      cd_cidade: number | null;
      tsv: boolean;
    }>(
      `SELECT p.cd_pessoa, p.cd_importacao, c.cd_cidade, c.tsv_pesquisa IS NOT NULL AS tsv
         FROM pessoa p JOIN candidato c USING (cd_pessoa) WHERE p.nr_documento_cpf = $1`,
      [cpf(1)],
    );
    expect(ana).toMatchObject({ cd_importacao: cd, tsv: true });
    expect(ana.cd_cidade).not.toBeNull();
    const notas = await q<{ ds_historico: string }>(
      'SELECT ds_historico FROM candidato_historico WHERE cd_pessoa_candidato = $1',
      [ana.cd_pessoa],
    );
    expect(notas.map((n) => n.ds_historico)).toEqual([
      `Cadastro importado do arquivo candidatos.csv (importação nº ${cd}).`,
    ]);
    const cargos = await q('SELECT cd_cargo FROM candidato_cargo WHERE cd_pessoa_candidato = $1', [
      ana.cd_pessoa,
    ]);
    expect(cargos).toHaveLength(1);
    const busca = await get(
      `/api/candidato/pesquisa/nr_documento_cpf=${cpf(2)}`,
      await login(t.app, 'selecao'),
    );
    expect(busca.statusCode, busca.body).toBe(200);
    expect(busca.json()).toHaveLength(1);
    // the file is gone once the import ended
    expect(fs.readdirSync(pastaImportacoes(t.app.deps))).toHaveLength(1);
  });

  it('a legacy record imported with one phone and no education stays editable', async () => {
    const [bruno] = await q<{ cd_pessoa: number }>(
      'SELECT cd_pessoa FROM pessoa WHERE nr_documento_cpf = $1',
      [cpf(2)],
    );
    const corpo = (await curriculoAtualDoCandidato(t.app.deps.db, bruno.cd_pessoa))?.corpo as Record<
      string,
      unknown
    >;
    const selecao = await login(t.app, 'selecao');
    const r = await injectAs(t.app, selecao, {
      method: 'POST',
      url: '/api/candidato/salvar-curriculo',
      payload: { ...corpo, ds_experiencia_profissional: 'Vinte anos de comércio varejista.' },
    });
    expect(r.statusCode, r.body).toBe(200);
    const [c] = await q<{ ds: string }>(
      'SELECT ds_experiencia_profissional AS ds FROM candidato WHERE cd_pessoa = $1',
      [bruno.cd_pessoa],
    );
    expect(c.ds).toBe('Vinte anos de comércio varejista.');
  });

  it('the same file again changes nothing, skipping or updating', async () => {
    for (const modo of ['I', 'A'] as const) {
      const imp = await conferir(arquivo(), modo);
      expect(imp.nr_validas + imp.nr_avisos).toBe(2);
      const fim = await importar(imp.cd_importacao);
      expect(fim).toMatchObject({ nr_inseridas: 0, nr_atualizadas: 0, nr_ignoradas: 2 });
    }
    const [{ n }] = await q<{ n: number }>(
      'SELECT count(*)::int AS n FROM pessoa WHERE nr_documento_cpf = ANY($1)',
      [[cpf(1), cpf(2)]],
    );
    expect(n).toBe(2);
  });

  it('updates a changed field when asked, keeping what an empty cell leaves', async () => {
    const mudado = [CABECALHO, `Ana Souza Prado;${cpf(1)};;;;;SP;Campinas;;`].join('\n');
    const imp = await conferir(mudado, 'A');
    const fim = await importar(imp.cd_importacao);
    expect(fim).toMatchObject({ nr_inseridas: 0, nr_atualizadas: 1 });
    const [ana] = await q<{
      nm_pessoa: string;
      ds_email: string;
      nr_telefone_cel: string;
      nm_cidade: string;
    }>(
      `SELECT p.nm_pessoa, p.ds_email, c.nr_telefone_cel, c.nm_cidade
         FROM pessoa p JOIN candidato c USING (cd_pessoa) WHERE p.nr_documento_cpf = $1`,
      [cpf(1)],
    );
    expect(ana).toMatchObject({
      nm_pessoa: 'Ana Souza Prado',
      ds_email: 'ana@exemplo.com.br',
      nm_cidade: 'Campinas',
    });
    expect(ana.nr_telefone_cel).toBeTruthy();
  });

  it('a cancelled import goes on where it stopped, without a duplicate or a lost row', async () => {
    const linhas = [CABECALHO];
    for (let i = 0; i < 2_300; i++)
      linhas.push(`Pessoa ${i};${cpf(1000 + i)};;;(11) 9${String(i).padStart(4, '0')}-0000;;SP;Santos;;`);
    const imp = await conferir(linhas.join('\n'));
    expect(imp.nr_validas + imp.nr_avisos).toBe(2_300);
    await post(`/api/importacoes/${imp.cd_importacao}/execucao`);
    // one batch, then the cancel is seen before the next
    expect(await processarImportacao(t.app.deps, imp.cd_importacao, { prazoMs: 0 })).toBe('continua');
    expect((await post(`/api/importacoes/${imp.cd_importacao}/cancelamento`)).statusCode).toBe(200);
    expect(await processarImportacao(t.app.deps, imp.cd_importacao)).toBe('cancelada');
    const meio = (await get(`/api/importacoes/${imp.cd_importacao}`)).json();
    // one batch: 2,000 rows on PostgreSQL, fewer on the embedded database's one connection
    expect(meio).toMatchObject({
      id_situacao: 'cancelada',
      nr_inseridas: t.app.deps.handle.pglite ? 250 : 2_000,
    });
    const fim = await importar(imp.cd_importacao);
    expect(fim).toMatchObject({ id_situacao: 'concluida', nr_inseridas: 2_300, nr_processadas: 2_300 });
    const [{ n }] = await q<{ n: number }>('SELECT count(*)::int AS n FROM pessoa WHERE cd_importacao = $1', [
      imp.cd_importacao,
    ]);
    expect(n).toBe(2_300);
  });
});

describe("the portal's LGPD export of a candidate", () => {
  it('is re-importable: its fields map by themselves and make the candidate again', async () => {
    const [ana] = await q<{ cd_pessoa: number }>('SELECT cd_pessoa FROM pessoa WHERE nr_documento_cpf = $1', [
      cpf(1),
    ]);
    const exportacao = exportacaoJson((await exportarDadosDoCandidato(t.app.deps, ana.cd_pessoa))!);
    // the same person under another CPF: a new candidate from the export
    const titular = (exportacao as { titular: Record<string, unknown> }).titular;
    const outra = { ...exportacao, titular: { ...titular, nr_documento_cpf: cpf(99) } };
    const r = await enviar(JSON.stringify(outra), 'meus-dados.json');
    expect(r.statusCode, r.body).toBe(200);
    const det = r.json();
    expect(det.id_formato).toBe('json');
    expect(det.mapeamento).toMatchObject({ nm_pessoa: 'nm_pessoa', nr_documento_cpf: 'nr_documento_cpf' });
    await post(`/api/importacoes/${det.cd_importacao}/simulacao`, {
      mapeamento: det.mapeamento,
      id_existentes: 'I',
    });
    await t.app.deps.jobs.ociosa();
    const conferida = (await get(`/api/importacoes/${det.cd_importacao}`)).json();
    expect(
      conferida.nr_erros,
      JSON.stringify((await get(`/api/importacoes/${det.cd_importacao}/linhas`)).json()),
    ).toBe(0);
    const fim = await importar(det.cd_importacao);
    expect(fim.nr_inseridas).toBe(1);
    const [nova] = await q<{ nm_pessoa: string; ds_email: string }>(
      'SELECT nm_pessoa, ds_email FROM pessoa WHERE nr_documento_cpf = $1',
      [cpf(99)],
    );
    expect(nova).toEqual({ nm_pessoa: 'Ana Souza Prado', ds_email: 'ana@exemplo.com.br' });
  });
});

describe('refusals write nothing and leave no file', () => {
  const arquivos = () => {
    const pasta = pastaImportacoes(t.app.deps);
    return fs.existsSync(pasta) ? fs.readdirSync(pasta).sort() : [];
  };
  let antes: string[];
  const semArquivos = () => expect(arquivos()).toEqual(antes);
  beforeEach(() => {
    antes = arquivos();
  });

  it('only administrators import', async () => {
    const selecao = await login(t.app, 'selecao');
    expect((await get('/api/importacoes', selecao)).statusCode).toBe(403);
    expect((await enviar(arquivo(), 'x.csv', selecao)).statusCode).toBe(403);
  });

  it('an empty file, an image, a header only', async () => {
    const vazio = await enviar('');
    expect(vazio.statusCode).toBe(400);
    const png = await enviar(Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), 'foto.csv');
    expect(png.statusCode).toBe(400);
    expect(png.json().error).toBe(M.formatoDesconhecido);
    const cabecalho = await enviar(`${CABECALHO}\n`);
    expect(cabecalho.statusCode).toBe(400);
    expect(cabecalho.json().error).toBe(M.soCabecalho);
    semArquivos();
  });

  it('a file over the limit is refused before it is read', async () => {
    const r = await injectAs(t.app, admin, {
      method: 'POST',
      url: '/api/importacoes?tipo=candidatos&nome=grande.csv',
      headers: { 'content-type': 'text/csv', 'content-length': String(2 * 1024 ** 3) },
      payload: 'Nome;CPF\n',
    });
    expect(r.statusCode).toBe(413);
    expect(r.json().error).toBe(M.arquivoGrande);
    semArquivos();
  });

  it('a mapping to a field that does not exist, or a column not in the file', async () => {
    const det = (await enviar(arquivo())).json();
    const r = await post(`/api/importacoes/${det.cd_importacao}/simulacao`, {
      mapeamento: { ...det.mapeamento, Nome: 'nm_inexistente', Inventada: 'ds_email' },
      id_existentes: 'I',
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().error).toEqual(
      expect.arrayContaining([M.campoInexistente('nm_inexistente'), M.colunaInexistente('Inventada')]),
    );
    const [{ n }] = await q<{ n: number }>(
      'SELECT count(*)::int AS n FROM importacao_linha WHERE cd_importacao = $1',
      [det.cd_importacao],
    );
    expect(n).toBe(0);
  });

  it('an unknown import: 404; importing before the dry run: 409', async () => {
    expect((await get('/api/importacoes/999999')).statusCode).toBe(404);
    const det = (await enviar(arquivo())).json();
    const r = await post(`/api/importacoes/${det.cd_importacao}/execucao`);
    expect(r.statusCode).toBe(409);
    expect(r.json().error).toBe(M.naoSimulada);
  });

  it('lists the imports with who sent them', async () => {
    const r = (await get('/api/importacoes')).json();
    expect(r.importacoes.length).toBeGreaterThan(3);
    expect(r.importacoes[0].nm_usuario).toBeTruthy();
    expect(path.extname(r.importacoes[0].nm_arquivo)).toBe('.csv');
  });
});
