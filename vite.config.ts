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
    rolldownOptions: {
      output: {
        // one chunk of catalogue files per language: the page downloads only the reader's language (src/i18n/start.ts)
        codeSplitting: {
          groups: [
            { name: 'messages-en', test: /src[\\/]i18n[\\/]messages[\\/][^\\/]+\.en\.json/ },
            { name: 'messages-ja', test: /src[\\/]i18n[\\/]messages[\\/][^\\/]+\.ja\.json/ },
          ],
        },
      },
    },
  },
});
