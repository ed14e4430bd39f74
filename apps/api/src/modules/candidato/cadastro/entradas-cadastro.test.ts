import { LIMITES_CADASTRO, MENSAGENS_CADASTRO as M } from '@backoffice/domain/candidato-cadastro';
import { MENSAGENS_PORTAL } from '@backoffice/domain/portal';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarCatalogosCurriculo, formulario } from '../../../../test/curriculo-fixtures';
import { createTestApp, injectAs, login, type TestApp } from '../../../../test/helpers';
import { curriculoAtualDoCandidato } from './curriculo-atual.service';

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

const salvar = (payload: Record<string, unknown>) =>
  injectAs(t.app, cookie, { method: 'POST', url: '/api/candidato/salvar-curriculo', payload });
const pessoas = async () =>
  (await t.db.handle.query<{ n: number }>('SELECT count(*)::int AS n FROM pessoa'))[0]?.n;

describe('the CEP of a resume', () => {
  it.each([
    ['123', 'too short'],
    ['1234567890', 'over nine characters'],
    ['89201-10a', 'with a letter'],
    ['8920-1100', 'with the hyphen misplaced'],
  ])("refuses '%s' (%s) with 'CEP inválido.' beside the field, writing nothing", async (cep) => {
    const antes = await pessoas();
    const r = await salvar(formulario({ cd_cep: cep }));
    expect(r.statusCode).toBe(400);
    expect(r.json().error).toEqual([M.cepInvalido]);
    expect(await pessoas()).toBe(antes);
  });

  it.each(['89201-100', '89201100', ' 89201100 '])("takes '%s' and stores its digits", async (cep) => {
    const r = await salvar(formulario({ cd_cep: cep }));
    expect(r.statusCode, r.body).toBe(200);
    const dados = (
      await injectAs(t.app, cookie, {
        method: 'GET',
        url: `/api/candidato/dados-candidato/${r.json().cd_pessoa}`,
      })
    ).json();
    expect(dados.CD_CEP).toBe('89201100');
  });
});

describe('a file over its limit', () => {
  const multipart = (campos: Record<string, unknown>, arquivos: Record<string, Buffer>) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(campos)) form.append(k, String(v));
    for (const [k, v] of Object.entries(arquivos)) form.append(k, new Blob([new Uint8Array(v)]), `${k}.bin`);
    return form;
  };

  it("refuses a report of 5 MB and one byte with the report's own message, writing nothing", async () => {
    const antes = await pessoas();
    const laudo = [{ cd_tipo_deficiencia: 3, cd_cid: 'H54', arquivo: 'arquivo_laudo_0' }];
    const r = await injectAs(t.app, cookie, {
      method: 'POST',
      url: '/api/candidato/salvar-curriculo',
      payload: multipart(formulario({ id_possue_deficiencia: 'S', addPcd: JSON.stringify(laudo) }), {
        arquivo_laudo_0: Buffer.alloc(LIMITES_CADASTRO.laudoMaxBytes + 1, 1),
      }),
    });
    expect(r.statusCode).toBe(413);
    expect(r.json().error).toBe(M.laudoTamanho);
    expect(await pessoas()).toBe(antes);
  });

  it("refuses a photo over the form's limit with the photo's own message", async () => {
    const cd = (await salvar(formulario())).json().cd_pessoa;
    const r = await injectAs(t.app, cookie, {
      method: 'POST',
      url: `/api/candidato/update-profile-picture/${cd}`,
      payload: multipart({}, { ds_foto_candidato: Buffer.alloc(LIMITES_CADASTRO.laudoMaxBytes + 1, 1) }),
    });
    expect(r.statusCode).toBe(413);
    expect(r.json().error).toBe(M.fotoTamanho);
  });
});

describe('a record made before the rules (brought from another system)', () => {
  // one phone, no education, no position, no shift, a CPF that fails its check digits, an address
  // written the old system's way: what a company's own base holds
  let antigos = 0;
  async function registroAntigo(): Promise<number> {
    antigos += 1;
    const [p] = await t.db.handle.query<{ cd_pessoa: number }>(
      `INSERT INTO pessoa (id_tipo_pessoa, nm_pessoa, nr_documento_cpf, ds_email)
       VALUES ('F', 'MARIA DA GRAÇA SOUZA', $1, NULL) RETURNING cd_pessoa`,
      [String(antigos).repeat(11).slice(0, 11)],
    );
    const cd = Number(p?.cd_pessoa);
    await t.db.handle.query(
      `INSERT INTO candidato (cd_pessoa, cd_empresa, cd_pais, id_sexo, id_estado_civil, cd_cep, nm_cep, nr_endereco,
          nm_bairro, nm_cidade, cd_uf, nr_telefone_cel)
       VALUES ($1, 1, 1, 'F', NULL, '89201100', 'R Rua Benício', '12', 'Centro', 'Joinville', 'SC', '47999998888')`,
      [cd],
    );
    return cd;
  }
  const comoCarregado = async (cd: number) =>
    (await curriculoAtualDoCandidato(t.db.handle.db, cd))?.corpo as Record<string, unknown>;

  it('saves a change of the address complement without asking for what the record never had', async () => {
    const cd = await registroAntigo();
    const r = await salvar({ ...(await comoCarregado(cd)), ds_complemento: 'Apto 12' });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().message).toBe(M.sucessoAtualizacao);
    const dados = (
      await injectAs(t.app, cookie, { method: 'GET', url: `/api/candidato/dados-candidato/${cd}` })
    ).json();
    expect(dados).toMatchObject({ DS_COMPLEMENTO: 'Apto 12', NR_TELEFONE_CEL: '47999998888' });
  });

  it('holds the rules of the section the user changes, beside its field, writing nothing', async () => {
    const cd = await registroAntigo();
    const antes = await comoCarregado(cd);
    const contato = await salvar({ ...antes, ds_observacao_cel: 'Recado com a vizinha' });
    expect(contato.statusCode).toBe(400);
    expect(contato.json().error).toEqual([M.telefones]);
    const cep = await salvar({ ...antes, cd_cep: '123' });
    expect(cep.statusCode).toBe(400);
    expect(cep.json().error).toEqual([M.cepInvalido]);
    expect(await comoCarregado(cd)).toEqual(antes);
  });
});

describe('the web access of a candidate registered by the staff', () => {
  const mensagens = (cd: number) =>
    t.db.handle.query<{ ds_destino: string; ds_assunto: string; ds_conteudo: string }>(
      `SELECT ds_destino, ds_assunto, ds_conteudo FROM mensagem_saida WHERE cd_pessoa_candidato = $1`,
      [cd],
    );
  async function esperarMensagens(cd: number) {
    for (let i = 0; i < 50; i++) {
      const m = await mensagens(cd);
      if (m.length > 0) return m;
      await new Promise((r) => setTimeout(r, 100));
    }
    return mensagens(cd);
  }
  const semSenha = { nm_senha_web: '', nm_confirma_senha_web: '', ds_lembrete_senha_web: '' };

  it("is optional: left empty, the candidate receives the portal's link to create it", async () => {
    const r = await salvar(formulario({ ...semSenha, ds_email: 'sem.senha@example.com' }));
    expect(r.statusCode, r.body).toBe(200);
    const cd = r.json().cd_pessoa;
    const [m] = await esperarMensagens(cd);
    expect(m?.ds_destino).toBe('sem.senha@example.com');
    expect(m?.ds_assunto).toBe(MENSAGENS_PORTAL.assuntoPrimeiroAcesso);
    expect(m?.ds_conteudo).toContain('cadastrado pela nossa equipe');
    expect(m?.ds_conteudo).toMatch(/http:\/\/localhost:\d+\/vagas\/nova-senha\?token=[A-Za-z0-9_-]{43}/);
  });

  it('given, follows the rules of the web password and sends no link', async () => {
    const curta = await salvar(formulario({ nm_senha_web: 'a1', nm_confirma_senha_web: 'a1' }));
    expect(curta.statusCode).toBe(400);
    const r = await salvar(formulario());
    expect(r.statusCode, r.body).toBe(200);
    await new Promise((res) => setTimeout(res, 300));
    expect(await mensagens(r.json().cd_pessoa)).toEqual([]);
  });
});
