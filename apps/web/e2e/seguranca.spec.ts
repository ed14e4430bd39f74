import { entrar, expect, test } from './apoio';

// The shared setup (apoio.ts) fails each of these on any console error or CSP violation.

test('the app runs under its Content-Security-Policy, its injected styles allowed by the nonce', async ({
  page,
}) => {
  const resposta = await page.goto('/login');
  const csp = resposta?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toContain('unsafe-inline');
  // WebAssembly may compile (the face detector), JavaScript is never evaluated from text
  expect(csp).not.toContain("'unsafe-eval'");
  expect(csp).toMatch(/script-src [^;]*'wasm-unsafe-eval'/);
  await entrar(page, 'admin');

  // Mantine's theme variables come from a <style> element it injects: applied only with the nonce.
  const estilos = await page.evaluate(() => ({
    elementos: [...document.querySelectorAll('style')].map((s) => s.nonce),
    corMarca: getComputedStyle(document.documentElement).getPropertyValue('--mantine-color-marca-7').trim(),
  }));
  expect(estilos.elementos.length).toBeGreaterThan(0);
  for (const nonce of estilos.elementos) expect(nonce).toMatch(/^[0-9a-f]{32}$/);
  expect(estilos.corMarca).toBe('#1a52b0');
});

test('the API documentation page works under its policy', async ({ page }) => {
  const resposta = await page.goto('/api/docs');
  expect(resposta?.headers()['content-security-policy']).toContain("object-src 'none'");
  const login = page.locator('.opblock-summary-path[data-path="/api/auth/login"]');
  // the document of every route is built on the first request: slow on a busy machine
  await expect(login).toBeVisible({ timeout: 30_000 });
  await login.click();
  await expect(page.getByRole('button', { name: 'Try it out' })).toBeVisible();
  // the route's access rule, from the OpenAPI document
  await expect(page.getByText('Acesso: público (sem sessão).')).toBeVisible();
});
