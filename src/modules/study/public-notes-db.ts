// The visitor's copy of the knowledge notes on this device (no user, so a database of its own). A
// list refresh keeps titles and snippets; a note once opened keeps its body and exercises, so it
// reads offline; exercise results stay here too (/pubmy). Reads fall back to this copy when the
// network does not answer.
import { Dexie, type Table } from 'dexie'
import { publicApi, publicQuery } from '../../auth/public-api.ts'

export interface CachedNote {
  id: string
  title: string
  point: string
  tags: string
  summary: string
  /** Present once the note was opened on this device. */
  body?: string
  read_at?: number
  updated_at: number
}

export interface CachedPoint {
  id: string
  name: string
  parent: string
  sort: number
  summary: string
}

export interface CachedExercise {
  id: string
  note: string
  question: string
  option_a: string
  option_b: string
  option_c: string
  option_d: string
  answer: string
  explain: string
  sort: number
}

export interface Attempt {
  id?: number
  note: string
  title: string
  right: number
  total: number
  percent: number
  at: number
}

class PublicNotesDb extends Dexie {
  notes!: Table<CachedNote, string>
  points!: Table<CachedPoint, string>
  exercises!: Table<CachedExercise, string>
  attempts!: Table<Attempt, number>
  constructor() {
    super('pm3-public-notes')
    this.version(1).stores({
      notes: 'id, title, point, read_at',
      points: 'id, parent, sort',
      exercises: 'id, note, sort',
      attempts: '++id, note, at',
    })
  }
}

export const notesDb = new PublicNotesDb()

/** Refreshes titles, snippets and the point tree; bodies already kept stay. */
export async function refreshNoteList(): Promise<void> {
  const env = await publicApi.get<{ notes: Omit<CachedNote, 'body'>[]; points: CachedPoint[] }>(
    '/pub/getMkdList',
    {
      query: publicQuery(),
    },
  )
  await notesDb.transaction('rw', notesDb.notes, notesDb.points, async () => {
    const kept = new Map((await notesDb.notes.toArray()).map((n) => [n.id, n]))
    await notesDb.notes.clear()
    await notesDb.notes.bulkPut(env.data.notes.map((n) => ({ ...kept.get(n.id), ...n })))
    await notesDb.points.clear()
    await notesDb.points.bulkPut(env.data.points)
  })
}

/** Server-side search (bodies included) while online; null when the network does not answer. */
export async function searchOnline(keyword: string): Promise<string[] | null> {
  try {
    const env = await publicApi.get<{ notes: { id: string }[] }>('/pub/getMkdList', {
      query: publicQuery({ keyword }),
    })
    return env.data.notes.map((n) => n.id)
  } catch {
    return null
  }
}

/** Fetches a note with its exercises and keeps both; offline the kept copy serves. */
export async function openNote(id: string): Promise<void> {
  const [info, xiti] = await Promise.all([
    publicApi.get<CachedNote & { body: string }>('/pub/getMkdInfo', { query: publicQuery({ id }) }),
    publicApi.get<CachedExercise[]>('/pub/getMkdXiti', { query: publicQuery({ note_id: id }) }),
  ])
  await notesDb.transaction('rw', notesDb.notes, notesDb.exercises, async () => {
    const old = await notesDb.notes.get(id)
    await notesDb.notes.put({ ...old, ...info.data, summary: old?.summary ?? '', read_at: Date.now() })
    await notesDb.exercises.where('note').equals(id).delete()
    await notesDb.exercises.bulkPut(xiti.data)
  })
}
