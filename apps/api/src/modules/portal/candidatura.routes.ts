import {
  candidaturaForm,
  MENSAGENS_PORTAL as M,
  nrVagaDoSlug,
  CAMINHO_PORTAL as P,
} from '@backoffice/domain/portal';
import type { FastifyInstance } from 'fastify';
import { paginaCandidatar, paginaCandidaturaFeita } from './paginas-candidato';
import { areaDoCandidato, candidatar } from './portal.service';
import type { ContextoPortal } from './portal-contexto';

/**
 * Applying to a vacancy: the form (with the candidate's own record when logged in) and its post,
 * behind the stamp, the hidden field and the limits per address and per CPF.
 */
export async function candidaturaRoutes(
  app: FastifyInstance,
  { ctx }: { ctx: ContextoPortal },
): Promise<void> {
  const {
    deps,
    carimbos,
    cache,
    vagas,
    vagaPublicada,
    ip,
    limites,
    dentroDosLimites,
    html,
    sessao,
    origemOk,
    naoEncontrada,
    minimo,
    mensagemCarimbo,
    usarCarimbo,
  } = ctx;

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
}
