import { LIMITES_ACOES_LOTE, MENSAGENS_ACOES_LOTE } from '@backoffice/domain/acoes-lote';
import { SITUACAO_VAGA } from '@backoffice/domain/vaga-situacao';
import { sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loginComUsuario, type Sessao, type TestApp } from '../../../../test/helpers';
import { usarAcoesLote } from './acoes-lote.fixtures';
import { relogioAcoesLote } from './acoes-lote.service';

/** Undoing a bulk action: who, when, which; restoring exactly; rows changed meanwhile; the list. */

const M = MENSAGENS_ACOES_LOTE;
const f = usarAcoesLote();
const { q, aplicar, desfazer, vagaCom, linha, contar, get } = f;
let t: TestApp;
let analista: Sessao;
let colega: Sessao;

beforeAll(async () => {
  ({ t, analista } = f.estado);
  colega = await loginComUsuario(t.app, 'selecao');
  await q(sql`INSERT INTO motivo_reprovacao (cd_motivo_reprovacao, ds_motivo_reprovacao, id_ativo)
              VALUES (21, 'Salário', 'S') ON CONFLICT DO NOTHING`);
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** The related row without who touched it last and when (what an undo must restore). */
async function estado(nr: number, cd: number) {
  const [r] = await q<{ l: Record<string, unknown> }>(
    sql`SELECT to_jsonb(vc) - 'alterado_em' - 'cd_usuario' AS l FROM vaga_candidato vc
         WHERE nr_vaga = ${nr} AND cd_pessoa_candidato = ${cd}`,
  );
  return r.l;
}

describe('undo', () => {
  it('restores a rejection exactly, keeps rows changed meanwhile, notes it, and refuses a second undo', async () => {
    const { nr, cds } = await vagaCom(3, 4, 5);
    await q(sql`UPDATE vaga_candidato SET dt_curriculo = '2026-01-02T03:04:05.123456Z', id_envia_email_reprov = 'N'
                 WHERE nr_vaga = ${nr} AND cd_pessoa_candidato = ${cds[1]}`);
    const antes = await Promise.all(cds.map((cd) => estado(nr, cd)));
    const r = await aplicar(nr, { tipo: 'reprovar', cd_motivo_reprovacao: 21, candidatos: cds });
    expect(r.statusCode, r.body).toBe(200);
    const id = r.json().id_acao_lote;
    // someone restores the third one by hand in the meantime
    const restaurado = await f.post('vaga/restaurar-candidato', { cd_pessoa_candidato: cds[2], nr_vaga: nr });
    expect(restaurado.statusCode).toBe(200);
    const depoisDaMao = await estado(nr, cds[2]);

    const d = await desfazer(id);
    expect(d.statusCode, d.body).toBe(200);
    expect(d.json()).toEqual({
      message: M.desfeita(2),
      restaurados: 2,
      mantidos: [{ cd_pessoa_candidato: cds[2], nm_pessoa: expect.any(String), motivo: M.alteradoDepois }],
      envios: [],
    });
    expect(await estado(nr, cds[0])).toEqual(antes[0]);
    expect(await estado(nr, cds[1])).toEqual(antes[1]);
    expect(await estado(nr, cds[2])).toEqual(depoisDaMao);
    expect(await linha(nr, cds[0])).toMatchObject({ id_situacao: null, cd_motivo_reprovacao: null });
    expect(await f.notasCandidato(cds[0])).toEqual(['RP', 'LD']);
    expect(await f.notasCandidato(cds[2])).toEqual(['RP', 'RS']);
    const notas = await q<{ ds: string; tipo: string }>(
      sql`SELECT ds_historico AS ds, id_tipo AS tipo FROM vaga_historico WHERE nr_vaga = ${nr} ORDER BY id_historico`,
    );
    expect(notas.map((n) => n.tipo)).toEqual(['AL', 'LD']);
    expect(notas[1].ds).toContain(`Ação em lote nº ${id} desfeita: 2 candidatos restaurado(s)`);
    const [acao] = await q<{ desfeito: boolean; quem: number }>(
      sql`SELECT desfeito_em IS NOT NULL AS desfeito, cd_usuario_desfez AS quem FROM acao_lote WHERE id_acao_lote = ${id}`,
    );
    expect(acao).toEqual({ desfeito: true, quem: analista.usuario.cd_sip });

    const outra = await desfazer(id);
    expect(outra.statusCode).toBe(409);
    expect(outra.json().error).toBe(M.jaDesfeita);
  });

  it('takes a move back: stage and the dates it set', async () => {
    const { nr, cds } = await vagaCom(3, 4);
    const antes = await Promise.all(cds.map((cd) => estado(nr, cd)));
    const r = await aplicar(nr, { tipo: 'mover', cd_estagio_vaga: 5, candidatos: cds });
    expect((await linha(nr, cds[0])).cd_estagio_vaga).toBe(5);
    const d = await desfazer(r.json().id_acao_lote);
    expect(d.json()).toMatchObject({ restaurados: 2, mantidos: [] });
    expect(await estado(nr, cds[0])).toEqual(antes[0]);
    expect(await estado(nr, cds[1])).toEqual(antes[1]);
    expect(await linha(nr, cds[0])).toMatchObject({
      cd_estagio_vaga: 3,
      dt_curriculo: null,
      dt_encaminhamento: null,
    });
  });

  it('is refused after the deadline, to another user, when not the latest, on a frozen vacancy', async () => {
    const { nr, cds } = await vagaCom(3, 3);
    const primeira = (await aplicar(nr, { tipo: 'mover', cd_estagio_vaga: 4, candidatos: [cds[0]] })).json();
    const segunda = (await aplicar(nr, { tipo: 'mover', cd_estagio_vaga: 4, candidatos: [cds[1]] })).json();

    const naoUltima = await desfazer(primeira.id_acao_lote);
    expect(naoUltima.statusCode).toBe(409);
    expect(naoUltima.json().error).toBe(M.naoEhAUltima);

    const deOutro = await desfazer(segunda.id_acao_lote, colega);
    expect(deOutro.statusCode).toBe(403);
    expect(deOutro.json().error).toBe(M.desfazerDeOutro);

    const depois = Date.now() + (LIMITES_ACOES_LOTE.minutosDesfazer * 60 + 5) * 1000;
    vi.spyOn(relogioAcoesLote, 'agora').mockReturnValue(new Date(depois));
    const tarde = await desfazer(segunda.id_acao_lote);
    expect(tarde.statusCode).toBe(409);
    expect(tarde.json().error).toBe(M.prazoDesfazer);
    const lista = (await get(`vaga/${nr}/acoes-em-lote`)).json();
    expect(lista.every((l: { pode_desfazer: boolean }) => !l.pode_desfazer)).toBe(true);
    vi.restoreAllMocks();

    await q(sql`UPDATE vaga SET cd_situacao_vaga = ${SITUACAO_VAGA.CONGELADA} WHERE nr_vaga = ${nr}`);
    const congelada = await desfazer(segunda.id_acao_lote);
    expect(congelada.statusCode).toBe(409);
    expect(congelada.json().error).toBe(M.vagaCongelada);
    await q(sql`UPDATE vaga SET cd_situacao_vaga = 1 WHERE nr_vaga = ${nr}`);

    expect((await desfazer(segunda.id_acao_lote)).statusCode).toBe(200);
    // the earlier one is now the latest not undone
    expect((await desfazer(primeira.id_acao_lote)).statusCode).toBe(200);
    expect((await linha(nr, cds[0])).cd_estagio_vaga).toBe(3);
    expect((await desfazer(987654321)).statusCode).toBe(404);
  });

  it('removes from the group those the action added, keeping those re-added since', async () => {
    await q(
      sql`INSERT INTO cargo (cd_cargo, nm_cargo, id_ativo) VALUES (902, 'Pintor', 'S') ON CONFLICT DO NOTHING`,
    );
    const [g] = await q<{ cd: number }>(sql`
      INSERT INTO tipo_grupo_candidato (nm_tipo_grupo_candidato, cd_empresa, cd_cargo, cd_pessoa_selecionador)
      VALUES ('Pintores', ${analista.usuario.cd_unid}, 902, ${analista.usuario.user_sip})
      RETURNING cd_tipo_grupo_candidato AS cd`);
    const grupo = Number(g.cd);
    const { nr, cds } = await vagaCom(3, 3, 3);
    await q(
      sql`INSERT INTO grupo_candidato (cd_tipo_grupo_candidato, cd_pessoa) VALUES (${grupo}, ${cds[2]})`,
    );
    const r = await aplicar(nr, {
      tipo: 'grupo',
      cd_tipo_grupo_candidato: grupo,
      candidatos: cds,
      confirmar: true,
    });
    expect(r.json().aplicados).toBe(2);
    // the second is removed and added again by hand
    await q(
      sql`DELETE FROM grupo_candidato WHERE cd_tipo_grupo_candidato = ${grupo} AND cd_pessoa = ${cds[1]}`,
    );
    await q(
      sql`INSERT INTO grupo_candidato (cd_tipo_grupo_candidato, cd_pessoa) VALUES (${grupo}, ${cds[1]})`,
    );
    const d = await desfazer(r.json().id_acao_lote);
    expect(d.statusCode, d.body).toBe(200);
    expect(d.json()).toMatchObject({ restaurados: 1, mantidos: [{ cd_pessoa_candidato: cds[1] }] });
    const membros = await q<{ cd: number }>(
      sql`SELECT cd_pessoa::float8 AS cd FROM grupo_candidato WHERE cd_tipo_grupo_candidato = ${grupo} ORDER BY cd_pessoa`,
    );
    expect(membros.map((m) => m.cd)).toEqual([cds[1], cds[2]]);
  });

  it('lists the messages sent (not unsent) and restores nothing', async () => {
    t.app.deps.mensageria = f.mensageriaDeTeste();
    const { nr, cds } = await vagaCom(3, 3);
    await q(
      sql`UPDATE candidato SET nr_telefone_cel = '47988887777' WHERE cd_pessoa IN (${cds[0]}, ${cds[1]})`,
    );
    const r = await aplicar(nr, {
      tipo: 'mensagem',
      canal: 'sms',
      texto: 'Entrevista amanhã',
      candidatos: cds,
    });
    expect(r.statusCode, r.body).toBe(200);
    const d = await desfazer(r.json().id_acao_lote);
    expect(d.statusCode).toBe(200);
    expect(d.json().restaurados).toBe(0);
    expect(d.json().mantidos).toEqual([]);
    expect(d.json().envios).toHaveLength(2);
    expect(d.json().envios[0]).toMatchObject({ canal: 'sms', destino: '5547988887777' });
    expect(
      await contar(sql`SELECT count(*) AS n FROM mensagem_saida WHERE cd_pessoa_candidato = ${cds[0]}`),
    ).toBe(1);
  });
});

describe('list', () => {
  it('lists the vacancy actions newest first, with who, counts, summary, undone date and pode_desfazer', async () => {
    const { nr, cds } = await vagaCom(3, 4, [6, 'A']);
    const a = (await aplicar(nr, { tipo: 'reprovar', candidatos: cds, confirmar: true })).json();
    await desfazer(a.id_acao_lote);
    const b = (await aplicar(nr, { tipo: 'mover', cd_estagio_vaga: 5, candidatos: [cds[0]] })).json();
    const r = await get(`vaga/${nr}/acoes-em-lote`);
    expect(r.statusCode, r.body).toBe(200);
    const lista = r.json();
    expect(lista.map((l: { id_acao_lote: number }) => l.id_acao_lote)).toEqual([
      b.id_acao_lote,
      a.id_acao_lote,
    ]);
    expect(lista[0]).toMatchObject({
      id_tipo: 'mover',
      qt_aplicados: 1,
      qt_recusados: 0,
      ds_resumo: 'Movidos 1 candidato para Encaminhado',
      cd_usuario: analista.usuario.cd_sip,
      desfeito_em: null,
      pode_desfazer: true,
    });
    expect(lista[0].nm_usuario).toBeTruthy();
    expect(lista[1]).toMatchObject({
      id_tipo: 'reprovar',
      qt_aplicados: 2,
      qt_recusados: 1,
      pode_desfazer: false,
    });
    expect(lista[1].desfeito_em).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const doColega = (await get(`vaga/${nr}/acoes-em-lote`, colega)).json();
    expect(doColega[0].pode_desfazer).toBe(false);
    expect((await get('vaga/987654321/acoes-em-lote')).statusCode).toBe(404);
  });
});
