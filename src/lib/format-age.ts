// How long something has waited, as a person says it ("3 分钟", "2 hours"), through Intl's unit
// formats: the sync panel's "the oldest has waited …" needs a duration, not a "… ago".
import { intlLocale } from './intl-locale.ts'

const UNITS: [unit: 'second' | 'minute' | 'hour' | 'day', ms: number, below: number][] = [
  ['second', 1_000, 60],
  ['minute', 60_000, 60],
  ['hour', 3_600_000, 48],
  ['day', 86_400_000, Number.POSITIVE_INFINITY],
]

/** A waited duration in the reader's language, in the largest unit that reads naturally. */
export function formatAge(ms: number, lang: string): string {
  const locale = intlLocale(lang)
  const waited = Math.max(0, ms)
  for (const [unit, size, below] of UNITS) {
    const count = Math.floor(waited / size)
    if (count < below)
      return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(count)
  }
  return ''
}
