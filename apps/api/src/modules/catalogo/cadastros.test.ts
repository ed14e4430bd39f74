import { CADASTROS, MENSAGENS_CADASTROS as M } from '@backoffice/domain/cadastros';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, injectAs, login, type TestApp } from '../../../test/helpers';
import {
  criarCandidato,
  criarCatalogosVaga,
  criarCliente,
  criarRequisicao,
  criarVaga,
} from '../../../test/vaga-fixtures';

let t: TestApp;
let gestor: string;
let analista: string;
let base: { cliente: number; requisicao: number };
beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.deps.db;
  await criarCatalogosVaga(db);
  const cliente = await criarCliente(db, 'Metalúrgica Joinville');
  base = { cliente, requisicao: await criarRequisicao(db, cliente) };
  await t.db.handle.query(`INSERT INTO turno (cd_turno, nm_turno, cd_tipo_contratacao, id_ativo) VALUES
    (101, 'Comercial 8h às 18h', 1, 'S'), (102, 'Noturno', 1, 'S')`);
  // 58: the selection (the pickers); 59, 90, 91, 92 and 302: the registers
  gestor = await login(t.app, { permissoes: [58, 59, 90, 91, 92, 302] });
  analista = await login(t.app, { permissoes: [58] });
});
afterAll(async () => {
  await t.close();
});

type Metodo = 'GET' | 'POST' | 'PUT' | 'DELETE';
const pedir = (cookie: string, method: Metodo, url: string, payload?: unknown) =>
  injectAs(t.app, cookie, { method, url, payload: payload as Record<string, unknown> });

async function contagens() {
  const [r] = await t.db.handle.query<{ turnos: string; motivos: string }>(
    `SELECT (SELECT string_agg(cd_turno || ':' || nm_turno || ':' || cd_tipo_contratacao || ':' || id_ativo, ';'
                               ORDER BY cd_turno) FROM turno) AS turnos,
            (SELECT string_agg(cd_motivo_cancelamento || ':' || ds_motivo_cancelamento || ':' || id_ativo, ';'
                               ORDER BY cd_motivo_cancelamento) FROM motivo_cancelamento) AS motivos`,
  );
  return r!;
}

interface Linha {
  cd: number;
  nome: string;
  id_ativo: 'S' | 'N';
  nr_em_uso: number;
  cd_tipo_contratacao?: number;
}
async function lista(registro: keyof typeof CADASTROS): Promise<Linha[]> {
  const r = await pedir(gestor, 'GET', `/api/cadastros/${registro}`);
  expect(r.statusCode).toBe(200);
  return r.json();
}

describe('Cadastros › Turnos', () => {
  it('cria um turno e o oferece no seletor do seu tipo de contratação', async () => {
    const r = await pedir(gestor, 'POST', '/api/cadastros/turnos', {
      nome: '  Revezamento 6x1 ',
      cd_tipo_contratacao: 1,
      id_ativo: 'S',
    });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ cd: 103, message: M.criado });
    const linha = (await lista('turnos')).find((l) => l.cd === 103);
    expect(linha).toMatchObject({
      nome: 'Revezamento 6x1',
      id_ativo: 'S',
      nr_em_uso: 0,
      cd_tipo_contratacao: 1,
    });
    const picker = await pedir(analista, 'GET', '/api/turno/turnos-list/1');
    expect(picker.json().map((p: { CD_TURNO: number }) => p.CD_TURNO)).toContain(103);
  });

  it('recusa um nome que o tipo de contratação já tem (sem caixa e acentos), sem gravar', async () => {
    const antes = await contagens();
    const r = await pedir(gestor, 'POST', '/api/cadastros/turnos', {
      nome: 'COMERCIAL 8H AS 18H',
      cd_tipo_contratacao: 1,
      id_ativo: 'S',
    });
    expect(r.statusCode).toBe(409);
    expect(r.json().error).toEqual([`nome: ${M.nomeTurnoExiste}`]);
    // the same name in another hiring type is another shift
    const outro = await pedir(gestor, 'POST', '/api/cadastros/turnos', {
      nome: 'Comercial 8h às 18h',
      cd_tipo_contratacao: 2,
      id_ativo: 'S',
    });
    expect(outro.statusCode).toBe(200);
    await pedir(gestor, 'DELETE', `/api/cadastros/turnos/${outro.json().cd}`);
    expect(await contagens()).toEqual(antes);
  });

  it('recusa nome em branco e tipo inexistente, sem gravar', async () => {
    const antes = await contagens();
    const branco = await pedir(gestor, 'POST', '/api/cadastros/turnos', {
      nome: '  ',
      cd_tipo_contratacao: 1,
      id_ativo: 'S',
    });
    expect(branco.statusCode).toBe(400);
    expect(JSON.stringify(branco.json())).toContain(M.nomeObrigatorio);
    const tipo = await pedir(gestor, 'POST', '/api/cadastros/turnos', {
      nome: 'Novo',
      cd_tipo_contratacao: 999,
      id_ativo: 'S',
    });
    expect(tipo.statusCode).toBe(400);
    expect(tipo.json().error).toEqual([`cd_tipo_contratacao: ${M.tipoContratacaoInexistente}`]);
    expect(await contagens()).toEqual(antes);
  });

  it('edita e desativa: o seletor deixa de oferecê-lo, a vaga continua mostrando o nome', async () => {
    const nrVaga = await criarVaga(t.app.deps.db, base, { cd_turno: 102 });
    const r = await pedir(gestor, 'PUT', '/api/cadastros/turnos/102', {
      nome: 'Noturno 22h',
      cd_tipo_contratacao: 1,
      id_ativo: 'N',
    });
    expect(r.statusCode).toBe(200);
    expect((await lista('turnos')).find((l) => l.cd === 102)).toMatchObject({
      nome: 'Noturno 22h',
      id_ativo: 'N',
      nr_em_uso: 1,
    });
    const picker = await pedir(analista, 'GET', '/api/turno/turnos-list/1');
    expect(picker.json().map((p: { CD_TURNO: number }) => p.CD_TURNO)).not.toContain(102);
    const [v] = await t.db.handle.query<{ nm_turno: string }>(
      `SELECT t.nm_turno FROM vaga v JOIN turno t ON t.cd_turno = v.cd_turno WHERE v.nr_vaga = $1`,
      [nrVaga],
    );
    expect(v!.nm_turno).toBe('Noturno 22h');
  });

  it('não exclui nem muda o tipo de um turno em uso; exclui um sem uso', async () => {
    const antes = await contagens();
    const emUso = await pedir(gestor, 'DELETE', '/api/cadastros/turnos/102');
    expect(emUso.statusCode).toBe(409);
    expect(emUso.json().error).toBe(M.emUso(1));
    const tipo = await pedir(gestor, 'PUT', '/api/cadastros/turnos/102', {
      nome: 'Noturno 22h',
      cd_tipo_contratacao: 2,
      id_ativo: 'N',
    });
    expect(tipo.statusCode).toBe(409);
    expect(await contagens()).toEqual(antes);
    const livre = await pedir(gestor, 'DELETE', '/api/cadastros/turnos/103');
    expect(livre.statusCode).toBe(200);
    expect((await lista('turnos')).map((l) => l.cd)).not.toContain(103);
    expect((await pedir(gestor, 'DELETE', '/api/cadastros/turnos/103')).statusCode).toBe(404);
  });
});

describe('Cadastros › Motivos de cancelamento de vaga', () => {
  it('cria, recusa nome repetido sem caixa e acentos, desativa escondendo do seletor', async () => {
    const r = await pedir(gestor, 'POST', '/api/cadastros/motivos-cancelamento', {
      nome: 'Cliente fechou a filial',
      id_ativo: 'S',
    });
    expect(r.statusCode).toBe(200);
    const cd = r.json().cd as number;
    const antes = await contagens();
    const repetido = await pedir(gestor, 'POST', '/api/cadastros/motivos-cancelamento', {
      nome: 'cliente desistiu da contratacao',
      id_ativo: 'S',
    });
    expect(repetido.statusCode).toBe(409);
    expect(repetido.json().error).toEqual([`nome: ${M.nomeExiste}`]);
    expect(await contagens()).toEqual(antes);

    const seletor = async () =>
      (await pedir(analista, 'GET', '/api/vaga/motivos-cancelamento-vaga-list'))
        .json()
        .map((m: { CD_MOTIVO_CANCELAMENTO: number }) => m.CD_MOTIVO_CANCELAMENTO);
    expect(await seletor()).toContain(cd);
    const desativa = await pedir(gestor, 'PUT', `/api/cadastros/motivos-cancelamento/${cd}`, {
      nome: 'Cliente fechou a filial',
      id_ativo: 'N',
    });
    expect(desativa.statusCode).toBe(200);
    expect(await seletor()).not.toContain(cd);
    expect((await lista('motivos-cancelamento')).find((l) => l.cd === cd)).toMatchObject({ id_ativo: 'N' });
  });

  it('não exclui um motivo em uso; exclui um sem uso', async () => {
    await criarVaga(t.app.deps.db, base, { cd_situacao_vaga: 5, cd_motivo_cancelamento: 1 });
    const antes = await contagens();
    const emUso = await pedir(gestor, 'DELETE', '/api/cadastros/motivos-cancelamento/1');
    expect(emUso.statusCode).toBe(409);
    expect(emUso.json().error).toBe(M.emUso(1));
    expect(await contagens()).toEqual(antes);
    const livre = await pedir(gestor, 'DELETE', '/api/cadastros/motivos-cancelamento/2');
    expect(livre.statusCode).toBe(200);
    expect((await lista('motivos-cancelamento')).map((l) => l.cd)).not.toContain(2);
  });
});

async function tabelas() {
  const [r] = await t.db.handle.query<Record<string, string | null>>(
    `SELECT (SELECT string_agg(cd_motivo_reprovacao || ':' || ds_motivo_reprovacao || ':' || id_ativo, ';'
                               ORDER BY cd_motivo_reprovacao) FROM motivo_reprovacao) AS reprovacao,
            (SELECT string_agg(cd_motivo_desistencia || ':' || ds_motivo_desistencia || ':' || id_ativo, ';'
                               ORDER BY cd_motivo_desistencia) FROM motivo_desistencia) AS desistencia,
            (SELECT string_agg(cd_area || ':' || nm_area || ':' || id_ativo, ';' ORDER BY cd_area) FROM area) AS areas`,
  );
  return r!;
}

describe('Cadastros › Motivos de reprovação e de desistência', () => {
  for (const [registro, coluna, uso] of [
    ['motivos-reprovacao', 'cd_motivo_reprovacao', 'R'],
    ['motivos-desistencia', 'cd_motivo_desistencia', null],
  ] as const) {
    it(`${registro}: cria, recusa nome repetido, desativa fora do seletor, não exclui em uso`, async () => {
      const vazio = await pedir(gestor, 'GET', `/api/cadastros/${registro}`);
      expect(vazio.json()).toEqual([]);
      const a = await pedir(gestor, 'POST', `/api/cadastros/${registro}`, {
        nome: 'Salário baixo',
        id_ativo: 'S',
      });
      expect(a.json()).toEqual({ cd: 1, message: M.criado });
      const b = await pedir(gestor, 'POST', `/api/cadastros/${registro}`, {
        nome: ' Outros ',
        id_ativo: 'S',
      });
      expect(b.json().cd).toBe(2);

      const antes = await tabelas();
      const repetido = await pedir(gestor, 'POST', `/api/cadastros/${registro}`, {
        nome: 'SALARIO  BAIXO',
        id_ativo: 'S',
      });
      expect(repetido.statusCode).toBe(409);
      expect(repetido.json().error).toEqual([`nome: ${M.nomeExiste}`]);
      const renomeia = await pedir(gestor, 'PUT', `/api/cadastros/${registro}/2`, {
        nome: 'salário baixo',
        id_ativo: 'S',
      });
      expect(renomeia.statusCode).toBe(409);
      expect(await tabelas()).toEqual(antes);

      const seletor = async () =>
        (await pedir(analista, 'GET', `/api/cadastros/${registro}/ativos`)).json() as {
          cd: number;
          nome: string;
        }[];
      expect(await seletor()).toEqual([
        { cd: 2, nome: 'Outros' },
        { cd: 1, nome: 'Salário baixo' },
      ]);
      expect(
        (await pedir(gestor, 'PUT', `/api/cadastros/${registro}/2`, { nome: 'Outros', id_ativo: 'N' }))
          .statusCode,
      ).toBe(200);
      expect((await seletor()).map((o) => o.cd)).toEqual([1]);

      // in use: a candidate of a vacancy names it
      const nr = await criarVaga(t.app.deps.db, base);
      const cand = await criarCandidato(t.app.deps.db, `Candidato ${registro}`);
      await t.db.handle.query(
        `INSERT INTO vaga_candidato (nr_vaga, cd_pessoa_candidato, cd_estagio_vaga, id_situacao, ${coluna})
         VALUES ($1, $2, 3, $3, 1)`,
        [nr, cand, uso],
      );
      expect((await lista(registro)).find((l) => l.cd === 1)).toMatchObject({ nr_em_uso: 1, id_ativo: 'S' });
      const antesExcluir = await tabelas();
      const emUso = await pedir(gestor, 'DELETE', `/api/cadastros/${registro}/1`);
      expect(emUso.statusCode).toBe(409);
      expect(emUso.json().error).toBe(M.emUso(1, CADASTROS[registro].uso));
      expect(await tabelas()).toEqual(antesExcluir);
      // renaming an in-use reason is allowed (the candidate keeps the code)
      expect(
        (
          await pedir(gestor, 'PUT', `/api/cadastros/${registro}/1`, {
            nome: 'Salário abaixo',
            id_ativo: 'S',
          })
        ).statusCode,
      ).toBe(200);
      expect((await pedir(gestor, 'DELETE', `/api/cadastros/${registro}/2`)).statusCode).toBe(200);
      expect((await lista(registro)).map((l) => l.nome)).toEqual(['Salário abaixo']);
    });
  }

  it('responde 404 a um código que não existe, mesmo acima do tamanho da coluna, sem gravar', async () => {
    const antes = await tabelas();
    for (const cd of [999, 40000, 2147483647]) {
      const put = await pedir(gestor, 'PUT', `/api/cadastros/motivos-reprovacao/${cd}`, {
        nome: 'X',
        id_ativo: 'S',
      });
      expect(put.statusCode, String(cd)).toBe(404);
      expect((await pedir(gestor, 'DELETE', `/api/cadastros/areas/${cd}`)).statusCode, String(cd)).toBe(404);
    }
    expect(await tabelas()).toEqual(antes);
  });
});

describe('Cadastros › Áreas', () => {
  it('conta como uso as vagas e as requisições com o nome (sem caixa e acentos); em uso não exclui nem muda de nome', async () => {
    const r = await pedir(gestor, 'POST', '/api/cadastros/areas', { nome: 'Logística', id_ativo: 'S' });
    expect(r.statusCode).toBe(200);
    const cd = r.json().cd as number;
    expect((await lista('areas')).find((l) => l.cd === cd)).toMatchObject({ nr_em_uso: 0 });

    await criarVaga(t.app.deps.db, base, { ds_area: ' LOGISTICA ' });
    await t.db.handle.query(`UPDATE requisicao SET ds_area = 'logística' WHERE nr_requisicao = $1`, [
      base.requisicao,
    ]);
    await criarVaga(t.app.deps.db, base, { ds_area: 'Logística reversa' });
    expect((await lista('areas')).find((l) => l.cd === cd)).toMatchObject({ nr_em_uso: 2 });

    const antes = await tabelas();
    const excluir = await pedir(gestor, 'DELETE', `/api/cadastros/areas/${cd}`);
    expect(excluir.statusCode).toBe(409);
    expect(excluir.json().error).toBe(M.emUso(2, CADASTROS.areas.uso));
    const renomear = await pedir(gestor, 'PUT', `/api/cadastros/areas/${cd}`, {
      nome: 'Expedição',
      id_ativo: 'S',
    });
    expect(renomear.statusCode).toBe(409);
    expect(renomear.json().error).toEqual([`nome: ${M.areaRenomeadaEmUso(2)}`]);
    expect(await tabelas()).toEqual(antes);

    // the same name in other case or accents, and the deactivation, are allowed
    const acento = await pedir(gestor, 'PUT', `/api/cadastros/areas/${cd}`, {
      nome: 'LOGÍSTICA',
      id_ativo: 'N',
    });
    expect(acento.statusCode).toBe(200);
    expect((await lista('areas')).find((l) => l.cd === cd)).toMatchObject({
      nome: 'LOGÍSTICA',
      id_ativo: 'N',
      nr_em_uso: 2,
    });
    expect((await pedir(analista, 'GET', '/api/cadastros/areas/ativos')).json()).toEqual([]);
  });

  it('recusa o nome em branco ou longo demais, sem gravar', async () => {
    const antes = await tabelas();
    const branco = await pedir(gestor, 'POST', '/api/cadastros/areas', { nome: ' ', id_ativo: 'S' });
    expect(branco.statusCode).toBe(400);
    expect(JSON.stringify(branco.json())).toContain(M.nomeObrigatorio);
    const longo = await pedir(gestor, 'POST', '/api/cadastros/areas', {
      nome: 'x'.repeat(201),
      id_ativo: 'S',
    });
    expect(longo.statusCode).toBe(400);
    expect(await tabelas()).toEqual(antes);
  });
});

describe('permissões', () => {
  it('recusa com 403 quem não tem o código do cadastro, sem gravar', async () => {
    const antes = await contagens();
    const so302 = await login(t.app, { permissoes: [302] });
    const casos: [string, Metodo, string, unknown?][] = [
      [analista, 'GET', '/api/cadastros/turnos'],
      [analista, 'POST', '/api/cadastros/turnos', { nome: 'X', cd_tipo_contratacao: 1, id_ativo: 'S' }],
      [analista, 'DELETE', '/api/cadastros/turnos/101'],
      [so302, 'GET', '/api/cadastros/motivos-cancelamento'],
      [so302, 'PUT', '/api/cadastros/motivos-cancelamento/3', { nome: 'X', id_ativo: 'N' }],
      [so302, 'DELETE', '/api/cadastros/motivos-cancelamento/3'],
      [so302, 'GET', '/api/cadastros/motivos-reprovacao'],
      [so302, 'POST', '/api/cadastros/motivos-desistencia', { nome: 'X', id_ativo: 'S' }],
      [so302, 'PUT', '/api/cadastros/areas/1', { nome: 'X', id_ativo: 'N' }],
      [analista, 'DELETE', '/api/cadastros/areas/1'],
      [so302, 'GET', '/api/cadastros/areas/ativos'],
    ];
    for (const [cookie, metodo, url, corpo] of casos)
      expect((await pedir(cookie, metodo, url, corpo)).statusCode, `${metodo} ${url}`).toBe(403);
    expect((await pedir(so302, 'GET', '/api/cadastros/turnos')).statusCode).toBe(200);
    expect(await contagens()).toEqual(antes);
  });
});
