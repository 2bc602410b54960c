import { createContext, type ReactNode, useCallback, useContext, useEffect, useState } from 'react'
import type { Catalogue } from './catalogue.ts'
import type { AnyDefinedCommand, PayloadOf } from './define-command.ts'
import { startSync, write, type writeCommand } from './sync-client.ts'
import type { UserDb } from './user-db.ts'

const DbContext = createContext<UserDb | null>(null)

/** Opens the signed-in user's database and starts sync; children render once it is open. */
export function UserDbProvider({
  catalogue,
  children,
  onSessionEnded,
}: {
  catalogue: Catalogue
  children: ReactNode
  onSessionEnded: () => void
}) {
  const [db, setDb] = useState<UserDb | null>(null)
  useEffect(() => {
    void startSync(catalogue, onSessionEnded).then(setDb)
  }, [catalogue, onSessionEnded])
  if (!db) return null
  return <DbContext.Provider value={db}>{children}</DbContext.Provider>
}

/** The signed-in user's database, or null outside it (a shell part drawn before it opened). */
export function useOptionalUserDb(): UserDb | null {
  return useContext(DbContext)
}

export function useUserDb(): UserDb {
  const db = useContext(DbContext)
  if (!db) throw new Error('useUserDb outside UserDbProvider')
  return db
}

/**
 * How a page writes: through the sync client (the outbox, then the worker). A component test provides
 * the plain enqueue on its own database instead: the same outbox entry, with no worker to deliver it.
 */
export type Write = typeof write
const WriteContext = createContext<Write>(write)
export const WriteProvider = WriteContext.Provider

export function useWrite(): Write {
  return useContext(WriteContext)
}

/** A defined command, typed (see writeCommand), through the page's writer. */
export function useWriteCommand(): typeof writeCommand {
  const write = useWrite()
  return useCallback(
    <C extends AnyDefinedCommand>(command: C, payload: PayloadOf<C>, options?: Parameters<Write>[2]) =>
      write(command.kind, payload, options),
    [write],
  )
}

/** For component tests: a database without the sync that opens it. */
export const UserDbContextProvider = DbContext.Provider
