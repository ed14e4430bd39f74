import { MENSAGENS_PESQUISA, type PesquisaCandidatosResposta } from '@backoffice/domain/pesquisa-candidatos';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarUnidade } from '../../../test/factories';
import { createTestApp, injectAs, loginComUsuario, type TestApp } from '../../../test/helpers';
import {
  CARGOS_TESTE,
  criarCandidato,
  criarCatalogos,
  criarCliente,
  criarVaga,
} from '../../../test/pesquisa-fixtures';
import { esquecerEstatisticas, LEXEMAS_PREFIXO_MAX, lerEstatisticas } from './texto-pesquisa.service';

let t: TestApp;
let cookie: string;
let nrVaga: number;
let cliente: number;
const c: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  const h = t.db.handle;
  await criarCatalogos(h);
  await criarUnidade(t.app.deps.db, { cd_empresa: 1, cd_empresa_agrupadora: 1 });
  await criarUnidade(t.app.deps.db, { cd_empresa: 2, cd_empresa_agrupadora: 1 });
  await criarUnidade(t.app.deps.db, { cd_empresa: 3, cd_empresa_agrupadora: 3 });
  const s = await loginComUsuario(t.app, 'selecao');
  cookie = s.cookie;
  cliente = await criarCliente(h, 'Metalúrgica Exemplo');
  nrVaga = (await criarVaga(h, { cliente, analista: s.usuario.user_sip })).nr_vaga;

  // keywords
  c.empOperador = await criarCandidato(h, {
    texto: 'Operador de empilhadeira com experiência em logística reversa',
  });
  c.eletricistas = await criarCandidato(h, { texto: 'Eletricistas de manutenção predial e industrial' });
  c.adminExcel = await criarCandidato(h, {
    empregos: [
      { empresa: 'Escritório Contábil', cargo: 'Auxiliar Administrativo', descricao: 'planilhas no Excel' },
    ],
  });
  c.empExcel = await criarCandidato(h, {
    texto: 'empilhadeira, controle de estoque e excel',
    diasAlterado: 3,
  });
  c.cursoNr11 = await criarCandidato(h, {
    cursos: ['Curso de NR11 para operadores de empilhadeiras'],
    diasAlterado: 5,
  });
});
afterAll(async () => {
  await t?.close();
});

async function pesquisar(body: Record<string, unknown>, quem = cookie) {
  return injectAs(t.app, quem, {
    method: 'POST',
    url: '/api/pesquisa-candidatos/pesquisa',
    payload: { nrVaga, quantidadePesquisa: 600, ...body },
  });
}
async function ids(body: Record<string, unknown>): Promise<number[]> {
  const res = await pesquisar(body);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as PesquisaCandidatosResposta).candidatos.map((x) => x.CD_PESSOA);
}

describe('keywords', () => {
  it('required words must all match, ignoring accents and plurals', async () => {
    const r = await ids({ palavrasChaveObrigatorio: 'empilhadeira' });
    expect(r).toEqual(expect.arrayContaining([c.empOperador, c.empExcel, c.cursoNr11]));
    expect(r).not.toContain(c.eletricistas);
    expect(r).not.toContain(c.adminExcel);
    expect(await ids({ palavrasChaveObrigatorio: 'LOGISTICA' })).toEqual([c.empOperador]);
    expect(await ids({ palavrasChaveObrigatorio: 'eletricista' })).toEqual([c.eletricistas]);
    expect(await ids({ palavrasChaveObrigatorio: 'empilhadeira excel' })).toEqual([c.empExcel]);
    expect(await ids({ palavrasChaveObrigatorio: 'empilhadeira, logística' })).toEqual([c.empOperador]);
  });

  it('finds words in jobs, positions and courses, not only the free text', async () => {
    expect(await ids({ palavrasChaveObrigatorio: 'planilhas' })).toEqual([c.adminExcel]);
    expect(await ids({ palavrasChaveObrigatorio: 'NR11' })).toEqual([c.cursoNr11]);
  });

  it('quoted phrases keep the words together and in order', async () => {
    // 'operadores de empilhadeiras' is the same phrase once plurals are ignored
    expect((await ids({ palavrasChaveObrigatorio: '"operador de empilhadeira"' })).sort()).toEqual(
      [c.empOperador, c.cursoNr11].sort(),
    );
    expect(await ids({ palavrasChaveObrigatorio: '"empilhadeira operador"' })).toEqual([]);
  });

  it('a trailing * matches by prefix', async () => {
    expect(await ids({ palavrasChaveObrigatorio: 'logíst*' })).toEqual([c.empOperador]);
    expect(await ids({ palavrasChaveObrigatorio: 'planilh*' })).toEqual([c.adminExcel]);
  });

  it('a prefix reaches every lexeme under it, however many, and lexemes written later', async () => {
    const h = t.db.handle;
    const poucos = [
      await criarCandidato(h, { texto: 'xablau1 em montagem' }),
      await criarCandidato(h, { texto: 'xablau2 em montagem' }),
    ];
    expect((await ids({ palavrasChaveObrigatorio: 'xablau*' })).sort()).toEqual(poucos.sort());
    expect(await ids({ palavrasChaveObrigatorio: 'montagem xablau2*' })).toEqual([poucos[1]]);
    // more lexemes under the prefix than are expanded for the index
    const muitos = Array.from({ length: LEXEMAS_PREFIXO_MAX + 5 }, (_, i) => `zorbit${i}`).join(' ');
    const todos = await criarCandidato(h, { texto: muitos });
    const outro = await criarCandidato(h, { texto: 'zorbitx apenas' });
    expect((await ids({ palavrasChaveObrigatorio: 'zorbit*' })).sort()).toEqual([todos, outro].sort());
    // a vector rewritten after the first search brings its new lexemes
    const primeiro = await criarCandidato(h, { texto: 'quokka1 no cerrado' });
    expect(await ids({ palavrasChaveObrigatorio: 'quokka*' })).toEqual([primeiro]);
    await h.query(`UPDATE candidato SET ds_hobbies = 'quokka2 no pantanal' WHERE cd_pessoa = $1`, [outro]);
    await h.query('SELECT atualizar_pesquisa_candidato($1)', [outro]);
    expect((await ids({ palavrasChaveObrigatorio: 'quokka*' })).sort()).toEqual([primeiro, outro].sort());
    const [{ n }] = await h.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM lexema_pesquisa WHERE lexema LIKE 'zorbit%'",
    );
    expect(n).toBe(LEXEMAS_PREFIXO_MAX + 6);
  });

  it('excluded words remove candidates', async () => {
    const r = await ids({ palavrasChaveObrigatorio: 'empilhadeira', palavrasChaveExcluido: 'excel' });
    expect(r).toContain(c.empOperador);
    expect(r).not.toContain(c.empExcel);
    expect(await ids({ palavrasChaveExcluido: 'empilhadeiras' })).not.toEqual(
      expect.arrayContaining([c.empOperador]),
    );
  });

  it('optional words never filter, they lift the ranking', async () => {
    const r = await ids({ palavrasChaveObrigatorio: 'empilhadeira', palavrasChaveOpcional: 'excel' });
    expect(r[0]).toBe(c.empExcel);
    expect(r).toEqual(expect.arrayContaining([c.empOperador, c.cursoNr11]));
    const so = await ids({ palavrasChaveOpcional: 'excel' });
    expect(so.slice(0, 2).sort()).toEqual([c.adminExcel, c.empExcel].sort());
    expect(so).toContain(c.eletricistas);
  });

  it('stop words alone are refused with a pt-BR message', async () => {
    const res = await pesquisar({ palavrasChaveObrigatorio: 'de para com' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual([MENSAGENS_PESQUISA.palavrasSemTermos('Palavras-chave obrigatórias')]);
    const sim = await pesquisar({ palavrasChaveOpcional: '%%% ### !!' });
    expect(sim.statusCode).toBe(400);
    expect(JSON.stringify(sim.json().error)).toMatch(/Palavras-chave opcionais/);
  });

  it('keyword text never reaches the SQL or the tsquery syntax', async () => {
    for (const texto of [
      "'); DROP TABLE candidato; --",
      "x' OR '1'='1",
      'a & !b | c:* <-> (d',
      '\\x00 $$ $1 ::tsquery',
      '"unterminated phrase',
      'ção* é* 123*',
    ]) {
      const res = await pesquisar({ palavrasChaveObrigatorio: texto });
      expect([200, 400], `${texto}: ${res.body}`).toContain(res.statusCode);
    }
    const [{ n }] = await t.db.handle.query<{ n: number }>('SELECT count(*)::int AS n FROM candidato');
    expect(n).toBeGreaterThan(0);
  });
});

describe('result and selection', () => {
  it('answers the selection with the spec fields, and stores filters and rows', async () => {
    const tel = await criarCandidato(t.db.handle, {
      nome: 'Rosa Telefone',
      texto: 'repositora de gôndolas',
      nr_telefone_cel: '(47) 99999-1234',
      id_destaque: 'S',
      deficiencias: [1],
      nm_bairro: 'Glória',
    });
    const res = await pesquisar({ palavrasChaveObrigatorio: 'gondola', quantidadePesquisa: 50 });
    expect(res.statusCode).toBe(200);
    const b = res.json() as PesquisaCandidatosResposta;
    expect(b).toMatchObject({ total: 1, total_label: '1', quantidade: 50 });
    expect(b.candidatos[0]).toEqual({
      CD_PESSOA: tel,
      NM_PESSOA: 'Rosa Telefone',
      NM_BAIRRO: 'Glória',
      NM_CIDADE: 'Joinville',
      CD_UF: 'SC',
      DATA: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      ID_SELECIONAR: 'N',
      ID_DESTAQUE: 'S',
      POSSUI_DEFICIENCIA: 'S',
      POSSUI_RELACIONAMENTO: null,
      RELACIONADO: 0,
      CD_ESTAGIO_VAGA: null,
      ENVIO_CANDIDATO: 'N',
      EMAIL: null,
      SMS: null,
      WHATSAPP: null,
      NR_TELEFONE_CEL: '(47) 99999-1234',
      NR_WHATSAPP: '5547999991234',
    });
    // without keywords the rows come from the update-order scan: the same columns
    const semPalavras = await pesquisar({ estado: 'SC', cidades: ['Joinville'], bairros: ['Glória'] });
    expect(semPalavras.statusCode, semPalavras.body).toBe(200);
    const linhaSem = (semPalavras.json() as PesquisaCandidatosResposta).candidatos.find(
      (l) => l.CD_PESSOA === tel,
    );
    expect(linhaSem).toEqual(b.candidatos[0]);

    const [sel] = await t.db.handle.query<{
      nr_vaga: number;
      nr_total: number;
      ds_filtros: Record<string, unknown>;
    }>('SELECT nr_vaga, nr_total, ds_filtros FROM selecao WHERE nr_selecao = $1', [b.nr_selecao]);
    expect(sel.nr_vaga).toBe(nrVaga);
    expect(sel.nr_total).toBe(1);
    expect(sel.ds_filtros).toMatchObject({
      palavrasChaveObrigatorio: 'gondola',
      quantidadePesquisa: 50,
      ultimaAtualizacaoDe: expect.any(String),
      ultimaAtualizacaoAte: expect.any(String),
    });
    const linhas = await t.db.handle.query<{
      cd_pessoa_candidato: number;
      nr_ordem: number;
      id_visto: string;
    }>('SELECT cd_pessoa_candidato, nr_ordem, id_visto FROM selecao_candidato WHERE nr_selecao = $1', [
      b.nr_selecao,
    ]);
    expect(linhas).toEqual([{ cd_pessoa_candidato: tel, nr_ordem: 1, id_visto: 'N' }]);
  });

  it('counts at most 1,001 matches and labels them 1000+', async () => {
    const h = t.db.handle;
    const [{ de }] = await h.query<{ de: number }>(
      `WITH p AS (INSERT INTO pessoa (nm_pessoa) SELECT 'Massa ' || g FROM generate_series(1, 1005) g RETURNING cd_pessoa)
       SELECT min(cd_pessoa)::int AS de FROM p`,
    );
    await h.query(
      `INSERT INTO candidato (cd_pessoa, cd_uf, nm_cidade, ds_experiencia_profissional, alterado_em)
       SELECT g, 'PR', 'Curitiba', 'soldador de estruturas metálicas', now() - make_interval(secs => g - $1)
         FROM generate_series($1::bigint, $1::bigint + 1004) g`,
      [de],
    );
    await h.query('SELECT atualizar_pesquisa_candidatos($1, $2)', [de, de + 1004]);
    const res = await pesquisar({ palavrasChaveObrigatorio: 'soldadores', quantidadePesquisa: 100 });
    const b = res.json() as PesquisaCandidatosResposta;
    expect(b.total).toBe(1001);
    expect(b.total_label).toBe('1000+');
    expect(b.candidatos).toHaveLength(100);
    // same relevance: most recently updated first
    expect(b.candidatos[0].CD_PESSOA).toBe(de);
    const sem = (await pesquisar({ estado: 'PR', cidades: ['Curitiba'], quantidadePesquisa: 50 })).json();
    expect(sem.total_label).toBe('1000+');
    expect(sem.candidatos).toHaveLength(50);
  });
});

describe('filters', () => {
  it('location: state, cities, neighbourhoods', async () => {
    const h = t.db.handle;
    const bv = await criarCandidato(h, {
      cd_uf: 'SC',
      nm_cidade: 'Blumenau',
      nm_bairro: 'Velha',
      texto: 'zelador',
    });
    const bc = await criarCandidato(h, {
      cd_uf: 'SC',
      nm_cidade: 'Blumenau',
      nm_bairro: 'Garcia',
      texto: 'zelador',
    });
    const sp = await criarCandidato(h, {
      cd_uf: 'SP',
      nm_cidade: 'Campinas',
      nm_bairro: 'Centro',
      texto: 'zelador',
    });
    const base = { palavrasChaveObrigatorio: 'zelador' };
    expect((await ids({ ...base, estado: 'SC' })).sort()).toEqual([bv, bc].sort());
    expect(await ids({ ...base, estado: 'SP', cidades: ['Campinas'] })).toEqual([sp]);
    expect(await ids({ ...base, estado: 'SC', cidades: ['Blumenau'], bairros: ['Garcia'] })).toEqual([bc]);
    expect(await ids({ ...base, estado: 'SC', cidades: 'Blumenau,Joinville', bairros: 'Velha' })).toEqual([
      bv,
    ]);
  });

  it('keywords in cities: every word, in one of the cities, kept up when the record changes', async () => {
    const h = t.db.handle;
    const dados = (cd_uf: string, nm_cidade: string, texto: string) => ({ cd_uf, nm_cidade, texto });
    const blumenau = await criarCandidato(h, dados('SC', 'Blumenau', 'Torneiro mecânico e ferramenteiro'));
    const soTorneiro = await criarCandidato(h, dados('SC', 'Blumenau', 'torneiro de bancada'));
    const joinville = await criarCandidato(h, dados('SC', 'Joinville', 'ferramenteiro, torneiro'));
    await criarCandidato(h, dados('SP', 'Campinas', 'torneiro ferramenteiro'));
    // a city of the same name in another state
    await criarCandidato(h, dados('PR', 'Blumenau', 'torneiro ferramenteiro'));
    const base = { estado: 'SC', palavrasChaveObrigatorio: 'torneiros ferramenteiro' };
    expect(await ids({ ...base, cidades: ['Blumenau'] })).toEqual([blumenau]);
    expect((await ids({ ...base, cidades: ['Blumenau', 'Joinville'] })).sort()).toEqual(
      [blumenau, joinville].sort(),
    );
    expect(
      await ids({
        ...base,
        cidades: ['Blumenau'],
        palavrasChaveObrigatorio: '"torneiro mecânico" ferrament*',
      }),
    ).toEqual([blumenau]);
    expect(await ids({ ...base, cidades: ['Blumenau'], ultimaAtualizacaoDe: '2000-01-01' })).toEqual([
      blumenau,
    ]);

    await h.query(
      `UPDATE candidato SET ds_experiencia_profissional = 'torneiro e ferramenteiro' WHERE cd_pessoa = $1`,
      [soTorneiro],
    );
    await h.query('SELECT atualizar_pesquisa_candidato($1)', [soTorneiro]);
    await h.query(`UPDATE candidato SET nm_cidade = 'Joinville' WHERE cd_pessoa = $1`, [blumenau]);
    expect(await ids({ ...base, cidades: ['Blumenau'] })).toEqual([soTorneiro]);
    expect((await ids({ ...base, cidades: ['Joinville'] })).sort()).toEqual([blumenau, joinville].sort());
  });

  it('personal: sex, marital status, age, weight, height', async () => {
    const h = t.db.handle;
    const ano = new Date().getFullYear();
    const f25 = await criarCandidato(h, {
      texto: 'recepcionista',
      id_sexo: 'F',
      id_estado_civil: 'C',
      dt_nascimento: `${ano - 25}-01-01`,
      nr_peso: 60,
      nr_altura: 1.6,
    });
    const m40 = await criarCandidato(h, {
      texto: 'recepcionista',
      id_sexo: 'M',
      id_estado_civil: 'S',
      dt_nascimento: `${ano - 41}-01-01`,
      nr_peso: 95,
      nr_altura: 1.85,
    });
    const base = { palavrasChaveObrigatorio: 'recepcionista' };
    expect(await ids({ ...base, sexo: 'M' })).toEqual([m40]);
    expect(await ids({ ...base, estadoCivil: 'C' })).toEqual([f25]);
    expect(await ids({ ...base, idadeDe: 20, idadeAte: 30 })).toEqual([f25]);
    expect(await ids({ ...base, idadeDe: 41 })).toEqual([m40]);
    expect(await ids({ ...base, pesoDe: 80, pesoAte: 100 })).toEqual([m40]);
    expect(await ids({ ...base, alturaAte: '1,70' })).toEqual([f25]);
  });

  it('salary expectation and education ranges', async () => {
    const h = t.db.handle;
    const barato = await criarCandidato(h, {
      texto: 'almoxarife',
      pretensao_salarial: 1800,
      cd_escolaridade: 5,
    });
    const caro = await criarCandidato(h, {
      texto: 'almoxarife',
      pretensao_salarial: 6000,
      cd_escolaridade: 8,
    });
    const base = { palavrasChaveObrigatorio: 'almoxarife' };
    expect(await ids({ ...base, salarioAte: '2.000,00' })).toEqual([barato]);
    expect(await ids({ ...base, salarioDe: 5000, salarioAte: 7000 })).toEqual([caro]);
    expect(await ids({ ...base, educacaoDe: 7 })).toEqual([caro]);
    expect(await ids({ ...base, educacaoDe: 3, educacaoAte: 6 })).toEqual([barato]);
  });

  it('flags: smoker, first job, studying, vehicle, licence, shifts', async () => {
    const h = t.db.handle;
    const a = await criarCandidato(h, {
      texto: 'motorista',
      id_fumante: 'S',
      id_primeiro_emprego: 'N',
      possui_veiculo: 'S',
      cd_habilitacao_cat: 'D',
      turnos: ['id_turno_noturno'],
    });
    const b = await criarCandidato(h, {
      texto: 'motorista',
      id_fumante: 'N',
      id_primeiro_emprego: 'S',
      id_cursando: 'S',
      cd_habilitacao_cat: 'A',
      turnos: ['id_turno_matutino', 'id_revezamento'],
    });
    const base = { palavrasChaveObrigatorio: 'motorista' };
    expect(await ids({ ...base, fumante: 'S' })).toEqual([a]);
    expect(await ids({ ...base, fumante: 'N' })).toEqual([b]);
    expect(await ids({ ...base, primeiroEmprego: 'S' })).toEqual([b]);
    expect(await ids({ ...base, cursando: 'S' })).toEqual([b]);
    expect(await ids({ ...base, veiculos: 'S' })).toEqual([a]);
    // a D licence covers B; an A licence does not
    expect(await ids({ ...base, habilitacao: 'B' })).toEqual([a]);
    expect(await ids({ ...base, habilitacao: 'A' })).toEqual([b]);
    expect(await ids({ ...base, turnos: ['noturno'] })).toEqual([a]);
    expect((await ids({ ...base, turnos: ['noturno', 'revezamento'] })).sort()).toEqual([a, b].sort());
    expect(await ids({ ...base, turnos: ['vespertino'] })).toEqual([]);
  });

  it('disability: Sim keeps only PCD (of the types chosen); Não clears the filter', async () => {
    const h = t.db.handle;
    const fis = await criarCandidato(h, { texto: 'porteiro', deficiencias: [1] });
    const aud = await criarCandidato(h, { texto: 'porteiro', deficiencias: [2] });
    const sem = await criarCandidato(h, { texto: 'porteiro' });
    const base = { palavrasChaveObrigatorio: 'porteiro' };
    expect((await ids({ ...base, selectDeficiencia: 'S' })).sort()).toEqual([fis, aud].sort());
    expect(await ids({ ...base, selectDeficiencia: 'S', deficiencias: [2] })).toEqual([aud]);
    expect((await ids({ ...base, selectDeficiencia: 'N', deficiencias: [2] })).sort()).toEqual(
      [fis, aud, sem].sort(),
    );
  });

  it('language with minimum levels (default 2)', async () => {
    const h = t.db.handle;
    const fluente = await criarCandidato(h, {
      texto: 'tradutor',
      idiomas: [{ cd: 1, leitura: 4, escrita: 4, fala: 4 }],
    });
    const basico = await criarCandidato(h, {
      texto: 'tradutor',
      idiomas: [{ cd: 1, leitura: 2, escrita: 1, fala: 2 }],
    });
    const espanhol = await criarCandidato(h, {
      texto: 'tradutor',
      idiomas: [{ cd: 2, leitura: 3, escrita: 3, fala: 3 }],
    });
    const base = { palavrasChaveObrigatorio: 'tradutor' };
    expect(await ids({ ...base, cd_idioma: 1 })).toEqual([fluente]);
    expect(await ids({ ...base, cd_idioma: 1, fala: 4, leitura: 4, escrita: 4 })).toEqual([fluente]);
    expect(await ids({ ...base, cd_idioma: 2, fala: 3 })).toEqual([espanhol]);
    expect(await ids({ ...base, cd_idioma: 2, fala: 4 })).toEqual([]);
    expect(basico).toBeGreaterThan(0);
  });

  it('position with years of experience (0.6 is six months)', async () => {
    const h = t.db.handle;
    const e = CARGOS_TESTE.eletricista;
    const seis = await criarCandidato(h, { cargos: [{ cd_cargo: e, anos: 0.6 }] });
    const um = await criarCandidato(h, { cargos: [{ cd_cargo: e, anos: 1 }] });
    const tres = await criarCandidato(h, { cargos: [{ cd_cargo: e, anos: 3 }] });
    const zero = await criarCandidato(h, { cargos: [{ cd_cargo: e, anos: 0 }] });
    const outro = await criarCandidato(h, { cargos: [{ cd_cargo: CARGOS_TESTE.vendedor, anos: 8 }] });
    const todos = await ids({ cargo: e });
    expect(todos).toEqual(expect.arrayContaining([seis, um, tres, zero]));
    expect(todos).not.toContain(outro);
    expect((await ids({ cargo: e, experiencia: 0.6 })).sort()).toEqual([seis, um, tres].sort());
    expect((await ids({ cargo: e, experiencia: 1 })).sort()).toEqual([um, tres].sort());
    expect(await ids({ cargo: e, experiencia: 2 })).toEqual([tres]);
    expect(await ids({ cargo: e, experiencia: 4 })).toEqual([]);
  });

  it('dates: last update defaults to six months; created range', async () => {
    const h = t.db.handle;
    const velho = await criarCandidato(h, { texto: 'jardineiro', diasAlterado: 300 });
    const novo = await criarCandidato(h, { texto: 'jardineiro', diasAlterado: 2, diasCriado: 10 });
    const base = { palavrasChaveObrigatorio: 'jardineiro' };
    expect(await ids(base)).toEqual([novo]);
    const hoje = new Date();
    const iso = (dias: number) => new Date(hoje.getTime() - dias * 86_400_000).toISOString().slice(0, 10);
    expect(await ids({ ...base, ultimaAtualizacaoDe: iso(400), ultimaAtualizacaoAte: iso(200) })).toEqual([
      velho,
    ]);
    expect((await ids({ ...base, ultimaAtualizacaoDe: iso(400) })).sort()).toEqual([velho, novo].sort());
    expect(await ids({ ...base, dataCriacaoDe: iso(30) })).toEqual([novo]);
    expect(await ids({ ...base, dataCriacaoAte: iso(30), ultimaAtualizacaoDe: iso(400) })).toEqual([velho]);
  });

  it('blocked and inactive candidates never appear', async () => {
    const h = t.db.handle;
    const ativo = await criarCandidato(h, { texto: 'marceneiro' });
    await criarCandidato(h, { texto: 'marceneiro', id_bloqueado: 'S' });
    await criarCandidato(h, { texto: 'marceneiro', dt_inativo: '2999-01-01' });
    const voltou = await criarCandidato(h, { texto: 'marceneiro', dt_inativo: '2001-01-01' });
    expect((await ids({ palavrasChaveObrigatorio: 'marceneiro' })).sort()).toEqual([ativo, voltou].sort());
  });

  it('restriction client: leaves out candidates approved at that client from the limit date', async () => {
    const h = t.db.handle;
    const outroCliente = await criarCliente(h, 'Cliente Restrito');
    const v = await criarVaga(h, { cliente: outroCliente });
    const aprovado = await criarCandidato(h, { texto: 'serralheira' });
    const livre = await criarCandidato(h, { texto: 'serralheira' });
    await h.query(
      `INSERT INTO vaga_candidato (nr_vaga, cd_pessoa_candidato, cd_estagio_vaga, id_situacao, dt_inicio_trabalho)
       VALUES ($1, $2, 6, 'A', '2024-06-01')`,
      [v.nr_vaga, aprovado],
    );
    const base = { palavrasChaveObrigatorio: 'serralheira' };
    expect(await ids({ ...base, cdPessoaClienteRestricao: outroCliente })).toEqual([livre]);
    expect(
      (
        await ids({ ...base, cdPessoaClienteRestricao: outroCliente, dtLimiteRestricao: '01-01-2025' })
      ).sort(),
    ).toEqual([aprovado, livre].sort());
  });

  it('grouping: only candidates registered at units of the user grouping', async () => {
    const h = t.db.handle;
    const u1 = await criarCandidato(h, { texto: 'confeiteiro', cd_empresa: 1 });
    const u2 = await criarCandidato(h, { texto: 'confeiteiro', cd_empresa: 2 });
    const u3 = await criarCandidato(h, { texto: 'confeiteiro', cd_empresa: 3 });
    expect((await ids({ palavrasChaveObrigatorio: 'confeiteiro', agrupamento: 'S' })).sort()).toEqual(
      [u1, u2].sort(),
    );
    expect(await ids({ palavrasChaveObrigatorio: 'confeiteiro' })).toContain(u3);
  });
});

describe('with planner statistics', () => {
  it('gives the same answers once the tables are analysed (the query plan follows the statistics)', async () => {
    const corpos = [
      { palavrasChaveObrigatorio: 'empilhadeira' },
      { palavrasChaveObrigatorio: 'soldador', estado: 'PR' },
      { palavrasChaveObrigatorio: 'empilhadeira', estado: 'SC', cidades: ['Joinville'] },
      { palavrasChaveObrigatorio: 'soldador', palavrasChaveOpcional: 'estruturas', quantidadePesquisa: 50 },
      { palavrasChaveObrigatorio: 'log*', palavrasChaveExcluido: 'excel' },
      { cargo: CARGOS_TESTE.eletricista, experiencia: 1, estado: 'SC' },
      { cd_idioma: 1, palavrasChaveObrigatorio: 'tradutor' },
    ];
    const antes = [];
    for (const b of corpos) antes.push(await ids(b));
    await t.db.handle.query('ANALYZE candidato');
    await t.db.handle.query('ANALYZE candidato_idioma');
    esquecerEstatisticas(t.app.deps.db);
    const est = await lerEstatisticas(t.app.deps.db);
    expect(est.candidatos).toBeGreaterThan(1000);
    expect(est.lexemas.get('soldador')).toBeGreaterThan(0.5);
    expect(est.uf.get('PR')).toBeGreaterThan(0.5);
    for (const [i, b] of corpos.entries()) expect(await ids(b), JSON.stringify(b)).toEqual(antes[i]);
  });
});

describe('bad input → 400, never 500', () => {
  it.each([
    ['inverted age', { idadeDe: 50, idadeAte: 20 }],
    ['inverted salary', { salarioDe: 5000, salarioAte: 100 }],
    ['inverted dates', { ultimaAtualizacaoDe: '2025-05-01', ultimaAtualizacaoAte: '2024-05-01' }],
    ['size 601', { quantidadePesquisa: 601 }],
    ['size 5000', { quantidadePesquisa: 5000 }],
    ['absurd age', { idadeDe: 500 }],
    ['absurd height', { alturaDe: 7 }],
    ['negative weight', { pesoDe: -5 }],
    ['language level 5', { cd_idioma: 1, fala: 5 }],
    ['experience 11', { cargo: 1, experiencia: 11 }],
    ['unknown licence', { habilitacao: 'Z' }],
    ['unknown shift', { turnos: ['madrugada'] }],
    ['unknown disability', { selectDeficiencia: 'S', deficiencias: [5] }],
    ['bad date', { dataCriacaoDe: '31/02/2024' }],
    ['keywords too long', { palavrasChaveObrigatorio: 'a'.repeat(501) }],
    [
      'too many terms',
      { palavrasChaveObrigatorio: Array.from({ length: 21 }, (_, i) => `termo${i}`).join(' ') },
    ],
    ['vacancy missing', { nrVaga: null }],
    ['vacancy not a number', { nrVaga: 'abc' }],
  ])('%s', async (_nome, body) => {
    const res = await pesquisar(body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error).toBeTruthy();
  });

  it('an unknown vacancy is 404', async () => {
    const res = await pesquisar({ nrVaga: 999_999 });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe(MENSAGENS_PESQUISA.vagaNaoEncontrada);
  });

  it('nothing is written on a refused search', async () => {
    const [{ n: antes }] = await t.db.handle.query<{ n: number }>('SELECT count(*)::int AS n FROM selecao');
    await pesquisar({ idadeDe: 50, idadeAte: 20 });
    await pesquisar({ palavrasChaveObrigatorio: 'de e o' });
    const [{ n: depois }] = await t.db.handle.query<{ n: number }>('SELECT count(*)::int AS n FROM selecao');
    expect(depois).toBe(antes);
  });
});
