import { LIMITES_ACOES_LOTE, MENSAGENS_ACOES_LOTE } from '@backoffice/domain/acoes-lote';
import { custoEstimadoChatbot } from '@backoffice/domain/mensageria';
import { SITUACAO_VAGA } from '@backoffice/domain/vaga-situacao';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginComUsuario, type Sessao, type TestApp } from '../../../../test/helpers';
import { criarCandidato } from '../../../../test/vaga-fixtures';
import { usarAcoesLote } from './acoes-lote.fixtures';

/** Bulk actions on a vacancy's candidates: each kind, each refusal, a frozen vacancy, bad bodies. */

const M = MENSAGENS_ACOES_LOTE;
const f = usarAcoesLote();
const { q, aplicar, vagaCom, linha, escritas, contar, enviados } = f;
let t: TestApp;
let analista: Sessao;

beforeAll(async () => {
  ({ t, analista } = f.estado);
  await q(sql`INSERT INTO motivo_reprovacao (cd_motivo_reprovacao, ds_motivo_reprovacao, id_ativo)
              VALUES (11, 'Perfil', 'S'), (12, 'Motivo antigo', 'N')`);
});

describe('mover', () => {
  it('moves every candidate forward in one call with the dates, notes and the last movement', async () => {
    const { nr, cds } = await vagaCom(3, 3, 4);
    await q(sql`UPDATE vaga SET dt_ultima_movimentacao = NULL WHERE nr_vaga = ${nr}`);
    const r = await aplicar(nr, { tipo: 'mover', cd_estagio_vaga: 5, candidatos: cds });
    expect(r.statusCode, r.body).toBe(200);
    const corpo = r.json();
    expect(corpo).toMatchObject({
      aplicados: 3,
      recusados: [],
      custo_estimado: null,
      message: M.aplicada(3),
    });
    expect(Date.parse(corpo.desfazer_ate)).toBeGreaterThan(Date.now() + 9 * 60_000);
    for (const cd of cds) {
      const l = await linha(nr, cd);
      expect(l.cd_estagio_vaga).toBe(5);
      expect(l.dt_curriculo).not.toBeNull();
      expect(l.dt_encaminhamento).not.toBeNull();
      expect(l.cd_usuario).toBe(analista.usuario.cd_sip);
      expect(await f.notasCandidato(cd)).toEqual(['R5']);
    }
    const [v] = await q<{ dt: string | null }>(
      sql`SELECT dt_ultima_movimentacao::text AS dt FROM vaga WHERE nr_vaga = ${nr}`,
    );
    expect(v.dt).not.toBeNull();
    const [acao] = await q<Record<string, unknown>>(
      sql`SELECT id_tipo, qt_aplicados, qt_recusados, ds_resumo, ds_parametros FROM acao_lote WHERE nr_vaga = ${nr}`,
    );
    expect(acao).toMatchObject({
      id_tipo: 'mover',
      qt_aplicados: 3,
      qt_recusados: 0,
      ds_resumo: 'Movidos 3 candidatos para Encaminhado',
      ds_parametros: { cd_estagio_vaga: 5 },
    });
    const notas = await q<{ ds: string; tipo: string }>(
      sql`SELECT ds_historico AS ds, id_tipo AS tipo FROM vaga_historico WHERE nr_vaga = ${nr}`,
    );
    expect(notas).toEqual([
      { ds: `Ação em lote nº ${corpo.id_acao_lote}: Movidos 3 candidatos para Encaminhado.`, tipo: 'AL' },
    ]);
    const antes = await q<{ estagio: number }>(
      sql`SELECT (ds_antes->>'cd_estagio_vaga')::int AS estagio FROM acao_lote_candidato
           WHERE id_acao_lote = ${corpo.id_acao_lote} ORDER BY cd_pessoa_candidato`,
    );
    expect(antes.map((a) => a.estagio)).toEqual([3, 3, 4]);
  });

  it('refuses (409, nothing written) what cannot move, then applies the rest with confirmar', async () => {
    const { nr, cds } = await vagaCom(3, 4, [6, 'A'], [3, 'R'], 3);
    const [livre, jaNo4, aprovado, reprovado, bloqueado] = cds;
    await q(sql`UPDATE candidato SET id_bloqueado = 'S' WHERE cd_pessoa = ${bloqueado}`);
    const inativo = await criarCandidato(t.app.deps.db, 'Ivo Inativo');
    await f.relacionar(nr, inativo, 3);
    await q(sql`UPDATE candidato SET dt_inativo = current_date + 5 WHERE cd_pessoa = ${inativo}`);
    const outraVaga = await criarCandidato(t.app.deps.db, 'Otto Outra Vaga');
    const antes = await escritas(nr);

    const corpo = { tipo: 'mover', cd_estagio_vaga: 4, candidatos: [...cds, inativo, outraVaga] };
    const r = await aplicar(nr, corpo);
    expect(r.statusCode).toBe(409);
    expect(r.json().error).toBe(M.confirmarRecusados(6, 1));
    expect(r.json().aplicaveis).toBe(1);
    const motivos = Object.fromEntries(
      (r.json().recusados as { cd_pessoa_candidato: number; motivo: string }[]).map((x) => [
        x.cd_pessoa_candidato,
        x.motivo,
      ]),
    );
    expect(motivos).toEqual({
      [jaNo4]: M.recusa.estagioAtingido,
      [aprovado]: M.recusa.estagioAtingido,
      [reprovado]: M.recusa.reprovadoMover,
      [bloqueado]: M.recusa.indisponivel,
      [inativo]: M.recusa.indisponivel,
      [outraVaga]: M.recusa.naoRelacionado,
    });
    expect(
      r.json().recusados.find((x: { cd_pessoa_candidato: number }) => x.cd_pessoa_candidato === outraVaga),
    ).toMatchObject({ nm_pessoa: 'Otto Outra Vaga' });
    expect(await escritas(nr)).toEqual(antes);
    expect((await linha(nr, livre)).cd_estagio_vaga).toBe(3);

    const ok = await aplicar(nr, { ...corpo, confirmar: true });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().aplicados).toBe(1);
    expect(ok.json().recusados).toHaveLength(6);
    expect((await linha(nr, livre)).cd_estagio_vaga).toBe(4);
    expect((await linha(nr, jaNo4)).cd_estagio_vaga).toBe(4);
    expect((await linha(nr, aprovado)).cd_estagio_vaga).toBe(6);
    const gravados = await q<{ resultado: string; motivo: string | null; antes: boolean }>(
      sql`SELECT id_resultado AS resultado, ds_motivo AS motivo, ds_antes IS NOT NULL AS antes
            FROM acao_lote_candidato WHERE id_acao_lote = ${ok.json().id_acao_lote}
           ORDER BY id_resultado, cd_pessoa_candidato`,
    );
    expect(gravados).toHaveLength(7);
    expect(gravados[0]).toEqual({ resultado: 'A', motivo: null, antes: true });
    expect(gravados.slice(1).every((g) => g.resultado === 'R' && g.motivo && !g.antes)).toBe(true);
    expect(
      await contar(
        sql`SELECT qt_recusados AS n FROM acao_lote WHERE id_acao_lote = ${ok.json().id_acao_lote}`,
      ),
    ).toBe(6);
  });

  it('answers 409 nenhumAplicavel when no candidate can take it, even with confirmar', async () => {
    const { nr, cds } = await vagaCom(5, 5);
    const antes = await escritas(nr);
    const r = await aplicar(nr, { tipo: 'mover', cd_estagio_vaga: 4, candidatos: cds, confirmar: true });
    expect(r.statusCode).toBe(409);
    expect(r.json()).toMatchObject({ error: M.nenhumAplicavel, aplicaveis: 0 });
    expect(r.json().recusados).toHaveLength(2);
    expect(await escritas(nr)).toEqual(antes);
  });
});

describe('reprovar', () => {
  it('rejects with the reason, notes the rejection e-mail per the candidate flag, one summary', async () => {
    const { nr, cds } = await vagaCom(3, 4, 5);
    await q(sql`UPDATE vaga_candidato SET id_envia_email_reprov = 'N'
                 WHERE nr_vaga = ${nr} AND cd_pessoa_candidato = ${cds[1]}`);
    const r = await aplicar(nr, { tipo: 'reprovar', cd_motivo_reprovacao: 11, candidatos: cds });
    expect(r.statusCode, r.body).toBe(200);
    for (const cd of cds) {
      const l = await linha(nr, cd);
      expect(l).toMatchObject({ id_situacao: 'R', cd_motivo_reprovacao: 11 });
      expect(l.dt_reprovacao).not.toBeNull();
    }
    const notas = await q<{ cd: number; ds: string }>(
      sql`SELECT cd_pessoa_candidato::float8 AS cd, ds_historico AS ds FROM candidato_historico
           WHERE nr_vaga = ${nr} AND id_tipo = 'RP' ORDER BY cd_pessoa_candidato`,
    );
    const id = r.json().id_acao_lote;
    expect(notas.map((n) => n.ds)).toEqual([
      `Candidato reprovado na vaga ${nr} (com e-mail de reprovação). Motivo: Perfil. Ação em lote nº ${id}.`,
      `Candidato reprovado na vaga ${nr}. Motivo: Perfil. Ação em lote nº ${id}.`,
      `Candidato reprovado na vaga ${nr} (com e-mail de reprovação). Motivo: Perfil. Ação em lote nº ${id}.`,
    ]);
    const [acao] = await q<{ resumo: string }>(
      sql`SELECT ds_resumo AS resumo FROM acao_lote WHERE id_acao_lote = ${id}`,
    );
    expect(acao.resumo).toBe('Reprovados 3 candidatos (motivo: Perfil)');
  });

  it('refuses approved and already rejected candidates; an inactive reason is a 400', async () => {
    const { nr, cds } = await vagaCom(3, [6, 'A'], [4, 'R']);
    const antes = await escritas(nr);
    for (const cd of [12, 99]) {
      const r = await aplicar(nr, { tipo: 'reprovar', cd_motivo_reprovacao: cd, candidatos: cds });
      expect(r.statusCode).toBe(400);
      expect(JSON.stringify(r.json())).toContain(M.motivoInvalido);
    }
    const r = await aplicar(nr, { tipo: 'reprovar', candidatos: cds });
    expect(r.statusCode).toBe(409);
    expect(r.json().recusados.map((x: { motivo: string }) => x.motivo)).toEqual([
      M.recusa.aprovadoReprovar,
      M.recusa.jaReprovado,
    ]);
    expect(await escritas(nr)).toEqual(antes);
    const ok = await aplicar(nr, { tipo: 'reprovar', candidatos: cds, confirmar: true });
    expect(ok.statusCode).toBe(200);
    expect(await linha(nr, cds[0])).toMatchObject({ id_situacao: 'R', cd_motivo_reprovacao: null });
    expect((await linha(nr, cds[1])).id_situacao).toBe('A');
  });
});

describe('mensagem', () => {
  it('sends by e-mail to those with an address, records the sends and answers the cost', async () => {
    t.app.deps.mensageria = f.mensageriaDeTeste();
    enviados.length = 0;
    const { nr, cds } = await vagaCom(3, 3);
    await q(sql`UPDATE pessoa SET ds_email = 'ana@example.com' WHERE cd_pessoa = ${cds[0]}`);
    const semAssunto = await aplicar(nr, { tipo: 'mensagem', canal: 'email', texto: 'Olá', candidatos: cds });
    expect(semAssunto.statusCode).toBe(400);
    expect(JSON.stringify(semAssunto.json())).toContain(M.assuntoObrigatorio);

    const corpo = { tipo: 'mensagem', canal: 'email', assunto: 'Vaga', texto: 'Olá', candidatos: cds };
    const recusa = await aplicar(nr, corpo);
    expect(recusa.statusCode).toBe(409);
    expect(recusa.json().recusados).toMatchObject([
      { cd_pessoa_candidato: cds[1], motivo: M.recusa.semEmail },
    ]);
    expect(enviados).toEqual([]);

    const r = await aplicar(nr, { ...corpo, confirmar: true });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().custo_estimado).toBe(0);
    expect(enviados).toEqual([{ canal: 'email', para: 'ana@example.com' }]);
    const [alc] = await q<{ envios: unknown }>(
      sql`SELECT ds_envios AS envios FROM acao_lote_candidato
           WHERE id_acao_lote = ${r.json().id_acao_lote} AND cd_pessoa_candidato = ${cds[0]}`,
    );
    expect(alc.envios).toEqual([{ canal: 'email', destino: 'ana@example.com', enviado: true, erro: null }]);
    expect(
      await contar(sql`SELECT count(*) AS n FROM mensagem_saida WHERE cd_pessoa_candidato = ${cds[0]}`),
    ).toBe(1);
    expect(await f.notasCandidato(cds[0])).toEqual(['ML']);
  });

  it('sends by SMS to valid mobiles and by WhatsApp only in an open conversation window, with its cost', async () => {
    t.app.deps.mensageria = f.mensageriaDeTeste();
    enviados.length = 0;
    const { nr, cds } = await vagaCom(3, 3, 3, 3);
    const [respondeu, calado, antigo] = cds;
    await q(
      sql`UPDATE candidato SET nr_telefone_cel = '47999998888' WHERE cd_pessoa IN (${respondeu}, ${calado}, ${antigo})`,
    );
    await q(sql`INSERT INTO chatbot_conversa (cd_pessoa_candidato, nr_telefone, nr_vaga, id_status_type, dt_ultima_resposta)
                VALUES (${respondeu}, '5547999998888', ${nr}, 2, now() - interval '1 hour'),
                       (${antigo}, '5547999998888', ${nr}, 2, now() - interval '30 hours')`);
    const corpo = { tipo: 'mensagem', canal: 'whatsapp', texto: 'Olá', candidatos: cds, confirmar: true };
    const r = await aplicar(nr, corpo);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({ aplicados: 1, custo_estimado: custoEstimadoChatbot(1) });
    expect(r.json().recusados.map((x: { motivo: string }) => x.motivo)).toEqual([
      M.recusa.semJanelaWhatsapp,
      M.recusa.semJanelaWhatsapp,
      M.recusa.semCelular,
    ]);
    const [conversa] = await q<{ ativo: string; msgs: number }>(sql`
      SELECT cv.id_chatbot_ativo AS ativo,
             (SELECT count(*)::int FROM chatbot_mensagem m WHERE m.id_chatbot_conversa = cv.id_chatbot_conversa) AS msgs
        FROM chatbot_conversa cv WHERE cv.cd_pessoa_candidato = ${respondeu}`);
    expect(conversa).toEqual({ ativo: 'N', msgs: 1 });
    const sms = await aplicar(nr, { ...corpo, canal: 'sms' });
    expect(sms.statusCode).toBe(200);
    expect(sms.json()).toMatchObject({ aplicados: 3, custo_estimado: null });
    expect(enviados.map((e) => e.canal)).toEqual(['whatsapp', 'sms', 'sms', 'sms']);
    expect(enviados[0].para).toBe('5547999998888');
  });
});

describe('grupo', () => {
  let grupo: number;
  beforeAll(async () => {
    await q(
      sql`INSERT INTO cargo (cd_cargo, nm_cargo, id_ativo) VALUES (901, 'Soldador', 'S') ON CONFLICT DO NOTHING`,
    );
    const [g] = await q<{ cd: number }>(sql`
      INSERT INTO tipo_grupo_candidato (nm_tipo_grupo_candidato, cd_empresa, cd_cargo, cd_pessoa_selecionador)
      VALUES ('Soldadores', ${analista.usuario.cd_unid}, 901, ${analista.usuario.user_sip})
      RETURNING cd_tipo_grupo_candidato AS cd`);
    grupo = Number(g.cd);
  });

  it('adds to the group, refusing who is already in it; unknown group 404', async () => {
    const { nr, cds } = await vagaCom(3, 4);
    await q(
      sql`INSERT INTO grupo_candidato (cd_tipo_grupo_candidato, cd_pessoa) VALUES (${grupo}, ${cds[1]})`,
    );
    const desconhecido = await aplicar(nr, {
      tipo: 'grupo',
      cd_tipo_grupo_candidato: 999999,
      candidatos: cds,
    });
    expect(desconhecido.statusCode).toBe(404);
    const corpo = { tipo: 'grupo', cd_tipo_grupo_candidato: grupo, candidatos: cds };
    const recusa = await aplicar(nr, corpo);
    expect(recusa.statusCode).toBe(409);
    expect(recusa.json().recusados).toMatchObject([
      { cd_pessoa_candidato: cds[1], motivo: M.recusa.jaNoGrupo },
    ]);
    const r = await aplicar(nr, { ...corpo, confirmar: true });
    expect(r.statusCode, r.body).toBe(200);
    expect(
      await contar(sql`SELECT count(*) AS n FROM grupo_candidato WHERE cd_tipo_grupo_candidato = ${grupo}`),
    ).toBe(2);
    const [acao] = await q<{ resumo: string }>(
      sql`SELECT ds_resumo AS resumo FROM acao_lote WHERE id_acao_lote = ${r.json().id_acao_lote}`,
    );
    expect(acao.resumo).toBe('Adicionados 1 candidato ao grupo Soldadores');
  });

  it('refuses a group of another grouping unit (403)', async () => {
    const outro = await loginComUsuario(t.app, { permissoes: [58], cd_unid: 19 });
    const { nr, cds } = await vagaCom(3);
    const r = await aplicar(nr, { tipo: 'grupo', cd_tipo_grupo_candidato: grupo, candidatos: cds }, outro);
    expect(r.statusCode).toBe(403);
  });
});

describe('the vacancy and the body', () => {
  it('refuses everything on a frozen vacancy', async () => {
    const { nr, cds } = await vagaCom(3);
    await q(sql`UPDATE vaga SET cd_situacao_vaga = ${SITUACAO_VAGA.CONGELADA} WHERE nr_vaga = ${nr}`);
    for (const corpo of [
      { tipo: 'mover', cd_estagio_vaga: 4 },
      { tipo: 'reprovar' },
      { tipo: 'mensagem', canal: 'sms', texto: 'Oi' },
    ]) {
      const r = await aplicar(nr, { ...corpo, candidatos: cds, confirmar: true });
      expect(r.statusCode).toBe(409);
      expect(r.json().error).toBe(M.vagaCongelada);
    }
    expect((await linha(nr, cds[0])).cd_estagio_vaga).toBe(3);
  });

  it('answers 404 for an unknown vacancy', async () => {
    const { cds } = await vagaCom(3);
    expect((await aplicar(987654321, { tipo: 'reprovar', candidatos: cds })).statusCode).toBe(404);
  });

  it('answers 400 with a pt-BR message to a bad body and writes nothing', async () => {
    const { nr, cds } = await vagaCom(3);
    const muitos = Array.from({ length: LIMITES_ACOES_LOTE.maxCandidatos + 1 }, (_, i) => i + 1);
    const casos: [Record<string, unknown>, string][] = [
      [{ tipo: 'apagar', candidatos: cds }, M.tipoInvalido],
      [{ tipo: 'reprovar', candidatos: [] }, M.semCandidatos],
      [{ tipo: 'reprovar', candidatos: muitos }, M.maxCandidatos],
      [
        {
          tipo: 'mensagem',
          canal: 'sms',
          texto: 'x'.repeat(LIMITES_ACOES_LOTE.textoMensagemMax + 1),
          candidatos: cds,
        },
        M.textoLongo,
      ],
      [{ tipo: 'mensagem', canal: 'sms', texto: '   ', candidatos: cds }, M.textoObrigatorio],
      [{ tipo: 'mensagem', canal: 'fax', texto: 'Oi', candidatos: cds }, M.canalInvalido],
      [{ tipo: 'mover', cd_estagio_vaga: 6, candidatos: cds }, M.estagioInvalido],
      [{ tipo: 'grupo', candidatos: cds }, M.grupoObrigatorio],
      [{ tipo: 'reprovar', candidatos: ['x'] }, M.candidatoInvalido],
    ];
    for (const [corpo, mensagem] of casos) {
      const r = await aplicar(nr, corpo);
      expect(r.statusCode, JSON.stringify(corpo).slice(0, 80)).toBe(400);
      expect(JSON.stringify(r.json()), JSON.stringify(corpo).slice(0, 80)).toContain(mensagem);
    }
    expect(await escritas(nr)).toEqual({ acoes: 0, notasVaga: 0, notasCandidatos: 0 });
  });
});
