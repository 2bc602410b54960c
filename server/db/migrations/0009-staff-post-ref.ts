import { type Kysely, sql } from 'kysely'
import { monotonicFactory } from 'ulid'
import type { FlowStep } from '../../../src/modules/approvals/sop-rules.ts'
import { posts } from '../../../src/modules/hr/organisation.resource.ts'
import { ensureResourceTable, existingTable } from '../resource-tables.ts'

// A staff file's 岗位 was free text (res_staff.post); it is now a department post (post_id →
// res_posts), and a named department's flow step holds the post's id too. Each name becomes the post
// of that name in the staff file's own department, created there when the department has none, so
// every step resolves to the same people as before. Every row changed takes a new rev, so devices
// pull the new field. A fresh database has no res_staff yet: its tables come from the declarations.

type Raw = Kysely<Record<string, Record<string, unknown>>>
const ulid = monotonicFactory()

async function nextRev(db: Raw): Promise<number> {
  const row = await sql<{
    value: number
  }>`update sequences set value = value + 1 where name = 'rev' returning value`.execute(db)
  return Number(row.rows[0]!.value)
}

/** Finds or makes the post of a name in a department, one per (company, department, name). */
function postFinder(db: Raw, known: Record<string, unknown>[], now: number) {
  const key = (com: unknown, depa: unknown, name: unknown) =>
    JSON.stringify([Number(com), String(depa), String(name)])
  const byKey = new Map<string, string>()
  for (const p of known)
    if (!byKey.has(key(p.com_id, p.depa_id, p.name)))
      byKey.set(key(p.com_id, p.depa_id, p.name), String(p.id))
  return async (comId: unknown, depaId: unknown, name: string): Promise<string> => {
    // Staff of no department take a post of that name wherever it is.
    const found =
      byKey.get(key(comId, depaId, name)) ??
      (depaId ? undefined : known.find((p) => Number(p.com_id) === Number(comId) && p.name === name)?.id)
    if (found) return String(found)
    const id = ulid(now)
    await db
      .insertInto('res_posts')
      .values({
        id,
        com_id: Number(comId),
        rev: await nextRev(db),
        updated_at: now,
        created_at: now,
        updated_by: 0,
        deleted: 0,
        depa_id: String(depaId ?? ''),
        name,
      })
      .execute()
    byKey.set(key(comId, depaId, name), id)
    return id
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const staffTable = await existingTable(db, 'res_staff')
  if (!staffTable?.columns.some((c) => c.name === 'post')) return
  const raw = db as unknown as Raw
  const now = Date.now()
  if (!staffTable.columns.some((c) => c.name === 'post_id'))
    await db.schema
      .alterTable('res_staff')
      .addColumn('post_id', 'text', (c) => c.notNull().defaultTo(''))
      .execute()
  await ensureResourceTable(db, posts)
  const known = await raw.selectFrom('res_posts').selectAll().where('deleted', '=', 0).orderBy('id').execute()
  const postFor = postFinder(raw, known, now)

  const held = await raw
    .selectFrom('res_staff')
    .select(['id', 'com_id', 'depa_id', 'post'])
    .where('post', '!=', '')
    .where('post_id', '=', '')
    .orderBy('id')
    .execute()
  for (const s of held) {
    const postId = await postFor(s.com_id, s.depa_id, String(s.post).trim())
    await raw
      .updateTable('res_staff')
      .set({ post_id: postId, rev: await nextRev(raw), updated_at: now })
      .where('id', '=', String(s.id))
      .execute()
  }

  if (await existingTable(db, 'res_sopFlows')) {
    const flows = await raw
      .selectFrom('res_sopFlows')
      .select(['id', 'com_id', 'steps'])
      .orderBy('id')
      .execute()
    for (const flow of flows) {
      let steps: FlowStep[]
      try {
        steps = JSON.parse(String(flow.steps)) as FlowStep[]
      } catch {
        continue
      }
      if (!Array.isArray(steps)) continue
      let changed = false
      for (const step of steps)
        if (step.kind === 'depa' && step.depa_id && !step.post_id && step.post) {
          step.post_id = await postFor(flow.com_id, step.depa_id, step.post)
          changed = true
        }
      if (changed)
        await raw
          .updateTable('res_sopFlows')
          .set({ steps: JSON.stringify(steps), rev: await nextRev(raw), updated_at: now })
          .where('id', '=', String(flow.id))
          .execute()
    }
  }
  await db.schema.alterTable('res_staff').dropColumn('post').execute()
}

/** Back to the post's name as text; flow steps keep their post_id, which older code ignores. */
export async function down(db: Kysely<unknown>): Promise<void> {
  const staffTable = await existingTable(db, 'res_staff')
  if (!staffTable || staffTable.columns.some((c) => c.name === 'post')) return
  const raw = db as unknown as Raw
  await db.schema
    .alterTable('res_staff')
    .addColumn('post', 'text', (c) => c.notNull().defaultTo(''))
    .execute()
  const held = await raw
    .selectFrom('res_staff')
    .innerJoin('res_posts', 'res_posts.id', 'res_staff.post_id')
    .select(['res_staff.id as id', 'res_posts.name as name'])
    .execute()
  for (const s of held)
    await raw
      .updateTable('res_staff')
      .set({ post: String(s.name), rev: await nextRev(raw) })
      .where('id', '=', String(s.id))
      .execute()
}
