/// <reference types="vite/client" />

/** Build version from package.json (spec §9: 12.1.5). */
declare const __APP_VERSION__: string

interface ImportMetaEnv {
  /** API base URL; `/api` on the server that serves the app. */
  readonly VITE_PM3_API_BASE?: string
  /** `hash` for hash routing (spec §2); history routing otherwise. */
  readonly VITE_PM3_ROUTER_MODE?: 'hash' | 'history'
  /** The fixed password of the theme drawer's copy (spec §5); `pm3-theme` when unset. */
  readonly VITE_PM3_THEME_COPY_PASSWORD?: string
}
