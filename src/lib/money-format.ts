// The one way an amount in fen is written for people: on lists, the till, receipts, dashboards and
// in the server's messages. The sign stands before the currency mark (-¥20.00, as Chinese
// accounting and every till receipt write it), and yuan are grouped by thousands (¥8,650,000.00).

/** Yuan and fen, grouped, no currency mark: "8,650,000.00", "-20.00". */
export function fenDigits(fen: number): string {
  const whole = Math.round(fen)
  const abs = Math.abs(whole)
  const yuan = String(Math.trunc(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return `${whole < 0 ? '-' : ''}${yuan}.${String(abs % 100).padStart(2, '0')}`
}

/** "¥8,650,000.00", "-¥20.00". */
export function formatFen(fen: number): string {
  const digits = fenDigits(fen)
  return digits.startsWith('-') ? `-¥${digits.slice(1)}` : `¥${digits}`
}
