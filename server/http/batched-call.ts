// A call replayed from inside a batch push (server/routes/push-batch-routes.ts) carries this in its
// bindings: it crossed no network of its own, so the test fault middleware leaves it alone, and its
// caller's address is the batch's.

export interface BatchedCall {
  /** Test faults: the batch's injected delay, served by its first entry while it holds its key. */
  delayMs?: number
  /**
   * The batch's caller as the outer request resolved it (its socket, or a trusted proxy's header):
   * the replayed call has neither, and must not fall back to the proxy's address (issue 38, F4).
   */
  address?: string
}

const BATCHED = Symbol('pm3.batchedCall')

/** The bindings of a call made from a batch: the outer request's (its socket), marked as batched. */
export function batchedBindings(outer: unknown, call: BatchedCall): object {
  return { ...(outer as object), [BATCHED]: call }
}

export function batchedCall(env: unknown): BatchedCall | undefined {
  return (env as { [BATCHED]?: BatchedCall } | undefined)?.[BATCHED]
}
