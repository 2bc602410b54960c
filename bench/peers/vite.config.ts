// The peers' pages, bundled apart from the app (its vite.config.ts has the PWA and the app's
// chunks). WASM + worker set-up as PowerSync's and PGlite's docs ask for Vite: their packages are
// left out of dependency pre-bundling, and workers are ES modules.
import path from 'node:path'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

export const PEERS = ['rxdb', 'replicache', 'powersync', 'tanstack-db', 'pglite'] as const
const root = import.meta.dirname

export default defineConfig({
  root,
  base: '/',
  logLevel: 'warn',
  plugins: [react()],
  optimizeDeps: { exclude: ['@journeyapps/wa-sqlite', '@powersync/web', '@electric-sql/pglite'] },
  worker: { format: 'es' },
  build: {
    outDir: process.env.PM3_PEERS_OUT ?? path.join(root, '../../node_modules/.cache/pm3-bench-peers'),
    emptyOutDir: true,
    target: 'es2022',
    rollupOptions: { input: Object.fromEntries(PEERS.map((p) => [p, path.join(root, p, 'index.html')])) },
  },
})
