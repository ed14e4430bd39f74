import { MENSAGENS_PORTAL_CANDIDATURAS as MC } from '@backoffice/domain/portal-candidaturas';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/helpers';
import { consultar } from '../../db/client';
import { candidataComSenha, usarAppDoPortal } from './portal.fixtures';

/** The candidate's area: who read my data, and the switch of messages about vacancies. */

const p = usarAppDoPortal();
const { carimbo, get, postForm, cookieCandidato } = p;
let t: TestApp;
let cookie: string;
let cd: number;

const carimboDoForm = (html: string, acao: string) =>
  new RegExp(`action="${acao}"[^>]*>\\s*<input type="hidden" name="carimbo" value="([^"]+)"`).exec(
    html,
  )?.[1] ?? '';
const recusa = async () =>
  (
    await consultar<{ r: string }>(
      t.app.deps.db,
      sql`SELECT id_recusa_mensagens AS r FROM candidato WHERE cd_pessoa = ${cd}`,
    )
  )[0].r;

beforeAll(async () => {
  ({ t } = p.estado);
  const { cpf } = await candidataComSenha(p, 'abc12345');
  const res = await postForm('/vagas/entrar', {
    cpf,
    senha: 'abc12345',
    carimbo: carimbo('entrar'),
    destino: '/vagas/minha-area',
  });
  cookie = cookieCandidato(res);
  [{ cd }] = await consultar<{ cd: number }>(
    t.app.deps.db,
    sql`SELECT cd_pessoa::float8 AS cd FROM pessoa WHERE nr_documento_cpf = ${cpf}`,
  );
});

describe('Quem acessou meus dados', () => {
  it('shows role and unit (never the name), when and what, newest first, only the logged candidate', async () => {
    const db = t.app.deps.db;
    const analista = p.estado.analista.usuario;
    const [{ id }] = await consultar<{ id: number }>(
      db,
      sql`INSERT INTO perfil_acesso (nm_perfil) VALUES ('Recrutadora Sênior') RETURNING id_perfil AS id`,
    );
    await db.execute(sql`INSERT INTO usuario_perfil (cd_sip, id_perfil) VALUES (${analista.cd_sip}, ${id})`);
    await db.execute(sql`UPDATE empresa SET nm_empresa = 'Unidade Joinville', nm_empresa_menu = NULL
                          WHERE cd_empresa = ${analista.cd_unid}`);
    const outro = Number(
      (
        await consultar<{ c: number }>(
          db,
          sql`SELECT min(cd_pessoa)::float8 AS c FROM candidato WHERE cd_pessoa <> ${cd}`,
        )
      )[0].c,
    );
    await db.execute(sql`
      INSERT INTO lgpd_acesso (cd_pessoa_candidato, cd_usuario, ds_recurso, criado_em) VALUES
        (${cd}, ${analista.cd_sip}, 'foto', '2026-05-04T13:05:00Z'),
        (${cd}, ${analista.cd_sip}, 'laudo', now() - interval '1 day'),
        (${cd}, ${analista.cd_sip}, 'documento', now() - interval '13 months'),
        (${outro}, ${analista.cd_sip}, 'curriculo_pdf', now())`);

    const area = await get('/vagas/minha-area', cookie);
    expect(area.body).toContain('href="/vagas/minha-area/acessos"');
    const r = await get('/vagas/minha-area/acessos', cookie);
    expect(r.statusCode).toBe(200);
    expect(r.body).toContain('Recrutadora Sênior · Unidade Joinville');
    expect(r.body).toContain('04/05/2026 10:05');
    expect(r.body).toContain('Foto');
    expect(r.body).not.toContain(analista.nm_pessoa);
    expect(r.body).not.toContain(analista.apelido);
    expect(r.body).not.toContain('Currículo completo (PDF)');
    expect(r.body).not.toContain('>Documento<');
    expect(r.body.indexOf('Laudo médico')).toBeLessThan(r.body.indexOf('04/05/2026'));
  });

  it("the candidate's own reads in the portal are not logged; the pages go on", async () => {
    const contar = async () =>
      (
        await consultar<{ n: number }>(
          t.app.deps.db,
          sql`SELECT count(*)::int AS n FROM lgpd_acesso WHERE cd_pessoa_candidato = ${cd}`,
        )
      )[0].n;
    const antes = await contar();
    expect((await get('/vagas/minha-area/meus-dados.json', cookie)).statusCode).toBe(200);
    expect((await get('/vagas/minha-area/curriculo', cookie)).statusCode).toBe(200);
    expect(await contar()).toBe(antes);
    await t.app.deps.db.execute(sql`
      INSERT INTO lgpd_acesso (cd_pessoa_candidato, ds_recurso, criado_em)
      SELECT ${cd}, 'foto', now() - make_interval(mins => g) FROM generate_series(1, 55) g`);
    const primeira = await get('/vagas/minha-area/acessos', cookie);
    expect(primeira.body).toContain('Página 1 de 2');
    const segunda = await get('/vagas/minha-area/acessos?pagina=2', cookie);
    expect(segunda.body).toContain('Página 2 de 2');
    expect((await get('/vagas/minha-area/acessos?pagina=abc', cookie)).statusCode).toBe(200);
  });

  it('asks for the login without a session', async () => {
    const r = await get('/vagas/minha-area/acessos');
    expect(r.statusCode).toBe(303);
    expect(r.headers.location).toContain('/vagas/entrar');
  });
});

describe('Não quero receber mensagens sobre vagas', () => {
  it('is refused without the form stamp and kept with it', async () => {
    expect(await recusa()).toBe('N');
    const sem = await postForm('/vagas/minha-area/mensagens', { recusa: 'S' }, { cookie });
    expect(sem.statusCode).toBe(400);
    expect(await recusa()).toBe('N');

    let area = await get('/vagas/minha-area', cookie);
    const marcar = await postForm(
      '/vagas/minha-area/mensagens',
      { recusa: 'S', carimbo: carimboDoForm(area.body, '/vagas/minha-area/mensagens') },
      { cookie },
    );
    expect(marcar.statusCode).toBe(200);
    expect(marcar.body).toContain(MC.recusaGravada);
    expect(await recusa()).toBe('S');

    area = await get('/vagas/minha-area', cookie);
    expect(area.body).toContain('<input type="checkbox" name="recusa" checked value="S">');
    const desmarcar = await postForm(
      '/vagas/minha-area/mensagens',
      { carimbo: carimboDoForm(area.body, '/vagas/minha-area/mensagens') },
      { cookie },
    );
    expect(desmarcar.body).toContain(MC.aceiteGravado);
    expect(await recusa()).toBe('N');
  });
});
