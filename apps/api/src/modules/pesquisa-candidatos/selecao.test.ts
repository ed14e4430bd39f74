import { MENSAGENS } from '@backoffice/domain/mensagens';
import { MENSAGENS_PESQUISA, type PesquisaCandidatosResposta } from '@backoffice/domain/pesquisa-candidatos';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarUnidade } from '../../../test/factories';
import { createTestApp, injectAs, login, loginComUsuario, type TestApp } from '../../../test/helpers';
import { criarCandidato, criarCatalogos, criarCliente, criarVaga } from '../../../test/pesquisa-fixtures';

let t: TestApp;
let cookie: string;
let analista: number;
let cliente: number;
let vaga: { nr_vaga: number; nr_requisicao: number };
let outraVaga: { nr_vaga: number; nr_requisicao: number };
const c: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  const h = t.db.handle;
  await criarCatalogos(h);
  await criarUnidade(t.app.deps.db, { cd_empresa: 1 });
  const s = await loginComUsuario(t.app, 'selecao');
  cookie = s.cookie;
  analista = s.usuario.user_sip;
  cliente = await criarCliente(h);
  vaga = await criarVaga(h, { cliente, analista });
  outraVaga = await criarVaga(h, { cliente, analista });
  c.ana = await criarCandidato(h, { nome: 'Ana', texto: 'cozinheira industrial' });
  c.bia = await criarCandidato(h, { nome: 'Bia', texto: 'cozinheira de restaurante' });
  c.caio = await criarCandidato(h, { nome: 'Caio', texto: 'pedreiro de acabamento' });
});
afterAll(async () => {
  await t?.close();
});

const pesquisar = (nrVaga: number, quem: string | null = cookie, extra: Record<string, unknown> = {}) =>
  injectAs(t.app, quem ?? undefined, {
    method: 'POST',
    url: '/api/pesquisa-candidatos/pesquisa',
    payload: { nrVaga, palavrasChaveObrigatorio: 'cozinheira', ...extra },
  });
const visto = (payload: Record<string, unknown>, quem: string | null = cookie) =>
  injectAs(t.app, quem ?? undefined, {
    method: 'PUT',
    url: '/api/pesquisa-candidatos/candidato-visualizado',
    payload,
  });
const descartar = (payload: Record<string, unknown>, quem: string | null = cookie) =>
  injectAs(t.app, quem ?? undefined, {
    method: 'DELETE',
    url: '/api/pesquisa-candidatos/candidato-descartado',
    payload,
  });
const relacionar = (payload: Record<string, unknown>, quem: string | null = cookie) =>
  injectAs(t.app, quem ?? undefined, { method: 'POST', url: '/api/vaga/relacionar-candidato', payload });

async function selecao(nrVaga = vaga.nr_vaga): Promise<PesquisaCandidatosResposta> {
  const res = await pesquisar(nrVaga);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('seen flag', () => {
  it('toggles S/N on the selection row', async () => {
    const s = await selecao();
    const res = await visto({ nr_selecao: s.nr_selecao, cd_pessoa: c.ana, cd_valor: 'S' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Atualizado com sucesso' });
    const [r] = await t.db.handle.query<{ id_visto: string; visto: boolean }>(
      'SELECT id_visto, dt_visto IS NOT NULL AS visto FROM selecao_candidato WHERE nr_selecao = $1 AND cd_pessoa_candidato = $2',
      [s.nr_selecao, c.ana],
    );
    expect(r).toEqual({ id_visto: 'S', visto: true });
    await visto({ nr_selecao: s.nr_selecao, cd_pessoa: c.ana, cd_valor: 'N' });
    const [r2] = await t.db.handle.query<{ id_visto: string }>(
      'SELECT id_visto FROM selecao_candidato WHERE nr_selecao = $1 AND cd_pessoa_candidato = $2',
      [s.nr_selecao, c.ana],
    );
    expect(r2.id_visto).toBe('N');
  });

  it('404 for a candidate not in the selection; 400 for a bad value', async () => {
    const s = await selecao();
    expect((await visto({ nr_selecao: s.nr_selecao, cd_pessoa: c.caio, cd_valor: 'S' })).statusCode).toBe(
      404,
    );
    expect((await visto({ nr_selecao: s.nr_selecao, cd_pessoa: c.ana, cd_valor: 'X' })).statusCode).toBe(400);
    expect((await visto({ nr_selecao: 'a', cd_pessoa: c.ana, cd_valor: 'S' })).statusCode).toBe(400);
  });
});

describe('discard', () => {
  it('removes the candidate from this and every later search of the vacancy, not of other vacancies', async () => {
    const s = await selecao(outraVaga.nr_vaga);
    expect(s.candidatos.map((x) => x.CD_PESSOA)).toContain(c.bia);
    const res = await descartar({
      nr_selecao: s.nr_selecao,
      cd_pessoa: c.bia,
      nr_vaga: outraVaga.nr_vaga,
      nr_requisicao: outraVaga.nr_requisicao,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Candidato descartado com sucesso' });
    const depois = await selecao(outraVaga.nr_vaga);
    expect(depois.candidatos.map((x) => x.CD_PESSOA)).not.toContain(c.bia);
    expect(depois.total).toBe(s.total - 1);
    expect((await selecao(vaga.nr_vaga)).candidatos.map((x) => x.CD_PESSOA)).toContain(c.bia);
    // discarding again changes nothing
    const outra = await descartar({ nr_selecao: s.nr_selecao, cd_pessoa: c.bia, nr_vaga: outraVaga.nr_vaga });
    expect(outra.statusCode).toBe(200);
  });

  it('refuses a selection of another vacancy (400) and an unknown row (404)', async () => {
    const s = await selecao(vaga.nr_vaga);
    const errada = await descartar({
      nr_selecao: s.nr_selecao,
      cd_pessoa: c.ana,
      nr_vaga: outraVaga.nr_vaga,
    });
    expect(errada.statusCode).toBe(400);
    expect(errada.json().error).toBe(MENSAGENS_PESQUISA.selecaoDeOutraVaga);
    const nada = await descartar({ nr_selecao: s.nr_selecao, cd_pessoa: c.caio, nr_vaga: vaga.nr_vaga });
    expect(nada.statusCode).toBe(404);
    expect((await descartar({ nr_selecao: s.nr_selecao })).statusCode).toBe(400);
  });
});

describe('relate', () => {
  it('relates at 3, sends the resume at 4, forwards at 5, with the spec messages and a timeline note', async () => {
    const cd = await criarCandidato(t.db.handle, { texto: 'cozinheira de hotel' });
    const um = await relacionar({ cd_pessoa_candidato: cd, nr_vaga: vaga.nr_vaga, cd_estagio_vaga: 3 });
    expect(um.statusCode, um.body).toBe(200);
    expect(um.json()).toEqual({ message: 'Candidato relacionado com sucesso!' });
    const linha = (await selecao()).candidatos.find((x) => x.CD_PESSOA === cd);
    expect(linha).toMatchObject({ POSSUI_RELACIONAMENTO: 'RELACIONADO', CD_ESTAGIO_VAGA: 3, RELACIONADO: 1 });

    const dois = await relacionar({ cd_pessoa_candidato: cd, nr_vaga: vaga.nr_vaga, cd_estagio_vaga: '4' });
    expect(dois.json()).toEqual({ message: 'Currículo enviado com sucesso!' });
    const tres = await relacionar({ cd_pessoa_candidato: cd, nr_vaga: vaga.nr_vaga, cd_estagio_vaga: 5 });
    expect(tres.json()).toEqual({ message: 'Candidato encaminhado com sucesso!' });
    const [vc] = await t.db.handle.query<{
      cd_estagio_vaga: number;
      curriculo: boolean;
      encaminhado: boolean;
    }>(
      `SELECT cd_estagio_vaga, dt_curriculo IS NOT NULL AS curriculo, dt_encaminhamento IS NOT NULL AS encaminhado
         FROM vaga_candidato WHERE nr_vaga = $1 AND cd_pessoa_candidato = $2`,
      [vaga.nr_vaga, cd],
    );
    expect(vc).toEqual({ cd_estagio_vaga: 5, curriculo: true, encaminhado: true });
    const notas = await t.db.handle.query<{ ds_historico: string }>(
      'SELECT ds_historico FROM candidato_historico WHERE cd_pessoa_candidato = $1 ORDER BY id_historico',
      [cd],
    );
    expect(notas.map((n) => n.ds_historico)).toEqual([
      `Candidato relacionado à vaga ${vaga.nr_vaga} (em análise).`,
      `Currículo enviado ao cliente da vaga ${vaga.nr_vaga}.`,
      `Candidato encaminhado para a vaga ${vaga.nr_vaga}.`,
    ]);
  });

  it('never moves a stage back', async () => {
    const cd = await criarCandidato(t.db.handle, { texto: 'copeira' });
    await relacionar({ cd_pessoa_candidato: cd, nr_vaga: vaga.nr_vaga, cd_estagio_vaga: 4 });
    for (const estagio of [3, 4]) {
      const res = await relacionar({
        cd_pessoa_candidato: cd,
        nr_vaga: vaga.nr_vaga,
        cd_estagio_vaga: estagio,
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toBe(MENSAGENS_PESQUISA.estagioNaoRetrocede);
    }
  });

  it('refuses blocked and inactive candidates', async () => {
    const bloqueado = await criarCandidato(t.db.handle, { id_bloqueado: 'S' });
    const inativo = await criarCandidato(t.db.handle, { dt_inativo: '2999-12-31' });
    for (const cd of [bloqueado, inativo]) {
      const res = await relacionar({ cd_pessoa_candidato: cd, nr_vaga: vaga.nr_vaga, cd_estagio_vaga: 3 });
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toBe(MENSAGENS_PESQUISA.candidatoIndisponivel);
    }
    const [{ n }] = await t.db.handle.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM vaga_candidato WHERE cd_pessoa_candidato = ANY($1::bigint[])',
      [[bloqueado, inativo]],
    );
    expect(n).toBe(0);
  });

  it('404 for unknown vacancy or candidate; 400 for a stage outside 3, 4, 5', async () => {
    expect(
      (await relacionar({ cd_pessoa_candidato: c.ana, nr_vaga: 987_654, cd_estagio_vaga: 3 })).statusCode,
    ).toBe(404);
    expect(
      (await relacionar({ cd_pessoa_candidato: 987_654, nr_vaga: vaga.nr_vaga, cd_estagio_vaga: 3 }))
        .statusCode,
    ).toBe(404);
    for (const estagio of [2, 6, 'x']) {
      const res = await relacionar({
        cd_pessoa_candidato: c.ana,
        nr_vaga: vaga.nr_vaga,
        cd_estagio_vaga: estagio,
      });
      expect(res.statusCode).toBe(400);
    }
  });
});

describe('frozen vacancy (13)', () => {
  it('blocks the search with the spec warning, and discard and relate', async () => {
    const v = await criarVaga(t.db.handle, { cliente, analista });
    const s = await selecao(v.nr_vaga);
    await t.db.handle.query('UPDATE vaga SET cd_situacao_vaga = 13 WHERE nr_vaga = $1', [v.nr_vaga]);
    const res = await pesquisar(v.nr_vaga);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(MENSAGENS_PESQUISA.vagaCongelada);
    const d = await descartar({ nr_selecao: s.nr_selecao, cd_pessoa: c.ana, nr_vaga: v.nr_vaga });
    expect(d.statusCode).toBe(409);
    expect(d.json().error).toBe(MENSAGENS.vagaCongelada);
    const r = await relacionar({ cd_pessoa_candidato: c.ana, nr_vaga: v.nr_vaga, cd_estagio_vaga: 3 });
    expect(r.statusCode).toBe(409);
    expect(r.json().error).toBe(MENSAGENS.vagaCongelada);
  });
});

describe('overdue vacancies of the analyst', () => {
  it('block the search until they are extended', async () => {
    const s = await loginComUsuario(t.app, { permissoes: [58], cd_unid: 1 });
    const minha = await criarVaga(t.db.handle, { cliente, analista: s.usuario.user_sip });
    const atrasada = await criarVaga(t.db.handle, {
      cliente,
      analista: s.usuario.user_sip,
      dt_abertura: new Date(Date.now() - 100 * 86_400_000).toISOString().slice(0, 10),
    });
    const info = () =>
      injectAs(t.app, s.cookie, { method: 'GET', url: `/api/vaga/info-vaga/${minha.nr_vaga}` });
    expect((await info()).json().VAGAS_ATRASADAS_USUARIO).toEqual([atrasada.nr_vaga]);
    const res = await pesquisar(minha.nr_vaga, s.cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(MENSAGENS_PESQUISA.vagasAtrasadas([atrasada.nr_vaga]));
    await t.db.handle.query('UPDATE vaga SET dt_prorrogacao = current_date + 30 WHERE nr_vaga = $1', [
      atrasada.nr_vaga,
    ]);
    expect((await info()).json().VAGAS_ATRASADAS_USUARIO).toEqual([]);
    expect((await pesquisar(minha.nr_vaga, s.cookie)).statusCode).toBe(200);
  });

  it('apply only to users of the listed units', async () => {
    await criarUnidade(t.app.deps.db, { cd_empresa: 777 });
    const s = await loginComUsuario(t.app, { permissoes: [58], cd_unid: 777 });
    await criarVaga(t.db.handle, {
      cliente,
      analista: s.usuario.user_sip,
      dt_abertura: new Date(Date.now() - 200 * 86_400_000).toISOString().slice(0, 10),
    });
    expect((await pesquisar(vaga.nr_vaga, s.cookie)).statusCode).toBe(200);
  });
});

describe('access', () => {
  it('needs a session and the selection area codes', async () => {
    const semPermissao = await login(t.app, 'financeiro');
    const chamadas = [
      (q: string | null) => pesquisar(vaga.nr_vaga, q),
      (q: string | null) => visto({ nr_selecao: 1, cd_pessoa: 1, cd_valor: 'S' }, q),
      (q: string | null) => descartar({ nr_selecao: 1, cd_pessoa: 1, nr_vaga: 1 }, q),
      (q: string | null) => relacionar({ cd_pessoa_candidato: 1, nr_vaga: 1, cd_estagio_vaga: 3 }, q),
      (q: string | null) =>
        injectAs(t.app, q ?? undefined, {
          method: 'POST',
          url: '/api/pesquisa-candidatos/gravar-perfil-vaga',
          payload: { nrVaga: vaga.nr_vaga },
        }),
    ];
    for (const chamar of chamadas) {
      expect((await chamar(null)).statusCode).toBe(401);
      expect((await chamar(semPermissao)).statusCode).toBe(403);
    }
  });
});

describe('the search area as a recruiter (spec 000 §6, §7.6; docs/decisions/0012)', () => {
  it('lets the demo recruiter search, mark seen, discard, save the profile and toggle secrecy', async () => {
    const r = await loginComUsuario(t.app, 'recrutamento');
    const v = await criarVaga(t.db.handle, { cliente, analista: r.usuario.user_sip });
    const res = await pesquisar(v.nr_vaga, r.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const sel: PesquisaCandidatosResposta = res.json();
    expect(sel.candidatos.map((x) => x.CD_PESSOA)).toEqual(expect.arrayContaining([c.ana, c.bia]));
    const visto1 = await visto({ nr_selecao: sel.nr_selecao, cd_pessoa: c.ana, cd_valor: 'S' }, r.cookie);
    expect(visto1.statusCode, visto1.body).toBe(200);
    const d = await descartar({ nr_selecao: sel.nr_selecao, cd_pessoa: c.bia, nr_vaga: v.nr_vaga }, r.cookie);
    expect(d.statusCode, d.body).toBe(200);
    const perfil = await injectAs(t.app, r.cookie, {
      method: 'POST',
      url: '/api/pesquisa-candidatos/gravar-perfil-vaga',
      payload: { nrVaga: v.nr_vaga, palavrasChaveObrigatorio: 'cozinheira' },
    });
    expect(perfil.statusCode, perfil.body).toBe(200);
    const sigilo = await injectAs(t.app, r.cookie, {
      method: 'PUT',
      url: '/api/vaga/vaga-confidencial',
      payload: { nrRequisicao: v.nr_requisicao, novoStatus: 'S' },
    });
    expect(sigilo.statusCode, sigilo.body).toBe(200);
    const hist = await injectAs(t.app, r.cookie, {
      method: 'GET',
      url: `/api/pesquisa-candidatos/pesquisas/${v.nr_vaga}`,
    });
    expect(hist.statusCode, hist.body).toBe(200);
    expect(hist.json()).toHaveLength(1);
  });

  it('still refuses (403) a user with neither Selection nor Recruitment codes', async () => {
    const semCodigos = await login(t.app, { permissoes: [103, 206, 316] });
    expect((await pesquisar(vaga.nr_vaga, semCodigos)).statusCode).toBe(403);
    const sigilo = await injectAs(t.app, semCodigos, {
      method: 'PUT',
      url: '/api/vaga/vaga-sigilosa',
      payload: { nrRequisicao: vaga.nr_requisicao, novoStatus: 'S' },
    });
    expect(sigilo.statusCode).toBe(403);
  });
});

describe('search history of the vacancy', () => {
  const get = (url: string, quem: string | null = cookie) =>
    injectAs(t.app, quem ?? undefined, { method: 'GET', url });

  it('lists the searches with their discards, newest first, and the discarded candidates of one', async () => {
    const h = await criarVaga(t.db.handle, { cliente, analista });
    const primeira = await selecao(h.nr_vaga);
    const segunda = await selecao(h.nr_vaga);
    const d = await descartar({ nr_selecao: segunda.nr_selecao, cd_pessoa: c.ana, nr_vaga: h.nr_vaga });
    expect(d.statusCode, d.body).toBe(200);

    const res = await get(`/api/pesquisa-candidatos/pesquisas/${h.nr_vaga}`);
    expect(res.statusCode, res.body).toBe(200);
    const lista = res.json();
    expect(lista.map((l: { NR_SELECAO: number }) => l.NR_SELECAO)).toEqual([
      segunda.nr_selecao,
      primeira.nr_selecao,
    ]);
    expect(lista[0]).toMatchObject({
      SOMA: segunda.total,
      CANDIDATOS_DESCARTADOS: 1,
      POSSUI_ENVIO_CANDIDATO: 'N',
      ENVIO_DE_CONTATO: [],
    });
    expect(lista[0].NM_USUARIO).toBeTruthy();
    expect(lista[1].CANDIDATOS_DESCARTADOS).toBe(0);

    const desc = await get(
      `/api/pesquisa-candidatos/candidatos/descartados/${h.nr_vaga}/${segunda.nr_selecao}`,
    );
    expect(desc.statusCode, desc.body).toBe(200);
    expect(desc.json()).toEqual([
      expect.objectContaining({ CD_PESSOA: c.ana, NM_PESSOA: expect.stringContaining('Ana') }),
    ]);
    const nenhum = await get(
      `/api/pesquisa-candidatos/candidatos/descartados/${h.nr_vaga}/${primeira.nr_selecao}`,
    );
    expect(nenhum.json()).toEqual([]);
  });

  it('shows the channels already used on a search', async () => {
    const h = await criarVaga(t.db.handle, { cliente, analista });
    const s = await selecao(h.nr_vaga);
    await t.db.handle.query(
      `UPDATE selecao_candidato SET id_envio_email = 'S', id_envio_whatsapp = 'N' WHERE nr_selecao = $1`,
      [s.nr_selecao],
    );
    const [linha] = (await get(`/api/pesquisa-candidatos/pesquisas/${h.nr_vaga}`)).json();
    expect(linha.POSSUI_ENVIO_CANDIDATO).toBe('S');
    expect(linha.ENVIO_DE_CONTATO).toEqual([{ CD_TIPO_ENVIO: 1 }, { CD_TIPO_ENVIO: 10 }]);
  });

  it('answers 404 for an unknown vacancy or a search of another vacancy, 400 for a bad number', async () => {
    const s = await selecao(outraVaga.nr_vaga);
    expect((await get('/api/pesquisa-candidatos/pesquisas/999999')).statusCode).toBe(404);
    const outra = await get(
      `/api/pesquisa-candidatos/candidatos/descartados/${vaga.nr_vaga}/${s.nr_selecao}`,
    );
    expect(outra.statusCode).toBe(404);
    expect(outra.json()).toEqual({ error: 'Pesquisa não encontrada para esta vaga.' });
    expect((await get('/api/pesquisa-candidatos/pesquisas/abc')).statusCode).toBe(400);
  });

  it('needs a session and the selection or recruitment codes', async () => {
    const semPermissao = await login(t.app, 'financeiro');
    for (const url of [
      `/api/pesquisa-candidatos/pesquisas/${vaga.nr_vaga}`,
      `/api/pesquisa-candidatos/candidatos/descartados/${vaga.nr_vaga}/1`,
    ]) {
      expect((await get(url, null)).statusCode).toBe(401);
      expect((await get(url, semPermissao)).statusCode).toBe(403);
    }
  });
});

describe('deleting a candidate', () => {
  it('takes its rows out of every selection and leaves the others', async () => {
    const h = t.db.handle;
    const dani = await criarCandidato(h, { nome: 'Dani', texto: 'cozinheira de hotel' });
    const edu = await criarCandidato(h, { nome: 'Edu', texto: 'cozinheira de hospital' });
    const s1 = await selecao();
    const s2 = await selecao(outraVaga.nr_vaga);
    const linhas = async (cd: number) =>
      (
        await h.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM selecao_candidato WHERE cd_pessoa_candidato = $1 AND nr_selecao = ANY($2)',
          [cd, [s1.nr_selecao, s2.nr_selecao]],
        )
      )[0].n;
    expect(await linhas(dani)).toBe(2);
    await h.query('DELETE FROM candidato WHERE cd_pessoa = $1', [dani]);
    expect(await linhas(dani)).toBe(0);
    expect(await linhas(edu)).toBe(2);
  });
});

describe('deleting a selection', () => {
  const linhasDe = async (nrSelecao: number) =>
    (
      await t.db.handle.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM selecao_candidato WHERE nr_selecao = $1',
        [nrSelecao],
      )
    )[0].n;

  it('takes its rows with it and leaves the other selections whole', async () => {
    const s1 = await selecao();
    const s2 = await selecao();
    expect(await linhasDe(s1.nr_selecao)).toBeGreaterThan(0);
    const antes = await linhasDe(s2.nr_selecao);
    await t.db.handle.query('DELETE FROM selecao WHERE nr_selecao = $1', [s1.nr_selecao]);
    expect(await linhasDe(s1.nr_selecao)).toBe(0);
    expect(await linhasDe(s2.nr_selecao)).toBe(antes);
  });

  it('with its vacancy takes the rows of every selection of the vacancy', async () => {
    const h = t.db.handle;
    const v = await criarVaga(h, { cliente, analista });
    const s1 = await selecao(v.nr_vaga);
    const s2 = await selecao(v.nr_vaga);
    const outra = await selecao();
    const antes = await linhasDe(outra.nr_selecao);
    expect((await linhasDe(s1.nr_selecao)) + (await linhasDe(s2.nr_selecao))).toBeGreaterThan(0);
    await h.query('DELETE FROM vaga WHERE nr_vaga = $1', [v.nr_vaga]);
    expect(await linhasDe(s1.nr_selecao)).toBe(0);
    expect(await linhasDe(s2.nr_selecao)).toBe(0);
    expect(await linhasDe(outra.nr_selecao)).toBe(antes);
  });
});
