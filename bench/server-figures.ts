// The server alone: Argon2id password hash time (checkouts/s comes with the outbox flush figure).
import { hashPassword } from '../server/auth/passwords.ts'
import { median } from './stats.ts'

export async function passwordHashMs(samples = 5): Promise<number> {
  const times: number[] = []
  for (let i = 0; i < samples; i++) {
    const s = performance.now()
    await hashPassword(`bench-password-${i}`)
    times.push(performance.now() - s)
  }
  return median(times)
}
