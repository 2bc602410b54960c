// Registers the service worker (production builds only) and offers a new version only while the
// outbox is idle, so an update never lands in the middle of a flush.
import { Workbox } from 'workbox-window'

type Listener = () => void
const listeners = new Set<Listener>()
let waiting: Workbox | null = null

export function subscribeUpdate(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function updateWaiting(): boolean {
  return waiting !== null
}

export function applyUpdate(): void {
  if (!waiting) return
  waiting.addEventListener('controlling', () => window.location.reload())
  waiting.messageSkipWaiting()
}

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
  const wb = new Workbox('/sw.js', { scope: '/' })
  wb.addEventListener('waiting', () => {
    waiting = wb
    for (const l of listeners) l()
  })
  void wb.register()
}
