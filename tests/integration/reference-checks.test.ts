// Records that hold together, on the server: for EVERY declared reference (a field of kind 'ref'),
// a record still named by a live row of the referring list is not removed — the answer names the
// list and the count — and once the referrer is gone the remove goes through. Table-driven from the
// declarations, so a new ref field is covered the day it is declared.
import { expect, it } from 'vitest'
import { tableName } from '../../server/db/resource-tables.ts'
import { newId } from '../../src/data/enqueue.ts'
import { resources } from '../../src/modules/registry.ts'
import { declaredReferences } from '../../src/resources/references.ts'
import { withRawRows } from '../helpers/raw-rows.ts'

const on = withRawRows()
const { insertRow, raw } = on

const byName = new Map(resources.map((r) => [r.name, r]))
const checkable = declaredReferences(resources).filter(
  (ref) => !ref.from.customServer && !byName.get(ref.to)?.customServer && byName.get(ref.to)?.api.remove,
)

it('covers every declared reference whose target can be removed', () => {
  // The referrers answered from their own tables (user accounts) are left out on purpose.
  const all = declaredReferences(resources).filter((ref) => byName.get(ref.to)?.api.remove)
  expect(checkable.length).toBeGreaterThan(20)
  const key = (r: { from: { name: string }; field: string }) => `${r.from.name}.${r.field}`
  const covered = new Set(checkable.map(key))
  expect(all.map(key).filter((k) => !covered.has(k))).toEqual(['users.staff_ref'])
})

it.each(checkable.map((ref) => [`${ref.from.name}.${ref.field} → ${ref.to}`, ref] as const))(
  '%s: refused while referenced, with the count; allowed once free',
  async (_, ref) => {
    const target = byName.get(ref.to)!
    const targetId = await insertRow(ref.to)
    const referrers = [await insertRow(ref.from.name, { [ref.field]: targetId })]
    referrers.push(await insertRow(ref.from.name, { [ref.field]: targetId }))
    // A removed referrer does not count.
    await insertRow(ref.from.name, { [ref.field]: targetId, deleted: 1 })

    const refused = await on.admin.post(target.api.remove!, { id: targetId })
    expect(refused.body.code, refused.body.msg).toBe(400)
    expect(refused.body.msg).toContain(`2 条${ref.from.title.zh}`)
    expect(refused.body.data).toMatchObject({
      references: expect.arrayContaining([
        { resource: ref.from.name, field: ref.field, route: ref.from.route, count: 2 },
      ]),
    })
    const inEnglish = await on.en.post(target.api.remove!, { id: targetId })
    expect(inEnglish.body.msg).toContain(`2 ${ref.from.title.en}`)
    const still = await raw()
      .selectFrom(tableName(target))
      .select('deleted')
      .where('id', '=', targetId)
      .executeTakeFirst()
    expect(Number(still?.deleted)).toBe(0)

    await raw().updateTable(tableName(ref.from)).set({ deleted: 1 }).where('id', 'in', referrers).execute()
    const allowed = await on.admin.post(target.api.remove!, { id: targetId })
    expect(allowed.body.code, allowed.body.msg).toBe(200)
  },
)

const savable = declaredReferences(resources).filter(
  (ref) => !ref.from.customServer && ref.from.api.save && !byName.get(ref.to)?.customServer,
)

it.each(savable.map((ref) => [`${ref.from.name}.${ref.field} → ${ref.to}`, ref] as const))(
  '%s: a save naming a row that is not there (or was removed) is refused, and the record keeps its value',
  async (_, ref) => {
    const target = byName.get(ref.to)!
    const real = await insertRow(ref.to)
    const removed = await insertRow(ref.to, { deleted: 1 })
    const id = await insertRow(ref.from.name, { [ref.field]: real })
    for (const to of [newId(), removed]) {
      const row = await raw()
        .selectFrom(tableName(ref.from))
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst()
      const refused = await on.admin.post(ref.from.api.save!, {
        id,
        base_rev: row!.rev,
        patch: { [ref.field]: { from: real, to } },
      })
      expect(refused.body.code, refused.body.msg).toBe(400)
      expect(refused.body.msg).toContain(`所选${target.title.zh}不存在或已删除`)
    }
    const kept = await raw()
      .selectFrom(tableName(ref.from))
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst()
    expect(kept![ref.field]).toBe(real)
  },
)

it('refuses to remove a member who still holds a balance', async () => {
  const members = byName.get('members')!
  const id = await insertRow('members', { balance: 12_345 })
  const refused = await on.admin.post(members.api.remove!, { id })
  expect(refused.body.code).toBe(400)
  expect(refused.body.msg).toContain('123.45')
})
