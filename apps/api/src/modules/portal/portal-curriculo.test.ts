import { MENSAGENS_CADASTRO } from '@backoffice/domain/candidato-cadastro';
import { LIMITES_PORTAL, MENSAGENS_PORTAL } from '@backoffice/domain/portal';
import { MENSAGENS_CURRICULO_PORTAL } from '@backoffice/domain/portal-curriculo';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/helpers';
import { cpfValido } from '../../../test/portal-fixtures';
import { consultar } from '../../db/client';
import { candidataComSenha, usarAppDoPortal } from './portal.fixtures';
import { criarSessaoCandidato } from './seguranca-portal';

/** The candidate's access: the resume, the password reset, the login limits per CPF. */

const p = usarAppDoPortal();
const { carimbo, emails, get, postForm } = p;
let t: TestApp;
beforeAll(() => {
  ({ t } = p.estado);
});

describe("the candidate's access", () => {
  const senha = 'abc12345';
  let cpf: string;

  beforeAll(async () => {
    ({ cpf } = await candidataComSenha(p, senha));
  });

  const entrar = (c: string, s: string) =>
    postForm('/vagas/entrar', { cpf: c, senha: s, carimbo: carimbo('entrar'), destino: '/vagas/minha-area' });

  it("updates the resume with the editor's rules and save, only the session's own record", async () => {
    expect((await get('/vagas/minha-area/curriculo')).headers.location).toBe('/vagas/entrar');
    const [{ cd }] = await consultar<{ cd: number }>(
      t.app.deps.db,
      sql`SELECT cd_pessoa::float8 AS cd FROM pessoa WHERE nr_documento_cpf = ${cpf}`,
    );
    // a session as the login makes it (the logins per address of this block are counted elsewhere)
    const cookie = `sessao_candidato=${await criarSessaoCandidato(t.app.deps.handle, cd)}`;
    expect((await get('/vagas/minha-area', cookie)).body).toContain('href="/vagas/minha-area/curriculo"');
    const pagina = await get('/vagas/minha-area/curriculo', cookie);
    expect(pagina.statusCode).toBe(200);
    expect(pagina.body).toContain('<h1>Meu currículo</h1>');
    expect(pagina.body).toContain(`${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`);
    const stamp = /name="carimbo" value="([^"]+)"/.exec(pagina.body)?.[1] ?? '';
    const lerCandidato = async () =>
      (
        await consultar<Record<string, unknown>>(
          t.app.deps.db,
          sql`SELECT p.nm_pessoa, p.ds_email, p.nr_documento_cpf, c.id_sexo, c.nm_bairro, c.cd_cep, c.nm_cidade,
                     c.id_turno_noturno, c.id_possui_whatsapp_cel, c.cd_escolaridade, c.alterado_por
                FROM candidato c JOIN pessoa p USING (cd_pessoa) WHERE c.cd_pessoa = ${cd}`,
        )
      )[0];
    const antes = await lerCandidato();
    /** Each post with the page's stamp takes it from the page anew: a stamp is good for one post. */
    const enviar = async (campos: [string, string][]) => {
      const novo = /name="carimbo" value="([^"]+)"/.exec(
        (await get('/vagas/minha-area/curriculo', cookie)).body,
      )?.[1];
      return t.app.inject({
        method: 'POST',
        url: '/vagas/minha-area/curriculo',
        headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(
          campos.map(([k, v]): [string, string] => [k, k === 'carimbo' && v === stamp ? (novo ?? '') : v]),
        ).toString(),
      });
    };
    const completo: [string, string][] = [
      ['carimbo', stamp],
      ['nm_pessoa', 'Joana da Silva Souza'],
      // a CPF in the form is ignored: the record's stays
      ['nr_documento_cpf', cpfValido(55)],
      // dates as a person types them (the portal's fields are text: dd/mm/aaaa, mm/aaaa)
      ['dt_nascimento', '10/04/1995'],
      ['id_sexo', 'F'],
      ['id_estado_civil', 'S'],
      ['nm_cidade_origem', 'Joinville'],
      ['cd_uf', 'SC'],
      // the e-mail of the reset test below stays
      ['ds_email', 'maria@example.com'],
      ['nr_telefone_cel', '(47) 99999-1234'],
      ['id_possui_whatsapp_cel', 'S'],
      ['nr_telefone_rec', '(47) 3433-1234'],
      ['cd_cep', '89201-000'],
      ['nm_cep', 'Rua do Príncipe'],
      ['nr_endereco', '100'],
      ['nm_bairro', 'Centro'],
      ['nm_cidade_reside', 'Joinville'],
      ['cd_uf_reside', 'SC'],
      ['id_turno_noturno', 'S'],
      ['cargo_novo', '502'],
      ['cargo_novo_experiencia', '2'],
      ['curso_novo_cd_nivel', '2'],
      ['curso_novo_id_situacao', 'C'],
      ['curso_novo_nm_curso', 'Ensino médio'],
      ['curso_novo_dt_conclusao_curso', '12/2012'],
      ['emprego_novo_nm_pessoa_empresa', 'Tupy'],
      ['emprego_novo_nm_cargo', 'Auxiliar'],
      ['emprego_novo_dt_inicio', '01/02/2019'],
      ['emprego_novo_dt_fim', '31/03/2022'],
    ];
    const sem = (k: string) => completo.filter(([c]) => c !== k);

    // a forged or another session's stamp: refused, nothing written
    const forjado = await enviar([['carimbo', carimbo('curriculo|outra-sessao')], ...sem('carimbo')]);
    expect(forjado.statusCode).toBe(400);
    expect(forjado.body).toContain(MENSAGENS_PORTAL.formularioInvalido);

    // the editor's rules: no name, an invalid e-mail, no neighbourhood; the form comes back as typed
    const ruim = await enviar([
      ...sem('nm_pessoa')
        .filter(([c]) => c !== 'ds_email' && c !== 'nm_bairro')
        .concat([
          ['nm_pessoa', ''],
          ['ds_email', 'sem-arroba'],
          ['nm_bairro', ''],
        ]),
    ]);
    expect(ruim.statusCode).toBe(400);
    expect(ruim.body).toContain(MENSAGENS_CURRICULO_PORTAL.confira);
    expect(ruim.body).toContain(MENSAGENS_CADASTRO.nome);
    expect(ruim.body).toMatch(/id="nm_bairro"[^>]*aria-invalid="true"/);
    expect(ruim.body).toContain('value="Rua do Príncipe"');
    expect(ruim.body).toContain('value="Tupy"');
    expect(await lerCandidato()).toEqual(antes);

    // a position outside the catalogue, a NUL in a field: 400, never a 500
    const cargo = await enviar([...sem('cargo_novo'), ['cargo_novo', '999999']]);
    expect(cargo.statusCode).toBe(400);
    expect(cargo.body).toContain(MENSAGENS_CURRICULO_PORTAL.cargoDesconhecido);
    const nulo = await enviar([...sem('nm_bairro'), ['nm_bairro', 'Centro\u0000']]);
    expect(nulo.statusCode).toBe(400);
    expect(await lerCandidato()).toEqual(antes);

    // saved by the editor's save: fields, new job, education (level derived), position, timeline note
    const ok = await enviar(completo);
    expect(ok.statusCode).toBe(303);
    expect(ok.headers.location).toBe('/vagas/minha-area/curriculo?salvo=1');
    expect((await get(ok.headers.location as string, cookie)).body).toContain(
      MENSAGENS_CURRICULO_PORTAL.atualizado,
    );
    const depois = await lerCandidato();
    expect(depois).toMatchObject({
      nm_pessoa: 'Joana da Silva Souza',
      ds_email: 'maria@example.com',
      nr_documento_cpf: cpf,
      id_sexo: 'F',
      nm_bairro: 'Centro',
      cd_cep: '89201000',
      nm_cidade: 'Joinville',
      id_turno_noturno: 'S',
      id_possui_whatsapp_cel: 'S',
      alterado_por: null,
    });
    expect(depois.cd_escolaridade).not.toBeNull();
    const empregos = await consultar<{ seq: number; nm_cargo: string }>(
      t.app.deps.db,
      sql`SELECT nr_sequencia::float8 AS seq, nm_cargo FROM candidato_emprego WHERE cd_pessoa_candidato = ${cd}`,
    );
    expect(empregos.map((e) => e.nm_cargo)).toEqual(['Auxiliar']);
    const [datas] = await consultar<Record<string, string>>(
      t.app.deps.db,
      sql`SELECT c.dt_nascimento::text AS nasc, e.dt_inicio::text AS inicio, e.dt_fim::text AS fim,
                 (SELECT f.dt_conclusao_curso::text FROM candidato_formacao f
                   WHERE f.cd_pessoa_candidato = c.cd_pessoa AND f.nm_curso = 'Ensino médio') AS conclusao
            FROM candidato c JOIN candidato_emprego e ON e.cd_pessoa_candidato = c.cd_pessoa
           WHERE c.cd_pessoa = ${cd}`,
    );
    expect(datas).toEqual({
      nasc: '1995-04-10',
      inicio: '2019-02-01',
      fim: '2022-03-31',
      conclusao: '2012-12-01',
    });
    // shown again as typed: dd/mm/aaaa and mm/aaaa, never the browser's own date format
    const salvo = (await get('/vagas/minha-area/curriculo', cookie)).body;
    for (const valor of ['10/04/1995', '01/02/2019', '31/03/2022', '12/2012'])
      expect(salvo).toContain(`value="${valor}"`);
    expect(salvo).not.toContain('type="date"');
    expect(salvo).not.toContain('type="month"');
    const cargos = await consultar<{ cd_cargo: number }>(
      t.app.deps.db,
      sql`SELECT cd_cargo FROM candidato_cargo WHERE cd_pessoa_candidato = ${cd}`,
    );
    expect(cargos.map((k) => Number(k.cd_cargo))).toEqual([502]);
    const notas = await consultar<{ n: number }>(
      t.app.deps.db,
      sql`SELECT count(*)::int AS n FROM candidato_historico
           WHERE cd_pessoa_candidato = ${cd} AND ds_historico = ${MENSAGENS_CURRICULO_PORTAL.nota}`,
    );
    expect(notas[0].n).toBe(1);
    // the form's CEP lookup (the editor's adapter; the local one reads the stored addresses)
    await t.app.deps.db.execute(
      sql`INSERT INTO cidade (cd_cidade, nm_cidade, cd_uf, cd_pais) VALUES (4209102, 'Joinville', 'SC', 1) ON CONFLICT DO NOTHING`,
    );
    expect((await get('/vagas/minha-area/cep/89201000')).statusCode).toBe(401);
    expect((await get('/vagas/minha-area/cep/892', cookie)).statusCode).toBe(400);
    expect((await get('/vagas/minha-area/cep/00000000', cookie)).statusCode).toBe(404);
    const endereco = await get('/vagas/minha-area/cep/89201-000', cookie);
    expect(endereco.statusCode).toBe(200);
    expect(endereco.json()).toEqual({
      logradouro: 'Rua do Príncipe',
      bairro: 'Centro',
      cidade: 'Joinville',
      uf: 'SC',
    });
    expect((await get('/vagas/minha-area/curriculo', cookie)).body).toContain(
      'data-cep="/vagas/minha-area/cep/"',
    );

    // the candidate is not a back-office user: no operation in Relatório - Candidato
    const ops = await consultar<{ n: number }>(
      t.app.deps.db,
      sql`SELECT count(*)::int AS n FROM candidato_operacao WHERE cd_pessoa = ${cd}`,
    );
    expect(ops[0].n).toBe(0);

    // the stored job edited by its key; a key of another candidate's job is ignored
    const [outro] = await consultar<{ seq: number }>(
      t.app.deps.db,
      sql`INSERT INTO candidato_emprego (cd_pessoa_candidato, nm_pessoa_empresa, nm_cargo, dt_inicio)
          SELECT cd_pessoa, 'Outra', 'De outra pessoa', '2020-01-01' FROM candidato WHERE cd_pessoa <> ${cd} LIMIT 1
          RETURNING nr_sequencia::float8 AS seq`,
    );
    const seq = empregos[0].seq;
    const edicao = await enviar([
      ...completo.filter(
        ([c]) => !c.startsWith('emprego_novo') && !c.startsWith('curso_novo') && c !== 'cargo_novo',
      ),
      ['cargo_manter', '502'],
      [`emprego_${seq}_nm_pessoa_empresa`, 'Tupy S.A.'],
      [`emprego_${seq}_nm_cargo`, 'Operador de máquinas'],
      [`emprego_${seq}_dt_inicio`, '2019-02-01'],
      [`emprego_${seq}_dt_fim`, ''],
      [`emprego_${outro.seq}_nm_cargo`, 'Alterado por outro'],
      [`emprego_${outro.seq}_nm_pessoa_empresa`, 'Alterado'],
    ]);
    expect(edicao.statusCode).toBe(303);
    const [editado] = await consultar<{ nm_cargo: string; dt_fim: string | null }>(
      t.app.deps.db,
      sql`SELECT nm_cargo, dt_fim FROM candidato_emprego WHERE nr_sequencia = ${seq}`,
    );
    expect(editado).toEqual({ nm_cargo: 'Operador de máquinas', dt_fim: null });
    const [intacto] = await consultar<{ nm_cargo: string }>(
      t.app.deps.db,
      sql`SELECT nm_cargo FROM candidato_emprego WHERE nr_sequencia = ${outro.seq}`,
    );
    expect(intacto.nm_cargo).toBe('De outra pessoa');

    // removals in the save's transaction: the last education is kept by the editor's rule (nothing
    // of that post is written, not even the job's removal); a job is removed; another's key is ignored
    const [curso] = await consultar<{ seq: number }>(
      t.app.deps.db,
      sql`SELECT nr_sequencia::float8 AS seq FROM candidato_formacao WHERE cd_pessoa_candidato = ${cd}`,
    );
    const base = completo.filter(
      ([c]) => !c.startsWith('emprego_novo') && !c.startsWith('curso_novo') && c !== 'cargo_novo',
    );
    const semFormacao = await enviar([
      ...base,
      [`curso_${curso.seq}_nm_curso`, 'Ensino médio'],
      [`curso_${curso.seq}_remover`, 'S'],
      [`emprego_${seq}_nm_pessoa_empresa`, 'Tupy S.A.'],
      [`emprego_${seq}_remover`, 'S'],
    ]);
    expect(semFormacao.statusCode).toBe(400);
    expect(semFormacao.body).toContain(MENSAGENS_CADASTRO.formacao);
    const contar = async (tabela: 'candidato_emprego' | 'candidato_formacao') =>
      (
        await consultar<{ n: number }>(
          t.app.deps.db,
          sql`SELECT count(*)::int AS n FROM ${sql.raw(tabela)} WHERE cd_pessoa_candidato = ${cd}`,
        )
      )[0].n;
    expect(await contar('candidato_emprego')).toBe(1);
    expect(await contar('candidato_formacao')).toBe(1);
    const remocao = await enviar([
      ...base,
      [`emprego_${seq}_nm_pessoa_empresa`, 'Tupy S.A.'],
      [`emprego_${seq}_remover`, 'S'],
      [`emprego_${outro.seq}_remover`, 'S'],
    ]);
    expect(remocao.statusCode).toBe(303);
    expect(await contar('candidato_emprego')).toBe(0);
    expect(await contar('candidato_formacao')).toBe(1);
    const [ainda] = await consultar<{ n: number }>(
      t.app.deps.db,
      sql`SELECT count(*)::int AS n FROM candidato_emprego WHERE nr_sequencia = ${outro.seq}`,
    );
    expect(ainda.n).toBe(1);
  });

  it('resets the password by e-mail with a one-time link, answering alike for unknown data', async () => {
    const pedir = (c: string, email: string) =>
      postForm('/vagas/esqueci-senha', {
        cpf: c,
        ds_email: email,
        carimbo: carimbo('redefinir'),
        ds_site: '',
      });
    const antes = emails.length;
    const desconhecido = await pedir(cpfValido(98), 'ninguem@example.com');
    const emailErrado = await pedir(cpf, 'outra@example.com');
    const certo = await pedir(cpf, 'MARIA@example.com');
    for (const r of [desconhecido, emailErrado, certo]) {
      expect(r.statusCode).toBe(200);
      expect(r.body).toContain(MENSAGENS_PORTAL.redefinicaoEnviada);
    }
    await new Promise((r) => setTimeout(r, 20));
    expect(emails.length).toBe(antes + 1);
    const m = emails.at(-1);
    expect(m?.para).toBe('maria@example.com');
    const token = /nova-senha\?token=([A-Za-z0-9_-]+)/.exec(m?.texto ?? '')?.[1] ?? '';
    expect(token).toHaveLength(43);
    const trocar = (s: string, lembrete = 'minha dica') =>
      postForm('/vagas/nova-senha', {
        token,
        nm_senha_web: s,
        nm_senha_confirmacao: s,
        ds_lembrete_senha_web: lembrete,
        carimbo: carimbo('nova-senha'),
      });
    const curta = await trocar('12');
    expect(curta.statusCode).toBe(400);
    expect(curta.body).toContain('A senha deve possuir ao menos 6 dígitos!');
    expect((await trocar('nova9876', 'nova9876 é a senha')).body).toContain(
      'O lembrete não pode conter a sua senha!',
    );
    const ok = await trocar('nova9876');
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toContain(MENSAGENS_PORTAL.senhaRedefinida);
    expect((await entrar(cpf, senha)).statusCode).toBe(401);
    expect((await entrar(cpf, 'nova9876')).statusCode).toBe(303);
    // used once
    expect((await trocar('outra123')).body).toContain(MENSAGENS_PORTAL.redefinicaoInvalida);
  });

  it('limits logins per CPF', async () => {
    const alvo = cpfValido(30);
    const codigos: number[] = [];
    for (let i = 0; i <= LIMITES_PORTAL.loginsPorCpfHora; i++)
      codigos.push((await entrar(alvo, 'tentativa')).statusCode);
    expect(codigos.slice(0, -1).every((c) => c === 401)).toBe(true);
    expect(codigos.at(-1)).toBe(429);
  });
});
