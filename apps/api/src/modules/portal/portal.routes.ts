import { errosSenha, LIMITES_CADASTRO, MENSAGENS_CADASTRO } from '@backoffice/domain/candidato-cadastro';
import { MENSAGENS_ENDERECO } from '@backoffice/domain/endereco';
import { formatarCpf } from '@backoffice/domain/formatacao';
import { MENSAGENS_LGPD as ML } from '@backoffice/domain/lgpd';
import {
  candidaturaForm,
  destinoSeguro,
  filtrosPortal,
  LIMITES_PORTAL,
  loginPortalForm,
  MENSAGENS_PORTAL as M,
  novaSenhaForm,
  nrVagaDoSlug,
  CAMINHO_PORTAL as P,
  pedidoEliminacaoForm,
  redefinicaoPedidoForm,
  slugVaga,
} from '@backoffice/domain/portal';
import {
  conferirCurriculoPortal,
  corpoDoCurriculoPortal,
  MENSAGENS_CURRICULO_PORTAL as MC,
  remocoesDoCurriculoPortal,
} from '@backoffice/domain/portal-curriculo';
import multipart from '@fastify/multipart';
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { criarCep } from '../../platform/adapters/cep';
import type { AppDeps } from '../../platform/deps';
import { erroDoBanco, HttpError, recusaDoBanco } from '../../platform/errors';
import { contagemNoBanco, contarNoBanco, zerarNoBanco } from '../../platform/rate-limit-store';
import {
  catalogoDeCargos,
  curriculoAtualDoCandidato,
  gravarFoto,
  salvarCurriculoDoCandidato,
  ufsDoBrasil,
} from '../candidato/candidato.entry';
import {
  buscarVagaPublicada,
  jobPosting,
  LIMITE_CONTAGEM_PORTAL,
  listarVagasPortal,
  opcoesFiltroPortal,
  vagasParaSitemap,
  vagasWebDaVaga,
} from '../vaga/vaga.entry';
import { exportacaoJson, exportacaoPdf, exportarDadosDoCandidato } from './lgpd';
import { type DadosPaginaCurriculo, paginaMeuCurriculo } from './pagina-curriculo';
import {
  paginaCandidatar,
  paginaCandidaturaFeita,
  paginaEntrar,
  paginaEsqueciSenha,
  paginaLista,
  paginaMensagem,
  paginaMinhaArea,
  paginaNovaSenha,
  paginaPrivacidade,
  paginaSair,
  paginaVaga,
  sitemapXml,
} from './paginas';
import { pedidosDoCandidato, pedirEliminacao } from './pedidos-lgpd.service';
import { areaDoCandidato, candidatar, entrarCandidato, novaSenha, pedirRedefinicao } from './portal.service';
import { RECURSOS } from './recursos';
import {
  Carimbos,
  COOKIE_CANDIDATO,
  criarSessaoCandidato,
  encerrarSessaoCandidato,
  enderecoPublico,
  gravarCookieCandidato,
  lerSessaoCandidato,
  limparCookieCandidato,
} from './seguranca-portal';

/** JSON for a <script> element: <, >, & and the line separators as \u escapes. */
function jsonParaPagina(dados: unknown): string {
  return JSON.stringify(dados).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

// Public pages are the same for everyone for a short while: rendered once, served from memory.
const CACHE_PUBLICO = 'public, max-age=60';
const SEM_CACHE = 'no-store';
const MAX_SITEMAP = 45_000;

type Pedido = FastifyRequest;

/**
 * The candidate portal under /vagas: server-rendered pages for candidates and search engines (no
 * back-office bundle, no session of the back-office), its forms posted as plain HTML forms. See
 * docs/portal.md.
 */
export async function portalRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }): Promise<void> {
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
      const v = await buscarVagaPublicada(deps.db, nr);
      if (cacheMs) vagas.set(nr, { v });
      return v;
    });
  };
  let opcoes: { em: number; valor: Promise<Awaited<ReturnType<typeof opcoesFiltroPortal>>> } | null = null;
  const opcoesFiltro = () => {
    if (!opcoes || Date.now() - opcoes.em >= cacheMs) {
      const valor = opcoesFiltroPortal(deps.db);
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
  const minimo = config.PORTAL_FORM_MIN_SECONDS;
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

  // ---------------------------------------------------------------------------------------------
  // Files

  for (const r of Object.values(RECURSOS)) {
    app.get(`${P}/recursos/${r.nome}`, async (_req, reply) =>
      reply.type(r.tipo).header('cache-control', 'public, max-age=31536000, immutable').send(r.conteudo),
    );
  }

  // ---------------------------------------------------------------------------------------------
  // Public pages

  app.get(P, async (request, reply) => {
    const chave = `lista|${request.url}`;
    const guardada = cache.get(chave);
    if (guardada) return html(reply, guardada, 200, cachePublico(request));
    const q = filtrosPortal.safeParse(request.query ?? {});
    if (!q.success) return reply.redirect(P, 303);
    const corpo = await umaVez(chave, async () => {
      const [{ vagas: lista, total }, opc] = await Promise.all([
        listarVagasPortal(deps.db, q.data, LIMITES_PORTAL.porPagina),
        opcoesFiltro(),
      ]);
      const pagina = paginaLista({
        filtros: q.data,
        vagas: lista,
        total,
        maisQue: total > LIMITE_CONTAGEM_PORTAL,
        opcoes: opc,
        base,
      });
      cache.set(chave, pagina);
      return pagina;
    });
    return html(reply, corpo, 200, cachePublico(request));
  });

  app.get(`${P}/sitemap.xml`, async (request, reply) => {
    const chave = 'sitemap';
    let xml = cache.get(chave);
    if (!xml) {
      xml = sitemapXml(base, await vagasParaSitemap(deps.db, MAX_SITEMAP));
      cache.set(chave, xml);
    }
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', cachePublico(request))
      .send(xml);
  });

  app.get(`${P}/privacidade`, async (request, reply) =>
    html(reply, paginaPrivacidade(), 200, cachePublico(request)),
  );

  app.get<{ Params: { slug: string } }>(`${P}/:slug`, async (request, reply) => {
    const nr = nrVagaDoSlug(request.params.slug);
    if (!nr) return naoEncontrada(reply);
    const chave = `vaga|${nr}`;
    const guardada = cache.get(chave);
    if (guardada) {
      const [slug, corpo] = [
        guardada.slice(0, guardada.indexOf('\n')),
        guardada.slice(guardada.indexOf('\n') + 1),
      ];
      if (slug !== request.params.slug) return reply.redirect(`${P}/${slug}`, 301);
      return html(reply, corpo, 200, cachePublico(request));
    }
    const r = await umaVez(chave, async () => {
      const [v, web] = await Promise.all([vagaPublicada(nr), vagasWebDaVaga(deps.db, nr)]);
      if (!v) return null;
      const slug = slugVaga(v.nr_vaga, v.titulo);
      const url = `${base}${P}/${slug}`;
      const corpo = paginaVaga({
        vaga: v,
        encerrada: Boolean(web && web.maximo !== null && web.recebidas >= web.maximo),
        url,
        jsonLd: jsonParaPagina({ ...jobPosting(v, config), url }),
      });
      cache.set(chave, `${slug}\n${corpo}`);
      return { slug, corpo };
    });
    if (!r) return naoEncontrada(reply);
    if (r.slug !== request.params.slug) return reply.redirect(`${P}/${r.slug}`, 301);
    return html(reply, r.corpo, 200, cachePublico(request));
  });

  // ---------------------------------------------------------------------------------------------
  // Apply

  app.get<{ Params: { slug: string } }>(`${P}/:slug/candidatar`, async (request, reply) => {
    const nr = nrVagaDoSlug(request.params.slug);
    const v = nr ? await vagaPublicada(nr) : null;
    if (!v) return naoEncontrada(reply);
    const s = await sessao(request);
    const logado = s ? await areaDoCandidato(deps, s.cd_pessoa).then((a) => a && { nome: a.nome }) : null;
    return html(
      reply,
      paginaCandidatar({ vaga: v, carimbo: carimbos.gerar(`candidatura|${v.nr_vaga}`), logado }),
    );
  });

  app.post<{ Params: { slug: string } }>(`${P}/:slug/candidatar`, async (request, reply) => {
    const nr = nrVagaDoSlug(request.params.slug);
    if (!nr || !origemOk(request)) return naoEncontrada(reply);
    const v = await vagaPublicada(nr);
    if (!v) return naoEncontrada(reply);
    const s = await sessao(request);
    const area = s ? await areaDoCandidato(deps, s.cd_pessoa) : null;
    const parse = candidaturaForm.safeParse(request.body ?? {});
    const novoCarimbo = carimbos.gerar(`candidatura|${v.nr_vaga}`);
    const logado = area ? { nome: area.nome } : null;
    if (!parse.success)
      return html(
        reply,
        paginaCandidatar({ vaga: v, carimbo: novoCarimbo, logado, mensagem: M.formularioInvalido }),
        400,
      );
    const f = parse.data;
    const refazer = (status: number, mensagem?: string, erros?: Record<string, string>) =>
      html(
        reply,
        paginaCandidatar({ vaga: v, carimbo: novoCarimbo, logado, form: f, erros, mensagem }),
        status,
      );
    // A bot fills the hidden field or posts at once; a cross-site form has no valid stamp.
    if (f.ds_site) return refazer(400, M.formularioInvalido);
    if (!(await dentroDosLimites(request, limites.candidaturaIp))) return refazer(429, M.muitasTentativas);
    const c = await usarCarimbo(f.carimbo, `candidatura|${v.nr_vaga}`, minimo);
    if (c !== 'ok') return refazer(400, mensagemCarimbo(c));
    const r = await candidatar(deps, {
      vaga: v,
      form: f,
      cdPessoaLogado: area ? (s?.cd_pessoa ?? null) : null,
      ip: ip(request),
      antesDeGravar: async () => (area ? true : dentroDosLimites(request, limites.candidaturaCpf)),
    });
    if (r.tipo === 'erros') return refazer(400, undefined, r.erros);
    if (r.tipo === 'limite') return refazer(429, M.muitasTentativas);
    if (r.tipo === 'indisponivel') return naoEncontrada(reply);
    if (r.tipo === 'encerrada') return refazer(409, M.vagaEncerrada);
    cache.delete(`vaga|${v.nr_vaga}`);
    vagas.delete(v.nr_vaga);
    request.log.info({ nr_vaga: v.nr_vaga, resultado: r.tipo }, 'candidatura pelo portal');
    return html(
      reply,
      paginaCandidaturaFeita({
        vaga: v,
        mensagem: r.tipo === 'repetida' ? M.candidaturaRepetida : M.candidaturaFeita,
        acesso: area
          ? undefined
          : r.outroEmail
            ? { tipo: 'erro', texto: M.cpfComOutroEmail }
            : f.quero_acesso === 'S'
              ? { tipo: 'info', texto: M.acessoPorEmail }
              : undefined,
        logado: Boolean(area),
      }),
      r.tipo === 'repetida' ? 200 : 201,
    );
  });

  // ---------------------------------------------------------------------------------------------
  // The candidate's access

  app.get<{ Querystring: { destino?: string; saiu?: string } }>(`${P}/entrar`, async (request, reply) => {
    const destino = destinoSeguro(String(request.query?.destino ?? ''));
    const mensagem = request.query?.saiu ? M.sessaoEncerrada : undefined;
    return html(reply, paginaEntrar({ carimbo: carimbos.gerar('entrar'), destino, mensagem }));
  });

  app.post(`${P}/entrar`, async (request, reply) => {
    const parse = loginPortalForm.safeParse(request.body ?? {});
    const destino = destinoSeguro(parse.success ? parse.data.destino : '');
    const refazer = (status: number, erro: string) =>
      html(
        reply,
        paginaEntrar({
          carimbo: carimbos.gerar('entrar'),
          destino,
          erro,
          cpf: parse.success ? parse.data.cpf : '',
        }),
        status,
      );
    if (!parse.success || !origemOk(request)) return refazer(400, M.formularioInvalido);
    if (!(await dentroDosLimites(request, limites.loginIp))) return refazer(429, M.muitasTentativas);
    const c = await usarCarimbo(parse.data.carimbo, 'entrar');
    if (c !== 'ok') return refazer(400, mensagemCarimbo(c));
    const falhas = falhasDoCpf(parse.data.cpf);
    if ((await contagemNoBanco(deps.handle, falhas)) >= LIMITES_PORTAL.loginsPorCpfHora)
      return refazer(429, M.cpfBloqueado);
    const cd = await entrarCandidato(deps, parse.data.cpf, parse.data.senha);
    if (!cd) {
      await contarNoBanco(deps.handle, falhas, 3_600_000);
      request.log.warn('login do candidato recusado');
      return refazer(401, M.loginInvalido);
    }
    const anterior = await sessao(request);
    if (anterior) await encerrarSessaoCandidato(deps.handle, anterior.id);
    gravarCookieCandidato(request, reply, config, await criarSessaoCandidato(deps.handle, cd));
    return reply.header('cache-control', SEM_CACHE).redirect(destino, 303);
  });

  // Logout is a plain form (no script needed). A post without the page's stamp (from another site, or
  // a stale page) does not end the session: it asks to confirm, with a form that does.
  app.post(`${P}/sair`, async (request, reply) => {
    const s = await sessao(request);
    if (!s) return reply.header('cache-control', SEM_CACHE).redirect(`${P}/entrar?saiu=1`, 303);
    const corpo = (request.body ?? {}) as Record<string, unknown>;
    if (!origemOk(request) || (await usarCarimbo(String(corpo.carimbo ?? ''), `sair|${s.id}`)) !== 'ok')
      return html(reply, paginaSair({ carimbo: carimbos.gerar(`sair|${s.id}`) }));
    await encerrarSessaoCandidato(deps.handle, s.id);
    limparCookieCandidato(request, reply, config);
    return reply.header('cache-control', SEM_CACHE).redirect(`${P}/entrar?saiu=1`, 303);
  });

  const minhaArea = async (
    request: Pedido,
    reply: FastifyReply,
    avisos: { mensagem?: string; erro?: string } = {},
    status = 200,
  ) => {
    const s = await sessao(request);
    const area = s ? await areaDoCandidato(deps, s.cd_pessoa) : null;
    if (!s || !area) {
      if (request.cookies?.[COOKIE_CANDIDATO]) limparCookieCandidato(request, reply, config);
      return reply.header('cache-control', SEM_CACHE).redirect(`${P}/entrar`, 303);
    }
    return html(
      reply,
      paginaMinhaArea({
        nome: area.nome,
        candidaturas: area.candidaturas,
        carimboSair: carimbos.gerar(`sair|${s.id}`),
        carimboFoto: carimbos.gerar(`foto|${s.id}`),
        carimboEliminar: carimbos.gerar(`eliminar|${s.id}`),
        pedidosLgpd: await pedidosDoCandidato(deps, s.cd_pessoa),
        ...avisos,
      }),
      status,
    );
  };

  app.get<{ Querystring: { foto?: string } }>(`${P}/minha-area`, async (request, reply) =>
    minhaArea(request, reply, request.query?.foto ? { mensagem: MENSAGENS_CADASTRO.fotoAtualizada } : {}),
  );

  // LGPD: everything held about the logged candidate, as JSON or a readable PDF (own record only).
  // Limited per candidate and hour; drawing a PDF costs hundreds of milliseconds of CPU, so only a
  // few are drawn at once on an instance.
  let pdfsEmAndamento = 0;
  app.get<{ Params: { formato: string } }>(`${P}/minha-area/meus-dados.:formato`, async (request, reply) => {
    const formato = request.params.formato;
    if (formato !== 'json' && formato !== 'pdf') return naoEncontrada(reply);
    const s = await sessao(request);
    if (!s) return html(reply, paginaMensagem('Acesso restrito', M.sessaoNecessaria, 'info'), 401);
    const vezes = await contarNoBanco(deps.handle, `portal:exportacao:${s.cd_pessoa}`, 3_600_000);
    if (vezes.current > LIMITES_PORTAL.exportacoesPorHora)
      return html(reply, paginaMensagem('Meus dados', M.exportacoesDemais, 'erro'), 429);
    if (formato === 'pdf' && pdfsEmAndamento >= LIMITES_PORTAL.pdfsSimultaneos)
      return html(reply, paginaMensagem('Meus dados', M.exportacaoOcupada, 'erro'), 503);
    const dados = await exportarDadosDoCandidato(deps, s.cd_pessoa);
    if (!dados) return html(reply, paginaMensagem('Acesso restrito', M.sessaoNecessaria, 'info'), 401);
    request.log.info({ cd_pessoa: s.cd_pessoa, formato }, 'exportação LGPD do candidato');
    reply
      .header('cache-control', SEM_CACHE)
      .header('content-disposition', `attachment; filename="meus-dados.${formato}"`);
    if (formato === 'json')
      return reply
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(exportacaoJson(dados), null, 2));
    pdfsEmAndamento++;
    try {
      return reply.type('application/pdf').send(await exportacaoPdf(dados));
    } finally {
      pdfsEmAndamento--;
    }
  });

  // LGPD: the candidate asks for erasure (confirmation; one pending request at a time).
  app.post(`${P}/minha-area/eliminacao`, async (request, reply) => {
    const s = await sessao(request);
    if (!s) return reply.header('cache-control', SEM_CACHE).redirect(`${P}/entrar`, 303);
    const parse = pedidoEliminacaoForm.safeParse(request.body ?? {});
    if (
      !parse.success ||
      !origemOk(request) ||
      (await usarCarimbo(parse.data.carimbo, `eliminar|${s.id}`)) !== 'ok'
    )
      return minhaArea(request, reply, { erro: M.formularioInvalido }, 400);
    if (parse.data.confirmo !== 'S') return minhaArea(request, reply, { erro: ML.confirmeEliminacao }, 400);
    const motivo = parse.data.ds_motivo;
    const r = await pedirEliminacao(deps, s.cd_pessoa, motivo || null);
    request.log.info({ cd_pessoa: s.cd_pessoa, resultado: r }, 'pedido de eliminação LGPD');
    if (r === 'pendente') return minhaArea(request, reply, { erro: ML.eliminacaoPendente }, 409);
    return minhaArea(request, reply, { mensagem: ML.eliminacaoPedida }, 201);
  });

  // The resume: part of the editor's form, merged into the stored record, checked by the editor's
  // rules and saved by its save, limited to the session's own record.
  const meuCurriculo = async (
    request: Pedido,
    reply: FastifyReply,
    extra: Partial<Omit<DadosPaginaCurriculo, 'cpf' | 'ufs' | 'carimbo'>> = {},
    status = 200,
  ) => {
    const s = await sessao(request);
    // a refused post already read the record and the positions: they are not read again
    const atual = extra.atual ?? (s ? await curriculoAtualDoCandidato(deps.db, s.cd_pessoa) : null);
    if (!s || !atual) return reply.header('cache-control', SEM_CACHE).redirect(`${P}/entrar`, 303);
    const [cargos, ufs] = await Promise.all([
      extra.cargos ?? catalogoDeCargos(deps.db),
      ufsDoBrasil(deps.db),
    ]);
    return html(
      reply,
      paginaMeuCurriculo({
        atual,
        cpf: formatarCpf(String(atual.corpo.nr_documento_cpf ?? '')),
        cargos,
        ufs,
        carimbo: carimbos.gerar(`curriculo|${s.id}`),
        ...extra,
      }),
      status,
    );
  };

  app.get<{ Querystring: { salvo?: string } }>(`${P}/minha-area/curriculo`, async (request, reply) =>
    meuCurriculo(request, reply, request.query?.salvo ? { mensagem: MC.atualizado } : {}),
  );

  app.post(`${P}/minha-area/curriculo`, async (request, reply) => {
    const s = await sessao(request);
    if (!s) return reply.header('cache-control', SEM_CACHE).redirect(`${P}/entrar`, 303);
    const form = (request.body ?? {}) as Record<string, unknown>;
    if (
      typeof form !== 'object' ||
      !origemOk(request) ||
      (await usarCarimbo(String(form.carimbo ?? ''), `curriculo|${s.id}`)) !== 'ok'
    )
      return meuCurriculo(request, reply, { erro: M.formularioInvalido }, 400);
    const atual = await curriculoAtualDoCandidato(deps.db, s.cd_pessoa);
    if (!atual) return reply.header('cache-control', SEM_CACHE).redirect(`${P}/entrar`, 303);
    const cargos = await catalogoDeCargos(deps.db);
    const r = conferirCurriculoPortal(corpoDoCurriculoPortal(atual, form));
    const novoCargo = String(form.cargo_novo ?? '').trim();
    const cargoDesconhecido = novoCargo !== '' && !cargos.some((k) => String(k.cd) === novoCargo);
    const recusado = { atual, cargos, enviado: form };
    if (!r.ok || cargoDesconhecido) {
      const erros = r.ok ? {} : r.erros;
      if (cargoDesconhecido) erros.cargo_novo = MC.cargoDesconhecido;
      return meuCurriculo(request, reply, { ...recusado, erros, outros: r.ok ? [] : r.outros }, 400);
    }
    try {
      await salvarCurriculoDoCandidato(deps, r.dados, remocoesDoCurriculoPortal(atual, form));
    } catch (e) {
      if (e instanceof HttpError && e.statusCode < 500)
        return meuCurriculo(request, reply, { ...recusado, erro: e.message }, e.statusCode);
      // a value the database refuses (the statement failed: nothing was written) is the form again
      const banco = erroDoBanco(e);
      const recusa = banco && recusaDoBanco(banco);
      if (recusa) return meuCurriculo(request, reply, { ...recusado, erro: recusa.mensagem }, recusa.status);
      throw e;
    }
    request.log.info({ cd_pessoa: s.cd_pessoa }, 'currículo atualizado pelo candidato');
    return reply.header('cache-control', SEM_CACHE).redirect(`${P}/minha-area/curriculo?salvo=1`, 303);
  });

  // The address of a CEP for the resume form's script (the editor's lookup; only with a session).
  const cep = criarCep(deps);
  app.get<{ Params: { cep: string } }>(`${P}/minha-area/cep/:cep`, async (request, reply) => {
    reply.header('cache-control', SEM_CACHE);
    if (!(await sessao(request))) return reply.code(401).send({ error: M.sessaoNecessaria });
    const digitos = request.params.cep.replace(/\D/g, '');
    if (!/^\d{8}$/.test(digitos)) return reply.code(400).send({ error: MENSAGENS_ENDERECO.cepInvalido });
    const e = await cep.buscar(digitos).catch((err) => {
      request.log.warn({ err: String(err) }, 'consulta de CEP falhou');
      return undefined;
    });
    if (e === undefined) return reply.code(502).send({ error: MENSAGENS_ENDERECO.erroCep });
    if (e === null) return reply.code(404).send({ error: MENSAGENS_ENDERECO.cepNaoEncontrado });
    return { logradouro: e.logradouro, bairro: e.bairro, cidade: e.cidade, uf: e.uf };
  });

  // The photo: a multipart form, checked and saved like the editor's (type by its bytes, 3 MB).
  await app.register(async (fotos) => {
    await fotos.register(multipart, {
      throwFileSizeLimit: false,
      limits: { fields: 5, files: 1, parts: 6, fileSize: LIMITES_CADASTRO.fotoMaxBytes + 1 },
    });
    fotos.post(`${P}/minha-area/foto`, async (request, reply) => {
      const s = await sessao(request);
      if (!s) return reply.header('cache-control', SEM_CACHE).redirect(`${P}/entrar`, 303);
      if (!origemOk(request) || !request.isMultipart())
        return minhaArea(request, reply, { erro: M.formularioInvalido }, 400);
      let carimbo = '';
      let foto: Uint8Array | undefined;
      let grande = false;
      for await (const parte of request.parts()) {
        if (parte.type === 'file') {
          const dados = await parte.toBuffer();
          if (parte.fieldname === 'foto') {
            foto = dados;
            grande = parte.file.truncated;
          }
        } else if (parte.fieldname === 'carimbo') carimbo = String(parte.value);
      }
      if ((await usarCarimbo(carimbo, `foto|${s.id}`)) !== 'ok')
        return minhaArea(request, reply, { erro: M.formularioInvalido }, 400);
      if (grande) return minhaArea(request, reply, { erro: MENSAGENS_CADASTRO.fotoTamanho }, 400);
      try {
        await gravarFoto(deps, null, s.cd_pessoa, foto);
      } catch (e) {
        if (e instanceof HttpError && e.statusCode < 500)
          return minhaArea(request, reply, { erro: e.message }, e.statusCode);
        throw e;
      }
      return reply.header('cache-control', SEM_CACHE).redirect(`${P}/minha-area?foto=1`, 303);
    });
  });

  app.get(`${P}/esqueci-senha`, async (_request, reply) =>
    html(reply, paginaEsqueciSenha({ carimbo: carimbos.gerar('redefinir') })),
  );

  app.post(`${P}/esqueci-senha`, async (request, reply) => {
    const parse = redefinicaoPedidoForm.safeParse(request.body ?? {});
    const refazer = (status: number, o: { mensagem?: string; erro?: string }) =>
      html(reply, paginaEsqueciSenha({ carimbo: carimbos.gerar('redefinir'), ...o }), status);
    if (!parse.success || !origemOk(request) || parse.data.ds_site)
      return refazer(400, { erro: M.formularioInvalido });
    if (!(await dentroDosLimites(request, limites.redefinicaoIp, limites.redefinicaoCpf)))
      return refazer(429, { erro: M.muitasTentativas });
    const c = await usarCarimbo(parse.data.carimbo, 'redefinir', minimo);
    if (c !== 'ok') return refazer(400, { erro: mensagemCarimbo(c) });
    await pedirRedefinicao(deps, parse.data.cpf, parse.data.ds_email);
    // The same answer whether or not the CPF and e-mail belong to someone.
    return refazer(200, { mensagem: M.redefinicaoEnviada });
  });

  app.get<{ Querystring: { token?: string } }>(`${P}/nova-senha`, async (request, reply) => {
    const token = String(request.query?.token ?? '').slice(0, 100);
    return html(reply, paginaNovaSenha({ carimbo: carimbos.gerar('nova-senha'), token }));
  });

  app.post(`${P}/nova-senha`, async (request, reply) => {
    const parse = novaSenhaForm.safeParse(request.body ?? {});
    const token = parse.success ? parse.data.token : '';
    const refazer = (status: number, erro: string) =>
      html(reply, paginaNovaSenha({ carimbo: carimbos.gerar('nova-senha'), token, erro }), status);
    if (!parse.success || !origemOk(request)) return refazer(400, M.formularioInvalido);
    const c = await usarCarimbo(parse.data.carimbo, 'nova-senha');
    if (c !== 'ok') return refazer(400, mensagemCarimbo(c));
    const erros = errosSenha(
      parse.data.nm_senha_web,
      parse.data.nm_senha_confirmacao,
      parse.data.ds_lembrete_senha_web,
    );
    if (erros.length) return refazer(400, erros.join(' '));
    const ok = await novaSenha(deps, token, parse.data.nm_senha_web, parse.data.ds_lembrete_senha_web);
    if (!ok) return refazer(400, M.redefinicaoInvalida);
    // the owner proved the e-mail: the wrong passwords counted on the CPF no longer hold it
    await zerarNoBanco(deps.handle, falhasDoCpf(ok.cpf));
    return html(
      reply,
      paginaEntrar({
        carimbo: carimbos.gerar('entrar'),
        destino: `${P}/minha-area`,
        mensagem: M.senhaRedefinida,
      }),
    );
  });

  // Anything else under the portal is its own 404 (never the back-office's page).
  app.all(`${P}/*`, async (request, reply) =>
    request.url === `${P}/` ? reply.redirect(P, 301) : naoEncontrada(reply),
  );
}
