// A sign-out the server did not hear (issue 38): offline, the token would stay live until it
// expired. Its revocation is queued on the device, as a write is, and sent (GET /logout with that
// token) when the device is next online, whoever is signed in by then. Kept in a small IndexedDB
// store of its own, because a sign-out clears localStorage.
import { Dexie, type Table } from 'dexie'
import { API_BASE } from './page-api.ts'

interface Revocation {
  token: string
  queuedAt: number
}

class RevocationDb extends Dexie {
  revocations!: Table<Revocation, string>
  constructor() {
    super('pm3-revocations')
    this.version(1).stores({ revocations: 'token' })
  }
}

let db: RevocationDb | null = null
const open = () => {
  db ??= new RevocationDb()
  return db
}

export async function queueRevocation(token: string, now = Date.now()): Promise<void> {
  await open().revocations.put({ token, queuedAt: now })
}

/**
 * Sends every queued revocation; one the server answered (any answer: a token it no longer knows is
 * as good as revoked) leaves the queue, one that met no answer stays for the next time.
 */
export async function sendQueuedRevocations(): Promise<number> {
  if (!navigator.onLine) return 0
  const queued = await open().revocations.toArray()
  let sent = 0
  for (const { token } of queued) {
    try {
      const res = await fetch(`${API_BASE}/logout`, {
        headers: { token: `Bearer ${token}` },
        cache: 'no-store',
      })
      if (res.status >= 500) continue
      await open().revocations.delete(token)
      sent++
    } catch {
      // No answer: still offline in fact, or the server is away. Tried again when back online.
    }
  }
  return sent
}

/** Sends what is queued now and whenever the device comes back online. */
export function sendRevocationsWhenOnline(): void {
  void sendQueuedRevocations().catch(() => undefined)
  window.addEventListener('online', () => void sendQueuedRevocations().catch(() => undefined))
}
