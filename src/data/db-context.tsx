import { createContext, type ReactNode, useContext, useEffect, useState } from 'react'
import { startSync, writeCommand } from './sync-client.ts'
import type { UserDb } from './user-db.ts'

const DbContext = createContext<UserDb | null>(null)

/** Opens the signed-in user's database and starts sync; children render once it is open. */
export function UserDbProvider({
  children,
  onSessionEnded,
}: {
  children: ReactNode
  onSessionEnded: () => void
}) {
  const [db, setDb] = useState<UserDb | null>(null)
  useEffect(() => {
    void startSync(onSessionEnded).then(setDb)
  }, [onSessionEnded])
  if (!db) return null
  return <DbContext.Provider value={db}>{children}</DbContext.Provider>
}

export function useUserDb(): UserDb {
  const db = useContext(DbContext)
  if (!db) throw new Error('useUserDb outside UserDbProvider')
  return db
}

/**
 * How a page writes a command: through the sync client (the outbox and the worker). A component test
 * provides the plain enqueue on its own database instead, the same outbox without a worker.
 */
export type CommandWriter = typeof writeCommand
const WriterContext = createContext<CommandWriter>(writeCommand)
export const CommandWriterProvider = WriterContext.Provider

export function useWriteCommand(): CommandWriter {
  return useContext(WriterContext)
}

/** For component tests: a database without the sync that opens it. */
export const UserDbContextProvider = DbContext.Provider
