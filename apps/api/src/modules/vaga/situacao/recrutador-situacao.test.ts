import { dataNegocio, somarDias } from '@backoffice/domain/vaga-prazo';
import { MENSAGENS_SITUACAO } from '@backoffice/domain/vaga-situacao-regras';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  injectAs,
  loginComUsuario,
  type Sessao,
  type TestApp,
} from '../../../../test/helpers';
import {
  criarCatalogosVaga,
  criarCliente,
  criarRequisicao,
  criarVaga,
  type DadosVaga,
  lerVaga,
  notasVaga,
} from '../../../../test/vaga-fixtures';

// The overdue flow of the recruiter (spec 001 §2.13, 002 §6; docs/decisions/0012): Cancelar opens the
// situation tab of their own overdue vacancy, Prorrogar extends it.

let t: TestApp;
let recrutador: Sessao; // the demo recruiter's codes (36, 37, 103, 206), unit 1
let outroRecrutador: Sessao;
let semCodigos: Sessao; // neither Selection nor Recruitment codes
let cliente: number;
const hoje = dataNegocio();
const diasAtras = (n: number) => somarDias(hoje, -n);

async function vaga(analista: Sessao, dados: DadosVaga = {}): Promise<number> {
  const requisicao = await criarRequisicao(t.app.deps.db, cliente);
  return criarVaga(
    t.app.deps.db,
    { cliente, requisicao },
    { cd_pessoa_analista: analista.usuario.user_sip, cd_usuario_analista: analista.usuario.cd_sip, ...dados },
  );
}

beforeAll(async () => {
  t = await createTestApp({ CANCELAMENTO_LIVRE_DIAS: '5' });
  await criarCatalogosVaga(t.app.deps.db);
  cliente = await criarCliente(t.app.deps.db, 'Cliente do Recrutamento');
  recrutador = await loginComUsuario(t.app, 'recrutamento');
  outroRecrutador = await loginComUsuario(t.app, 'recrutamento');
  semCodigos = await loginComUsuario(t.app, 'financeiro');
});
afterAll(async () => {
  await t?.close();
});

const get = (s: Sessao, url: string) => injectAs(t.app, s.cookie, { method: 'GET', url: `/api/${url}` });
const situacao = (s: Sessao, payload: object) =>
  injectAs(t.app, s.cookie, { method: 'PUT', url: '/api/vaga/situacao-vaga', payload });
const prorrogar = (s: Sessao, payload: object) =>
  injectAs(t.app, s.cookie, { method: 'PUT', url: '/api/vaga/prorrogar', payload });

describe('Cancelar of the overdue flow, as a recruiter', () => {
  it('opens the situation tab of an own overdue vacancy: only that tab, cancellation offered', async () => {
    const nr = await vaga(recrutador, { dt_abertura: diasAtras(120) });
    expect(
      (await get(recrutador, 'vaga/vagas-atrasadas')).json().map((l: { NR_VAGA: number }) => l.NR_VAGA),
    ).toContain(nr);
    const dados = await get(recrutador, `vaga/dados-vaga/${nr}`);
    expect(dados.statusCode, dados.body).toBe(200);
    const d = dados.json();
    expect(d.ABAS).toEqual(['tab_situacao_vaga']);
    expect(d.ABAS_HABILITADAS).toEqual(['tab_situacao_vaga']);
    expect(d.PERMITE_ATUALIZAR).toEqual({ atualiza: true, mensagem: null });
    expect(d.SITUACOES_VAGA.map((s: { CD_SITUACAO_VAGA: number }) => s.CD_SITUACAO_VAGA)).toEqual([5, 9]);
    expect(d.PERMITE_JUSTIFICAR).toBe('N');
    expect((await get(recrutador, 'vaga/motivos-cancelamento-vaga-list')).statusCode).toBe(200);
    const proposta = await get(recrutador, `vaga/cancelamento-vaga-proposta/${nr}`);
    expect(proposta.statusCode).toBe(200);
    expect(proposta.json().ID_AVISO_CANCELAMENTO).toBe('N');
  });

  it('cancels an own overdue vacancy, which leaves the overdue list', async () => {
    const nr = await vaga(recrutador, { dt_abertura: diasAtras(100) });
    const res = await situacao(recrutador, { nr_vaga: nr, cd_situacao_vaga: 5, cd_motivo_cancelamento: 2 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe(1);
    expect(await lerVaga(t.app.deps.db, nr)).toMatchObject({
      cd_situacao_vaga: 5,
      cd_motivo_cancelamento: 2,
    });
    expect((await notasVaga(t.app.deps.db, nr)).length).toBeGreaterThan(0);
    const atrasadas = (await get(recrutador, 'vaga/vagas-atrasadas')).json();
    expect(atrasadas.map((l: { NR_VAGA: number }) => l.NR_VAGA)).not.toContain(nr);
  });

  it('extends an own overdue vacancy', async () => {
    const nr = await vaga(recrutador, { dt_abertura: diasAtras(100) });
    const res = await prorrogar(recrutador, {
      nr_vaga: nr,
      ds_motivo_prorrogacao: 'Cliente pediu mais prazo para as entrevistas.',
      cd_unidade: 1,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await lerVaga(t.app.deps.db, nr)).dt_prorrogacao).not.toBeNull();
  });

  it('refuses (403) the situation of a vacancy that is not an own overdue one, writing nothing', async () => {
    const noPrazo = await vaga(recrutador, { dt_abertura: diasAtras(30) });
    const deOutro = await vaga(outroRecrutador, { dt_abertura: diasAtras(200) });
    for (const nr of [noPrazo, deOutro]) {
      const res = await situacao(recrutador, { nr_vaga: nr, cd_situacao_vaga: 5, cd_motivo_cancelamento: 2 });
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().error).toBe(MENSAGENS_SITUACAO.somenteVagaAtrasadaPropria);
      expect((await lerVaga(t.app.deps.db, nr)).cd_situacao_vaga).toBe(1);
      // the panel reads it, with no tab to edit
      const d = (await get(recrutador, `vaga/dados-vaga/${nr}`)).json();
      expect(d.ABAS).toEqual([]);
      expect(d.PERMITE_ATUALIZAR).toEqual({
        atualiza: false,
        mensagem: MENSAGENS_SITUACAO.somenteVagaAtrasadaPropria,
      });
    }
  });

  it('keeps the other saves of the edit panel and the justification to the selection', async () => {
    const nr = await vaga(recrutador, { dt_abertura: diasAtras(120) });
    const desc = await injectAs(t.app, recrutador.cookie, {
      method: 'PUT',
      url: '/api/vaga/descricao-vaga',
      payload: { nr_vaga: nr, ds_observacoes: 'Texto qualquer de observação' },
    });
    expect(desc.statusCode).toBe(403);
    const just = await injectAs(t.app, recrutador.cookie, {
      method: 'PUT',
      url: '/api/vaga/justificativa-vaga',
      payload: { nr_vaga: nr, id_cancelada_just: 'S', ds_justificativa: 'Justificativa longa o bastante.' },
    });
    expect(just.statusCode).toBe(403);
  });

  it('refuses (403) every call of the flow to a user without Selection or Recruitment codes', async () => {
    const nr = await vaga(semCodigos, { dt_abertura: diasAtras(120) });
    for (const url of [
      `vaga/dados-vaga/${nr}`,
      'vaga/motivos-cancelamento-vaga-list',
      `vaga/cancelamento-vaga-proposta/${nr}`,
      'vaga/vagas-atrasadas',
    ])
      expect((await get(semCodigos, url)).statusCode, url).toBe(403);
    expect(
      (await situacao(semCodigos, { nr_vaga: nr, cd_situacao_vaga: 5, cd_motivo_cancelamento: 2 }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await prorrogar(semCodigos, {
          nr_vaga: nr,
          ds_motivo_prorrogacao: 'Cliente pediu mais prazo para as entrevistas.',
          cd_unidade: 1,
        })
      ).statusCode,
    ).toBe(403);
    expect((await lerVaga(t.app.deps.db, nr)).cd_situacao_vaga).toBe(1);
  });
});
