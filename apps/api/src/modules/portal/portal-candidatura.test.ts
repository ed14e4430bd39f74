import { LIMITES_PORTAL, MENSAGENS_PORTAL, VERSAO_AVISO_PRIVACIDADE } from '@backoffice/domain/portal';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, injectAs, type Sessao, type TestApp } from '../../../test/helpers';
import { cpfValido } from '../../../test/portal-fixtures';
import { criarCatalogosVaga, criarCliente, criarRequisicao, criarVaga } from '../../../test/vaga-fixtures';
import { consultar } from '../../db/client';
import { DIA, PUBLICADA, SEGREDO, usarAppDoPortal } from './portal.fixtures';
import { Carimbos } from './seguranca-portal';

/** Applying: a new or known CPF, the editor's rules, the quota, bots and the limits. */

const p = usarAppDoPortal();
const { carimbos, carimbo, formCandidatura, vaga, get, postForm, contar } = p;
let t: TestApp;
let analista: Sessao;
beforeAll(() => {
  ({ t, analista } = p.estado);
});

describe('applying', () => {
  it('applies with a new CPF: creates the record, the web applicant and the consent, announced live', async () => {
    const nr = await vaga();
    const cpf = cpfValido(1);
    const form = await get(`/vagas/${nr}-soldador/candidatar`);
    expect(form.statusCode).toBe(200);
    expect(form.body).toContain('name="ds_site"');
    const eventos: string[] = [];
    const original = t.app.deps.realtime.publish.bind(t.app.deps.realtime);
    t.app.deps.realtime.publish = async (tx, e) => {
      eventos.push(`${e.tipo}:${JSON.stringify(e.dados)}`);
      return original(tx, e);
    };
    const res = await postForm(`/vagas/${nr}-soldador/candidatar`, formCandidatura(nr, cpf));
    t.app.deps.realtime.publish = original;
    expect(res.statusCode).toBe(201);
    expect(res.body).toContain(MENSAGENS_PORTAL.candidaturaFeita);
    expect(eventos.some((e) => e.includes(`"NR_VAGA":${nr}`) && e.includes('candidatura-web'))).toBe(true);
    const lista = await injectAs(t.app, analista.cookie, {
      method: 'GET',
      url: `/api/vaga/candidatos-web/${nr}`,
    });
    expect(lista.json()).toEqual([
      expect.objectContaining({ NM_PESSOA: 'Joana da Silva', ID_TIPO: 'WEB', ID_VISTO: 'N' }),
    ]);
    const cont = await injectAs(t.app, analista.cookie, {
      method: 'GET',
      url: `/api/vaga/contadores-candidatos/${nr}`,
    });
    expect(cont.json().QTD_CANDIDATOS_WEB).toBe(1);
    const [c] = await consultar<Record<string, unknown>>(
      t.app.deps.db,
      sql`SELECT c.cd_pessoa, c.nr_telefone_cel, c.nm_cidade, c.cd_uf, c.dt_nascimento::text AS nasc, c.nm_senha_web, p.ds_email
            FROM candidato c JOIN pessoa p USING (cd_pessoa) WHERE p.nr_documento_cpf = ${cpf}`,
    );
    expect(c).toMatchObject({
      nr_telefone_cel: '47999991234',
      nm_cidade: 'Joinville',
      cd_uf: 'SC',
      nasc: '1995-04-10',
      nm_senha_web: null,
    });
    const [consent] = await consultar<Record<string, unknown>>(
      t.app.deps.db,
      sql`SELECT ds_versao_aviso, ds_finalidade, nr_vaga::float8 AS nr_vaga FROM consentimento_candidato WHERE cd_pessoa = ${c.cd_pessoa}`,
    );
    expect(consent).toEqual({
      ds_versao_aviso: VERSAO_AVISO_PRIVACIDADE,
      ds_finalidade: 'CANDIDATURA',
      nr_vaga: nr,
    });
  });

  it('matches a CPF already registered to its record, never duplicating it, even under concurrent applications', async () => {
    const nrs = [await vaga(), await vaga(), await vaga()];
    const cpf = cpfValido(2);
    const r = await Promise.all(
      nrs.map((nr) =>
        postForm(`/vagas/${nr}-soldador/candidatar`, formCandidatura(nr, cpf, { nm_pessoa: `Pessoa ${nr}` })),
      ),
    );
    expect(r.map((x) => x.statusCode)).toEqual([201, 201, 201]);
    expect(await contar(sql`SELECT count(*) AS n FROM pessoa WHERE nr_documento_cpf = ${cpf}`)).toBe(1);
    expect(
      await contar(sql`SELECT count(*) AS n FROM candidato_web cw JOIN pessoa p ON p.cd_pessoa = cw.cd_pessoa_candidato
                        WHERE p.nr_documento_cpf = ${cpf}`),
    ).toBe(3);
    // the same vacancy again: one row, and the same answer (a typed CPF tells nothing of its past)
    const again = await postForm(`/vagas/${nrs[0]}-soldador/candidatar`, formCandidatura(nrs[0], cpf));
    expect(again.statusCode).toBe(201);
    expect(await contar(sql`SELECT count(*) AS n FROM candidato_web WHERE nr_vaga = ${nrs[0]}`)).toBe(1);
  });

  it("checks the editor's rules (CPF, age, phones, e-mail) and writes nothing on error", async () => {
    const nr = await vaga();
    const antes = await contar(sql`SELECT count(*) AS n FROM candidato`);
    const res = await postForm(
      `/vagas/${nr}-soldador/candidatar`,
      formCandidatura(nr, '123.456.789-00', {
        dt_nascimento: new Date(Date.now() - 10 * 365 * DIA).toISOString().slice(0, 10),
        nr_telefone_rec: '',
        ds_email: 'sem-arroba',
        aceite_privacidade: '',
      }),
    );
    expect(res.statusCode).toBe(400);
    for (const m of [
      'Número de CPF inválido.',
      'A idade mínima para cadastrar-se é de 14 anos!',
      'Informe ao menos 2 telefones para contato!',
      'O e-mail informado é inválido!',
      MENSAGENS_PORTAL.consentimento,
    ])
      expect(res.body).toContain(m);
    // what was typed comes back, escaped
    expect(res.body).toContain('value="sem-arroba"');
    expect(await contar(sql`SELECT count(*) AS n FROM candidato`)).toBe(antes);
    expect(await contar(sql`SELECT count(*) AS n FROM candidato_web WHERE nr_vaga = ${nr}`)).toBe(0);
  });

  it('closes the vacancy to applications once the Divulga Web quantity is reached', async () => {
    const nr = await vaga({ qt_candidatos_vaga_web: 2 });
    const r = await Promise.all(
      [3, 4, 5].map((i) => postForm(`/vagas/${nr}-soldador/candidatar`, formCandidatura(nr, cpfValido(i)))),
    );
    expect(r.map((x) => x.statusCode).sort()).toEqual([201, 201, 409]);
    expect(r.find((x) => x.statusCode === 409)?.body).toContain(MENSAGENS_PORTAL.vagaEncerrada);
    expect(await contar(sql`SELECT count(*) AS n FROM candidato_web WHERE nr_vaga = ${nr}`)).toBe(2);
    // the refused applicant's record was not kept either
    expect(
      await contar(
        sql`SELECT count(*) AS n FROM pessoa WHERE nr_documento_cpf IN (${cpfValido(3)}, ${cpfValido(4)}, ${cpfValido(5)})`,
      ),
    ).toBe(2);
    const pagina = (await get(`/vagas/${nr}-soldador`)).body;
    expect(pagina).toContain('não aceita novas inscrições');
    expect(pagina).not.toContain('/candidatar"');
  });

  it('refuses bots: the honeypot, a form sent at once, a forged or foreign stamp, another origin', async () => {
    const nr = await vaga();
    const url = `/vagas/${nr}-soldador/candidatar`;
    const cpf = cpfValido(6);
    const casos: [Record<string, string>, Record<string, string>, string][] = [
      [{ ds_site: 'http://spam.example' }, {}, MENSAGENS_PORTAL.formularioInvalido],
      [{ carimbo: carimbos.gerar(`candidatura|${nr}`) }, {}, MENSAGENS_PORTAL.formularioRapido],
      [
        { carimbo: carimbos.gerar(`candidatura|${nr}`, Date.now() - 3 * 3600_000) },
        {},
        MENSAGENS_PORTAL.formularioExpirado,
      ],
      [{ carimbo: carimbo(`candidatura|${nr + 1}`) }, {}, MENSAGENS_PORTAL.formularioInvalido],
      [
        {
          carimbo: new Carimbos({ PORTAL_SECRET: 'x'.repeat(40) }).gerar(
            `candidatura|${nr}`,
            Date.now() - 10_000,
          ),
        },
        {},
        MENSAGENS_PORTAL.formularioInvalido,
      ],
    ];
    for (const [extra, headers, mensagem] of casos) {
      const res = await postForm(url, formCandidatura(nr, cpf, extra), headers);
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain(mensagem);
    }
    expect(
      (await postForm(url, formCandidatura(nr, cpf), { origin: 'https://outro.example' })).statusCode,
    ).toBe(404);
    expect(await contar(sql`SELECT count(*) AS n FROM pessoa WHERE nr_documento_cpf = ${cpf}`)).toBe(0);
  });

  it('limits applications per CPF', async () => {
    const cpf = cpfValido(7);
    const codigos: number[] = [];
    for (let i = 0; i <= LIMITES_PORTAL.candidaturasPorCpfHora; i++) {
      const nr = await vaga();
      codigos.push((await postForm(`/vagas/${nr}-soldador/candidatar`, formCandidatura(nr, cpf))).statusCode);
    }
    expect(codigos.slice(0, -1).every((c) => c === 201)).toBe(true);
    expect(codigos.at(-1)).toBe(429);
  });
});

describe('applying: limit per address', () => {
  it('limits applications per IP address', async () => {
    const outro = await createTestApp({
      PORTAL_SECRET: SEGREDO,
      PORTAL_FORM_MIN_SECONDS: '0',
      PORTAL_APPLY_PER_IP_HOUR: '2',
    });
    try {
      await criarCatalogosVaga(outro.app.deps.db);
      const cli = await criarCliente(outro.app.deps.db);
      const req = await criarRequisicao(outro.app.deps.db, cli);
      const nr = await criarVaga(outro.app.deps.db, { cliente: cli, requisicao: req }, PUBLICADA);
      const codigos: number[] = [];
      for (const i of [8, 9, 10]) {
        const res = await outro.app.inject({
          method: 'POST',
          url: `/vagas/${nr}-vaga/candidatar`,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams(formCandidatura(nr, cpfValido(i))).toString(),
        });
        codigos.push(res.statusCode);
      }
      expect(codigos).toEqual([201, 201, 429]);
    } finally {
      await outro.close();
    }
  });
});
