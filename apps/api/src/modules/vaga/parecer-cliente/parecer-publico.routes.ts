import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  LIMITES_PARECER,
  MENSAGENS_PARECER as M,
  CAMINHO_PARECER_CLIENTE as P,
} from '@backoffice/domain/parecer-cliente';
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { AppDeps } from '../../../platform/deps';
import { enderecoPublico } from '../../../platform/endereco-publico';
import { HttpError } from '../../../platform/errors';
import { contarNoBanco } from '../../../platform/rate-limit-store';
import { ESTILO_PARECER, paginaCurriculo, paginaMensagemParecer, paginaParecer } from './parecer-pagina';
import {
  type CamposResposta,
  dadosPagina,
  type LinkAberto,
  linkDoToken,
  registrarVisualizacao,
  responderParecer,
  type Visita,
} from './parecer-publico.service';

/** How long a served form may be posted (a contact may leave the page open for the day). */
const VALIDADE_FORMULARIO_MS = 24 * 3_600_000;

/**
 * Signed form stamps of the client's page: the moment the form was served and a nonce, signed
 * with the portal's key for that link. A page of another site cannot read one, so its post is
 * refused; the answer itself is accepted once per candidate.
 */
export class CarimbosParecer {
  private readonly chave: Buffer;
  constructor(segredo: string | undefined) {
    this.chave = segredo ? Buffer.from(`parecer|${segredo}`) : randomBytes(32);
  }
  private assinar(texto: string): string {
    return createHmac('sha256', this.chave).update(texto).digest('base64url');
  }
  gerar(idLink: number, agora = Date.now()): string {
    const marca = `${agora.toString(36)}.${randomBytes(9).toString('base64url')}`;
    return `${marca}.${this.assinar(`${idLink}|${marca}`)}`;
  }
  conferir(carimbo: string | undefined, idLink: number, agora = Date.now()): 'ok' | 'expirado' | 'invalido' {
    const m = /^(([0-9a-z]{1,12})\.[A-Za-z0-9_-]{12})\.([A-Za-z0-9_-]{43})$/.exec(carimbo ?? '');
    if (!m) return 'invalido';
    const esperado = Buffer.from(this.assinar(`${idLink}|${m[1]}`));
    const recebido = Buffer.from(m[3]);
    if (esperado.length !== recebido.length || !timingSafeEqual(esperado, recebido)) return 'invalido';
    const idade = agora - Number.parseInt(m[2], 36);
    return idade < 0 || idade > VALIDADE_FORMULARIO_MS ? 'expirado' : 'ok';
  }
}

const SEM_CACHE = 'no-store';
/** Where a rendered page holds its forms' stamp, each answer getting a new one. */
const MARCA_CARIMBO = '\u0000carimbo\u0000';
const TITULO_INVALIDO = 'Link indisponível';

/**
 * The client's page of a verdict link, at the site's root (`/cliente/parecer/…`, outside /api and its
 * session): the page and its stylesheet, one candidate's full resume, and the answer's post. No
 * login: the link's token is the credential (only its SHA-256 is stored). Every answer is
 * no-store, noindex, without a referrer; the strict CSP of every answer applies.
 */
export async function parecerPublicoRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }): Promise<void> {
  const carimbos = new CarimbosParecer(deps.config.PORTAL_SECRET);
  const hostPublico = new URL(enderecoPublico(deps.config)).host;

  app.addHook('onRoute', (rota) => {
    rota.schema = { ...rota.schema, hide: true };
  });
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_req, corpo, done) => {
      const campos: Record<string, string> = {};
      for (const [k, v] of new URLSearchParams(corpo as string)) if (!(k in campos)) campos[k] = v;
      done(null, campos);
    },
  );

  const html = (reply: FastifyReply, corpo: string, status = 200) =>
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', SEM_CACHE)
      .header('x-robots-tag', 'noindex, nofollow')
      .header('referrer-policy', 'same-origin')
      .send(corpo);
  const ip = (r: FastifyRequest) => normalizeIP(r.ip);
  const agente = (r: FastifyRequest) => {
    const a = r.headers['user-agent'];
    return typeof a === 'string' ? a : null;
  };
  const naoEncontrada = (reply: FastifyReply) =>
    html(reply, paginaMensagemParecer(M.paginaNaoEncontrada, M.paginaNaoEncontrada), 404);

  /** The link of the request's token, or the page of why it does not open (404 unknown, 410 gone). */
  async function abrir(token: string, reply: FastifyReply, abertura?: Visita): Promise<LinkAberto | null> {
    const r = await linkDoToken(deps.db, token, abertura);
    if (r.estado === 'ok') return r.link;
    const [status, texto] =
      r.estado === 'expirado'
        ? [410, M.linkExpirado]
        : r.estado === 'revogado'
          ? [410, M.linkRevogado]
          : [404, M.linkInvalido];
    await html(reply, paginaMensagemParecer(TITULO_INVALIDO, texto), status);
    return null;
  }

  // A link's page as last rendered, its stamps left as a mark, kept for PORTAL_CACHE_SECONDS while
  // its verdicts stay the same (the key holds them): many opens of one page render it once.
  const cacheMs = deps.config.PORTAL_CACHE_SECONDS * 1000;
  const renderizadas = new LRUCache<string, string>({ max: 500, ttl: Math.max(cacheMs, 1) });

  async function pagina(
    reply: FastifyReply,
    token: string,
    link: LinkAberto,
    estado: { registrado?: number; erro?: { cd: number | null; texto: string } },
    status = 200,
  ) {
    const carimbo = carimbos.gerar(link.id_link);
    const simples = !estado.registrado && !estado.erro;
    const chave = `${link.id_link}|${link.pareceres}`;
    let corpo = simples && cacheMs ? renderizadas.get(chave) : undefined;
    if (!corpo) {
      const dados = await dadosPagina(deps.db, link);
      corpo = paginaParecer(dados, { token, carimbo: MARCA_CARIMBO, ...estado });
      if (simples && cacheMs) renderizadas.set(chave, corpo);
    }
    return html(reply, corpo.replaceAll(MARCA_CARIMBO, carimbo), status);
  }

  app.get(`${P}/recursos/${ESTILO_PARECER.nome}`, async (_request, reply) =>
    reply
      .type('text/css; charset=utf-8')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(ESTILO_PARECER.conteudo),
  );

  app.get<{ Params: { token: string }; Querystring: { registrado?: string } }>(
    `${P}/:token`,
    async (request, reply) => {
      const link = await abrir(request.params.token, reply, { ip: ip(request), agente: agente(request) });
      if (!link) return reply;
      const registrado = Number(request.query?.registrado);
      return pagina(reply, request.params.token, link, {
        registrado: Number.isSafeInteger(registrado) && registrado > 0 ? registrado : undefined,
      });
    },
  );

  app.get<{ Params: { token: string; cd: string } }>(`${P}/:token/candidato/:cd`, async (request, reply) => {
    const link = await abrir(request.params.token, reply);
    if (!link) return reply;
    const cd = /^\d{1,15}$/.test(request.params.cd) ? Number(request.params.cd) : 0;
    const dados = cd ? await dadosPagina(deps.db, link, { so: cd, completo: true }) : null;
    const c = dados?.candidatos[0];
    if (!dados || !c) return naoEncontrada(reply);
    await registrarVisualizacao(deps.db, link.id_link, c.cd, ip(request), agente(request));
    return html(reply, paginaCurriculo(dados, c, request.params.token));
  });

  app.post<{ Params: { token: string }; Body: CamposResposta }>(
    `${P}/:token/responder`,
    async (request, reply) => {
      const { current } = await contarNoBanco(deps.handle, `parecer:resposta:ip:${ip(request)}`, 60_000);
      if (current > LIMITES_PARECER.respostasPorMinuto)
        return html(reply, paginaMensagemParecer('Aguarde um minuto', M.muitasRespostas), 429);
      const token = request.params.token;
      const link = await abrir(token, reply);
      if (!link) return reply;
      const campos: CamposResposta =
        request.body && typeof request.body === 'object' ? (request.body as CamposResposta) : {};
      const cd = /^\d{1,15}$/.test(campos.cd_pessoa_candidato ?? '')
        ? Number(campos.cd_pessoa_candidato)
        : null;
      const origem = request.headers.origin;
      let origemOk = true;
      if (origem !== undefined) {
        try {
          const host = new URL(origem).host;
          origemOk = host === request.host || host === hostPublico;
        } catch {
          origemOk = false;
        }
      }
      const carimbo = carimbos.conferir(campos.carimbo, link.id_link);
      if (!origemOk || carimbo !== 'ok')
        return pagina(
          reply,
          token,
          link,
          { erro: { cd, texto: carimbo === 'expirado' ? M.formularioExpirado : M.formularioInvalido } },
          403,
        );
      try {
        const r = await responderParecer(deps, link, campos);
        return reply
          .header('cache-control', SEM_CACHE)
          .redirect(`${P}/${token}?registrado=${r.cd}#candidato-${r.cd}`, 303);
      } catch (e) {
        if (!(e instanceof HttpError)) throw e;
        const texto = Array.isArray(e.mensagem) ? e.mensagem.join(' ') : e.mensagem;
        return pagina(reply, token, link, { erro: { cd, texto } }, e.statusCode);
      }
    },
  );

  app.all(`${P}/*`, async (_request, reply) => naoEncontrada(reply));
}
