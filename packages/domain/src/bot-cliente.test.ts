import { describe, expect, it } from 'vitest';
import {
  type ClienteBot,
  ESTADO_BOT_INICIAL,
  type EstadoBot,
  estadoAposRecarregar,
  estadoSalvoValido,
  estimativaApiMs,
  estimativaCalculando,
  estimativaTotalMs,
  filtrarExibir,
  filtrosBloqueados,
  lerConsulta,
  MENSAGENS_BOT,
  ordenarClientesBot,
  registrarTempo,
  rotuloEstadoBot,
  textoEstimativaBot,
  transicaoBot,
  validaBotBody,
} from './bot-cliente';

const cliente = (
  cd: number,
  simples: 'S' | 'N' | null = null,
  consulta: string | null = null,
  dt: string | null = null,
): ClienteBot => ({
  CD_PESSOA_CLIENTE: cd,
  CD_EMPRESA_CLIENTE: 1,
  CNPJ: '11222333000181',
  NM_PESSOA_CLIENTE: `Cliente ${cd}`,
  ID_OPTANTE_SIMPLES_NAC: simples,
  DT_VALIDA_SIMPLES: dt,
  DS_CONSULTA: consulta,
});

describe('time estimates (spec 002 §9)', () => {
  it('uses 3000 ms with no sample', () => {
    expect(estimativaApiMs([])).toBe(3000);
    expect(estimativaCalculando([])).toBe(true);
  });
  it('one sample: max(sample, 1000)', () => {
    expect(estimativaApiMs([400])).toBe(1000);
    expect(estimativaApiMs([2500])).toBe(2500);
    expect(estimativaCalculando([2500])).toBe(true);
  });
  it('two samples: max(average, 1500)', () => {
    expect(estimativaApiMs([1000, 1200])).toBe(1500);
    expect(estimativaApiMs([2000, 3000])).toBe(2500);
    expect(estimativaCalculando([1, 2])).toBe(true);
  });
  it('three samples: their average clamped to 1000–10000, no longer calculating', () => {
    expect(estimativaApiMs([1000, 2000, 3000])).toBe(2000);
    expect(estimativaApiMs([100, 200, 300])).toBe(1000);
    expect(estimativaApiMs([20_000, 30_000, 40_000])).toBe(10_000);
    expect(estimativaCalculando([1, 2, 3])).toBe(false);
  });
  it('eleven samples: only the last 10 count and are kept', () => {
    let tempos: number[] = [];
    tempos = registrarTempo(tempos, 100_000);
    for (let i = 0; i < 10; i++) tempos = registrarTempo(tempos, 2000);
    expect(tempos).toHaveLength(10);
    expect(tempos).not.toContain(100_000);
    expect(estimativaApiMs(tempos)).toBe(2000);
    const onze = [100_000, ...Array(10).fill(2000)];
    expect(estimativaApiMs(onze)).toBe(2000);
  });
  it('the total is the queue times the estimate plus 3000 ms between clients', () => {
    expect(estimativaTotalMs(0, [])).toBe(0);
    expect(estimativaTotalMs(1, [])).toBe(3000);
    expect(estimativaTotalMs(3, [2000, 2000, 2000])).toBe(3 * 2000 + 2 * 3000);
  });
});

describe('the bot state machine (spec 002 §4)', () => {
  const fila3: EstadoBot = { ...ESTADO_BOT_INICIAL, fila: [cliente(1), cliente(2), cliente(3)] };

  it('turns on only with a non-empty queue', () => {
    const r = transicaoBot(ESTADO_BOT_INICIAL, { tipo: 'ativar' });
    expect(r.estado.ativo).toBe(false);
    expect(r.aviso).toEqual({ tipo: 'info', texto: MENSAGENS_BOT.filaVazia });
    expect(transicaoBot(fila3, { tipo: 'ativar' }).estado.ativo).toBe(true);
  });

  it('works one client at a time, keeps going after a failure, and stops by itself', () => {
    let e = transicaoBot(fila3, { tipo: 'ativar' }).estado;
    expect(rotuloEstadoBot(e)).toBe('Bot Ativo');
    expect(filtrosBloqueados(e)).toBe(true);
    e = transicaoBot(e, { tipo: 'iniciarValidacao' }).estado;
    expect(e.processando?.CD_PESSOA_CLIENTE).toBe(1);
    // a second tick while one is in flight takes nobody else
    expect(transicaoBot(e, { tipo: 'iniciarValidacao' }).estado).toBe(e);
    e = transicaoBot(e, { tipo: 'concluirValidacao', cd: 1, ms: 1200 }).estado;
    expect(e.fila.map((c) => c.CD_PESSOA_CLIENTE)).toEqual([2, 3]);
    e = transicaoBot(e, { tipo: 'pausar' }).estado;
    expect(rotuloEstadoBot(e)).toBe('Bot Pausado');
    expect(transicaoBot(e, { tipo: 'iniciarValidacao' }).estado.processando).toBeNull();
    e = transicaoBot(e, { tipo: 'retomar' }).estado;
    e = transicaoBot(e, { tipo: 'iniciarValidacao' }).estado;
    // the failure of client 2 ends its turn like a success
    e = transicaoBot(e, { tipo: 'concluirValidacao', cd: 2, ms: 900 }).estado;
    e = transicaoBot(e, { tipo: 'iniciarValidacao' }).estado;
    const fim = transicaoBot(e, { tipo: 'concluirValidacao', cd: 3, ms: 1500 });
    expect(fim.estado.ativo).toBe(false);
    expect(fim.estado.tempos).toEqual([1200, 900, 1500]);
    expect(fim.aviso).toEqual({ tipo: 'sucesso', texto: MENSAGENS_BOT.finalizado });
    expect(rotuloEstadoBot(fim.estado)).toBe('Bot Parado');
    expect(filtrosBloqueados(fim.estado)).toBe(false);
  });

  it('fills or clears the queue only while off, without repeating a client', () => {
    let e = transicaoBot(ESTADO_BOT_INICIAL, {
      tipo: 'preencherFila',
      clientes: [cliente(1), cliente(2)],
    }).estado;
    e = transicaoBot(e, { tipo: 'preencherFila', clientes: [cliente(2), cliente(3)] }).estado;
    expect(e.fila.map((c) => c.CD_PESSOA_CLIENTE)).toEqual([1, 2, 3]);
    const ligado = transicaoBot(e, { tipo: 'ativar' }).estado;
    expect(transicaoBot(ligado, { tipo: 'limparFila' }).estado.fila).toHaveLength(3);
    expect(transicaoBot(ligado, { tipo: 'preencherFila', clientes: [cliente(9)] }).estado.fila).toHaveLength(
      3,
    );
    expect(transicaoBot(e, { tipo: 'limparFila' }).estado.fila).toEqual([]);
  });

  it("offers 'Validar agora' only with an empty queue, and it starts the bot", () => {
    const r = transicaoBot(ESTADO_BOT_INICIAL, { tipo: 'validarAgora', cliente: cliente(7) }).estado;
    expect(r.ativo).toBe(true);
    expect(r.fila.map((c) => c.CD_PESSOA_CLIENTE)).toEqual([7]);
    expect(transicaoBot(fila3, { tipo: 'validarAgora', cliente: cliente(7) }).estado).toBe(fila3);
  });

  it('a reload stops a running bot to restart it, and a saved state expires after 24 h', () => {
    const ligado = { ...transicaoBot(fila3, { tipo: 'ativar' }).estado, processando: cliente(1) };
    const { estado, reiniciar } = estadoAposRecarregar(ligado);
    expect(reiniciar).toBe(true);
    expect(estado.ativo).toBe(false);
    expect(estado.processando).toBeNull();
    expect(estado.fila).toHaveLength(3);
    expect(estadoAposRecarregar(fila3).reiniciar).toBe(false);
    const agora = 1_800_000_000_000;
    expect(estadoSalvoValido({ salvoEm: agora - 86_399_000, estado: fila3 }, agora)).toBe(fila3);
    expect(estadoSalvoValido({ salvoEm: agora - 86_401_000, estado: fila3 }, agora)).toBeNull();
  });
});

describe('rows, display options and sorting', () => {
  const erro = cliente(3, null, JSON.stringify({ error: true, message: 'CNPJ não encontrado' }));
  const erroStatus = cliente(4, 'S', JSON.stringify({ status: 'error', mensagem: 'Limite' }));
  const linhas = [
    cliente(1, 'S', '{}', '2026-01-02T00:00:00Z'),
    cliente(2, 'N', '{}', '2026-01-01T00:00:00Z'),
    erro,
    erroStatus,
  ];

  it('detects error rows by error true or status error', () => {
    expect(lerConsulta(erro.DS_CONSULTA)).toEqual({ erro: true, mensagem: 'CNPJ não encontrado' });
    expect(lerConsulta(erroStatus.DS_CONSULTA)).toEqual({ erro: true, mensagem: 'Limite' });
    expect(lerConsulta('{"opcao_pelo_simples":true}').erro).toBe(false);
    expect(filtrarExibir(linhas, '999').map((l) => l.CD_PESSOA_CLIENTE)).toEqual([3, 4]);
    expect(filtrarExibir(linhas, 'S').map((l) => l.CD_PESSOA_CLIENTE)).toEqual([1]);
    expect(filtrarExibir(linhas, 'N').map((l) => l.CD_PESSOA_CLIENTE)).toEqual([2]);
    expect(filtrarExibir(linhas, '0')).toHaveLength(4);
  });

  it('sorts by regime or date either way, the queue first', () => {
    const porData = ordenarClientesBot(linhas, { campo: 'DT_VALIDA_SIMPLES', desc: false }, []);
    expect(porData.map((l) => l.CD_PESSOA_CLIENTE)).toEqual([2, 1, 3, 4]);
    const desc = ordenarClientesBot(linhas, { campo: 'DT_VALIDA_SIMPLES', desc: true }, [4]);
    expect(desc.map((l) => l.CD_PESSOA_CLIENTE)).toEqual([4, 1, 2, 3]);
    const regime = ordenarClientesBot(linhas, { campo: 'ID_OPTANTE_SIMPLES_NAC', desc: false }, []);
    expect(regime.map((l) => l.CD_PESSOA_CLIENTE)).toEqual([2, 1, 4, 3]);
  });

  it('reads a CNPJ with or without mask, numeric or alphanumeric', () => {
    const b = (cnpj: string) =>
      validaBotBody.safeParse({ cd_pessoa_cliente: 1, cd_empresa_cliente: 1, cnpj });
    expect(b('12.ABC.345/01DE-35').data?.cnpj).toBe('12ABC34501DE35');
    expect(b('11.222.333/0001-81').data?.cnpj).toBe('11222333000181');
    expect(b('1122233300018').success).toBe(false);
    expect(b('11;222').success).toBe(false);
  });
});

describe('the estimate line of the bot', () => {
  it("says '(calculando...)' only while a running bot measures, and never for ever", () => {
    expect(textoEstimativaBot(false, 3, [])).toBe(
      'Tempo por cliente: 3 s (estimativa inicial) · Tempo total estimado: 15 s (estimativa inicial)',
    );
    expect(textoEstimativaBot(true, 3, [])).toContain('(calculando...)');
    expect(textoEstimativaBot(true, 2, [2000])).toContain('(calculando...)');
    // a stopped bot after one or two answers: the measured time, no mark
    expect(textoEstimativaBot(false, 0, [2000])).toBe('Tempo por cliente: 2 s');
    expect(textoEstimativaBot(true, 1, [2000, 2000, 2000])).toBe(
      'Tempo por cliente: 2 s · Tempo total estimado: 2 s',
    );
  });
});
