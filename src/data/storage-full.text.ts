// The words of storage-full.ts, zh and en side by side (their one home: docs/architecture.md, "Words").
import { bilingual, type TextTree } from '../resources/text.ts'

export const storageFullWords = {
  TEXT: bilingual(
    '本设备存储空间已满，这笔记录没有保存。请先同步或清理浏览器存储后重试。',
    'This device is out of storage; the record was not saved. Sync or free browser storage, then try again.',
  ),
} satisfies TextTree
