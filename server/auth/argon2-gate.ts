// Argon2 checks are bounded per process (issue 38): each holds 19 MiB and a core for tens of
// milliseconds, so an unbounded flood of sign-ins (unknown names included) starved the real user.
// At most `concurrency` checks run at once; the rest wait in two lanes. The owner's lane (a sign-in
// from an address the account signed in from before) always goes first and is never refused;
// anyone else waits in a bounded queue and is told to come back when it is full.

export type Lane = 'owner' | 'anyone'

/** The queue of anonymous checks is full: try again in `seconds`. */
export class Argon2Busy extends Error {
  constructor(readonly seconds: number) {
    super('argon2 busy')
  }
}

export interface Argon2Gate {
  run<T>(lane: Lane, work: () => Promise<T>): Promise<T>
  /** Checks running and waiting now (for tests and the bench). */
  load(): { running: number; owner: number; anyone: number }
  /** The seconds an anonymous caller should wait if its queue is full now, else null. */
  full(): number | null
}

export function argon2Gate(options: { concurrency: number; maxWaiting: number }): Argon2Gate {
  const concurrency = Math.max(1, Math.floor(options.concurrency))
  const waiting: Record<Lane, Array<() => void>> = { owner: [], anyone: [] }
  let running = 0
  // A moving average of one check's time, to say how long a refused caller should wait.
  let averageMs = 100

  const busyFor = () => {
    const queued = waiting.owner.length + waiting.anyone.length
    return Math.max(1, Math.ceil(((queued / concurrency) * averageMs) / 1000))
  }
  const isFull = () => running >= concurrency && waiting.anyone.length >= options.maxWaiting

  const next = () => {
    const start = waiting.owner.shift() ?? waiting.anyone.shift()
    if (start) start()
    else running--
  }

  return {
    async run(lane, work) {
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
    },
    load: () => ({ running, owner: waiting.owner.length, anyone: waiting.anyone.length }),
    full: () => (isFull() ? busyFor() : null),
  }
}
