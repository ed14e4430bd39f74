import { chaveNomeCadastro } from '@backoffice/domain/cadastros';
import { dataNegocio } from '@backoffice/domain/datas';
import { somenteDigitos } from '@backoffice/domain/formatacao';
import type { TipoImportacao } from '@backoffice/domain/importacao';
import type { ContextoImportacao } from '@backoffice/domain/importacao-campos';
import { sql } from 'drizzle-orm';
import { consultar, type Executor } from '../../db/client';
import { tabelasCandidato } from '../candidato/candidato.tabelas';
import { tabelasCatalogo } from '../catalogo/catalogo.tabelas';
import { tabelasCliente } from '../cliente/cliente.tabelas';
import { tabelasUsuario } from '../usuario/usuario.tabelas';

type Codigos = Map<string, number>;

/** A lookup by code (the digits as typed) or by name (case, accents and repeated spaces ignored). */
function porCodigoOuNome(
  linhas: readonly { cd: number; nome: string | null }[],
): (texto: string) => number | null {
  const nomes: Codigos = new Map();
  const codigos = new Set<number>();
  for (const l of linhas) {
    codigos.add(Number(l.cd));
    if (l.nome && !nomes.has(chaveNomeCadastro(l.nome))) nomes.set(chaveNomeCadastro(l.nome), Number(l.cd));
  }
  return (texto) => {
    const t = texto.trim();
    if (/^\d+$/.test(t) && codigos.has(Number(t))) return Number(t);
    return nomes.get(chaveNomeCadastro(t)) ?? null;
  };
}

/**
 * What a row's check looks up in the base, read once per dry run: cities by state and name, education
 * levels, positions, profiles, units; and, for vacancies, the clients by document, the users by
 * login and the clients' own positions. Everything is held in memory (the largest, the cities, are
 * some 5,600 names).
 */
export async function carregarContexto(db: Executor, tipo: TipoImportacao): Promise<ContextoImportacao> {
  const [cidades, escolaridades, cargos, perfis, unidades] = await Promise.all([
    consultar<{ cd: number; uf: string; nome: string }>(
      db,
      sql`SELECT cd_cidade AS cd, cd_uf AS uf, nm_cidade AS nome FROM ${tabelasCatalogo.cidade('c')}`,
    ),
    consultar<{ cd: number; nome: string }>(
      db,
      sql`SELECT cd_escolaridade AS cd, nm_escolaridade AS nome FROM ${tabelasCatalogo.escolaridade('e')}`,
    ),
    consultar<{ cd: number; nome: string }>(
      db,
      sql`SELECT cd_cargo AS cd, nm_cargo AS nome FROM ${tabelasCatalogo.cargo('c')} ORDER BY id_ativo DESC, cd_cargo`,
    ),
    consultar<{ cd: number; nome: string }>(
      db,
      sql`SELECT id_perfil AS cd, nm_perfil AS nome FROM ${tabelasUsuario.perfil_acesso('p')}`,
    ),
    consultar<{ cd: number; nome: string; menu: string | null }>(
      db,
      sql`SELECT cd_empresa AS cd, nm_empresa AS nome, nm_empresa_menu AS menu FROM ${tabelasCatalogo.empresa('e')}`,
    ),
  ]);
  const cidadesPorUf: Codigos = new Map();
  for (const c of cidades) {
    const chave = `${c.uf}|${chaveNomeCadastro(c.nome)}`;
    if (!cidadesPorUf.has(chave)) cidadesPorUf.set(chave, Number(c.cd));
  }
  const unidade = porCodigoOuNome([
    ...unidades,
    ...unidades.filter((u) => u.menu).map((u) => ({ cd: u.cd, nome: u.menu })),
  ]);

  const clientes: Codigos = new Map();
  const usuarios: Codigos = new Map();
  const cargosDoCliente = new Map<number, { cd: number; nome: string }[]>();
  if (tipo === 'vagas') {
    const [cs, us, ccs] = await Promise.all([
      consultar<{ cd: number; doc: string }>(
        db,
        sql`SELECT c.cd_pessoa AS cd, coalesce(p.nr_documento_cnpj, p.nr_documento_cpf) AS doc
              FROM ${tabelasCliente.cliente('c')} JOIN ${tabelasCandidato.pessoa('p')} ON p.cd_pessoa = c.cd_pessoa`,
      ),
      consultar<{ cd: number; login: string }>(
        db,
        sql`SELECT cd_sip AS cd, lower(nm_login) AS login FROM ${tabelasUsuario.usuario('u')}`,
      ),
      consultar<{ cd: number; cliente: number; nome: string }>(
        db,
        sql`SELECT cc.cd_cargo_cliente AS cd, cc.cd_pessoa_cliente AS cliente, cc.nm_cargo_cliente AS nome
              FROM ${tabelasCliente.cargo_cliente('cc')} ORDER BY cc.id_ativo DESC, cc.cd_cargo_cliente`,
      ),
    ]);
    for (const c of cs) if (c.doc) clientes.set(somenteDigitos(c.doc), Number(c.cd));
    for (const u of us) usuarios.set(u.login, Number(u.cd));
    for (const c of ccs) {
      const lista = cargosDoCliente.get(Number(c.cliente)) ?? [];
      lista.push({ cd: Number(c.cd), nome: c.nome });
      cargosDoCliente.set(Number(c.cliente), lista);
    }
  }
  const buscasDeCargo = new Map<number, (texto: string) => number | null>();

  return {
    hoje: dataNegocio(),
    cidade: (uf, nome) => cidadesPorUf.get(`${uf.toUpperCase()}|${chaveNomeCadastro(nome)}`) ?? null,
    escolaridade: porCodigoOuNome(escolaridades),
    cargo: porCodigoOuNome(cargos),
    perfil: porCodigoOuNome(perfis),
    unidade,
    cliente: (documento) => clientes.get(somenteDigitos(documento)) ?? null,
    usuario: (login) => usuarios.get(login.trim().toLowerCase()) ?? null,
    cargoCliente: (cdCliente, texto) => {
      let buscar = buscasDeCargo.get(cdCliente);
      if (!buscar) {
        buscar = porCodigoOuNome(cargosDoCliente.get(cdCliente) ?? []);
        buscasDeCargo.set(cdCliente, buscar);
      }
      return buscar(texto);
    },
  };
}
