// A record's change history as GET /sys/getRecordHistory answers it (server/db/record-history.ts
// writes it). Read online, on demand, by the sync worker: it is not mirrored, as every record's whole
// history on every device would grow with the company's past.

/** What a change did: a deleted record is restored from the recycle bin, or purged from it for good. */
export type HistoryAction = 'create' | 'update' | 'delete' | 'restore' | 'purge'

export interface HistoryEntry {
  rev: number
  action: HistoryAction
  changes: { field: string; from: unknown; to: unknown }[]
  user: { id: number; name: string }
  /** The id of the device the change came from (X-Device), '' for server workflows. */
  device: string
  /** That device in words ("Chrome · Windows"), from its latest sign-in; '' when unknown. */
  deviceLabel: string
  clientTime: number | null
  serverTime: number
}

export const RECORD_HISTORY_PATH = '/sys/getRecordHistory'

/**
 * Changes the history records beside a record's declared fields, by name (their words are the
 * catalogue's `edits.historyFields`): the account linked to a staff file, which decides who approves
 * as whom.
 */
export type HistoryOnlyField = 'account'
