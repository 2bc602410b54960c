// The company's wall clock (China Standard Time, UTC+8, no daylight saving). Punch dates and times
// and document codes are company wall-clock values, so device and server agree whatever their zone.
export const COMPANY_UTC_OFFSET_MS = 8 * 3600_000

/** The instant a company wall-clock date (YYYY-MM-DD) and time (HH:mm) name. */
export function companyInstant(date: string, time: string): number {
  return Date.parse(`${date}T${time}:00+08:00`)
}

/** The company wall-clock date and time of an instant: ['2026-11-22', '09:05']. */
export function companyDateTime(ms: number): [string, string] {
  const iso = new Date(ms + COMPANY_UTC_OFFSET_MS).toISOString()
  return [iso.slice(0, 10), iso.slice(11, 16)]
}

/** 2026-11-22 09:05, for messages and lists. */
export function formatCompanyTime(ms: number): string {
  return companyDateTime(ms).join(' ')
}

/** 11-22 09:05, or 11-22 09:05:07: a recent moment (a pull, a price list) by the company's clock. */
export function formatCompanyRecent(ms: number, seconds = false): string {
  return new Date(ms + COMPANY_UTC_OFFSET_MS)
    .toISOString()
    .slice(5, seconds ? 19 : 16)
    .replace('T', ' ')
}

/** An ISO instant (a sale's time) as company time; what is not one, as it is. */
export function formatCompanyInstant(value: unknown): string {
  const ms = Date.parse(String(value))
  return Number.isNaN(ms) ? String(value ?? '') : formatCompanyTime(ms)
}

/**
 * The company's business day holding `ms`, as the ISO instants of its start and of the next day's
 * start: sale times are stored as UTC instants, so a day's sales are a range, never a date prefix
 * (at 01:30 in Shanghai the UTC date is still yesterday's).
 */
export function companyDayBounds(ms: number): [string, string] {
  const [date] = companyDateTime(ms)
  const start = companyInstant(date, '00:00')
  return [new Date(start).toISOString(), new Date(start + 24 * 3600_000).toISOString()]
}
