import {
  EVENTO_AUTOATENDIMENTO,
  MENSAGENS_AUTOATENDIMENTO as M,
  SITUACAO_AUTOATENDIMENTO as S,
} from '@backoffice/domain/autoatendimento';
import { MENSAGENS } from '@backoffice/domain/mensagens';
import { dataNegocio } from '@backoffice/domain/vaga-prazo';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, injectAs, login, loginComUsuario, type TestApp } from '../../../test/helpers';
import {
  CARGOS_TESTE,
  criarCandidato,
  criarCatalogos,
  criarCliente,
  criarVaga,
} from '../../../test/pesquisa-fixtures';

let t: TestApp;
let cookie: string;
let cdSip: number;
let cookieSelecao: string;
let cookieOutraUnidade: string;
let cliente: number;
let vAuto: { nr_vaga: number; nr_requisicao: number };
let vAuto2: { nr_vaga: number; nr_requisicao: number };
let vDestino: number;
let vCongelada: { nr_vaga: number; nr_requisicao: number };
const hoje = dataNegocio();
const eventos: { tipo: string; dados: Record<string, unknown> }[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const h = t.db.handle;
  const s = await loginComUsuario(t.app, { permissoes: [103, 36], cd_unid: 1 });
  cookie = s.cookie;
  cdSip = s.usuario.cd_sip;
  cookieSelecao = await login(t.app, 'selecao');
  cookieOutraUnidade = await login(t.app, { permissoes: [103], cd_unid: 2 });
  await criarCatalogos(h);
  cliente = await criarCliente(h, 'Metalúrgica Autoatendimento');
  vAuto = await criarVaga(h, { cliente, cd_cargo: CARGOS_TESTE.empilhadeira });
  vAuto2 = await criarVaga(h, { cliente, cd_cargo: CARGOS_TESTE.vendedor });
  vDestino = (await criarVaga(h, { cliente, cd_cargo: CARGOS_TESTE.eletricista })).nr_vaga;
  vCongelada = await criarVaga(h, { cliente, situacao: 13, cd_cargo: CARGOS_TESTE.auxiliarAdministrativo });
  await h.query(
    `UPDATE vaga SET id_divulga_autoatendimento = 'S', cd_unidade_autoatendimento = 1 WHERE nr_vaga = ANY($1::bigint[])`,
    [[vAuto.nr_vaga, vAuto2.nr_vaga, vCongelada.nr_vaga]],
  );
  await h.listen('eventos', (payload) => {
    eventos.push(JSON.parse(payload));
  });
});
afterAll(async () => {
  await t?.close();
});

/** A queue row of today; answers its dt_historico as the list shows it. */
async function naFila(cd: number, nrVaga: number, situacao: number = S.AGUARDANDO, atendimento = 'N') {
  const [r] = await t.db.handle.query<{ dt: string }>(
    `INSERT INTO autoatendimento_fila (cd_pessoa_candidato, nr_vaga, data_agenda, cd_empresa, cd_situacao_atual,
       id_atendimento, dt_historico)
     VALUES ($1, $2, $3::date, 1, $4, $5, date_trunc('milliseconds', now()))
     RETURNING to_char(dt_historico AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS dt`,
    [cd, nrVaga, hoje, situacao, atendimento],
  );
  return r.dt;
}

async function linha(cd: number, nrVaga: number) {
  const [r] = await t.db.handle.query<{
    cd_situacao_atual: number;
    id_atendimento: string;
    ds_motivo: string | null;
    nr_vaga_destino: number | null;
  }>(
    `SELECT cd_situacao_atual, id_atendimento, ds_motivo, nr_vaga_destino FROM autoatendimento_fila
      WHERE cd_pessoa_candidato = $1 AND nr_vaga = $2`,
    [cd, nrVaga],
  );
  return r;
}

async function notas(cd: number) {
  return t.db.handle.query<{ ds_historico: string; id_tipo: string | null }>(
    `SELECT ds_historico, id_tipo FROM candidato_historico WHERE cd_pessoa_candidato = $1 ORDER BY id_historico`,
    [cd],
  );
}

const req = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, quem: string | null = cookie) =>
  injectAs(t.app, quem ?? undefined, { method, url: `/api/recrutamento/${url}`, payload: payload as object });

const esperarEventos = () => new Promise((r) => setTimeout(r, 100));

describe('POST recrutamento/candidatos-autoatendimento', () => {
  it("lists the unit's queue with the spec's fields", async () => {
    const cd = await criarCandidato(t.db.handle, { nome: 'Ana Fila', id_sexo: 'F' });
    const dt = await naFila(cd, vAuto.nr_vaga);
    const res = await req('POST', 'candidatos-autoatendimento', { cd_usuario: cdSip, cd_unidade: 1 });
    expect(res.statusCode, res.body).toBe(200);
    const row = res.json().find((r: { CD_PESSOA_CANDIDATO: number }) => r.CD_PESSOA_CANDIDATO === cd);
    expect(row).toMatchObject({
      NM_PESSOA_SOCIAL: 'Ana Fila',
      NR_VAGA: vAuto.nr_vaga,
      DT_HISTORICO: dt,
      SEXO: 'Feminino',
      ID_ATENDIMENTO: 'N',
      CD_EMPRESA: 1,
      CD_SITUACAO_ATUAL: 1,
      DATA_AGENDA: hoje,
      NM_CARGO: 'Operador de Empilhadeira',
    });
  });

  it('refuses another unit (403), no session (401), no permission (403) and a bad unit (400)', async () => {
    expect((await req('POST', 'candidatos-autoatendimento', { cd_unidade: 2 })).statusCode).toBe(403);
    const outra = await req('POST', 'candidatos-autoatendimento', { cd_unidade: 1 }, cookieOutraUnidade);
    expect(outra.statusCode).toBe(403);
    expect(outra.json().error).toBe(M.unidadeNaoPermitida);
    expect((await req('POST', 'candidatos-autoatendimento', { cd_unidade: 1 }, null)).statusCode).toBe(401);
    expect(
      (await req('POST', 'candidatos-autoatendimento', { cd_unidade: 1 }, cookieSelecao)).statusCode,
    ).toBe(403);
    expect((await req('POST', 'candidatos-autoatendimento', { cd_unidade: 'x' })).statusCode).toBe(400);
  });
});

describe('PUT recrutamento/atendimento-candidato', () => {
  it('toggles N to S and back, with the note and the autoatendimento event', async () => {
    const cd = await criarCandidato(t.db.handle, { nome: 'Bruno Atende' });
    const dt = await naFila(cd, vAuto.nr_vaga);
    const corpo = {
      cd_pessoa_candidato: cd,
      cd_empresa: 1,
      dt_historico: dt,
      nr_vaga: vAuto.nr_vaga,
      cd_usuario: cdSip,
    };
    const antes = eventos.length;
    const res = await req('PUT', 'atendimento-candidato', { ...corpo, id_atendimento: 'S' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(M.atendimentoAtualizado);
    expect((await linha(cd, vAuto.nr_vaga)).id_atendimento).toBe('S');
    expect((await notas(cd)).map((n) => n.id_tipo)).toEqual(['AA']);
    await esperarEventos();
    const ev = eventos.slice(antes).find((e) => e.tipo === EVENTO_AUTOATENDIMENTO);
    expect(ev?.dados).toMatchObject({ cd_pessoa_candidato: cd, id_atendimento: 'S', cd_usuario: cdSip });

    // someone already changed it: the same value again is refused, nothing written
    const dup = await req('PUT', 'atendimento-candidato', { ...corpo, id_atendimento: 'S' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error).toBe(M.atendimentoJaAlterado);
    expect(await notas(cd)).toHaveLength(1);

    const volta = await req('PUT', 'atendimento-candidato', { ...corpo, id_atendimento: 'N' });
    expect(volta.statusCode).toBe(200);
    expect((await linha(cd, vAuto.nr_vaga)).id_atendimento).toBe('N');
    expect(await notas(cd)).toHaveLength(2);
  });

  it('refuses bad input (400) and an unknown row (404) without writing', async () => {
    const cd = await criarCandidato(t.db.handle);
    const dt = await naFila(cd, vAuto.nr_vaga);
    const corpo = { cd_pessoa_candidato: cd, cd_empresa: 1, dt_historico: dt, nr_vaga: vAuto.nr_vaga };
    expect((await req('PUT', 'atendimento-candidato', { ...corpo, id_atendimento: 'X' })).statusCode).toBe(
      400,
    );
    expect(
      (await req('PUT', 'atendimento-candidato', { ...corpo, dt_historico: 'ontem', id_atendimento: 'S' }))
        .statusCode,
    ).toBe(400);
    const outra = await req('PUT', 'atendimento-candidato', {
      ...corpo,
      nr_vaga: vAuto2.nr_vaga,
      id_atendimento: 'S',
    });
    expect(outra.statusCode).toBe(404);
    expect(outra.json().error).toBe(M.filaNaoEncontrada);
    expect((await linha(cd, vAuto.nr_vaga)).id_atendimento).toBe('N');
    expect(await notas(cd)).toHaveLength(0);
    expect(
      (await req('PUT', 'atendimento-candidato', { ...corpo, id_atendimento: 'S' }, cookieSelecao))
        .statusCode,
    ).toBe(403);
  });
});

describe('PUT recrutamento/descartar-candidato', () => {
  it('needs a reason of at least 10 characters, then rejects with a note', async () => {
    const cd = await criarCandidato(t.db.handle);
    await naFila(cd, vAuto.nr_vaga);
    const curto = await req('PUT', 'descartar-candidato', {
      cd_pessoa_candidato: cd,
      nr_vaga: vAuto.nr_vaga,
      motivo: ' curto   ',
    });
    expect(curto.statusCode).toBe(400);
    expect(JSON.stringify(curto.json().error)).toContain(M.motivoMin);
    expect((await linha(cd, vAuto.nr_vaga)).cd_situacao_atual).toBe(S.AGUARDANDO);

    const ok = await req('PUT', 'descartar-candidato', {
      cd_pessoa_candidato: cd,
      nr_vaga: vAuto.nr_vaga,
      cd_usuario: cdSip,
      motivo: 'Sem experiência na função',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const l = await linha(cd, vAuto.nr_vaga);
    expect(l).toMatchObject({ cd_situacao_atual: S.REPROVADO, ds_motivo: 'Sem experiência na função' });
    expect((await notas(cd))[0].ds_historico).toContain('Sem experiência na função');

    const denovo = await req('PUT', 'descartar-candidato', {
      cd_pessoa_candidato: cd,
      nr_vaga: vAuto.nr_vaga,
      motivo: 'Outro motivo longo',
    });
    expect(denovo.statusCode).toBe(409);
  });

  it('refuses on a frozen vacancy (409)', async () => {
    const cd = await criarCandidato(t.db.handle);
    await naFila(cd, vCongelada.nr_vaga);
    const res = await req('PUT', 'descartar-candidato', {
      cd_pessoa_candidato: cd,
      nr_vaga: vCongelada.nr_vaga,
      motivo: 'Motivo suficiente',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(MENSAGENS.vagaCongelada);
    expect((await linha(cd, vCongelada.nr_vaga)).cd_situacao_atual).toBe(S.AGUARDANDO);
  });
});

describe('PUT recrutamento/candidato-nao-compareceu', () => {
  it('marks a waiting row with the absence note; refused once handled', async () => {
    const cd = await criarCandidato(t.db.handle, { nome: 'Carla Ausente' });
    const dt = await naFila(cd, vAuto.nr_vaga);
    const corpo = {
      cd_pessoa_candidato: cd,
      nm_pessoa: 'Carla Ausente',
      nr_vaga: vAuto.nr_vaga,
      cd_empresa: 1,
      dt_historico: dt,
      cd_usuario: cdSip,
    };
    const res = await req('PUT', 'candidato-nao-compareceu', corpo);
    expect(res.statusCode, res.body).toBe(200);
    expect((await linha(cd, vAuto.nr_vaga)).cd_situacao_atual).toBe(S.NAO_COMPARECEU);
    const n = await notas(cd);
    expect(n).toHaveLength(1);
    expect(n[0]).toMatchObject({ id_tipo: 'AN' });
    expect(n[0].ds_historico).toContain('Carla Ausente não compareceu');
    const dup = await req('PUT', 'candidato-nao-compareceu', corpo);
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error).toBe(M.acaoNaoPermitida(S.NAO_COMPARECEU));
    expect(await notas(cd)).toHaveLength(1);
  });
});

describe('forward: vagas-relacionar and relacionar-candidato', () => {
  it('lists open vacancies of the unit by number or position, never frozen ones', async () => {
    const porCargo = await req('GET', `vagas-relacionar/${cdSip}/eletric`);
    expect(porCargo.statusCode, porCargo.body).toBe(200);
    expect(porCargo.json().map((v: { NR_VAGA: number }) => v.NR_VAGA)).toEqual([vDestino]);
    const porNumero = await req('GET', `vagas-relacionar/${cdSip}/${vDestino}`);
    expect(porNumero.json()[0]).toMatchObject({ NR_VAGA: vDestino, NM_CARGO: 'Eletricista' });
    const congelada = await req('GET', `vagas-relacionar/${cdSip}/auxiliar`);
    expect(congelada.json()).toEqual([]);
  });

  it('relates at stage 5 with origin 1 and marks the row forwarded', async () => {
    const cd = await criarCandidato(t.db.handle);
    await naFila(cd, vAuto.nr_vaga);
    const corpo = {
      nr_vaga: vDestino,
      nr_vaga_autoatendimento: vAuto.nr_vaga,
      cd_pessoa_candidato: cd,
      cd_estagio_vaga: 5,
      recrutamento: 'S',
    };
    const res = await req('POST', 'relacionar-candidato', corpo);
    expect(res.statusCode, res.body).toBe(200);
    const [vc] = await t.db.handle.query<Record<string, unknown>>(
      `SELECT cd_estagio_vaga, cd_origem_relacionamento, dt_encaminhamento FROM vaga_candidato
        WHERE nr_vaga = $1 AND cd_pessoa_candidato = $2`,
      [vDestino, cd],
    );
    expect(vc).toMatchObject({ cd_estagio_vaga: 5, cd_origem_relacionamento: 1 });
    expect(vc.dt_encaminhamento).not.toBeNull();
    expect(await linha(cd, vAuto.nr_vaga)).toMatchObject({
      cd_situacao_atual: S.ENCAMINHADO,
      nr_vaga_destino: vDestino,
    });
    // forwarded rows allow only recycle and reject
    expect((await req('POST', 'relacionar-candidato', corpo)).statusCode).toBe(409);
  });

  it('refuses a frozen vacancy and a stage other than 5, writing nothing', async () => {
    const cd = await criarCandidato(t.db.handle);
    await naFila(cd, vAuto.nr_vaga);
    const base = { nr_vaga_autoatendimento: vAuto.nr_vaga, cd_pessoa_candidato: cd, recrutamento: 'S' };
    const frozen = await req('POST', 'relacionar-candidato', {
      ...base,
      nr_vaga: vCongelada.nr_vaga,
      cd_estagio_vaga: 5,
    });
    expect(frozen.statusCode).toBe(409);
    expect(frozen.json().error).toBe(MENSAGENS.vagaCongelada);
    expect(
      (await req('POST', 'relacionar-candidato', { ...base, nr_vaga: vDestino, cd_estagio_vaga: 3 }))
        .statusCode,
    ).toBe(400);
    expect((await linha(cd, vAuto.nr_vaga)).cd_situacao_atual).toBe(S.AGUARDANDO);
    const [n] = await t.db.handle.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM vaga_candidato WHERE cd_pessoa_candidato = $1`,
      [cd],
    );
    expect(n.n).toBe(0);
  });
});

describe('recycle: vagas-reciclagem and reaproveita-candidato', () => {
  it('offers the other self-service vacancies and recycles a rejected row', async () => {
    const cd = await criarCandidato(t.db.handle);
    await naFila(cd, vAuto.nr_vaga);
    const opcoes = await req('GET', `vagas-reciclagem/${cd}`);
    expect(opcoes.statusCode).toBe(200);
    const nrs = opcoes.json().map((v: { NR_VAGA: number }) => v.NR_VAGA);
    expect(nrs).toContain(vAuto2.nr_vaga);
    expect(nrs).not.toContain(vAuto.nr_vaga);
    expect(nrs).not.toContain(vCongelada.nr_vaga);

    const corpo = { cd_pessoa_candidato: cd, nr_requisicao: vAuto2.nr_requisicao, data_agenda: hoje };
    // still waiting: recycle is not one of its actions
    const cedo = await req('POST', 'reaproveita-candidato', corpo);
    expect(cedo.statusCode).toBe(409);
    await t.db.handle.query(
      `UPDATE autoatendimento_fila SET cd_situacao_atual = 3 WHERE cd_pessoa_candidato = $1`,
      [cd],
    );
    const res = await req('POST', 'reaproveita-candidato', corpo);
    expect(res.statusCode, res.body).toBe(200);
    expect(await linha(cd, vAuto.nr_vaga)).toMatchObject({
      cd_situacao_atual: S.RECICLADO,
      nr_vaga_destino: vAuto2.nr_vaga,
    });
    expect((await linha(cd, vAuto2.nr_vaga)).cd_situacao_atual).toBe(S.AGUARDANDO);
    expect((await notas(cd)).at(-1)?.id_tipo).toBe('AC');
  });

  it("recycles into the requisition's vacancy the candidate is not queued for yet", async () => {
    const h = t.db.handle;
    const [irma] = await h.query<{ nr_vaga: number }>(
      `INSERT INTO vaga (nr_requisicao, cd_empresa, cd_pessoa_cliente, cd_empresa_cliente, cd_tipo_contratacao,
         dt_abertura, id_divulga_autoatendimento, cd_unidade_autoatendimento)
       SELECT nr_requisicao, 1, cd_pessoa_cliente, 1, 1, current_date, 'S', 1 FROM vaga WHERE nr_vaga = $1
       RETURNING nr_vaga`,
      [vAuto.nr_vaga],
    );
    const cd = await criarCandidato(h);
    await naFila(cd, vAuto.nr_vaga, S.NAO_COMPARECEU);
    const res = await req('POST', 'reaproveita-candidato', {
      cd_pessoa_candidato: cd,
      nr_requisicao: vAuto.nr_requisicao,
      data_agenda: hoje,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await linha(cd, Number(irma.nr_vaga))).cd_situacao_atual).toBe(S.AGUARDANDO);
    await h.query(`UPDATE vaga SET id_divulga_autoatendimento = 'N' WHERE nr_vaga = $1`, [irma.nr_vaga]);
  });

  it('answers no vacancies for a candidate outside the queue; refuses a frozen requisition and bad dates', async () => {
    const cd = await criarCandidato(t.db.handle);
    const vazio = await req('GET', `vagas-reciclagem/${cd}`);
    expect(vazio.statusCode).toBe(200);
    expect(vazio.json()).toEqual([]);
    await naFila(cd, vAuto.nr_vaga, S.REPROVADO);
    const frozen = await req('POST', 'reaproveita-candidato', {
      cd_pessoa_candidato: cd,
      nr_requisicao: vCongelada.nr_requisicao,
      data_agenda: hoje,
    });
    expect(frozen.statusCode).toBe(409);
    const ruim = await req('POST', 'reaproveita-candidato', {
      cd_pessoa_candidato: cd,
      nr_requisicao: vAuto2.nr_requisicao,
      data_agenda: '31/02',
    });
    expect(ruim.statusCode).toBe(400);
    expect((await linha(cd, vAuto.nr_vaga)).cd_situacao_atual).toBe(S.REPROVADO);
  });
});

describe('POST recrutamento/baixa-agenda-candidato', () => {
  it('writes off a waiting row as scheduled; refuses handled rows and frozen vacancies', async () => {
    const cd = await criarCandidato(t.db.handle);
    await naFila(cd, vAuto.nr_vaga);
    const res = await req('POST', 'baixa-agenda-candidato', { cd_pessoa_candidato: cd, data_agenda: hoje });
    expect(res.statusCode, res.body).toBe(200);
    expect((await linha(cd, vAuto.nr_vaga)).cd_situacao_atual).toBe(S.AGENDADO);
    expect(
      (await req('POST', 'baixa-agenda-candidato', { cd_pessoa_candidato: cd, data_agenda: hoje }))
        .statusCode,
    ).toBe(409);

    const cd2 = await criarCandidato(t.db.handle);
    await naFila(cd2, vCongelada.nr_vaga);
    const frozen = await req('POST', 'baixa-agenda-candidato', {
      cd_pessoa_candidato: cd2,
      data_agenda: hoje,
    });
    expect(frozen.statusCode).toBe(409);
    expect(frozen.json().error).toBe(MENSAGENS.vagaCongelada);
    const nada = await req('POST', 'baixa-agenda-candidato', {
      cd_pessoa_candidato: cd2,
      data_agenda: '2001-01-01',
    });
    expect(nada.statusCode).toBe(404);
  });
});
