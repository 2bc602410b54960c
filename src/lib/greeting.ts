// Greeting by hour (spec §9): before 8 morning; up to 11 forenoon; up to 13 noon; before 18 afternoon.
// The hour is the company's wall clock, not the device's: a phone left on another zone still greets
// a Shanghai morning with 早上好.
import { companyDateTime } from './company-time.ts'

export type GreetingKey = 'morning' | 'forenoon' | 'noon' | 'afternoon' | 'evening'

export function greetingFor(hour: number): GreetingKey {
  if (hour < 8) return 'morning'
  if (hour <= 11) return 'forenoon'
  if (hour <= 13) return 'noon'
  if (hour < 18) return 'afternoon'
  return 'evening'
}

/** The greeting for an instant, by the company's clock. */
export function greetingAt(ms: number): GreetingKey {
  return greetingFor(Number(companyDateTime(ms)[1].slice(0, 2)))
}
