import { TIPO_AVISO } from '@backoffice/domain/catalogos';
import {
  EVENTO_VAGA,
  podeEditarTelefoneAnalista,
  type RespostaSalvar,
  type salvarAnalistaBody,
} from '@backoffice/domain/vaga-edicao';
import { MENSAGENS_VAGA_EDICAO } from '@backoffice/domain/vaga-edicao-mensagens';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { consultar, type Tx } from '../../../db/client';
import { badRequest, forbidden } from '../../../platform/errors';
import { alterarTelefoneUsuario, criarAviso } from '../../usuario/usuario.entry';
import { tabelasUsuario } from '../../usuario/usuario.tabelas';
import {
  type ContextoEdicao,
  salvarCamposVaga,
  TIPO_HISTORICO_VAGA,
  travarVaga,
  type VagaRegistro,
} from '../alteracao.service';

const M = MENSAGENS_VAGA_EDICAO;

/**
 * POST vaga/{nrVaga}/salvar-analista-vaga: the analyst (an active user) and the phone shown on the
 * vacancy. Absent phone: the analyst's registered one. A phone other than the registered one or the
 * vacancy's current one is an edit: only group 32 or sector 2, and it becomes the analyst's
 * registered phone. A new analyst gets an alert (type 3); everyone gets the 'vaga' event.
 */
export function salvarAnalistaVaga(
  ctx: ContextoEdicao,
  nrVaga: number,
  body: z.output<typeof salvarAnalistaBody>,
): Promise<RespostaSalvar> {
  return ctx.deps.db.transaction(async (tx) => {
    const v = await travarVaga(tx, nrVaga);
    const [an] = await consultar<{ cd_sip: number; user_sip: number; nr_telefone: string | null }>(
      tx,
      sql`SELECT cd_sip, user_sip, nr_telefone FROM ${tabelasUsuario.usuario('u')}
           WHERE user_sip = ${body.cd_pessoa_analista} AND id_ativo = 'S'`,
    );
    if (!an) throw badRequest(M.validacao.analistaInvalido);
    let telefone = an.nr_telefone;
    if (body.nr_telefone_analista !== undefined) {
      const digitos = (t: string | null) => (t ?? '').replace(/\D/g, '');
      const novo = body.nr_telefone_analista ?? '';
      const conhecido = novo === digitos(an.nr_telefone) || novo === digitos(v.nr_telefone_analista);
      if (!conhecido) {
        if (!podeEditarTelefoneAnalista(ctx.usuario)) throw forbidden(M.conflito.telefoneSemPermissao);
        await alterarTelefoneUsuario(tx, Number(an.user_sip), body.nr_telefone_analista);
      }
      telefone = body.nr_telefone_analista;
    }
    return trocarAnalistaDaVaga(tx, ctx, v, an, telefone);
  });
}

/**
 * The analyst change itself, on a vacancy already locked (travarVaga): saves analyst, user and phone
 * with one history note, alerts a new analyst (type 3) and announces the 'vaga' event. The analyst
 * tab's save and Administração's transfer of a user's open vacancies both go through here.
 */
export async function trocarAnalistaDaVaga(
  tx: Tx,
  ctx: ContextoEdicao,
  v: VagaRegistro,
  an: { cd_sip: number; user_sip: number },
  telefone: string | null,
): Promise<RespostaSalvar> {
  const r = await salvarCamposVaga(
    tx,
    v,
    {
      cd_pessoa_analista: Number(an.user_sip),
      cd_usuario_analista: Number(an.cd_sip),
      nr_telefone_analista: telefone,
    },
    {
      usuario: ctx.usuario,
      titulo: 'Analista',
      tipo: TIPO_HISTORICO_VAGA.analista,
      sucesso: M.sucesso.analista,
    },
  );
  if (r.status !== 1) return r;
  if (v.cd_pessoa_analista !== Number(an.user_sip)) {
    await criarAviso(tx, ctx.deps.realtime, {
      cd_tipo_aviso: TIPO_AVISO.VAGA_ATRIBUIDA,
      nr_vaga: v.nr_vaga,
      cd_sip: Number(an.cd_sip),
      ds_complemento_aviso: `Vaga ${v.nr_vaga} atribuída a você por ${ctx.usuario.apelido}`,
    });
  }
  await ctx.deps.realtime.publish(tx, {
    tipo: EVENTO_VAGA,
    dados: {
      NR_VAGA: v.nr_vaga,
      CD_PESSOA_ANALISTA: Number(an.user_sip),
      CD_PESSOA_ANALISTA_ANTERIOR: v.cd_pessoa_analista,
    },
  });
  return r;
}
