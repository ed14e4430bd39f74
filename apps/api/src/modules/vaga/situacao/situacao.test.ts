import { MENSAGENS_FATURAMENTO } from '@backoffice/domain/faturamento';
import { PERFIS_DEMO } from '@backoffice/domain/perfis';
import { hojeNegocio, somarDiasIso } from '@backoffice/domain/vaga-edicao';
import { MENSAGENS_VAGA_EDICAO } from '@backoffice/domain/vaga-edicao-mensagens';
import { MENSAGENS_SITUACAO } from '@backoffice/domain/vaga-situacao-regras';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, injectAs, loginComUsuario, type TestApp } from '../../../../test/helpers';
import {
  criarCandidato,
  criarCatalogosVaga,
  criarCliente,
  criarRequisicao,
  criarVaga,
  type DadosVaga,
  lerVaga,
  notasVaga,
} from '../../../../test/vaga-fixtures';

const M = MENSAGENS_VAGA_EDICAO;
const S = MENSAGENS_SITUACAO;

let t: TestApp;
let cookie: string;
let justifica: string;
let cliente: number;
const hoje = hojeNegocio();
const amanha = somarDiasIso(hoje, 1);

beforeAll(async () => {
  t = await createTestApp({ CANCELAMENTO_LIVRE_DIAS: '5' });
  await criarCatalogosVaga(t.app.deps.db);
  cliente = await criarCliente(t.app.deps.db);
  cookie = (await loginComUsuario(t.app, 'selecao')).cookie;
  // the user's flag decides (Administração › Usuários)
  justifica = (
    await loginComUsuario(t.app, {
      permissoes: PERFIS_DEMO.selecao.permissoes,
      id_justifica_cancelamento: 'S',
    })
  ).cookie;
});
afterAll(async () => {
  await t.close();
});

async function novaVaga(dados: DadosVaga = {}): Promise<number> {
  const req = await criarRequisicao(t.app.deps.db, cliente);
  return criarVaga(t.app.deps.db, { cliente, requisicao: req }, dados);
}

const situacao = (payload: object, c = cookie) =>
  injectAs(t.app, c, { method: 'PUT', url: '/api/vaga/situacao-vaga', payload });
const justificativa = (payload: object, c = cookie) =>
  injectAs(t.app, c, { method: 'PUT', url: '/api/vaga/justificativa-vaga', payload });
const get = (url: string, c = cookie) => injectAs(t.app, c, { method: 'GET', url: `/api/${url}` });

describe('lists of the situation tab', () => {
  it('lists the active cancellation reasons', async () => {
    const res = await get('vaga/motivos-cancelamento-vaga-list');
    expect(res.statusCode).toBe(200);
    expect(res.json()[0]).toEqual({
      CD_MOTIVO_CANCELAMENTO: 1,
      DS_MOTIVO_CANCELAMENTO: 'Cliente desistiu da contratação',
    });
  });

  it('gives the free-cancellation notice only within the configured days of the opening', async () => {
    const nova = await novaVaga({ dt_abertura: somarDiasIso(hoje, -5) });
    expect((await get(`vaga/cancelamento-vaga-proposta/${nova}`)).json()).toEqual({
      NR_VAGA: nova,
      ID_AVISO_CANCELAMENTO: 'S',
      QT_DIAS_CANCELAMENTO_LIVRE: 5,
      DT_LIMITE_CANCELAMENTO: hoje,
      DS_AVISO: expect.stringContaining('sem faturamento'),
    });
    const antiga = await novaVaga({ dt_abertura: somarDiasIso(hoje, -6) });
    expect((await get(`vaga/cancelamento-vaga-proposta/${antiga}`)).json()).toMatchObject({
      ID_AVISO_CANCELAMENTO: 'N',
      DS_AVISO: null,
    });
    expect((await get('vaga/cancelamento-vaga-proposta/999999')).statusCode).toBe(404);
  });
});

describe('PUT /api/vaga/situacao-vaga', () => {
  it('changes to an offered situation with a history note', async () => {
    const nr = await novaVaga();
    const res = await situacao({
      nr_vaga: nr,
      cd_situacao_vaga: 7,
      ds_situacao_vaga: 'Vaga aguardando retorno do cliente',
    });
    expect(res.json()).toEqual({ status: 1, message: 'Situação da vaga atualizada com sucesso.' });
    const v = await lerVaga(t.app.deps.db, nr);
    expect(v.cd_situacao_vaga).toBe(7);
    expect(v.dt_situacao).not.toBeNull();
    const [nota] = await notasVaga(t.app.deps.db, nr);
    expect(nota.id_tipo).toBe('S');
    expect(nota.ds_historico).toContain('Situação: 1 → 7');
  });

  it("answers 'Não há dados para atualizar' when the situation stays", async () => {
    const nr = await novaVaga();
    expect((await situacao({ nr_vaga: nr, cd_situacao_vaga: 1 })).json()).toEqual({
      status: 2,
      message: 'Não há dados para atualizar',
    });
  });

  it('needs a reason to cancel (5, 8, 9) and stores it', async () => {
    const nr = await novaVaga();
    const sem = await situacao({ nr_vaga: nr, cd_situacao_vaga: 5 });
    expect(sem.statusCode).toBe(400);
    expect(sem.json().error).toBe(S.motivoObrigatorio);
    expect((await situacao({ nr_vaga: nr, cd_situacao_vaga: 8 })).json().error).toBe(S.motivoObrigatorio);
    expect(
      (await situacao({ nr_vaga: nr, cd_situacao_vaga: 5, cd_motivo_cancelamento: 999 })).json().error,
    ).toBe(S.motivoInvalido);
    expect((await lerVaga(t.app.deps.db, nr)).cd_situacao_vaga).toBe(1);
    const ok = await situacao({ nr_vaga: nr, cd_situacao_vaga: 5, cd_motivo_cancelamento: 2 });
    expect(ok.statusCode).toBe(200);
    expect(await lerVaga(t.app.deps.db, nr)).toMatchObject({
      cd_situacao_vaga: 5,
      cd_motivo_cancelamento: 2,
    });
  });

  it('refuses with 409 a situation the rules do not offer', async () => {
    const nr = await novaVaga();
    for (const cd of [6, 13]) {
      const res = await situacao({ nr_vaga: nr, cd_situacao_vaga: cd });
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toBe(S.situacaoNaoPermitida);
    }
    expect((await lerVaga(t.app.deps.db, nr)).cd_situacao_vaga).toBe(1);
  });

  it('refuses changing a cancelled, cancelled-with-billing or blocked vacancy', async () => {
    for (const cd of [5, 9, 10]) {
      const nr = await novaVaga({ cd_situacao_vaga: cd });
      const res = await situacao({ nr_vaga: nr, cd_situacao_vaga: 7 });
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toBe(S.situacaoNaoEditavel);
    }
  });

  it('locks the situation once a candidate is approved, unless the hiring type is 1 or 10', async () => {
    const aprovar = async (nr: number) => {
      const cand = await criarCandidato(t.app.deps.db);
      await t.app.deps.db.execute(sql`INSERT INTO vaga_candidato (nr_vaga, cd_pessoa_candidato, cd_estagio_vaga, id_situacao)
        VALUES (${nr}, ${cand}, 6, 'A')`);
    };
    const temporaria = await novaVaga({ cd_tipo_contratacao: 2 });
    await aprovar(temporaria);
    const res = await situacao({ nr_vaga: temporaria, cd_situacao_vaga: 7 });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('Já existe um candidato aprovado para esta vaga');
    const efetiva = await novaVaga({ cd_tipo_contratacao: 1 });
    await aprovar(efetiva);
    expect((await situacao({ nr_vaga: efetiva, cd_situacao_vaga: 7 })).statusCode).toBe(200);
  });

  it('offers only cancelling on an expired vacancy; with billing it needs a date after today', async () => {
    const nr = await novaVaga({ dt_abertura: somarDiasIso(hoje, -120) });
    expect((await situacao({ nr_vaga: nr, cd_situacao_vaga: 7 })).statusCode).toBe(409);
    const semData = await situacao({ nr_vaga: nr, cd_situacao_vaga: 9, cd_motivo_cancelamento: 10 });
    expect(semData.json().error).toBe(S.dataFaturamentoObrigatoria);
    const hojeBr = hoje.split('-').reverse().join('-');
    const dataHoje = await situacao({
      nr_vaga: nr,
      cd_situacao_vaga: 9,
      cd_motivo_cancelamento: 10,
      dt_faturamento: hojeBr,
    });
    expect(dataHoje.statusCode).toBe(400);
    expect(dataHoje.json().error).toBe('Data de faturamento deve ser maior que a data atual!');
    expect((await lerVaga(t.app.deps.db, nr)).cd_situacao_vaga).toBe(1);
    const ok = await situacao({
      nr_vaga: nr,
      cd_situacao_vaga: 9,
      cd_motivo_cancelamento: 10,
      dt_faturamento: amanha,
      pc_faturamento: 50,
    });
    expect(ok.statusCode).toBe(200);
    expect(await lerVaga(t.app.deps.db, nr)).toMatchObject({
      cd_situacao_vaga: 9,
      dt_faturamento: amanha,
      pc_faturamento: 50,
      cd_motivo_cancelamento: 10,
    });
  });

  it('lets a frozen vacancy be cancelled, and nothing else', async () => {
    const nr = await novaVaga({ cd_situacao_vaga: 13 });
    expect((await situacao({ nr_vaga: nr, cd_situacao_vaga: 1 })).statusCode).toBe(409);
    const ok = await situacao({ nr_vaga: nr, cd_situacao_vaga: 5, cd_motivo_cancelamento: 9 });
    expect(ok.statusCode).toBe(200);
    expect((await lerVaga(t.app.deps.db, nr)).cd_situacao_vaga).toBe(5);
  });

  it("refuses any save of a frozen vacancy whose advance was billed ('Cancelar Vaga com Cobrança de Adiantamento')", async () => {
    const nr = await novaVaga({ cd_situacao_vaga: 13, id_adiantamento_faturado: 'S' });
    for (const corpo of [
      { nr_vaga: nr, cd_situacao_vaga: 5, cd_motivo_cancelamento: 9 },
      { nr_vaga: nr, cd_situacao_vaga: 13, ds_situacao_vaga: 'Tentando salvar sem mudar nada' },
    ]) {
      const res = await situacao(corpo);
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toContain('Cancelar Vaga com Cobrança de Adiantamento');
    }
    expect((await lerVaga(t.app.deps.db, nr)).cd_situacao_vaga).toBe(13);
    expect(await notasVaga(t.app.deps.db, nr)).toHaveLength(0);
  });

  it('resets the justification to N when the situation leaves 5, 6 and 9', async () => {
    const nr = await novaVaga({
      cd_situacao_vaga: 6,
      id_cancelada_just: 'S',
      ds_justificativa: 'Justificada antes',
    });
    const res = await situacao({ nr_vaga: nr, cd_situacao_vaga: 1 });
    expect(res.statusCode).toBe(200);
    expect((await lerVaga(t.app.deps.db, nr)).id_cancelada_just).toBe('N');
  });

  it("refuses a short situation note and a missing vacancy ('Vaga não informada')", async () => {
    const nr = await novaVaga();
    expect(
      (await situacao({ nr_vaga: nr, cd_situacao_vaga: 7, ds_situacao_vaga: 'curta' })).json().error,
    ).toEqual([S.descricaoMin]);
    expect((await situacao({ cd_situacao_vaga: 7 })).json().error).toEqual([M.validacao.vagaNaoInformada]);
  });
});

describe('PUT /api/vaga/justificativa-vaga', () => {
  const texto = 'Cliente pediu o cancelamento por escrito';

  it('is only for the users with the flag', async () => {
    const nr = await novaVaga({ cd_situacao_vaga: 5 });
    const res = await justificativa({ nr_vaga: nr, id_cancelada_just: 'S', ds_justificativa: texto });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe(S.justificativaSemPermissao);
    expect((await lerVaga(t.app.deps.db, nr)).id_cancelada_just).toBe('N');
    expect((await get(`vaga/dados-vaga/${nr}`)).json().PERMITE_JUSTIFICAR).toBe('N');
    expect((await get(`vaga/dados-vaga/${nr}`, justifica)).json().PERMITE_JUSTIFICAR).toBe('S');
  });

  it('justifies vacancies in 5, 6 and 9 only', async () => {
    for (const cd of [5, 6, 9]) {
      const nr = await novaVaga({ cd_situacao_vaga: cd });
      const res = await justificativa(
        { nr_vaga: nr, id_cancelada_just: 'S', ds_justificativa: texto },
        justifica,
      );
      expect(res.json()).toEqual({ status: 1, message: 'Justificativa da vaga atualizada com sucesso.' });
      expect(await lerVaga(t.app.deps.db, nr)).toMatchObject({
        id_cancelada_just: 'S',
        ds_justificativa: texto,
      });
    }
    const aberta = await novaVaga();
    const res = await justificativa(
      { nr_vaga: aberta, id_cancelada_just: 'S', ds_justificativa: texto },
      justifica,
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(S.justificativaSituacao);
    expect((await get(`vaga/dados-vaga/${aberta}`, justifica)).json().PERMITE_JUSTIFICAR).toBe('N');
  });

  it('needs 20 characters of justification', async () => {
    const nr = await novaVaga({ cd_situacao_vaga: 5 });
    const res = await justificativa(
      { nr_vaga: nr, id_cancelada_just: 'S', ds_justificativa: 'curta' },
      justifica,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual([S.justificativaMin]);
  });
});

describe('billing tab', () => {
  const salvar = (payload: object) =>
    injectAs(t.app, cookie, { method: 'POST', url: '/api/vaga/dados-faturamento', payload });

  it('answers the billing data with the limits and the default date', async () => {
    const nr = await novaVaga({ pc_faturamento: 70, dt_faturamento: '2030-01-10', pc_total_faturado: 30 });
    const d = (await get(`vaga/dados-faturamento/${nr}`)).json();
    expect(d).toMatchObject({
      NR_VAGA: nr,
      PC_FATURAMENTO: 70,
      DT_FATURAMENTO: '2030-01-10',
      PC_TOTAL_FATURADO: 30,
      ID_ADIANTAMENTO_FATURADO: 'N',
      PC_TOTAL_MAXIMO: 150,
      DT_FATURAMENTO_MINIMA: amanha,
    });
    expect(new Date(`${d.DT_FATURAMENTO_PADRAO}T00:00:00Z`).getUTCDay()).toBe(0);
    expect(d.DT_FATURAMENTO_PADRAO > hoje).toBe(true);
  });

  it('saves the three parts with a history note', async () => {
    const nr = await novaVaga();
    const res = await salvar({
      nr_vaga: nr,
      pc_faturamento: 70,
      dt_faturamento: amanha,
      pc_adiantamento: 30,
      dt_adiantamento: amanha.split('-').reverse().join('/'),
      pc_encaminhamento: 0,
    });
    expect(res.json()).toEqual({ status: 1, message: M.sucesso.faturamento });
    expect(await lerVaga(t.app.deps.db, nr)).toMatchObject({
      pc_faturamento: 70,
      dt_faturamento: amanha,
      ad_pc_faturamento: 30,
      ad_dt_faturamento: amanha,
      pc_fat_encaminhamento: null,
    });
    expect((await notasVaga(t.app.deps.db, nr))[0].id_tipo).toBe('F');
  });

  it('keeps the total between the billed percent and 150 and the dates after today', async () => {
    const nr = await novaVaga({
      pc_total_faturado: 40,
      ad_pc_faturamento: 40,
      ad_dt_faturamento: '2024-01-01',
      id_adiantamento_faturado: 'S',
    });
    const base = { nr_vaga: nr, pc_adiantamento: 40, dt_adiantamento: '2024-01-01' };
    const acima = await salvar({ ...base, pc_faturamento: 120, dt_faturamento: amanha });
    expect(acima.statusCode).toBe(400);
    expect(acima.json().error).toEqual([MENSAGENS_FATURAMENTO.totalMaximo]);
    const hojeData = await salvar({ ...base, pc_faturamento: 60, dt_faturamento: hoje });
    expect(hojeData.json().error).toEqual(['Data de faturamento deve ser maior que a data atual!']);
    const abaixo = await salvar({
      nr_vaga: nr,
      pc_adiantamento: 40,
      dt_adiantamento: '2024-01-01',
      pc_faturamento: 0,
    });
    expect(abaixo.statusCode).toBe(200);
    const faturadoMudou = await salvar({ nr_vaga: nr, pc_adiantamento: 20, dt_adiantamento: '2024-01-01' });
    expect(faturadoMudou.statusCode).toBe(409);
    expect(faturadoMudou.json().error).toBe(MENSAGENS_FATURAMENTO.parcelaFaturada('O adiantamento'));
    const menor = await novaVaga({
      pc_total_faturado: 50,
      pc_faturamento: 50,
      dt_faturamento: '2024-01-01',
      id_fechamento_faturado: 'S',
    });
    const r = await salvar({ nr_vaga: menor, pc_faturamento: 50, dt_faturamento: '2024-01-01' });
    expect(r.json()).toEqual({ status: 2, message: 'Não há dados para atualizar' });
    expect((await lerVaga(t.app.deps.db, nr)).pc_faturamento).toBeNull();
  });

  it('refuses billing for hiring types 2 and 6 and for an expired vacancy', async () => {
    const temporaria = await novaVaga({ cd_tipo_contratacao: 2 });
    const r1 = await salvar({ nr_vaga: temporaria, pc_faturamento: 10, dt_faturamento: amanha });
    expect(r1.statusCode).toBe(409);
    expect(r1.json().error).toBe(MENSAGENS_FATURAMENTO.semFaturamento);
    const expirada = await novaVaga({ dt_abertura: somarDiasIso(hoje, -200) });
    const r2 = await salvar({ nr_vaga: expirada, pc_faturamento: 10, dt_faturamento: amanha });
    expect(r2.statusCode).toBe(409);
    expect(r2.json().error).toBe(MENSAGENS_FATURAMENTO.vagaExpirada);
  });
});
