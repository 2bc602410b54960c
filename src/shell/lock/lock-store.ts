// The lock screen's state (spec §4): the flag is persisted (`lock` as {"lock":true}), so a reload
// stays locked, in every tab; five wrong passwords sign the user out. The lock is a privacy
// curtain on a shared device, not a security boundary (reliability-anchors S12).
import { useSyncExternalStore } from 'react'

export const UNLOCK_DELAY_MS = 500
export const MAX_WRONG_TRIES = 5
export const WALLPAPERS = [1, 2, 3, 4].map((n) => `/lock/wallpaper-${n}.svg`)

const listeners = new Set<() => void>()
const read = () => {
  try {
    return Boolean((JSON.parse(localStorage.getItem('lock') ?? '{}') as { lock?: boolean }).lock)
  } catch {
    return false
  }
}
let state = { locked: read(), wallpaper: 0, wrong: 0 }

function set(next: Partial<typeof state>) {
  state = { ...state, ...next }
  for (const l of listeners) l()
}

window.addEventListener('storage', (e) => {
  if (e.key === 'lock') set({ locked: read() })
})

export const lockStore = {
  get: () => state,
  subscribe(l: () => void) {
    listeners.add(l)
    return () => listeners.delete(l)
  },
  lock() {
    localStorage.setItem('lock', JSON.stringify({ lock: true }))
    set({ locked: true, wrong: 0 })
  },
  /** Checks the input against the stored MD5 lock password; answers what happened. */
  async tryUnlock(input: string, storedHash: string): Promise<'unlocked' | 'wrong' | 'signOut'> {
    // The MD5 code comes with the lock screen, not with every page.
    const { isLockPassword } = await import('./lock-password.ts')
    if (isLockPassword(input, storedHash)) {
      await new Promise((r) => setTimeout(r, UNLOCK_DELAY_MS))
      localStorage.setItem('lock', JSON.stringify({ lock: false }))
      set({ locked: false, wrong: 0, wallpaper: pickOther(state.wallpaper) })
      return 'unlocked'
    }
    const wrong = state.wrong + 1
    set({ wrong })
    return wrong >= MAX_WRONG_TRIES ? 'signOut' : 'wrong'
  },
  nextWallpaper() {
    set({ wallpaper: pickOther(state.wallpaper) })
  },
  clear() {
    localStorage.removeItem('lock')
    set({ locked: false, wrong: 0 })
  },
}

function pickOther(current: number): number {
  const others = WALLPAPERS.map((_, i) => i).filter((i) => i !== current)
  return others[Math.floor(Math.random() * others.length)]!
}

export function useLock() {
  return useSyncExternalStore(lockStore.subscribe, lockStore.get)
}
