// The cloud pricing tools' arithmetic, all in integer fen: a distribution-box estimate (/yunpeidian)
// prices its equipment lines from the pricing units, a valuation (/yunpeidiangujia) adds management,
// profit and tax on a direct cost. Each percentage is applied once and rounded half up to the fen,
// in that order, so the page, a saved notebook entry and a test all get the same totals.

import { parseYuan } from '../../lib/money-input.ts'

export interface EstimateLine {
  name: string
  /** Unit price in fen. */
  price: number
  qty: number
}

export interface BoxEstimate {
  /** Equipment of one box. */
  perBox: number
  /** perBox × boxes. */
  equipment: number
  labour: number
  total: number
}

/** Half up to the fen: fen × percent / 100 without floating-point drift on integer inputs. */
export function percentOf(fen: number, percent: number): number {
  return Math.floor((fen * percent + 50) / 100)
}

export function boxEstimate(
  lines: readonly EstimateLine[],
  boxes: number,
  labourPercent: number,
): BoxEstimate {
  const perBox = lines.reduce((sum, l) => sum + l.price * l.qty, 0)
  const equipment = perBox * boxes
  const labour = percentOf(equipment, labourPercent)
  return { perBox, equipment, labour, total: equipment + labour }
}

export interface ValuationRates {
  management: number
  profit: number
  tax: number
}

export interface Valuation {
  direct: number
  management: number
  profit: number
  tax: number
  total: number
}

/** Management on the direct cost, profit on direct + management, tax on everything before it. */
export function valuation(direct: number, rates: ValuationRates): Valuation {
  const management = percentOf(direct, rates.management)
  const profit = percentOf(direct + management, rates.profit)
  const tax = percentOf(direct + management + profit, rates.tax)
  return { direct, management, profit, tax, total: direct + management + profit + tax }
}

/** Ten digits of yuan: above any valuation the tool is for. */
const MAX_ESTIMATE_FEN = 9_999_999_999_99

/** "1,234.5", "１２３４．５６" or "¥1234.56" yuan → fen; null when it is not an amount with at most two decimals. */
export function yuanToFen(text: string): number | null {
  const parsed = parseYuan(text, { maxFen: MAX_ESTIMATE_FEN })
  return parsed.ok ? parsed.fen : null
}
