import { WS_CODIGO_REINICIO } from '@backoffice/domain/saude';
import { useEffect, useRef } from 'react';
import { notify } from './notify';

/** Every message on /ws is {tipo, dados} (ARCHITECTURE §1). */
export interface MensagemRealtime<T = unknown> {
  tipo: string;
  dados?: T;
}

export type EstadoRealtime = 'desconectado' | 'conectando' | 'conectado' | 'aguardando' | 'desistiu';

export const MENSAGEM_CONEXAO_PERDIDA = 'Conexão WebSocket perdida. Recarregue a página.';

/** Reconnection rules of spec 001 §9 / 002 §9. */
export const REGRAS_REALTIME = {
  maxTentativas: 5,
  atrasoInicialMs: 1_000,
  atrasoMaximoMs: 30_000,
  intervaloPingMs: 30_000,
  /**
   * After the server's restart close (1012, an instance draining): reconnect at a random moment of
   * the first 2 s, so the clients of that instance spread over the others rather than all at once.
   */
  atrasoReinicioMaximoMs: 2_000,
} as const;

/** Delay before reconnecting after the server's restart close: random, at most `maximo`. */
export function atrasoReinicio(maximo: number = REGRAS_REALTIME.atrasoReinicioMaximoMs): number {
  return Math.round(Math.random() * maximo);
}

/** Delay before reconnection attempt n (1-based): 1 s doubling, never above 30 s. */
export function atrasoReconexao(
  tentativa: number,
  inicial: number = REGRAS_REALTIME.atrasoInicialMs,
  maximo: number = REGRAS_REALTIME.atrasoMaximoMs,
): number {
  return Math.min(inicial * 2 ** Math.max(0, tentativa - 1), maximo);
}

type Ouvinte = (dados: unknown, mensagem: MensagemRealtime) => void;

type ConstrutorWebSocket = new (url: string) => WebSocket;

export interface OpcoesRealtime {
  url?: () => string;
  WebSocket?: ConstrutorWebSocket;
  maxTentativas?: number;
  atrasoInicialMs?: number;
  atrasoMaximoMs?: number;
  intervaloPingMs?: number;
  atrasoReinicioMaximoMs?: number;
  /** Called once when the client stops trying. */
  aoDesistir?: () => void;
}

function urlPadrao(): string {
  const protocolo = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocolo}//${window.location.host}/ws`;
}

/** The realtime channel: one socket, reconnect with backoff, keep-alive ping, listeners by `tipo`. */
export class RealtimeClient {
  private ws: WebSocket | null = null;
  private tentativas = 0;
  private timerReconexao: ReturnType<typeof setTimeout> | null = null;
  private timerPing: ReturnType<typeof setInterval> | null = null;
  private desejado = false;
  private readonly ouvintes = new Map<string, Set<Ouvinte>>();
  private readonly ouvintesEstado = new Set<(e: EstadoRealtime) => void>();
  private estadoAtual: EstadoRealtime = 'desconectado';
  private readonly o: Required<Omit<OpcoesRealtime, 'WebSocket' | 'aoDesistir'>> &
    Pick<OpcoesRealtime, 'WebSocket' | 'aoDesistir'>;

  constructor(opcoes: OpcoesRealtime = {}) {
    this.o = {
      url: opcoes.url ?? urlPadrao,
      WebSocket: opcoes.WebSocket,
      maxTentativas: opcoes.maxTentativas ?? REGRAS_REALTIME.maxTentativas,
      atrasoInicialMs: opcoes.atrasoInicialMs ?? REGRAS_REALTIME.atrasoInicialMs,
      atrasoMaximoMs: opcoes.atrasoMaximoMs ?? REGRAS_REALTIME.atrasoMaximoMs,
      intervaloPingMs: opcoes.intervaloPingMs ?? REGRAS_REALTIME.intervaloPingMs,
      atrasoReinicioMaximoMs: opcoes.atrasoReinicioMaximoMs ?? REGRAS_REALTIME.atrasoReinicioMaximoMs,
      aoDesistir: opcoes.aoDesistir,
    };
  }

  get estado(): EstadoRealtime {
    return this.estadoAtual;
  }

  /** Opens the channel (no-op when already open or opening). */
  conectar(): void {
    this.desejado = true;
    if (this.ws && (this.ws.readyState === 0 || this.ws.readyState === 1)) return;
    if (this.timerReconexao) return;
    this.tentativas = 0;
    this.abrir();
  }

  /** Closes the channel and stops reconnecting (logout). */
  desconectar(): void {
    this.desejado = false;
    this.limparTimers();
    const ws = this.ws;
    this.ws = null;
    if (ws) {
      ws.onopen = ws.onclose = ws.onerror = ws.onmessage = null;
      try {
        ws.close(1000);
      } catch {
        // already closed
      }
    }
    this.mudarEstado('desconectado');
  }

  /** Listens to one message type; returns the function that stops listening. */
  on<T = unknown>(tipo: string, ouvinte: (dados: T, mensagem: MensagemRealtime<T>) => void): () => void {
    let set = this.ouvintes.get(tipo);
    if (!set) {
      set = new Set();
      this.ouvintes.set(tipo, set);
    }
    const fn = ouvinte as Ouvinte;
    set.add(fn);
    return () => {
      set.delete(fn);
    };
  }

  aoMudarEstado(fn: (e: EstadoRealtime) => void): () => void {
    this.ouvintesEstado.add(fn);
    return () => {
      this.ouvintesEstado.delete(fn);
    };
  }

  /** Sends {tipo, dados}; false when the channel is not open. */
  enviar(tipo: string, dados?: unknown): boolean {
    const ws = this.ws;
    if (ws?.readyState !== 1) return false;
    ws.send(JSON.stringify(dados === undefined ? { tipo } : { tipo, dados }));
    return true;
  }

  private abrir(): void {
    this.timerReconexao = null;
    this.mudarEstado('conectando');
    const Ctor = this.o.WebSocket ?? (globalThis.WebSocket as ConstrutorWebSocket);
    let ws: WebSocket;
    try {
      ws = new Ctor(this.o.url());
    } catch {
      this.aoFechar();
      return;
    }
    this.ws = ws;
    ws.onopen = () => {
      this.tentativas = 0;
      this.mudarEstado('conectado');
      this.iniciarPing();
    };
    ws.onmessage = (ev) => this.despachar(ev.data);
    ws.onclose = (ev) => {
      if (this.ws !== ws) return;
      this.ws = null;
      this.aoFechar(ev?.code);
    };
    // onclose follows every error; nothing else to do here
    ws.onerror = () => {};
  }

  private aoFechar(codigo?: number): void {
    this.pararPing();
    if (!this.desejado) {
      this.mudarEstado('desconectado');
      return;
    }
    if (codigo === WS_CODIGO_REINICIO) {
      // The instance is draining and no longer accepts connections: the next one reaches another
      // instance. Not a failure: the attempts start over.
      this.tentativas = 0;
      this.mudarEstado('aguardando');
      this.timerReconexao = setTimeout(() => this.abrir(), atrasoReinicio(this.o.atrasoReinicioMaximoMs));
      return;
    }
    if (this.tentativas >= this.o.maxTentativas) {
      this.desejado = false;
      this.mudarEstado('desistiu');
      this.o.aoDesistir?.();
      return;
    }
    this.tentativas += 1;
    const atraso = atrasoReconexao(this.tentativas, this.o.atrasoInicialMs, this.o.atrasoMaximoMs);
    this.mudarEstado('aguardando');
    this.timerReconexao = setTimeout(() => this.abrir(), atraso);
  }

  private despachar(bruto: unknown): void {
    if (typeof bruto !== 'string') return;
    let msg: MensagemRealtime;
    try {
      msg = JSON.parse(bruto);
    } catch {
      return;
    }
    if (typeof msg?.tipo !== 'string') return;
    for (const chave of [msg.tipo, '*']) {
      for (const fn of this.ouvintes.get(chave) ?? []) {
        try {
          fn(msg.dados, msg);
        } catch (e) {
          console.error(e);
        }
      }
    }
  }

  private iniciarPing(): void {
    this.pararPing();
    this.timerPing = setInterval(() => this.enviar('ping'), this.o.intervaloPingMs);
  }

  private pararPing(): void {
    if (this.timerPing) clearInterval(this.timerPing);
    this.timerPing = null;
  }

  private limparTimers(): void {
    this.pararPing();
    if (this.timerReconexao) clearTimeout(this.timerReconexao);
    this.timerReconexao = null;
  }

  private mudarEstado(e: EstadoRealtime): void {
    if (e === this.estadoAtual) return;
    this.estadoAtual = e;
    for (const fn of this.ouvintesEstado) fn(e);
  }
}

/** A channel that tells the user, with a toast that stays, when it gives up reconnecting. */
export function criarRealtime(opcoes: Omit<OpcoesRealtime, 'aoDesistir'> = {}): RealtimeClient {
  return new RealtimeClient({
    ...opcoes,
    aoDesistir: () => notify.erro(MENSAGEM_CONEXAO_PERDIDA, { id: 'realtime-perdido', autoClose: false }),
  });
}

/** The application's channel. */
export const realtime = criarRealtime();

/** Runs the handler for each message of this type while the component is mounted. */
export function useRealtime<T = unknown>(tipo: string, aoReceber: (dados: T) => void): void {
  const ref = useRef(aoReceber);
  ref.current = aoReceber;
  useEffect(() => realtime.on<T>(tipo, (dados) => ref.current(dados)), [tipo]);
}
