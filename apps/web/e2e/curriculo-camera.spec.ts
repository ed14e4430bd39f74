import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CAMERA_FOTO, MENSAGENS_CAMERA } from '@backoffice/domain/foto-camera';
import { entrar, expect, semViolacoesGraves, test } from './apoio';

const pastaCapturas = path.join(path.dirname(fileURLToPath(import.meta.url)), 'screenshots');

// Chromium's fake camera (a moving test pattern, no face) accepted without asking
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
    ],
  },
});

test('tira a foto do candidato com a câmera: indicador, foto sem rosto confirmada, foto guardada e removida', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const pedidos: string[] = [];
  page.on('request', (r) => pedidos.push(r.url()));
  await entrar(page, 'selecao');
  // a demo candidate of Joinville
  const busca = await page.request.get('/api/candidato/pesquisa/cd_uf=SC/nm_cidade=Joinville');
  expect(busca.status()).toBe(200);
  const cd = ((await busca.json()) as { CODIGO_PESSOA: number }[]).at(-1)?.CODIGO_PESSOA as number;
  expect(cd).toBeGreaterThan(0);
  await page.goto(`/t/DadosCandidato?cdPessoaCandidato=${cd}`);
  const editor = page.getByTestId('aba-ativa');
  await expect(editor.getByRole('heading', { name: 'Pessoal', level: 3 })).toBeVisible({ timeout: 30_000 });

  await editor.getByRole('button', { name: 'Tirar foto' }).click();
  const modal = page.getByRole('dialog', { name: 'Tirar foto' });
  const video = modal.getByLabel('Imagem da câmera');
  await expect(video).toBeVisible();
  // the camera answers 640 × 480
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => `${v.videoWidth}x${v.videoHeight}`), {
      timeout: 30_000,
    })
    .toBe(`${CAMERA_FOTO.largura}x${CAMERA_FOTO.altura}`);
  // the detector runs on the live image: the test pattern has no face, so the indicator is red
  const indicador = modal.getByRole('status');
  await expect(indicador.getByText(MENSAGENS_CAMERA.semRosto)).toBeVisible({ timeout: 60_000 });
  await expect(indicador.getByRole('img', { name: 'Indicador vermelho' })).toBeVisible();
  // its model came from our own origin, and nothing else was asked of another
  const modelo = pedidos.filter((u) => /tiny_face_detector_model[^/]*\.bin$/.test(u));
  expect(modelo).toHaveLength(1);
  expect(new URL(modelo[0] as string).origin).toBe(new URL(baseURL as string).origin);
  expect(
    pedidos.filter(
      (u) => !u.startsWith(baseURL as string) && !u.startsWith('data:') && !u.startsWith('blob:'),
    ),
  ).toEqual([]);
  await semViolacoesGraves(page);
  await page.screenshot({ path: path.join(pastaCapturas, 'curriculo-camera.png') });

  await modal.getByRole('button', { name: 'Capturar' }).click();
  const foto = modal.getByRole('img', { name: 'Foto tirada' });
  await expect(foto).toBeVisible();
  // a 512 × 512 picture
  await expect
    .poll(() => foto.evaluate((i: HTMLImageElement) => `${i.naturalWidth}x${i.naturalHeight}`))
    .toBe(`${CAMERA_FOTO.lado}x${CAMERA_FOTO.lado}`);
  await semViolacoesGraves(page);
  await page.screenshot({ path: path.join(pastaCapturas, 'curriculo-camera-foto.png') });

  // no face in it: a confirmation first; cancelling keeps the picture, confirming stores it
  await modal.getByRole('button', { name: 'Usar foto' }).click();
  const confirmacao = page.getByRole('dialog', { name: 'Foto sem rosto' });
  await expect(confirmacao.getByText(MENSAGENS_CAMERA.confirmarSemRosto)).toBeVisible();
  await confirmacao.getByRole('button', { name: 'Cancelar' }).click();
  await expect(confirmacao).toBeHidden();
  await expect(foto).toBeVisible();
  await modal.getByRole('button', { name: 'Usar foto' }).click();
  const envio = page.waitForResponse((r) => r.url().includes(`/api/candidato/update-profile-picture/${cd}`));
  await confirmacao.getByRole('button', { name: 'Usar foto' }).click();
  expect((await envio).status()).toBe(200);
  await expect(page.getByText('Foto atualizada com sucesso!')).toBeVisible();
  await expect(modal).toBeHidden();

  // the photo shows, served as the JPEG stored
  const avatar = editor.getByRole('img', { name: 'Foto do candidato' });
  await expect(avatar).toBeVisible();
  await expect.poll(() => avatar.evaluate((i: HTMLImageElement) => i.naturalWidth)).toBe(CAMERA_FOTO.lado);
  const servida = await page.request.get(`/api/candidato/foto/${cd}`);
  expect(servida.headers()['content-type']).toBe('image/jpeg');
  await semViolacoesGraves(page);
  await page.screenshot({ path: path.join(pastaCapturas, 'curriculo-camera-guardada.png') });

  // removed
  await editor.getByRole('button', { name: 'Remover foto' }).click();
  await expect(editor.getByRole('button', { name: 'Remover foto' })).toBeHidden();
  expect((await page.request.get(`/api/candidato/foto/${cd}`)).status()).toBe(404);
});
