import {
  dataInicioTrabalhoMinima,
  datasAprovacaoPadrao,
  MENSAGENS_VAGA_CANDIDATOS,
} from '@backoffice/domain/vaga-candidatos';
import { hojeNegocio, somarDiasIso } from '@backoffice/domain/vaga-edicao';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { injectAs, loginComUsuario, type Sessao, type TestApp } from '../../../../test/helpers';
import { criarCandidato, notasVaga } from '../../../../test/vaga-fixtures';
import { usarCandidatosVaga } from './candidatos-vaga.fixtures';

/** A vacancy's candidates: the lists and counters, approving, returning to pending, rejecting and restoring, the rejection e-mail. */

const M = MENSAGENS_VAGA_CANDIDATOS;
const hoje = hojeNegocio();
const padrao = datasAprovacaoPadrao(hoje);
const f = usarCandidatosVaga();
const { q, novaVaga, relacionar, linhaVc, notasCandidato, post, get } = f;
let t: TestApp;
let analista: Sessao;
let recrutador: Sessao;
let financeiro: Sessao;
beforeAll(() => {
  ({ t, analista, recrutador, financeiro } = f.estado);
});

describe('lists and counters', () => {
  it('lists related, web and discarded candidates with the spec fields and counts them', async () => {
    const { nr, req } = await novaVaga();
    const a = await criarCandidato(t.app.deps.db, 'Ana Relacionada');
    const b = await criarCandidato(t.app.deps.db, 'Bruno Web');
    const c = await criarCandidato(t.app.deps.db, 'Carla Descartada');
    const d = await criarCandidato(t.app.deps.db, 'Davi Pesquisa');
    await t.app.deps.db.execute(
      sql`UPDATE candidato SET nr_nota_candidato = 7, id_destaque = 'S' WHERE cd_pessoa = ${a}`,
    );
    await relacionar(nr, a, 4);
    await t.app.deps.db.execute(sql`INSERT INTO candidato_web (cd_pessoa_candidato, nr_requisicao, nr_vaga, id_visto)
      VALUES (${b}, ${req}, ${nr}, 'S'), (${a}, ${req}, NULL, 'N')`);
    await t.app.deps.db.execute(sql`INSERT INTO candidato_web (cd_pessoa_candidato, nr_requisicao, id_desvincular_web, id_tipo)
      VALUES (${c}, ${req}, 'S', 'WEB')`);
    const [sel] = await q<{
      nr: number;
    }>(sql`INSERT INTO selecao (nr_vaga, ds_filtros, nr_total, qt_resultados)
      VALUES (${nr}, '{}'::jsonb, 1, 1) RETURNING nr_selecao AS nr`);
    await t.app.deps.db.execute(sql`INSERT INTO selecao_candidato (nr_selecao, cd_pessoa_candidato, nr_vaga, nr_ordem, id_descartado, dt_descarte)
      VALUES (${sel.nr}, ${d}, ${nr}, 1, 'S', now())`);

    const rel = await get(`vaga/candidatos-relacionados/${nr}`);
    expect(rel.statusCode).toBe(200);
    expect(rel.json()).toHaveLength(1);
    expect(rel.json()[0]).toMatchObject({
      CD_PESSOA: a,
      NM_PESSOA: 'Ana Relacionada',
      CD_ESTAGIO_VAGA: 4,
      ID_SITUACAO: null,
      NOTA: 7,
      ID_DESTAQUE: 'S',
      CD_ORIGEM_RELACIONAMENTO: 2,
      CD_SITUACAO_ATUAL_VAGA: 1,
      CD_TIPO_CONTRATACAO: 1,
      ID_ENVIA_EMAIL_REPROV: 'S',
      NR_VAGA: nr,
    });

    const web = (await get(`vaga/candidatos-web/${nr}`)).json();
    expect(web.map((w: { NM_PESSOA: string }) => w.NM_PESSOA).sort()).toEqual([
      'Ana Relacionada',
      'Bruno Web',
    ]);
    const ana = web.find((w: { CD_PESSOA_CANDIDATO: number }) => w.CD_PESSOA_CANDIDATO === a);
    expect(ana).toMatchObject({ POSSUI_RELACIONAMENTO: 'S', NR_VAGA_RELACIONADA: nr, NR_REQUISICAO: req });

    const desc = (await get(`vaga/candidatos-descartados/${nr}`)).json();
    expect(
      desc.map((x: { ID_TIPO: string; NM_PESSOA: string }) => `${x.NM_PESSOA}:${x.ID_TIPO}`).sort(),
    ).toEqual(['Carla Descartada:WEB', 'Davi Pesquisa:ELASTIC']);

    expect((await get(`vaga/contadores-candidatos/${nr}`)).json()).toEqual({
      QTD_CANDIDATOS_RELACIONADOS: 1,
      QTD_CANDIDATOS_WEB: 2,
      QTD_CANDIDATOS_DESCARTADOS: 2,
      QTD_PESQUISAS: 1,
    });
  });

  it('answers 404 for an unknown vacancy, 400 for a bad number, 401 without session and 403 without permission', async () => {
    expect((await get('vaga/candidatos-relacionados/999999')).statusCode).toBe(404);
    const bad = await get('vaga/candidatos-web/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain('Vaga não informada');
    expect((await get('vaga/contadores-candidatos/1', null)).statusCode).toBe(401);
    expect((await get('vaga/candidatos-descartados/1', financeiro)).statusCode).toBe(403);
    // the recruitment sector uses the panel too
    const { nr } = await novaVaga();
    expect((await get(`vaga/candidatos-relacionados/${nr}`, recrutador)).statusCode).toBe(200);
  });
});

describe('POST vaga/aprovar-candidato', () => {
  it('approves with the default dates: stage 6, A, notes on the candidate and the vacancy', async () => {
    const { nr } = await novaVaga();
    const cd = await criarCandidato(t.app.deps.db);
    await relacionar(nr, cd, 5);
    const res = await post('vaga/aprovar-candidato', {
      cd_pessoa_candidato: cd,
      nr_vaga: nr,
      nm_candidato: 'X',
      ...padrao,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: M.sucesso.aprovado });
    expect(await linhaVc(nr, cd)).toMatchObject({ cd_estagio_vaga: 6, id_situacao: 'A', ...padrao });
    expect(await notasCandidato(cd)).toContain('A');
    expect((await notasVaga(t.app.deps.db, nr)).map((n) => n.id_tipo)).toContain('CA');
  });

  it('refuses a billing date of today and a start date 14 days ago (400, nothing written)', async () => {
    const { nr } = await novaVaga();
    const cd = await criarCandidato(t.app.deps.db);
    await relacionar(nr, cd, 3);
    const r1 = await post('vaga/aprovar-candidato', {
      cd_pessoa_candidato: cd,
      nr_vaga: nr,
      dt_faturamento: hoje,
      dt_inicio_trabalho: somarDiasIso(hoje, -14),
    });
    expect(r1.statusCode).toBe(400);
    expect(r1.json().error).toEqual([M.validacao.dataFaturamentoHoje, M.validacao.dataInicioAntiga]);
    expect(await linhaVc(nr, cd)).toMatchObject({ cd_estagio_vaga: 3, id_situacao: null });
    // the earliest start accepted is 13 days ago; dd/MM/yyyy is read too
    const [y, m, d] = dataInicioTrabalhoMinima(hoje).split('-');
    const r2 = await post('vaga/aprovar-candidato', {
      cd_pessoa_candidato: cd,
      nr_vaga: nr,
      dt_faturamento: padrao.dt_faturamento,
      dt_inicio_trabalho: `${d}/${m}/${y}`,
    });
    expect(r2.statusCode).toBe(200);
  });

  it('keeps no billing date for other hiring types, refuses situation 7 and frozen vacancies', async () => {
    const { nr } = await novaVaga({ cd_tipo_contratacao: 2 });
    const cd = await criarCandidato(t.app.deps.db);
    await relacionar(nr, cd);
    const ok = await post('vaga/aprovar-candidato', {
      cd_pessoa_candidato: cd,
      nr_vaga: nr,
      dt_faturamento: hoje,
      dt_inicio_trabalho: hoje,
    });
    expect(ok.statusCode).toBe(200);
    expect((await linhaVc(nr, cd)).dt_faturamento).toBeNull();

    for (const [situacao, msg] of [
      [7, M.conflito.aprovarSituacao7],
      [13, M.congelada.aprovar],
    ] as const) {
      const v = await novaVaga({ cd_situacao_vaga: situacao });
      const c = await criarCandidato(t.app.deps.db);
      await relacionar(v.nr, c);
      const r = await post('vaga/aprovar-candidato', { cd_pessoa_candidato: c, nr_vaga: v.nr, ...padrao });
      expect(r.statusCode).toBe(409);
      expect(r.json().error).toBe(msg);
      expect((await linhaVc(v.nr, c)).id_situacao).toBeNull();
    }
  });

  it('two analysts approving two candidates of one vacancy at the same moment: exactly one wins', async () => {
    const { nr } = await novaVaga();
    const a = await criarCandidato(t.app.deps.db);
    const b = await criarCandidato(t.app.deps.db);
    await relacionar(nr, a, 5);
    await relacionar(nr, b, 5);
    const [ra, rb] = await Promise.all([
      post('vaga/aprovar-candidato', { cd_pessoa_candidato: a, nr_vaga: nr, ...padrao }, analista),
      post('vaga/aprovar-candidato', { cd_pessoa_candidato: b, nr_vaga: nr, ...padrao }, recrutador),
    ]);
    expect([ra.statusCode, rb.statusCode].sort()).toEqual([200, 409]);
    const perdedor = ra.statusCode === 409 ? ra : rb;
    expect(perdedor.json().error).toBe(M.conflito.jaAprovado);
    const aprovados = await q(sql`SELECT 1 FROM vaga_candidato WHERE nr_vaga = ${nr} AND id_situacao = 'A'`);
    expect(aprovados).toHaveLength(1);
  });

  it('refuses a candidate not related (404), invalid payload (400), no session (401), no permission (403)', async () => {
    const { nr } = await novaVaga();
    const cd = await criarCandidato(t.app.deps.db);
    expect(
      (await post('vaga/aprovar-candidato', { cd_pessoa_candidato: cd, nr_vaga: nr, ...padrao })).statusCode,
    ).toBe(404);
    const inv = await post('vaga/aprovar-candidato', {
      cd_pessoa_candidato: 'x',
      nr_vaga: nr,
      dt_inicio_trabalho: '31/02',
    });
    expect(inv.statusCode).toBe(400);
    expect(
      (await post('vaga/aprovar-candidato', { cd_pessoa_candidato: cd, nr_vaga: nr }, null)).statusCode,
    ).toBe(401);
    expect(
      (await post('vaga/aprovar-candidato', { cd_pessoa_candidato: cd, nr_vaga: nr }, financeiro)).statusCode,
    ).toBe(403);
  });
});

describe('return to pending, reject, restore, rejection e-mail', () => {
  it('returns an approved candidate to pending only for hiring type 1 and a vacancy not closed', async () => {
    const { nr } = await novaVaga();
    const cd = await criarCandidato(t.app.deps.db);
    await relacionar(nr, cd, 6, 'A');
    const res = await post('vaga/voltar-candidato-aprovado', { cd_pessoa_candidato: cd, nr_vaga: nr });
    expect(res.statusCode).toBe(200);
    expect(await linhaVc(nr, cd)).toMatchObject({ cd_estagio_vaga: 5, id_situacao: null });
    expect(await notasCandidato(cd)).toEqual(['VP']);
    const again = await post('vaga/voltar-candidato-aprovado', { cd_pessoa_candidato: cd, nr_vaga: nr });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(M.conflito.voltarNaoAprovado);

    const tipo2 = await novaVaga({ cd_tipo_contratacao: 2 });
    await relacionar(tipo2.nr, cd, 6, 'A');
    const r2 = await post('vaga/voltar-candidato-aprovado', { cd_pessoa_candidato: cd, nr_vaga: tipo2.nr });
    expect(r2.statusCode).toBe(409);
    expect(r2.json().error).toBe(M.conflito.voltarTipoContratacao);

    const fechada = await novaVaga({ cd_situacao_vaga: 6 });
    await relacionar(fechada.nr, cd, 7, 'A');
    const r3 = await post('vaga/voltar-candidato-aprovado', { cd_pessoa_candidato: cd, nr_vaga: fechada.nr });
    expect(r3.statusCode).toBe(409);
    expect((await linhaVc(fechada.nr, cd)).id_situacao).toBe('A');
  });

  it('rejects (R) and restores; restore refused when the vacancy has an approved candidate', async () => {
    const { nr } = await novaVaga();
    const a = await criarCandidato(t.app.deps.db);
    const b = await criarCandidato(t.app.deps.db);
    await relacionar(nr, a, 4);
    const r = await post('vaga/reprovar-candidato', { cd_pessoa_candidato: a, nr_vaga: nr });
    expect(r.statusCode).toBe(200);
    expect((await linhaVc(nr, a)).id_situacao).toBe('R');
    expect((await post('vaga/reprovar-candidato', { cd_pessoa_candidato: a, nr_vaga: nr })).statusCode).toBe(
      409,
    );
    const rest = await post('vaga/restaurar-candidato', { cd_pessoa_candidato: a, nr_vaga: nr });
    expect(rest.statusCode).toBe(200);
    expect((await linhaVc(nr, a)).id_situacao).toBeNull();
    expect(await notasCandidato(a)).toEqual(['RP', 'RS']);

    await post('vaga/reprovar-candidato', { cd_pessoa_candidato: a, nr_vaga: nr });
    await relacionar(nr, b, 6, 'A');
    const recusa = await post('vaga/restaurar-candidato', { cd_pessoa_candidato: a, nr_vaga: nr });
    expect(recusa.statusCode).toBe(409);
    expect(recusa.json().error).toBe(M.conflito.restaurarComAprovado);
    expect((await linhaVc(nr, a)).id_situacao).toBe('R');
    const aprovado = await post('vaga/reprovar-candidato', { cd_pessoa_candidato: b, nr_vaga: nr });
    expect(aprovado.json().error).toBe(M.conflito.reprovarAprovado);
  });

  it('rejects with an active reason of the register (stored, listed, in the history); restore clears it', async () => {
    await q(sql`INSERT INTO motivo_reprovacao (cd_motivo_reprovacao, ds_motivo_reprovacao, id_ativo)
                VALUES (1, 'Experiência insuficiente', 'S'), (2, 'Motivo antigo', 'N')`);
    const { nr } = await novaVaga();
    const a = await criarCandidato(t.app.deps.db, 'Rita Reprovada');
    await relacionar(nr, a, 4);
    const motivo = async () =>
      (
        await q<{ cd: number | null; id: string | null }>(
          sql`SELECT cd_motivo_reprovacao AS cd, id_situacao AS id FROM vaga_candidato
               WHERE nr_vaga = ${nr} AND cd_pessoa_candidato = ${a}`,
        )
      )[0];

    // an inactive, unknown or out-of-range reason: 400 beside the field, nothing written
    for (const cd of [2, 99, 40000, 'x']) {
      const r = await post('vaga/reprovar-candidato', {
        cd_pessoa_candidato: a,
        nr_vaga: nr,
        cd_motivo_reprovacao: cd,
      });
      expect(r.statusCode, String(cd)).toBe(400);
      expect(JSON.stringify(r.json()), String(cd)).toContain(M.validacao.motivoReprovacao);
      expect(await motivo()).toEqual({ cd: null, id: null });
    }
    expect(await notasCandidato(a)).toEqual([]);

    const r = await post('vaga/reprovar-candidato', {
      cd_pessoa_candidato: a,
      nr_vaga: nr,
      cd_motivo_reprovacao: 1,
    });
    expect(r.statusCode).toBe(200);
    expect(await motivo()).toEqual({ cd: 1, id: 'R' });
    const lista = (await get(`vaga/candidatos-relacionados/${nr}`)).json() as Record<string, unknown>[];
    expect(lista.find((l) => l.CD_PESSOA === a)).toMatchObject({
      NM_MOTIVO_REPROVACAO: 'Experiência insuficiente',
    });
    const [nota] = await q<{ ds: string }>(
      sql`SELECT ds_historico AS ds FROM candidato_historico WHERE cd_pessoa_candidato = ${a} AND id_tipo = 'RP'`,
    );
    expect(nota!.ds).toContain('Motivo: Experiência insuficiente.');

    // the register counts the use: the reason cannot be deleted
    const gestor = await loginComUsuario(t.app, { permissoes: [90] });
    const excluir = await injectAs(t.app, gestor.cookie, {
      method: 'DELETE',
      url: '/api/cadastros/motivos-reprovacao/1',
    });
    expect(excluir.statusCode).toBe(409);

    expect((await post('vaga/restaurar-candidato', { cd_pessoa_candidato: a, nr_vaga: nr })).statusCode).toBe(
      200,
    );
    expect(await motivo()).toEqual({ cd: null, id: null });
  });

  it('toggles the rejection e-mail; 400 on a bad flag', async () => {
    const { nr } = await novaVaga();
    const cd = await criarCandidato(t.app.deps.db);
    await relacionar(nr, cd);
    const r = await post(`candidato/toggle-email-reprovacao/${cd}/${nr}`, { email_reprovacao: 'N' });
    expect(r.statusCode).toBe(200);
    expect((await linhaVc(nr, cd)).id_envia_email_reprov).toBe('N');
    const bad = await post(`candidato/toggle-email-reprovacao/${cd}/${nr}`, { email_reprovacao: 'X' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain(M.validacao.flag);
    expect(
      (await post(`candidato/toggle-email-reprovacao/${cd}/${nr}`, { email_reprovacao: 'S' }, financeiro))
        .statusCode,
    ).toBe(403);
  });

  it('a frozen vacancy refuses reject, restore, the e-mail toggle, relate and discard with their warnings', async () => {
    const { nr, req } = await novaVaga({ cd_situacao_vaga: 13 });
    const a = await criarCandidato(t.app.deps.db);
    const b = await criarCandidato(t.app.deps.db);
    const c = await criarCandidato(t.app.deps.db);
    await relacionar(nr, a);
    await relacionar(nr, b, 3, 'R');
    await t.app.deps.db.execute(sql`INSERT INTO candidato_web (cd_pessoa_candidato, nr_requisicao, id_visto)
      VALUES (${c}, ${req}, 'S')`);
    const casos: [string, unknown, string][] = [
      ['vaga/reprovar-candidato', { cd_pessoa_candidato: a, nr_vaga: nr }, M.congelada.reprovar],
      ['vaga/restaurar-candidato', { cd_pessoa_candidato: b, nr_vaga: nr }, M.congelada.restaurar],
      [
        `candidato/toggle-email-reprovacao/${a}/${nr}`,
        { email_reprovacao: 'N' },
        M.congelada.emailReprovacao,
      ],
      [
        'vaga/relacionar-candidatos',
        { nr_vaga: nr, candidatos: [{ cd_pessoa: c, cd_estagio_vaga: 3 }] },
        M.congelada.relacionar,
      ],
      [
        'vaga/descartar-candidato-web',
        { cd_pessoa_candidato: c, nr_requisicao: req, nr_vaga: nr },
        M.congelada.descartar,
      ],
      ['vaga/descartar-candidatos-vistos-web', { nr_vaga: nr }, M.congelada.descartar],
    ];
    for (const [url, body, msg] of casos) {
      const r = await post(url, body);
      expect(r.statusCode, url).toBe(409);
      expect(r.json().error).toBe(msg);
    }
    expect(await linhaVc(nr, a)).toMatchObject({ id_situacao: null, id_envia_email_reprov: 'S' });
    expect((await linhaVc(nr, b)).id_situacao).toBe('R');
    expect(
      await q(sql`SELECT 1 FROM candidato_web WHERE cd_pessoa_candidato = ${c} AND id_desvincular_web = 'S'`),
    ).toHaveLength(0);
    expect((await get(`vaga/situacao/${nr}`)).json()).toMatchObject({
      CD_SITUACAO_VAGA: 13,
      ID_VAGA_CONGELADA: 'S',
    });
  });
});
