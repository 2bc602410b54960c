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
