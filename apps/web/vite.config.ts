import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

// In development the API and the STOMP WebSocket live on the reference server (`npm run dev` starts both).
const apiTarget = process.env.API_TARGET || 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  server: {
    port: 5173,
    proxy: {
      '/api/websocket': { target: apiTarget.replace(/^http/, 'ws'), ws: true },
      '/api': { target: apiTarget, changeOrigin: false },
    },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
  },
});
