import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../test/helpers';
import { carregarDemo } from './demo';
import { gerarOrganizacao } from './demo-organizacao';
import { gerarCandidatos, novoLote } from './gerador-candidatos';
import { ensureReferenceData } from './reference-data';

const HOJE = Date.UTC(2026, 2, 16);

function textos(lote: ReturnType<typeof novoLote>): Record<string, string> {
  return Object.fromEntries(Object.entries(lote).map(([k, b]) => [k, b.texto()]));
}

describe('candidate generator', () => {
  it('gives the same candidates for the same numbers, however the load is batched', () => {
    const inteiro = novoLote();
    gerarCandidatos(inteiro, 500, 0, 2500, HOJE);
    const partes = novoLote();
    gerarCandidatos(partes, 500, 0, 2000, HOJE);
    gerarCandidatos(partes, 2500, 2000, 500, HOJE);
    expect(textos(partes)).toEqual(textos(inteiro));
    expect(inteiro.candidato.linhas).toBe(2500);
  });

  it('changes with the seed position', () => {
    const a = novoLote();
    gerarCandidatos(a, 1, 0, 10, HOJE);
    const b = novoLote();
    gerarCandidatos(b, 1, 1000, 10, HOJE);
    expect(a.pessoa.texto()).not.toEqual(b.pessoa.texto());
  });

  it('writes Portuguese resumes', () => {
    const lote = novoLote();
    gerarCandidatos(lote, 1, 0, 200, HOJE);
    const empregos = lote.candidato_emprego.texto();
    expect(empregos).toMatch(/ção|ões|ência/);
    const sexos = lote.candidato
      .texto()
      .split('\n')
      .filter(Boolean)
      .map((l) => l.split('\t')[3]);
    expect(new Set(sexos)).toEqual(new Set(['F', 'M']));
  });
});

describe('organisation generator', () => {
  it('is deterministic', () => {
    const a = gerarOrganizacao(1, HOJE, 'hash');
    const b = gerarOrganizacao(1, HOJE, 'hash');
    expect(a.blocos.map((x) => x.texto())).toEqual(b.blocos.map((x) => x.texto()));
    expect(a.vagas.length).toBeGreaterThan(200);
  });
});

describe('demo load', () => {
  const bancos: TestDb[] = [];
  beforeAll(async () => {
    for (let i = 0; i < 2; i++) {
      const db = await createTestDb();
      await ensureReferenceData({ handle: db.handle });
      await carregarDemo(db.handle, { candidatos: 150, senha: 'demo1234', hoje: HOJE });
      bancos.push(db);
    }
  });
  afterAll(async () => {
    for (const db of bancos) await db.drop();
  });

  // defaulted timestamps, password hashes (salted) and generated row ids are left out
  const IGNORAR = new Set([
    'criado_em',
    'alterado_em',
    'ds_senha_hash',
    'nm_senha_web',
    'nr_sequencia',
    'id_cid_candidato',
    'id_historico',
    'id_agendamento',
    'id_aviso',
    'id_tipo_processo',
  ]);
  async function resumo(db: TestDb, tabela: string): Promise<string> {
    const [r] = await db.handle.query<{ h: string; n: number }>(
      `SELECT md5(string_agg(x, '|' ORDER BY x)) AS h, count(*)::int AS n
         FROM (SELECT (to_jsonb(t) - $1::text[])::text AS x FROM ${tabela} t) s`,
      [[...IGNORAR]],
    );
    return `${r.n}:${r.h}`;
  }

  it('gives the same data for the same N', async () => {
    for (const tabela of [
      'pessoa',
      'usuario',
      'cliente',
      'candidato',
      'candidato_cargo',
      'candidato_emprego',
      'candidato_formacao',
      'candidato_idioma',
      'candidato_deficiencia',
      'requisicao',
      'vaga',
      'vaga_candidato',
      'agendamento',
      'aviso',
      'candidato_historico',
    ]) {
      expect(await resumo(bancos[1], tabela), tabela).toBe(await resumo(bancos[0], tabela));
    }
  });
});
