import { MENSAGENS_PARECER as M, TIPO_AVISO_PARECER } from '@backoffice/domain/parecer-cliente';
import { PERMISSOES } from '@backoffice/domain/permissions';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { criarUsuario } from '../../../../test/factories';
import { loginComUsuario } from '../../../../test/helpers';
import { criarCandidato } from '../../../../test/vaga-fixtures';
import { usarParecer } from './parecer-cliente.fixtures';
import { enviarLembretesParecer } from './parecer-lembretes.service';

/** The reminders of unanswered links (48 h to the contact, 96 h to the commercial contact) and the verdict figures. */

const f = usarParecer();
const { q, cenario, enviar, responder, get } = f;
const HORA = 3_600_000;

async function criadoEm(idLink: number): Promise<number> {
  const [r] = await q<{ ms: number }>(
    sql`SELECT (extract(epoch FROM criado_em) * 1000)::float8 AS ms FROM parecer_cliente_link WHERE id_link = ${idLink}`,
  );
  return Number(r.ms);
}

describe('reminders', () => {
  it('reminds the contact at 48 h and alerts the commercial contact at 96 h, each once, only while unanswered and active', async () => {
    const comercial = await criarUsuario(f.db(), { nm_pessoa: 'Carlos Comercial' });
    await f
      .db()
      .execute(
        sql`UPDATE pessoa SET ds_email = 'carlos@empresa.com.br' WHERE cd_pessoa = ${comercial.user_sip}`,
      );
    await f
      .db()
      .execute(
        sql`UPDATE cliente SET cd_pessoa_comercial = ${comercial.user_sip} WHERE cd_pessoa = ${f.estado.cliente}`,
      );
    const { nr, cds, contato } = await cenario(['Bento Alves', 'Clara Nunes']);
    const semResposta = await enviar(nr, contato, cds);
    const respondido = await enviar(nr, contato, [cds[1]]);
    expect(
      (await responder(respondido.token, { cd_pessoa_candidato: String(cds[1]), parecer: 'A' })).statusCode,
    ).toBe(303);
    const revogado = await enviar(nr, contato, [cds[0]]);
    await f
      .db()
      .execute(sql`UPDATE parecer_cliente_link SET revogado_em = now() WHERE id_link = ${revogado.id_link}`);
    const t0 = await criadoEm(semResposta.id_link);
    const ids = [semResposta.id_link, respondido.id_link, revogado.id_link];
    const estado = () =>
      q<{ id: number; lembrete: string | null; alerta: string | null }>(
        sql`SELECT id_link::float8 AS id, lembrete_em::text AS lembrete, alerta_comercial_em::text AS alerta
              FROM parecer_cliente_link WHERE id_link IN (${sql.join(ids, sql`, `)}) ORDER BY id_link`,
      );
    const lembretesAoContato = async () =>
      (
        await q<{ n: number }>(sql`SELECT count(*)::int AS n FROM mensagem_saida
          WHERE ds_destino = 'paula@cliente.com.br' AND ds_assunto LIKE 'Lembrete:%'`)
      )[0].n;

    expect(await enviarLembretesParecer(f.estado.t.app.deps, new Date(t0 + 47 * HORA))).toEqual({
      lembretes: 0,
      alertas: 0,
    });
    const antes = await lembretesAoContato();
    expect(await enviarLembretesParecer(f.estado.t.app.deps, new Date(t0 + 49 * HORA))).toEqual({
      lembretes: 1,
      alertas: 0,
    });
    expect(await lembretesAoContato()).toBe(antes + 1);
    expect(await enviarLembretesParecer(f.estado.t.app.deps, new Date(t0 + 60 * HORA))).toEqual({
      lembretes: 0,
      alertas: 0,
    });
    let linhas = await estado();
    expect(linhas.map((l) => [l.lembrete !== null, l.alerta !== null])).toEqual([
      [true, false],
      [false, false],
      [false, false],
    ]);

    expect(await enviarLembretesParecer(f.estado.t.app.deps, new Date(t0 + 97 * HORA))).toEqual({
      lembretes: 0,
      alertas: 1,
    });
    expect(await enviarLembretesParecer(f.estado.t.app.deps, new Date(t0 + 120 * HORA))).toEqual({
      lembretes: 0,
      alertas: 0,
    });
    linhas = await estado();
    expect(linhas.map((l) => l.alerta !== null)).toEqual([true, false, false]);
    const avisos = await q<{ cd_sip: number; ds: string }>(
      sql`SELECT cd_sip, ds_complemento_aviso AS ds FROM aviso WHERE nr_vaga = ${nr} AND cd_tipo_aviso = ${TIPO_AVISO_PARECER.semResposta}`,
    );
    expect(avisos).toEqual([
      { cd_sip: comercial.cd_sip, ds: M.avisoSemResposta('Metalúrgica Exemplo', nr, 96) },
    ]);
    const [email] = await q<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM mensagem_saida WHERE ds_destino = 'carlos@empresa.com.br'`,
    );
    expect(email.n).toBe(1);

    expect(await enviarLembretesParecer(f.estado.t.app.deps, new Date(t0 + 15 * 24 * HORA))).toEqual({
      lembretes: 0,
      alertas: 0,
    });
  });
});

describe('figures', () => {
  it('counts forwarded, answered, the median hours to the verdict and approvals, per client and per analyst', async () => {
    const cliente = await f.outroCliente(f.db(), 'Indústria Figuras');
    const contatoFig = await f.contato({ cliente });
    const { nr } = await f.novaVaga({ cd_usuario_analista: f.estado.analista.usuario.cd_sip });
    await f.db().execute(sql`UPDATE vaga SET cd_pessoa_cliente = ${cliente} WHERE nr_vaga = ${nr}`);
    const cds: number[] = [];
    for (const n of ['Dora', 'Edu', 'Fabi', 'Gil']) {
      const cd = await criarCandidato(f.db(), n);
      await f.relacionar(nr, cd, 3);
      cds.push(cd);
    }
    const r = await enviar(nr, contatoFig, cds);
    await responder(r.token, { cd_pessoa_candidato: String(cds[0]), parecer: 'A' });
    await responder(r.token, {
      cd_pessoa_candidato: String(cds[1]),
      parecer: 'R',
      cd_motivo_reprovacao: '1',
    });
    await responder(r.token, { cd_pessoa_candidato: String(cds[2]), parecer: 'A' });
    await f
      .db()
      .execute(sql`UPDATE parecer_cliente_candidato pc SET respondido_em = l.criado_em + make_interval(hours => h.h)
      FROM parecer_cliente_link l, (VALUES (${cds[0]}::bigint, 2), (${cds[1]}::bigint, 10), (${cds[2]}::bigint, 30)) AS h(cd, h)
     WHERE l.id_link = pc.id_link AND pc.id_link = ${r.id_link} AND pc.cd_pessoa_candidato = h.cd`);

    const ind = await get(`clientes/${cliente}/parecer-indicadores`);
    expect(ind.statusCode).toBe(200);
    expect(ind.json()).toEqual({
      encaminhados: 4,
      respondidos: 3,
      taxa_resposta: 0.75,
      mediana_horas: 10,
      aprovados: 2,
      aprovacoes_por_encaminhado: 0.5,
    });
    expect((await get('clientes/999999999/parecer-indicadores')).statusCode).toBe(404);
    const semCodigos = await loginComUsuario(f.estado.t.app, { permissoes: [] });
    expect((await get(`clientes/${cliente}/parecer-indicadores`, semCodigos)).statusCode).toBe(403);
    expect((await get('relatorios/parecer-cliente', semCodigos)).statusCode).toBe(403);
    const gerente = await loginComUsuario(f.estado.t.app, { permissoes: PERMISSOES.gerencial });
    const rel = await get('relatorios/parecer-cliente', gerente);
    expect(rel.statusCode).toBe(200);
    const doCliente = rel.json().por_cliente.find((l: { cd: number }) => l.cd === cliente);
    expect(doCliente).toMatchObject({
      nome: 'Indústria Figuras',
      encaminhados: 4,
      respondidos: 3,
      mediana_horas: 10,
    });
    const doAnalista = rel
      .json()
      .por_analista.find((l: { cd: number }) => l.cd === f.estado.analista.usuario.cd_sip);
    expect(doAnalista.encaminhados).toBeGreaterThanOrEqual(4);
    expect(rel.json().total.encaminhados).toBeGreaterThanOrEqual(4);

    const futuro = await get('relatorios/parecer-cliente?de=2099-01-01&ate=2099-12-31', gerente);
    expect(futuro.json()).toMatchObject({
      total: { encaminhados: 0, taxa_resposta: null, mediana_horas: null },
      por_cliente: [],
    });
    const invertido = await get('relatorios/parecer-cliente?de=2030-02-01&ate=2030-01-01', gerente);
    expect([invertido.statusCode, invertido.json().error]).toEqual([400, [`de: ${M.periodoInvalido}`]]);
  });
});
