import fs from 'node:fs';
import path from 'node:path';
import { MENSAGENS_CADASTRO as M } from '@backoffice/domain/candidato-cadastro';
import { escolaridadeDaFormacao } from '@backoffice/domain/catalogos';
import { MENSAGENS } from '@backoffice/domain/mensagens';
import {
  PERMISSOES,
  PERMISSOES_EDITAR_CANDIDATO,
  PERMISSOES_VALIDAR_ESOCIAL,
} from '@backoffice/domain/permissions';
import sharp from 'sharp';
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

describe('deleting saved cards and checking documents', () => {
  it('deletes a job, a language, software, a competency; refuses the last education', async () => {
    const cd = (
      await salvar(
        formulario({
          nm_pessoa: 'Rita Exclui',
          addCurso: JSON.stringify([{ cd_nivel: 1, id_situacao: 'C' }]),
        }),
      )
    ).json().cd_pessoa;
    const emprego = (await get(`/api/candidato/empregos/${cd}?todos=S`)).json()[0];
    expect((await get(`/api/candidato/exclui-emprego/${emprego.NR_SEQUENCIA}`)).json()).toEqual({
      status: 1,
      message: M.excluido,
    });
    expect((await get(`/api/candidato/exclui-idioma/${cd}/2`)).statusCode).toBe(200);
    expect((await get(`/api/candidato/exclui-software/${cd}/2`)).statusCode).toBe(200);
    expect((await get(`/api/candidato/exclui-competencia/${cd}/1`)).statusCode).toBe(200);
    expect((await get(`/api/candidato/exclui-idioma/${cd}/2`)).statusCode).toBe(404);
    const [n] = await q(
      `SELECT (SELECT count(*) FROM candidato_emprego WHERE cd_pessoa_candidato = $1)::int AS e,
              (SELECT count(*) FROM candidato_idioma WHERE cd_pessoa_candidato = $1)::int AS i`,
      [cd],
    );
    expect(n).toEqual({ e: 0, i: 0 });
    const curso = (await get(`/api/candidato/cursos/${cd}`)).json()[0];
    const res = await get(`/api/candidato/exclui-curso/${curso.NR_SEQUENCIA}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(M.formacao);
    expect((await get(`/api/candidato/cursos/${cd}`)).json()).toHaveLength(1);
  });

  it('exclui-curso lowers the education level the record proves when its highest education goes', async () => {
    const cd = (
      await salvar(
        formulario({
          nm_pessoa: 'Rita Formada',
          addCurso: JSON.stringify([
            { cd_nivel: 4, id_situacao: 'C' },
            { cd_nivel: 2, id_situacao: 'C' },
          ]),
        }),
      )
    ).json().cd_pessoa;
    const nivel = async () =>
      (await q<{ e: number }>('SELECT cd_escolaridade AS e FROM candidato WHERE cd_pessoa = $1', [cd]))[0].e;
    expect(await nivel()).toBe(escolaridadeDaFormacao(4, 'C'));
    const superior = (await get(`/api/candidato/cursos/${cd}`))
      .json()
      .find((c: { CD_NIVEL: number }) => c.CD_NIVEL === 4);
    expect((await get(`/api/candidato/exclui-curso/${superior.NR_SEQUENCIA}`)).statusCode).toBe(200);
    expect(await nivel()).toBe(escolaridadeDaFormacao(2, 'C'));
  });

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

  it('orgao-emissor answers the RG issuing bodies', async () => {
    const r = (await get('/api/documento/orgao-emissor')).json();
    expect(r).toContainEqual({ SIGLA: 'SSP', NM_ORGAO: 'Secretaria de Segurança Pública' });
  });

  it('dados-base answers the catalogues', async () => {
    const r = (await get('/api/curriculo/dados-base')).json();
    expect(r.softwares).toContainEqual({ CD_CONHECIMENTO: 2, NM_CONHECIMENTO: 'Microsoft Excel' });
    expect(r.competencias).toHaveLength(2);
    expect(r.idiomas.length).toBeGreaterThan(5);
    expect(r.cargos).toContainEqual({ CD_CARGO: CARGOS_TESTE.eletricista, NM_CARGO: 'Eletricista' });
  });
});

describe('endereco/buscar-cep with the local adapter', () => {
  it('answers the street of a stored CEP with the city’s neighbourhoods; 404 unknown; 400 malformed', async () => {
    await q(
      `INSERT INTO cidade (cd_cidade, nm_cidade, cd_uf, cd_pais) VALUES (4209102, 'Joinville', 'SC', 1) ON CONFLICT DO NOTHING`,
    );
    await q(`INSERT INTO bairro (nm_bairro, cd_cidade, nm_cidade, cd_uf) VALUES ('Centro', 4209102, 'Joinville', 'SC')
             ON CONFLICT DO NOTHING`);
    const res = await get('/api/endereco/buscar-cep/89201-100');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      dados_cep: {
        CD_CEP: '89201100',
        ENDERECO: 'Rua XV de Novembro',
        NM_CIDADE: 'Joinville',
        CD_UF: 'SC',
        CD_PAIS: 1,
      },
      bairros: [expect.objectContaining({ NM_BAIRRO: 'Centro' })],
    });
    const nao = await get('/api/endereco/buscar-cep/01001000');
    expect(nao.statusCode).toBe(404);
    expect(nao.json().error).toBe('CEP não encontrado');
    expect((await get('/api/endereco/buscar-cep/123')).statusCode).toBe(400);
    const ruas = await injectAs(t.app, cookie, {
      method: 'POST',
      url: '/api/endereco/buscar-ceps',
      payload: { uf: 'SC', cidade: 'Joinville', nome: 'novembro' },
    });
    expect(ruas.statusCode, ruas.body).toBe(200);
    expect(ruas.json().linhas[0]).toMatchObject({ CD_CEP: '89201100', ENDERECO: 'Rua XV de Novembro' });
    const semCidade = await injectAs(t.app, cookie, {
      method: 'POST',
      url: '/api/endereco/buscar-ceps',
      payload: { uf: 'SC', cidade: '' },
    });
    expect(semCidade.statusCode).toBe(400);
  });
});

describe('disability records', () => {
  it('a PCD registration needs a record; records are inactivated, reactivated and deleted, the search following', async () => {
    const semLaudo = await salvar(formulario({ nm_pessoa: 'Lia Sem Laudo', id_possue_deficiencia: 'S' }));
    expect(semLaudo.statusCode).toBe(400);
    expect(JSON.stringify(semLaudo.json().error)).toContain(M.tipoDeficiencia);
    const res = await salvar(
      formulario({
        nm_pessoa: 'Lia Laudo',
        id_possue_deficiencia: 'S',
        addPcd: JSON.stringify([
          {
            cd_tipo_deficiencia: 2,
            cd_cid: 'H90.3',
            dt_validade: '2024-05-01',
            ds_observacao: 'Usa aparelho',
          },
          { cd_tipo_deficiencia: 1, cd_cid: 'M21' },
        ]),
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const cd = res.json().cd_pessoa;
    const laudos = (await get(`/api/candidato/dados-pcd/${cd}`)).json();
    expect(laudos).toHaveLength(2);
    const [c0] = await q(`SELECT deficiencias FROM candidato WHERE cd_pessoa = $1`, [cd]);
    expect([...(c0.deficiencias as number[])].sort()).toEqual([1, 2]);
    const post = (url: string, id: number) =>
      injectAs(t.app, cookie, {
        method: 'POST',
        url: `/api/candidato/${url}`,
        payload: { id_cid_candidato: id },
      });
    const auditiva = laudos.find((l: { CD_TIPO_DEFICIENCIA: number }) => l.CD_TIPO_DEFICIENCIA === 2);
    const fisica = laudos.find((l: { CD_TIPO_DEFICIENCIA: number }) => l.CD_TIPO_DEFICIENCIA === 1);
    expect((await post('inativa-laudo-pcd', auditiva.ID_CID_CANDIDATO)).json()).toEqual({
      status: 1,
      message: M.laudoInativado,
    });
    const [c1] = await q(`SELECT deficiencias FROM candidato WHERE cd_pessoa = $1`, [cd]);
    expect(c1.deficiencias).toEqual([1]);
    // the last active record stays
    const ultimo = await post('exclui-laudo-pcd', fisica.ID_CID_CANDIDATO);
    expect(ultimo.statusCode).toBe(409);
    expect(ultimo.json().error).toBe(M.ultimoLaudo);
    expect((await post('reativa-laudo-pcd', auditiva.ID_CID_CANDIDATO)).statusCode).toBe(200);
    expect((await post('exclui-laudo-pcd', fisica.ID_CID_CANDIDATO)).statusCode).toBe(200);
    expect((await get(`/api/candidato/dados-pcd/${cd}`)).json()).toEqual([
      expect.objectContaining({
        CD_TIPO_DEFICIENCIA: 2,
        CD_CID: 'H90.3',
        ID_STATUS: 'A',
        NM_STATUS: 'Ativo',
      }),
    ]);
    expect((await post('exclui-laudo-pcd', 987654321)).statusCode).toBe(404);
  });
});

describe('block, inactivate, e-Social, score, consent, opinions', () => {
  const MOTIVO = 'Candidato faltou a três entrevistas marcadas sem avisar a unidade.';
  const post = (url: string, payload: Record<string, unknown>) =>
    injectAs(t.app, cookie, { method: 'POST', url: `/api/candidato/${url}`, payload });
  let cd: number;
  beforeAll(async () => {
    cd = (await salvar(formulario({ nm_pessoa: 'Bruno Situacao' }))).json().cd_pessoa;
  });
  const notas = async () =>
    (
      await q(
        `SELECT id_tipo, ds_historico FROM candidato_historico WHERE cd_pessoa_candidato = $1 ORDER BY id_historico`,
        [cd],
      )
    ).map((h) => h.id_tipo);

  it('blocks and releases with a reason of 40 characters, writing history', async () => {
    const curto = await post('bloquear-candidato', {
      cd_pessoa_candidato: cd,
      ds_observacoes: 'curto demais',
    });
    expect(curto.statusCode).toBe(400);
    expect(JSON.stringify(curto.json().error)).toContain(M.motivoMinimo);
    expect(
      (await post('bloquear-candidato', { cd_pessoa_candidato: cd, ds_observacoes: MOTIVO })).json(),
    ).toEqual({
      status: 1,
      message: M.bloqueado,
    });
    expect(
      (await post('bloquear-candidato', { cd_pessoa_candidato: cd, ds_observacoes: MOTIVO })).statusCode,
    ).toBe(409);
    const [b] = await q(`SELECT id_bloqueado FROM candidato_busca WHERE cd_pessoa = $1`, [cd]);
    expect(b.id_bloqueado).toBe('S');
    expect(
      (await post('desbloquear-candidato', { cd_pessoa_candidato: cd, ds_observacoes: MOTIVO })).json()
        .message,
    ).toBe(M.liberado);
    expect(await notas()).toEqual(['B', 'L']);
  });

  it('inactivates until a date (required, after today) and activates', async () => {
    const sem = await post('inativar-candidato', { cd_pessoa_candidato: cd, ds_observacoes: MOTIVO });
    expect(sem.statusCode).toBe(400);
    expect(sem.json().error).toBe(M.dataInativacao);
    const ok = await post('inativar-candidato', {
      cd_pessoa_candidato: cd,
      dt_inativo: '2199-01-31',
      ds_observacoes: MOTIVO,
    });
    expect(ok.json()).toEqual({ status: 1, message: M.inativado });
    expect((await get(`/api/candidato/dados-candidato/${cd}`)).json()).toMatchObject({
      DT_INATIVO: '2199-01-31',
      ID_INDISPONIVEL: 'S',
    });
    expect(
      (await post('ativar-candidato', { cd_pessoa_candidato: cd, ds_observacoes: MOTIVO })).json().message,
    ).toBe(M.ativado);
    expect((await get(`/api/candidato/dados-candidato/${cd}`)).json().DT_INATIVO).toBeNull();
  });

  it('e-Social validation is refused (403) to a user without the editing codes, writing nothing', async () => {
    const semCodigo = await login(t.app, { permissoes: [...PERMISSOES.callcenter] });
    const antes = await notas();
    const [situacao] = await q(
      `SELECT id_situacao_esocial, alterado_em::text FROM candidato WHERE cd_pessoa = $1`,
      [cd],
    );
    const res = await injectAs(t.app, semCodigo, {
      method: 'POST',
      url: '/api/candidato/status-esocial',
      payload: { cd_pessoa_candidato: cd, status: 'V' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe(MENSAGENS.semPermissao);
    expect(await notas()).toEqual(antes);
    expect(
      (await q(`SELECT id_situacao_esocial, alterado_em::text FROM candidato WHERE cd_pessoa = $1`, [cd]))[0],
    ).toEqual(situacao);
    // a recruiter (code 36 only) holds the editing codes and may validate
    const recrutador = await login(t.app, { permissoes: [36] });
    const ok = await injectAs(t.app, recrutador, {
      method: 'POST',
      url: '/api/candidato/status-esocial',
      payload: { cd_pessoa_candidato: cd, status: 'E' },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(PERMISSOES_VALIDAR_ESOCIAL).toEqual(PERMISSOES_EDITAR_CANDIDATO);
  });

  it('e-Social validation writes the note V; score doubled; consent re-sent; opinions 50 to 3800', async () => {
    expect((await post('status-esocial', { cd_pessoa_candidato: cd, status: 'V' })).json().message).toBe(
      M.esocialAtualizado,
    );
    expect((await post('status-esocial', { cd_pessoa_candidato: cd, status: 'X' })).statusCode).toBe(400);
    expect((await get(`/api/candidato/dados-candidato/${cd}`)).json().ID_SITUACAO_ESOCIAL).toBe('V');
    expect((await notas()).at(-1)).toBe('V');
    expect((await get(`/api/candidato/atualiza-nota/${cd}/7`)).json().status).toBe(1);
    expect((await get(`/api/candidato/atualiza-nota/${cd}/11`)).statusCode).toBe(400);
    expect((await get(`/api/candidato/dados-candidato/${cd}`)).json().NR_NOTA_CANDIDATO).toBe(7);
    await q(`UPDATE candidato SET id_uso_imagem = '2' WHERE cd_pessoa = $1`, [cd]);
    expect((await get(`/api/candidato/autoriza-uso-imagem/${cd}/1`)).json().message).toBe(
      M.usoImagemReenviado,
    );
    expect((await get(`/api/candidato/dados-candidato/${cd}`)).json().ID_USO_IMAGEM).toBe('0');

    const curto = await post('inserir-parecer', { cd_pessoa_candidato: cd, ds_observacoes: 'x'.repeat(49) });
    expect(curto.statusCode).toBe(400);
    expect(JSON.stringify(curto.json().error)).toContain(M.parecerMinimo);
    expect(
      (await post('inserir-parecer', { cd_pessoa_candidato: cd, ds_observacoes: 'x'.repeat(3801) }))
        .statusCode,
    ).toBe(400);
    const texto = 'Boa comunicação, experiência sólida em operação de empilhadeira e liderança.';
    expect(
      (await post('inserir-parecer', { cd_pessoa_candidato: cd, ds_observacoes: texto })).json().message,
    ).toBe(M.parecerInserido);
    expect((await get(`/api/candidato/lista-parecer/${cd}`)).json()).toEqual([
      {
        ID: expect.any(Number),
        DS_OBSERVACOES: texto,
        NM_USUARIO: expect.any(String),
        CRIADO_EM: expect.any(String),
      },
    ]);
    expect((await get('/api/candidato/lista-parecer/987654321')).statusCode).toBe(404);
  });
});

describe('files: disability reports and the photo', () => {
  const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(200, 32), Buffer.from('\n%%EOF')]);
  const PNG = sharp({ create: { width: 2, height: 2, channels: 3, background: '#39c' } })
    .png()
    .toBuffer();
  const JPG_GRANDE = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(3 * 1024 * 1024, 2)]);
  const pastaArquivos = () => path.join(t.app.deps.config.dataDir, 'arquivos');
  const arquivosGuardados = (): string[] => {
    const raiz = pastaArquivos();
    if (!fs.existsSync(raiz)) return [];
    return (fs.readdirSync(raiz, { recursive: true }) as string[]).filter((f) =>
      fs.statSync(path.join(raiz, f)).isFile(),
    );
  };
  const multipart = (campos: Record<string, unknown>, arquivos: Record<string, Buffer>) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(campos)) form.append(k, String(v));
    for (const [k, v] of Object.entries(arquivos)) form.append(k, new Blob([v]), `${k}.bin`);
    return form;
  };
  const salvarMultipart = (form: FormData) =>
    injectAs(t.app, cookie, { method: 'POST', url: '/api/candidato/salvar-curriculo', payload: form });

  it('stores a report file with its record, serves it, and refuses a disguised one leaving nothing', async () => {
    const laudo = [{ cd_tipo_deficiencia: 3, cd_cid: 'H54', arquivo: 'arquivo_laudo_0' }];
    const antesArquivos = arquivosGuardados().length;
    const res = await salvarMultipart(
      multipart(
        formulario({ nm_pessoa: 'Vera Laudo', id_possue_deficiencia: 'S', addPcd: JSON.stringify(laudo) }),
        {
          arquivo_laudo_0: PDF,
        },
      ),
    );
    expect(res.statusCode, res.body).toBe(200);
    const cd = res.json().cd_pessoa;
    const [registro] = (await get(`/api/candidato/dados-pcd/${cd}`)).json();
    expect(registro.DS_CAMINHO_LAUDO).toMatch(/^laudos\/\d+\/[0-9a-f-]{36}\.pdf$/);
    const arquivo = await get(`/api/candidato/arquivo-laudo/${registro.ID_CID_CANDIDATO}`);
    expect(arquivo.statusCode).toBe(200);
    expect(arquivo.headers['content-type']).toBe('application/pdf');
    expect(arquivo.rawPayload.equals(PDF)).toBe(true);
    expect(arquivosGuardados().length).toBe(antesArquivos + 1);

    // a text file named as a report, and a good file in a save refused later: nothing stays
    const antes = await contagens();
    const disfarcado = await salvarMultipart(
      multipart(
        formulario({ nm_pessoa: 'Ivo Laudo', id_possue_deficiencia: 'S', addPcd: JSON.stringify(laudo) }),
        {
          arquivo_laudo_0: Buffer.from('não sou um pdf'),
        },
      ),
    );
    expect(disfarcado.statusCode).toBe(400);
    expect(disfarcado.json().error).toBe(M.laudoTipo);
    const recusado = await salvarMultipart(
      multipart(
        formulario({
          nm_pessoa: 'Ivo Laudo',
          id_possue_deficiencia: 'S',
          addPcd: JSON.stringify(laudo),
          cargosSelecionados: JSON.stringify([{ CD_CARGO: 999_999 }]),
        }),
        { arquivo_laudo_0: PDF },
      ),
    );
    expect(recusado.statusCode).toBe(400);
    expect(await contagens()).toEqual(antes);
    expect(arquivosGuardados().length).toBe(antesArquivos + 1);
  });

  it('updates the photo (png/jpg by content, ≤ 3 MB), serves it and removes it', async () => {
    const cd = (await salvar(formulario({ nm_pessoa: 'Foto Teste' }))).json().cd_pessoa;
    const enviar = (b: Buffer) =>
      injectAs(t.app, cookie, {
        method: 'POST',
        url: `/api/candidato/update-profile-picture/${cd}`,
        payload: multipart({}, { ds_foto_candidato: b }),
      });
    const texto = await enviar(Buffer.from('GIF89a não é png'));
    expect(texto.statusCode).toBe(400);
    expect(texto.json().error).toBe(M.fotoTipo);
    const grande = await enviar(JPG_GRANDE);
    expect(grande.statusCode).toBe(400);
    expect(grande.json().error).toBe(M.fotoTamanho);
    const ok = await enviar(await PNG);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ status: 1, message: M.fotoAtualizada });
    const foto = await get(`/api/candidato/foto/${cd}`);
    expect(foto.headers['content-type']).toBe('image/png');
    expect(await sharp(foto.rawPayload).metadata()).toMatchObject({ format: 'png', width: 2, height: 2 });
    const chave = ok.json().DS_FOTO_CANDIDATO;
    expect(fs.existsSync(path.join(pastaArquivos(), chave))).toBe(true);
    const removida = await injectAs(t.app, cookie, {
      method: 'POST',
      url: `/api/candidato/remove-profile-picture/${cd}`,
    });
    expect(removida.statusCode, removida.body).toBe(200);
    expect(fs.existsSync(path.join(pastaArquivos(), chave))).toBe(false);
    expect((await get(`/api/candidato/foto/${cd}`)).statusCode).toBe(404);
  });
});

describe('malformed multipart', () => {
  it('a broken body or an oversized file is refused with a 4xx and writes nothing', async () => {
    const antes = await contagens();
    const quebrado = await injectAs(t.app, cookie, {
      method: 'POST',
      url: '/api/candidato/salvar-curriculo',
      headers: { 'content-type': 'multipart/form-data; boundary=----x' },
      payload: '------x\r\nContent-Disposition: form-data; name="nm_pessoa"\r\n\r\nAna\r\n------',
    });
    expect(quebrado.statusCode, quebrado.body).toBeGreaterThanOrEqual(400);
    expect(quebrado.statusCode, quebrado.body).toBeLessThan(500);
    const form = new FormData();
    for (const [k, v] of Object.entries(formulario({ nm_pessoa: 'Grande Demais' })))
      form.append(k, String(v));
    form.append('arquivo_laudo_0', new Blob([Buffer.alloc(5 * 1024 * 1024 + 10, 0x25)]), 'grande.pdf');
    const grande = await injectAs(t.app, cookie, {
      method: 'POST',
      url: '/api/candidato/salvar-curriculo',
      payload: form,
    });
    expect(grande.statusCode).toBeGreaterThanOrEqual(400);
    expect(grande.statusCode).toBeLessThan(500);
    expect(await contagens()).toEqual(antes);
  });
});
