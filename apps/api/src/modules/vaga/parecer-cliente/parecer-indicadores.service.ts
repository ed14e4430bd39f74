import { PERMISSOES_CLIENTES } from '@backoffice/domain/clientes';
import {
  type IndicadoresParecer,
  MENSAGENS_PARECER as MENSAGENS_INDICADORES,
  type RelatorioParecerResposta,
} from '@backoffice/domain/parecer-cliente';
import { PERMISSOES } from '@backoffice/domain/permissions';
import { type SQL, sql } from 'drizzle-orm';
import { consultar, type Executor } from '../../../db/client';
import { notFound } from '../../../platform/errors';
import { tabelasCandidato } from '../../candidato/candidato.tabelas';
import { tabelasCliente } from '../../cliente/cliente.tabelas';
import { tabelasUsuario } from '../../usuario/usuario.tabelas';

/** The client's figures: whoever reads the clients screen. */
export const ACESSO_INDICADORES_CLIENTE = { permissoes: [...PERMISSOES_CLIENTES.ler] };
/** The report: management, as the management vacancy reports. */
export const ACESSO_RELATORIO_PARECER = { permissoes: [...PERMISSOES.gerencial] };

// One row per forwarded candidate of a link: the figures are aggregates of these.
const AGREGADOS = sql`
  count(*)::int AS encaminhados,
  count(pc.respondido_em)::int AS respondidos,
  (percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM (pc.respondido_em - l.criado_em)) / 3600))::float8
    AS mediana_horas,
  count(*) FILTER (WHERE pc.id_parecer = 'A')::int AS aprovados`;

interface Agregado {
  encaminhados: number;
  respondidos: number;
  mediana_horas: number | null;
  aprovados: number;
}

function indicadores(a: Agregado | undefined): IndicadoresParecer {
  const encaminhados = Number(a?.encaminhados ?? 0);
  const respondidos = Number(a?.respondidos ?? 0);
  const aprovados = Number(a?.aprovados ?? 0);
  const mediana = a?.mediana_horas;
  return {
    encaminhados,
    respondidos,
    taxa_resposta: encaminhados ? respondidos / encaminhados : null,
    mediana_horas: mediana === null || mediana === undefined ? null : Math.round(Number(mediana) * 10) / 10,
    aprovados,
    aprovacoes_por_encaminhado: encaminhados ? aprovados / encaminhados : null,
  };
}

/** GET /clientes/:cd_pessoa/parecer-indicadores: every link the client received. */
export async function indicadoresDoCliente(ex: Executor, cdCliente: number): Promise<IndicadoresParecer> {
  const [c] = await consultar(
    ex,
    sql`SELECT 1 FROM ${tabelasCliente.cliente('c')} WHERE c.cd_pessoa = ${cdCliente}`,
  );
  if (!c) throw notFound(MENSAGENS_INDICADORES.clienteNaoEncontrado);
  const [a] = await consultar<Agregado>(
    ex,
    sql`SELECT ${AGREGADOS}
          FROM parecer_cliente_candidato pc JOIN parecer_cliente_link l ON l.id_link = pc.id_link
         WHERE l.cd_pessoa_cliente = ${cdCliente}`,
  );
  return indicadores(a);
}

/**
 * GET /relatorios/parecer-cliente?de&ate: links sent in the period (business dates, both ends
 * included; open ends when omitted), in total, per client and per analyst who sent them.
 */
export async function relatorioParecer(
  ex: Executor,
  q: { de?: string; ate?: string },
): Promise<RelatorioParecerResposta> {
  const filtros: SQL[] = [sql`true`];
  if (q.de) filtros.push(sql`(l.criado_em AT TIME ZONE 'America/Sao_Paulo')::date >= ${q.de}::date`);
  if (q.ate) filtros.push(sql`(l.criado_em AT TIME ZONE 'America/Sao_Paulo')::date <= ${q.ate}::date`);
  const onde = sql.join(filtros, sql` AND `);
  const base = sql`FROM parecer_cliente_candidato pc JOIN parecer_cliente_link l ON l.id_link = pc.id_link`;
  const [total, porCliente, porAnalista] = await Promise.all([
    consultar<Agregado>(ex, sql`SELECT ${AGREGADOS} ${base} WHERE ${onde}`),
    consultar<Agregado & { cd: number; nome: string | null }>(
      ex,
      sql`SELECT l.cd_pessoa_cliente::float8 AS cd, min(coalesce(p.nm_apelido, p.nm_pessoa)) AS nome, ${AGREGADOS}
            ${base} LEFT JOIN ${tabelasCandidato.pessoa('p')} ON p.cd_pessoa = l.cd_pessoa_cliente
           WHERE ${onde} GROUP BY l.cd_pessoa_cliente ORDER BY nome, cd`,
    ),
    consultar<Agregado & { cd: number; nome: string | null }>(
      ex,
      sql`SELECT coalesce(l.cd_usuario, 0)::float8 AS cd, min(coalesce(pu.nm_pessoa, u.apelido)) AS nome, ${AGREGADOS}
            ${base}
            LEFT JOIN ${tabelasUsuario.usuario('u')} ON u.cd_sip = l.cd_usuario
            LEFT JOIN ${tabelasCandidato.pessoa('pu')} ON pu.cd_pessoa = u.user_sip
           WHERE ${onde} GROUP BY l.cd_usuario ORDER BY nome, cd`,
    ),
  ]);
  const linha = (a: Agregado & { cd: number; nome: string | null }) => ({
    cd: Number(a.cd),
    nome: a.nome,
    ...indicadores(a),
  });
  return {
    total: indicadores(total[0]),
    por_cliente: porCliente.map(linha),
    por_analista: porAnalista.map(linha),
  };
}
