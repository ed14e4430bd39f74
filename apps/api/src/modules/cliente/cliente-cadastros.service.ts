import type { UsuarioSessao } from '@backoffice/domain/auth';
import {
  type CargoClienteBodySaida,
  type CargoClienteCadastroLinha,
  type CentroCustoClienteBodySaida,
  type CentroCustoClienteLinha,
  type ContatoClienteBodySaida,
  type ContatoClienteLinha,
  type ContatoEstado,
  cargoEfetivo,
  centroCustoEfetivo,
  comoErros,
  contatoEfetivo,
  MENSAGENS_CLIENTES as M,
  type ProblemaCampo,
  problemasCargo,
  problemasCentroCusto,
  problemasContato,
  problemasTipoProcesso,
  type TipoProcessoClienteBodySaida,
  type TipoProcessoClienteLinha,
  tipoProcessoEfetivo,
} from '@backoffice/domain/clientes';
import { type SQL, sql } from 'drizzle-orm';
import { consultar, type Executor, type Tx } from '../../db/client';
import type { AppDeps } from '../../platform/deps';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { tabelasAgendamento } from '../agendamento/agendamento.tabelas';
import {
  alterarPessoaDeCliente,
  inserirPessoaDeCliente,
  tabelasCandidato,
  trocarTelefonesDaPessoa,
} from '../candidato/candidato.tabelas';
import { tabelasCatalogo } from '../catalogo/catalogo.tabelas';
import { tabelasVaga } from '../vaga/vaga.tabelas';
import { telefonesDe, unidadeDoCliente } from './clientes.service';

type Deps = Pick<AppDeps, 'db'>;
type Linha = Record<string, unknown>;
const texto = (v: unknown) => (v === null || v === undefined ? null : String(v));

function recusar(problemas: readonly ProblemaCampo[]): void {
  if (problemas.length) throw badRequest(comoErros(problemas));
}

/** Writes under one client one at a time (the name and code checks hold), the client checked to exist. */
function sobCliente<T>(deps: Deps, cd: number, fn: (tx: Tx, unidade: number) => Promise<T>): Promise<T> {
  return deps.db.transaction(async (tx) => {
    const unidade = await unidadeDoCliente(tx, cd, true);
    return fn(tx, unidade);
  });
}

async function conferirUnidade(tx: Executor, cd: number): Promise<void> {
  const [u] = await consultar<{ cd: number }>(
    tx,
    sql`SELECT e.cd_empresa AS cd FROM ${tabelasCatalogo.empresa('e')} WHERE e.cd_empresa = ${cd}`,
  );
  if (!u) throw badRequest([`cd_empresa_cliente: ${M.unidadeClienteInexistente}`]);
}

// Contacts

async function lerContatos(
  ex: Executor,
  cdCliente: number,
  cdContato?: number,
): Promise<ContatoClienteLinha[]> {
  const linhas = await consultar<Linha>(
    ex,
    sql`SELECT k.cd_pessoa, p.nm_pessoa, k.nm_cargo, k.id_sexo, to_char(k.dt_nascimento, 'YYYY-MM-DD') AS dt_nascimento,
               k.id_estado_civil, p.ds_email, k.id_ativo
          FROM cliente_contato k JOIN ${tabelasCandidato.pessoa('p')} ON p.cd_pessoa = k.cd_pessoa
         WHERE k.cd_pessoa_cliente = ${cdCliente} ${cdContato === undefined ? sql`` : sql`AND k.cd_pessoa = ${cdContato}`}
         ORDER BY k.id_ativo DESC, f_unaccent(lower(p.nm_pessoa)), k.cd_pessoa
         ${cdContato === undefined ? sql`` : sql`FOR UPDATE OF k`}`,
  );
  const fones = await telefonesDe(
    ex,
    linhas.map((l) => Number(l.cd_pessoa)),
  );
  return linhas.map((l) => ({
    cd_pessoa: Number(l.cd_pessoa),
    nm_pessoa: String(l.nm_pessoa),
    nm_cargo: texto(l.nm_cargo),
    id_sexo: texto(l.id_sexo)?.trim() ?? null,
    dt_nascimento: texto(l.dt_nascimento),
    id_estado_civil: texto(l.id_estado_civil)?.trim() ?? null,
    ds_email: texto(l.ds_email),
    telefones: fones.get(Number(l.cd_pessoa)) ?? [],
    id_ativo: String(l.id_ativo),
  }));
}

/** GET …/contatos: every contact of the client, the active ones first. */
export async function listarContatos(ex: Executor, cdCliente: number): Promise<ContatoClienteLinha[]> {
  await unidadeDoCliente(ex, cdCliente);
  return lerContatos(ex, cdCliente);
}

async function gravarContato(tx: Executor, cd: number, e: ContatoEstado): Promise<void> {
  await tx.execute(sql`
    UPDATE cliente_contato SET nm_cargo = ${e.nm_cargo}, id_sexo = ${e.id_sexo}, dt_nascimento = ${e.dt_nascimento},
           id_estado_civil = ${e.id_estado_civil}, id_ativo = ${e.id_ativo}
     WHERE cd_pessoa = ${cd}`);
}

/**
 * Writes a new contact of the client (its person row, the contact row, its phones) in the caller's
 * transaction, once the rules have passed; its code. `cdImportacao` marks an imported one.
 */
export async function inserirContato(
  tx: Executor,
  cdCliente: number,
  e: ContatoEstado,
  cdUsuario: number | null,
  cdImportacao: number | null = null,
): Promise<number> {
  const cdPessoa = await inserirPessoaDeCliente(tx, {
    tipo: 'F',
    nome: e.nm_pessoa,
    apelido: null,
    cpf: null,
    cnpj: null,
    email: e.ds_email,
    cdUsuario,
    cdImportacao,
  });
  await tx.execute(
    sql`INSERT INTO cliente_contato (cd_pessoa, cd_pessoa_cliente) VALUES (${cdPessoa}, ${cdCliente})`,
  );
  await gravarContato(tx, cdPessoa, e);
  await trocarTelefonesDaPessoa(tx, cdPessoa, e.telefones);
  return cdPessoa;
}

/** Writes a contact's new state in the caller's transaction (the phones when `telefones`). */
export async function gravarContatoExistente(
  tx: Executor,
  cdContato: number,
  e: ContatoEstado,
  o: { cdUsuario: number | null; telefones: boolean },
): Promise<void> {
  const [p] = await consultar<{ nm_apelido: string | null }>(
    tx,
    sql`SELECT nm_apelido FROM ${tabelasCandidato.pessoa('p')} WHERE p.cd_pessoa = ${cdContato}`,
  );
  await alterarPessoaDeCliente(tx, cdContato, {
    tipo: 'F',
    nome: e.nm_pessoa,
    apelido: p?.nm_apelido ?? null,
    cpf: null,
    cnpj: null,
    email: e.ds_email,
    cdUsuario: o.cdUsuario,
  });
  await gravarContato(tx, cdContato, e);
  if (o.telefones) await trocarTelefonesDaPessoa(tx, cdContato, e.telefones);
}

export async function criarContato(
  deps: Deps,
  usuario: UsuarioSessao,
  cdCliente: number,
  b: ContatoClienteBodySaida,
) {
  recusar(problemasContato(b, null));
  const e = contatoEfetivo(b, null);
  const cd = await sobCliente(deps, cdCliente, (tx) => inserirContato(tx, cdCliente, e, usuario.cd_sip));
  return { cd_pessoa: cd, message: M.contatoCriado };
}

/** PUT …/contatos/{cd_contato}: the fields sent change (id_ativo 'N' deactivates); old values pass as they are. */
export async function alterarContato(
  deps: Deps,
  usuario: UsuarioSessao,
  cdCliente: number,
  cdContato: number,
  b: ContatoClienteBodySaida,
) {
  await sobCliente(deps, cdCliente, async (tx) => {
    const [anterior] = await lerContatos(tx, cdCliente, cdContato);
    if (!anterior) throw notFound(M.contatoNaoEncontrado);
    const { cd_pessoa: _cd, ...estado } = anterior;
    recusar(problemasContato(b, estado));
    const e = contatoEfetivo(b, estado);
    await gravarContatoExistente(tx, cdContato, e, {
      cdUsuario: usuario.cd_sip,
      telefones: b.telefones !== undefined,
    });
  });
  return { cd_pessoa: cdContato, message: M.contatoAlterado };
}

// Client positions (cargo_cliente)

const usoCargo = sql`(SELECT count(*)::int FROM ${tabelasVaga.vaga('v')} WHERE v.cd_cargo_cliente = cc.cd_cargo_cliente)`;

async function lerCargos(ex: Executor, cdCliente: number, cd?: number): Promise<CargoClienteCadastroLinha[]> {
  const linhas = await consultar<Linha>(
    ex,
    sql`SELECT cc.cd_cargo_cliente, cc.cd_empresa_cliente, cc.nm_cargo_cliente, cc.cd_cargo_interno,
               cg.nm_cargo AS nm_cargo_interno, cc.id_cargo_exibir_web, cc.id_ativo, ${usoCargo} AS nr_em_uso
          FROM cargo_cliente cc LEFT JOIN ${tabelasCatalogo.cargo('cg')} ON cg.cd_cargo = cc.cd_cargo_interno
         WHERE cc.cd_pessoa_cliente = ${cdCliente} ${cd === undefined ? sql`` : sql`AND cc.cd_cargo_cliente = ${cd}`}
         ORDER BY cc.id_ativo DESC, f_unaccent(lower(cc.nm_cargo_cliente)), cc.cd_cargo_cliente
         ${cd === undefined ? sql`` : sql`FOR UPDATE OF cc`}`,
  );
  return linhas.map((l) => ({
    cd_cargo_cliente: Number(l.cd_cargo_cliente),
    cd_empresa_cliente: Number(l.cd_empresa_cliente),
    nm_cargo_cliente: String(l.nm_cargo_cliente),
    cd_cargo_interno: l.cd_cargo_interno === null ? null : Number(l.cd_cargo_interno),
    nm_cargo_interno: texto(l.nm_cargo_interno),
    id_cargo_exibir_web: String(l.id_cargo_exibir_web),
    id_ativo: String(l.id_ativo),
    nr_em_uso: Number(l.nr_em_uso),
  }));
}

export async function listarCargos(ex: Executor, cdCliente: number): Promise<CargoClienteCadastroLinha[]> {
  await unidadeDoCliente(ex, cdCliente);
  return lerCargos(ex, cdCliente);
}

const chaveNome = (s: string) =>
  s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

async function conferirCargo(
  tx: Executor,
  cdCliente: number,
  e: ReturnType<typeof cargoEfetivo>,
  antes: CargoClienteCadastroLinha | null,
) {
  if (!antes || e.cd_empresa_cliente !== antes.cd_empresa_cliente)
    await conferirUnidade(tx, e.cd_empresa_cliente);
  if (e.cd_cargo_interno !== null && (!antes || e.cd_cargo_interno !== antes.cd_cargo_interno)) {
    const [c] = await consultar<{ cd: number }>(
      tx,
      sql`SELECT cg.cd_cargo AS cd FROM ${tabelasCatalogo.cargo('cg')} WHERE cg.cd_cargo = ${e.cd_cargo_interno}`,
    );
    if (!c) throw badRequest([`cd_cargo_interno: ${M.cargoInternoInexistente}`]);
  }
  const mudouNome =
    !antes ||
    chaveNome(e.nm_cargo_cliente) !== chaveNome(antes.nm_cargo_cliente) ||
    e.cd_empresa_cliente !== antes.cd_empresa_cliente;
  if (!mudouNome) return;
  const outros = await consultar<{ cd: number; nome: string }>(
    tx,
    sql`SELECT cd_cargo_cliente AS cd, nm_cargo_cliente AS nome FROM cargo_cliente
         WHERE cd_pessoa_cliente = ${cdCliente} AND cd_empresa_cliente = ${e.cd_empresa_cliente}`,
  );
  const chave = chaveNome(e.nm_cargo_cliente);
  if (outros.some((o) => Number(o.cd) !== antes?.cd_cargo_cliente && chaveNome(o.nome) === chave))
    throw conflict([`nm_cargo_cliente: ${M.cargoNomeExiste}`]);
}

export async function criarCargo(deps: Deps, cdCliente: number, b: CargoClienteBodySaida) {
  const cd = await sobCliente(deps, cdCliente, async (tx, unidade) => {
    recusar(problemasCargo(b, null, unidade));
    const e = cargoEfetivo(b, null, unidade);
    await conferirCargo(tx, cdCliente, e, null);
    const [r] = await consultar<{ cd: number }>(
      tx,
      sql`INSERT INTO cargo_cliente (cd_pessoa_cliente, cd_empresa_cliente, nm_cargo_cliente, cd_cargo_interno, id_cargo_exibir_web, id_ativo)
          VALUES (${cdCliente}, ${e.cd_empresa_cliente}, ${e.nm_cargo_cliente}, ${e.cd_cargo_interno}, ${e.id_cargo_exibir_web}, ${e.id_ativo})
          RETURNING cd_cargo_cliente AS cd`,
    );
    return Number(r!.cd);
  });
  return { cd_cargo_cliente: cd, message: M.cargoCriado };
}

/**
 * PUT …/cargos/{cd}: name, internal position, unit and situation. A position deactivated (id_ativo N)
 * is no longer offered for new choices; the vacancies that name it keep it.
 */
export async function alterarCargo(deps: Deps, cdCliente: number, cd: number, b: CargoClienteBodySaida) {
  const message = await sobCliente(deps, cdCliente, async (tx, unidade) => {
    const [antes] = await lerCargos(tx, cdCliente, cd);
    if (!antes) throw notFound(M.cargoNaoEncontrado);
    recusar(problemasCargo(b, antes, unidade));
    const e = cargoEfetivo(b, antes, unidade);
    await conferirCargo(tx, cdCliente, e, antes);
    await tx.execute(sql`
      UPDATE cargo_cliente SET cd_empresa_cliente = ${e.cd_empresa_cliente}, nm_cargo_cliente = ${e.nm_cargo_cliente},
             cd_cargo_interno = ${e.cd_cargo_interno}, id_cargo_exibir_web = ${e.id_cargo_exibir_web},
             id_ativo = ${e.id_ativo}
       WHERE cd_cargo_cliente = ${cd}`);
    // the row menu's Desativar / Reativar sends the situation alone
    const soSituacao = Object.entries(b).every(([k, v]) => k === 'id_ativo' || v === undefined);
    if (soSituacao && e.id_ativo !== antes.id_ativo)
      return e.id_ativo === 'S' ? M.cargoReativado : M.cargoDesativado;
    return M.cargoAlterado;
  });
  return { cd_cargo_cliente: cd, message };
}

/** DELETE …/cargos/{cd}: a position no vacancy names (one in use can be deactivated instead). */
export async function excluirCargo(deps: Deps, cdCliente: number, cd: number) {
  await sobCliente(deps, cdCliente, async (tx) => {
    const [antes] = await lerCargos(tx, cdCliente, cd);
    if (!antes) throw notFound(M.cargoNaoEncontrado);
    if (antes.nr_em_uso > 0) throw conflict(M.cargoEmUso(antes.nr_em_uso));
    await tx.execute(sql`DELETE FROM cargo_cliente WHERE cd_cargo_cliente = ${cd}`);
  });
  return { message: M.cargoExcluido };
}

// Cost centres (centro_custo)

const usoCentro = sql`(SELECT count(*)::int FROM ${tabelasVaga.vaga('v')}
                        WHERE v.cd_pessoa_cliente = cc.cd_pessoa_cliente AND v.cd_empresa_cliente = cc.cd_empresa_cliente
                          AND v.cd_centro_custo = cc.cd_centro_custo)`;

async function lerCentros(
  ex: Executor,
  cdCliente: number,
  chave?: { unidade: number; codigo: string },
): Promise<CentroCustoClienteLinha[]> {
  // one cost centre, locked for its change; or all of them, active first and by name
  const resto: SQL = chave
    ? sql`AND cc.cd_empresa_cliente = ${chave.unidade} AND cc.cd_centro_custo = ${chave.codigo} FOR UPDATE OF cc`
    : sql`ORDER BY cc.id_ativo DESC, f_unaccent(lower(cc.nm_centro_custo)), cc.cd_centro_custo`;
  const linhas = await consultar<Linha>(
    ex,
    sql`SELECT cc.cd_empresa_cliente, cc.cd_centro_custo, cc.nm_centro_custo, cc.id_ativo, ${usoCentro} AS nr_em_uso
          FROM centro_custo cc
         WHERE cc.cd_pessoa_cliente = ${cdCliente} ${resto}`,
  );
  return linhas.map((l) => ({
    cd_empresa_cliente: Number(l.cd_empresa_cliente),
    cd_centro_custo: String(l.cd_centro_custo),
    nm_centro_custo: String(l.nm_centro_custo),
    id_ativo: String(l.id_ativo),
    nr_em_uso: Number(l.nr_em_uso),
  }));
}

export async function listarCentros(ex: Executor, cdCliente: number): Promise<CentroCustoClienteLinha[]> {
  await unidadeDoCliente(ex, cdCliente);
  return lerCentros(ex, cdCliente);
}

async function conferirCodigoCentro(
  tx: Executor,
  cdCliente: number,
  e: ReturnType<typeof centroCustoEfetivo>,
  antes: CentroCustoClienteLinha | null,
) {
  const mudouChave =
    !antes ||
    e.cd_centro_custo !== antes.cd_centro_custo ||
    e.cd_empresa_cliente !== antes.cd_empresa_cliente;
  if (!mudouChave) return;
  if (antes && antes.nr_em_uso > 0)
    throw conflict([`cd_centro_custo: ${M.centroCodigoEmUso(antes.nr_em_uso)}`]);
  if (!antes || e.cd_empresa_cliente !== antes.cd_empresa_cliente)
    await conferirUnidade(tx, e.cd_empresa_cliente);
  const [outro] = await consultar<{ cd: string }>(
    tx,
    sql`SELECT cd_centro_custo AS cd FROM centro_custo
         WHERE cd_pessoa_cliente = ${cdCliente} AND cd_empresa_cliente = ${e.cd_empresa_cliente}
           AND upper(cd_centro_custo) = upper(${e.cd_centro_custo})
           ${antes ? sql`AND NOT (cd_empresa_cliente = ${antes.cd_empresa_cliente} AND cd_centro_custo = ${antes.cd_centro_custo})` : sql``}`,
  );
  if (outro) throw conflict([`cd_centro_custo: ${M.centroCodigoExiste}`]);
}

export async function criarCentro(deps: Deps, cdCliente: number, b: CentroCustoClienteBodySaida) {
  return sobCliente(deps, cdCliente, async (tx, unidade) => {
    recusar(problemasCentroCusto(b, null, unidade));
    const e = centroCustoEfetivo(b, null, unidade);
    await conferirCodigoCentro(tx, cdCliente, e, null);
    await tx.execute(sql`
      INSERT INTO centro_custo (cd_pessoa_cliente, cd_empresa_cliente, cd_centro_custo, nm_centro_custo, id_ativo)
      VALUES (${cdCliente}, ${e.cd_empresa_cliente}, ${e.cd_centro_custo}, ${e.nm_centro_custo}, ${e.id_ativo})`);
    return {
      cd_empresa_cliente: e.cd_empresa_cliente,
      cd_centro_custo: e.cd_centro_custo,
      message: M.centroCriado,
    };
  });
}

/** PUT …/centros-custo/{unidade}/{codigo}: name and situation; the code and unit only while no vacancy uses it. */
export async function alterarCentro(
  deps: Deps,
  cdCliente: number,
  chave: { unidade: number; codigo: string },
  b: CentroCustoClienteBodySaida,
) {
  return sobCliente(deps, cdCliente, async (tx, unidade) => {
    const [antes] = await lerCentros(tx, cdCliente, chave);
    if (!antes) throw notFound(M.centroNaoEncontrado);
    recusar(problemasCentroCusto(b, antes, unidade));
    const e = centroCustoEfetivo(b, antes, unidade);
    await conferirCodigoCentro(tx, cdCliente, e, antes);
    await tx.execute(sql`
      UPDATE centro_custo SET cd_empresa_cliente = ${e.cd_empresa_cliente}, cd_centro_custo = ${e.cd_centro_custo},
             nm_centro_custo = ${e.nm_centro_custo}, id_ativo = ${e.id_ativo}
       WHERE cd_pessoa_cliente = ${cdCliente} AND cd_empresa_cliente = ${chave.unidade}
         AND cd_centro_custo = ${antes.cd_centro_custo}`);
    return {
      cd_empresa_cliente: e.cd_empresa_cliente,
      cd_centro_custo: e.cd_centro_custo,
      message: M.centroAlterado,
    };
  });
}

// Process types (tipo_processo)

const usoTipo = sql`(SELECT count(*)::int FROM ${tabelasAgendamento.agendamento('a')}
                      WHERE a.cd_pessoa_cliente = tp.cd_pessoa_cliente AND a.tipo_processo = tp.tipo)`;

async function lerTipos(ex: Executor, cdCliente: number, id?: number): Promise<TipoProcessoClienteLinha[]> {
  const linhas = await consultar<Linha>(
    ex,
    sql`SELECT tp.id_tipo_processo, tp.tipo, tp.ds_tipo_abreviado, tp.ds_tipo_processo, tp.id_ativo, ${usoTipo} AS nr_em_uso
          FROM tipo_processo tp
         WHERE tp.cd_pessoa_cliente = ${cdCliente} ${id === undefined ? sql`ORDER BY tp.id_ativo DESC, tp.tipo` : sql`AND tp.id_tipo_processo = ${id} FOR UPDATE OF tp`}`,
  );
  return linhas.map((l) => ({
    id_tipo_processo: Number(l.id_tipo_processo),
    tipo: String(l.tipo),
    ds_tipo_abreviado: String(l.ds_tipo_abreviado),
    ds_tipo_processo: texto(l.ds_tipo_processo),
    id_ativo: String(l.id_ativo),
    nr_em_uso: Number(l.nr_em_uso),
  }));
}

export async function listarTipos(ex: Executor, cdCliente: number): Promise<TipoProcessoClienteLinha[]> {
  await unidadeDoCliente(ex, cdCliente);
  return lerTipos(ex, cdCliente);
}

async function conferirCodigoTipo(
  tx: Executor,
  cdCliente: number,
  e: ReturnType<typeof tipoProcessoEfetivo>,
  antes: TipoProcessoClienteLinha | null,
) {
  if (antes && e.tipo === antes.tipo.toUpperCase()) return;
  if (antes && antes.nr_em_uso > 0 && e.tipo !== antes.tipo)
    throw conflict([`tipo: ${M.tipoEmUso(antes.nr_em_uso)}`]);
  const [outro] = await consultar<{ id: number }>(
    tx,
    sql`SELECT id_tipo_processo AS id FROM tipo_processo
         WHERE cd_pessoa_cliente = ${cdCliente} AND upper(tipo) = ${e.tipo}
           ${antes ? sql`AND id_tipo_processo <> ${antes.id_tipo_processo}` : sql``}`,
  );
  if (outro) throw conflict([`tipo: ${M.tipoExiste}`]);
}

export async function criarTipo(deps: Deps, cdCliente: number, b: TipoProcessoClienteBodySaida) {
  const id = await sobCliente(deps, cdCliente, async (tx) => {
    recusar(problemasTipoProcesso(b, null));
    const e = tipoProcessoEfetivo(b, null);
    await conferirCodigoTipo(tx, cdCliente, e, null);
    const [r] = await consultar<{ id: number }>(
      tx,
      sql`INSERT INTO tipo_processo (cd_pessoa_cliente, tipo, ds_tipo_abreviado, ds_tipo_processo, id_ativo)
          VALUES (${cdCliente}, ${e.tipo}, ${e.ds_tipo_abreviado}, ${e.ds_tipo_processo}, ${e.id_ativo})
          RETURNING id_tipo_processo AS id`,
    );
    return Number(r!.id);
  });
  return { id_tipo_processo: id, message: M.tipoCriado };
}

export async function alterarTipo(
  deps: Deps,
  cdCliente: number,
  id: number,
  b: TipoProcessoClienteBodySaida,
) {
  await sobCliente(deps, cdCliente, async (tx) => {
    const [antes] = await lerTipos(tx, cdCliente, id);
    if (!antes) throw notFound(M.tipoNaoEncontrado);
    recusar(problemasTipoProcesso(b, antes));
    const e = tipoProcessoEfetivo(b, antes);
    await conferirCodigoTipo(tx, cdCliente, e, antes);
    // an old code kept as it is (not turned to capitals) while the request does not change it
    const tipo = b.tipo === undefined || e.tipo === antes.tipo.toUpperCase() ? antes.tipo : e.tipo;
    await tx.execute(sql`
      UPDATE tipo_processo SET tipo = ${tipo}, ds_tipo_abreviado = ${e.ds_tipo_abreviado},
             ds_tipo_processo = ${e.ds_tipo_processo}, id_ativo = ${e.id_ativo}
       WHERE id_tipo_processo = ${id}`);
  });
  return { id_tipo_processo: id, message: M.tipoAlterado };
}
