import { LIMITES_LGPD, MENSAGENS_LGPD } from '@backoffice/domain/lgpd';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { injectAs, loginComUsuario, type Sessao, type TestApp } from '../../../test/helpers';
import { cpfValido } from '../../../test/portal-fixtures';
import { consultar } from '../../db/client';
import { usarAppDoPortal } from './portal.fixtures';
import { criarSessaoCandidato } from './seguranca-portal';

/** LGPD erasure: the request from the area, the managers' decision, what approval erases and keeps. */

const p = usarAppDoPortal();
const { carimbos, formCandidatura, vaga, get, postForm, contar } = p;
let t: TestApp;
beforeAll(() => {
  ({ t } = p.estado);
});

describe('LGPD erasure', () => {
  const senha = 'lgpd1234';
  const candidatos: { cpf: string; cd: number; cookie: string; nome: string; email: string }[] = [];
  let gerente: Sessao;
  let analistaSemPermissao: Sessao;
  let nr: number;

  beforeAll(async () => {
    nr = await vaga();
    for (const [i, nome] of [
      [40, 'Renata Quintana'],
      [41, 'Otávio Brandão'],
    ] as const) {
      const cpf = cpfValido(i);
      const email = `${nome.split(' ')[0].toLowerCase()}@example.com`;
      const res = await postForm(
        `/vagas/${nr}-soldador/candidatar`,
        formCandidatura(nr, cpf, {
          nm_pessoa: nome,
          ds_email: email,
          nr_telefone_cel: '(47) 98877-6655',
          nm_cidade: 'Blumenau',
          nm_senha_web: senha,
          nm_senha_confirmacao: senha,
          ds_lembrete_senha_web: 'lembrete pessoal',
        }),
      );
      expect(res.statusCode).toBe(201);
      const [{ cd }] = await consultar<{ cd: number }>(
        t.app.deps.db,
        sql`SELECT cd_pessoa::float8 AS cd FROM pessoa WHERE nr_documento_cpf = ${cpf}`,
      );
      // a session as the login makes it (the login's own limits are tested above)
      const token = await criarSessaoCandidato(t.app.deps.handle, Number(cd));
      candidatos.push({ cpf, cd: Number(cd), cookie: `sessao_candidato=${token}`, nome, email });
      await t.app.deps.db.execute(sql`
        UPDATE candidato SET nr_documento_rg = '1234567', cd_cep = '89010-000', nm_bairro = 'Centro',
               nr_endereco = '99', ds_hobbies = 'Ciclismo aos domingos', nm_pessoa_mae = 'Mãe da Pessoa',
               ds_foto_candidato = 'fotos/inexistente.png', nr_documento_pis = ${`1234567890${i - 40}`}
         WHERE cd_pessoa = ${cd}`);
      await t.app.deps.db.execute(sql`
        INSERT INTO pessoa_telefone (cd_pessoa, nr_sequencia, cd_tipo_telefone, nr_telefone) VALUES (${cd}, 1, 'CE', '47988776655')`);
      await t.app.deps.db.execute(sql`
        INSERT INTO candidato_cargo (cd_pessoa_candidato, cd_cargo, nr_experiencia) VALUES (${cd}, 501, 2)`);
      await t.app.deps.db.execute(sql`
        INSERT INTO candidato_emprego (cd_pessoa_candidato, nm_pessoa_empresa, nm_cargo, dt_inicio)
        VALUES (${cd}, 'Fundição Exemplo', 'Soldador', '2019-01-01')`);
      await t.app.deps.db.execute(sql`
        INSERT INTO candidato_historico (cd_pessoa_candidato, ds_historico, id_tipo)
        VALUES (${cd}, ${`Ligação para ${nome} sobre a entrevista.`}, 'CW')`);
    }
    gerente = await loginComUsuario(t.app, { permissoes: [59] });
    analistaSemPermissao = await loginComUsuario(t.app, { permissoes: [58, 60] });
  });

  const pedir = (c: (typeof candidatos)[number], campos: Record<string, string>, cookie = c.cookie) =>
    (async () => {
      const area = (await get('/vagas/minha-area', cookie)).body;
      const m = area.match(
        /action="\/vagas\/minha-area\/eliminacao"[^>]*>\s*<input type="hidden" name="carimbo" value="([^"]+)"/,
      );
      return postForm('/vagas/minha-area/eliminacao', { carimbo: m?.[1] ?? '', ...campos }, { cookie });
    })();
  const pedidos = async (cd: number) =>
    consultar<{
      id: number;
      situacao: string;
      decisao: string | null;
      usuario: number | null;
      decidido: string | null;
    }>(
      t.app.deps.db,
      sql`SELECT id_pedido::float8 AS id, id_situacao AS situacao, ds_decisao AS decisao,
                 cd_usuario_decisao AS usuario, decidido_em AS decidido
            FROM pedido_lgpd WHERE cd_pessoa = ${cd} ORDER BY id_pedido`,
    );
  const decidir = (sessao: Sessao | undefined, id: number, payload: Record<string, unknown>) =>
    injectAs(t.app, sessao?.cookie, { method: 'POST', url: `/api/lgpd/pedidos/${id}/decisao`, payload });

  it('records the request from the area only with the confirmation, one pending at a time', async () => {
    const [renata] = candidatos;
    const sem = await pedir(renata, {});
    expect(sem.statusCode).toBe(400);
    expect(sem.body).toContain(MENSAGENS_LGPD.confirmeEliminacao);
    expect(await pedidos(renata.cd)).toEqual([]);
    // without a session: to the login, nothing written
    const anonimo = await postForm('/vagas/minha-area/eliminacao', { confirmo: 'S', carimbo: 'x' });
    expect(anonimo.statusCode).toBe(303);
    // a forged stamp
    expect(
      (
        await postForm(
          '/vagas/minha-area/eliminacao',
          { confirmo: 'S', carimbo: 'x' },
          { cookie: renata.cookie },
        )
      ).statusCode,
    ).toBe(400);
    // a reason with a NUL character or past its limit: refused, nothing written
    for (const ds_motivo of ['motivo\u0000', 'x'.repeat(LIMITES_LGPD.motivoMax + 1)]) {
      expect((await pedir(renata, { confirmo: 'S', ds_motivo })).statusCode).toBe(400);
    }
    expect(await pedidos(renata.cd)).toEqual([]);
    const ok = await pedir(renata, { confirmo: 'S', ds_motivo: 'Não procuro mais emprego.' });
    expect(ok.statusCode).toBe(201);
    expect(ok.body).toContain(MENSAGENS_LGPD.eliminacaoPedida);
    expect(ok.body).toContain('Em análise');
    const [p] = await pedidos(renata.cd);
    expect(p).toMatchObject({ situacao: 'P', decisao: null });
    // the form is gone while pending; a second post is refused
    const area = (await get('/vagas/minha-area', renata.cookie)).body;
    expect(area).not.toContain('Pedir eliminação</button>');
    const outro = await postForm(
      '/vagas/minha-area/eliminacao',
      { confirmo: 'S', carimbo: carimbos.gerar('x') },
      { cookie: renata.cookie },
    );
    expect(outro.statusCode).toBe(400);
    expect(await pedidos(renata.cd)).toHaveLength(1);
  });

  it('lists the requests only for the managers (401 without session, 403 for others)', async () => {
    const [renata] = candidatos;
    expect((await injectAs(t.app, undefined, { method: 'GET', url: '/api/lgpd/pedidos' })).statusCode).toBe(
      401,
    );
    expect(
      (await injectAs(t.app, analistaSemPermissao.cookie, { method: 'GET', url: '/api/lgpd/pedidos' }))
        .statusCode,
    ).toBe(403);
    const [p] = await pedidos(renata.cd);
    expect((await decidir(analistaSemPermissao, p.id, { id_situacao: 'A' })).statusCode).toBe(403);
    expect((await decidir(undefined, p.id, { id_situacao: 'A' })).statusCode).toBe(401);
    const lista = await injectAs(t.app, gerente.cookie, { method: 'GET', url: '/api/lgpd/pedidos' });
    expect(lista.statusCode).toBe(200);
    expect(lista.json()).toContainEqual(
      expect.objectContaining({
        ID_PEDIDO: p.id,
        CD_PESSOA: renata.cd,
        NM_PESSOA: 'Renata Quintana',
        ID_SITUACAO: 'P',
        DS_MOTIVO: 'Não procuro mais emprego.',
      }),
    );
    expect((await pedidos(renata.cd))[0].situacao).toBe('P');
  });

  it('refuses with a reason, recorded with who decided; the data stays', async () => {
    const [renata] = candidatos;
    const [p] = await pedidos(renata.cd);
    const semMotivo = await decidir(gerente, p.id, { id_situacao: 'N', ds_decisao: '  ' });
    expect(semMotivo.statusCode).toBe(400);
    expect(semMotivo.body).toContain(MENSAGENS_LGPD.motivoRecusa);
    const res = await decidir(gerente, p.id, {
      id_situacao: 'N',
      ds_decisao: 'Processo seletivo em andamento com contrato em assinatura.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(MENSAGENS_LGPD.recusado);
    const [d] = await pedidos(renata.cd);
    expect(d).toMatchObject({
      situacao: 'N',
      decisao: 'Processo seletivo em andamento com contrato em assinatura.',
      usuario: gerente.usuario.cd_sip,
    });
    expect(d.decidido).not.toBeNull();
    expect((await decidir(gerente, p.id, { id_situacao: 'A' })).statusCode).toBe(409);
    const [{ nome }] = await consultar<{ nome: string }>(
      t.app.deps.db,
      sql`SELECT nm_pessoa AS nome FROM pessoa WHERE cd_pessoa = ${renata.cd}`,
    );
    expect(nome).toBe('Renata Quintana');
    expect((await get('/vagas/minha-area', renata.cookie)).body).toContain('Recusado');
    expect((await decidir(gerente, 999_999_999, { id_situacao: 'A' })).statusCode).toBe(404);
  });

  it('approves: anonymises the record and its sub-records, keeps the relations, ends the access', async () => {
    const [renata, otavio] = candidatos;
    expect(
      (await pedir(otavio, { confirmo: 'S', ds_motivo: `Sou ${otavio.nome}, apaguem tudo.` })).statusCode,
    ).toBe(201);
    const [p] = await pedidos(otavio.cd);
    const res = await decidir(gerente, p.id, { id_situacao: 'A' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(MENSAGENS_LGPD.aprovado);
    const [d] = await pedidos(otavio.cd);
    expect(d).toMatchObject({ situacao: 'A', usuario: gerente.usuario.cd_sip });
    expect(d.decisao).toContain('Nenhum dado pessoal mantido');
    const [linha] = await consultar<{ p: string; c: Record<string, unknown>; b: string }>(
      t.app.deps.db,
      sql`SELECT to_jsonb(p)::text AS p, to_jsonb(c) AS c, (SELECT to_jsonb(b)::text FROM candidato_busca b WHERE b.cd_pessoa = c.cd_pessoa) AS b
            FROM pessoa p JOIN candidato c ON c.cd_pessoa = p.cd_pessoa WHERE p.cd_pessoa = ${otavio.cd}`,
    );
    const tudo = `${linha.p} ${JSON.stringify(linha.c)} ${linha.b ?? ''}`;
    for (const dado of [
      'Otávio',
      'Brandão',
      otavio.email,
      otavio.cpf,
      '988776655',
      'Blumenau',
      '1234567',
      '89010',
      'Centro',
      'Ciclismo',
      'Mãe da Pessoa',
      'inexistente.png',
      '12345678901',
      '12345678900',
      'lembrete pessoal',
      '1995-04-10',
    ])
      expect(tudo).not.toContain(dado);
    expect(linha.c.nm_senha_web).toBeNull();
    expect(linha.c.id_bloqueado).toBe('S');
    const contagem = async (tabela: string, coluna: string) =>
      contar(
        sql`SELECT count(*)::int AS n FROM ${sql.identifier(tabela)} WHERE ${sql.identifier(coluna)} = ${otavio.cd}`,
      );
    expect(await contagem('pessoa_telefone', 'cd_pessoa')).toBe(0);
    expect(await contagem('candidato_cargo', 'cd_pessoa_candidato')).toBe(0);
    expect(await contagem('candidato_emprego', 'cd_pessoa_candidato')).toBe(0);
    expect(await contagem('sessao_candidato', 'cd_pessoa')).toBe(0);
    const textos = await consultar<{ t: string | null }>(
      t.app.deps.db,
      sql`SELECT ds_historico AS t FROM candidato_historico WHERE cd_pessoa_candidato = ${otavio.cd}
          UNION ALL SELECT ds_motivo FROM pedido_lgpd WHERE cd_pessoa = ${otavio.cd}
          UNION ALL SELECT ds_ip FROM consentimento_candidato WHERE cd_pessoa = ${otavio.cd}`,
    );
    expect(textos.map((x) => x.t ?? '').join(' ')).not.toMatch(/Otávio|Brandão/);
    // the relation to the vacancy stays, without personal data
    expect(await contagem('candidato_web', 'cd_pessoa_candidato')).toBe(1);
    expect(await contagem('consentimento_candidato', 'cd_pessoa')).toBe(1);
    // access ended: the area sends to the login, the export is refused (and the password is gone, above)
    expect((await get('/vagas/minha-area', otavio.cookie)).headers.location).toBe('/vagas/entrar');
    expect((await get('/vagas/minha-area/meus-dados.json', otavio.cookie)).statusCode).toBe(401);
    expect(await contagem('redefinicao_senha_candidato', 'cd_pessoa')).toBe(0);
    // the other candidate is untouched
    const [r] = await consultar<{ nome: string; n: number }>(
      t.app.deps.db,
      sql`SELECT p.nm_pessoa AS nome, (SELECT count(*)::int FROM candidato_cargo WHERE cd_pessoa_candidato = p.cd_pessoa) AS n
            FROM pessoa p WHERE p.cd_pessoa = ${renata.cd}`,
    );
    expect(r).toEqual({ nome: 'Renata Quintana', n: 1 });
  });
  it('keeps what labour law requires of a hired candidate, with the reason recorded', async () => {
    const [renata] = candidatos;
    await t.app.deps.db.execute(sql`
      INSERT INTO vaga_candidato (nr_vaga, cd_pessoa_candidato, cd_estagio_vaga) VALUES (${nr}, ${renata.cd}, 7)`);
    await t.app.deps.db.execute(sql`
      INSERT INTO pedido_lgpd (cd_pessoa, id_tipo, id_situacao) VALUES (${renata.cd}, 'E', 'P')`);
    const p = (await pedidos(renata.cd)).find((x) => x.situacao === 'P');
    const res = await decidir(gerente, p?.id ?? 0, { id_situacao: 'A' });
    expect(res.statusCode).toBe(200);
    expect(res.json().DS_DECISAO).toContain('CLT art. 41');
    const [r] = await consultar<{
      nome: string;
      cpf: string | null;
      email: string | null;
      pis: string | null;
      cidade: string | null;
    }>(
      t.app.deps.db,
      sql`SELECT p.nm_pessoa AS nome, p.nr_documento_cpf AS cpf, p.ds_email AS email, c.nr_documento_pis AS pis,
                 c.nm_cidade AS cidade
            FROM pessoa p JOIN candidato c ON c.cd_pessoa = p.cd_pessoa WHERE p.cd_pessoa = ${renata.cd}`,
    );
    expect(r).toEqual({
      nome: 'Renata Quintana',
      cpf: renata.cpf,
      email: null,
      pis: '12345678900',
      cidade: null,
    });
  });
});
