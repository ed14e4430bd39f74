import {
  type BuscaCandidatoLinha,
  LIMITES_BUSCA_CANDIDATOS as L,
  MENSAGENS_BUSCA_CANDIDATOS as M,
} from '@backoffice/domain/candidato-busca';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, injectAs, loginComUsuario, type TestApp } from '../../../../test/helpers';
import { criarCatalogos } from '../../../../test/pesquisa-fixtures';
import { cpfDoNumero } from '../../../seed/documentos';

let t: TestApp;
let cookie: string;
let nomeUsuario: string;
let cdSipUsuario: number;
const cd: Record<string, number> = {};

interface Candidato {
  chave: string;
  nome: string;
  cpf: string;
  uf: string;
  cidade: string;
  destaque?: 'S';
  bloqueado?: 'S';
  alteradoPor?: number;
}

async function inserir(c: Omit<Candidato, 'chave'>): Promise<number> {
  const [p] = await t.db.handle.query<{ cd_pessoa: number }>(
    `INSERT INTO pessoa (nm_pessoa, nr_documento_cpf) VALUES ($1, $2) RETURNING cd_pessoa`,
    [c.nome, c.cpf],
  );
  await t.db.handle.query(
    `INSERT INTO candidato (cd_pessoa, cd_uf, nm_cidade, id_destaque, id_bloqueado, alterado_por, criado_em, alterado_em)
     VALUES ($1, $2, $3, $4, $5, $6, '2024-03-01T12:00:00Z', '2025-01-15T09:30:00Z')`,
    [p.cd_pessoa, c.uf, c.cidade, c.destaque ?? 'N', c.bloqueado ?? 'N', c.alteradoPor ?? null],
  );
  return Number(p.cd_pessoa);
}

beforeAll(async () => {
  t = await createTestApp();
  const h = t.db.handle;
  await criarCatalogos(h);
  await h.query(
    `INSERT INTO cidade (cd_cidade, nm_cidade, cd_uf, cd_pais) VALUES (4208203, 'Itajaí', 'SC', 1), (4106902, 'Curitiba', 'PR', 1)`,
  );
  const s = await loginComUsuario(t.app, 'selecao');
  cookie = s.cookie;
  nomeUsuario = s.usuario.nm_pessoa;
  cdSipUsuario = s.usuario.cd_sip;
  const candidatos: Candidato[] = [
    {
      chave: 'jose',
      nome: 'José Antônio Araújo',
      cpf: '52998224725',
      uf: 'SC',
      cidade: 'Joinville',
      destaque: 'S',
      alteradoPor: s.usuario.cd_sip,
    },
    {
      chave: 'mariaJose',
      nome: 'Maria José da Silva',
      cpf: '11144477735',
      uf: 'SC',
      cidade: 'Joinville',
      bloqueado: 'S',
    },
    { chave: 'cecilia', nome: 'MARIA CECÍLIA SILVA', cpf: cpfDoNumero(3), uf: 'PR', cidade: 'Curitiba' },
    { chave: 'antonio', nome: 'Antonio Carlos', cpf: cpfDoNumero(4), uf: 'SC', cidade: 'Itajaí' },
    { chave: 'percentual', nome: 'Ana 100%_Souza', cpf: cpfDoNumero(5), uf: 'SP', cidade: 'São Paulo' },
  ];
  for (const { chave, ...c } of candidatos) cd[chave] = await inserir(c);
  // more than the cap in one city, outside the catalogue of cities
  await h.query(
    `WITH p AS (
       INSERT INTO pessoa (nm_pessoa) SELECT 'Lote Busca ' || lpad(i::text, 3, '0') FROM generate_series(1, 250) i
       RETURNING cd_pessoa)
     INSERT INTO candidato (cd_pessoa, cd_uf, nm_cidade) SELECT cd_pessoa, 'SC', 'Blumenau' FROM p`,
  );
  // a staff member is a person but not a candidate
  await h.query(`INSERT INTO pessoa (nm_pessoa, nr_documento_cpf) VALUES ('Maria Silva do RH', $1)`, [
    cpfDoNumero(6),
  ]);
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, quem: string | null = cookie) =>
  injectAs(t.app, quem ?? undefined, { method: 'GET', url });
const pesquisa = (filtros: string, quem?: string | null) => get(`/api/candidato/pesquisa/${filtros}`, quem);
const contagem = (filtros: string, quem?: string | null) =>
  get(`/api/candidato/count/pesquisa/${filtros}`, quem);

async function nomes(filtros: string): Promise<string[]> {
  const res = await pesquisa(filtros);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as BuscaCandidatoLinha[]).map((l) => l.NOME_PESSOA);
}

async function total(filtros: string): Promise<number> {
  const res = await contagem(filtros);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().TOTAL;
}

describe('GET candidato/pesquisa/{field=value...}', () => {
  it('answers the spec row: code, name, CPF, place, dates, who changed it and the HOT flag', async () => {
    const res = await pesquisa(`cd_pessoa=${cd.jose}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([
      {
        CODIGO_PESSOA: cd.jose,
        NOME_PESSOA: 'José Antônio Araújo',
        CPF: '52998224725',
        UF: 'SC',
        CIDADE: 'Joinville',
        DATA_CRIACAO: '2024-03-01T12:00:00.000Z',
        ALTERADO_EM: '2025-01-15T09:30:00.000Z',
        ALTERADO_POR: nomeUsuario,
        ID_DESTAQUE: 'S',
        ID_BLOQUEADO: 'N',
      },
    ]);
  });

  it('finds any part of the name, ignoring case and accents, candidates only, in name order', async () => {
    expect(await nomes('nm_pessoa=JOSE')).toEqual(['José Antônio Araújo', 'Maria José da Silva']);
    expect(await nomes('nm_pessoa=araujo')).toEqual(['José Antônio Araújo']);
    expect(await nomes('nm_pessoa=Cecília')).toEqual(['MARIA CECÍLIA SILVA']);
    // 'Maria Silva do RH' is staff, not a candidate
    expect(await nomes('nm_pessoa=silva')).toEqual(['MARIA CECÍLIA SILVA', 'Maria José da Silva']);
  });

  it('finds the words of the name in the order typed, with anything between them', async () => {
    expect(await nomes(`nm_pessoa=${encodeURIComponent('maria   silva')}`)).toEqual([
      'MARIA CECÍLIA SILVA',
      'Maria José da Silva',
    ]);
    expect(await nomes(`nm_pessoa=${encodeURIComponent('silva maria')}`)).toEqual([]);
  });

  it("takes '%' and '_' typed as themselves", async () => {
    expect(await nomes(`nm_pessoa=${encodeURIComponent('100%_s')}`)).toEqual(['Ana 100%_Souza']);
    expect(await nomes(`nm_pessoa=${encodeURIComponent('ana%souza')}`)).toEqual([]);
  });

  it('finds by CPF, with or without the mask, and by code', async () => {
    expect(await nomes('nr_documento_cpf=111.444.777-35')).toEqual(['Maria José da Silva']);
    expect(await nomes('nr_documento_cpf=11144477735')).toEqual(['Maria José da Silva']);
    // a valid CPF of someone who is not a candidate
    expect(await nomes(`nr_documento_cpf=${cpfDoNumero(6)}`)).toEqual([]);
    expect(await nomes(`cd_pessoa=${cd.antonio}`)).toEqual(['Antonio Carlos']);
    expect(await nomes('cd_pessoa=999999999')).toEqual([]);
  });

  it("'Apenas bloqueados', state and city narrow the search", async () => {
    expect(await nomes('nm_pessoa=maria/id_bloqueado=S')).toEqual(['Maria José da Silva']);
    expect(await nomes('nm_pessoa=maria/id_bloqueado=N')).toEqual(['MARIA CECÍLIA SILVA']);
    expect(await nomes('nm_pessoa=silva/cd_uf=PR')).toEqual(['MARIA CECÍLIA SILVA']);
    expect(await nomes('nm_pessoa=silva/cd_uf=sc/nm_cidade=Joinville')).toEqual(['Maria José da Silva']);
    expect(await nomes('nm_pessoa=silva/cd_uf=SC/nm_cidade=Curitiba')).toEqual([]);
    expect(await nomes('id_bloqueado=S/cd_uf=SC')).toEqual(['Maria José da Silva']);
  });

  it('compares the city as the catalogue writes it, whatever the case and accents typed', async () => {
    expect(await nomes('cd_uf=SC/nm_cidade=ITAJAI')).toEqual(['Antonio Carlos']);
    expect(await nomes('nm_cidade=itajai')).toEqual(['Antonio Carlos']);
    // a city outside the catalogue is matched as typed
    expect(await total('cd_uf=SC/nm_cidade=Blumenau')).toBe(L.maxResultados);
  });

  it('answers at most 200 rows; the count stops at 200 too (the warning shows from there)', async () => {
    const res = await pesquisa(`nm_pessoa=${encodeURIComponent('lote busca')}`);
    expect(res.statusCode).toBe(200);
    const linhas = res.json() as BuscaCandidatoLinha[];
    expect(linhas).toHaveLength(L.maxResultados);
    expect(linhas.every((l) => l.NOME_PESSOA.startsWith('Lote Busca') && l.CIDADE === 'Blumenau')).toBe(true);
    expect(linhas.map((l) => l.NOME_PESSOA)).toEqual(linhas.map((l) => l.NOME_PESSOA).sort());
    expect(await total(`nm_pessoa=${encodeURIComponent('lote busca')}`)).toBe(200);
    expect(await total('cd_uf=SC')).toBe(200);
    expect(M.avisoLimite).toContain(String(L.maxResultados));
  });

  it('counts below the cap exactly', async () => {
    expect(await total('nm_pessoa=silva')).toBe(2);
    expect(await total('nm_pessoa=silva/cd_uf=PR')).toBe(1);
    expect(await total('id_bloqueado=S')).toBe(1);
    expect(await total(`cd_pessoa=${cd.jose}`)).toBe(1);
    expect(await total('nr_documento_cpf=52998224725')).toBe(1);
    expect(await total('nm_pessoa=inexistente')).toBe(0);
  });
});

describe('the search follows changes of the candidate and of the name', () => {
  it('shows at once a new candidate, name, CPF, place, flags and last change, and forgets a deleted one', async () => {
    const novo = await inserir({
      nome: 'Gervásio Novato',
      cpf: cpfDoNumero(7),
      uf: 'SC',
      cidade: 'Joinville',
    });
    expect(await nomes('nm_pessoa=gervasio')).toEqual(['Gervásio Novato']);
    await t.db.handle.query(`UPDATE pessoa SET nm_pessoa = 'Gervásio Renomeado' WHERE cd_pessoa = $1`, [
      novo,
    ]);
    expect(await nomes('nm_pessoa=novato')).toEqual([]);
    expect(await nomes('nm_pessoa=renomeado')).toEqual(['Gervásio Renomeado']);
    await t.db.handle.query(
      `UPDATE candidato SET cd_uf = 'PR', nm_cidade = 'Curitiba', id_bloqueado = 'S' WHERE cd_pessoa = $1`,
      [novo],
    );
    expect(await nomes('nm_pessoa=gervasio/cd_uf=SC')).toEqual([]);
    expect(await nomes('nm_pessoa=gervasio/cd_uf=PR/nm_cidade=Curitiba/id_bloqueado=S')).toEqual([
      'Gervásio Renomeado',
    ]);
    await t.db.handle.query(`UPDATE pessoa SET nr_documento_cpf = $2 WHERE cd_pessoa = $1`, [
      novo,
      cpfDoNumero(8),
    ]);
    expect(await nomes(`nr_documento_cpf=${cpfDoNumero(8)}`)).toEqual(['Gervásio Renomeado']);
    await t.db.handle.query(
      `UPDATE candidato SET id_destaque = 'S', alterado_por = $2, alterado_em = '2025-06-01T10:00:00Z'
        WHERE cd_pessoa = $1`,
      [novo, cdSipUsuario],
    );
    const [linha] = (await (await pesquisa(`cd_pessoa=${novo}`)).json()) as BuscaCandidatoLinha[];
    expect(linha).toMatchObject({
      CPF: cpfDoNumero(8),
      ID_DESTAQUE: 'S',
      ALTERADO_EM: '2025-06-01T10:00:00.000Z',
      ALTERADO_POR: nomeUsuario,
    });
    await t.db.handle.query('DELETE FROM candidato WHERE cd_pessoa = $1', [novo]);
    expect(await nomes('nm_pessoa=gervasio')).toEqual([]);
  });

  it('keeps one search row per candidate, also for rows inserted by one statement', async () => {
    const [r] = await t.db.handle.query<{ candidatos: number; busca: number }>(
      `SELECT (SELECT count(*) FROM candidato)::int AS candidatos, (SELECT count(*) FROM candidato_busca)::int AS busca`,
    );
    expect(r.busca).toBe(r.candidatos);
  });
});

describe('bad input: 400 with the text, on both calls', () => {
  const casos: [string, string][] = [
    ['', M.muitosResultados],
    ['nm_pessoa=/cd_pessoa=', M.muitosResultados],
    ['nm_cpf=1', M.filtroDesconhecido],
    ['__proto__=1', M.filtroDesconhecido],
    ['cd_uf=SC/cd_uf=PR', M.filtroRepetido],
    ['maria', M.filtroMalFormado],
    ['=maria', M.filtroMalFormado],
    ['nm_pessoa=jo', M.nomeCurto],
    [`nm_pessoa=${encodeURIComponent('a b c')}`, M.nomeCurto],
    [`nm_pessoa=${'a'.repeat(L.nomeMax + 1)}`, M.nomeLongo],
    ['nr_documento_cpf=52998224726', M.cpfInvalido],
    ['nr_documento_cpf=5299822472', M.cpfInvalido],
    ['nr_documento_cpf=111.111.111-11', M.cpfInvalido],
    ['cd_pessoa=abc', M.codigoInvalido],
    ['cd_pessoa=0', M.codigoInvalido],
    ['cd_pessoa=1e3', M.codigoInvalido],
    ['cd_pessoa=99999999999999999999', M.codigoInvalido],
    ['id_bloqueado=X', M.bloqueadoInvalido],
    ['cd_uf=SCX', M.ufInvalida],
    [`nm_cidade=${'x'.repeat(L.cidadeMax + 1)}`, M.cidadeLonga],
  ];
  it.each(casos)('%s → %s', async (filtros, mensagem) => {
    for (const res of [await pesquisa(filtros), await contagem(filtros)]) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error).toContain(mensagem);
    }
  });

  it('refuses a filter path longer than its limit', async () => {
    const res = await pesquisa(`nm_pessoa=maria/${'nm_cidade=x/'.repeat(50)}`);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json().error)).toContain(M.filtrosLongos);
  });

  it('names every problem of the path at once', async () => {
    const res = await pesquisa('nm_pessoa=jo/cd_uf=XYZ');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual([M.nomeCurto, M.ufInvalida]);
  });
});

describe('who may search', () => {
  it('needs a session', async () => {
    expect((await pesquisa('nm_pessoa=maria', null)).statusCode).toBe(401);
    expect((await contagem('nm_pessoa=maria', null)).statusCode).toBe(401);
  });

  it('needs the selection, management or recruitment codes (spec 002 §2.4, §2.5, §6)', async () => {
    const callcenter = (await loginComUsuario(t.app, 'callcenter')).cookie;
    expect((await pesquisa('nm_pessoa=maria', callcenter)).statusCode).toBe(403);
    expect((await contagem('nm_pessoa=maria', callcenter)).statusCode).toBe(403);
    for (const codigo of [58, 59, 60, 36, 37]) {
      const c = (await loginComUsuario(t.app, { permissoes: [codigo] })).cookie;
      expect((await pesquisa('nm_pessoa=maria', c)).statusCode, `código ${codigo}`).toBe(200);
    }
  });
});
