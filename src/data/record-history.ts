// A record's change history is read online, on demand (GET /sys/getRecordHistory): it is not
// mirrored, as every record's whole history on every device would grow with the company's past.
import { pageApi } from '../auth/page-api.ts'

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

export async function fetchRecordHistory(resource: string, id: string): Promise<HistoryEntry[]> {
  const env = await pageApi.get<HistoryEntry[]>(RECORD_HISTORY_PATH, { query: { resource, id } })
  return env.data ?? []
}
