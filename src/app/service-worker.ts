import { Workbox } from 'workbox-window'

/** Registers the service worker in production builds (the dev server has none). */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
  void new Workbox('/sw.js', { scope: '/' }).register()
}
