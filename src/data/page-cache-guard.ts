// A page going into the back/forward cache leaves no IndexedDB transaction behind. WebKit freezes
// such a page with its transactions in flight — the live queries' reads included — and never ends
// them while it stays there; a readwrite transaction on the same stores waits for every earlier one,
// so the next page's first write (the user's `meta` at start, an outbox entry) waited for ever and
// the page stayed blank after typing an address. Dexie closes its connections on that `pagehide`,
// but a close waits for the transactions too. So the page aborts them: nothing is lost that would
// not be anyway, since a page restored from that cache reloads (sync-client.ts) and a write the user
// made is only reported done once its transaction committed.
//
// The guard sits on IndexedDB itself, not on Dexie (an addon would need Dexie in the page's first
// script, which the login page never uses: 31 KB gzip of its 229). Page only; the sync worker ends
// its own (sync-worker-end.ts). Imported first by the page's entry, so even the databases modules
// open as they load are guarded.
import { guardTransactions } from './transaction-guard.ts'

const guard = guardTransactions()
addEventListener('pagehide', (event) => {
  if ((event as PageTransitionEvent).persisted) guard.endAll()
})
