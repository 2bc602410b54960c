// Why PM3 would not start, said in one paragraph an operator can act on, instead of a stack trace:
// another process on the folder, a folder it cannot write, a full disk. Anything else keeps its stack
// (that one is a bug to report).
import { FolderInUse } from './db/folder-lock.ts'
import { isStorageFull } from './http/server-state.ts'

const NOT_WRITABLE = new Set(['EACCES', 'EPERM', 'EROFS', 'SQLITE_READONLY', 'SQLITE_CANTOPEN'])

export function startupRefusal(error: unknown, dataDir: string): string | null {
  if (error instanceof FolderInUse) return error.message
  const code = String((error as { code?: unknown } | null)?.code ?? '')
  if (NOT_WRITABLE.has(code) || code.startsWith('SQLITE_READONLY') || code.startsWith('SQLITE_CANTOPEN'))
    return (
      `PM3 cannot write to its data folder ${dataDir} (${code}: ${(error as Error).message}). ` +
      'The database, the uploads and the lock live there: give the user PM3 runs as write access to it ' +
      '(chown/chmod, or a volume mounted read-write), or set PM3_DATA_DIR to a folder it may write.'
    )
  if (isStorageFull(error))
    return (
      `PM3 cannot start: the disk holding ${dataDir} is full (${code}). ` +
      'Free some space (old backups, logs), then start PM3 again; nothing was changed.'
    )
  return null
}
