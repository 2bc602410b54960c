// Page-side only (the sync worker has no window): see sync/outbox-runner.ts.
import type { OutboxRunner } from '../sync/outbox-runner.ts'

/**
 * A page's queue sends again at once — not at its next backoff time — when the network returns, the
 * tab gets focus or becomes visible (browsers without Background Sync have no other moment to).
 */
export function wakeOnReturn(runner: OutboxRunner, retryAllNow: () => Promise<void>): () => void {
  const wake = () => void retryAllNow().then(() => runner.flush())
  const visible = () => {
    if (document.visibilityState === 'visible') wake()
  }
  window.addEventListener('online', wake)
  window.addEventListener('focus', wake)
  document.addEventListener('visibilitychange', visible)
  return () => {
    window.removeEventListener('online', wake)
    window.removeEventListener('focus', wake)
    document.removeEventListener('visibilitychange', visible)
  }
}
