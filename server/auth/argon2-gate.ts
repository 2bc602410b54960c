// Argon2 checks are bounded per process (issue 38): each holds 19 MiB and a core for tens of
// milliseconds, so an unbounded flood of sign-ins (unknown names included) starved the real user.
// At most `concurrency` checks run at once; the rest wait in two lanes. The owner's lane (a sign-in
// from an address the account signed in from before) goes first, but holds at most one or two
// checks per account: an owner types one password at a time, and anyone who knows their own
// password could otherwise flood it ahead of everyone (issue 38, probe F1). Anyone else waits in a
// bounded queue, at most a few per caller's address so that one address cannot fill it. Beyond
// either share, or a full queue, the caller is told to come back.

export type Lane = 'owner' | 'anyone'

/** The queue, or the caller's share of its lane, is full: try again in `seconds`. */
export class Argon2Busy extends Error {
  constructor(readonly seconds: number) {
    super('argon2 busy')
  }
}

export interface Argon2Gate {
  /**
   * `share`: whose share of the lane the check takes: the caller's address in the anonymous lane,
   * the account in the owner's lane.
   */
  run<T>(lane: Lane, work: () => Promise<T>, share?: string): Promise<T>
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
  /** Owner's-lane checks one account may have running or waiting at once. */
  perOwner: number
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
  const held: Record<Lane, Map<string, number>> = { owner: new Map(), anyone: new Map() }
  const limit: Record<Lane, number> = { owner: options.perOwner, anyone: options.perAddress }
  const byAddress = held.anyone
  const isFull = (from?: string) =>
    (running >= concurrency && waiting.anyone.length >= options.maxWaiting) ||
    (from !== undefined && (byAddress.get(from) ?? 0) >= options.perAddress)

  const next = () => {
    const start = waiting.owner.shift() ?? waiting.anyone.shift()
    if (start) start()
    else running--
  }

  return {
    async run(lane, work, share) {
      const shares = held[lane]
      if (share !== undefined && (shares.get(share) ?? 0) >= limit[lane]) throw new Argon2Busy(busyFor())
      if (share !== undefined) shares.set(share, (shares.get(share) ?? 0) + 1)
      try {
        return await runInTurn(lane, work)
      } finally {
        if (share !== undefined) {
          const left = (shares.get(share) ?? 1) - 1
          if (left > 0) shares.set(share, left)
          else shares.delete(share)
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
