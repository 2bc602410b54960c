import { expect, it } from 'vitest'
import { combineWriteHooks, type WriteHooks } from './write-hooks.ts'

it('runs two sets of hooks for one resource both, in the order listed, and keeps a lone one as it is', async () => {
  const ran: string[] = []
  const hook =
    (name: string): WriteHooks['saved'] =>
    async () => {
      ran.push(name)
    }
  const combined = combineWriteHooks([
    { staff: { saved: hook('routing') }, members: { removed: async () => void ran.push('card') } },
    { staff: { saved: hook('audit') } },
  ])
  await combined.staff!.saved!({} as never, {} as never)
  expect(ran).toEqual(['routing', 'audit'])
  expect(combined.staff!.removed).toBeUndefined()
  await combined.members!.removed!({} as never, {} as never)
  expect(ran).toEqual(['routing', 'audit', 'card'])
})

it('refuses a hook listed twice for one resource, which would run it twice in one save', () => {
  const prices = { items: { saved: async () => undefined } }
  expect(() => combineWriteHooks([prices, prices])).toThrow('the saved hook of items is listed twice')
})
