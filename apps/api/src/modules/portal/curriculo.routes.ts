import { LIMITES_CADASTRO, MENSAGENS_CADASTRO } from '@backoffice/domain/candidato-cadastro';
import { MENSAGENS_ENDERECO } from '@backoffice/domain/endereco';
import { formatarCpf } from '@backoffice/domain/formatacao';
import { MENSAGENS_PORTAL as M, CAMINHO_PORTAL as P } from '@backoffice/domain/portal';
import {
  conferirCurriculoPortal,
  corpoDoCurriculoPortal,
  MENSAGENS_CURRICULO_PORTAL as MC,
  remocoesDoCurriculoPortal,
} from '@backoffice/domain/portal-curriculo';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { criarCep } from '../../platform/adapters/cep';
import { erroDoBanco, HttpError, recusaDoBanco } from '../../platform/errors';
import {
  catalogoDeCargos,
  curriculoAtualDoCandidato,
  gravarFoto,
  salvarCurriculoDoCandidato,
  ufsDoBrasil,
} from '../candidato/candidato.entry';
import { responderMinhaArea } from './conta.routes';
import { type DadosPaginaCurriculo, paginaMeuCurriculo } from './pagina-curriculo';
import { type ContextoPortal, type Pedido, SEM_CACHE } from './portal-contexto';

/**
 * The candidate's resume from the area: the form and its save, the CEP lookup of its script, and
 * the photo.
 */
export async function curriculoRoutes(app: FastifyInstance, { ctx }: { ctx: ContextoPortal }): Promise<void> {
  const { deps, carimbos, html, sessao, origemOk, usarCarimbo } = ctx;
  const minhaArea = responderMinhaArea(ctx);

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
    const r = conferirCurriculoPortal(corpoDoCurriculoPortal(atual, form), atual.corpo);
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
}
