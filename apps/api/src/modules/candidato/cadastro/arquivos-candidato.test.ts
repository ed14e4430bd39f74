import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { MENSAGENS_CADASTRO as M } from '@backoffice/domain/candidato-cadastro';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarCatalogosCurriculo, formulario } from '../../../../test/curriculo-fixtures';
import { createTestApp, injectAs, login, type TestApp } from '../../../../test/helpers';
import { armazenamentoDe } from './arquivos-candidato.service';

/**
 * The candidate's files (photo, disability reports) through the api on both storage adapters: a
 * directory under DATA_DIR and an S3-compatible bucket (s3rver, a local S3 server on a free port).
 */

const BUCKET = 'arquivos-candidatos';
const CHAVE_S3 = 'S3RVER'; // s3rver's own access key and secret

const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(200, 32), Buffer.from('\n%%EOF')]);
const PNG = await sharp({ create: { width: 3, height: 2, channels: 4, background: '#36c8' } })
  .png()
  .toBuffer();
const JPG = await sharp({ create: { width: 4, height: 3, channels: 3, background: '#c63' } })
  .jpeg()
  .toBuffer();

/**
 * A 1600 × 1200 JPEG as a phone held sideways writes it: the top half red, the bottom half blue, EXIF
 * orientation 6 (shown turned 90° clockwise), the camera's make and model and a GPS position.
 */
async function fotoDeCelular(): Promise<Buffer> {
  const [w, h] = [1600, 1200];
  const px = Buffer.alloc(w * h * 3);
  for (let i = 0; i < w * h; i++) px.set(i < (w * h) / 2 ? [220, 30, 30] : [30, 30, 220], i * 3);
  return sharp(px, { raw: { width: w, height: h, channels: 3 } })
    .withExif({
      IFD0: { Make: 'CelularTeste', Model: 'ModeloTeste' },
      IFD3: {
        GPSLatitudeRef: 'S',
        GPSLatitude: '23/1 33/1 1/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '46/1 38/1 1/1',
      },
    })
    .withMetadata({ orientation: 6 })
    .jpeg()
    .toBuffer();
}

/** Whether EXIF bytes point at a GPS directory (tag 0x8825, either byte order). */
const temGps = (exif: Buffer) =>
  exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]));

/** The colour of one pixel, as [r, g, b]. */
async function cor(img: Buffer, x: number, y: number): Promise<number[]> {
  return [
    ...(await sharp(img).extract({ left: x, top: y, width: 1, height: 1 }).removeAlpha().raw().toBuffer()),
  ];
}
const perto = (c: number[], alvo: number[]) => c.every((v, i) => Math.abs(v - alvo[i]) < 40);

/** 8000 × 8000 white pixels: a small PNG file that would decode to 64 million pixels. */
const PNG_GIGANTE = sharp({ create: { width: 8000, height: 8000, channels: 3, background: '#fff' } })
  .png()
  .toBuffer();

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
    expect(await sharp(servida.rawPayload).metadata()).toMatchObject({ format: 'png', width: 3, height: 2 });

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

  it('stores the photo re-encoded: no EXIF (GPS included), turned upright, at most 1024 px', async () => {
    const cd = (await salvar(multipart(formulario({ nm_pessoa: `Exif ${adaptador.nome}` }), {}))).json()
      .cd_pessoa;
    const original = await fotoDeCelular();
    const m0 = await sharp(original).metadata();
    expect(m0).toMatchObject({ width: 1600, height: 1200, orientation: 6 });
    expect(m0.exif && temGps(m0.exif)).toBe(true);

    const res = await enviarFoto(cd, original);
    expect(res.statusCode, res.body).toBe(200);
    const chave = res.json().DS_FOTO_CANDIDATO as string;
    expect(chave).toMatch(/\.jpg$/);
    const guardada = await armazenamentoDe(t.app.deps).ler(chave);
    const servida = await get(`/api/candidato/foto/${cd}`);
    expect(servida.headers['content-type']).toBe('image/jpeg');
    expect(guardada && servida.rawPayload.equals(guardada)).toBe(true);
    const foto = servida.rawPayload;
    for (const marca of ['Exif', 'CelularTeste', 'ModeloTeste', 'http://ns.adobe.com/xap/'])
      expect(foto.includes(marca), marca).toBe(false);
    const m = await sharp(foto).metadata();
    expect(m).toMatchObject({ format: 'jpeg', width: 768, height: 1024 });
    expect([m.exif, m.xmp, m.iptc, m.icc, m.orientation]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    // the red top of the sideways picture is its right side once upright
    expect(perto(await cor(foto, 100, 512), [30, 30, 220])).toBe(true);
    expect(perto(await cor(foto, 668, 512), [220, 30, 30])).toBe(true);
  });

  /** A candidate with a stored photo, the storage's keys and the photo served before a refused upload. */
  async function comFoto(nome: string) {
    const cd = (await salvar(multipart(formulario({ nm_pessoa: `${nome} ${adaptador.nome}` }), {}))).json()
      .cd_pessoa;
    const primeira = await enviarFoto(cd, PNG);
    expect(primeira.statusCode, primeira.body).toBe(200);
    return {
      cd,
      chaves: await adaptador.chaves(t),
      foto: (await get(`/api/candidato/foto/${cd}`)).rawPayload,
    };
  }

  it('refuses a file with JPEG magic bytes that does not decode as an image, storing nothing', async () => {
    const antes = await comFoto('Lixo');
    const lixo = await enviarFoto(
      antes.cd,
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(300, 7)]),
    );
    expect(lixo.statusCode).toBe(400);
    expect(lixo.json().error).toBe(M.fotoTipo);
    expect(await adaptador.chaves(t)).toEqual(antes.chaves);
    expect((await get(`/api/candidato/foto/${antes.cd}`)).rawPayload.equals(antes.foto)).toBe(true);
  });

  it('refuses an image of too many pixels (a decompression bomb), storing nothing', async () => {
    const antes = await comFoto('Gigante');
    const gigante = await enviarFoto(antes.cd, await PNG_GIGANTE);
    expect(gigante.statusCode).toBe(400);
    expect(gigante.json().error).toBe(M.fotoDimensoes);
    expect(await adaptador.chaves(t)).toEqual(antes.chaves);
    expect((await get(`/api/candidato/foto/${antes.cd}`)).rawPayload.equals(antes.foto)).toBe(true);
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
