import { type CanalEnvio, MENSAGENS_ENVIO } from '@backoffice/domain/mensageria';
import { MENSAGENS_HISTORICO_PESQUISAS } from '@backoffice/domain/pesquisa-candidatos';
import { type AcaoCongelada, MENSAGENS_VAGA_CANDIDATOS } from '@backoffice/domain/vaga-candidatos';
import { vagaCongelada } from '@backoffice/domain/vaga-situacao';
import { sql } from 'drizzle-orm';
import { type Executor, linhas } from '../../db/client';
import { ErroEnvio } from '../../platform/adapters/mensageria';
import { conflict, notFound } from '../../platform/errors';
import { tabelasCandidato } from '../candidato/candidato.tabelas';
import { tabelasCatalogo } from '../catalogo/catalogo.tabelas';
import { tabelasCliente } from '../cliente/cliente.tabelas';
import { tabelasPesquisaCandidatos } from '../pesquisa-candidatos/pesquisa-candidatos.tabelas';
import { vagaComo } from '../vaga/vaga.tabelas';

/** Sends never go out in more than this many at once. */
export const ENVIOS_SIMULTANEOS = 5;

export interface VagaEnvio {
  nr_selecao: number;
  nr_vaga: number;
  cd_situacao_vaga: number;
  nm_cargo: string;
  nm_cidade: string | null;
  cd_uf: string | null;
  vl_salario: number | null;
  nm_analista: string | null;
}

export interface CandidatoEnvio {
  cd_pessoa: number;
  nm_pessoa: string;
  ds_email: string | null;
  nr_telefone_cel: string | null;
}

/** The selection's vacancy, or 404; refused (409) while the vacancy is frozen. */
export async function vagaDaSelecao(
  exec: Executor,
  nrSelecao: number,
  acao: AcaoCongelada,
): Promise<VagaEnvio> {
  const [v] = linhas<VagaEnvio>(
    await exec.execute(sql`
      SELECT s.nr_selecao, v.nr_vaga, v.cd_situacao_vaga,
             coalesce(cc.nm_cargo_cliente, cg.nm_cargo, 'Vaga') AS nm_cargo,
             coalesce(v.nm_cidade_atuacao, cli.nm_cidade) AS nm_cidade,
             coalesce(v.cd_uf_atuacao, cli.cd_uf) AS cd_uf,
             v.vl_salario::float8 AS vl_salario, an.nm_pessoa AS nm_analista
        FROM ${tabelasPesquisaCandidatos.selecao('s')}
        JOIN ${vagaComo('v')} ON v.nr_vaga = s.nr_vaga
        LEFT JOIN ${tabelasCatalogo.cargo('cg')} ON cg.cd_cargo = v.cd_cargo
        LEFT JOIN ${tabelasCliente.cargo_cliente('cc')} ON cc.cd_cargo_cliente = v.cd_cargo_cliente
        LEFT JOIN ${tabelasCliente.cliente('cli')} ON cli.cd_pessoa = v.cd_pessoa_cliente
        LEFT JOIN ${tabelasCandidato.pessoa('an')} ON an.cd_pessoa = v.cd_pessoa_analista
       WHERE s.nr_selecao = ${nrSelecao}`),
  );
  if (!v) throw notFound(MENSAGENS_HISTORICO_PESQUISAS.selecaoNaoEncontrada);
  if (vagaCongelada(Number(v.cd_situacao_vaga))) throw conflict(MENSAGENS_VAGA_CANDIDATOS.congelada[acao]);
  return { ...v, nr_vaga: Number(v.nr_vaga), nr_selecao: Number(v.nr_selecao) };
}

/** The selection's candidates that were not discarded, in the answer's order. */
export async function candidatosDaSelecao(exec: Executor, nrSelecao: number): Promise<CandidatoEnvio[]> {
  const r = linhas<CandidatoEnvio>(
    await exec.execute(sql`
      SELECT sc.cd_pessoa_candidato AS cd_pessoa, p.nm_pessoa, nullif(trim(p.ds_email), '') AS ds_email,
             c.nr_telefone_cel
        FROM ${tabelasPesquisaCandidatos.selecao_candidato('sc')}
        JOIN ${tabelasCandidato.candidato('c')} ON c.cd_pessoa = sc.cd_pessoa_candidato
        JOIN ${tabelasCandidato.pessoa('p')} ON p.cd_pessoa = c.cd_pessoa
       WHERE sc.nr_selecao = ${nrSelecao} AND sc.id_descartado = 'N'
       ORDER BY sc.nr_ordem`),
  );
  return r.map((c) => ({ ...c, cd_pessoa: Number(c.cd_pessoa) }));
}

/** Runs `fn` over the items, at most `n` at a time, keeping the order of the results. */
export async function emLotes<T, R>(
  itens: readonly T[],
  n: number,
  fn: (item: T) => Promise<R>,
): Promise<R[]> {
  const saida: R[] = new Array(itens.length);
  let proximo = 0;
  const trabalhadores = Array.from({ length: Math.min(n, itens.length) }, async () => {
    while (proximo < itens.length) {
      const i = proximo++;
      saida[i] = await fn(itens[i]);
    }
  });
  await Promise.all(trabalhadores);
  return saida;
}

export type Resultado = { ok: true; id: string } | { ok: false; erro: string };

export async function tentar(envio: () => Promise<{ id: string }>): Promise<Resultado> {
  try {
    return { ok: true, id: (await envio()).id };
  } catch (e) {
    return { ok: false, erro: e instanceof ErroEnvio ? e.message : MENSAGENS_ENVIO.erroDesconhecido };
  }
}

export async function registrarSaida(
  exec: Executor,
  d: {
    canal: CanalEnvio;
    adaptador: string;
    destino: string;
    assunto?: string;
    conteudo: string;
    resultado: Resultado;
    cdPessoa: number;
    nrSelecao: number | null;
    cdUsuario: number;
  },
) {
  await exec.execute(sql`
    INSERT INTO mensagem_saida (ds_canal, nm_adaptador, ds_destino, ds_assunto, ds_conteudo, id_externo, ds_erro,
                                cd_pessoa_candidato, nr_selecao, cd_usuario)
    VALUES (${d.canal}, ${d.adaptador}, ${d.destino}, ${d.assunto ?? null}, ${d.conteudo},
            ${d.resultado.ok ? d.resultado.id : null}, ${d.resultado.ok ? null : d.resultado.erro},
            ${d.cdPessoa}, ${d.nrSelecao}, ${d.cdUsuario})`);
}
