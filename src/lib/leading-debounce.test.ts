import { expect, it } from 'vitest'
import { leadingDebounce } from './leading-debounce.ts'

it('runs the first call, ignores calls while it runs and within the quiet time after, then runs again', async () => {
  let clock = 0
  let runs = 0
  let release = () => {}
  const save = leadingDebounce(
    () => {
      runs++
      return new Promise<void>((done) => {
        release = done
      })
    },
    500,
    () => clock,
  )
  const first = save()
  await save()
  expect(runs).toBe(1)
  release()
  await first
  clock += 499
  await save()
  expect(runs).toBe(1)
  clock += 1
  const later = save()
  expect(runs).toBe(2)
  release()
  await later
})
