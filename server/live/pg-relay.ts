// Several server processes on one PostgreSQL: a change committed through one process must reach the
// devices streaming from the others. Each process LISTENs on one channel over a connection of its
// own and NOTIFYs the events it published; it skips its own (it delivered them already). A lost
// connection is opened again with backoff, and then every local stream is told to pull everything,
// since notifications sent meanwhile are gone.
import { randomUUID } from 'node:crypto'
import pg from 'pg'
import { retryDelay } from '../../src/sync/backoff.ts'
import type { ChangeEvent, Relay } from './change-hub.ts'

export const CHANNEL = 'pm3_changes'
/** PostgreSQL refuses a payload of 8,000 bytes or more; a burst is split below that. */
const MAX_PAYLOAD = 7_000

interface Message {
  origin: string
  events: ChangeEvent[]
}

export function chunkEvents(origin: string, events: ChangeEvent[]): string[] {
  const payloads: string[] = []
  let batch: ChangeEvent[] = []
  const encode = (list: ChangeEvent[]) => JSON.stringify({ origin, events: list } satisfies Message)
  for (const event of events) {
    if (batch.length && encode([...batch, event]).length > MAX_PAYLOAD) {
      payloads.push(encode(batch))
      batch = []
    }
    batch.push(event)
  }
  if (batch.length) payloads.push(encode(batch))
  return payloads
}

export async function startPgRelay(options: {
  url: string
  deliver(events: ChangeEvent[]): Promise<void>
  resync(): void
  log(line: string): void
}): Promise<Relay> {
  const origin = randomUUID()
  let client: pg.Client | null = null
  let closed = false
  let attempt = 0
  let timer: ReturnType<typeof setTimeout> | undefined

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: options.url })
    next.on('notification', (n) => {
      if (n.channel !== CHANNEL || !n.payload) return
      try {
        const message = JSON.parse(n.payload) as Message
        if (message.origin !== origin) void options.deliver(message.events).catch(() => undefined)
      } catch {
        options.log('live: unreadable change notification ignored')
      }
    })
    next.on('error', (e) => options.log(`live: PostgreSQL relay connection lost: ${e.message}`))
    next.on('end', () => {
      if (client === next) client = null
      if (!closed) reconnectLater()
    })
    await next.connect()
    await next.query(`listen ${CHANNEL}`)
    client = next
  }

  function reconnectLater(): void {
    clearTimeout(timer)
    timer = setTimeout(async () => {
      try {
        await connect()
        attempt = 0
        options.resync()
      } catch {
        if (!closed) reconnectLater()
      }
    }, retryDelay(++attempt))
  }

  await connect()
  return {
    async publish(events) {
      const c = client
      if (!c) return
      for (const payload of chunkEvents(origin, events))
        await c.query('select pg_notify($1, $2)', [CHANNEL, payload]).catch((e: Error) => {
          options.log(`live: notify failed: ${e.message}`)
        })
    },
    async close() {
      closed = true
      clearTimeout(timer)
      await client?.end().catch(() => undefined)
    },
  }
}
