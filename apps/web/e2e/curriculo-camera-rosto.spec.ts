import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CAMERA_FOTO, MENSAGENS_CAMERA } from '@backoffice/domain/foto-camera';
import { chromium } from '@playwright/test';
import { expect, semViolacoesGraves, test } from './apoio';
import { abrirCameraDoCandidato, CHROMIUM, opcoesCamera } from './camera-apoio';

const pastaCapturas = path.join(path.dirname(fileURLToPath(import.meta.url)), 'screenshots');
// the camera's image: a file Chromium plays as its fake camera (written before the browser starts)
const VIDEO = path.join(os.tmpdir(), `camera-rosto-${process.pid}.y4m`);

/**
 * A 640 × 480 Y4M frame of a real face: a crop of one of the face detector's own sample photos
 * (installed with @vladmandic/face-api), the face near the centre at about a sixth of the frame.
 */
async function gravarVideoComRosto(): Promise<void> {
  const exigir = createRequire(import.meta.url);
  const pacote = path.dirname(exigir.resolve('@vladmandic/face-api/package.json'));
  const jpeg = fs.readFileSync(path.join(pacote, 'demo', 'sample3.jpg')).toString('base64');
  const { largura, altura } = CAMERA_FOTO;
  const navegador = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  try {
    const pagina = await navegador.newPage();
    const rgba = await pagina.evaluate(
      async ({ jpeg, largura, altura }) => {
        const img = new Image();
        img.src = `data:image/jpeg;base64,${jpeg}`;
        await img.decode();
        const canvas = document.createElement('canvas');
        canvas.width = largura;
        canvas.height = altura;
        const ctx = canvas.getContext('2d') as CanvasRenderingContext2D;
        // the face of the woman in the middle: 700 × 525 around (1187, 345) of the 1920-wide photo
        ctx.drawImage(img, 1187 - 350, 345 - 262, 700, 525, 0, 0, largura, altura);
        const dados = ctx.getImageData(0, 0, largura, altura).data;
        let binario = '';
        for (let i = 0; i < dados.length; i += 0x8000) {
          binario += String.fromCharCode(...dados.subarray(i, i + 0x8000));
        }
        return btoa(binario);
      },
      { jpeg, largura, altura },
    );
    const px = Buffer.from(rgba, 'base64');
    // RGBA to YUV 4:2:0 (BT.601, full range as C420jpeg says)
    const y = Buffer.alloc(largura * altura);
    const u = Buffer.alloc((largura / 2) * (altura / 2));
    const v = Buffer.alloc((largura / 2) * (altura / 2));
    const limitar = (n: number) => Math.max(0, Math.min(255, Math.round(n)));
    for (let j = 0; j < altura; j++) {
      for (let i = 0; i < largura; i++) {
        const k = (j * largura + i) * 4;
        const [r, g, b] = [px[k] as number, px[k + 1] as number, px[k + 2] as number];
        y[j * largura + i] = limitar(0.299 * r + 0.587 * g + 0.114 * b);
        if (j % 2 === 0 && i % 2 === 0) {
          const c = (j / 2) * (largura / 2) + i / 2;
          u[c] = limitar(128 - 0.168736 * r - 0.331264 * g + 0.5 * b);
          v[c] = limitar(128 + 0.5 * r - 0.418688 * g - 0.081312 * b);
        }
      }
    }
    const cabecalho = Buffer.from(`YUV4MPEG2 W${largura} H${altura} F30:1 Ip A1:1 C420jpeg\n`);
    fs.writeFileSync(VIDEO, Buffer.concat([cabecalho, Buffer.from('FRAME\n'), y, u, v]));
  } finally {
    await navegador.close();
  }
}

test.beforeAll(gravarVideoComRosto);
test.afterAll(() => fs.rmSync(VIDEO, { force: true }));

test.use(opcoesCamera(`--use-file-for-fake-video-capture=${VIDEO}`));

test('um rosto diante da câmera: indicador verde, foto recortada em volta do rosto e guardada sem confirmação', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const { cd, editor, modal } = await abrirCameraDoCandidato(page, 'Blumenau');
  // the detector finds the face, centred and at a good size: the green indicator
  const indicador = modal.getByRole('status');
  await expect(indicador.getByText(MENSAGENS_CAMERA.posicaoBoa)).toBeVisible({ timeout: 60_000 });
  await expect(indicador.getByRole('img', { name: 'Indicador verde' })).toBeVisible();
  await semViolacoesGraves(page);
  await page.screenshot({ path: path.join(pastaCapturas, 'curriculo-camera-rosto.png') });

  await modal.getByRole('button', { name: 'Capturar' }).click();
  const foto = modal.getByRole('img', { name: 'Foto tirada' });
  await expect(foto).toBeVisible();
  await expect
    .poll(() => foto.evaluate((i: HTMLImageElement) => `${i.naturalWidth}x${i.naturalHeight}`))
    .toBe(`${CAMERA_FOTO.lado}x${CAMERA_FOTO.lado}`);
  await page.screenshot({ path: path.join(pastaCapturas, 'curriculo-camera-rosto-foto.png') });

  // a face in the picture: stored at once, no 'Foto sem rosto' question
  const envio = page.waitForResponse((r) => r.url().includes(`/api/candidato/update-profile-picture/${cd}`));
  await modal.getByRole('button', { name: 'Usar foto' }).click();
  expect((await envio).status()).toBe(200);
  await expect(page.getByRole('dialog', { name: 'Foto sem rosto' })).toBeHidden();
  await expect(page.getByText('Foto atualizada com sucesso!')).toBeVisible();
  await expect(modal).toBeHidden();
  const avatar = editor.getByRole('img', { name: 'Foto do candidato' });
  await expect.poll(() => avatar.evaluate((i: HTMLImageElement) => i.naturalWidth)).toBe(CAMERA_FOTO.lado);
  // the page's header shows it too, without reloading
  const cabecalho = page.getByRole('region', { name: 'Candidato' }).getByRole('img', { name: /^Foto de / });
  await expect
    .poll(() => cabecalho.evaluate((i: HTMLImageElement) => i.naturalWidth), { timeout: 15_000 })
    .toBe(CAMERA_FOTO.lado);

  // removed again, so the demo candidate is as it was
  await editor.getByRole('button', { name: 'Remover foto' }).click();
  await expect(editor.getByRole('button', { name: 'Remover foto' })).toBeHidden();
  await expect(cabecalho).toBeHidden();
});
