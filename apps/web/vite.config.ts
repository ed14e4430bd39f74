import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { MARCA_NONCE_CSP } from '../../packages/domain/src/seguranca';

const API = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: API, changeOrigin: false },
      '/ws': { target: API.replace(/^http/, 'ws'), ws: true },
    },
  },
  preview: { port: 4173 },
  // The server replaces the placeholder with each answer's Content-Security-Policy nonce.
  html: { cspNonce: MARCA_NONCE_CSP },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 1500,
  },
});
