// Amounts typed by people, in yuan, turned into integer fen — or refused with the reason. Number()
// takes "1e3" as 1000, "abc" as NaN and "-100" as a refund nobody meant; a till must not.
// Full-width digits and the ideographic full stop (typed with a Chinese IME) are read as ASCII.

export type MoneyProblem = 'notANumber' | 'tooManyDecimals' | 'negative' | 'zero' | 'tooLarge'

export type MoneyParse = { ok: true; fen: number } | { ok: false; problem: MoneyProblem }

/** ¥1,000,000.00: above any single amount a back office types by hand. */
export const MAX_TYPED_FEN = 100_000_000

export interface MoneyRules {
  /** Zero is a valid amount (a discount of nothing); a payment or top-up says false. */
  allowZero?: boolean
  maxFen?: number
}

const FULL_WIDTH = /[０-９．。，]/g
const toAscii = (c: string) =>
  c === '．' || c === '。' ? '.' : c === '，' ? ',' : String.fromCharCode(c.charCodeAt(0) - 0xfee0)

/** Digits and marks typed with a Chinese input method (８６５０。００) as ASCII (8650.00). */
export const halfWidth = (text: string) => text.replace(FULL_WIDTH, toAscii)

export function parseYuan(text: string, rules: MoneyRules = {}): MoneyParse {
  const { allowZero = true, maxFen = MAX_TYPED_FEN } = rules
  const plain = halfWidth(text)
    .replace(/^\s*[¥￥]?\s*/, '')
    .replace(/,/g, '')
    .trim()
  if (/^-\s*\d/.test(plain)) return { ok: false, problem: 'negative' }
  if (/^\d+\.\d{3,}$/.test(plain)) return { ok: false, problem: 'tooManyDecimals' }
  if (!/^(\d+(\.\d{0,2})?|\.\d{1,2})$/.test(plain)) return { ok: false, problem: 'notANumber' }
  const [yuan = '0', fraction = ''] = plain.split('.')
  const fen = Number(yuan || '0') * 100 + Number(fraction.padEnd(2, '0') || '0')
  if (fen > maxFen) return { ok: false, problem: 'tooLarge' }
  if (fen === 0 && !allowZero) return { ok: false, problem: 'zero' }
  return { ok: true, fen }
}

/** For a form field: the fen, or NaN for the schema to refuse with the field's own message. */
export function fenOrNaN(text: string | number): number {
  if (typeof text === 'number') return text
  const parsed = parseYuan(text)
  return text !== '' && parsed.ok ? parsed.fen : Number.NaN
}
