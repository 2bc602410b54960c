// Greeting by hour (spec §9): before 8 morning; up to 11 forenoon; up to 13 noon; before 18 afternoon.

export type GreetingKey = 'morning' | 'forenoon' | 'noon' | 'afternoon' | 'evening'

export function greetingFor(hour: number): GreetingKey {
  if (hour < 8) return 'morning'
  if (hour <= 11) return 'forenoon'
  if (hour <= 13) return 'noon'
  if (hour < 18) return 'afternoon'
  return 'evening'
}
