import { MENSAGENS_VAGA_CANDIDATOS } from '@backoffice/domain/vaga-candidatos';
import { hojeNegocio, somarDiasIso } from '@backoffice/domain/vaga-edicao';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Sessao, TestApp } from '../../../../test/helpers';
import { criarCandidato, notasVaga } from '../../../../test/vaga-fixtures';
import { usarCandidatosVaga } from './candidatos-vaga.fixtures';

/** A vacancy's candidates: adding them, the web candidates, the timeline, the analyst change and the job summary. */

const M = MENSAGENS_VAGA_CANDIDATOS;
const hoje = hojeNegocio();
const f = usarCandidatosVaga();
const { q, novaVaga, relacionar, linhaVc, post, get } = f;
let t: TestApp;
let analista: Sessao;
let recrutador: Sessao;
let financeiro: Sessao;
beforeAll(() => {
  ({ t, analista, recrutador, financeiro } = f.estado);
});

describe('adding candidates', () => {
  it('checks who may be related and relates several at their stages, all or none', async () => {
    const { nr } = await novaVaga();
    const livre = await criarCandidato(t.app.deps.db, 'Livre');
    const outro = await criarCandidato(t.app.deps.db, 'Outro');
    const bloqueado = await criarCandidato(t.app.deps.db, 'Bloqueado');
    const inativo = await criarCandidato(t.app.deps.db, 'Inativo');
    const ja = await criarCandidato(t.app.deps.db, 'Já Relacionado');
    await t.app.deps.db.execute(sql`UPDATE candidato SET id_bloqueado = 'S' WHERE cd_pessoa = ${bloqueado}`);
    await t.app.deps.db.execute(
      sql`UPDATE candidato SET dt_inativo = ${somarDiasIso(hoje, 30)}::date WHERE cd_pessoa = ${inativo}`,
    );
    await relacionar(nr, ja);

    const um = await post('vaga/pode-relacionar-candidato-nova-vaga', { cd_pessoa: bloqueado });
    expect(um.json()).toMatchObject({ PODE_RELACIONAR: 'N', MOTIVO: M.validacao.candidatoIndisponivel });
    const varios = await post('vaga/pode-relacionar-candidatos-nova-vaga', {
      cd_pessoas: [livre, bloqueado, inativo, ja],
      nr_vaga: nr,
    });
    expect(varios.json().map((x: { PODE_RELACIONAR: string }) => x.PODE_RELACIONAR)).toEqual([
      'S',
      'N',
      'N',
      'N',
    ]);

    const recusa = await post('vaga/relacionar-candidatos', {
      nr_vaga: nr,
      candidatos: [{ cd_pessoa: livre }, { cd_pessoa: bloqueado, cd_estagio_vaga: 4 }],
    });
    expect(recusa.statusCode).toBe(409);
    expect(recusa.json().error).toEqual([`Bloqueado: ${M.validacao.candidatoIndisponivel}`]);
    expect(await linhaVc(nr, livre)).toBeUndefined();

    const ok = await post('vaga/relacionar-candidatos', {
      nr_vaga: nr,
      candidatos: [
        { cd_pessoa: livre, cd_estagio_vaga: 3 },
        { cd_pessoa: outro, cd_estagio_vaga: 5 },
      ],
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe(M.sucesso.relacionados);
    expect((await linhaVc(nr, livre)).cd_estagio_vaga).toBe(3);
    expect((await linhaVc(nr, outro)).cd_estagio_vaga).toBe(5);

    const vazia = await post('vaga/relacionar-candidatos', { nr_vaga: nr, candidatos: [] });
    expect(vazia.statusCode).toBe(400);
    expect(vazia.json().error).toContain(M.validacao.listaVazia);
    const estagio = await post('vaga/relacionar-candidatos', {
      nr_vaga: nr,
      candidatos: [{ cd_pessoa: livre, cd_estagio_vaga: 6 }],
    });
    expect(estagio.statusCode).toBe(400);
  });

  it('searches candidates with the text in the query string', async () => {
    await criarCandidato(t.app.deps.db, 'Zuleica Pesquisável');
    const r = await get('candidato/candidatos?text=zuleica');
    expect(r.statusCode).toBe(200);
    expect(r.json()[0].NM_PESSOA).toBe('Zuleica Pesquisável');
  });
});

describe('web candidates', () => {
  it('toggles seen, discards one, discards the seen ones, and relates from the web list', async () => {
    const { nr, req } = await novaVaga();
    const a = await criarCandidato(t.app.deps.db);
    const b = await criarCandidato(t.app.deps.db);
    const c = await criarCandidato(t.app.deps.db);
    await t.app.deps.db.execute(sql`INSERT INTO candidato_web (cd_pessoa_candidato, nr_requisicao, nr_vaga)
      VALUES (${a}, ${req}, ${nr}), (${b}, ${req}, ${nr}), (${c}, ${req}, ${nr})`);
    const visto = await post('vaga/atualiza-candidato-visto', {
      nr_requisicao: req,
      cd_pessoa_candidato: a,
      id_visto: 'S',
    });
    expect(visto.statusCode).toBe(200);
    const naoExiste = await post('vaga/atualiza-candidato-visto', {
      nr_requisicao: req,
      cd_pessoa_candidato: 999999,
      id_visto: 'S',
    });
    expect(naoExiste.statusCode).toBe(404);

    const vistos = await post('vaga/descartar-candidatos-vistos-web', { nr_vaga: nr });
    expect(vistos.json().message).toBe(M.sucesso.descartadosVistos(1));
    const um = await post('vaga/descartar-candidato-web', {
      cd_pessoa_candidato: b,
      nr_requisicao: req,
      nr_vaga: nr,
    });
    expect(um.statusCode).toBe(200);
    const web = (await get(`vaga/candidatos-web/${nr}`)).json();
    expect(web.map((w: { CD_PESSOA_CANDIDATO: number }) => w.CD_PESSOA_CANDIDATO)).toEqual([c]);
    expect((await get(`vaga/contadores-candidatos/${nr}`)).json().QTD_CANDIDATOS_DESCARTADOS).toBe(2);

    const rel = await post('vaga/relacionar-candidato', {
      cd_pessoa_candidato: c,
      nr_vaga: nr,
      cd_estagio_vaga: 4,
    });
    expect(rel.statusCode).toBe(200);
    expect((await get(`vaga/candidatos-web/${nr}`)).json()[0]).toMatchObject({
      POSSUI_RELACIONAMENTO: 'S',
      NR_VAGA_RELACIONADA: nr,
    });

    const errada = await post('vaga/descartar-candidato-web', {
      cd_pessoa_candidato: c,
      nr_requisicao: req + 1000,
      nr_vaga: nr,
    });
    expect(errada.statusCode).toBe(400);
    const semVaga = await post('vaga/descartar-candidato-web', {
      cd_pessoa_candidato: c,
      nr_requisicao: req,
    });
    expect(semVaga.statusCode).toBe(400);
  });
});

describe('timeline', () => {
  it('stores sanitised HTML and lists it newest first', async () => {
    const { nr } = await novaVaga();
    const html =
      '<p><strong>Cliente</strong> pediu prioridade nesta vaga.</p><script>alert(1)</script><img src=x onerror=alert(2)>';
    const r = await post('vaga/timeline', { ds_historico: html, nr_vaga: nr, cd_usuario: 1 });
    expect(r.statusCode).toBe(200);
    expect(r.json().message).toBe(M.sucesso.timeline);
    const lista = await get(`vaga/timeline/${analista.usuario.user_sip}/${nr}`);
    expect(lista.statusCode).toBe(200);
    expect(lista.json()[0]).toMatchObject({
      DS_HISTORICO: '<p><strong>Cliente</strong> pediu prioridade nesta vaga.</p>',
      NM_USUARIO: analista.usuario.nm_pessoa,
    });
  });

  it('refuses fewer than 20 characters of text and more than 3999 stored (400, nothing written)', async () => {
    const { nr } = await novaVaga();
    const curto = await post('vaga/timeline', {
      ds_historico: '<p><strong>curto demais</strong>     </p>',
      nr_vaga: nr,
    });
    expect(curto.statusCode).toBe(400);
    expect(curto.json().error).toContain(M.validacao.timelineMinimo);
    const longo = await post('vaga/timeline', { ds_historico: `<p>${'a'.repeat(3997)}</p>`, nr_vaga: nr });
    expect(longo.statusCode).toBe(400);
    expect(longo.json().error).toContain(M.validacao.timelineMaximo);
    // only markup that sanitising removes counts as nothing
    const soScript = await post('vaga/timeline', {
      ds_historico: `<script>${'x'.repeat(40)}</script>`,
      nr_vaga: nr,
    });
    expect(soScript.statusCode).toBe(400);
    expect(await notasVaga(t.app.deps.db, nr)).toHaveLength(0);
    expect(
      (await post('vaga/timeline', { ds_historico: 'x'.repeat(30), nr_vaga: nr }, financeiro)).statusCode,
    ).toBe(403);
  });
});

describe('analyst change and job summary', () => {
  it('changes the analyst only when asked and different, and the recruitment flag; only in situation 1', async () => {
    const { nr, req } = await novaVaga({ cd_pessoa_analista: analista.usuario.user_sip });
    const mesmo = await post(`vaga/${nr}/alterar-analista-vaga`, {
      cd_pessoa_analista: analista.usuario.user_sip,
      nr_requisicao: req,
      id_recrutamento: 'N',
      salvar_analista: 'S',
    });
    expect(mesmo.json().message).toBe(M.sucesso.semAlteracao);
    const r = await post(`vaga/${nr}/alterar-analista-vaga`, {
      cd_pessoa_analista: recrutador.usuario.user_sip,
      nr_requisicao: req,
      id_recrutamento: 'S',
      salvar_analista: true,
    });
    expect(r.statusCode).toBe(200);
    expect(r.json().message).toBe(`${M.sucesso.analistaAlterado} ${M.sucesso.recrutamentoAlterado}`);
    const [v] = await q<{ cd_pessoa_analista: number; id_recrutamento: string }>(
      sql`SELECT cd_pessoa_analista::float8 AS cd_pessoa_analista, id_recrutamento FROM vaga WHERE nr_vaga = ${nr}`,
    );
    expect(v).toEqual({ cd_pessoa_analista: recrutador.usuario.user_sip, id_recrutamento: 'S' });
    expect((await notasVaga(t.app.deps.db, nr)).map((n) => n.id_tipo)).toEqual(['A', 'ST']);

    const congelada = await novaVaga({ cd_situacao_vaga: 13 });
    const r13 = await post(`vaga/${congelada.nr}/alterar-analista-vaga`, {
      cd_pessoa_analista: recrutador.usuario.user_sip,
      nr_requisicao: congelada.req,
      id_recrutamento: 'N',
      salvar_analista: 'S',
    });
    expect(r13.statusCode).toBe(409);
    expect(r13.json().error).toBe(M.conflito.analistaSituacao);
    const inv = await post(`vaga/${nr}/alterar-analista-vaga`, { nr_requisicao: req, id_recrutamento: 'X' });
    expect(inv.statusCode).toBe(400);
  });

  it('answers VAGA and PERFIL, hiding the client of a secret vacancy', async () => {
    const { nr } = await novaVaga({ nr_idade_de: 18, nr_idade_ate: 40, id_sexo: 'F', vl_salario: 2500 });
    // the street's type code before a name that already says it is not repeated ('R Rua Benício')
    await t.app.deps.db.execute(
      sql`UPDATE cliente SET cd_tipo_logradouro = 'R', nm_cep = 'Rua Benício', nr_endereco = '120',
                             nm_bairro = 'Centro', nm_cidade = 'Joinville', cd_uf = 'SC'
           WHERE cd_pessoa = (SELECT cd_pessoa_cliente FROM vaga WHERE nr_vaga = ${nr})`,
    );
    const r = await get(`vaga/dados-vaga-resumida/${nr}`);
    expect(r.statusCode).toBe(200);
    expect(r.json().VAGA).toMatchObject({
      NR_VAGA: nr,
      NM_PESSOA_CLIENTE: 'Metalúrgica Exemplo',
      ENDERECO_CLIENTE: 'Rua Benício, 120, Centro, Joinville/SC',
      SALARIO: 2500,
    });
    expect(r.json().PERFIL).toMatchObject({ ID_SEXO: 'F', NR_IDADE_DE: 18, NR_IDADE_ATE: 40 });
    const sig = await novaVaga({ id_vaga_sigilosa: 'S' });
    const rs = (await get(`vaga/dados-vaga-resumida/${sig.nr}`)).json();
    expect(rs.VAGA).toMatchObject({ NM_PESSOA_CLIENTE: 'Informação Sigilosa', ENDERECO_CLIENTE: null });
    expect(rs.PERFIL).toBeNull();
    expect((await get(`vaga/dados-vaga-resumida/${sig.nr}`, financeiro)).statusCode).toBe(403);
  });
});
