import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The SPA; in dev, /api is proxied to the API on port 3000. */
export default defineConfig({
  plugins: [react()],
  server: { port: 5173, proxy: { '/api': 'http://127.0.0.1:3000' } },
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 600 },
});
