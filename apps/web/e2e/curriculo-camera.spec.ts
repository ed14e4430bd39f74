import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CAMERA_FOTO, MENSAGENS_CAMERA } from '@backoffice/domain/foto-camera';
import { expect, semViolacoesGraves, test } from './apoio';
import { abrirCameraDoCandidato, opcoesCamera } from './camera-apoio';

const pastaCapturas = path.join(path.dirname(fileURLToPath(import.meta.url)), 'screenshots');

// Chromium's fake camera (a moving test pattern, no face) accepted without asking
test.use(opcoesCamera());

test('tira a foto do candidato com a câmera: indicador, foto sem rosto confirmada, foto guardada e removida', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const pedidos: string[] = [];
  page.on('request', (r) => pedidos.push(r.url()));
  // a demo candidate of Joinville; the camera answers 640 × 480
  const { cd, editor, modal } = await abrirCameraDoCandidato(page, 'Joinville');
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
