import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The back office (issue 25): built to dist/, served by apps/web/server.ts on the admin host only.
export default defineConfig({
  plugins: [react()],
  base: '/',
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false, chunkSizeWarningLimit: 4000 },
  server: { proxy: { '/admin-api': 'http://admin.localhost:3000', '/media': 'http://admin.localhost:3000' } },
});
