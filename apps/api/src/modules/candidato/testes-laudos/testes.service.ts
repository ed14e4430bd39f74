import type { UsuarioSessao } from '@backoffice/domain/auth';
import { PERMISSOES, temPermissao } from '@backoffice/domain/permissions';
import type { testeCorpo } from '@backoffice/domain/testes';
import {
  avaliarConfiabilidade,
  type CatalogoTesteLinha,
  errosTeste,
  MENSAGENS_TESTES as M,
  type ResultadoConfiabilidade,
  resultadoLearningMeans,
  resultadoLearningStyles,
  type TesteCandidatoLinha,
} from '@backoffice/domain/testes';
import { dataNegocio } from '@backoffice/domain/vaga-prazo';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Executor, linhas } from '../../../db/client';
import { num } from '../../../db/linha';
import type { AppDeps } from '../../../platform/deps';
import { badRequest, conflict, forbidden, notFound } from '../../../platform/errors';
import { tabelasCatalogo } from '../../catalogo/catalogo.tabelas';
import { tabelasUsuario } from '../../usuario/usuario.tabelas';

type Linha = Record<string, unknown>;
const txt = (v: unknown) => (v === null || v === undefined ? null : String(v));

/** 404 when the candidate does not exist. */
export async function exigirCandidato(ex: Executor, cd: number): Promise<void> {
  const [c] = linhas<Linha>(await ex.execute(sql`SELECT 1 FROM candidato WHERE cd_pessoa = ${cd}`));
  if (!c) throw notFound(M.candidatoNaoEncontrado);
}

/** The tests catalogue (reference data). */
export async function catalogoTestes(ex: Executor): Promise<CatalogoTesteLinha[]> {
  const r = linhas<Linha>(
    await ex.execute(
      sql`SELECT cd_teste, id_tipo_teste, ds_teste, id_especial FROM ${tabelasCatalogo.teste('teste')} ORDER BY ds_teste`,
    ),
  );
  return r.map((x) => ({
    CD_TESTE: Number(x.cd_teste),
    ID_TIPO_TESTE: String(x.id_tipo_teste) as 'N' | 'C' | 'E',
    DS_TESTE: String(x.ds_teste),
    ID_ESPECIAL: txt(x.id_especial),
  }));
}

/** The user may change or delete a test they recorded, or any test with the tests code (206). */
function podeAlterar(usuario: UsuarioSessao, criadoPor: number | null): boolean {
  return criadoPor === usuario.cd_sip || temPermissao(usuario.permissoes, PERMISSOES.testes);
}

interface ResultadoGuardado {
  confiabilidade?: ResultadoConfiabilidade;
  categorias?: { categoria: string; pontos: number; percentual: number }[];
}

/** The outcome in words: 'AA (1000)' for the reliability, the leading style or means otherwise. */
function descricaoResultado(especial: string | null, r: ResultadoGuardado | null): string | null {
  if (!r) return null;
  if (especial === 'CONF' && r.confiabilidade)
    return `${r.confiabilidade.classificacao} (${r.confiabilidade.nota_final.toLocaleString('pt-BR')})`;
  if (r.categorias?.length) {
    const max = Math.max(...r.categorias.map((c) => c.percentual));
    return r.categorias
      .filter((c) => c.percentual === max)
      .map((c) => `${c.categoria} ${c.percentual}%`)
      .join(', ');
  }
  return null;
}

const SELECT_TESTES = sql`
  SELECT ct.id, ct.cd_teste, t.ds_teste, t.id_tipo_teste, t.id_especial, to_char(ct.dt_teste, 'YYYY-MM-DD') AS dt_teste,
         ct.nr_nota::float8 AS nr_nota, ct.cd_grau_teste, ct.id_gera_laudo, ct.resultado, ct.criado_por, u.apelido
    FROM candidato_teste ct JOIN ${tabelasCatalogo.teste('t')} ON t.cd_teste = ct.cd_teste
    LEFT JOIN ${tabelasUsuario.usuario('u')} ON u.cd_sip = ct.criado_por`;

function linhaTeste(usuario: UsuarioSessao, x: Linha): TesteCandidatoLinha {
  const especial = txt(x.id_especial);
  const pode = podeAlterar(usuario, num(x.criado_por));
  return {
    ID: Number(x.id),
    CD_TESTE: Number(x.cd_teste),
    DS_TESTE: String(x.ds_teste),
    ID_TIPO_TESTE: String(x.id_tipo_teste),
    ID_ESPECIAL: especial,
    DT_TESTE: String(x.dt_teste),
    NR_NOTA: num(x.nr_nota),
    CD_GRAU_TESTE: txt(x.cd_grau_teste),
    ID_GERA_LAUDO: x.id_gera_laudo === 'S' ? 'S' : 'N',
    DS_RESULTADO: descricaoResultado(especial, (x.resultado as ResultadoGuardado | null) ?? null),
    CAN_EDIT: especial === 'CONF' ? 'CONF' : especial ? 'N' : pode ? 'S' : 'N',
    CAN_DELETE: pode ? 'S' : 'N',
    NM_USUARIO: txt(x.apelido),
  };
}

/** GET teste/testes-candidato/{cd}: the candidate's tests, most recent first. */
export async function testesDoCandidato(deps: AppDeps, usuario: UsuarioSessao, cd: number) {
  await exigirCandidato(deps.db, cd);
  const r = linhas<Linha>(
    await deps.db.execute(
      sql`${SELECT_TESTES} WHERE ct.cd_pessoa_candidato = ${cd} ORDER BY ct.dt_teste DESC, ct.id DESC`,
    ),
  );
  return r.map((x) => linhaTeste(usuario, x));
}

/** GET teste/testes-disponiveis/{cd}: 0 when LS, LM or CONF was not done, else the test's id. */
export async function testesDisponiveis(deps: AppDeps, cd: number) {
  await exigirCandidato(deps.db, cd);
  const r = linhas<Linha>(
    await deps.db.execute(sql`SELECT t.id_especial, max(ct.id) AS id FROM candidato_teste ct JOIN ${tabelasCatalogo.teste('t')} ON t.cd_teste = ct.cd_teste
      WHERE ct.cd_pessoa_candidato = ${cd} AND t.id_especial IS NOT NULL GROUP BY t.id_especial`),
  );
  const de = (e: string) => Number(r.find((x) => x.id_especial === e)?.id ?? 0);
  return { LS: de('LS'), LM: de('LM'), CONF: de('CONF') };
}

async function testeDaLinha(ex: Executor, id: number) {
  const [x] = linhas<Linha>(
    await ex.execute(sql`SELECT ct.*, to_char(ct.dt_teste, 'YYYY-MM-DD') AS dt, ct.nr_nota::float8 AS nota, t.id_tipo_teste, t.id_especial
      FROM candidato_teste ct JOIN ${tabelasCatalogo.teste('t')} ON t.cd_teste = ct.cd_teste WHERE ct.id = ${id}`),
  );
  if (!x) throw notFound(M.testeNaoEncontrado);
  return x;
}

/** GET teste/dados-teste/{id}. */
export async function dadosTeste(deps: AppDeps, id: number) {
  const x = await testeDaLinha(deps.db, id);
  return {
    ID: Number(x.id),
    CD_GRAU_TESTE: txt(x.cd_grau_teste),
    ID_GERA_LAUDO: (x.id_gera_laudo === 'S' ? 'S' : 'N') as 'S' | 'N',
    ID_TIPO_TESTE: String(x.id_tipo_teste),
    DT_TESTE: String(x.dt),
    CD_TESTE: Number(x.cd_teste),
    NR_NOTA: num(x.nota),
    CD_PESSOA_CANDIDATO: Number(x.cd_pessoa_candidato),
  };
}

/** GET teste/lista-testes/{cd}/{cdTeste}: the applications of one catalogue test, with the result. */
export async function listaTestes(deps: AppDeps, cd: number, cdTeste: number) {
  await exigirCandidato(deps.db, cd);
  const r = linhas<Linha>(
    await deps.db.execute(sql`SELECT id, to_char(dt_teste, 'YYYY-MM-DD') AS dt, nr_nota::float8 AS nota, cd_grau_teste, resultado
      FROM candidato_teste WHERE cd_pessoa_candidato = ${cd} AND cd_teste = ${cdTeste} ORDER BY dt_teste DESC, id DESC`),
  );
  return r.map((x) => {
    const res = (x.resultado as ResultadoGuardado | null) ?? null;
    const categorias = res?.categorias
      ? res.categorias.map((c) => ({
          NM_CATEGORIA: c.categoria,
          QT_PONTOS: c.pontos,
          PC_PONTOS: c.percentual,
        }))
      : (res?.confiabilidade?.categorias ?? []).map((c) => ({
          NM_CATEGORIA: c.categoria,
          QT_PONTOS: c.total,
          PC_PONTOS: c.total * 10,
        }));
    return {
      ID: Number(x.id),
      DT_TESTE: String(x.dt),
      NR_NOTA: num(x.nota),
      CD_GRAU_TESTE: txt(x.cd_grau_teste),
      RESULTADO: categorias,
    };
  });
}

type CorpoTeste = z.output<typeof testeCorpo>;

/** The catalogue item; 400 when unknown or one of the tests with their own forms. */
async function itemCatalogo(ex: Executor, cdTeste: number) {
  const [t] = linhas<Linha>(
    await ex.execute(
      sql`SELECT id_tipo_teste, id_especial FROM ${tabelasCatalogo.teste('teste')} WHERE cd_teste = ${cdTeste}`,
    ),
  );
  if (!t) throw badRequest(M.testeObrigatorio);
  if (t.id_especial) throw badRequest(M.testeEspecial);
  return String(t.id_tipo_teste);
}

async function validar(ex: Executor, c: CorpoTeste): Promise<string> {
  if (!c.cd_teste) throw badRequest(errosTeste(c, null));
  const tipo = await itemCatalogo(ex, c.cd_teste);
  const erros = errosTeste(c, tipo);
  if (erros.length) throw badRequest(erros);
  return tipo;
}

/** POST teste/inserir-teste: answers 1. */
export async function inserirTeste(deps: AppDeps, usuario: UsuarioSessao, c: CorpoTeste): Promise<1> {
  await exigirCandidato(deps.db, c.cd_pessoa_candidato);
  await validar(deps.db, c);
  await deps.db.execute(sql`INSERT INTO candidato_teste
      (cd_pessoa_candidato, cd_teste, dt_teste, nr_nota, cd_grau_teste, id_gera_laudo, criado_por)
      VALUES (${c.cd_pessoa_candidato}, ${c.cd_teste}, ${c.dt_teste}, ${c.nr_nota ?? null}, ${c.cd_grau_teste ?? null},
              ${c.id_gera_laudo}, ${usuario.cd_sip})`);
  return 1;
}

/** POST teste/atualizar-teste: answers 1; only the tests the user may edit (CAN_EDIT 'S'). */
export async function atualizarTeste(deps: AppDeps, usuario: UsuarioSessao, c: CorpoTeste): Promise<1> {
  if (!c.id_teste) throw badRequest(M.testeNaoEncontrado);
  return deps.db.transaction(async (tx) => {
    const x = await testeDaLinha(tx, c.id_teste as number);
    if (Number(x.cd_pessoa_candidato) !== c.cd_pessoa_candidato) throw badRequest(M.testeDeOutroCandidato);
    if (x.id_especial) throw badRequest(M.testeEspecial);
    if (!podeAlterar(usuario, num(x.criado_por))) throw forbidden(M.semPermissaoEditar);
    await validar(tx, c);
    await tx.execute(sql`UPDATE candidato_teste SET cd_teste = ${c.cd_teste}, dt_teste = ${c.dt_teste},
        nr_nota = ${c.nr_nota ?? null}, cd_grau_teste = ${c.cd_grau_teste ?? null}, id_gera_laudo = ${c.id_gera_laudo},
        alterado_por = ${usuario.cd_sip}, alterado_em = now()
      WHERE id = ${c.id_teste}`);
    return 1 as const;
  });
}

/** DELETE teste/excluir-teste/{id}: answers 1; only the tests the user may delete (CAN_DELETE 'S'). */
export async function excluirTeste(deps: AppDeps, usuario: UsuarioSessao, id: number): Promise<1> {
  const x = await testeDaLinha(deps.db, id);
  if (!podeAlterar(usuario, num(x.criado_por))) throw forbidden(M.semPermissaoExcluir);
  await deps.db.execute(sql`DELETE FROM candidato_teste WHERE id = ${id}`);
  return 1;
}

// The evaluations

async function cdTesteEspecial(ex: Executor, especial: 'LS' | 'LM' | 'CONF'): Promise<number> {
  const [t] = linhas<Linha>(
    await ex.execute(
      sql`SELECT cd_teste FROM ${tabelasCatalogo.teste('teste')} WHERE id_especial = ${especial}`,
    ),
  );
  if (!t) throw notFound(M.testeNaoEncontrado);
  return Number(t.cd_teste);
}

async function perguntas(ex: Executor, tipo: 'LS' | 'LM' | 'CONF') {
  return linhas<Linha>(
    await ex.execute(sql`SELECT id, ds_pergunta, ds_categoria, nm_teste_aplicado FROM ${tabelasCatalogo.teste_pergunta('teste_pergunta')}
      WHERE id_tipo = ${tipo} ORDER BY nr_ordem`),
  );
}

async function perguntasConfiabilidade(ex: Executor) {
  return (await perguntas(ex, 'CONF')).map((p) => ({
    ID: Number(p.id),
    DS_PERGUNTA: String(p.ds_pergunta),
    NM_TESTE_APLICADO: txt(p.nm_teste_aplicado),
    DS_CLASSIFICACAO_AVALIACAO: String(p.ds_categoria),
  }));
}

/** GET teste/dados-teste-confiabilidade/{idAvaliacao}/{cd}: the evaluation (0 = a new one), its answers and the questions. */
export async function dadosConfiabilidade(deps: AppDeps, idAvaliacao: number, cd: number) {
  await exigirCandidato(deps.db, cd);
  const lista = await perguntasConfiabilidade(deps.db);
  if (!idAvaliacao) return { dados: null, respostas: [], perguntas: lista };
  const x = await testeDaLinha(deps.db, idAvaliacao);
  if (x.id_especial !== 'CONF' || Number(x.cd_pessoa_candidato) !== cd) throw notFound(M.testeNaoEncontrado);
  const respostas = linhas<Linha>(
    await deps.db.execute(
      sql`SELECT id_pergunta, nr_nota::float8 AS nr_nota FROM candidato_teste_resposta WHERE id_teste = ${idAvaliacao}`,
    ),
  ).map((r) => ({ ID_PERGUNTA: Number(r.id_pergunta), NR_NOTA: Number(r.nr_nota) }));
  const res = avaliarConfiabilidade(lista, new Map(respostas.map((r) => [r.ID_PERGUNTA, r.NR_NOTA])));
  return {
    dados: {
      ID_AVALIACAO: idAvaliacao,
      DT_TESTE: String(x.dt),
      NR_NOTA_FINAL: res.nota_final,
      DS_CLASSIFICACAO: res.classificacao,
      DS_SITUACAO: res.situacao,
    },
    respostas,
    perguntas: lista,
  };
}

/**
 * POST teste/salvar-teste-confiabilidade: every question answered or 400 'Todas as perguntas devem
 * ser respondidas!'; the score is computed here from the answers (the client's nota_final is not used).
 */
export async function salvarConfiabilidade(
  deps: AppDeps,
  usuario: UsuarioSessao,
  c: { cd_pessoa_candidato: number; id_avaliacao: number; notas: { id_pergunta: number; nr_nota: number }[] },
) {
  return deps.db.transaction(async (tx) => {
    await exigirCandidato(tx, c.cd_pessoa_candidato);
    const lista = await perguntasConfiabilidade(tx);
    const ids = new Set(lista.map((p) => p.ID));
    if (c.notas.some((n) => !ids.has(n.id_pergunta))) throw badRequest(M.perguntaInexistente);
    const notas = new Map(c.notas.map((n) => [n.id_pergunta, n.nr_nota]));
    const res = avaliarConfiabilidade(lista, notas);
    if (res.situacao !== 'final') throw badRequest(M.todasPerguntas);
    const resultado = JSON.stringify({ confiabilidade: res });
    let id = c.id_avaliacao;
    if (id) {
      const x = await testeDaLinha(tx, id);
      if (x.id_especial !== 'CONF' || Number(x.cd_pessoa_candidato) !== c.cd_pessoa_candidato)
        throw notFound(M.testeNaoEncontrado);
      await tx.execute(sql`UPDATE candidato_teste SET resultado = ${resultado}::jsonb, alterado_por = ${usuario.cd_sip},
        alterado_em = now() WHERE id = ${id}`);
      await tx.execute(sql`DELETE FROM candidato_teste_resposta WHERE id_teste = ${id}`);
    } else {
      const cdTeste = await cdTesteEspecial(tx, 'CONF');
      const [n] = linhas<Linha>(
        await tx.execute(sql`INSERT INTO candidato_teste (cd_pessoa_candidato, cd_teste, dt_teste, resultado, criado_por, id_gera_laudo)
          VALUES (${c.cd_pessoa_candidato}, ${cdTeste}, ${dataNegocio()}, ${resultado}::jsonb, ${usuario.cd_sip}, 'S') RETURNING id`),
      );
      id = Number(n.id);
    }
    await inserirRespostas(
      tx,
      id,
      [...notas].map(([p, v]) => ({ p, resposta: null, nota: v })),
    );
    return {
      status: 1 as const,
      message: M.confiabilidadeSalva,
      id_avaliacao: id,
      nota_final: res.nota_final,
      classificacao: res.classificacao,
    };
  });
}

async function inserirRespostas(
  tx: Executor,
  id: number,
  respostas: { p: number; resposta: string | null; nota: number | null }[],
) {
  if (!respostas.length) return;
  await tx.execute(sql`INSERT INTO candidato_teste_resposta (id_teste, id_pergunta, ds_resposta, nr_nota)
    SELECT ${id}, x.p, x.r, x.n FROM json_to_recordset(${JSON.stringify(
      respostas.map((r) => ({ p: r.p, r: r.resposta, n: r.nota })),
    )}::json) AS x(p int, r text, n numeric)`);
}

/** GET teste/dados-teste-ls: the questions and the answers offered (V, F). */
export async function dadosLs(deps: AppDeps) {
  const p = await perguntas(deps.db, 'LS');
  return {
    dados: p.map((x) => ({
      ID: Number(x.id),
      DS_PERGUNTA: String(x.ds_pergunta),
      DS_CATEGORIA: String(x.ds_categoria),
    })),
    respostas: [
      { ID_RESPOSTA: 'V' as const, DS_RESPOSTA: 'Verdadeiro' },
      { ID_RESPOSTA: 'F' as const, DS_RESPOSTA: 'Falso' },
    ],
  };
}

/** A new application of LS or LM (409 when already done: the menu offers them only once). */
async function novaAplicacao(
  tx: Executor,
  usuario: UsuarioSessao,
  cd: number,
  especial: 'LS' | 'LM',
  resultado: unknown,
) {
  await exigirCandidato(tx, cd);
  const cdTeste = await cdTesteEspecial(tx, especial);
  const [ja] = linhas<Linha>(
    await tx.execute(
      sql`SELECT 1 FROM candidato_teste WHERE cd_pessoa_candidato = ${cd} AND cd_teste = ${cdTeste}`,
    ),
  );
  if (ja) throw conflict(M.jaRealizado);
  const [n] = linhas<Linha>(
    await tx.execute(sql`INSERT INTO candidato_teste (cd_pessoa_candidato, cd_teste, dt_teste, resultado, criado_por, id_gera_laudo)
      VALUES (${cd}, ${cdTeste}, ${dataNegocio()}, ${JSON.stringify(resultado)}::jsonb, ${usuario.cd_sip}, 'S') RETURNING id`),
  );
  return Number(n.id);
}

/** POST teste/salvar-teste-ls: every question answered V or F; the share of V per style is stored. */
export async function salvarLs(
  deps: AppDeps,
  usuario: UsuarioSessao,
  c: { cd_pessoa_candidato: number; respostas: { id_pergunta: number; resposta: 'V' | 'F' }[] },
) {
  return deps.db.transaction(async (tx) => {
    const p = (await perguntas(tx, 'LS')).map((x) => ({
      ID: Number(x.id),
      DS_CATEGORIA: String(x.ds_categoria),
    }));
    const ids = new Set(p.map((x) => x.ID));
    if (c.respostas.some((r) => !ids.has(r.id_pergunta))) throw badRequest(M.perguntaInexistente);
    const mapa = new Map(c.respostas.map((r) => [r.id_pergunta, r.resposta]));
    if (mapa.size !== p.length) throw badRequest(M.todasPerguntas);
    const categorias = resultadoLearningStyles(p, mapa).map((r) => ({
      categoria: r.estilo,
      pontos: r.pontos,
      percentual: r.percentual,
    }));
    const id = await novaAplicacao(tx, usuario, c.cd_pessoa_candidato, 'LS', { categorias });
    await inserirRespostas(
      tx,
      id,
      [...mapa].map(([q, r]) => ({ p: q, resposta: r, nota: null })),
    );
    return { status: 1 as const, message: M.lsSalvo };
  });
}

async function opcoesLm(ex: Executor) {
  return linhas<Linha>(
    await ex.execute(sql`SELECT o.id_resposta, o.id_pergunta, o.ds_resposta, o.ds_categoria FROM ${tabelasCatalogo.teste_opcao('o')}
      JOIN ${tabelasCatalogo.teste_pergunta('p')} ON p.id = o.id_pergunta WHERE p.id_tipo = 'LM' ORDER BY o.id_pergunta, o.nr_ordem`),
  );
}

/** GET teste/dados-teste-lm: the groups with their questions and each question's answers. */
export async function dadosLm(deps: AppDeps) {
  const p = await perguntas(deps.db, 'LM');
  const o = await opcoesLm(deps.db);
  const grupos: {
    DS_GRUPO: string;
    perguntas: {
      ID: number;
      DS_PERGUNTA: string;
      respostas: { ID_RESPOSTA: number; DS_RESPOSTA: string }[];
    }[];
  }[] = [];
  for (const x of p) {
    const nome = String(x.ds_categoria);
    let g = grupos.find((y) => y.DS_GRUPO === nome);
    if (!g) {
      g = { DS_GRUPO: nome, perguntas: [] };
      grupos.push(g);
    }
    g.perguntas.push({
      ID: Number(x.id),
      DS_PERGUNTA: String(x.ds_pergunta),
      respostas: o
        .filter((y) => Number(y.id_pergunta) === Number(x.id))
        .map((y) => ({ ID_RESPOSTA: Number(y.id_resposta), DS_RESPOSTA: String(y.ds_resposta) })),
    });
  }
  return { dados: grupos };
}

/** POST teste/salvar-teste-lm: one answer of its own options for every question; the count per means is stored. */
export async function salvarLm(
  deps: AppDeps,
  usuario: UsuarioSessao,
  c: { cd_pessoa_candidato: number; respostas: { id_pergunta: number; id_resposta: number }[] },
) {
  return deps.db.transaction(async (tx) => {
    const p = await perguntas(tx, 'LM');
    const o = await opcoesLm(tx);
    const mapa = new Map(c.respostas.map((r) => [r.id_pergunta, r.id_resposta]));
    for (const [q, r] of mapa) {
      if (!p.some((x) => Number(x.id) === q)) throw badRequest(M.perguntaInexistente);
      if (!o.some((x) => Number(x.id_resposta) === r && Number(x.id_pergunta) === q))
        throw badRequest(M.respostaInvalida);
    }
    if (mapa.size !== p.length) throw badRequest(M.todasPerguntas);
    const categorias = resultadoLearningMeans(
      o.map((x) => ({ ID_RESPOSTA: Number(x.id_resposta), DS_CATEGORIA: String(x.ds_categoria) })),
      [...mapa.values()],
    ).map((r) => ({ categoria: r.meio, pontos: r.pontos, percentual: r.percentual }));
    const id = await novaAplicacao(tx, usuario, c.cd_pessoa_candidato, 'LM', { categorias });
    await inserirRespostas(
      tx,
      id,
      [...mapa].map(([q, r]) => ({ p: q, resposta: String(r), nota: null })),
    );
    return { status: 1 as const, message: M.lmSalvo };
  });
}

/** GET teste/testes-laudo-candidato/{cd}: the tests that may enter a report (ID_GERA_LAUDO marks the default). */
export async function testesLaudo(deps: AppDeps, usuario: UsuarioSessao, cd: number) {
  const lista = await testesDoCandidato(deps, usuario, cd);
  return lista.map((t) => ({
    ID: t.ID,
    DS_TESTE: t.DS_TESTE,
    DT_TESTE: t.DT_TESTE,
    NR_NOTA: t.NR_NOTA,
    CD_GRAU_TESTE: t.CD_GRAU_TESTE,
    DS_RESULTADO: t.DS_RESULTADO,
    ID_GERA_LAUDO: t.ID_GERA_LAUDO,
  }));
}
