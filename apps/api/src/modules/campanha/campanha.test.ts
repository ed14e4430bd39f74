import { PERMISSOES } from '@backoffice/domain/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarUnidade } from '../../../test/factories';
import { createTestApp, injectAs, loginComUsuario, type TestApp } from '../../../test/helpers';
import { criarCandidato } from '../../../test/vaga-fixtures';

let t: TestApp;
let cookie: string;
let semPermissao: string;
const cd: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.deps.db;
  const h = t.app.deps.handle;
  await criarUnidade(db, { cd_empresa: 1, nm_empresa: 'Joinville' });
  await criarUnidade(db, { cd_empresa: 101, nm_empresa: 'Jaraguá', cd_empresa_agrupadora: 1 });
  await criarUnidade(db, { cd_empresa: 19, nm_empresa: 'Curitiba' });
  cookie = (await loginComUsuario(t.app, { permissoes: PERMISSOES.campanhasMarketing })).cookie;
  semPermissao = (await loginComUsuario(t.app, { permissoes: PERMISSOES.selecao })).cookie;
  const funcionario = async (
    nome: string,
    unidade: number,
    c: {
      sexo: 'M' | 'F';
      filhos: number | null;
      pai?: string;
      conjuge?: string;
      aniversario?: 'S' | 'N';
      alterado: string;
    },
  ) => {
    const p = await criarCandidato(db, nome);
    await h.query(
      'UPDATE candidato SET id_sexo = $2, nr_filho = $3, nm_pessoa_pai = $4, id_tamanho_camisa = $5 WHERE cd_pessoa = $1',
      [p, c.sexo, c.filhos, c.pai ?? null, 'M'],
    );
    await h.query(
      `INSERT INTO funcionario (cd_pessoa, cd_empresa, nm_conjuge, id_comemora_aniversario, alterado_em)
       VALUES ($1, $2, $3, $4, $5::timestamptz)`,
      [p, unidade, c.conjuge ?? null, c.aniversario ?? null, c.alterado],
    );
    cd[nome] = p;
  };
  await funcionario('Ana', 1, {
    sexo: 'F',
    filhos: 2,
    pai: 'José',
    aniversario: 'S',
    alterado: '2026-01-10T12:00:00Z',
  });
  await funcionario('Bruno', 101, {
    sexo: 'M',
    filhos: 0,
    conjuge: 'Clara',
    aniversario: 'N',
    alterado: '2026-02-10T12:00:00Z',
  });
  await funcionario('Caio', 1, { sexo: 'M', filhos: null, alterado: '2026-03-10T12:00:00Z' });
  await funcionario('Dora', 19, { sexo: 'F', filhos: 1, alterado: '2026-03-10T12:00:00Z' });
  await h.query("UPDATE funcionario SET id_ativo = 'N' WHERE cd_pessoa = $1", [cd.Caio]);
  const [c] = await h.query<{ id: number }>(
    `INSERT INTO campanha (ds_filtros, qt_pessoas) VALUES ('{}', 1) RETURNING id_campanha::int AS id`,
  );
  await h.query('INSERT INTO campanha_pessoa (id_campanha, cd_pessoa) VALUES ($1, $2)', [c.id, cd.Ana]);
});
afterAll(async () => {
  await t.close();
});

const nomes = async (qs = '', c = cookie) => {
  const res = await injectAs(t.app, c, {
    method: 'GET',
    url: `/api/marketing/funcionarios-ativos${qs ? `?${qs}` : ''}`,
  });
  expect(res.statusCode).toBe(200);
  return res.json().map((f: { NM_PESSOA: string }) => f.NM_PESSOA);
};

describe('GET /api/marketing/funcionarios-ativos', () => {
  it('lists the active employees with ID_VISUALIZADO N for an active campaign', async () => {
    const res = await injectAs(t.app, cookie, { method: 'GET', url: '/api/marketing/funcionarios-ativos' });
    const linhas = res.json();
    expect(linhas.map((f: { NM_PESSOA: string }) => f.NM_PESSOA)).toEqual(['Ana', 'Bruno', 'Dora']);
    expect(linhas[0]).toMatchObject({
      ID_VISUALIZADO: 'N',
      NM_PAI: 'José',
      NR_FILHO: 2,
      ID_TAMANHO_CAMISA: 'M',
    });
    expect(linhas[1]).toMatchObject({ ID_VISUALIZADO: 'S', NM_CONJUGE: 'Clara' });
  });

  it('applies each filter', async () => {
    expect(await nomes('cd_unidade=1')).toEqual(['Ana', 'Bruno']);
    expect(await nomes('id_sexo=M')).toEqual(['Bruno']);
    expect(await nomes('id_sexo=AM')).toEqual(['Ana', 'Bruno', 'Dora']);
    expect(await nomes('id_possui_filhos=S')).toEqual(['Ana', 'Dora']);
    expect(await nomes('id_possui_filhos=N')).toEqual(['Bruno']);
    expect(await nomes('id_comemora_aniversario=NI')).toEqual(['Dora']);
    expect(await nomes('id_comemora_aniversario=S')).toEqual(['Ana']);
    expect(await nomes('dt_ultima_atualizacao_de=2026-02-01&dt_ultima_atualizacao_ate=2026-02-28')).toEqual([
      'Bruno',
    ]);
    expect(await nomes('id_parente_pai=S')).toEqual(['Ana']);
    expect(await nomes('id_parente_conjuge=S')).toEqual(['Bruno']);
    expect(await nomes('id_campanha_pendente=S')).toEqual(['Ana']);
    expect(await nomes('id_campanha_pendente=N')).toEqual(['Bruno', 'Dora']);
  });

  it('refuses bad filters and users without code 338', async () => {
    const r = await injectAs(t.app, cookie, {
      method: 'GET',
      url: '/api/marketing/funcionarios-ativos?id_sexo=X',
    });
    expect(r.statusCode).toBe(400);
    const p = await injectAs(t.app, semPermissao, {
      method: 'GET',
      url: '/api/marketing/funcionarios-ativos',
    });
    expect(p.statusCode).toBe(403);
  });
});
