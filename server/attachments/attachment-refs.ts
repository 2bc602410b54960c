// A record that carries files names them by hash; the refs say which record may show which file.
// A record is accepted only once each of its files is whole on the server (the device sends the
// uploads first, in outbox order), so the server never holds a reference to a missing file.
import type { ExpressionBuilder, Kysely, Transaction } from 'kysely'
import { type AttachmentRef, ORPHAN_AFTER_MS } from '../../src/api/attachments.ts'
import { Code } from '../../src/api/codes.ts'
import type { Database } from '../db/schema.ts'
import { ApiFailure } from '../http/envelope.ts'
import type { FileStore } from './file-store.ts'

/** The files of a record and their thumbnails, each with the name it is served under. */
const filesOf = (refs: AttachmentRef[]) =>
  refs.flatMap((r) => [
    { hash: r.hash, name: r.name },
    ...(r.thumb ? [{ hash: r.thumb, name: `thumb-${r.name.replace(/\.[^.]*$/, '')}.jpg` }] : []),
  ])

export async function linkAttachments(
  trx: Transaction<Database>,
  comId: number,
  resource: string,
  recordId: string,
  refs: AttachmentRef[],
): Promise<void> {
  const files = filesOf(refs)
  if (files.length === 0) return
  const whole = await trx
    .selectFrom('attachments')
    .select('hash')
    .where('com_id', '=', comId)
    .where('complete', '=', 1)
    .where(
      'hash',
      'in',
      files.map((f) => f.hash),
    )
    .execute()
  const have = new Set(whole.map((w) => w.hash))
  const missing = files.find((f) => !have.has(f.hash))
  // 409: the device retries the record later; its upload entry goes first and will have finished.
  if (missing) throw new ApiFailure(Code.conflict, 'attachmentNotUploaded', { name: missing.name })
  await trx
    .insertInto('attachment_refs')
    .values(files.map((f) => ({ com_id: comId, hash: f.hash, resource, record_id: recordId, name: f.name })))
    .onConflict((oc) => oc.doNothing())
    .execute()
}

/** The file row has no record naming it (inside a query on `attachments as a`). */
const unreferenced = ({ not, exists, selectFrom }: ExpressionBuilder<AttachmentsAsA, 'a'>) =>
  not(
    exists(
      selectFrom('attachment_refs as r')
        .select('r.hash')
        .whereRef('r.com_id', '=', 'a.com_id')
        .whereRef('r.hash', '=', 'a.hash'),
    ),
  )
type AttachmentsAsA = Database & { a: Database['attachments'] }

/**
 * Removes files no record refers to, a day after their upload began (a form given up, a filing
 * refused). An unfinished upload that old goes too: its device resumes from nothing and sends again.
 * The row goes last: until the bytes are gone (a bucket may be out of reach) it marks them for the
 * next sweep, and once marked unfinished no record can take the file.
 */
export async function sweepOrphanAttachments(
  db: Kysely<Database>,
  store: FileStore,
  now: number,
): Promise<number> {
  const before = now - ORPHAN_AFTER_MS
  const orphans = await db
    .selectFrom('attachments as a')
    .select(['a.com_id', 'a.hash'])
    .where('a.created_at', '<', before)
    .where(unreferenced)
    .execute()
  let removed = 0
  for (const o of orphans) {
    const marked = await db
      .updateTable('attachments as a')
      .set({ complete: 0, received: 0 })
      .where('a.com_id', '=', o.com_id)
      .where('a.hash', '=', o.hash)
      .where('a.created_at', '<', before)
      .where(unreferenced)
      .executeTakeFirst()
    // A record took it meanwhile.
    if (Number(marked.numUpdatedRows) === 0) continue
    await store.remove(o.com_id, o.hash)
    await db
      .deleteFrom('attachments')
      .where('com_id', '=', o.com_id)
      .where('hash', '=', o.hash)
      .where('complete', '=', 0)
      .where('created_at', '<', before)
      .execute()
    removed++
  }
  return removed
}
