import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Connect, type Plugin } from 'vite';
import rootPackage from '../package.json' with { type: 'json' };

const apiOrigin = 'http://localhost:3000';
const apiProxy = {
  '/api': apiOrigin,
  '/socket.io': { target: apiOrigin, ws: true },
};

/**
 * The customers' page (`/code/{id}`) is its own small entry, `code.html`. The API server answers
 * `/code/*` with it; the dev and preview servers do the same through this rewrite.
 */
function publicCodePage(): Plugin {
  const rewrite: Connect.NextHandleFunction = (request, _response, next) => {
    if (request.url?.startsWith('/code/')) request.url = '/code.html';
    next();
  };
  return {
    name: 'lavado-public-code-page',
    configureServer: (server) => void server.middlewares.use(rewrite),
    configurePreviewServer: (server) => void server.middlewares.use(rewrite),
  };
}

const entry = (file: string) => fileURLToPath(new URL(file, import.meta.url));

export default defineConfig({
  plugins: [react(), publicCodePage()],
  define: {
    __APP_VERSION__: JSON.stringify(rootPackage.version),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      input: { main: entry('./index.html'), code: entry('./code.html') },
      output: {
        // Libraries change less often than the app: their own chunks stay cached across releases.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 30 },
            { name: 'router', test: /node_modules[\\/](react-router|react-router-dom)[\\/]/, priority: 20 },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 20 },
          ],
        },
      },
    },
  },
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
});
