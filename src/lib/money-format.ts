// The one way an amount in fen is written for people: on lists, the till, receipts, dashboards and
// in the server's messages. The sign stands before the currency mark (-¥20.00, as Chinese
// accounting and every till receipt write it), and yuan are grouped by thousands (¥8,650,000.00).

/** Yuan and fen as digits only: "8650000.00", "-20.00" (what a typed amount is compared with). */
export function fenPlain(fen: number): string {
  const whole = Math.round(fen)
  const abs = Math.abs(whole)
  return `${whole < 0 ? '-' : ''}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}

/** Yuan and fen, grouped, no currency mark: "8,650,000.00", "-20.00". */
export function fenDigits(fen: number): string {
  return fenPlain(fen).replace(/^-?\d+/, (yuan) => yuan.replace(/\B(?=(\d{3})+(?!\d))/g, ','))
}

/** "¥8,650,000.00", "-¥20.00". */
export function formatFen(fen: number): string {
  const digits = fenDigits(fen)
  return digits.startsWith('-') ? `-¥${digits.slice(1)}` : `¥${digits}`
}
