import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { LOCALES } from './src/i18n/locales';
import { firstPaintPlugin } from './src/build/firstPaint';
import { compileHintsPlugin } from './src/build/compileHints';
import { messageDescriptorsPlugin } from './src/build/messageDescriptors';
import { precompressPlugin } from './src/build/precompress';
import { serviceWorkerPlugin } from './src/build/serviceWorker';
import { startAfterPaintPlugin } from './src/build/startAfterPaint';

// In development the API and the STOMP WebSocket live on the reference server (`npm run dev` starts both).
const apiTarget = process.env.API_TARGET || 'http://127.0.0.1:8080';

// react-aria ships its own strings for 30+ locales; keep those of the languages we ship (I18N.md).
// By language, not region, so e.g. zh-HK keeps react-aria's zh-TW and ar-SA its ar-AE strings.
const shippedLanguages = [...new Set(LOCALES.map((info) => new Intl.Locale(info.tag).language))];

/**
 * Messages ship precompiled (`formatjs compile --ast`), so react-intl never parses one at run time:
 * in the build, intl-messageformat gets the parser package's no-parser entry (its types and helpers
 * without the ~45 KiB parser). The app's own imports of the parser (the translation overlay, loaded on
 * demand) keep the real one.
 */
function messageFormatWithoutParser(): Plugin {
  const parser = '@formatjs/icu-messageformat-parser';
  const require = createRequire(import.meta.url);
  const noParser = require.resolve(`${parser}/no-parser.js`);
  return {
    name: 'message-format-without-parser',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== parser || !importer) return null;
      return /[\\/]node_modules[\\/](intl-messageformat|@formatjs[\\/]intl|react-intl)[\\/]/.test(
        importer,
      )
        ? noParser
        : null;
    },
  };
}

/**
 * react-router's package exports only its development build (extra checks and warnings, ~27 KiB
 * brotli in the entry); its production build ships beside it. The app's build takes that one.
 */
function reactRouterProduction(): Plugin {
  const require = createRequire(import.meta.url);
  const production = path.join(
    path.dirname(require.resolve('react-router')),
    '../production/index.mjs',
  );
  return {
    name: 'react-router-production',
    apply: 'build',
    enforce: 'pre',
    resolveId: (source) => (source === 'react-router' ? production : null),
  };
}

export default defineConfig({
  plugins: [
    messageFormatWithoutParser(),
    reactRouterProduction(),
    optimizeLocales.vite({ locales: shippedLanguages }),
    react(),
    messageDescriptorsPlugin(),
    vanillaExtractPlugin(),
    firstPaintPlugin(),
    startAfterPaintPlugin(),
    compileHintsPlugin(),
    serviceWorkerPlugin(),
    precompressPlugin(),
  ],
  server: {
    port: 5173,
    proxy: {
      '/api/websocket': { target: apiTarget.replace(/^http/, 'ws'), ws: true },
      '/api': { target: apiTarget, changeOrigin: false },
    },
  },
  build: {
    target: 'es2022',
    // Terser, two passes: /m/index's first load 0.4 KiB brotli smaller than with the default minifier
    // (oxc), which left it a few bytes under its 150 KiB limit, a margin any change's new file hashes
    // (the entry names every lazy chunk) could take. Eight seconds more per build.
    minify: 'terser',
    terserOptions: { compress: { passes: 2, ecma: 2020 }, module: true, ecma: 2020 },
    sourcemap: true,
    // What each route loads first (scripts/budget.ts) and what the service worker precaches.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry imports statically, in the entry's one file. Left to itself rolldown
          // moves the parts the lazy screens also import (React and react-aria, react-intl, xstate and
          // the machines' io) into shared chunks that the entry then loads beside it: a first load of
          // several files, each compressed on its own (about 6 KiB more brotli for /m/index). The
          // screens' chunks import those parts from the entry instead, which every page has loaded.
          groups: [{ name: 'index', tags: ['$initial'] }],
        },
      },
    },
  },
});
