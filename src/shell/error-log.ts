// The error log of spec §8: in production builds, failed calls are kept (newest first, at most 100)
// for the user to open from the header and show to support.
import { useSyncExternalStore } from 'react'

export interface LoggedError {
  at: string
  method: string
  path: string
  code: number
  message: string
}

const MAX = 100
const listeners = new Set<() => void>()
let entries: LoggedError[] = []

export const errorLog = {
  add(entry: LoggedError) {
    if (!import.meta.env.PROD) return
    entries = [entry, ...entries].slice(0, MAX)
    for (const l of listeners) l()
  },
  clear() {
    entries = []
    for (const l of listeners) l()
  },
  subscribe(l: () => void) {
    listeners.add(l)
    return () => listeners.delete(l)
  },
  get: () => entries,
}

export function useErrorLog(): LoggedError[] {
  return useSyncExternalStore(errorLog.subscribe, errorLog.get)
}
