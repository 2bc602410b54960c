// Loading a view's code chunk: any failure becomes a ChunkLoadError the view's boundary recognises,
// and a load that never settles fails after spec §9's chunk load timeout (browsers have none).

/** Spec §9: a view's chunk that has not loaded after this long counts as failed. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000

/** A view's code (or a stylesheet it needs) could not be loaded. */
export class ChunkLoadError extends Error {
  constructor(
    readonly reason: 'failed' | 'timeout',
    cause?: unknown,
  ) {
    super(reason === 'timeout' ? 'view chunk load timed out' : 'view chunk failed to load', { cause })
    this.name = 'ChunkLoadError'
  }
}

export function loadChunk<T>(load: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError('timeout')), timeoutMs)
    load().then(
      (value) => {
        clearTimeout(timer)
        resolve(value)
      },
      (error: unknown) => {
        clearTimeout(timer)
        reject(new ChunkLoadError('failed', error))
      },
    )
  })
}
