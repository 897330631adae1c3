import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';

const apiTarget = process.env.API_URL ?? 'http://localhost:8080';

// The SPA; `npm run dev` proxies /api to a running `npm run dev:server`.
// The build writes a brotli (.br) and a gzip (.gz) copy beside every text file, which the server
// sends as they are to clients that accept them (server/plugins/spa.ts, preCompressed).
export default defineConfig({
  plugins: [react(), compression({ algorithms: ['brotliCompress', 'gzip'] })],
  server: { port: 5173, proxy: { '/api': { target: apiTarget, changeOrigin: false } } },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    reportCompressedSize: true,
  },
});
