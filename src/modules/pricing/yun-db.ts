// The cloud pricing tools' data on this device: the pricing units (a copy of /site/siteunit) and the
// two notebooks — the log notebook (/yunrizhi) and the cost-estimate notebook (/yuncost). Entries are
// written here first, work signed out and offline, and go to the cloud account once signed in.
import { Dexie, type Table } from 'dexie'

export interface PriceUnit {
  id: string
  name: string
  spec: string
  unit: string
  price: number
  category: 'equipment' | 'material' | 'labour'
  sort: number
}

export interface LogBody {
  date: string
  text: string
}

export interface CostBody {
  title: string
  /** What made it: a box estimate or a valuation, with the figures it was made from. */
  source: 'box' | 'valuation'
  lines?: { name: string; price: number; qty: number }[]
  boxes?: number
  rates?: Record<string, number>
  /** Every total in fen. */
  totals: Record<string, number>
}

/** Delivery of a note not yet in the cloud (not indexed: no schema version needed). */
interface Delivery {
  synced: 0 | 1
  attempts?: number
  nextAttemptAt?: number
  /** The cloud's refusal, kept with the note: it is not sent again, and never dropped. */
  error?: string
}

export type YunNote =
  | ({ id: string; book: 'log'; body: LogBody; created_at: number } & Delivery)
  | ({ id: string; book: 'cost'; body: CostBody; created_at: number } & Delivery)

class YunDb extends Dexie {
  units!: Table<PriceUnit, string>
  notes!: Table<YunNote, string>
  constructor() {
    super('pm3-yun')
    this.version(1).stores({ units: 'id, category, sort', notes: 'id, book, created_at, synced' })
  }
}

export const yunDb = new YunDb()
