import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  build: {
    target: 'es2022',
    sourcemap: true,
    outDir: 'dist',
    // dist/.vite/manifest.json: bench/initial-js.ts reads the entry's static imports from it
    manifest: true,
  },
});
