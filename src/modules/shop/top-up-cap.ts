// The most one top-up may put on a member's balance without the shop manager: money taken by card or
// WeChat never passes through the drawer, so a count at close cannot catch a top-up that was never
// paid. Site setting `top_up_cap` (fen); the till says it up front, the server decides.

/** ¥5,000: above a typical stored-value package, far below the ¥100,000 a single call could carry. */
export const TOP_UP_CAP_FEN = 500_000

export function topUpCapOf(settings: { top_up_cap?: unknown } | null | undefined): number {
  const n = Number(settings?.top_up_cap)
  return Number.isInteger(n) && n > 0 ? n : TOP_UP_CAP_FEN
}
