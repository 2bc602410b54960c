// A page asks the header's sync panel to open (a refused write's notice: "see it in the sync panel"):
// pages know no shell, so the request goes through here and the shell's panel answers it.
const listeners = new Set<() => void>()

export function openSyncPanel(): void {
  for (const listener of listeners) listener()
}

export function onSyncPanelRequest(listener: () => void): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}
