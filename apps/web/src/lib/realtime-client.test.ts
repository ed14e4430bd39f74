import { WS_CODIGO_REINICIO } from '@backoffice/domain/saude';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from './notify';
import {
  atrasoReconexao,
  atrasoReinicio,
  criarRealtime,
  MENSAGEM_CONEXAO_PERDIDA,
  RealtimeClient,
} from './realtime-client';

vi.mock('./notify', () => ({
  notify: { erro: vi.fn(), aviso: vi.fn(), sucesso: vi.fn(), info: vi.fn(), fechar: vi.fn() },
}));

class SocketFalso {
  static criados: SocketFalso[] = [];
  readyState = 0;
  enviados: string[] = [];
  onopen: (() => void) | null = null;
  onclose: ((ev?: { code?: number }) => void) | null = null;
  onerror: (() => void) | null = null;
  onmessage: ((ev: { data: unknown }) => void) | null = null;
  constructor(readonly url: string) {
    SocketFalso.criados.push(this);
  }
  send(d: string) {
    this.enviados.push(d);
  }
  close() {
    this.readyState = 3;
  }
  abrir() {
    this.readyState = 1;
    this.onopen?.();
  }
  cair(code?: number) {
    this.readyState = 3;
    this.onclose?.(code === undefined ? undefined : { code });
  }
  receber(msg: unknown) {
    this.onmessage?.({ data: JSON.stringify(msg) });
  }
}

const ultimo = () => SocketFalso.criados[SocketFalso.criados.length - 1];

beforeEach(() => {
  vi.useFakeTimers();
  SocketFalso.criados = [];
  vi.mocked(notify.erro).mockClear();
});
afterEach(() => {
  vi.useRealTimers();
});

function cliente() {
  return criarRealtime({
    url: () => 'ws://teste/ws',
    WebSocket: SocketFalso as unknown as new (url: string) => WebSocket,
  });
}

describe('realtime client', () => {
  it('backs off 1 s doubling, never above 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((n) => atrasoReconexao(n))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
  });

  it('reconnects after 1, 2, 4, 8 and 16 s, then gives up with the error toast', async () => {
    const rt = cliente();
    rt.conectar();
    expect(SocketFalso.criados).toHaveLength(1);
    ultimo().cair();

    const esperas: number[] = [];
    for (let i = 0; i < 5; i++) {
      const antes = SocketFalso.criados.length;
      let ms = 0;
      while (SocketFalso.criados.length === antes) {
        await vi.advanceTimersByTimeAsync(100);
        ms += 100;
        if (ms > 60_000) throw new Error('não reconectou');
      }
      esperas.push(ms);
      ultimo().cair();
    }
    expect(esperas).toEqual([1000, 2000, 4000, 8000, 16000]);
    expect(rt.estado).toBe('desistiu');
    expect(notify.erro).toHaveBeenCalledTimes(1);
    expect(notify.erro).toHaveBeenCalledWith(
      MENSAGEM_CONEXAO_PERDIDA,
      expect.objectContaining({ autoClose: false }),
    );

    await vi.advanceTimersByTimeAsync(120_000);
    expect(SocketFalso.criados).toHaveLength(6);
  });

  it('a successful connection starts the count again', async () => {
    const rt = cliente();
    rt.conectar();
    ultimo().cair();
    await vi.advanceTimersByTimeAsync(1000);
    ultimo().cair();
    await vi.advanceTimersByTimeAsync(2000);
    ultimo().abrir();
    ultimo().cair();
    await vi.advanceTimersByTimeAsync(999);
    const antes = SocketFalso.criados.length;
    await vi.advanceTimersByTimeAsync(1);
    expect(SocketFalso.criados.length).toBe(antes + 1);
  });

  it('reconnects within 2 s after the server closes with the restart code, and never gives up for it', async () => {
    const rt = cliente();
    rt.conectar();
    ultimo().abrir();
    // more restart closes in a row than the attempts allowed for failures
    for (let i = 0; i < 8; i++) {
      const antes = SocketFalso.criados.length;
      ultimo().cair(WS_CODIGO_REINICIO);
      expect(rt.estado).toBe('aguardando');
      await vi.advanceTimersByTimeAsync(2000);
      expect(SocketFalso.criados.length).toBe(antes + 1);
      if (i % 2 === 0) ultimo().abrir();
    }
    expect(rt.estado).not.toBe('desistiu');
    expect(notify.erro).not.toHaveBeenCalled();
  });

  it('spreads the reconnections after a restart over at most 2 s', () => {
    for (let i = 0; i < 50; i++) {
      const ms = atrasoReinicio();
      expect(ms).toBeGreaterThanOrEqual(0);
      expect(ms).toBeLessThanOrEqual(2000);
    }
  });

  it('pings every 30 s while open', async () => {
    const rt = cliente();
    rt.conectar();
    ultimo().abrir();
    await vi.advanceTimersByTimeAsync(29_999);
    expect(ultimo().enviados).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(ultimo().enviados).toEqual(['{"tipo":"ping"}']);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(ultimo().enviados).toHaveLength(2);
  });

  it('delivers messages by tipo and stops after unsubscribing', () => {
    const rt = new RealtimeClient({
      url: () => 'ws://teste/ws',
      WebSocket: SocketFalso as unknown as new (url: string) => WebSocket,
    });
    const avisos: unknown[] = [];
    const agendas: unknown[] = [];
    const sair = rt.on('aviso', (d) => avisos.push(d));
    rt.on('agenda', (d) => agendas.push(d));
    rt.conectar();
    ultimo().abrir();
    ultimo().receber({ tipo: 'aviso', dados: { ID: 1 } });
    ultimo().receber({ tipo: 'pong' });
    ultimo().receber({ tipo: 'agenda', dados: 2 });
    sair();
    ultimo().receber({ tipo: 'aviso', dados: { ID: 2 } });
    expect(avisos).toEqual([{ ID: 1 }]);
    expect(agendas).toEqual([2]);
  });

  it('does not reconnect after logout', async () => {
    const rt = cliente();
    rt.conectar();
    ultimo().abrir();
    rt.desconectar();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(SocketFalso.criados).toHaveLength(1);
    expect(notify.erro).not.toHaveBeenCalled();
  });
});
