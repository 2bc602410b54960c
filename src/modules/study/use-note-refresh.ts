import { useEffect, useState } from 'react'
import { ApiError } from '../../api/http-client.ts'

export type RefreshState = 'loading' | 'fresh' | 'offline' | 'missing'

/** Runs a network refresh once per key; the page keeps reading Dexie whatever the outcome. */
export function useRefresh(refresh: () => Promise<void>, key: string): RefreshState {
  const [state, setState] = useState<RefreshState>('loading')
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key names what is refreshed
  useEffect(() => {
    let live = true
    setState('loading')
    refresh().then(
      () => live && setState('fresh'),
      (e: unknown) => live && setState(e instanceof ApiError && e.code === 404 ? 'missing' : 'offline'),
    )
    return () => {
      live = false
    }
  }, [key])
  return state
}
