// Which lists a request changed: every write that takes a rev notes its resource here, inside the
// request's async context. The live middleware publishes the notes once the request has finished
// without an error, so a device is told only about rows that are committed and visible to its pull.
import { AsyncLocalStorage } from 'node:async_hooks'

export interface ChangeNote {
  /** The resource name of src/modules/registry.ts. */
  resource: string
  comId: number
  /** The change sequence value the write took; 0 for lists without a delta cursor (users). */
  rev: number
  /** The changed row; sop-scoped lists need it to tell who may see the change. */
  id: string
}

const requestNotes = new AsyncLocalStorage<ChangeNote[]>()

/** Outside a request (seeding, start-up) there is no device to tell, and nothing is kept. */
export function noteChange(note: ChangeNote): void {
  requestNotes.getStore()?.push(note)
}

/** Runs `fn` with its own list of notes and hands it back (a batch's entries each get their own). */
export async function collectChanges(fn: () => Promise<void>): Promise<ChangeNote[]> {
  const notes: ChangeNote[] = []
  await requestNotes.run(notes, fn)
  return notes
}
