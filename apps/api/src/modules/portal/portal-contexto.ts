import { LIMITES_PORTAL, MENSAGENS_PORTAL as M } from '@backoffice/domain/portal';
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { AppDeps } from '../../platform/deps';
import { enderecoPublico } from '../../platform/endereco-publico';
import { buscarVagaPublicada, opcoesFiltroPortal } from '../vaga/vaga.entry';
import { paginaMensagem } from './paginas';
import { Carimbos, COOKIE_CANDIDATO, lerSessaoCandidato } from './seguranca-portal';

// Public pages are the same for everyone for a short while: rendered once, served from memory.
const CACHE_PUBLICO = 'public, max-age=60';
export const SEM_CACHE = 'no-store';

export type Pedido = FastifyRequest;

/** JSON for a <script> element: <, >, & and the line separators as \u escapes. */
export function jsonParaPagina(dados: unknown): string {
  return JSON.stringify(dados).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/**
 * What every part of the portal's pages shares, made once per app in the pages' plugin: the render
 * cache, the published vacancies kept as briefly, the stamps, the rate limits, the session and the
 * answer helpers. Also keeps the pages out of the OpenAPI document and reads the plain HTML forms
 * (both inside the pages' plugin only).
 */
export function criarContextoPortal(app: FastifyInstance, deps: AppDeps) {
  const { config } = deps;
  const carimbos = new Carimbos(config);
  const cacheMs = config.PORTAL_CACHE_SECONDS * 1000;
  const lru = new LRUCache<string, string>({ max: 2000, ttl: Math.max(cacheMs, 1) });
  const cache = {
    get: (k: string) => (cacheMs ? lru.get(k) : undefined),
    set: (k: string, v: string) => {
      if (cacheMs) lru.set(k, v);
    },
    delete: (k: string) => lru.delete(k),
  };
  // A vacancy as published, kept as briefly as the pages (the application's transaction checks it again).
  const vagas = new LRUCache<number, { v: Awaited<ReturnType<typeof buscarVagaPublicada>> }>({
    max: 5000,
    ttl: Math.max(cacheMs, 1),
  });
  const emVoo = new Map<string, Promise<unknown>>();
  /** One query at a time per key: concurrent requests for the same missing entry share it. */
  function umaVez<T>(chave: string, f: () => Promise<T>): Promise<T> {
    const existente = emVoo.get(chave);
    if (existente) return existente as Promise<T>;
    const p = f().finally(() => emVoo.delete(chave));
    emVoo.set(chave, p);
    return p;
  }
  const vagaPublicada = async (nr: number) => {
    if (cacheMs) {
      const guardada = vagas.get(nr);
      if (guardada) return guardada.v;
    }
    return umaVez(`vaga-publicada|${nr}`, async () => {
      const v = await buscarVagaPublicada(deps.dbLeitura, nr);
      if (cacheMs) vagas.set(nr, { v });
      return v;
    });
  };
  let opcoes: { em: number; valor: Promise<Awaited<ReturnType<typeof opcoesFiltroPortal>>> } | null = null;
  const opcoesFiltro = () => {
    if (!opcoes || Date.now() - opcoes.em >= cacheMs) {
      const valor = opcoesFiltroPortal(deps.dbLeitura);
      opcoes = { em: Date.now(), valor };
      valor.catch(() => {
        opcoes = null;
      });
    }
    return opcoes.valor;
  };

  // Pages, not API operations: kept out of the OpenAPI document.
  app.addHook('onRoute', (rota) => {
    rota.schema = { ...rota.schema, hide: true };
  });

  // The portal's forms are plain HTML forms (application/x-www-form-urlencoded), read here only.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_req, corpo, done) => {
      try {
        const campos: Record<string, string> = {};
        for (const [k, v] of new URLSearchParams(corpo as string)) if (!(k in campos)) campos[k] = v;
        done(null, campos);
      } catch (e) {
        done(e as Error, undefined);
      }
    },
  );

  // Limits counted in the database (the store of @fastify/rate-limit), per address and per CPF.
  const ip = (r: Pedido) => normalizeIP(r.ip);
  // A CPF never goes into a limit's key in clear: the keys are kept for an hour, erasure or not.
  const cpfDe = (r: Pedido) => {
    const corpo = r.body as Record<string, unknown> | undefined;
    const v = corpo?.cpf ?? corpo?.nr_documento_cpf;
    return carimbos.resumo(typeof v === 'string' ? v.replace(/\D/g, '').slice(0, 11) : '');
  };
  const limites = {
    candidaturaIp: app.createRateLimit({
      max: config.PORTAL_APPLY_PER_IP_HOUR,
      timeWindow: 3_600_000,
      keyGenerator: (r) => `portal:candidatura:ip:${ip(r)}`,
    }),
    candidaturaCpf: app.createRateLimit({
      max: LIMITES_PORTAL.candidaturasPorCpfHora,
      timeWindow: 3_600_000,
      keyGenerator: (r) => `portal:candidatura:cpf:${cpfDe(r)}`,
    }),
    loginIp: app.createRateLimit({
      max: config.PORTAL_LOGIN_PER_IP_MINUTE,
      timeWindow: 60_000,
      keyGenerator: (r) => `portal:login:ip:${ip(r)}`,
    }),
    redefinicaoIp: app.createRateLimit({
      max: LIMITES_PORTAL.redefinicoesPorIpHora,
      timeWindow: 3_600_000,
      keyGenerator: (r) => `portal:redefinicao:ip:${ip(r)}`,
    }),
    redefinicaoCpf: app.createRateLimit({
      max: LIMITES_PORTAL.redefinicoesPorCpfHora,
      timeWindow: 3_600_000,
      keyGenerator: (r) => `portal:redefinicao:cpf:${cpfDe(r)}`,
    }),
  };
  /** True when every limit lets the request through (each counts the request). */
  async function dentroDosLimites(r: Pedido, ...ls: (typeof limites)[keyof typeof limites][]) {
    for (const l of ls) {
      const res = await l(r);
      if (!res.isAllowed && res.isExceeded) return false;
    }
    return true;
  }

  /**
   * Wrong passwords per CPF, counted after the password is checked (the owner logging in is never
   * counted); at the limit the CPF waits out the hour or sets a new password from the e-mailed link.
   */
  const falhasDoCpf = (cpf: string) =>
    `portal:login:falhas:${carimbos.resumo(cpf.replace(/\D/g, '').slice(0, 11))}`;

  // Every link the server writes starts with the configured address, never with the request's Host.
  const base = enderecoPublico(config);
  const hostPublico = new URL(base).host;
  /** Public pages asked under another host are served, but never kept by a cache on the way. */
  const cachePublico = (r: Pedido) => (r.host === hostPublico ? CACHE_PUBLICO : SEM_CACHE);
  const html = (reply: FastifyReply, corpo: string, status = 200, cache = SEM_CACHE) =>
    reply.code(status).type('text/html; charset=utf-8').header('cache-control', cache).send(corpo);
  const sessao = (r: Pedido) => lerSessaoCandidato(deps.handle, r.cookies?.[COOKIE_CANDIDATO]);
  /** A form post from another site is refused (its Origin, when sent, must be ours). */
  const origemOk = (r: Pedido) => {
    const o = r.headers.origin;
    if (o === undefined) return true;
    try {
      const u = new URL(o);
      return u.host === r.host || u.host === hostPublico || config.ALLOWED_ORIGINS.includes(u.origin);
    } catch {
      return false;
    }
  };
  const naoEncontrada = (reply: FastifyReply) =>
    html(reply, paginaMensagem('Página não encontrada', M.vagaNaoEncontrada, 'info'), 404);
  const mensagemCarimbo = (r: 'rapido' | 'expirado' | 'invalido' | 'usado') =>
    r === 'rapido'
      ? M.formularioRapido
      : r === 'expirado'
        ? M.formularioExpirado
        : r === 'usado'
          ? M.formularioReenviado
          : M.formularioInvalido;
  /** Checks a form's stamp and spends it (one post per stamp). */
  const usarCarimbo = (carimbo: string, finalidade: string, minimoS = 0) =>
    carimbos.usar(deps.handle, carimbo, finalidade, minimoS);

  return {
    deps,
    config,
    carimbos,
    cache,
    vagas,
    umaVez,
    vagaPublicada,
    opcoesFiltro,
    ip,
    limites,
    dentroDosLimites,
    falhasDoCpf,
    base,
    cachePublico,
    html,
    sessao,
    origemOk,
    naoEncontrada,
    minimo: config.PORTAL_FORM_MIN_SECONDS,
    mensagemCarimbo,
    usarCarimbo,
  };
}

export type ContextoPortal = ReturnType<typeof criarContextoPortal>;
