// The device's storage is full (F15): the write fails inside its enqueue transaction, so neither the
// optimistic effect nor the outbox entry is kept, and the user is told before a sale is confirmed.
import type { Language } from '../api/error-catalogue.ts'
import { InvalidPayload } from './command-kit.ts'
import { storageFullWords } from './storage-full.text.ts'

const TEXT = storageFullWords.TEXT

export class StorageFull extends InvalidPayload {
  constructor(lang: Language) {
    super([TEXT[lang]])
    this.name = 'StorageFull'
  }
}

/** Dexie wraps the browser's error (`inner`); some browsers use the old numeric code 22. */
export function isQuotaExceeded(e: unknown): boolean {
  for (let err = e as { name?: string; code?: number; inner?: unknown } | undefined; err; ) {
    if (err.name === 'QuotaExceededError' || err.code === 22) return true
    err = err.inner as typeof err
  }
  return false
}
