// Where attachment bytes live. Local disk under the data directory by default, named by company and
// content hash; an upload grows a `.part` file that becomes the file once its hash is checked.
// Several server processes share an S3-compatible bucket instead (s3-file-store.ts, PM3_S3_BUCKET).
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
  read(comId: number, hash: string): Promise<Uint8Array | null>
  remove(comId: number, hash: string): Promise<void>
}

/** `{COM_ID}/{hh}/{hash}`, the same in either store. */
export const relativeKey = (comId: number, hash: string) => `${comId}/${hash.slice(0, 2)}/${hash}`

export function localFileStore(dataDir: string): FileStore {
  const root = path.join(dataDir, 'attachments')
  // The hash was checked against /^[0-9a-f]{64}$/ before it reaches here: it cannot climb out.
  const fileOf = (comId: number, hash: string) => path.join(root, relativeKey(comId, hash))
  const partOf = (comId: number, hash: string) => `${fileOf(comId, hash)}.part`

  return {
    where: `local disk, ${root}`,
    async writePart(comId, hash, offset, bytes) {
      const file = partOf(comId, hash)
      await fs.promises.mkdir(path.dirname(file), { recursive: true })
      const handle = await fs.promises.open(file, fs.existsSync(file) ? 'r+' : 'w')
      try {
        await handle.write(bytes, 0, bytes.length, offset)
      } finally {
        await handle.close()
      }
    },
    async finish(comId, hash) {
      const part = partOf(comId, hash)
      // Renamed already, and the crash came before the database heard of it.
      if (!fs.existsSync(part) && fs.existsSync(fileOf(comId, hash))) return true
      const digest = createHash('sha256')
      for await (const chunk of fs.createReadStream(part)) digest.update(chunk as Buffer)
      if (digest.digest('hex') !== hash) {
        await fs.promises.rm(part, { force: true })
        return false
      }
      await fs.promises.rename(part, fileOf(comId, hash))
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
