import { type FlagsUnidade, flagsPadraoDaUnidade } from '@backoffice/domain/administracao-unidades';
import { cpfValido } from '@backoffice/domain/formatacao';
import { PERFIS_DEMO } from '@backoffice/domain/perfis';
import { vagaAtrasada } from '@backoffice/domain/vaga-prazo';
import { isValidCnpj } from '@brazilian-utils/brazilian-utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../test/helpers';
import { conferirAcessoWeb } from '../modules/candidato/candidato.entry';
import { conferirSenha } from '../platform/password';
import { carregarCandidatos } from './carga-candidatos';
import { carregarDemo, textoLoginsDemo } from './demo';
import { relogioFilaDemo } from './demo-fila';
import { ensureReferenceData } from './reference-data';

// a fixed business date, so the overdue rule and the generated dates are reproducible
const HOJE = Date.UTC(2026, 2, 16);
const HOJE_ISO = '2026-03-16';
const N = 400;

let db: TestDb;
let resultado: Awaited<ReturnType<typeof carregarDemo>>;

beforeAll(async () => {
  db = await createTestDb();
  await ensureReferenceData({ handle: db.handle });
  // rebuilding indexes is what large loads do: exercise it on a small one
  resultado = await carregarDemo(db.handle, {
    candidatos: N,
    senha: 'segredo123',
    hoje: HOJE,
    reconstruirIndices: true,
  });
});
afterAll(async () => {
  await db?.drop();
});

const q = <T = Record<string, unknown>>(sql: string, p?: unknown[]) => db.handle.query<T>(sql, p);
/** The overdue rule of the analyst's unit, from its flags. */
const prazoDe = (v: { id_prazo_vaga: string; nr_dias_prazo_vaga: number }) => ({
  ativo: v.id_prazo_vaga === 'S',
  dias: Number(v.nr_dias_prazo_vaga),
});

describe('demo data', () => {
  it('has the ten units with their grouping units', async () => {
    const rows = await q<{ cd_empresa: number; cd_empresa_agrupadora: number }>(
      'SELECT cd_empresa, cd_empresa_agrupadora FROM empresa ORDER BY cd_empresa',
    );
    expect(rows.map((r) => r.cd_empresa)).toEqual([1, 19, 45, 101, 119, 145, 201, 219, 330, 430]);
    const agrupadora = Object.fromEntries(rows.map((r) => [r.cd_empresa, r.cd_empresa_agrupadora]));
    expect([
      agrupadora[101],
      agrupadora[201],
      agrupadora[119],
      agrupadora[219],
      agrupadora[145],
      agrupadora[430],
    ]).toEqual([1, 1, 19, 19, 45, 330]);
  });

  it("writes the units' flags from the spec's lists (flagsPadraoDaUnidade)", async () => {
    const rows = await q<{ cd_empresa: number } & FlagsUnidade>(
      `SELECT cd_empresa, id_callcenter, id_prazo_vaga, nr_dias_prazo_vaga, id_layout_curriculo_2, id_chatbot
         FROM empresa ORDER BY cd_empresa`,
    );
    for (const { cd_empresa, ...flags } of rows) expect(flags).toEqual(flagsPadraoDaUnidade(cd_empresa));
    expect(rows.find((r) => r.cd_empresa === 330)?.nr_dias_prazo_vaga).toBe(120);
    expect(rows.filter((r) => r.id_layout_curriculo_2 === 'S').map((r) => r.cd_empresa)).toEqual([
      1, 19, 330, 430,
    ]);
  });

  it('has the six demo logins with their permission codes and a password that verifies', async () => {
    const rows = await q<{
      nm_login: string;
      ds_senha_hash: string;
      permissoes: number[];
      grupos: number[];
      cd_setor: number;
      cd_unid: number;
    }>('SELECT nm_login, ds_senha_hash, permissoes, grupos, cd_setor, cd_unid FROM usuario');
    for (const login of Object.keys(PERFIS_DEMO) as (keyof typeof PERFIS_DEMO)[]) {
      const u = rows.find((r) => r.nm_login === login);
      expect(u, login).toBeDefined();
      expect([...u!.permissoes].sort((a, b) => a - b)).toEqual(
        [...PERFIS_DEMO[login].permissoes].sort((a, b) => a - b),
      );
      expect(u!.cd_unid).toBe(1);
    }
    expect(rows.find((r) => r.nm_login === 'admin')!.grupos).toContain(32);
    expect(rows.find((r) => r.nm_login === 'selecao')!.cd_setor).toBe(2);
    const admin = rows.find((r) => r.nm_login === 'admin')!;
    expect(await conferirSenha(admin.ds_senha_hash, 'segredo123')).toBe(true);
    expect(await conferirSenha(admin.ds_senha_hash, 'outra')).toBe(false);
    // about twenty more analysts across units
    expect(rows.length).toBeGreaterThanOrEqual(26);
    expect(new Set(rows.map((r) => r.cd_unid)).size).toBe(10);
  });

  it("gives a web applicant the demo password for the portal's area, printed with the logins", async () => {
    const c = resultado.candidatoPortal;
    expect(c).not.toBeNull();
    const cd = await conferirAcessoWeb(db.handle.db, c!.cpf, 'segredo123');
    expect(cd).not.toBeNull();
    expect(await conferirAcessoWeb(db.handle.db, c!.cpf, 'outra123')).toBeNull();
    const [{ n }] = await q<{ n: number }>(
      "SELECT count(*)::int AS n FROM candidato_web WHERE cd_pessoa_candidato = $1 AND id_tipo = 'WEB'",
      [cd],
    );
    expect(n).toBeGreaterThan(0);
    expect(textoLoginsDemo(resultado.logins, 'segredo123', c)).toContain(
      `Portal do candidato (/vagas/entrar): CPF ${c!.cpf.slice(0, 3)}.`,
    );
  });

  it('covers every vacancy situation and every stage, approved and rejected', async () => {
    const situacoes = await q<{ c: number }>('SELECT DISTINCT cd_situacao_vaga AS c FROM vaga ORDER BY 1');
    expect(situacoes.map((r) => r.c)).toEqual([1, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    const estagios = await q<{ c: number }>(
      'SELECT DISTINCT cd_estagio_vaga AS c FROM vaga_candidato ORDER BY 1',
    );
    expect(estagios.map((r) => r.c)).toEqual([3, 4, 5, 6, 7]);
    const [s] = await q<{ a: number; r: number; fechadas_sem_aprovado: number }>(
      `SELECT count(*) FILTER (WHERE id_situacao = 'A')::int AS a,
              count(*) FILTER (WHERE id_situacao = 'R')::int AS r,
              (SELECT count(*)::int FROM vaga v WHERE v.cd_situacao_vaga = 6 AND NOT EXISTS (
                 SELECT 1 FROM vaga_candidato x WHERE x.nr_vaga = v.nr_vaga AND x.id_situacao = 'A')) AS fechadas_sem_aprovado
         FROM vaga_candidato`,
    );
    expect(s.a).toBeGreaterThan(0);
    expect(s.r).toBeGreaterThan(0);
    expect(s.fechadas_sem_aprovado).toBe(0);
  });

  it('has overdue vacancies, none of them belonging to a demo login', async () => {
    const vagas = await q<{
      cd_situacao_vaga: number;
      dt_abertura: string;
      dt_prorrogacao: string | null;
      cd_pessoa_analista: number;
      user_sip: number;
      cd_unid: number;
      nm_login: string;
      id_prazo_vaga: string;
      nr_dias_prazo_vaga: number;
    }>(
      `SELECT v.cd_situacao_vaga, v.dt_abertura::text AS dt_abertura, v.dt_prorrogacao::text AS dt_prorrogacao,
              v.cd_pessoa_analista, u.user_sip, u.cd_unid, u.nm_login, e.id_prazo_vaga, e.nr_dias_prazo_vaga
         FROM vaga v JOIN usuario u ON u.user_sip = v.cd_pessoa_analista JOIN empresa e ON e.cd_empresa = u.cd_unid`,
    );
    const atrasadas = vagas.filter((v) => vagaAtrasada(v, v, HOJE_ISO, prazoDe(v)));
    expect(atrasadas.length).toBeGreaterThanOrEqual(5);
    expect(atrasadas.filter((v) => v.nm_login in PERFIS_DEMO)).toEqual([]);
    // both kinds: never extended, and extended to a date already past
    expect(atrasadas.some((v) => v.dt_prorrogacao === null)).toBe(true);
    expect(atrasadas.some((v) => v.dt_prorrogacao !== null)).toBe(true);
    // the demo analysts do have open vacancies of their own
    const demoAbertas = vagas.filter(
      (v) => ['selecao', 'recrutamento'].includes(v.nm_login) && [1, 7, 11].includes(v.cd_situacao_vaga),
    );
    expect(demoAbertas.length).toBeGreaterThan(3);
  });

  it("gives the demo selector 'atrasadas' overdue vacancies at the rule's edges, and unit 330 its 120/121 days", async () => {
    const vagas = await q<{
      nr_vaga: number;
      cd_situacao_vaga: number;
      dt_abertura: string;
      dt_prorrogacao: string | null;
      cd_pessoa_analista: number;
      user_sip: number;
      cd_unid: number;
      nm_login: string;
      dias: number;
      id_prazo_vaga: string;
      nr_dias_prazo_vaga: number;
    }>(
      `SELECT v.nr_vaga, v.cd_situacao_vaga, v.dt_abertura::text AS dt_abertura, v.dt_prorrogacao::text AS dt_prorrogacao,
              v.cd_pessoa_analista, u.user_sip, u.cd_unid, u.nm_login, ($1::date - v.dt_abertura) AS dias,
              e.id_prazo_vaga, e.nr_dias_prazo_vaga
         FROM vaga v JOIN usuario u ON u.user_sip = v.cd_pessoa_analista JOIN empresa e ON e.cd_empresa = u.cd_unid
        WHERE u.nm_login = 'atrasadas' OR v.nr_requisicao > (SELECT max(nr_requisicao) - 2 FROM requisicao)
        ORDER BY v.nr_vaga`,
      [HOJE_ISO],
    );
    const minhas = vagas.filter((v) => v.nm_login === 'atrasadas');
    expect(minhas.map((v) => [v.dias, v.cd_situacao_vaga])).toEqual([
      [91, 1],
      [150, 7],
      [90, 1],
      [200, 1],
      [3, 1],
      [12, 1],
      [25, 7],
      [40, 11],
      [55, 13],
      [70, 5],
    ]);
    const atrasadas = (l: typeof vagas) =>
      l.filter((v) => vagaAtrasada(v, v, HOJE_ISO, prazoDe(v))).map((v) => v.dias);
    // 91 days without extension and one extended until yesterday are late; 90 days and today's extension are not
    expect(atrasadas(minhas)).toEqual([91, 150]);
    expect(minhas.find((v) => v.dias === 200)?.dt_prorrogacao).toBe(HOJE_ISO);
    const u330 = vagas.filter((v) => v.cd_unid === 330);
    expect(u330.map((v) => v.dias)).toEqual([120, 121]);
    expect(atrasadas(u330)).toEqual([121]);
    const [login] = await q<{ ds_senha_hash: string; permissoes: number[] }>(
      `SELECT ds_senha_hash, permissoes FROM usuario WHERE nm_login = 'atrasadas'`,
    );
    expect(await conferirSenha(login.ds_senha_hash, 'segredo123')).toBe(true);
    expect(login.permissoes).toEqual(expect.arrayContaining([58, 59, 60]));
  });

  it('has candidates with search data, valid documents and realistic spread', async () => {
    const [c] = await q<{
      n: number;
      tsv: number;
      cargos: number;
      pcd: number;
      joinville: number;
      sc_pr_sp: number;
    }>(
      `SELECT count(*)::int AS n,
              count(tsv_pesquisa)::int AS tsv,
              count(*) FILTER (WHERE cardinality(cargos_anos) > 0)::int AS cargos,
              count(*) FILTER (WHERE id_possue_deficiencia = 'S')::int AS pcd,
              count(*) FILTER (WHERE nm_cidade = 'Joinville')::int AS joinville,
              count(*) FILTER (WHERE cd_uf IN ('SC', 'PR', 'SP'))::int AS sc_pr_sp
         FROM candidato`,
    );
    expect(c.n).toBe(N);
    expect(c.tsv).toBe(N);
    expect(c.cargos).toBe(N);
    expect(c.pcd).toBeGreaterThan(0);
    expect(c.pcd).toBeLessThan(N * 0.15);
    expect(c.joinville).toBeGreaterThan(N * 0.15);
    expect(c.sc_pr_sp).toBeGreaterThan(N * 0.8);
    const pcdSemRegistro = await q(
      `SELECT 1 FROM candidato c WHERE id_possue_deficiencia = 'S'
          AND NOT EXISTS (SELECT 1 FROM candidato_deficiencia d WHERE d.cd_pessoa_candidato = c.cd_pessoa)`,
    );
    expect(pcdSemRegistro).toEqual([]);
    const cpfs = await q<{ cpf: string }>(
      'SELECT p.nr_documento_cpf AS cpf FROM pessoa p JOIN candidato c USING (cd_pessoa) LIMIT 50',
    );
    expect(cpfs.every((r) => cpfValido(r.cpf))).toBe(true);
    const cnpjs = await q<{ cnpj: string }>(
      'SELECT p.nr_documento_cnpj AS cnpj FROM pessoa p JOIN cliente c USING (cd_pessoa)',
    );
    expect(cnpjs.length).toBeGreaterThan(10);
    // numeric CNPJs, and the alphanumeric one of the validation bot's demo
    expect(cnpjs.every((r) => isValidCnpj(r.cnpj, { version: 2 }))).toBe(true);
    const [busca] = await q<{ n: number }>(
      `SELECT count(*)::int AS n FROM candidato WHERE tsv_pesquisa @@ plainto_tsquery('pt_unaccent', 'experiencias')`,
    );
    expect(busca.n).toBeGreaterThan(0);
  });

  it('has appointments and the alerts of types 3 and 16 for the demo analysts', async () => {
    const avisos = await q<{ nm_login: string; cd_tipo_aviso: number }>(
      `SELECT u.nm_login, a.cd_tipo_aviso FROM aviso a JOIN usuario u USING (cd_sip)`,
    );
    for (const login of ['selecao', 'recrutamento']) {
      expect(avisos.filter((a) => a.nm_login === login).map((a) => a.cd_tipo_aviso)).toEqual(
        expect.arrayContaining([3, 16]),
      );
    }
    const tipos = await q<{ t: string }>(
      'SELECT DISTINCT id_tipo_agendamento AS t FROM agendamento ORDER BY 1',
    );
    expect(tipos.map((r) => r.t)).toEqual(['C', 'E', 'T']);
    const [h] = await q<{ c: number; v: number }>(
      'SELECT (SELECT count(*)::int FROM candidato_historico) AS c, (SELECT count(*)::int FROM vaga_historico) AS v',
    );
    expect(h.c).toBeGreaterThan(0);
    expect(h.v).toBeGreaterThan(0);
  });

  it('gives the newest candidates and some PCD ones rows for every tab of the candidate data page', async () => {
    const linhas = await q<{ cd: number; ind: number; ag: number; aberto: number; vc: number; web: number }>(
      `SELECT c.cd_pessoa AS cd,
              (SELECT count(*)::int FROM indicacao i WHERE i.cd_pessoa_candidato = c.cd_pessoa) AS ind,
              (SELECT count(*)::int FROM agendamento a WHERE a.cd_pessoa_candidato = c.cd_pessoa) AS ag,
              (SELECT count(*)::int FROM agendamento a WHERE a.cd_pessoa_candidato = c.cd_pessoa
                  AND a.dt_encerramento IS NULL) AS aberto,
              (SELECT count(*)::int FROM vaga_candidato v WHERE v.cd_pessoa_candidato = c.cd_pessoa
                  AND v.cd_estagio_vaga = 5) AS vc,
              (SELECT count(*)::int FROM candidato_web w WHERE w.cd_pessoa_candidato = c.cd_pessoa) AS web
         FROM candidato c WHERE c.id_bloqueado = 'N' AND c.dt_inativo IS NULL ORDER BY c.cd_pessoa DESC LIMIT 12`,
    );
    for (const l of linhas) {
      expect(l.ind).toBeGreaterThan(0);
      expect(l.ag).toBeGreaterThanOrEqual(2);
      expect(l.aberto).toBeGreaterThan(0);
      expect(l.vc).toBeGreaterThan(0);
      expect(l.web).toBeGreaterThan(0);
    }
    const pcd = await q<{ n: number }>(
      `SELECT count(*)::int AS n FROM candidato c
        WHERE c.id_possue_deficiencia = 'S' AND EXISTS (SELECT 1 FROM indicacao i WHERE i.cd_pessoa_candidato = c.cd_pessoa)
          AND EXISTS (SELECT 1 FROM vaga v JOIN cliente cli ON cli.cd_pessoa = v.cd_pessoa_cliente
                       WHERE v.id_vaga_pcd = 'S' AND v.cd_situacao_vaga = 1 AND cli.cd_uf = c.cd_uf)`,
    );
    expect(pcd[0].n).toBeGreaterThan(0);
  });

  it("has a self-service queue on the recruitment login's unit, today and recent days, in every situation", async () => {
    const linhas = await q<{ s: number; d: string; atend: string }>(
      `SELECT f.cd_situacao_atual AS s, to_char(f.data_agenda, 'YYYY-MM-DD') AS d, f.id_atendimento AS atend
         FROM autoatendimento_fila f JOIN usuario u ON u.cd_unid = f.cd_empresa AND u.nm_login = 'recrutamento'
         JOIN vaga v ON v.nr_vaga = f.nr_vaga
        WHERE v.id_divulga_autoatendimento = 'S' AND v.cd_unidade_autoatendimento = f.cd_empresa`,
    );
    expect(new Set(linhas.map((l) => l.s))).toEqual(new Set([1, 2, 3, 4, 5, 6]));
    expect(linhas.filter((l) => l.d === HOJE_ISO && l.s === 1).length).toBeGreaterThan(3);
    expect(new Set(linhas.map((l) => l.d)).size).toBe(4);
    expect(linhas.some((l) => l.atend === 'S')).toBe(true);
  });

  it("has today's attendance queue on the selection login's unit: arrived, late, waiting and in attendance", async () => {
    // the demo's clock for another day than today is 10:00 of that day
    const relogio = relogioFilaDemo(HOJE, Date.UTC(2030, 0, 1));
    expect(new Date(relogio).toISOString()).toBe(`${HOJE_ISO}T13:00:00.000Z`);
    const linhas = await q<{
      agendado: Date;
      chegada: Date | null;
      inicio: Date | null;
      fim: Date | null;
      quem: string | null;
    }>(
      `SELECT a.dt_atendimento AS agendado, a.dt_chegada AS chegada, a.dt_inicio_atendimento AS inicio,
              a.dt_encerramento AS fim, at.nm_login AS quem
         FROM agendamento a
         JOIN usuario u ON u.cd_unid = a.cd_empresa AND u.nm_login = 'selecao'
         JOIN usuario at ON at.cd_sip = a.cd_usuario_atendimento
        WHERE a.dt_atendimento::date BETWEEN $1::date - 1 AND $1::date + 1`,
      [HOJE_ISO],
    );
    const hoje = linhas.filter((l) => new Date(l.agendado).toISOString().slice(0, 10) === HOJE_ISO);
    const ms = (d: Date | null) => (d ? new Date(d).getTime() : null);
    // one being attended by the selector
    expect(hoje.filter((l) => l.inicio && !l.fim && l.quem === 'selecao')).toHaveLength(1);
    // arrived and waiting (one for the selector), closed ones
    expect(hoje.filter((l) => l.chegada && !l.inicio && !l.fim).length).toBeGreaterThanOrEqual(2);
    expect(hoje.some((l) => l.chegada && !l.inicio && l.quem === 'selecao')).toBe(true);
    expect(hoje.filter((l) => l.fim).length).toBeGreaterThanOrEqual(2);
    // a late one: not arrived, scheduled more than the tolerance before the clock
    expect(hoje.some((l) => !l.chegada && !l.fim && (ms(l.agendado) ?? 0) < relogio - 10 * 60_000)).toBe(
      true,
    );
  });

  it('gives the recruitment login open recruitment vacancies of several types and a record of candidates it registered and changed', async () => {
    const tipos = await q<{ t: string; n: number }>(
      `SELECT v.id_tipo_vaga AS t, count(*)::int AS n
         FROM vaga v JOIN usuario u ON u.user_sip = v.cd_pessoa_analista AND u.nm_login = 'recrutamento'
        WHERE v.id_recrutamento = 'S' AND v.cd_situacao_vaga = 1 GROUP BY 1`,
    );
    expect(tipos.reduce((a, l) => a + l.n, 0)).toBeGreaterThan(3);
    const registros = await q<{ t: string; n: number }>(
      `SELECT o.id_tipo_operacao AS t, count(*)::int AS n
         FROM candidato_operacao o JOIN usuario u ON u.cd_sip = o.cd_usuario AND u.nm_login = 'recrutamento'
        GROUP BY 1 ORDER BY 1`,
    );
    expect(registros.map((r) => r.t)).toEqual(['A', 'I']);
  });

  it('puts back every index and foreign key removed during the load', async () => {
    expect(await q('SELECT * FROM carga_ddl_pendente')).toEqual([]);
    const indices = (
      await q<{ indexname: string }>(`SELECT indexname FROM pg_indexes WHERE tablename = 'candidato'`)
    ).map((r) => r.indexname);
    expect(indices).toEqual(
      expect.arrayContaining(['candidato_tsv_idx', 'candidato_cargos_anos_idx', 'candidato_uf_alterado_idx']),
    );
    const [fk] = await q<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_constraint WHERE contype = 'f' AND conname = 'candidato_emprego_cd_pessoa_candidato_candidato_cd_pessoa_fk'`,
    );
    expect(fk.n).toBe(1);
    // identity sequences continue after the explicit codes
    const [v] = await q<{ nr_requisicao: number }>(
      `INSERT INTO requisicao (cd_pessoa_cliente, cd_empresa, dt_requisicao)
       SELECT cd_pessoa, cd_empresa, '2026-03-16' FROM cliente LIMIT 1 RETURNING nr_requisicao`,
    );
    const [max] = await q<{ m: number }>('SELECT max(nr_requisicao)::int AS m FROM requisicao');
    expect(v.nr_requisicao).toBe(max.m);
  });

  it('has the operations tools: extensions, help-desk tickets and hours, chatbot conversations, the bot source', async () => {
    const [r] = await q<{ com: number; sem: number }>(
      `SELECT count(*) FILTER (WHERE nr_ramal IS NOT NULL)::int AS com, count(*) FILTER (WHERE nr_ramal IS NULL)::int AS sem
         FROM usuario WHERE id_ativo = 'S'`,
    );
    expect(r.com).toBeGreaterThan(5);
    expect(r.sem).toBe(0);
    const helps = await q<{ id_situacao: string; n: number }>(
      'SELECT id_situacao, count(*)::int AS n FROM help_desk GROUP BY id_situacao ORDER BY id_situacao',
    );
    expect(helps.map((h) => h.id_situacao)).toEqual(['A', 'E', 'G', 'S']);
    const [longo] = await q<{ n: number }>(
      'SELECT count(*)::int AS n FROM help_desk WHERE length(ds_problema) > 84',
    );
    expect(longo.n).toBeGreaterThan(0);
    // each ticket has the interactions it counts
    const [contagem] = await q<{ diferentes: number; interacoes: number }>(
      `SELECT count(*) FILTER (WHERE h.nr_interacoes <> (SELECT count(*) FROM help_desk_interacao i
                                                        WHERE i.nr_help_desk = h.nr_help_desk))::int AS diferentes,
              (SELECT count(*)::int FROM help_desk_interacao) AS interacoes
         FROM help_desk h`,
    );
    expect(contagem).toMatchObject({ diferentes: 0 });
    expect(contagem.interacoes).toBeGreaterThan(5);
    const horas = await q<{ d: string }>(
      `SELECT DISTINCT to_char(dt_solucao, 'YYYY-MM-DD') AS d FROM help_desk_hora WHERE dt_solucao BETWEEN '2026-02-21' AND '2026-03-16'`,
    );
    expect(horas.length).toBeGreaterThan(10);
    const [conversas] = await q<{ n: number; analistas: number }>(
      `SELECT count(*)::int AS n, count(DISTINCT cd_usuario)::int AS analistas FROM chatbot_conversa
        WHERE dt_inicio_conversa >= '2026-02-16' AND dt_inicio_conversa < '2026-03-17'`,
    );
    expect(conversas.n).toBeGreaterThan(20);
    expect(conversas.analistas).toBeGreaterThan(1);
    const bot = await q<{ nm: string; conhecido: boolean }>(
      `SELECT p.nm_pessoa AS nm, s.nr_cnpj IS NOT NULL AS conhecido
         FROM cliente c JOIN pessoa p USING (cd_pessoa) LEFT JOIN simples_nacional_local s ON s.nr_cnpj = p.nr_documento_cnpj
        WHERE p.nm_pessoa LIKE 'Exemplar %' ORDER BY p.nm_pessoa`,
    );
    expect(bot.map((b) => b.conhecido)).toEqual([true, true, false]);
    const [hist] = await q<{ n: number; erros: number }>(
      `SELECT count(*)::int AS n, count(*) FILTER (WHERE ds_consulta::jsonb ->> 'status' = 'error')::int AS erros
         FROM cliente_valida_simples`,
    );
    expect(hist.n).toBe(12);
    expect(hist.erros).toBeGreaterThan(0);
  });

  it('appends candidates to a loaded database keeping indexes and search data current', async () => {
    const r = await carregarCandidatos(db.handle, { quantidade: 25, hoje: HOJE });
    expect(r.ultimoCd - r.primeiroCd).toBe(24);
    const [c] = await q<{ n: number; tsv: number }>(
      'SELECT count(*)::int AS n, count(tsv_pesquisa)::int AS tsv FROM candidato WHERE cd_pessoa BETWEEN $1 AND $2',
      [r.primeiroCd, r.ultimoCd],
    );
    expect(c).toEqual({ n: 25, tsv: 25 });
    expect(r.tempos.remover_indices).toBeUndefined();
    const [p] = await q<{ n: number }>(`SELECT count(*)::int AS n FROM pessoa WHERE cd_pessoa > $1`, [
      r.ultimoCd,
    ]);
    expect(p.n).toBe(0);
  });
});

describe('call-center demo', () => {
  it("gives the call-center login's unit a queue: waiting for a reply, queued, in attendance and finished", async () => {
    const linhas = await q<{
      status: number;
      chat: Date | null;
      atendente: string | null;
      fim: Date | null;
      n: number;
    }>(
      `SELECT cv.id_status_type AS status, cv.dt_inicio_chat AS chat, cv.nm_analista_atendimento AS atendente,
              cv.dt_fim_atendimento_cc AS fim,
              (SELECT count(*)::int FROM chatbot_mensagem m WHERE m.id_chatbot_conversa = cv.id_chatbot_conversa) AS n
         FROM chatbot_conversa cv JOIN usuario u ON u.cd_unid = cv.cd_empresa AND u.nm_login = 'callcenter'`,
    );
    // the candidate has not replied yet: only the opening template, out of the queue
    expect(linhas.filter((l) => l.status === 1 && !l.chat && l.n === 1).length).toBeGreaterThanOrEqual(1);
    // waiting for an agent, in attendance, finished with a reason
    expect(linhas.filter((l) => l.chat && !l.atendente && !l.fim).length).toBeGreaterThanOrEqual(3);
    expect(linhas.filter((l) => l.atendente && !l.fim).length).toBeGreaterThanOrEqual(1);
    expect(linhas.filter((l) => l.fim).length).toBeGreaterThanOrEqual(2);
  });

  it('has tests, reliability evaluations scored by the rule and documents sent for signature', async () => {
    const [t] = await q<{ n: number; conf: number; n_tipo_ok: number }>(
      `SELECT count(*)::int AS n,
              count(*) FILTER (WHERE x.id_especial = 'CONF')::int AS conf,
              count(*) FILTER (WHERE x.id_especial IS NULL AND ((x.id_tipo_teste = 'N' AND ct.nr_nota IS NOT NULL AND ct.cd_grau_teste IS NULL)
                OR (x.id_tipo_teste = 'C' AND ct.cd_grau_teste IS NOT NULL AND ct.nr_nota IS NULL)
                OR (x.id_tipo_teste = 'E' AND (ct.nr_nota IS NULL) <> (ct.cd_grau_teste IS NULL))))::int AS n_tipo_ok
         FROM candidato_teste ct JOIN teste x ON x.cd_teste = ct.cd_teste`,
    );
    expect(t.conf).toBeGreaterThan(0);
    expect(t.n_tipo_ok).toBe(t.n - t.conf);
    const docs = await q<{ id_situacao: string }>('SELECT id_situacao FROM candidato_documento ORDER BY id');
    expect(docs.map((d) => d.id_situacao)).toEqual(['A', 'R', 'P', 'P', 'P', 'P']);
    const [l] = await q<{ n: number }>(
      `SELECT count(*)::int AS n FROM candidato_documento d LEFT JOIN assinatura_local a ON a.documento_id = d.documento_id WHERE a.documento_id IS NULL`,
    );
    expect(l.n).toBe(0);
  });
});
