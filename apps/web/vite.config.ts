import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { MARCA_NONCE_CSP } from '../../packages/domain/src/seguranca';

const API = process.env.API_URL ?? 'http://localhost:3000';

// What the server sends compressed: text assets worth it (images and fonts are compressed already).
const COMPRIMIVEIS = /\.(js|css|svg|json|txt|webmanifest)$/;

/**
 * Writes a brotli and a gzip copy of each text asset beside it, once, at build time: the server sends
 * the copy the browser accepts (@fastify/static's preCompressed) instead of compressing each answer.
 */
function comprimirAssets(): Plugin {
  let pasta = '';
  return {
    name: 'comprimir-assets',
    apply: 'build',
    configResolved(c) {
      pasta = path.resolve(c.root, c.build.outDir);
    },
    closeBundle() {
      const arquivos = fs.readdirSync(pasta, { recursive: true, encoding: 'utf8' });
      for (const nome of arquivos) {
        const arquivo = path.join(pasta, nome);
        if (!COMPRIMIVEIS.test(nome) || !fs.statSync(arquivo).isFile()) continue;
        const dados = fs.readFileSync(arquivo);
        if (dados.length < 1024) continue;
        fs.writeFileSync(
          `${arquivo}.br`,
          zlib.brotliCompressSync(dados, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        fs.writeFileSync(`${arquivo}.gz`, zlib.gzipSync(dados, { level: 9 }));
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), comprimirAssets()],
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
    rolldownOptions: {
      output: {
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [{ name: 'floating-ui', test: /node_modules[\\/]@floating-ui[\\/]/ }],
        },
      },
    },
  },
});
