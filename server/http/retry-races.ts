// On PostgreSQL, transactions of several server processes run side by side. When two collide the
// database aborts one of them: a deadlock (40P01), a serialization failure (40001), or a unique key
// another transaction committed meanwhile (23505, e.g. the same new row id saved from two devices).
// The aborted transaction had no effect, so running it again, now seeing the winner's rows, gives the
// answer it would have got had it come second. SQLite runs one writer at a time and never gets here.
const RACE_CODES = new Set(['40001', '40P01', '23505'])
const ATTEMPTS = 5

export function isRace(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code
  return typeof code === 'string' && RACE_CODES.has(code)
}

export async function retryRaces<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run()
    } catch (error) {
      if (!isRace(error) || attempt >= ATTEMPTS) throw error
      // A short random pause, so the same two transactions do not collide again in lockstep.
      await new Promise((r) => setTimeout(r, Math.random() * 10 * attempt))
    }
  }
}
