import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { MENSAGENS_CADASTRO as M } from '@backoffice/domain/candidato-cadastro';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarCatalogosCurriculo, formulario } from '../../../test/curriculo-fixtures';
import { createTestApp, injectAs, login, type TestApp } from '../../../test/helpers';

/**
 * The candidate's files (photo, disability reports) through the api on both storage adapters: a
 * directory under DATA_DIR and an S3-compatible bucket (s3rver, a local S3 server on a free port).
 */

const BUCKET = 'arquivos-candidatos';
const CHAVE_S3 = 'S3RVER'; // s3rver's own access key and secret

const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(200, 32), Buffer.from('\n%%EOF')]);
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(100, 1),
]);
const JPG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(300, 7)]);

let pastaS3: string;
let s3rver: S3rver;
let portaS3: number;

beforeAll(async () => {
  pastaS3 = fs.mkdtempSync(path.join(os.tmpdir(), 's3rver-'));
  s3rver = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: pastaS3,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const endereco = await s3rver.run();
  portaS3 = endereco.port;
});
afterAll(async () => {
  await s3rver?.close();
  fs.rmSync(pastaS3, { recursive: true, force: true });
});

interface Adaptador {
  nome: 'local' | 's3';
  config(dataDir: string): Record<string, string>;
  /** Every key the storage holds. */
  chaves(t: TestApp): Promise<string[]>;
}

const ADAPTADORES: Adaptador[] = [
  {
    nome: 'local',
    config: () => ({ ARMAZENAMENTO_ADAPTER: 'local' }),
    async chaves(t) {
      const raiz = path.join(t.app.deps.config.dataDir, 'arquivos');
      if (!fs.existsSync(raiz)) return [];
      return (fs.readdirSync(raiz, { recursive: true }) as string[])
        .filter((f) => fs.statSync(path.join(raiz, f)).isFile())
        .map((f) => f.split(path.sep).join('/'))
        .sort();
    },
  },
  {
    nome: 's3',
    config: () => ({
      ARMAZENAMENTO_ADAPTER: 's3',
      S3_ENDPOINT: `http://127.0.0.1:${portaS3}`,
      S3_BUCKET: BUCKET,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: CHAVE_S3,
      S3_SECRET_ACCESS_KEY: CHAVE_S3,
      S3_FORCE_PATH_STYLE: 'true',
    }),
    async chaves() {
      const s3 = new S3Client({
        endpoint: `http://127.0.0.1:${portaS3}`,
        region: 'us-east-1',
        forcePathStyle: true,
        credentials: { accessKeyId: CHAVE_S3, secretAccessKey: CHAVE_S3 },
      });
      try {
        const r = await s3.send(new ListObjectsV2Command({ Bucket: BUCKET }));
        return (r.Contents ?? []).map((o) => o.Key as string).sort();
      } finally {
        s3.destroy();
      }
    },
  },
];

describe.each(ADAPTADORES)('candidate files on the $nome storage', (adaptador) => {
  let t: TestApp;
  let cookie: string;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `arquivos-${adaptador.nome}-`));
    t = await createTestApp({ DATA_DIR: dataDir, ...adaptador.config(dataDir) });
    await criarCatalogosCurriculo(t.db.handle);
    cookie = await login(t.app, 'selecao');
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const get = (url: string) => injectAs(t.app, cookie, { method: 'GET', url });
  const multipart = (campos: Record<string, unknown>, arquivos: Record<string, Buffer>) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(campos)) form.append(k, String(v));
    for (const [k, v] of Object.entries(arquivos)) form.append(k, new Blob([v]), `${k}.bin`);
    return form;
  };
  const salvar = (form: FormData) =>
    injectAs(t.app, cookie, { method: 'POST', url: '/api/candidato/salvar-curriculo', payload: form });
  const enviarFoto = (cd: number, b: Buffer) =>
    injectAs(t.app, cookie, {
      method: 'POST',
      url: `/api/candidato/update-profile-picture/${cd}`,
      payload: multipart({}, { ds_foto_candidato: b }),
    });

  it('stores the photo, serves it, replaces it (the old file goes) and removes it', async () => {
    const antes = await adaptador.chaves(t);
    const cd = (await salvar(multipart(formulario({ nm_pessoa: `Foto ${adaptador.nome}` }), {}))).json()
      .cd_pessoa;
    expect(cd).toBeGreaterThan(0);

    const primeira = await enviarFoto(cd, PNG);
    expect(primeira.statusCode, primeira.body).toBe(200);
    const chavePng = primeira.json().DS_FOTO_CANDIDATO as string;
    expect(chavePng).toMatch(new RegExp(`^fotos/${cd}/[0-9a-f-]{36}\\.png$`));
    expect(await adaptador.chaves(t)).toEqual([...antes, chavePng].sort());
    const servida = await get(`/api/candidato/foto/${cd}`);
    expect(servida.statusCode).toBe(200);
    expect(servida.headers['content-type']).toBe('image/png');
    expect(servida.rawPayload.equals(PNG)).toBe(true);

    const segunda = await enviarFoto(cd, JPG);
    expect(segunda.statusCode, segunda.body).toBe(200);
    const chaveJpg = segunda.json().DS_FOTO_CANDIDATO as string;
    expect(await adaptador.chaves(t)).toEqual([...antes, chaveJpg].sort());
    expect((await get(`/api/candidato/foto/${cd}`)).headers['content-type']).toBe('image/jpeg');

    // refused pictures leave nothing
    const disfarcada = await enviarFoto(cd, Buffer.from('GIF89a não é png'));
    expect(disfarcada.statusCode).toBe(400);
    expect(disfarcada.json().error).toBe(M.fotoTipo);
    expect((await enviarFoto(987_654_321, PNG)).statusCode).toBe(404);
    expect(await adaptador.chaves(t)).toEqual([...antes, chaveJpg].sort());

    const removida = await injectAs(t.app, cookie, {
      method: 'POST',
      url: `/api/candidato/remove-profile-picture/${cd}`,
    });
    expect(removida.statusCode, removida.body).toBe(200);
    expect(await adaptador.chaves(t)).toEqual(antes);
    expect((await get(`/api/candidato/foto/${cd}`)).statusCode).toBe(404);
  });

  it('stores a report file with its record and serves it; a refused save leaves no file', async () => {
    const antes = await adaptador.chaves(t);
    const laudo = [{ cd_tipo_deficiencia: 3, cd_cid: 'H54', arquivo: 'arquivo_laudo_0' }];
    const res = await salvar(
      multipart(
        formulario({
          nm_pessoa: `Laudo ${adaptador.nome}`,
          id_possue_deficiencia: 'S',
          addPcd: JSON.stringify(laudo),
        }),
        { arquivo_laudo_0: PDF },
      ),
    );
    expect(res.statusCode, res.body).toBe(200);
    const cd = res.json().cd_pessoa;
    const [registro] = (await get(`/api/candidato/dados-pcd/${cd}`)).json();
    expect(await adaptador.chaves(t)).toEqual([...antes, registro.DS_CAMINHO_LAUDO].sort());
    const arquivo = await get(`/api/candidato/arquivo-laudo/${registro.ID_CID_CANDIDATO}`);
    expect(arquivo.statusCode).toBe(200);
    expect(arquivo.headers['content-type']).toBe('application/pdf');
    expect(arquivo.rawPayload.equals(PDF)).toBe(true);

    // the file is written inside the save; the save refused afterwards (an unknown position) takes it back
    const depois = await adaptador.chaves(t);
    const recusado = await salvar(
      multipart(
        formulario({
          nm_pessoa: `Recusado ${adaptador.nome}`,
          id_possue_deficiencia: 'S',
          addPcd: JSON.stringify(laudo),
          cargosSelecionados: JSON.stringify([{ CD_CARGO: 999_999 }]),
        }),
        { arquivo_laudo_0: PDF },
      ),
    );
    expect(recusado.statusCode).toBe(400);
    const disfarcado = await salvar(
      multipart(
        formulario({
          nm_pessoa: `Disfarce ${adaptador.nome}`,
          id_possue_deficiencia: 'S',
          addPcd: JSON.stringify(laudo),
        }),
        { arquivo_laudo_0: Buffer.from('não sou um pdf') },
      ),
    );
    expect(disfarcado.statusCode).toBe(400);
    expect(disfarcado.json().error).toBe(M.laudoTipo);
    expect(await adaptador.chaves(t)).toEqual(depois);

    // a new report file on an edit replaces the old one, which goes away after the commit
    const edicao = await salvar(
      multipart(
        formulario({
          cd_pessoa_candidato: String(cd),
          nm_pessoa: `Laudo ${adaptador.nome}`,
          id_possue_deficiencia: 'S',
          editPcd: JSON.stringify([
            {
              id_cid_candidato: registro.ID_CID_CANDIDATO,
              cd_tipo_deficiencia: 3,
              cd_cid: 'H54',
              arquivo: 'novo',
            },
          ]),
        }),
        { novo: PNG },
      ),
    );
    expect(edicao.statusCode, edicao.body).toBe(200);
    const [novo] = (await get(`/api/candidato/dados-pcd/${cd}`)).json();
    expect(novo.DS_CAMINHO_LAUDO).toMatch(new RegExp(`^laudos/${cd}/[0-9a-f-]{36}\\.png$`));
    expect(await adaptador.chaves(t)).toEqual([...antes, novo.DS_CAMINHO_LAUDO].sort());
    const servido = await get(`/api/candidato/arquivo-laudo/${registro.ID_CID_CANDIDATO}`);
    expect(servido.headers['content-type']).toBe('image/png');
    expect(servido.rawPayload.equals(PNG)).toBe(true);
  });
});
