import { MENSAGENS_CURRICULO as M, PADROES_CURRICULO } from '@backoffice/domain/curriculo';
import { MENSAGENS } from '@backoffice/domain/mensagens';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, injectAs, login, type TestApp } from '../../../../test/helpers';
import {
  CARGOS_TESTE,
  criarCandidato,
  criarCatalogos,
  criarCliente,
  criarVaga,
} from '../../../../test/pesquisa-fixtures';

let t: TestApp;
let cookie: string;
let cookieUnidade2: string;
let cookieCallcenter: string;
let vaga: number;
let congelada: number;
let cand: number;
let empregos: number[];
let deficiencia: number;

/** The text of a PDF answer. */
async function textoPdf(body: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(body));
  const { text } = await extractText(pdf, { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

async function estagio(cd: number, nrVaga = vaga) {
  const [r] = await t.db.handle.query<{
    cd_estagio_vaga: number;
    dt_curriculo: unknown;
    dt_encaminhamento: unknown;
  }>(
    `SELECT cd_estagio_vaga, dt_curriculo, dt_encaminhamento FROM vaga_candidato WHERE nr_vaga = $1 AND cd_pessoa_candidato = $2`,
    [nrVaga, cd],
  );
  return r;
}

async function relacionar(cd: number, nrVaga = vaga, estagioVaga = 3) {
  await t.db.handle.query(
    `INSERT INTO vaga_candidato (nr_vaga, cd_pessoa_candidato, cd_estagio_vaga) VALUES ($1, $2, $3)`,
    [nrVaga, cd, estagioVaga],
  );
}

beforeAll(async () => {
  t = await createTestApp();
  const h = t.db.handle;
  cookie = await login(t.app, { permissoes: [58], cd_unid: 1 });
  cookieUnidade2 = await login(t.app, { permissoes: [36], cd_unid: 2 });
  cookieCallcenter = await login(t.app, 'callcenter');
  await criarCatalogos(h);
  const cliente = await criarCliente(h, 'Indústria Cliente');
  vaga = (await criarVaga(h, { cliente, cd_cargo: CARGOS_TESTE.empilhadeira })).nr_vaga;
  congelada = (await criarVaga(h, { cliente, situacao: 13 })).nr_vaga;
  cand = await criarCandidato(h, {
    nome: 'Joana Currículo da Silva',
    pretensao_salarial: 2345.67,
    cargos: [{ cd_cargo: CARGOS_TESTE.empilhadeira, anos: 3 }],
    nr_telefone_cel: '47999990000',
    turnos: ['id_turno_noturno'],
  });
  await h.query(
    `UPDATE pessoa SET ds_email = 'joana@example.com', nr_documento_cpf = '12345678909' WHERE cd_pessoa = $1`,
    [cand],
  );
  empregos = [];
  for (let i = 0; i < 12; i++) {
    const [e] = await h.query<{ nr_sequencia: number }>(
      `INSERT INTO candidato_emprego (cd_pessoa_candidato, nm_pessoa_empresa, nm_cargo, dt_inicio, dt_fim, vl_ultimo_salario, ds_motivo_saida)
       VALUES ($1, $2, 'Operador', $3::date, $4::date, 1999.5, 'Mudança de cidade') RETURNING nr_sequencia`,
      [cand, `Empresa ${String(i).padStart(2, '0')}`, `${2000 + i}-01-01`, `${2000 + i}-12-31`],
    );
    empregos.push(Number(e.nr_sequencia));
  }
  const [d] = await h.query<{ id_cid_candidato: number }>(
    `INSERT INTO candidato_deficiencia (cd_pessoa_candidato, cd_tipo_deficiencia, cd_cid) VALUES ($1, 1, 'H54') RETURNING id_cid_candidato`,
    [cand],
  );
  deficiencia = Number(d.id_cid_candidato);
  await relacionar(cand);
});
afterAll(async () => {
  await t?.close();
});

const gerar = (cd: number, corpo: object, quem: string | null = cookie, nrVaga = vaga) =>
  injectAs(t.app, quem ?? undefined, {
    method: 'POST',
    url: `/api/candidato/curriculo/${nrVaga}/${cd}`,
    payload: corpo,
  });

describe('candidate lists of the resume panel', () => {
  it('answers positions, the 10 most recent employments and the disabilities', async () => {
    const nome = await injectAs(t.app, cookie, { method: 'GET', url: `/api/candidato/nome/${cand}` });
    expect(nome.json()).toEqual({ NM_PESSOA: 'Joana Currículo da Silva', ID_POSSUE_DEFICIENCIA: 'N' });
    const cargos = await injectAs(t.app, cookie, { method: 'GET', url: `/api/candidato/cargos/${cand}` });
    expect(cargos.json()).toEqual([
      { CD_CARGO: CARGOS_TESTE.empilhadeira, NM_CARGO: 'Operador de Empilhadeira', NR_EXPERIENCIA: 3 },
    ]);
    const emp = await injectAs(t.app, cookie, { method: 'GET', url: `/api/candidato/empregos/${cand}` });
    expect(emp.statusCode).toBe(200);
    expect(emp.json()).toHaveLength(10);
    expect(emp.json()[0]).toMatchObject({
      NM_PESSOA_EMPRESA: 'Empresa 11',
      DT_INICIO: '2011-01-01',
      DT_FIM: '2011-12-31',
    });
    const def = await injectAs(t.app, cookie, { method: 'GET', url: `/api/candidato/deficiencias/${cand}` });
    expect(def.json()[0]).toMatchObject({ ID_CID_CANDIDATO: deficiencia, CD_CID: 'H54' });
    expect(
      (await injectAs(t.app, cookie, { method: 'GET', url: '/api/candidato/empregos/999999' })).statusCode,
    ).toBe(404);
    expect(
      (await injectAs(t.app, cookie, { method: 'GET', url: '/api/candidato/empregos/abc' })).statusCode,
    ).toBe(400);
    expect(
      (await injectAs(t.app, undefined, { method: 'GET', url: `/api/candidato/cargos/${cand}` })).statusCode,
    ).toBe(401);
    const marketing = await login(t.app, 'marketing');
    expect(
      (await injectAs(t.app, marketing, { method: 'GET', url: `/api/candidato/cargos/${cand}` })).statusCode,
    ).toBe(403);
  });
});

describe('POST candidato/curriculo/{nrVaga}/{cdPessoa}', () => {
  it('renders the PDF with the settings and moves the candidate from 3 to 4', async () => {
    const res = await gerar(cand, {
      ...PADROES_CURRICULO,
      mostrar_pretensao_salarial: 'S',
      ultimo_salario: 'S',
      mostrar_deficiencia: 'S',
      empregos: empregos.slice(0, 2),
      deficiencias: [deficiencia],
    });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toContain('application/pdf');
    const texto = await textoPdf(res.rawPayload);
    expect(texto).toContain('Joana Currículo da Silva');
    expect(texto).toContain('joana@example.com');
    expect(texto).toContain('R$ 2.345,67');
    expect(texto).toContain('Empresa 00');
    expect(texto).not.toContain('Empresa 05');
    expect(texto).toContain('Último salário');
    expect(texto).not.toContain('Motivo da saída');
    expect(texto).toContain('H54');
    expect(texto).toContain('Noturno');
    const e = await estagio(cand);
    expect(e.cd_estagio_vaga).toBe(4);
    expect(e.dt_curriculo).not.toBeNull();
    const [n] = await t.db.handle.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM candidato_historico WHERE cd_pessoa_candidato = $1 AND nr_vaga = $2`,
      [cand, vaga],
    );
    expect(n.n).toBe(1);
  });

  it('hides the name and contacts when identificar_candidato is N, and the salary by default', async () => {
    const res = await gerar(cand, {
      identificar_candidato: 'N',
      mostrar_motivo_saida: 'S',
      mostrar_documentos: 'S',
      empregos: [empregos[0]],
    });
    expect(res.statusCode).toBe(200);
    const texto = await textoPdf(res.rawPayload);
    expect(texto).not.toContain('Joana');
    expect(texto).not.toContain('joana@example.com');
    expect(texto).not.toContain('47999990000');
    expect(texto).toContain(`Candidato ${cand}`);
    expect(texto).not.toContain('R$ 2.345,67');
    expect(texto).toContain('Mudança de cidade');
    expect(texto).toContain('12345678909');
    // already at 4: stays there, no new note
    expect((await estagio(cand)).cd_estagio_vaga).toBe(4);
  });

  it('layout 2 only for the listed units (400), and looks different from layout 1', async () => {
    const recusa = await gerar(cand, { mostrar_layout: 2 }, cookieUnidade2);
    expect(recusa.statusCode).toBe(400);
    expect(recusa.json().error).toBe(M.layout2Unidade);
    const l2 = await textoPdf((await gerar(cand, { mostrar_layout: 2 })).rawPayload);
    const l1 = await textoPdf((await gerar(cand, { mostrar_layout: 1 })).rawPayload);
    expect(l2).toContain('Currículo resumido');
    expect(l1).not.toContain('Currículo resumido');
  });

  it('adds the medical report page when asked', async () => {
    const texto = await textoPdf(
      (await gerar(cand, { gerar_laudo_medico: 'S', gerar_laudo: 'embraco', deficiencias: [deficiencia] }))
        .rawPayload,
    );
    expect(texto).toContain('Laudo médico');
    expect(texto).toContain('Modelo Embraco');
  });

  it('refuses bad settings, foreign records, unrelated candidates and frozen vacancies, moving nothing', async () => {
    const outro = await criarCandidato(t.db.handle, { nome: 'Outro Candidato' });
    await relacionar(outro);
    expect((await gerar(outro, { mostrar_layout: 3 })).statusCode).toBe(400);
    expect((await gerar(outro, { gerar_laudo: 'x' })).statusCode).toBe(400);
    expect((await gerar(outro, { empregos: Array.from({ length: 11 }, (_, i) => i + 1) })).statusCode).toBe(
      400,
    );
    const alheio = await gerar(outro, { empregos: [empregos[0]] });
    expect(alheio.statusCode).toBe(400);
    expect(alheio.json().error).toBe(M.empregoDeOutro);
    expect((await gerar(outro, { deficiencias: [deficiencia] })).json().error).toBe(M.deficienciaDeOutra);
    expect((await gerar(outro, { cd_cargo: CARGOS_TESTE.vendedor })).json().error).toBe(M.cargoDeOutro);
    expect((await estagio(outro)).cd_estagio_vaga).toBe(3);

    const solto = await criarCandidato(t.db.handle);
    expect((await gerar(solto, {})).statusCode).toBe(409);
    await relacionar(outro, congelada);
    const frozen = await gerar(outro, {}, cookie, congelada);
    expect(frozen.statusCode).toBe(409);
    expect(frozen.json().error).toBe(MENSAGENS.vagaCongelada);
    expect((await estagio(outro, congelada)).cd_estagio_vaga).toBe(3);
    expect((await gerar(outro, {}, null)).statusCode).toBe(401);
    expect((await gerar(outro, {}, cookieCallcenter)).statusCode).toBe(403);
  });
});

describe('referral: aprova-candidato-estagio-vaga and encaminhamento', () => {
  it('moves to 5 with dt_encaminhamento and then serves the letter', async () => {
    const cd = await criarCandidato(t.db.handle, { nome: 'Paulo Encaminhado' });
    await relacionar(cd);
    const carta0 = await injectAs(t.app, cookie, {
      method: 'GET',
      url: `/api/candidato/encaminhamento/${vaga}/${cd}`,
    });
    expect(carta0.statusCode).toBe(409);
    const url = `/api/candidato/aprova-candidato-estagio-vaga/${vaga}/${cd}/5`;
    const res = await injectAs(t.app, cookie, { method: 'POST', url });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 1, msg: M.encaminhado });
    const e = await estagio(cd);
    expect(e.cd_estagio_vaga).toBe(5);
    expect(e.dt_encaminhamento).not.toBeNull();
    expect((await injectAs(t.app, cookie, { method: 'POST', url })).statusCode).toBe(409);
    const carta = await injectAs(t.app, cookie, {
      method: 'GET',
      url: `/api/candidato/encaminhamento/${vaga}/${cd}`,
    });
    expect(carta.statusCode).toBe(200);
    const texto = await textoPdf(carta.rawPayload);
    expect(texto).toContain('Carta de encaminhamento');
    expect(texto).toContain('Paulo Encaminhado');
    expect(texto).toContain('Indústria Cliente');
  });

  it('refuses frozen vacancies and rejected candidates', async () => {
    const cd = await criarCandidato(t.db.handle);
    await relacionar(cd, congelada);
    const frozen = await injectAs(t.app, cookie, {
      method: 'POST',
      url: `/api/candidato/aprova-candidato-estagio-vaga/${congelada}/${cd}/5`,
    });
    expect(frozen.statusCode).toBe(409);
    expect((await estagio(cd, congelada)).cd_estagio_vaga).toBe(3);
    await relacionar(cd);
    await t.db.handle.query(
      `UPDATE vaga_candidato SET id_situacao = 'R' WHERE nr_vaga = $1 AND cd_pessoa_candidato = $2`,
      [vaga, cd],
    );
    const rep = await injectAs(t.app, cookie, {
      method: 'POST',
      url: `/api/candidato/aprova-candidato-estagio-vaga/${vaga}/${cd}/5`,
    });
    expect(rep.statusCode).toBe(409);
    expect(rep.json().error).toBe(M.candidatoReprovado);
  });
});
