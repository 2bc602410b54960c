// Argon2 checks are bounded per process (issue 38): each holds 19 MiB and a core for tens of
// milliseconds, so an unbounded flood of sign-ins (unknown names included) starved the real user.
// At most `concurrency` checks run at once; the rest wait in two lanes. The owner's lane (a sign-in
// from an address the account signed in from before) always goes first and is never refused;
// anyone else waits in a bounded queue, at most a few per caller's address so that one address
// cannot fill it, and is told to come back when it is full.

export type Lane = 'owner' | 'anyone'

/** The queue of anonymous checks is full: try again in `seconds`. */
export class Argon2Busy extends Error {
  constructor(readonly seconds: number) {
    super('argon2 busy')
  }
}

export interface Argon2Gate {
  /** `from`: the caller's address, for the per-address share of the anonymous lane. */
  run<T>(lane: Lane, work: () => Promise<T>, from?: string): Promise<T>
  /** Checks running and waiting now (for tests and the bench). */
  load(): { running: number; owner: number; anyone: number }
  /** The seconds an anonymous caller from `from` should wait if its share is full now, else null. */
  full(from?: string): number | null
}

export function argon2Gate(options: {
  concurrency: number
  maxWaiting: number
  /** Anonymous checks one address may have running or waiting at once. */
  perAddress: number
}): Argon2Gate {
  const concurrency = Math.max(1, Math.floor(options.concurrency))
  const waiting: Record<Lane, Array<() => void>> = { owner: [], anyone: [] }
  let running = 0
  // A moving average of one check's time, to say how long a refused caller should wait.
  let averageMs = 100

  const busyFor = () => {
    const queued = waiting.owner.length + waiting.anyone.length
    return Math.max(1, Math.ceil(((queued / concurrency) * averageMs) / 1000))
  }
  const byAddress = new Map<string, number>()
  const isFull = (from?: string) =>
    (running >= concurrency && waiting.anyone.length >= options.maxWaiting) ||
    (from !== undefined && (byAddress.get(from) ?? 0) >= options.perAddress)

  const next = () => {
    const start = waiting.owner.shift() ?? waiting.anyone.shift()
    if (start) start()
    else running--
  }

  return {
    async run(lane, work, from) {
      const share = lane === 'anyone' ? from : undefined
      if (share !== undefined && (byAddress.get(share) ?? 0) >= options.perAddress)
        throw new Argon2Busy(busyFor())
      if (share !== undefined) byAddress.set(share, (byAddress.get(share) ?? 0) + 1)
      try {
        return await runInTurn(lane, work)
      } finally {
        if (share !== undefined) {
          const left = (byAddress.get(share) ?? 1) - 1
          if (left > 0) byAddress.set(share, left)
          else byAddress.delete(share)
        }
      }
    },
    load: () => ({ running, owner: waiting.owner.length, anyone: waiting.anyone.length }),
    full: (from) => (isFull(from) ? busyFor() : null),
  }

  async function runInTurn<T>(lane: Lane, work: () => Promise<T>): Promise<T> {
    if (running >= concurrency) {
      if (lane === 'anyone' && isFull()) throw new Argon2Busy(busyFor())
      // The slot is handed over by the check that ends (running stays the same).
      await new Promise<void>((resolve) => waiting[lane].push(resolve))
    } else running++
    const started = performance.now()
    try {
      return await work()
    } finally {
      averageMs = averageMs * 0.9 + (performance.now() - started) * 0.1
      next()
    }
  }
}
