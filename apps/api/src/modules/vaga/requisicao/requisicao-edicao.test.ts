import { MENSAGENS_ABERTURA as M } from '@backoffice/domain/abertura-requisicao';
import { MENSAGENS_SITUACAO } from '@backoffice/domain/vaga-situacao-regras';
import { describe, expect, it, vi } from 'vitest';
import { injectAs } from '../../../../test/helpers';
import { criarCandidato, notasVaga } from '../../../../test/vaga-fixtures';

import {
  aberta,
  ana,
  bia,
  cargo,
  contar,
  corpo,
  gestor,
  ler,
  linha,
  metal,
  q,
  recusada,
  t,
  usarAmbienteRequisicoes,
} from './requisicao.fixtures';

usarAmbienteRequisicoes();

describe('PUT /api/requisicoes/{nr}', () => {
  const alterar = (nr: number, payload: unknown) =>
    injectAs(t.app, gestor.cookie, {
      method: 'PUT',
      url: `/api/requisicoes/${nr}`,
      payload: payload as object,
    });
  const edicao = (nrs: number[], extra: Record<string, unknown> = {}) => ({
    ...corpo(),
    cd_pessoa_cliente: undefined,
    cd_empresa: undefined,
    linhas: nrs.map((nr) => linha({ nr_vaga: nr })),
    ...extra,
  });

  it('changes the header on every vacancy, a line on its vacancy, and opens new lines', async () => {
    const r = await aberta(corpo({ linhas: [linha({ qt_vagas: 2 })] }));
    const publicar = vi.spyOn(t.app.deps.realtime, 'publish');
    const res = await alterar(
      r.NR_REQUISICAO,
      edicao([], {
        nm_requisitante: 'Paulo Lima',
        linhas: [
          linha({ nr_vaga: r.NR_VAGA[0], vl_salario: 3000, cd_pessoa_analista: bia.usuario.user_sip }),
          linha({ nr_vaga: r.NR_VAGA[1] }),
          linha({ cd_cargo_cliente: cargo.auxiliar, qt_vagas: 2 }),
        ],
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const corpoResposta = res.json();
    expect(corpoResposta.NR_VAGA).toHaveLength(2);
    expect(corpoResposta.message).toBe(M.alterada(r.NR_REQUISICAO));
    const vagas = await q<{
      nr_vaga: number;
      nm_requisitante: string;
      vl_salario: number;
      cd_pessoa_analista: number;
      cd_cargo: number;
    }>(
      `SELECT nr_vaga, nm_requisitante, vl_salario::float8 AS vl_salario, cd_pessoa_analista, cd_cargo FROM vaga
        WHERE nr_requisicao = $1 ORDER BY nr_vaga`,
      [r.NR_REQUISICAO],
    );
    expect(vagas.map((v) => [v.nm_requisitante, v.vl_salario, v.cd_pessoa_analista, v.cd_cargo])).toEqual([
      ['Paulo Lima', 3000, bia.usuario.user_sip, 501],
      ['Paulo Lima', 2500, ana.usuario.user_sip, 501],
      ['Paulo Lima', 2500, ana.usuario.user_sip, 502],
      ['Paulo Lima', 2500, ana.usuario.user_sip, 502],
    ]);
    const [req] = await q(`SELECT nm_requisitante, qt_vagas FROM requisicao WHERE nr_requisicao = $1`, [
      r.NR_REQUISICAO,
    ]);
    expect(req).toEqual({ nm_requisitante: 'Paulo Lima', qt_vagas: 4 });
    const notas = await notasVaga(t.app.deps.db, r.NR_VAGA[0]);
    expect(notas.at(-1)).toMatchObject({ id_tipo: 'RE' });
    expect(notas.at(-1)?.ds_historico).toContain('Requisitante: Marina Souza → Paulo Lima');
    expect(notas.at(-1)?.ds_historico).toContain('Salário');
    // the new analyst's alert; the 'vaga' event names the changed and new vacancies
    const [aviso] = await q<{ ds: string }>(
      `SELECT ds_complemento_aviso AS ds FROM aviso WHERE cd_sip = $1 AND nr_vaga = $2`,
      [bia.usuario.cd_sip, r.NR_VAGA[0]],
    );
    expect(aviso.ds).toContain(`Vaga ${r.NR_VAGA[0]}`);
    const evento = publicar.mock.calls.find((c) => c[1].tipo === 'vaga')?.[1].dados as { NR_VAGAS: number[] };
    expect(evento.NR_VAGAS).toEqual([r.NR_VAGA[0], r.NR_VAGA[1], ...corpoResposta.NR_VAGA]);
    publicar.mockRestore();
  });

  it('refuses once a candidate is related (409), a vacancy of another requisition, and writes nothing', async () => {
    const r = await aberta(corpo({ linhas: [linha()] }));
    const outra = await aberta(corpo());
    const antes = await contar();
    const fora = await alterar(r.NR_REQUISICAO, edicao([outra.NR_VAGA[0]]));
    expect(fora.statusCode).toBe(400);
    expect(fora.json().error).toEqual([`linhas.0.nr_vaga: ${M.vagaDeOutraRequisicao}`]);
    const ruim = await alterar(
      r.NR_REQUISICAO,
      edicao([r.NR_VAGA[0]], { linhas: [linha({ nr_vaga: r.NR_VAGA[0], qt_vagas: 0 })] }),
    );
    expect(ruim.statusCode).toBe(400);
    const candidata = await criarCandidato(t.app.deps.db, 'Clara Candidata');
    await q(`INSERT INTO vaga_candidato (nr_vaga, cd_pessoa_candidato) VALUES ($1, $2)`, [
      r.NR_VAGA[0],
      candidata,
    ]);
    const res = await alterar(r.NR_REQUISICAO, edicao([r.NR_VAGA[0]], { nm_requisitante: 'Outro' }));
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(M.comCandidatos(1));
    expect(await contar()).toEqual(antes);
    const [v] = await q(`SELECT nm_requisitante FROM vaga WHERE nr_vaga = $1`, [r.NR_VAGA[0]]);
    expect(v).toEqual({ nm_requisitante: 'Marina Souza' });
    expect((await ler(r.NR_REQUISICAO)).json()).toMatchObject({
      ID_EDITAVEL: 'N',
      DS_NAO_EDITAVEL: M.comCandidatos(1),
      QT_CANDIDATOS: 1,
    });
    // a web applicant counts too
    const s = await aberta(corpo());
    await q(`INSERT INTO candidato_web (cd_pessoa_candidato, nr_requisicao) VALUES ($1, $2)`, [
      candidata,
      s.NR_REQUISICAO,
    ]);
    expect((await alterar(s.NR_REQUISICAO, edicao(s.NR_VAGA))).statusCode).toBe(409);
  });

  it('404 for an unknown requisition', async () => {
    expect((await alterar(99_999_999, edicao([], { linhas: [linha()] }))).statusCode).toBe(404);
  });

  it('an inactive client position opens nothing new; a vacancy that names it keeps it through the edit', async () => {
    const [c] = await q<{ cd: number }>(
      `INSERT INTO cargo_cliente (cd_pessoa_cliente, cd_empresa_cliente, nm_cargo_cliente, cd_cargo_interno)
       VALUES ($1, 1, 'Operador veterano', 501) RETURNING cd_cargo_cliente AS cd`,
      [metal],
    );
    const veterano = Number(c!.cd);
    const r = await aberta(corpo({ linhas: [linha({ cd_cargo_cliente: veterano })] }));
    await q(`UPDATE cargo_cliente SET id_ativo = 'N' WHERE cd_cargo_cliente = $1`, [veterano]);

    // a new requisition: refused beside the line's field, nothing written
    expect(await recusada(corpo({ linhas: [linha(), linha({ cd_cargo_cliente: veterano })] }))).toEqual([
      `linhas.1.cd_cargo_cliente: ${M.cargoInativo}`,
    ]);
    // the edit: the vacancy keeps it; a new line or another vacancy may not take it
    const antes = await contar();
    const novaLinha = await alterar(
      r.NR_REQUISICAO,
      edicao([], { linhas: [linha({ nr_vaga: r.NR_VAGA[0] }), linha({ cd_cargo_cliente: veterano })] }),
    );
    expect(novaLinha.statusCode).toBe(400);
    expect(novaLinha.json().error).toEqual([`linhas.1.cd_cargo_cliente: ${M.cargoInativo}`]);
    expect(await contar()).toEqual(antes);
    const mantida = await alterar(
      r.NR_REQUISICAO,
      edicao([], {
        linhas: [linha({ nr_vaga: r.NR_VAGA[0], cd_cargo_cliente: veterano, vl_salario: 2700 })],
      }),
    );
    expect(mantida.statusCode, mantida.body).toBe(200);
    const [v] = await q<{ cd: number; vl: number }>(
      `SELECT cd_cargo_cliente AS cd, vl_salario::float8 AS vl FROM vaga WHERE nr_vaga = $1`,
      [r.NR_VAGA[0]],
    );
    expect(v).toEqual({ cd: veterano, vl: 2700 });
    const outra = await aberta(corpo());
    const trocar = await alterar(
      outra.NR_REQUISICAO,
      edicao([], { linhas: [linha({ nr_vaga: outra.NR_VAGA[0], cd_cargo_cliente: veterano })] }),
    );
    expect(trocar.statusCode).toBe(400);
    expect(trocar.json().error).toEqual([`linhas.0.cd_cargo_cliente: ${M.cargoInativo}`]);
    // reactivated, it is offered again
    await q(`UPDATE cargo_cliente SET id_ativo = 'S' WHERE cd_cargo_cliente = $1`, [veterano]);
    await aberta(corpo({ linhas: [linha({ cd_cargo_cliente: veterano })] }));
  });
});

describe('POST /api/requisicoes/{nr}/cancelamento', () => {
  const cancelar = (nr: number, payload: unknown) =>
    injectAs(t.app, gestor.cookie, {
      method: 'POST',
      url: `/api/requisicoes/${nr}/cancelamento`,
      payload: payload as object,
    });
  const motivo = {
    cd_motivo_cancelamento: 1,
    ds_motivo_cancelamento: 'Cliente desistiu da contratação neste mês.',
  };

  it('cancels the requisition with its reason and its open vacancies; then it is neither edited nor cancelled again', async () => {
    const r = await aberta(corpo({ linhas: [linha({ qt_vagas: 3 })] }));
    // one vacancy was already closed: it keeps its situation
    await q(`UPDATE vaga SET cd_situacao_vaga = 6 WHERE nr_vaga = $1`, [r.NR_VAGA[2]]);
    const res = await cancelar(r.NR_REQUISICAO, motivo);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      NR_REQUISICAO: r.NR_REQUISICAO,
      NR_VAGA: r.NR_VAGA.slice(0, 2),
      message: M.cancelada(r.NR_REQUISICAO, 2),
    });
    const [req] = await q(
      `SELECT id_situacao, cd_motivo_cancelamento, ds_motivo_cancelamento, cd_usuario_cancelamento, dt_cancelamento IS NOT NULL AS dt
         FROM requisicao WHERE nr_requisicao = $1`,
      [r.NR_REQUISICAO],
    );
    expect(req).toEqual({
      id_situacao: 'C',
      cd_motivo_cancelamento: 1,
      ds_motivo_cancelamento: motivo.ds_motivo_cancelamento,
      cd_usuario_cancelamento: gestor.usuario.cd_sip,
      dt: true,
    });
    const vagas = await q(
      `SELECT cd_situacao_vaga, cd_motivo_cancelamento, ds_situacao_vaga FROM vaga WHERE nr_requisicao = $1 ORDER BY nr_vaga`,
      [r.NR_REQUISICAO],
    );
    expect(vagas).toEqual([
      { cd_situacao_vaga: 5, cd_motivo_cancelamento: 1, ds_situacao_vaga: motivo.ds_motivo_cancelamento },
      { cd_situacao_vaga: 5, cd_motivo_cancelamento: 1, ds_situacao_vaga: motivo.ds_motivo_cancelamento },
      { cd_situacao_vaga: 6, cd_motivo_cancelamento: null, ds_situacao_vaga: null },
    ]);
    expect((await notasVaga(t.app.deps.db, r.NR_VAGA[0])).at(-1)).toMatchObject({ id_tipo: 'RC' });
    expect((await ler(r.NR_REQUISICAO)).json()).toMatchObject({
      ID_SITUACAO: 'C',
      NM_MOTIVO_CANCELAMENTO: expect.any(String),
      DS_MOTIVO_CANCELAMENTO: motivo.ds_motivo_cancelamento,
      ID_EDITAVEL: 'N',
      DS_NAO_EDITAVEL: M.requisicaoCancelada,
    });
    const again = await cancelar(r.NR_REQUISICAO, motivo);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(M.requisicaoCancelada);
    const put = await injectAs(t.app, gestor.cookie, {
      method: 'PUT',
      url: `/api/requisicoes/${r.NR_REQUISICAO}`,
      payload: { ...corpo(), linhas: [linha({ nr_vaga: r.NR_VAGA[0] })] },
    });
    expect(put.statusCode).toBe(409);
  });

  it('needs a reason; a vacancy the rules keep (approved candidate of a temporary hiring) refuses it all', async () => {
    const r = await aberta(
      corpo({ cd_tipo_contratacao: 2, linhas: [linha({ cd_turno: 201, qt_vagas: 2 })] }),
    );
    const semMotivo = await cancelar(r.NR_REQUISICAO, { ds_motivo_cancelamento: 'curto' });
    expect(semMotivo.statusCode).toBe(400);
    expect(semMotivo.json().error).toEqual([
      `cd_motivo_cancelamento: ${M.motivoObrigatorio}`,
      `ds_motivo_cancelamento: ${M.motivoTextoMin}`,
    ]);
    const inexistente = await cancelar(r.NR_REQUISICAO, { ...motivo, cd_motivo_cancelamento: 999 });
    expect(inexistente.statusCode).toBe(400);
    expect(inexistente.json().error).toBe(`cd_motivo_cancelamento: ${M.motivoInexistente}`);
    const aprovada = await criarCandidato(t.app.deps.db, 'Aprovada');
    await q(
      `INSERT INTO vaga_candidato (nr_vaga, cd_pessoa_candidato, cd_estagio_vaga, id_situacao) VALUES ($1, $2, 6, 'A')`,
      [r.NR_VAGA[1], aprovada],
    );
    const antes = await contar();
    const res = await cancelar(r.NR_REQUISICAO, motivo);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(M.vagaNaoCancelavel(r.NR_VAGA[1], MENSAGENS_SITUACAO.candidatoAprovado));
    expect(await contar()).toEqual(antes);
    const [req] = await q(`SELECT id_situacao FROM requisicao WHERE nr_requisicao = $1`, [r.NR_REQUISICAO]);
    expect(req).toEqual({ id_situacao: 'A' });
    const [v] = await q(`SELECT cd_situacao_vaga FROM vaga WHERE nr_vaga = $1`, [r.NR_VAGA[0]]);
    expect(v).toEqual({ cd_situacao_vaga: 1 });
  });
});
