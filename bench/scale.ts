// How big the benchmark's data is. `PM3_BENCH_SCALE=0.05` runs everything at 5 % (5k rows, 50
// checkouts) for developing the bench on a busy machine; published figures use the default 1.
const SCALE = Number(process.env.PM3_BENCH_SCALE ?? 1)
if (!(SCALE > 0 && SCALE <= 1)) throw new Error(`PM3_BENCH_SCALE must be in (0, 1], not ${SCALE}`)

const scaled = (n: number) => Math.max(1, Math.round(n * SCALE))

export const scale = {
  factor: SCALE,
  members: scaled(100_000),
  staff: scaled(100_000),
  checkouts: scaled(1_000),
  /** Changes in the delta pull (1k out of 100k). */
  deltaChanges: scaled(1_000),
  /** Samples for the latency figures (not scaled: percentiles need them). */
  samples: 30,
}
