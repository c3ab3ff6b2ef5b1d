import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { brandPlugin } from './brand-plugin.ts';

const { brand, plugin } = brandPlugin(process.env.BRAND);
const apiTarget = `http://localhost:${process.env.API_PORT ?? 3000}`;

export default defineConfig({
  plugins: [react(), plugin],
  define: { __BRAND__: JSON.stringify(brand.name) },
  build: {
    // One folder per brand, so several brands can be built and served side by side.
    outDir: path.resolve(import.meta.dirname, 'dist', brand.name),
    emptyOutDir: true,
    // Read by `npm run bench` to measure each page's first-load JavaScript.
    manifest: true,
    sourcemap: false,
    chunkSizeWarningLimit: 600,
  },
  server: {
    port: 5173,
    proxy: {
      '/marketplace': apiTarget,
      '/marketplace-customer': apiTarget,
      '/files': apiTarget,
      '/health': apiTarget,
      '/docs': apiTarget,
    },
  },
});
