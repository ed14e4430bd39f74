import fs from 'node:fs';
import path from 'node:path';
import { MENSAGENS_CADASTRO as M } from '@backoffice/domain/candidato-cadastro';
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
