// Rows a pull writes reach the open list before their transaction commits. The page's live query
// re-runs only after the commit crosses to the page and re-reads the list's window (10–30 ms on an
// idle 2-core machine); the worker posts the rows it is writing, already cleared of rows a queued
// entry holds, and the page lays them over its list (pending-overlay.ts) until a read holds them.
// Small batches only: a full pull's 1,000-row pages would cost the page more to receive than to
// re-read, and the first screen of a full pull is read from the table anyway.
import { showPending } from '../data/pending-overlay.ts'
import type { Row } from '../data/user-db.ts'

/** Rows per write that are posted; a larger write is left to the re-read. */
const POSTED_ROWS = 50

type Message = { batch: string; table: string; rows: Row[] } | { batch: string; end: 'committed' | 'failed' }

const channelName = (dbName: string) => `pm3-pulled:${dbName}`
const NOTHING = { committed() {}, failed() {} }
const senders = new Map<string, BroadcastChannel>()

/** One channel per database, so its messages arrive in the order they were posted. */
function sender(dbName: string): BroadcastChannel {
  let channel = senders.get(dbName)
  if (!channel) {
    channel = new BroadcastChannel(channelName(dbName))
    // Node (the integration tests' pulls) would otherwise stay alive for an idle channel.
    ;(channel as { unref?: () => void }).unref?.()
    senders.set(dbName, channel)
  }
  return channel
}

/** Worker side: posts the rows, then how their transaction ended. */
export function announcePulled(
  dbName: string,
  table: string,
  rows: Row[],
): { committed(): void; failed(): void } {
  if (!rows.length || rows.length > POSTED_ROWS || typeof BroadcastChannel === 'undefined') return NOTHING
  const batch = crypto.randomUUID()
  const post = (message: Message) => sender(dbName).postMessage(message)
  post({ batch, table, rows })
  return { committed: () => post({ batch, end: 'committed' }), failed: () => post({ batch, end: 'failed' }) }
}

/** Page side: lays posted rows over the open lists; returns the call that stops listening. */
export function listenForPulled(dbName: string): () => void {
  const channel = new BroadcastChannel(channelName(dbName))
  const open = new Map<string, ReturnType<typeof showPending>>()
  channel.onmessage = (event: MessageEvent<Message>) => {
    const message = event.data
    if ('rows' in message) {
      open.set(
        message.batch,
        showPending(
          message.rows.map((row) => ({ table: message.table, id: row.id, fields: row })),
          'server',
        ),
      )
      return
    }
    const shown = open.get(message.batch)
    open.delete(message.batch)
    if (message.end === 'committed') shown?.committed()
    else shown?.failed()
  }
  return () => {
    channel.close()
    for (const shown of open.values()) shown.failed()
  }
}
