import {
  type ClienteResumoResposta,
  MENSAGENS_CLIENTE_RESUMO,
  type TelefoneResumo,
} from '@backoffice/domain/cliente-resumo';
import { sql } from 'drizzle-orm';
import { consultar, type Executor } from '../../db/client';
import { notFound } from '../../platform/errors';
import { tabelasCandidato } from '../candidato/candidato.tabelas';

type Linha = Record<string, unknown>;
const texto = (v: unknown) => (v === null || v === undefined || v === '' ? null : String(v));

/** Phones of people, main ones ('11', '2') first, then mobile ('5'), then the others. */
async function telefonesDe(exec: Executor, pessoas: number[]): Promise<Map<number, TelefoneResumo[]>> {
  const mapa = new Map<number, TelefoneResumo[]>();
  if (!pessoas.length) return mapa;
  const linhas = await consultar<Linha>(
    exec,
    sql`SELECT cd_pessoa, cd_tipo_telefone, nr_telefone, nr_ramal
          FROM ${tabelasCandidato.pessoa_telefone('pessoa_telefone')}
         WHERE cd_pessoa = ANY(${sql.param(pessoas)}::bigint[])
         ORDER BY cd_pessoa, CASE cd_tipo_telefone WHEN '11' THEN 0 WHEN '2' THEN 0 WHEN '5' THEN 1 ELSE 2 END,
                  nr_sequencia`,
  );
  for (const l of linhas) {
    const cd = Number(l.cd_pessoa);
    const lista = mapa.get(cd) ?? [];
    lista.push({
      CD_TIPO_TELEFONE: String(l.cd_tipo_telefone),
      NR_TELEFONE: String(l.nr_telefone),
      NR_RAMAL: texto(l.nr_ramal),
    });
    mapa.set(cd, lista);
  }
  return mapa;
}

/**
 * GET cliente/dados-resumidos/{cd_pessoa}/{cd_empresa} (spec 001 §2.16, §3): the client's address,
 * region, city and state, e-mail, phones and sales contact (CLIENTE), and its active contacts with
 * their phones (CONTATO). A client is one record per person here: the unit in the path, which the
 * callers send, does not narrow it. 404 for an unknown client.
 */
export async function lerClienteResumido(exec: Executor, cdPessoa: number): Promise<ClienteResumoResposta> {
  const [c] = await consultar<Linha>(
    exec,
    sql`SELECT c.cd_pessoa, p.nm_apelido, p.nm_pessoa AS nm_razao_social, c.cd_tipo_logradouro, c.nm_cep,
               c.cd_cep, c.nr_endereco, c.ds_complemento, c.nm_bairro, c.nm_regiao, c.nm_cidade, c.cd_uf,
               coalesce(c.ds_email, p.ds_email) AS ds_email, com.nm_pessoa AS nm_comercial
          FROM cliente c
          JOIN ${tabelasCandidato.pessoa('p')} ON p.cd_pessoa = c.cd_pessoa
          LEFT JOIN ${tabelasCandidato.pessoa('com')} ON com.cd_pessoa = c.cd_pessoa_comercial
         WHERE c.cd_pessoa = ${cdPessoa}`,
  );
  if (!c) throw notFound(MENSAGENS_CLIENTE_RESUMO.naoEncontrado);
  const contatos = await consultar<Linha>(
    exec,
    sql`SELECT k.cd_pessoa, p.nm_pessoa, k.nm_cargo,
               CASE k.id_sexo WHEN 'F' THEN 'Feminino' WHEN 'M' THEN 'Masculino' END AS nm_sexo,
               to_char(k.dt_nascimento, 'YYYY-MM-DD') AS dt_nascimento, k.id_estado_civil, p.ds_email
          FROM cliente_contato k
          JOIN ${tabelasCandidato.pessoa('p')} ON p.cd_pessoa = k.cd_pessoa
         WHERE k.cd_pessoa_cliente = ${cdPessoa} AND k.id_ativo = 'S'
         ORDER BY p.nm_pessoa, k.cd_pessoa`,
  );
  const telefones = await telefonesDe(exec, [cdPessoa, ...contatos.map((k) => Number(k.cd_pessoa))]);
  return {
    CLIENTE: {
      CD_PESSOA: Number(c.cd_pessoa),
      NM_APELIDO: texto(c.nm_apelido),
      NM_RAZAO_SOCIAL: String(c.nm_razao_social),
      CD_TIPO_LOGRADOURO: texto(c.cd_tipo_logradouro),
      NM_CEP: texto(c.nm_cep),
      CD_CEP: texto(c.cd_cep),
      NR_ENDERECO: texto(c.nr_endereco),
      DS_COMPLEMENTO: texto(c.ds_complemento),
      NM_BAIRRO: texto(c.nm_bairro),
      NM_REGIAO: texto(c.nm_regiao),
      NM_CIDADE: texto(c.nm_cidade),
      CD_UF: texto(c.cd_uf),
      DS_EMAIL: texto(c.ds_email),
      NM_PESSOA: texto(c.nm_comercial),
      TELEFONES: telefones.get(cdPessoa) ?? [],
    },
    CONTATO: contatos.map((k) => ({
      CD_PESSOA: Number(k.cd_pessoa),
      NM_PESSOA: String(k.nm_pessoa),
      NM_CARGO: texto(k.nm_cargo),
      NM_SEXO: texto(k.nm_sexo),
      DT_NASCIMENTO: texto(k.dt_nascimento),
      ID_ESTADO_CIVIL: texto(k.id_estado_civil),
      DS_EMAIL: texto(k.ds_email),
      TELEFONES: telefones.get(Number(k.cd_pessoa)) ?? [],
    })),
  };
}
