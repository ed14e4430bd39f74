import { CAMERA_FOTO } from '@backoffice/domain/foto-camera';
import type { Page } from '@playwright/test';
import { entrar, expect } from './apoio';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Chromium with a fake camera accepted without asking; `extra` may name the file it plays. */
export function opcoesCamera(...extra: string[]) {
  return {
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream',
        ...extra,
      ],
    },
  };
}

/**
 * As the selector, opens the record of a demo candidate of the city (SC) and its 'Tirar foto' modal,
 * once the camera answers 640 × 480.
 */
export async function abrirCameraDoCandidato(page: Page, cidade: string) {
  await entrar(page, 'selecao');
  const busca = await page.request.get(`/api/candidato/pesquisa/cd_uf=SC/nm_cidade=${cidade}`);
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
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => `${v.videoWidth}x${v.videoHeight}`), {
      timeout: 30_000,
    })
    .toBe(`${CAMERA_FOTO.largura}x${CAMERA_FOTO.altura}`);
  return { cd, editor, modal };
}
