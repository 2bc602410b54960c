// A few megabytes kept in reserve in the data folder, so a full disk does not lock everyone out. When
// a write fails for lack of space, the reserve file is deleted: sign-ins and token refreshes (a small
// row each) keep working in the room it leaves, while sales and other commands are refused with
// "storage full" (503) and stay queued on the devices, which hold them safely offline. Once the disk
// has room again (freed by an operator), the reserve is put back and commands are taken again.
import fs from 'node:fs'
import path from 'node:path'

export const RESERVE_FILE = 'pm3.reserve'
/** PM3_STORAGE_RESERVE_MB; enough for thousands of sign-ins. */
export const DEFAULT_RESERVE_BYTES = 8 * 1024 * 1024
const CHUNK = 1024 * 1024

export interface StorageReserve {
  /** Deletes the reserve: its room is there for sign-ins now. */
  release(): void
  /** Puts the reserve back if the disk has room for it twice over; true when it did. */
  restore(): boolean
}

export function storageReserve(dataDir: string, bytes: number, log: (line: string) => void): StorageReserve {
  const file = path.join(dataDir, RESERVE_FILE)
  const write = (): boolean => {
    const zeros = Buffer.alloc(Math.min(CHUNK, bytes))
    let fd: number | null = null
    try {
      fd = fs.openSync(file, 'w')
      for (let written = 0; written < bytes; written += zeros.length) fs.writeSync(fd, zeros)
      fs.fsyncSync(fd)
      return true
    } catch (error) {
      log(`storage: no room for the ${bytes >> 20} MB reserve in ${dataDir} (${(error as Error).message})`)
      fs.rmSync(file, { force: true })
      return false
    } finally {
      if (fd !== null) fs.closeSync(fd)
    }
  }
  if (bytes > 0 && fs.statSync(file, { throwIfNoEntry: false })?.size !== bytes) write()
  return {
    release() {
      fs.rmSync(file, { force: true })
    },
    restore() {
      if (bytes <= 0) return true
      const free = fs.statfsSync(dataDir)
      if (free.bavail * free.bsize < 2 * bytes) return false
      return write()
    },
  }
}
