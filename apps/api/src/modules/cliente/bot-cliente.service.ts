import type { UsuarioSessao } from '@backoffice/domain/auth';
import { type ClienteBot, type HistoricoBot, MENSAGENS_BOT } from '@backoffice/domain/bot-cliente';
import { isValidCnpj } from '@brazilian-utils/brazilian-utils';
import type { DbHandle } from '../../db/client';
import { emTexto } from '../../db/pecas';
import { ErroSimples, type SimplesNacionalAdapter } from '../../platform/adapters/simples-nacional';
import { badRequest, HttpError, notFound } from '../../platform/errors';
import { tabelasCandidato } from '../candidato/candidato.tabelas';

const COLUNAS_CLIENTE = `
  c.cd_pessoa::float8 AS "CD_PESSOA_CLIENTE", c.cd_empresa AS "CD_EMPRESA_CLIENTE", p.nr_documento_cnpj AS "CNPJ",
  p.nm_pessoa AS "NM_PESSOA_CLIENTE", c.id_optante_simples_nac AS "ID_OPTANTE_SIMPLES_NAC",
  to_char(c.dt_valida_simples AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "DT_VALIDA_SIMPLES",
  (SELECT h.ds_consulta FROM cliente_valida_simples h WHERE h.cd_pessoa_cliente = c.cd_pessoa
    ORDER BY h.dt_valida_simples DESC, h.id_valida_simples DESC LIMIT 1) AS "DS_CONSULTA"`;

const inicioDia = "($1::date)::timestamp AT TIME ZONE 'America/Sao_Paulo'";
const fimDia = "($2::date + 1)::timestamp AT TIME ZONE 'America/Sao_Paulo'";

/** Most rows a list answers (the screen pages them). */
const MAX_LINHAS = 5000;

function numerar(linhas: ClienteBot[]): ClienteBot[] {
  return linhas.map((l) => ({ ...l, CD_PESSOA_CLIENTE: Number(l.CD_PESSOA_CLIENTE) }));
}

/**
 * The clients to validate (Clientes): active clients with a CNPJ not validated within the period
 * (never validated, or last validated before it).
 */
export async function clientesParaValidar(
  db: DbHandle,
  q: { dt_inicio: string; dt_fim: string },
): Promise<ClienteBot[]> {
  const linhas = await db.query<ClienteBot>(
    `SELECT ${COLUNAS_CLIENTE}
       FROM cliente c JOIN ${emTexto(tabelasCandidato.pessoa('p'))} ON p.cd_pessoa = c.cd_pessoa
      WHERE c.id_ativo = 'S' AND p.nr_documento_cnpj IS NOT NULL
        AND (c.dt_valida_simples IS NULL OR c.dt_valida_simples < ${inicioDia} OR c.dt_valida_simples >= ${fimDia})
      ORDER BY p.nm_pessoa, c.cd_pessoa
      LIMIT ${MAX_LINHAS}`,
    [q.dt_inicio, q.dt_fim],
  );
  return numerar(linhas);
}

/** The clients validated within the period (Histórico), the latest first. */
export async function clientesValidados(
  db: DbHandle,
  q: { dt_inicio: string; dt_fim: string },
): Promise<ClienteBot[]> {
  const linhas = await db.query<ClienteBot>(
    `SELECT ${COLUNAS_CLIENTE}
       FROM cliente c JOIN ${emTexto(tabelasCandidato.pessoa('p'))} ON p.cd_pessoa = c.cd_pessoa
      WHERE c.dt_valida_simples >= ${inicioDia} AND c.dt_valida_simples < ${fimDia}
      ORDER BY c.dt_valida_simples DESC, c.cd_pessoa
      LIMIT ${MAX_LINHAS}`,
    [q.dt_inicio, q.dt_fim],
  );
  return numerar(linhas);
}

/** Every consultation of a client, the latest first. */
export async function historicoCliente(db: DbHandle, cdCliente: number): Promise<HistoricoBot[]> {
  return db.query<HistoricoBot>(
    `SELECT to_char(dt_valida_simples AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "DT_VALIDA_SIMPLES",
            ds_consulta AS "DS_CONSULTA"
       FROM cliente_valida_simples WHERE cd_pessoa_cliente = $1
      ORDER BY dt_valida_simples DESC, id_valida_simples DESC`,
    [cdCliente],
  );
}

/** One Simples Nacional consultation as recorded in the client's history. */
export interface ConsultaRegistrada {
  optante: 'S' | 'N' | null;
  dt: string;
  texto: string;
  erro: ErroSimples | null;
}

/**
 * Asks the Simples Nacional adapter for the CNPJ and records the answer in the client's history with
 * its source and time; a regime answered also updates the client. A consultation that fails is
 * recorded as an error row (error true, status 'error') and returned with its error, never thrown.
 */
export async function consultarERegistrarSimples(
  db: DbHandle,
  simples: SimplesNacionalAdapter,
  cdUsuario: number,
  cdCliente: number,
  cnpj: string,
): Promise<ConsultaRegistrada> {
  const inicio = Date.now();
  let consulta: Record<string, unknown>;
  let erro: ErroSimples | null = null;
  try {
    const r = await simples.consultar(cnpj);
    consulta = { status: 'success', ...r, tempo_ms: Date.now() - inicio };
  } catch (e) {
    erro = e instanceof ErroSimples ? e : new ErroSimples((e as Error).message, 502, simples.nome);
    consulta = {
      status: 'error',
      error: true,
      message: erro.message,
      http_status: erro.status,
      fonte: erro.fonte,
      consultado_em: new Date().toISOString(),
      tempo_ms: Date.now() - inicio,
    };
  }
  const texto = JSON.stringify(consulta);
  const optante = erro ? null : consulta.opcao_pelo_simples === true ? 'S' : 'N';
  const [gravado] = await db.query<{ dt: string }>(
    `WITH h AS (
       INSERT INTO cliente_valida_simples (cd_pessoa_cliente, ds_consulta, cd_usuario) VALUES ($1, $2, $3)
       RETURNING dt_valida_simples
     ), c AS (
       UPDATE cliente SET id_optante_simples_nac = coalesce($4::char(1), id_optante_simples_nac),
                          dt_valida_simples = (SELECT dt_valida_simples FROM h), alterado_em = now()
        WHERE cd_pessoa = $1
     )
     SELECT to_char(dt_valida_simples AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS dt FROM h`,
    [cdCliente, texto, cdUsuario, optante],
  );
  return { optante, dt: gravado!.dt, texto, erro };
}

/**
 * Validates one client: checks the CNPJ (numeric or alphanumeric) and that it is the client's, asks
 * the Simples Nacional adapter and records the answer (consultarERegistrarSimples). A consultation
 * that fails is answered 404/429/502 with its message.
 */
export async function validarCliente(
  db: DbHandle,
  simples: SimplesNacionalAdapter,
  usuario: UsuarioSessao,
  b: { cd_pessoa_cliente: number; cd_empresa_cliente: number; cnpj: string },
) {
  if (!isValidCnpj(b.cnpj, { version: 2 })) throw badRequest(MENSAGENS_BOT.cnpjInvalido);
  const [cli] = await db.query<{ cnpj: string | null }>(
    `SELECT p.nr_documento_cnpj AS cnpj FROM cliente c JOIN ${emTexto(tabelasCandidato.pessoa('p'))} ON p.cd_pessoa = c.cd_pessoa
      WHERE c.cd_pessoa = $1 AND c.cd_empresa = $2`,
    [b.cd_pessoa_cliente, b.cd_empresa_cliente],
  );
  if (!cli) throw notFound(MENSAGENS_BOT.clienteNaoEncontrado);
  if ((cli.cnpj ?? '').toUpperCase() !== b.cnpj) throw badRequest('O CNPJ informado não é o do cliente.');

  const r = await consultarERegistrarSimples(db, simples, usuario.cd_sip, b.cd_pessoa_cliente, b.cnpj);
  if (r.erro) throw new HttpError(r.erro.status, `${MENSAGENS_BOT.erroValidar}: ${r.erro.message}`);
  return {
    CD_PESSOA_CLIENTE: b.cd_pessoa_cliente,
    ID_OPTANTE_SIMPLES_NAC: r.optante as 'S' | 'N',
    DT_VALIDA_SIMPLES: r.dt,
    DS_CONSULTA: r.texto,
  };
}
