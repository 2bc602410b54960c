import { readFileSync } from 'node:fs'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { firstScreenPreload } from './tools/first-screen-preload.ts'

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string
}

// Spec §7: script and style chunks load from static/js and static/css under the site root.
const staticFileNames = {
  entryFileNames: 'static/js/[name]-[hash].js',
  chunkFileNames: 'static/js/[name]-[hash].js',
  assetFileNames: (asset: { names?: string[] }) =>
    asset.names?.some((n) => n.endsWith('.css'))
      ? 'static/css/[name]-[hash][extname]'
      : 'static/media/[name]-[hash][extname]',
}

export default defineConfig({
  define: { __APP_VERSION__: JSON.stringify(pkg.version) },
  plugins: [
    react(),
    tailwindcss(),
    // The till opens cold and offline in under a second (docs/guide-shop.md): its chunks load with the entry.
    firstScreenPreload(
      {
        '/dian/shouxian': 'src/modules/shop/till/till-page.tsx',
        '/dian/huiyin': 'src/modules/shop/till/till-page.tsx',
      },
      'src/shell/root-layout.tsx',
    ),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      registerType: 'prompt',
      manifest: {
        name: 'PM3',
        short_name: 'PM3',
        start_url: '/',
        display: 'standalone',
        theme_color: '#282c34',
        background_color: '#ffffff',
        icons: [{ src: 'icon.svg', sizes: 'any', type: 'image/svg+xml' }],
      },
      injectManifest: { globPatterns: ['**/*.{js,css,html,png,ico,woff2,mp3,wav}', 'icon.svg', 'svg/*.svg'] },
      devOptions: { enabled: false },
    }),
  ],
  worker: { format: 'es', rolldownOptions: { output: staticFileNames } },
  build: {
    target: 'es2022',
    // Everything the entry imports statically is one chunk: it all loads at once anyway, and one file
    // compresses better than twenty (the till's first script: 291 → 274 KB gzip). The catalogue the
    // signed-in shell loads (the modules' commands, Dexie) is one chunk for the same reason, and zod
    // one of its own, since the login form needs zod but not the catalogue (login 243 → 199 KB, till
    // 283 → 277 KB gzip). Pages, the shell, Headless UI and the dialogs stay chunks of their own.
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'], priority: 3 },
            { name: 'zod', test: /node_modules\/zod\//, priority: 2 },
            { name: 'data', test: /src\/modules\/registry\.ts$/, priority: 1 },
          ],
        },
        ...staticFileNames,
      },
    },
  },
  server: {
    // `npm run dev` talks to a PM3 server started with `npm run serve` (or PM3_API_TARGET).
    proxy: { '/api': process.env.PM3_API_TARGET ?? 'http://localhost:8080' },
  },
})
