import { CONTRATOS_DADOS_CANDIDATO as C } from '@backoffice/domain/contratos/dados-candidato';
import type { ClienteModResposta } from '@backoffice/domain/dados-candidato';
import { PERMISSOES } from '@backoffice/domain/permissions';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consultar, type Executor } from '../../db/client';
import { exigirUsuario } from '../../platform/access';
import type { AppDeps } from '../../platform/deps';
import { forbidden, notFound, respostaErro } from '../../platform/errors';
import { router } from '../../platform/router';

/**
 * GET cliente/mod/{client}/{sip}: the client's active process types and PROCESSO_PM (S when it has
 * any: its referrals then need a type, spec 002 §5 'Referral'). `sip` is the logged user.
 */
export async function lerClienteMod(ex: Executor, cdCliente: number): Promise<ClienteModResposta> {
  const [c] = await consultar<{ cd: number }>(
    ex,
    sql`SELECT cd_pessoa AS cd FROM cliente WHERE cd_pessoa = ${cdCliente}`,
  );
  if (!c) throw notFound('Cliente não encontrado.');
  const tipos = await consultar<{ TIPO: string; DS_TIPO_ABREVIADO: string }>(
    ex,
    sql`SELECT tipo AS "TIPO", ds_tipo_abreviado AS "DS_TIPO_ABREVIADO" FROM tipo_processo
         WHERE cd_pessoa_cliente = ${cdCliente} AND id_ativo = 'S' ORDER BY tipo`,
  );
  return { TIPOS_PROCESSOS: tipos, PROCESSO_PM: tipos.length ? 'S' : 'N' };
}

const ACESSO = {
  permissoes: [
    ...new Set([
      ...PERMISSOES.selecao,
      ...PERMISSOES.recrutamentoEntrar,
      ...PERMISSOES.autoatendimento,
      ...PERMISSOES.callcenter,
    ]),
  ],
};

export const clienteModRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const rota = router(app, {
    tags: ['cliente'],
    acesso: ACESSO,
    respostas: { 400: respostaErro, 403: respostaErro, 404: respostaErro },
  });

  rota(C.clienteMod, { resumo: 'Tipos de processo do cliente (indicações)' }, async (request) => {
    if (request.params.sip !== exigirUsuario(request).user_sip) throw forbidden('Usuário inválido.');
    return lerClienteMod(deps.db, request.params.client);
  });
};
