import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * The first day on an empty production database (scripts/producao-readme.sh): the browser walk runs
 * against the server the script started (E2E_BASE_URL), with no demo data and no global setup.
 */
export default defineConfig({
  ...base,
  testDir: './e2e-producao',
  globalSetup: undefined,
  outputDir: '../../test-results/e2e-producao',
  fullyParallel: false,
  workers: 1,
  retries: 0,
});
