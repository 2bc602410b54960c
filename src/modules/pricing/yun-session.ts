// The cloud account's session on this device, apart from the staff session: its own token under its
// own key, sent in the `yun-token` header to the /yun calls only.
import { useSyncExternalStore } from 'react'
import { ulid } from 'ulid'
import { publicApi, publicQuery } from '../../auth/public-api.ts'
import { wakeOnReturn } from '../../data/wake-on-return.ts'
import { createOutboxRunner, type Drained } from '../../sync/outbox-runner.ts'
import { drainInOrder, type OrderedQueue } from '../../sync/retry-policy.ts'
import { type CostBody, type LogBody, type PriceUnit, type YunNote, yunDb } from './yun-db.ts'

const TOKEN_KEY = 'yun_token'
const NAME_KEY = 'yun_nickname'

const listeners = new Set<() => void>()
const changed = () => {
  for (const l of listeners) l()
}

export const yunSession = {
  token: () => localStorage.getItem(TOKEN_KEY),
  nickname: () => localStorage.getItem(NAME_KEY) ?? '',
  signOut() {
    localStorage.removeItem(TOKEN_KEY)
    localStorage.removeItem(NAME_KEY)
    changed()
  },
}

export function useYunSignedIn(): string | null {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l)
      return () => listeners.delete(l)
    },
    () => (yunSession.token() ? yunSession.nickname() || '-' : null),
  )
}

export async function yunSignIn(username: string, password: string): Promise<void> {
  const env = await publicApi.post<{ nickname: string }>(
    '/yun/yunUserLogin',
    { username, password },
    { query: publicQuery() },
  )
  if (!env.token) throw new Error('no token')
  localStorage.setItem(TOKEN_KEY, env.token)
  localStorage.setItem(NAME_KEY, env.data.nickname)
  changed()
  void syncNotebooks()
}

/** Sign-in with WeChat: the server says whether it is configured. */
export async function yunWechatSignIn(): Promise<void> {
  await publicApi.post('/yun/wxUserLogin', {}, { query: publicQuery() })
}

export async function addNote(book: 'log', body: LogBody): Promise<string>
export async function addNote(book: 'cost', body: CostBody): Promise<string>
export async function addNote(book: 'log' | 'cost', body: LogBody | CostBody): Promise<string> {
  const id = ulid()
  await yunDb.notes.add({ id, book, body, created_at: Date.now(), synced: 0 } as YunNote)
  void syncNotebooks()
  return id
}

/** The notes not yet in the cloud, each sent once: its id is its Idempotency-Key, notes are never edited. */
const unsentNotes: OrderedQueue<YunNote> = {
  pending: async () =>
    (await yunDb.notes.where('synced').equals(0).sortBy('created_at')).filter((n) => !n.error),
  schedule: (note) => ({ nextAttemptAt: note.nextAttemptAt ?? 0, attempts: note.attempts ?? 0 }),
  send: async (note) => {
    const { synced: _, attempts: _a, nextAttemptAt: _n, error: _e, ...body } = note
    await publicApi.post('/yun/saveYunNote', body, {
      headers: { 'yun-token': yunSession.token() ?? '', 'Idempotency-Key': note.id },
    })
  },
  sent: (note) => yunDb.notes.update(note.id, { synced: 1 }).then(),
  rejected: (note, error) => yunDb.notes.update(note.id, { error: error.message }).then(),
  waiting: (note, retry) =>
    yunDb.notes.update(note.id, { attempts: retry.attempts, nextAttemptAt: retry.nextAttemptAt }).then(),
  // An ended cloud session signs out and keeps every entry.
  sessionEnded: async () => yunSession.signOut(),
}

/** Sends the unsent notes, then takes the account's notes made on other devices. */
async function drainNotebooks(): Promise<Drained> {
  try {
    const drained = await drainInOrder(unsentNotes)
    const token = yunSession.token()
    if (!token) return drained
    // The server answers each entry's body fields beside its id, book and created_at.
    type Answered = { id: string; book: YunNote['book']; created_at: number } & Record<string, unknown>
    const env = await publicApi.get<Answered[]>('/yun/getYunNoteList', { headers: { 'yun-token': token } })
    await yunDb.notes.bulkPut(
      env.data.map(
        ({ id, book, created_at, ...body }) =>
          ({ id, book, created_at, body, synced: 1 }) as unknown as YunNote,
      ),
    )
    return drained
  } catch (e) {
    if ((e as { code?: number }).code === 401) yunSession.signOut()
    return {}
  }
}

/** The device's one outbox engine runs the notebooks' queue; quiet when signed out or offline. */
const notebooks = createOutboxRunner({
  drain: drainNotebooks,
  canSend: () => Boolean(yunSession.token()) && navigator.onLine,
})

let woken = false

/** Sends now, and from then on at once whenever the network returns or the tab comes back. */
export function syncNotebooks(): Promise<void> {
  if (!woken) {
    woken = true
    wakeOnReturn(notebooks, () => yunDb.notes.where('synced').equals(0).modify({ nextAttemptAt: 0 }).then())
  }
  return notebooks.flush()
}

/** Refreshes the pricing units from the server; the kept copy serves offline. */
export async function refreshUnits(): Promise<void> {
  const env = await publicApi.get<PriceUnit[]>('/pub/getSiteUnitList', { query: publicQuery() })
  await yunDb.transaction('rw', yunDb.units, async () => {
    await yunDb.units.clear()
    await yunDb.units.bulkPut(env.data)
  })
}
