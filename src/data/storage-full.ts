// The device's storage is full (F15): the write fails inside its enqueue transaction, so neither the
// optimistic effect nor the outbox entry is kept, and the user is told before a sale is confirmed.
import type { Language } from '../api/error-catalogue.ts'
import { InvalidPayload } from './command-kit.ts'

const TEXT = {
  zh: '本设备存储空间已满，这笔记录没有保存。请先同步或清理浏览器存储后重试。',
  en: 'This device is out of storage; the record was not saved. Sync or free browser storage, then try again.',
}

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
