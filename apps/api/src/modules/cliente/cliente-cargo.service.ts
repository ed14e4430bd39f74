import type { clienteCargoBody } from '@backoffice/domain/vaga-edicao';
import { MENSAGENS_VAGA_EDICAO } from '@backoffice/domain/vaga-edicao-mensagens';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { consultar } from '../../db/client';
import type { AppDeps } from '../../platform/deps';
import { badRequest, notFound } from '../../platform/errors';
import { tabelasCatalogo } from '../catalogo/catalogo.tabelas';

const M = MENSAGENS_VAGA_EDICAO;

/**
 * PUT cargo/cliente-cargo: creates (no cd_cargo_cliente) or updates the client's name for a position
 * in one of its units, with the internal position it maps to and which name the web shows.
 */
export function salvarCargoCliente(
  deps: AppDeps,
  body: z.output<typeof clienteCargoBody>,
): Promise<{ status: 1 | 2; message: string; CD_CARGO_CLIENTE: number }> {
  return deps.db.transaction(async (tx) => {
    const [cli] = await consultar<{ cd: number }>(
      tx,
      sql`SELECT cd_pessoa AS cd FROM cliente WHERE cd_pessoa = ${body.cd_pessoa_cliente}`,
    );
    if (!cli) throw badRequest(M.validacao.clienteObrigatorio);
    const [unidade] = await consultar<{ cd: number }>(
      tx,
      sql`SELECT cd_empresa AS cd FROM ${tabelasCatalogo.empresa('empresa')} WHERE cd_empresa = ${body.cd_empresa_cliente}`,
    );
    if (!unidade) throw badRequest(M.validacao.unidadeObrigatoria);
    if (body.cd_cargo_interno != null) {
      const [c] = await consultar<{ cd: number }>(
        tx,
        sql`SELECT cd_cargo AS cd FROM ${tabelasCatalogo.cargo('cargo')} WHERE cd_cargo = ${body.cd_cargo_interno}`,
      );
      if (!c) throw badRequest(M.validacao.cargoInternoInvalido);
    }
    const interno = body.cd_cargo_interno ?? null;
    if (body.cd_cargo_cliente == null) {
      const [novo] = await consultar<{ cd: number }>(
        tx,
        sql`INSERT INTO cargo_cliente (cd_pessoa_cliente, cd_empresa_cliente, nm_cargo_cliente, cd_cargo_interno, id_cargo_exibir_web)
            VALUES (${body.cd_pessoa_cliente}, ${body.cd_empresa_cliente}, ${body.nm_cargo_cliente}, ${interno}, ${body.id_cargo_exibir_web})
            RETURNING cd_cargo_cliente AS cd`,
      );
      return { status: 1, message: M.sucesso.cargo, CD_CARGO_CLIENTE: Number(novo.cd) };
    }
    const [atual] = await consultar<{
      nm_cargo_cliente: string;
      cd_cargo_interno: number | null;
      id_cargo_exibir_web: string;
    }>(
      tx,
      sql`SELECT nm_cargo_cliente, cd_cargo_interno, id_cargo_exibir_web FROM cargo_cliente
           WHERE cd_cargo_cliente = ${body.cd_cargo_cliente} AND cd_pessoa_cliente = ${body.cd_pessoa_cliente}
             AND cd_empresa_cliente = ${body.cd_empresa_cliente}
           FOR UPDATE`,
    );
    if (!atual) throw notFound(M.validacao.cargoClienteInvalido);
    const igual =
      atual.nm_cargo_cliente === body.nm_cargo_cliente &&
      (atual.cd_cargo_interno === null ? null : Number(atual.cd_cargo_interno)) === interno &&
      atual.id_cargo_exibir_web === body.id_cargo_exibir_web;
    if (igual) return { status: 2, message: M.info.semAlteracoes, CD_CARGO_CLIENTE: body.cd_cargo_cliente };
    await tx.execute(
      sql`UPDATE cargo_cliente
             SET nm_cargo_cliente = ${body.nm_cargo_cliente}, cd_cargo_interno = ${interno},
                 id_cargo_exibir_web = ${body.id_cargo_exibir_web}
           WHERE cd_cargo_cliente = ${body.cd_cargo_cliente}`,
    );
    return { status: 1, message: M.sucesso.cargo, CD_CARGO_CLIENTE: body.cd_cargo_cliente };
  });
}
