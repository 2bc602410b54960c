// A record's change history as GET /sys/getRecordHistory answers it (server/db/record-history.ts
// writes it). Read online, on demand, by the sync worker: it is not mirrored, as every record's whole
// history on every device would grow with the company's past.

export interface HistoryEntry {
  rev: number
  action: 'create' | 'update' | 'delete'
  changes: { field: string; from: unknown; to: unknown }[]
  user: { id: number; name: string }
  device: string
  clientTime: number | null
  serverTime: number
}

export const RECORD_HISTORY_PATH = '/sys/getRecordHistory'
