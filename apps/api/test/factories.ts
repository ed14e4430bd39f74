import { randomBytes } from 'node:crypto';
import { type FlagsUnidade, flagsPadraoDaUnidade } from '@backoffice/domain/administracao-unidades';
import type { Db } from '../src/db/client';
import { empresa, pessoa, usuario } from '../src/db/schema/index';
import { hashSenha } from '../src/platform/password';

/** Password of every user the factories create unless one is given. */
export const SENHA_TESTE = 'senha-de-teste-1';

let sequencia = 0;
/** A short value unique in this process (logins, names). */
export function unico(prefixo: string): string {
  sequencia += 1;
  return `${prefixo}${sequencia}${randomBytes(2).toString('hex')}`;
}

// argon2id is slow on purpose: each distinct password is hashed once per test file.
const hashes = new Map<string, Promise<string>>();
function hashDe(senha: string): Promise<string> {
  let h = hashes.get(senha);
  if (!h) {
    h = hashSenha(senha);
    hashes.set(senha, h);
  }
  return h;
}

export interface DadosUnidade extends Partial<FlagsUnidade> {
  cd_empresa?: number;
  nm_empresa?: string;
  cd_empresa_agrupadora?: number;
  cd_uf?: string;
  nm_cidade?: string;
  id_ativo?: 'S' | 'N';
}

/**
 * A unit (empresa) with the spec's default flags for its code (flagsPadraoDaUnidade) unless given;
 * kept as is when the code already exists. Returns cd_empresa.
 */
export async function criarUnidade(db: Db, dados: DadosUnidade = {}): Promise<number> {
  const cd = dados.cd_empresa ?? 1;
  await db
    .insert(empresa)
    .values({
      cd_empresa: cd,
      nm_empresa: dados.nm_empresa ?? `Unidade ${cd}`,
      cd_empresa_agrupadora: dados.cd_empresa_agrupadora ?? cd,
      cd_uf: dados.cd_uf ?? 'SC',
      nm_cidade: dados.nm_cidade ?? 'Joinville',
      id_ativo: dados.id_ativo ?? 'S',
      ...flagsPadraoDaUnidade(cd),
      ...Object.fromEntries(
        (
          [
            'id_callcenter',
            'id_prazo_vaga',
            'nr_dias_prazo_vaga',
            'id_layout_curriculo_2',
            'id_chatbot',
          ] as const
        )
          .filter((k) => dados[k] !== undefined)
          .map((k) => [k, dados[k]]),
      ),
    })
    .onConflictDoNothing();
  return cd;
}

/** A person (pessoa). Returns cd_pessoa. */
export async function criarPessoa(
  db: Db,
  dados: { nm_pessoa?: string; ds_email?: string } = {},
): Promise<number> {
  const [p] = await db
    .insert(pessoa)
    .values({ nm_pessoa: dados.nm_pessoa ?? unico('Pessoa '), ds_email: dados.ds_email })
    .returning({ cd_pessoa: pessoa.cd_pessoa });
  return p.cd_pessoa;
}

export interface DadosUsuario {
  nm_login?: string;
  senha?: string;
  nm_pessoa?: string;
  apelido?: string;
  permissoes?: readonly number[];
  /** Unit of the user; created when missing (default 1). */
  cd_unid?: number;
  cd_uf_unid?: string;
  grupos?: readonly number[];
  cd_setor?: number | null;
  /** 'N' = inactive (cannot log in). */
  id_ativo?: 'S' | 'N';
  /** 'S': may justify a vacancy's cancellation. */
  id_justifica_cancelamento?: 'S' | 'N';
  /** 'S': sees Help Desk. */
  id_help_desk?: 'S' | 'N';
}

export interface UsuarioCriado {
  cd_sip: number;
  user_sip: number;
  nm_login: string;
  senha: string;
  nm_pessoa: string;
  apelido: string;
  cd_unid: number;
  cd_uf_unid: string;
  permissoes: number[];
  grupos: number[];
  cd_setor: number | null;
}

/**
 * A staff user with its person and unit, the given permission codes (as extra codes: no profile)
 * and a known password.
 */
export async function criarUsuario(db: Db, dados: DadosUsuario = {}): Promise<UsuarioCriado> {
  const cd_unid = await criarUnidade(db, { cd_empresa: dados.cd_unid ?? 1, cd_uf: dados.cd_uf_unid });
  const nm_pessoa = dados.nm_pessoa ?? unico('Usuário de Teste ');
  const user_sip = await criarPessoa(db, { nm_pessoa });
  const senha = dados.senha ?? SENHA_TESTE;
  const nm_login = dados.nm_login ?? unico('teste');
  const apelido = dados.apelido ?? nm_login;
  const cd_uf_unid = dados.cd_uf_unid ?? 'SC';
  const permissoes = [...(dados.permissoes ?? [])];
  const grupos = [...(dados.grupos ?? [])];
  const cd_setor = dados.cd_setor === undefined ? null : dados.cd_setor;
  const [u] = await db
    .insert(usuario)
    .values({
      user_sip,
      nm_login,
      ds_senha_hash: await hashDe(senha),
      apelido,
      cd_unid,
      cd_uf_unid,
      cd_setor,
      grupos,
      permissoes,
      permissoes_extras: permissoes,
      id_ativo: dados.id_ativo ?? 'S',
      id_justifica_cancelamento: dados.id_justifica_cancelamento ?? 'N',
      id_help_desk: dados.id_help_desk ?? 'N',
    })
    .returning({ cd_sip: usuario.cd_sip });
  return {
    cd_sip: u.cd_sip,
    user_sip,
    nm_login,
    senha,
    nm_pessoa,
    apelido,
    cd_unid,
    cd_uf_unid,
    permissoes,
    grupos,
    cd_setor,
  };
}
