import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadError, loadChunk } from './chunk-load.ts'

describe('loadChunk', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('hands over a chunk that loads', async () => {
    await expect(loadChunk(async () => 'view')).resolves.toBe('view')
  })

  it('turns a failed import into a ChunkLoadError that keeps the cause', async () => {
    const cause = new TypeError('Failed to fetch dynamically imported module: /assets/x.js')
    const error = await loadChunk(() => Promise.reject(cause)).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ChunkLoadError)
    expect(error).toMatchObject({ reason: 'failed', cause })
  })

  it('gives up on a chunk that never arrives after the spec’s 120 s, not before', async () => {
    let outcome: unknown = 'waiting'
    loadChunk(() => new Promise(() => undefined)).catch((e: unknown) => {
      outcome = e
    })
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000)
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1)
    expect(outcome).toBe('waiting')
    await vi.advanceTimersByTimeAsync(1)
    expect(outcome).toBeInstanceOf(ChunkLoadError)
    expect(outcome).toMatchObject({ reason: 'timeout' })
  })
})
