import { LIMITES_GRUPO, MENSAGENS_GRUPO as M } from '@backoffice/domain/grupo';
import { MENSAGENS } from '@backoffice/domain/mensagens';
import { MENSAGENS_UNIDADE } from '@backoffice/domain/unidade';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarUnidade } from '../../../test/factories';
import { createTestApp, injectAs, loginComUsuario, type Sessao, type TestApp } from '../../../test/helpers';
import { criarCandidato } from '../../../test/vaga-fixtures';

let t: TestApp;
/** A selector of unit 1 (grouping 1, with unit 101). */
let ana: Sessao;
/** Another selector of the same grouping (unit 101). */
let bruno: Sessao;
/** A recruiter of unit 19 (another grouping). */
let outro: Sessao;
/** A logged user without the groups' codes. */
let semPermissao: Sessao;
const CARGO = 7001;
const CARGO_INATIVO = 7002;
const candidatos: Record<'carla' | 'davi' | 'elisa' | 'fabio', number> = {
  carla: 0,
  davi: 0,
  elisa: 0,
  fabio: 0,
};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.deps.db;
  await criarUnidade(db, { cd_empresa: 1, nm_empresa: 'Unidade Joinville', cd_empresa_agrupadora: 1 });
  await criarUnidade(db, { cd_empresa: 101, nm_empresa: 'Unidade Jaraguá do Sul', cd_empresa_agrupadora: 1 });
  await criarUnidade(db, {
    cd_empresa: 201,
    nm_empresa: 'Unidade São Bento do Sul',
    cd_empresa_agrupadora: 1,
  });
  await criarUnidade(db, { cd_empresa: 19, nm_empresa: 'Unidade Curitiba', cd_empresa_agrupadora: 19 });
  await t.db.handle.query(`UPDATE empresa SET id_ativo = 'N' WHERE cd_empresa = 201`);
  await t.db.handle.query(
    `INSERT INTO cargo (cd_cargo, nm_cargo, id_ativo) VALUES ($1, 'Operador de Empilhadeira', 'S'), ($2, 'Datilógrafo', 'N')`,
    [CARGO, CARGO_INATIVO],
  );
  ana = await loginComUsuario(t.app, { permissoes: [58], cd_unid: 1, nm_pessoa: 'Ana Selecionadora' });
  bruno = await loginComUsuario(t.app, { permissoes: [59], cd_unid: 101, nm_pessoa: 'Bruno Gerente' });
  outro = await loginComUsuario(t.app, { permissoes: [36], cd_unid: 19, nm_pessoa: 'Otávio Recrutador' });
  semPermissao = await loginComUsuario(t.app, { permissoes: [316], cd_unid: 1 });
  candidatos.carla = await criarCandidato(db, 'Carla Souza');
  candidatos.davi = await criarCandidato(db, 'Davi Lima');
  candidatos.elisa = await criarCandidato(db, 'Elisa Rocha');
  candidatos.fabio = await criarCandidato(db, 'Fábio Nunes');
});
afterAll(async () => {
  await t?.close();
});

const pedido = (s: Sessao, metodo: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
  injectAs(t.app, s.cookie, { method: metodo, url: `/api/${url}`, payload: payload as never });

const erro = (r: LightMyRequestResponse) => r.json().error as string | string[];

function novoGrupo(s: Sessao, dados: Record<string, unknown> = {}) {
  return pedido(s, 'POST', 'grupo/novo-grupo', {
    cd_pessoa_selecionador_grupo: s.usuario.user_sip,
    cd_empresa_grupo: s.usuario.cd_unid,
    nm_tipo_grupo_candidato: 'Operadores',
    cd_cargo_grupo: CARGO,
    ds_observacoes_grupo: 'Turno da noite',
    ...dados,
  });
}

async function criar(s: Sessao, nome: string, dados: Record<string, unknown> = {}): Promise<number> {
  const r = await novoGrupo(s, { nm_tipo_grupo_candidato: nome, ...dados });
  expect(r.statusCode, r.body).toBe(200);
  return r.json().CD_TIPO_GRUPO_CANDIDATO;
}

async function contar(sqlTexto: string, params: unknown[] = []): Promise<number> {
  const [r] = await t.db.handle.query<{ n: number }>(sqlTexto, params);
  return Number(r.n);
}

const membros = (g: number) =>
  t.db.handle.query<{ cd_pessoa: number; ds_observacoes: string | null; criado_por: number }>(
    'SELECT cd_pessoa, ds_observacoes, criado_por FROM grupo_candidato WHERE cd_tipo_grupo_candidato = $1 ORDER BY cd_pessoa',
    [g],
  );

describe('novo grupo', () => {
  it('creates the group in the user’s name and lists it with unit, position, selector and notes', async () => {
    const r = await novoGrupo(ana, {
      nm_tipo_grupo_candidato: '  Empilhadeiristas  ',
      ds_observacoes_grupo: '  Preferência por experiência em câmara fria ',
    });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({
      message: 'Grupo criado com sucesso',
      CD_TIPO_GRUPO_CANDIDATO: expect.any(Number),
    });
    const cd = r.json().CD_TIPO_GRUPO_CANDIDATO;
    const lista = await pedido(
      ana,
      'GET',
      `grupo/grupos-list?cd_pessoa_selecionador=${ana.usuario.user_sip}`,
    );
    expect(lista.statusCode).toBe(200);
    expect(lista.json()).toContainEqual({
      CD_TIPO_GRUPO_CANDIDATO: cd,
      NM_TIPO_GRUPO_CANDIDATO: 'Empilhadeiristas',
      CD_EMPRESA: 1,
      NM_EMPRESA: 'Unidade Joinville',
      CD_CARGO: CARGO,
      NM_CARGO: 'Operador de Empilhadeira',
      CD_PESSOA_SELECIONADOR: ana.usuario.user_sip,
      CRIADO_POR: 'Ana Selecionadora',
      DS_OBSERVACOES: 'Preferência por experiência em câmara fria',
      CRIADO_EM: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      QT_CANDIDATOS: 0,
    });
  });

  it('creates in another active unit of the grouping, and without notes', async () => {
    const cd = await criar(ana, 'Auxiliares Jaraguá', { cd_empresa_grupo: 101, ds_observacoes_grupo: '   ' });
    const [g] = await t.db.handle.query<{ cd_empresa: number; ds_observacoes: string | null }>(
      'SELECT cd_empresa, ds_observacoes FROM tipo_grupo_candidato WHERE cd_tipo_grupo_candidato = $1',
      [cd],
    );
    expect(g).toEqual({ cd_empresa: 101, ds_observacoes: null });
  });

  it('requires name, unit and position and bounds name and notes, writing nothing', async () => {
    const antes = await contar('SELECT count(*) AS n FROM tipo_grupo_candidato');
    const casos: [Record<string, unknown>, string][] = [
      [{ nm_tipo_grupo_candidato: '   ' }, M.nomeObrigatorio],
      [{ nm_tipo_grupo_candidato: undefined }, M.nomeObrigatorio],
      [{ cd_empresa_grupo: undefined }, M.unidadeObrigatoria],
      [{ cd_empresa_grupo: 0 }, M.unidadeObrigatoria],
      [{ cd_cargo_grupo: null }, M.cargoObrigatorio],
      [{ cd_pessoa_selecionador_grupo: undefined }, M.selecionadorObrigatorio],
      [{ nm_tipo_grupo_candidato: 'a'.repeat(LIMITES_GRUPO.nomeMax + 1) }, M.nomeMax],
      [{ ds_observacoes_grupo: 'a'.repeat(LIMITES_GRUPO.observacoesMax + 1) }, M.observacoesMax],
    ];
    for (const [dados, mensagem] of casos) {
      const r = await novoGrupo(ana, { nm_tipo_grupo_candidato: 'Válido', ...dados });
      expect(r.statusCode, JSON.stringify(dados)).toBe(400);
      expect(JSON.stringify(erro(r))).toContain(mensagem);
    }
    expect(
      (
        await novoGrupo(ana, {
          nm_tipo_grupo_candidato: 'Notas no limite',
          ds_observacoes_grupo: 'a'.repeat(1999),
        })
      ).statusCode,
    ).toBe(200);
    expect(await contar('SELECT count(*) AS n FROM tipo_grupo_candidato')).toBe(antes + 1);
  });

  it('refuses an unknown or inactive unit or position, and a unit outside the grouping', async () => {
    const casos: [Record<string, unknown>, number, string][] = [
      [{ cd_empresa_grupo: 999 }, 400, M.unidadeInvalida],
      [{ cd_empresa_grupo: 201 }, 400, M.unidadeInvalida],
      [{ cd_empresa_grupo: 19 }, 403, M.unidadeNaoPermitida],
      [{ cd_cargo_grupo: 999_999 }, 400, M.cargoInvalido],
      [{ cd_cargo_grupo: CARGO_INATIVO }, 400, M.cargoInvalido],
    ];
    for (const [dados, status, mensagem] of casos) {
      const r = await novoGrupo(ana, { nm_tipo_grupo_candidato: 'Recusado', ...dados });
      expect(r.statusCode, JSON.stringify(dados)).toBe(status);
      expect(erro(r)).toBe(mensagem);
    }
    expect(
      await contar(
        `SELECT count(*) AS n FROM tipo_grupo_candidato WHERE nm_tipo_grupo_candidato = 'Recusado'`,
      ),
    ).toBe(0);
  });

  it('creates only in the logged user’s own name', async () => {
    const r = await novoGrupo(ana, {
      nm_tipo_grupo_candidato: 'Em nome de outro',
      cd_pessoa_selecionador_grupo: bruno.usuario.user_sip,
    });
    expect(r.statusCode).toBe(403);
    expect(erro(r)).toBe(M.selecionadorOutro);
  });

  it('refuses a second group of the same name in the unit, case aside; another unit may use it', async () => {
    await criar(ana, 'Soldadores');
    const r = await novoGrupo(ana, { nm_tipo_grupo_candidato: ' SOLDADORES ' });
    expect(r.statusCode).toBe(409);
    expect(erro(r)).toBe(M.grupoDuplicado);
    await criar(bruno, 'Soldadores', { cd_empresa_grupo: 101 });
  });
});

describe('lista de grupos', () => {
  it('shows the groups of the user’s grouping unit to its users, and none of another grouping', async () => {
    const deAna = await criar(ana, 'Lista compartilhada');
    const deOutro = await criar(outro, 'Grupo de Curitiba');
    const vistosPorBruno = (await pedido(bruno, 'GET', 'grupo/grupos-list')).json() as {
      CD_TIPO_GRUPO_CANDIDATO: number;
    }[];
    expect(vistosPorBruno.map((g) => g.CD_TIPO_GRUPO_CANDIDATO)).toContain(deAna);
    expect(vistosPorBruno.map((g) => g.CD_TIPO_GRUPO_CANDIDATO)).not.toContain(deOutro);
    const vistosPorOutro = (await pedido(outro, 'GET', 'grupo/grupos-list')).json() as {
      CD_TIPO_GRUPO_CANDIDATO: number;
    }[];
    expect(vistosPorOutro.map((g) => g.CD_TIPO_GRUPO_CANDIDATO)).toEqual([deOutro]);
  });

  it('lists by name', async () => {
    const nomes = (
      (await pedido(ana, 'GET', 'grupo/grupos-list')).json() as { NM_TIPO_GRUPO_CANDIDATO: string }[]
    ).map((g) => g.NM_TIPO_GRUPO_CANDIDATO.toLowerCase());
    expect(nomes).toEqual([...nomes].sort());
  });

  it('refuses listing as another selector', async () => {
    const r = await pedido(ana, 'GET', `grupo/grupos-list?cd_pessoa_selecionador=${bruno.usuario.user_sip}`);
    expect(r.statusCode).toBe(403);
    expect(erro(r)).toBe(M.gruposDeOutro);
    for (const v of ['abc', '0', '-5', '1e3']) {
      expect((await pedido(ana, 'GET', `grupo/grupos-list?cd_pessoa_selecionador=${v}`)).statusCode).toBe(
        400,
      );
    }
  });
});

describe('candidatos do grupo', () => {
  let grupo: number;
  beforeAll(async () => {
    grupo = await criar(ana, 'Candidatos do teste');
  });

  it('adds candidates sent as JSON text (spec 001) with their notes and lists them by name', async () => {
    const r = await pedido(ana, 'POST', 'grupo/candidatos-add', {
      cd_tipo_grupo_candidato: grupo,
      candidatos: JSON.stringify([
        { cd_pessoa: candidatos.davi, nm_pessoa: 'Davi Lima', ds_observacoes: ' Disponível à noite ' },
        { cd_pessoa: candidatos.carla, nm_pessoa: 'Carla Souza', ds_observacoes: '' },
      ]),
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toEqual({ message: 'Candidatos adicionados com sucesso', adicionados: 2 });
    const lista = await pedido(bruno, 'GET', `grupo/candidatos-list/${grupo}`);
    expect(lista.statusCode).toBe(200);
    expect(lista.json()).toEqual([
      {
        CD_PESSOA: candidatos.carla,
        NM_PESSOA: 'Carla Souza',
        CRIADO_EM: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        DS_OBSERVACOES: null,
        ADICIONADO_POR: 'Ana Selecionadora',
        NM_CIDADE: null,
        CD_UF: null,
      },
      {
        CD_PESSOA: candidatos.davi,
        NM_PESSOA: 'Davi Lima',
        CRIADO_EM: expect.any(String),
        DS_OBSERVACOES: 'Disponível à noite',
        ADICIONADO_POR: 'Ana Selecionadora',
        NM_CIDADE: null,
        CD_UF: null,
      },
    ]);
    const grupos = (await pedido(ana, 'GET', 'grupo/grupos-list')).json() as {
      CD_TIPO_GRUPO_CANDIDATO: number;
      QT_CANDIDATOS: number;
    }[];
    expect(grupos.find((g) => g.CD_TIPO_GRUPO_CANDIDATO === grupo)?.QT_CANDIDATOS).toBe(2);
  });

  it('adds candidates sent as a list without names (the candidate editor, spec 002)', async () => {
    const r = await pedido(bruno, 'POST', 'grupo/candidatos-add', {
      cd_tipo_grupo_candidato: String(grupo),
      candidatos: [{ cd_pessoa: candidatos.elisa, ds_observacoes: 'Indicada pela unidade 101' }],
    });
    expect(r.statusCode, r.body).toBe(200);
    const m = await membros(grupo);
    expect(m.find((x) => x.cd_pessoa === candidatos.elisa)).toEqual({
      cd_pessoa: candidatos.elisa,
      ds_observacoes: 'Indicada pela unidade 101',
      criado_por: bruno.usuario.cd_sip,
    });
  });

  it('refuses a candidate already in the group, naming them, and adds none of the batch', async () => {
    const r = await pedido(ana, 'POST', 'grupo/candidatos-add', {
      cd_tipo_grupo_candidato: grupo,
      candidatos: [{ cd_pessoa: candidatos.fabio }, { cd_pessoa: candidatos.davi }],
    });
    expect(r.statusCode).toBe(409);
    expect(erro(r)).toBe(M.candidatoJaNoGrupo(['Davi Lima']));
    expect((await membros(grupo)).map((x) => x.cd_pessoa)).not.toContain(candidatos.fabio);
  });

  it('refuses the same candidate twice in one call, an unknown candidate, and bad lists', async () => {
    const antes = (await membros(grupo)).length;
    const casos: [unknown, number, string][] = [
      [
        [{ cd_pessoa: candidatos.fabio }, { cd_pessoa: String(candidatos.fabio) }],
        400,
        M.candidatoRepetido(candidatos.fabio),
      ],
      [
        [{ cd_pessoa: candidatos.fabio }, { cd_pessoa: 987_654_321 }],
        404,
        M.candidatoNaoEncontrado([987_654_321]),
      ],
      [[], 400, M.candidatosVazio],
      ['[]', 400, M.candidatosVazio],
      ['[{"cd_pessoa":', 400, M.candidatosJsonInvalido],
      ['{"cd_pessoa": 1}', 400, M.candidatosFormato],
      [42, 400, M.candidatosFormato],
      [
        [{ cd_pessoa: candidatos.fabio, ds_observacoes: 'x'.repeat(LIMITES_GRUPO.observacoesMax + 1) }],
        400,
        M.observacoesMax,
      ],
      [
        Array.from({ length: LIMITES_GRUPO.candidatosPorEnvioMax + 1 }, (_, i) => ({ cd_pessoa: i + 1 })),
        400,
        M.candidatosMax,
      ],
    ];
    for (const [lista, status, mensagem] of casos) {
      const r = await pedido(ana, 'POST', 'grupo/candidatos-add', {
        cd_tipo_grupo_candidato: grupo,
        candidatos: lista,
      });
      expect(r.statusCode, JSON.stringify(lista).slice(0, 80)).toBe(status);
      expect(JSON.stringify(erro(r))).toContain(mensagem);
    }
    expect((await membros(grupo)).length).toBe(antes);
    const limite = await pedido(ana, 'POST', 'grupo/candidatos-add', {
      cd_tipo_grupo_candidato: grupo,
      candidatos: [{ cd_pessoa: candidatos.fabio, ds_observacoes: 'x'.repeat(LIMITES_GRUPO.observacoesMax) }],
    });
    expect(limite.statusCode).toBe(200);
  });

  it('deletes a candidate from the group; a second delete is 404', async () => {
    const r = await pedido(ana, 'DELETE', `grupo/candidato/${grupo}/${candidatos.fabio}`);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ message: 'Candidato excluído com sucesso' });
    expect((await membros(grupo)).map((x) => x.cd_pessoa)).not.toContain(candidatos.fabio);
    const deNovo = await pedido(ana, 'DELETE', `grupo/candidato/${grupo}/${candidatos.fabio}`);
    expect(deNovo.statusCode).toBe(404);
    expect(erro(deNovo)).toBe(M.candidatoForaDoGrupo);
  });

  it('answers 404 for an unknown group on every call', async () => {
    const inexistente = 2_000_000_000;
    const respostas = [
      await pedido(ana, 'GET', `grupo/candidatos-list/${inexistente}`),
      await pedido(ana, 'DELETE', `grupo/candidato/${inexistente}/${candidatos.carla}`),
      await pedido(ana, 'POST', 'grupo/candidatos-add', {
        cd_tipo_grupo_candidato: inexistente,
        candidatos: [{ cd_pessoa: candidatos.carla }],
      }),
    ];
    for (const r of respostas) {
      expect(r.statusCode).toBe(404);
      expect(erro(r)).toBe(M.grupoNaoEncontrado);
    }
  });

  it('refuses a group of another grouping unit on every call, changing nothing', async () => {
    const antes = await membros(grupo);
    const respostas = [
      await pedido(outro, 'GET', `grupo/candidatos-list/${grupo}`),
      await pedido(outro, 'DELETE', `grupo/candidato/${grupo}/${candidatos.carla}`),
      await pedido(outro, 'POST', 'grupo/candidatos-add', {
        cd_tipo_grupo_candidato: grupo,
        candidatos: [{ cd_pessoa: candidatos.fabio }],
      }),
    ];
    for (const r of respostas) {
      expect(r.statusCode).toBe(403);
      expect(erro(r)).toBe(M.grupoOutraUnidade);
    }
    expect(await membros(grupo)).toEqual(antes);
  });

  it('refuses bad codes in the path', async () => {
    for (const url of [
      'grupo/candidatos-list/abc',
      'grupo/candidatos-list/0',
      'grupo/candidatos-list/2147483648',
    ]) {
      expect((await pedido(ana, 'GET', url)).statusCode).toBe(400);
    }
    expect((await pedido(ana, 'DELETE', `grupo/candidato/${grupo}/1e3`)).statusCode).toBe(400);
  });
});

describe('permissões', () => {
  it('answers 401 without a session and 403 without the groups’ codes', async () => {
    const anon = await t.app.inject({ method: 'GET', url: '/api/grupo/grupos-list' });
    expect(anon.statusCode).toBe(401);
    const chamadas: ['GET' | 'POST' | 'DELETE', string, unknown][] = [
      ['GET', 'grupo/grupos-list', undefined],
      ['GET', 'grupo/candidatos-list/1', undefined],
      ['DELETE', `grupo/candidato/1/${candidatos.carla}`, undefined],
      [
        'POST',
        'grupo/candidatos-add',
        { cd_tipo_grupo_candidato: 1, candidatos: [{ cd_pessoa: candidatos.carla }] },
      ],
      ['POST', 'grupo/novo-grupo', { nm_tipo_grupo_candidato: 'x' }],
    ];
    for (const [metodo, url, corpo] of chamadas) {
      const r = await pedido(semPermissao, metodo, url, corpo);
      expect(r.statusCode, url).toBe(403);
      expect(erro(r)).toBe(MENSAGENS.semPermissao);
    }
  });

  it('lets recruitment users (36) use the groups of their grouping', async () => {
    expect((await pedido(outro, 'GET', 'grupo/grupos-list')).statusCode).toBe(200);
  });
});

describe('unidades do selecionador', () => {
  it('answers the active units of the user’s grouping, the grouping unit first', async () => {
    const r = await pedido(ana, 'GET', `unidade/unidades-selecionador/${ana.usuario.cd_sip}`);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual([
      { CD_EMPRESA: 1, NM_EMPRESA: 'Unidade Joinville', CD_EMPRESA_AGRUPADORA: 1 },
      { CD_EMPRESA: 101, NM_EMPRESA: 'Unidade Jaraguá do Sul', CD_EMPRESA_AGRUPADORA: 1 },
    ]);
    const deOutro = await pedido(outro, 'GET', `unidade/unidades-selecionador/${outro.usuario.cd_sip}`);
    expect(deOutro.json()).toEqual([
      { CD_EMPRESA: 19, NM_EMPRESA: 'Unidade Curitiba', CD_EMPRESA_AGRUPADORA: 19 },
    ]);
  });

  it('refuses another user’s code', async () => {
    const r = await pedido(ana, 'GET', `unidade/unidades-selecionador/${bruno.usuario.cd_sip}`);
    expect(r.statusCode).toBe(403);
    expect(erro(r)).toBe(MENSAGENS_UNIDADE.unidadesDeOutro);
  });
});
