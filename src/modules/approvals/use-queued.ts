// Runs an approval write through the outbox, showing a refusal the device can already tell (not the
// holder any more, a range that makes no sense, …) beside the form instead of throwing it.
import { useState } from 'react'
import { InvalidPayload } from '../../data/command-kit.ts'

export function useQueued() {
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  /** Answers whether the write was queued. */
  const run = async (send: () => Promise<unknown>) => {
    setError('')
    setBusy(true)
    try {
      await send()
      return true
    } catch (e) {
      if (e instanceof InvalidPayload) setError(e.messages.join('；'))
      else throw e
      return false
    } finally {
      setBusy(false)
    }
  }
  return { error, busy, run }
}
