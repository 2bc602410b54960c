// Ending the sync worker with its page. Terminated at once, the worker's IndexedDB transactions in
// flight (a pull page, a status write) were left open in WebKit, and the user's database could run
// no transaction on those stores again until the browser restarted (bug 324094): the next page's
// start stalled at its first read of `meta`. So the page asks the worker to abort them and close
// itself, gives it a moment to do so, and only then terminates it. The end must happen within the
// `pagehide` handler: a page frozen in the back/forward cache runs nothing after it.
import type { TransactionGuard } from './transaction-guard.ts'

const END = 'pm3-sync-worker-end'

/** Long enough for the worker to take the message between two of its tasks; short for a navigation. */
const GRACE_MS = 25

/** Page side: called on `pagehide`. */
export function endSyncWorker(thread: Worker): void {
  thread.postMessage({ type: END })
  const until = performance.now() + GRACE_MS
  // A wait that blocks on purpose: nothing the page does after this handler is sure to run.
  while (performance.now() < until) {
    // spin
  }
  thread.terminate()
}

/** Worker side: on the page's word, end every transaction in flight, then the worker. */
export function endOnRequest(guard: TransactionGuard): void {
  self.addEventListener('message', (event: MessageEvent<{ type?: string } | null>) => {
    if (event.data?.type !== END) return
    guard.endAll()
    self.close()
  })
}
