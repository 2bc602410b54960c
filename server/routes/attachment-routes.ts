// Attachments (issue 24): a resumable upload in chunks, named by the content hash, and the file
// served only to someone who may see a record that refers to it (the record's own rules).
import type { Context } from 'hono'
import { Hono } from 'hono'
import {
  ATTACHMENT_FILE_PATH,
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_UPLOAD_PATH,
  ATTACHMENT_WANTED_PATH,
  SHA256_HEX,
  UPLOAD_HEADERS,
  type UploadState,
} from '../../src/api/attachments.ts'
import { Code } from '../../src/api/codes.ts'
import { visibleSop } from '../approvals/sop-access.ts'
import { checkedBytes, damagedHashes } from '../attachments/damaged-files.ts'
import { type FileStore, localFileStore } from '../attachments/file-store.ts'
import { servedHeaders } from '../attachments/served-type.ts'
import { requireUser } from '../auth/require-user.ts'
import type { Db } from '../db/connection.ts'
import type { UserRow } from '../db/user-row.ts'
import type { AppEnv } from '../http/context.ts'
import { ApiFailure, ok } from '../http/envelope.ts'

/** Who may see a record's files: the same check as for the record. Unknown resources carry none. */
const recordVisible: Record<string, (db: Db, id: string, user: UserRow) => Promise<unknown>> = {
  sops: (db, id, user) => visibleSop(db, id, user),
}

const stores = new WeakMap<object, FileStore>()
export function fileStoreOf(c: Context<AppEnv>): FileStore {
  const config = c.get('config')
  if (config.fileStore) return config.fileStore
  let store = stores.get(config)
  if (!store) {
    store = localFileStore(config.dataDir)
    stores.set(config, store)
  }
  return store
}

const missing = () => new ApiFailure(Code.notFound, 'attachmentMissing')

function hashOf(c: Context<AppEnv>): string {
  const hash = c.req.param('hash') ?? ''
  if (!SHA256_HEX.test(hash)) throw missing()
  return hash
}

function intHeader(c: Context<AppEnv>, name: string): number {
  const value = Number(c.req.header(name) ?? '')
  if (!Number.isSafeInteger(value) || value < 0)
    throw new ApiFailure(Code.badRequest, 'attachmentBadHeader', { field: name })
  return value
}

/** One chunk of an upload at a time per file in this process; other processes meet the row's guard. */
const inFlight = new Map<string, Promise<unknown>>()
function oneAtATime<T>(key: string, run: () => Promise<T>): Promise<T> {
  const before = inFlight.get(key) ?? Promise.resolve()
  const next = before.then(run, run)
  const settled = next.catch(() => undefined)
  inFlight.set(key, settled)
  void settled.then(() => inFlight.get(key) === settled && inFlight.delete(key))
  return next
}

async function stateOf(db: Db, comId: number, hash: string) {
  return db
    .selectFrom('attachments')
    .select(['size', 'received', 'complete'])
    .where('com_id', '=', comId)
    .where('hash', '=', hash)
    .executeTakeFirst()
}

async function setState(
  db: Db,
  comId: number,
  hash: string,
  state: { received?: number; complete?: number; damaged_at?: null },
) {
  await db
    .updateTable('attachments')
    .set(state)
    .where('com_id', '=', comId)
    .where('hash', '=', hash)
    .execute()
}

export function attachmentRoutes() {
  const app = new Hono<AppEnv>()

  app.get(`${ATTACHMENT_UPLOAD_PATH}/:hash`, requireUser, async (c) => {
    const hash = hashOf(c)
    const comId = c.get('user').com_id
    const db = c.get('db')
    const row = await stateOf(db, comId, hash)
    // "Complete" is believed only of bytes that still hash right: a device that holds a file the
    // server lost is told to send it again from the start.
    if (row?.complete === 1 && !(await checkedBytes(db, fileStoreOf(c), comId, hash, c.get('config'))))
      return ok(c, { received: 0, complete: false } satisfies UploadState)
    const state: UploadState = { received: Number(row?.received ?? 0), complete: row?.complete === 1 }
    return ok(c, state)
  })

  app.get(ATTACHMENT_WANTED_PATH, requireUser, async (c) =>
    ok(c, { hashes: await damagedHashes(c.get('db'), c.get('user').com_id) }),
  )

  app.post(`${ATTACHMENT_UPLOAD_PATH}/:hash`, requireUser, async (c) => {
    const hash = hashOf(c)
    const user = c.get('user')
    const config = c.get('config')
    const db = c.get('db')
    const max = config.attachmentMaxBytes ?? ATTACHMENT_MAX_BYTES
    const size = intHeader(c, UPLOAD_HEADERS.size)
    const offset = intHeader(c, UPLOAD_HEADERS.offset)
    if (size > max)
      throw new ApiFailure(Code.unprocessable, 'attachmentTooLarge', { mb: Math.round(max / 1048576) })
    const bytes = new Uint8Array(await c.req.arrayBuffer())
    if (size === 0 || offset + bytes.length > size)
      throw new ApiFailure(Code.badRequest, 'attachmentBadHeader', { field: UPLOAD_HEADERS.offset })
    const store = fileStoreOf(c)
    const state = await oneAtATime(`${user.com_id}:${hash}`, async (): Promise<UploadState> => {
      await db
        .insertInto('attachments')
        .values({
          com_id: user.com_id,
          hash,
          size,
          declared_type: (c.req.header(UPLOAD_HEADERS.type) ?? '').slice(0, 100),
          uploaded_by: user.id,
          created_at: config.now(),
        })
        .onConflict((oc) => oc.doNothing())
        .execute()
      const row = await stateOf(db, user.com_id, hash)
      if (!row) throw missing()
      if (row.complete === 1) return { received: Number(row.size), complete: true }
      if (Number(row.size) !== size)
        throw new ApiFailure(Code.badRequest, 'attachmentBadHeader', { field: UPLOAD_HEADERS.size })
      const received = Number(row.received)
      // A gap (a chunk whose predecessor never arrived): the answer says where to go on from.
      if (offset > received) return { received, complete: false }
      const end = Math.max(received, offset + bytes.length)
      if (end > received) {
        await store.writePart(user.com_id, hash, received, bytes.subarray(received - offset))
        const moved = await db
          .updateTable('attachments')
          .set({ received: end })
          .where('com_id', '=', user.com_id)
          .where('hash', '=', hash)
          .where('received', '=', received)
          .executeTakeFirst()
        // Another process moved it first: tell the device where the file stands now.
        if (Number(moved.numUpdatedRows) === 0) {
          const now = await stateOf(db, user.com_id, hash)
          return { received: Number(now?.received ?? 0), complete: now?.complete === 1 }
        }
      }
      if (end < size) return { received: end, complete: false }
      if (!(await store.finish(user.com_id, hash))) {
        await setState(db, user.com_id, hash, { received: 0 })
        throw new ApiFailure(Code.unprocessable, 'attachmentHashMismatch')
      }
      await setState(db, user.com_id, hash, { complete: 1, damaged_at: null })
      return { received: size, complete: true }
    })
    return ok(c, state)
  })

  app.get(`${ATTACHMENT_FILE_PATH}/:hash`, requireUser, async (c) => {
    const hash = hashOf(c)
    const user = c.get('user')
    const db = c.get('db')
    const resource = c.req.query('resource') ?? ''
    const record = c.req.query('record') ?? ''
    const visible = recordVisible[resource]
    if (!visible) throw missing()
    // A stranger gets the same 404 as for a file that does not exist.
    await visible(db, record, user).catch(() => {
      throw missing()
    })
    const ref = await db
      .selectFrom('attachment_refs')
      .select('name')
      .where('com_id', '=', user.com_id)
      .where('hash', '=', hash)
      .where('resource', '=', resource)
      .where('record_id', '=', record)
      .executeTakeFirst()
    if (!ref) throw missing()
    const bytes = await checkedBytes(db, fileStoreOf(c), user.com_id, hash, c.get('config'))
    if (!bytes) throw new ApiFailure(Code.notFound, 'attachmentDamaged')
    return new Response(bytes as Uint8Array<ArrayBuffer>, {
      status: 200,
      headers: servedHeaders(bytes, ref.name),
    })
  })

  return app
}
