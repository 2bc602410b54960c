// Where attachment bytes live. Local disk under the data directory by default, named by company and
// content hash; an upload grows a `.part` file that becomes the file once its hash is checked.
// Several server processes share an S3-compatible bucket instead (s3-file-store.ts, PM3_S3_BUCKET).
// On local disk "complete" must survive a power cut: every chunk is fsynced before the database
// counts it, and the finished file and its directory are fsynced before the row says complete.
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

export interface FileStore {
  /** Where the bytes go, for the start-up log. */
  readonly where: string
  /** Writes `bytes` at `offset` of the unfinished upload (a resend of bytes it has rewrites the same). */
  writePart(comId: number, hash: string, offset: number, bytes: Uint8Array): Promise<void>
  /** Checks the whole upload against its name; true: it is now the file. False: it is dropped. */
  finish(comId: number, hash: string): Promise<boolean>
  /** The stored bytes as they are; whether they still match their hash is checked by verifiedRead. */
  read(comId: number, hash: string): Promise<Uint8Array | null>
  remove(comId: number, hash: string): Promise<void>
}

/** `{COM_ID}/{hh}/{hash}`, the same in either store. */
export const relativeKey = (comId: number, hash: string) => `${comId}/${hash.slice(0, 2)}/${hash}`

/** The file's bytes when they still hash to its name; null when missing or damaged. */
export async function verifiedRead(
  store: FileStore,
  comId: number,
  hash: string,
): Promise<Uint8Array | null> {
  const bytes = await store.read(comId, hash)
  if (!bytes || createHash('sha256').update(bytes).digest('hex') !== hash) return null
  return bytes
}

/** Makes a rename or a new entry in `dir` survive a power cut (the entry lives in the directory). */
async function syncDir(dir: string): Promise<void> {
  const handle = await fs.promises.open(dir, 'r')
  try {
    await handle.sync()
  } finally {
    await handle.close()
  }
}

/** mkdir -p that also fsyncs each parent whose new entry it made. */
async function makeDirDurably(dir: string): Promise<void> {
  if (fs.existsSync(dir)) return
  await makeDirDurably(path.dirname(dir))
  await fs.promises.mkdir(dir, { recursive: true })
  await syncDir(path.dirname(dir))
}

async function sha256OfFile(file: string): Promise<string> {
  const digest = createHash('sha256')
  for await (const chunk of fs.createReadStream(file)) digest.update(chunk as Buffer)
  return digest.digest('hex')
}

export function localFileStore(dataDir: string): FileStore {
  const root = path.join(dataDir, 'attachments')
  // The hash was checked against /^[0-9a-f]{64}$/ before it reaches here: it cannot climb out.
  const fileOf = (comId: number, hash: string) => path.join(root, relativeKey(comId, hash))
  const partOf = (comId: number, hash: string) => `${fileOf(comId, hash)}.part`

  return {
    where: `local disk, ${root}`,
    async writePart(comId, hash, offset, bytes) {
      const file = partOf(comId, hash)
      await makeDirDurably(path.dirname(file))
      const created = !fs.existsSync(file)
      const handle = await fs.promises.open(file, created ? 'w' : 'r+')
      try {
        await handle.write(bytes, 0, bytes.length, offset)
        // The database counts these bytes as received once this returns: they must be on disk, or a
        // power cut leaves a hole the next chunk writes past (and the whole fails its hash).
        await handle.sync()
        if (created) await syncDir(path.dirname(file))
      } finally {
        await handle.close()
      }
    },
    async finish(comId, hash) {
      const part = partOf(comId, hash)
      const file = fileOf(comId, hash)
      // Renamed already, and the crash came before the database heard of it: believed only whole.
      if (!fs.existsSync(part) && fs.existsSync(file)) {
        if ((await sha256OfFile(file)) === hash) return true
        await fs.promises.rm(file, { force: true })
        return false
      }
      if (!fs.existsSync(part) || (await sha256OfFile(part)) !== hash) {
        await fs.promises.rm(part, { force: true })
        return false
      }
      // Each chunk was fsynced as it came; the rename is made durable by its directory's fsync, and
      // only after that does the caller mark the row complete.
      await fs.promises.rename(part, file)
      await syncDir(path.dirname(file))
      return true
    },
    async read(comId, hash) {
      try {
        return await fs.promises.readFile(fileOf(comId, hash))
      } catch {
        return null
      }
    },
    async remove(comId, hash) {
      await fs.promises.rm(fileOf(comId, hash), { force: true })
      await fs.promises.rm(partOf(comId, hash), { force: true })
    },
  }
}
