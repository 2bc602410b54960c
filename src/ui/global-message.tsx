// The one message of the whole app (spec §8, §9): a failed call's message or an action's success,
// shown at the top for 3600 ms, whatever page is open. A new message replaces the one showing.
import { useSyncExternalStore } from 'react'

/** Spec §9: message duration 3600. */
export const MESSAGE_DURATION_MS = 3600

export interface GlobalMessageState {
  text: string
  kind: 'error' | 'success'
  /** Counts messages, so the same text shown twice still restarts its time. */
  serial: number
}

const listeners = new Set<() => void>()
let current: GlobalMessageState | null = null
let serial = 0
let timer: ReturnType<typeof setTimeout> | undefined

function changed(): void {
  for (const l of listeners) l()
}

export function showMessage(text: string, kind: GlobalMessageState['kind'] = 'error'): void {
  if (!text) return
  current = { text, kind, serial: ++serial }
  clearTimeout(timer)
  timer = setTimeout(() => {
    current = null
    changed()
  }, MESSAGE_DURATION_MS)
  changed()
}

const subscribe = (l: () => void) => {
  listeners.add(l)
  return () => listeners.delete(l)
}

export function GlobalMessage() {
  const message = useSyncExternalStore(subscribe, () => current)
  if (!message) return null
  // Never in the way of a click: the message only informs.
  return (
    <div className="pointer-events-none fixed inset-x-0 top-3 z-[100] flex justify-center px-4">
      <p
        key={message.serial}
        data-testid="global-message"
        role={message.kind === 'error' ? 'alert' : 'status'}
        className={`rounded-pm3 px-4 py-2 text-sm shadow-lg ${
          message.kind === 'error' ? 'bg-red-50 text-red-800' : 'bg-green-50 text-green-800'
        }`}
      >
        {message.text}
      </p>
    </div>
  )
}
