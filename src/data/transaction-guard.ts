// The IndexedDB transactions this global (a page or a worker) has started and not yet seen end, so
// they can all be ended at once when the global is about to go. WebKit leaves a database unable to
// run any transaction on a store until the process ends when the context holding a transaction on
// it goes away mid-flight: a page frozen in the back/forward cache, or a worker ended with a
// readwrite and a readonly transaction in flight (WebKit bug 324094). Aborting them first lets
// the connection close cleanly. DOM-free: it only wraps IndexedDB's own `transaction()`.

export interface TransactionGuard {
  /** Aborts every transaction in flight; from then on this global starts none (it is going away). */
  endAll(): void
}

/** Tracks every transaction this global starts from now on. Call before any database opens. */
export function guardTransactions(): TransactionGuard {
  const inFlight = new Set<IDBTransaction>()
  let ended = false
  const start = IDBDatabase.prototype.transaction
  IDBDatabase.prototype.transaction = function transaction(
    this: IDBDatabase,
    ...args: Parameters<IDBDatabase['transaction']>
  ): IDBTransaction {
    // A transaction begun after the end would be the one left in flight.
    if (ended) throw new DOMException('this context is going away', 'InvalidStateError')
    const tx = start.apply(this, args)
    inFlight.add(tx)
    const settled = () => inFlight.delete(tx)
    tx.addEventListener('complete', settled)
    tx.addEventListener('abort', settled)
    return tx
  }
  return {
    endAll() {
      ended = true
      for (const tx of inFlight) {
        try {
          tx.abort()
        } catch {
          // Finished meanwhile: nothing to end.
        }
      }
      inFlight.clear()
    },
  }
}
