// Spec §9 "debounced action doEdit": a save runs on the first click; clicks while it runs, and for a
// moment after, do nothing (a double click queues one write, not two).

/** How long after a run ends a repeat is still ignored (ms). */
export const DO_EDIT_DEBOUNCE_MS = 500

export function leadingDebounce<A extends unknown[]>(
  run: (...args: A) => Promise<void>,
  quietMs = DO_EDIT_DEBOUNCE_MS,
  now: () => number = Date.now,
): (...args: A) => Promise<void> {
  let busy = false
  let quietUntil = 0
  return async (...args: A) => {
    if (busy || now() < quietUntil) return
    busy = true
    try {
      await run(...args)
    } finally {
      busy = false
      quietUntil = now() + quietMs
    }
  }
}
