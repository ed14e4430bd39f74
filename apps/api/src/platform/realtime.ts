import type { UsuarioSessao } from '@backoffice/domain/auth';
import { MENSAGENS } from '@backoffice/domain/mensagens';
import { WS_CODIGO_REINICIO, WS_MOTIVO_REINICIO } from '@backoffice/domain/saude';
import type { WebSocket } from '@fastify/websocket';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { DbHandle, Executor } from '../db/client';
import { origemPermitida } from './csrf';
import { sessoesValidas } from './sessions';

/** The NOTIFY channel every instance listens on. */
export const CANAL_EVENTOS = 'eventos';

/** Who receives an event: any user matching any list. Without `para`, everyone connected. */
export interface Destinatarios {
  cd_sip?: readonly number[];
  user_sip?: readonly number[];
  cd_unid?: readonly number[];
}

/**
 * A real-time event. `tipo` names it for the web ('agenda', 'vaga', 'autoatendimento',
 * 'vagaRecrutamento', 'aviso', 'chat', ...); clients receive `{ tipo, dados }`.
 */
export interface EventoTempoReal {
  tipo: string;
  dados?: unknown;
  para?: Destinatarios;
}

/** What modules use (deps.realtime). */
export interface Realtime {
  /**
   * Announces an event inside the caller's transaction (pg_notify): it leaves only when the
   * transaction commits, and a rolled-back write announces nothing.
   */
  publish(executor: Executor, evento: EventoTempoReal): Promise<void>;
  /** Announces an event that goes with no write. */
  publishNow(evento: EventoTempoReal): Promise<void>;
  /** Clients connected to this instance. */
  conectados(): number;
}

// PostgreSQL refuses NOTIFY payloads of 8000 bytes or more.
const LIMITE_PAYLOAD = 7900;
const INTERVALO_VERIFICACAO_MS = 30_000;

interface Cliente {
  usuario: UsuarioSessao;
  sessaoId: string;
  vivo: boolean;
}

function contem(lista: readonly number[] | undefined, valor: number): boolean {
  return lista?.includes(valor) === true;
}

/** True when the event is addressed to the user. */
export function enderecadoA(para: Destinatarios | undefined, u: UsuarioSessao): boolean {
  if (!para) return true;
  return (
    contem(para.cd_sip, u.cd_sip) || contem(para.user_sip, u.user_sip) || contem(para.cd_unid, u.cd_unid)
  );
}

/** Fan-out of events between instances (LISTEN/NOTIFY) and to this instance's WebSocket clients. */
export class RealtimeHub implements Realtime {
  private readonly clientes = new Map<WebSocket, Cliente>();
  private pararEscuta?: () => Promise<void>;
  private timer?: NodeJS.Timeout;
  /** Set by the drain: a connection that still arrives (on a kept-alive socket) is sent away. */
  private encerrando = false;

  constructor(
    private readonly handle: DbHandle,
    private readonly log: FastifyBaseLogger,
  ) {}

  private payload(evento: EventoTempoReal): string {
    const json = JSON.stringify({ tipo: evento.tipo, dados: evento.dados ?? null, para: evento.para });
    if (Buffer.byteLength(json) <= LIMITE_PAYLOAD) return json;
    // Never let an oversized event fail the caller's write: clients are told to reload instead.
    this.log.warn(
      { tipo: evento.tipo, bytes: Buffer.byteLength(json) },
      'evento grande demais: enviado sem dados',
    );
    return JSON.stringify({ tipo: evento.tipo, dados: null, para: evento.para, truncado: true });
  }

  async publish(executor: Executor, evento: EventoTempoReal): Promise<void> {
    await executor.execute(sql`select pg_notify(${CANAL_EVENTOS}, ${this.payload(evento)})`);
  }

  async publishNow(evento: EventoTempoReal): Promise<void> {
    await this.handle.query('select pg_notify($1, $2)', [CANAL_EVENTOS, this.payload(evento)]);
  }

  conectados(): number {
    return this.clientes.size;
  }

  /** Starts listening on the channel and the periodic check of connections. */
  async iniciar(): Promise<void> {
    this.pararEscuta = await this.handle.listen(CANAL_EVENTOS, (p) => this.entregar(p));
    this.timer = setInterval(() => {
      void this.verificar();
    }, INTERVALO_VERIFICACAO_MS);
    this.timer.unref();
  }

  /**
   * Closes every client's connection with the restart code (1012): the web reconnects at once, to
   * another instance once this one stopped accepting connections (drain).
   */
  encerrarClientes(): void {
    this.encerrando = true;
    for (const socket of this.clientes.keys()) socket.close(WS_CODIGO_REINICIO, WS_MOTIVO_REINICIO);
    this.clientes.clear();
  }

  async parar(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.encerrarClientes();
    const parar = this.pararEscuta;
    this.pararEscuta = undefined;
    // The database may already be closed (shutdown order); nothing is left to undo then.
    await parar?.().catch(() => {});
  }

  adicionar(socket: WebSocket, usuario: UsuarioSessao, sessaoId: string): void {
    if (this.encerrando) {
      socket.close(WS_CODIGO_REINICIO, WS_MOTIVO_REINICIO);
      return;
    }
    this.clientes.set(socket, { usuario, sessaoId, vivo: true });
    socket.on('close', () => this.clientes.delete(socket));
    socket.on('pong', () => {
      const c = this.clientes.get(socket);
      if (c) c.vivo = true;
    });
    socket.on('message', (data, binario) => {
      if (binario) return;
      let msg: unknown;
      try {
        msg = JSON.parse(data.toString());
      } catch {
        return;
      }
      if (msg && typeof msg === 'object' && (msg as { tipo?: unknown }).tipo === 'ping') {
        socket.send(JSON.stringify({ tipo: 'pong' }));
      }
    });
  }

  private entregar(payload: string): void {
    let evento: EventoTempoReal;
    try {
      evento = JSON.parse(payload);
    } catch {
      return;
    }
    if (!evento || typeof evento.tipo !== 'string') return;
    const msg = JSON.stringify({ tipo: evento.tipo, dados: evento.dados ?? null });
    for (const [socket, c] of this.clientes) {
      if (socket.readyState === socket.OPEN && enderecadoA(evento.para, c.usuario)) socket.send(msg);
    }
  }

  /**
   * Drops dead connections (no answer to the last ping) and clients whose session ended
   * (logout, expiry, user deactivated) on any instance.
   */
  async verificar(): Promise<void> {
    for (const [socket, c] of this.clientes) {
      if (!c.vivo) {
        socket.terminate();
        this.clientes.delete(socket);
        continue;
      }
      c.vivo = false;
      socket.ping();
    }
    await this.verificarSessoes();
  }

  async verificarSessoes(): Promise<void> {
    if (this.clientes.size === 0) return;
    const ids = [...new Set([...this.clientes.values()].map((c) => c.sessaoId))];
    let validas: Set<string>;
    try {
      validas = await sessoesValidas(this.handle, ids);
    } catch (err) {
      this.log.warn({ err }, 'não foi possível verificar as sessões dos clientes em tempo real');
      return;
    }
    for (const [socket, c] of this.clientes) {
      if (!validas.has(c.sessaoId)) {
        socket.close(4001, 'sessão encerrada');
        this.clientes.delete(socket);
      }
    }
  }
}

/** The /ws endpoint: a session is required; the hub starts with the app and stops with it. */
export const realtimePlugin = fp<{ config: Pick<Config, 'ALLOWED_ORIGINS'>; hub: RealtimeHub }>(
  async (app: FastifyInstance, { config, hub }) => {
    await hub.iniciar();
    app.addHook('onClose', async () => {
      await hub.parar();
    });

    app.get(
      '/ws',
      {
        websocket: true,
        config: { acesso: { permissoes: [] } },
        // A page of another site must not open a channel with this site's cookie.
        onRequest: async (request, reply) => {
          if (!origemPermitida(request, config)) {
            return reply.code(403).send({ error: MENSAGENS.origemNaoPermitida });
          }
        },
      },
      (socket, request) => {
        if (!request.usuario || !request.sessaoId) {
          socket.close(4001, 'sessão inválida');
          return;
        }
        hub.adicionar(socket, request.usuario, request.sessaoId);
      },
    );
  },
  { name: 'tempo-real', dependencies: ['@fastify/websocket', 'acesso'] },
);
