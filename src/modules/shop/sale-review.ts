// The sales review report (/dian/shenhe): orders the server flagged (a sale time it could not
// believe, a price from an expired list) and price overrides, read from the mirrored orders.
import type { Language } from '../../api/error-catalogue.ts'
import { inLanguage, type Text } from '../../resources/text.ts'
import { saleReviewWords } from './words.text.ts'

export const REVIEW_REASONS: Record<string, Text> = saleReviewWords.REVIEW_REASONS

export interface PriceChange {
  line: number
  name: string
  list_price: number
  price: number
  discount: number
  why: 'override' | 'stale'
}

/** A mirrored order row (review, override_reason and price_changes are read). */
type OrderLike = Readonly<Record<string, unknown>>

export function needsReview(order: OrderLike): boolean {
  return Boolean(order.review) || Boolean(order.override_reason)
}

export function reviewReasons(order: OrderLike, lang: Language): string[] {
  return String(order.review ?? '')
    .split(',')
    .filter(Boolean)
    .map((code) => (REVIEW_REASONS[code] ? inLanguage(REVIEW_REASONS[code], lang) : code))
}

/** The lines charged differently from the list; a malformed field reads as none rather than breaking the report. */
export function priceChanges(order: OrderLike): PriceChange[] {
  try {
    const parsed: unknown = JSON.parse(String(order.price_changes || '[]'))
    return Array.isArray(parsed) ? (parsed as PriceChange[]) : []
  } catch {
    return []
  }
}
