import { MENSAGENS_CADASTRO as M } from '@backoffice/domain/candidato-cadastro';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarCatalogosCurriculo, formulario } from '../../../../test/curriculo-fixtures';
import { createTestApp, injectAs, login, type TestApp } from '../../../../test/helpers';
import { CARGOS_TESTE } from '../../../../test/pesquisa-fixtures';

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  await criarCatalogosCurriculo(t.db.handle);
  cookie = await login(t.app, 'selecao');
});
afterAll(async () => {
  await t?.close();
});

const q = <T = Record<string, unknown>>(sql: string, p: unknown[] = []) => t.db.handle.query<T>(sql, p);
const get = (url: string) => injectAs(t.app, cookie, { method: 'GET', url });
const salvar = (payload: Record<string, unknown>) =>
  injectAs(t.app, cookie, { method: 'POST', url: '/api/candidato/salvar-curriculo', payload });

/** Rows of every table a save writes: a refusal must leave them all as they were. */
async function contagens() {
  const [r] = await q(
    `SELECT (SELECT count(*) FROM pessoa)::int AS pessoa, (SELECT count(*) FROM candidato)::int AS candidato,
            (SELECT count(*) FROM candidato_emprego)::int AS emprego, (SELECT count(*) FROM candidato_formacao)::int AS formacao,
            (SELECT count(*) FROM candidato_idioma)::int AS idioma, (SELECT count(*) FROM candidato_software)::int AS software,
            (SELECT count(*) FROM candidato_competencia)::int AS competencia,
            (SELECT count(*) FROM candidato_deficiencia)::int AS pcd, (SELECT count(*) FROM candidato_cargo)::int AS cargo,
            (SELECT count(*) FROM candidato_operacao)::int AS alteracao,
            (SELECT max(alterado_em) FROM candidato)::text AS alterado`,
  );
  return r;
}

describe('POST candidato/salvar-curriculo: a new registration', () => {
  let cd: number;

  it('stores every field and sub-list, the search data and who created it', async () => {
    const res = await salvar(formulario({ nm_pessoa: 'Joana Prado', nr_documento_cpf: '529.982.247-25' }));
    expect(res.statusCode, res.body).toBe(200);
    const corpo = res.json();
    expect(corpo).toMatchObject({ status: 1, message: M.sucessoCadastro });
    cd = corpo.cd_pessoa;
    expect(cd).toBeGreaterThan(0);

    const dados = (await get(`/api/candidato/dados-candidato/${cd}`)).json();
    expect(dados).toMatchObject({
      NM_PESSOA: 'Joana Prado',
      NR_DOCUMENTO_CPF: '52998224725',
      DT_NASCIMENTO: '1990-03-15',
      CD_UF: 'SC',
      NM_CIDADE: 'Joinville',
      NM_BAIRRO: 'Centro',
      CD_CEP: '89201100',
      NR_TELEFONE_CEL: '47999998888',
      NR_ALTURA: 1.68,
      NR_PESO: 62,
      PRETENSAO_SALARIAL: 3200,
      ID_TURNO_NOTURNO: 'S',
      // events off clears its kinds; children off is 0
      ID_ABORDAGEM: 'N',
      NR_FILHO: 0,
      ID_SENHA_WEB: 'S',
      CD_PAIS: 1,
      CD_UF_ORIGEM: 'SC',
    });
    expect(JSON.stringify(dados)).not.toContain('abc123');

    const cursos = (await get(`/api/candidato/cursos/${cd}`)).json();
    expect(cursos).toHaveLength(2);
    expect(cursos.find((c: { CD_NIVEL: number }) => c.CD_NIVEL === 2).DT_CONCLUSAO_CURSO).toBe('2008-12');
    expect((await get(`/api/candidato/idiomas/${cd}`)).json()).toEqual([
      { CD_IDIOMA: 2, NM_IDIOMA: 'Espanhol', ID_LEITURA: 3, ID_ESCRITA: 2, ID_FALA: 3 },
    ]);
    expect((await get(`/api/candidato/softwares/${cd}`)).json()).toEqual([
      { CD_CONHECIMENTO: 2, NM_CONHECIMENTO: 'Microsoft Excel', ID_CONHECIMENTO: 3 },
    ]);
    expect((await get(`/api/candidato/competencias/${cd}`)).json()).toEqual([
      { CD_COMPETENCIA: 1, NM_COMPETENCIA: 'Comunicação', NR_NOTA: 4, ID_MOSTRA_CURRICULO: 'S' },
    ]);
    const empregos = (await get(`/api/candidato/empregos/${cd}?todos=S`)).json();
    expect(empregos).toEqual([
      expect.objectContaining({
        NM_PESSOA_EMPRESA: 'Transportes Sul',
        VL_ULTIMO_SALARIO: 2800,
        DT_FIM: '2022-06-30',
      }),
    ]);
    expect((await get(`/api/candidato/cargos/${cd}`)).json()).toEqual([
      expect.objectContaining({ CD_CARGO: CARGOS_TESTE.empilhadeira, NR_EXPERIENCIA: 3 }),
    ]);

    const [c] = await q(
      `SELECT cd_escolaridade, id_cursando, cargos_anos, tsv_pesquisa @@ to_tsquery('pt_unaccent', 'empilhadeira') AS acha,
              nm_senha_web LIKE '$argon2id$%' AS hash, cd_empresa
         FROM candidato WHERE cd_pessoa = $1`,
      [cd],
    );
    // Médio concluded (5), Superior in progress (7)
    expect(c).toMatchObject({ cd_escolaridade: 7, id_cursando: 'S', acha: true, hash: true });
    expect(c.cargos_anos).toEqual([CARGOS_TESTE.empilhadeira * 100 + 3]);
    const alt = await q(`SELECT id_tipo_operacao, cd_usuario FROM candidato_operacao WHERE cd_pessoa = $1`, [
      cd,
    ]);
    expect(alt).toEqual([{ id_tipo_operacao: 'I', cd_usuario: expect.any(Number) }]);
    const [busca] = await q(`SELECT nm_pessoa, nr_documento_cpf FROM candidato_busca WHERE cd_pessoa = $1`, [
      cd,
    ]);
    expect(busca).toEqual({ nm_pessoa: 'Joana Prado', nr_documento_cpf: '52998224725' });
  });

  it('is found by the candidate search right after the save', async () => {
    const res = await get('/api/candidato/pesquisa/nr_documento_cpf=52998224725');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().map((r: { CODIGO_PESSOA: number }) => r.CODIGO_PESSOA)).toEqual([cd]);
  });

  it('edits every section: fields, jobs, courses, languages, software, competencies, positions', async () => {
    const emprego = (await get(`/api/candidato/empregos/${cd}?todos=S`)).json()[0];
    const curso = (await get(`/api/candidato/cursos/${cd}`)).json()[0];
    const res = await salvar(
      formulario({
        cd_pessoa_candidato: String(cd),
        nm_pessoa: 'Joana Prado Souza',
        nr_documento_cpf: '529.982.247-25',
        nm_senha_web: '',
        nm_confirma_senha_web: '',
        nm_bairro: 'América',
        ds_laudo: 'Sem restrições para o trabalho.',
        id_experiencia: 'S',
        id_abordagem: 'S',
        possui_filhos: 'S',
        nr_filho: '2',
        addCurso: '',
        addEmprego: '',
        addIdioma: '',
        addSoftware: '',
        addCompetencia: '',
        editEmprego: JSON.stringify([
          {
            nr_sequencia: emprego.NR_SEQUENCIA,
            nm_pessoa_empresa: 'Transportes Sul Ltda',
            nm_cargo: 'Líder de Expedição',
            dt_inicio: '2018-01-10',
          },
        ]),
        editCurso: JSON.stringify([
          { nr_sequencia: curso.NR_SEQUENCIA, cd_nivel: 4, id_situacao: 'C', nm_curso: 'Logística' },
        ]),
        editIdioma: JSON.stringify([{ cd_idioma: 2, id_leitura: 4, id_escrita: 4, id_fala: 4 }]),
        editSoftware: JSON.stringify([{ cd_conhecimento: 2, id_conhecimento: 1 }]),
        editCompetencia: JSON.stringify([{ cd_competencia: 1, nr_nota: 5, id_mostra_curriculo: 'N' }]),
        cargosSelecionados: JSON.stringify([
          { CD_CARGO: CARGOS_TESTE.empilhadeira, NR_EXPERIENCIA: 4 },
          { CD_CARGO: CARGOS_TESTE.auxiliarAdministrativo, NR_EXPERIENCIA: 1 },
        ]),
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 1, message: M.sucessoAtualizacao, cd_pessoa: cd });
    const dados = (await get(`/api/candidato/dados-candidato/${cd}`)).json();
    expect(dados).toMatchObject({
      NM_PESSOA: 'Joana Prado Souza',
      DS_LAUDO: 'Sem restrições para o trabalho.',
      NM_BAIRRO: 'América',
      ID_ABORDAGEM: 'S',
      NR_FILHO: 2,
    });
    expect((await get(`/api/candidato/empregos/${cd}?todos=S`)).json()[0]).toMatchObject({
      NM_PESSOA_EMPRESA: 'Transportes Sul Ltda',
      NM_CARGO: 'Líder de Expedição',
      DT_FIM: null,
    });
    expect((await get(`/api/candidato/idiomas/${cd}`)).json()[0]).toMatchObject({
      ID_LEITURA: 4,
      ID_FALA: 4,
    });
    expect((await get(`/api/candidato/softwares/${cd}`)).json()[0].ID_CONHECIMENTO).toBe(1);
    expect((await get(`/api/candidato/competencias/${cd}`)).json()[0]).toMatchObject({
      NR_NOTA: 5,
      ID_MOSTRA_CURRICULO: 'N',
    });
    expect((await get(`/api/candidato/cargos/${cd}`)).json()).toHaveLength(2);
    // the stored password stays when none is typed
    const [c] = await q(
      `SELECT nm_senha_web IS NOT NULL AS tem, cd_escolaridade FROM candidato WHERE cd_pessoa = $1`,
      [cd],
    );
    expect(c).toEqual({ tem: true, cd_escolaridade: 8 });
    const alt = await q(`SELECT id_tipo_operacao FROM candidato_operacao WHERE cd_pessoa = $1 ORDER BY 1`, [
      cd,
    ]);
    expect(alt.map((a) => a.id_tipo_operacao)).toEqual(['A', 'I']);
    const [busca] = await q(`SELECT nm_pessoa FROM candidato_busca WHERE cd_pessoa = $1`, [cd]);
    expect(busca.nm_pessoa).toBe('Joana Prado Souza');
  });

  it('accepts the same form as multipart/form-data', async () => {
    const form = new FormData();
    for (const [k, v] of Object.entries(formulario({ nm_pessoa: 'Carlos Multipart' })))
      form.append(k, String(v));
    const res = await injectAs(t.app, cookie, {
      method: 'POST',
      url: '/api/candidato/salvar-curriculo',
      payload: form,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe(1);
    const [p] = await q(`SELECT nm_pessoa FROM pessoa WHERE cd_pessoa = $1`, [res.json().cd_pessoa]);
    expect(p.nm_pessoa).toBe('Carlos Multipart');
  });

  it('warns of a candidate with the same name and birth date before saving, and saves when confirmed', async () => {
    const antes = await contagens();
    const res = await salvar(formulario({ nm_pessoa: 'joana PRADO souza' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 2, message: M.homonimo(cd), cd_pessoa: cd });
    expect(await contagens()).toEqual(antes);
    const ok = await salvar(formulario({ nm_pessoa: 'Joana Prado Souza', id_confirma_homonimo: 'S' }));
    expect(ok.json().status).toBe(1);
  });
});

describe('refusals write nothing', () => {
  let cd: number;
  let outro: number;
  beforeAll(async () => {
    cd = (await salvar(formulario({ nm_pessoa: 'Marcos Recusa', nr_documento_pis: '120.56874.10-7' }))).json()
      .cd_pessoa;
    outro = (await salvar(formulario({ nm_pessoa: 'Outra Pessoa' }))).json().cd_pessoa;
    expect(cd).toBeGreaterThan(0);
    expect(outro).toBeGreaterThan(0);
  });

  it.each([
    ['an invalid CPF', { nr_documento_cpf: '111.111.111-11' }, M.cpfInvalido],
    ['under 14', { dt_nascimento: '2024-01-01' }, M.idadeMinima],
    ['one phone', { nr_telefone_res: '' }, M.telefones],
    ['invalid JSON in a sub-list', { addEmprego: '[{"nm' }, M.listaInvalida('addEmprego')],
    ['a password of 5', { nm_senha_web: 'abc12', nm_confirma_senha_web: 'abc12' }, M.senhaMinima],
    ['a reminder holding the password', { ds_lembrete_senha_web: 'abc123!' }, M.lembreteComSenha],
    ['an unknown state', { cd_uf_reside: 'XX' }, null],
  ])('%s: 400', async (_nome, extra, mensagem) => {
    const antes = await contagens();
    const res = await salvar(formulario({ nm_pessoa: 'Recusado', ...extra }));
    expect(res.statusCode, res.body).toBe(400);
    if (mensagem) expect(JSON.stringify(res.json().error)).toContain(mensagem);
    expect(await contagens()).toEqual(antes);
  });

  it('an unknown desired position or language: 400, nothing stored', async () => {
    const antes = await contagens();
    const r1 = await salvar(
      formulario({ cargosSelecionados: JSON.stringify([{ CD_CARGO: 999_999, NR_EXPERIENCIA: 1 }]) }),
    );
    expect(r1.statusCode, r1.body).toBe(400);
    const r2 = await salvar(formulario({ addIdioma: JSON.stringify([{ cd_idioma: 999 }]) }));
    expect(r2.statusCode, r2.body).toBe(400);
    expect(await contagens()).toEqual(antes);
  });

  it('a CPF of another candidate: 409 with the spec message, nothing stored', async () => {
    const antes = await contagens();
    const res = await salvar(formulario({ nm_pessoa: 'Joana Prado', nr_documento_cpf: '529.982.247-25' }));
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().error).toBe(M.cpfExistente);
    expect(await contagens()).toEqual(antes);
  });

  it("a PIS of another candidate: 409 'PIS/NIT já cadastrado para {name}'", async () => {
    const res = await salvar(
      formulario({
        cd_pessoa_candidato: String(outro),
        nm_pessoa: 'Outra Pessoa',
        nr_documento_pis: '12056874107',
      }),
    );
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().error).toBe(M.pisNitExistente('Marcos Recusa'));
  });

  it("another candidate's sub-record: 400 and the candidate's fields untouched", async () => {
    const empregoDoOutro = (await get(`/api/candidato/empregos/${outro}?todos=S`)).json()[0];
    const antes = await contagens();
    const res = await salvar(
      formulario({
        cd_pessoa_candidato: String(cd),
        nm_pessoa: 'Marcos Alterado',
        nr_documento_cpf: (await q(`SELECT nr_documento_cpf FROM pessoa WHERE cd_pessoa = $1`, [cd]))[0]
          .nr_documento_cpf,
        addCurso: '',
        addEmprego: JSON.stringify([
          { nm_pessoa_empresa: 'Nova', nm_cargo: 'Nova', dt_inicio: '2023-01-01' },
        ]),
        addIdioma: '',
        addSoftware: '',
        addCompetencia: '',
        editEmprego: JSON.stringify([
          {
            nr_sequencia: empregoDoOutro.NR_SEQUENCIA,
            nm_pessoa_empresa: 'X',
            nm_cargo: 'Y',
            dt_inicio: '2020-01-01',
          },
        ]),
      }),
    );
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error).toBe(M.registroInexistente('emprego'));
    expect(await contagens()).toEqual(antes);
    const [p] = await q(`SELECT nm_pessoa FROM pessoa WHERE cd_pessoa = $1`, [cd]);
    expect(p.nm_pessoa).toBe('Marcos Recusa');
  });

  it('an unknown candidate: 404', async () => {
    const res = await salvar(formulario({ cd_pessoa_candidato: '987654321' }));
    expect(res.statusCode, res.body).toBe(404);
    expect(res.json().error).toBe(M.candidatoNaoEncontrado);
  });

  it('the database holds one candidate per CPF and one per PIS', async () => {
    await expect(
      q(
        `UPDATE pessoa SET nr_documento_cpf = (SELECT nr_documento_cpf FROM pessoa WHERE cd_pessoa = $1) WHERE cd_pessoa = $2`,
        [cd, outro],
      ),
    ).rejects.toThrow();
    await expect(
      q(`UPDATE candidato SET nr_documento_pis = '12056874107' WHERE cd_pessoa = $1`, [outro]),
    ).rejects.toThrow();
  });
});

describe('two saves of one candidate at once', () => {
  it("keeps both saves' new cards", async () => {
    const cd = (await salvar(formulario({ nm_pessoa: 'Paula Concorrente' }))).json().cd_pessoa;
    const cpf = (await q(`SELECT nr_documento_cpf FROM pessoa WHERE cd_pessoa = $1`, [cd]))[0]
      .nr_documento_cpf;
    const edicao = (empresa: string) =>
      salvar(
        formulario({
          cd_pessoa_candidato: String(cd),
          nm_pessoa: 'Paula Concorrente',
          nr_documento_cpf: cpf,
          addCurso: '',
          addIdioma: '',
          addSoftware: '',
          addCompetencia: '',
          addEmprego: JSON.stringify([
            { nm_pessoa_empresa: empresa, nm_cargo: 'Auxiliar', dt_inicio: '2023-01-01' },
          ]),
        }),
      );
    const [a, b] = await Promise.all([edicao('Empresa A'), edicao('Empresa B')]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const nomes = (await get(`/api/candidato/empregos/${cd}?todos=S`))
      .json()
      .map((e: { NM_PESSOA_EMPRESA: string }) => e.NM_PESSOA_EMPRESA)
      .sort();
    expect(nomes).toEqual(['Empresa A', 'Empresa B', 'Transportes Sul']);
  });
});

// The documents of the candidates saved above: the holder of a CPF or a PIS already stored.
describe('checking documents', () => {
  it('valida-cpf, valida-pis, valida-nit answer validity and the holder', async () => {
    const [dono] = await q<{ cd_pessoa: number; nm_pessoa: string }>(
      `SELECT cd_pessoa::int AS cd_pessoa, nm_pessoa FROM candidato_busca WHERE nr_documento_cpf = '52998224725'`,
    );
    expect((await get('/api/documento/valida-cpf/529.982.247-25/0')).json()).toEqual({
      CPF_VALIDO: 'N',
      CD_PESSOA: dono.cd_pessoa,
      NM_PESSOA: dono.nm_pessoa,
      message: M.cpfExistente,
    });
    expect((await get(`/api/documento/valida-cpf/52998224725/${dono.cd_pessoa}`)).json()).toMatchObject({
      CPF_VALIDO: 'S',
      CD_PESSOA: null,
    });
    expect((await get('/api/documento/valida-cpf/111.111.111-11/0')).json()).toMatchObject({
      CPF_VALIDO: 'N',
      message: M.cpfInvalido,
    });
    expect((await get('/api/documento/valida-pis/12056874107/0')).json()).toMatchObject({
      PIS_VALIDO: 'N',
      NM_PESSOA: 'Marcos Recusa',
      message: M.pisNitExistente('Marcos Recusa'),
    });
    expect((await get('/api/documento/valida-nit/12056874108/0')).json()).toMatchObject({
      NIT_VALIDO: 'N',
      message: M.documentoInvalido,
    });
  });
});
