// The device's one outbox engine. Every queue on the device — the signed-in user's (sync/engine.ts,
// sending in batches through push.ts), the visitors' sign-ups (modules/public/public-outbox.ts) and
// the cloud notebooks (modules/pricing/yun-session.ts) — is a `drain` run by this: one send at a
// time in this tab (a call during a send makes it send once more), optionally one tab at a time,
// nothing tried while known offline, and the next try timed from the one retry policy
// (retry-policy.ts) that the drain answered with. Sending again at once when the network returns,
// the tab gets focus or becomes visible is `wakeOnReturn` (data/wake-on-return.ts), for a page's queues.

export interface Drained {
  /** When the first entry waiting in backoff may be tried again. */
  retryAt?: number
}

export interface OutboxRunnerOptions {
  /** Sends what is due, in order, and says when to try again. */
  drain(): Promise<Drained>
  /** False: nothing can be sent now (offline, signed out); the next flush tries again. */
  canSend?(): boolean
  /** Web Lock taken while sending: another tab holding it sends this tab's entries too. */
  lockName?: string
  now?(): number
}

export interface OutboxRunner {
  /** Sends what is due now; resolves when this tab's send (and any asked for meanwhile) is done. */
  flush(): Promise<void>
  stop(): void
}

export function createOutboxRunner(opts: OutboxRunnerOptions): OutboxRunner {
  const now = opts.now ?? Date.now
  let running: Promise<void> | null = null
  let again = false
  let stopped = false
  let timer: ReturnType<typeof setTimeout> | undefined

  const drainOnce = async (): Promise<Drained> => {
    const locks = typeof navigator === 'undefined' ? undefined : navigator.locks
    if (!opts.lockName || !locks) return opts.drain()
    return locks.request(opts.lockName, { ifAvailable: true }, (lock) => (lock ? opts.drain() : {}))
  }

  const loop = async () => {
    do {
      again = false
      if (stopped) return
      const { retryAt } = await drainOnce()
      clearTimeout(timer)
      if (retryAt !== undefined && !stopped)
        timer = setTimeout(() => void runner.flush(), Math.max(0, retryAt - now()))
    } while (again)
  }

  const runner: OutboxRunner = {
    flush() {
      if (stopped || opts.canSend?.() === false) return Promise.resolve()
      if (running) {
        again = true
        return running
      }
      running = loop().finally(() => {
        running = null
      })
      return running
    },
    stop() {
      stopped = true
      clearTimeout(timer)
    },
  }
  return runner
}
