// Migration 0009 on a database as it stood before it (SQLite, or PostgreSQL with
// PM3_TEST_DATABASE_URL): each staff file's 岗位 text becomes the post of that name in its own
// department, made there when missing; named department flow steps hold the same post; every
// changed row takes a new rev, so devices pull it.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Kysely } from 'kysely'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { type Db, openDatabase } from '../../server/db/connection.ts'
import { migrateTo, migrateToLatest } from '../../server/db/migrate.ts'
import { ensureResourceTable, existingTable } from '../../server/db/resource-tables.ts'
import { sopFlows } from '../../src/modules/approvals/approvals.resource.ts'
import type { FlowStep } from '../../src/modules/approvals/sop-rules.ts'
import { departments } from '../../src/modules/hr/departments.resource.ts'
import { posts } from '../../src/modules/hr/organisation.resource.ts'
import { staff } from '../../src/modules/hr/staff.resource.ts'
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.ts'

type Raw = Kysely<Record<string, Record<string, unknown>>>
let db: Db
let database: TestDatabase | null
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pm3-migration-'))
const raw = () => db as unknown as Raw
const meta = (rev: number) => ({ com_id: 1, rev, updated_at: 1, created_at: 1, updated_by: 0, deleted: 0 })

beforeAll(async () => {
  database = await createTestDatabase()
  db = openDatabase({ databaseUrl: database?.url ?? null, dataDir, log: () => undefined })
  await migrateTo(db, '0008-manager-grants')
  for (const r of [departments, posts, staff, sopFlows]) await ensureResourceTable(db as never, r)
  // The staff table as it was: 岗位 as text, no post_id.
  await db.schema.alterTable('res_staff').dropColumn('post_id').execute()
  await db.schema
    .alterTable('res_staff')
    .addColumn('post', 'text', (c) => c.notNull().defaultTo(''))
    .execute()
  await raw()
    .insertInto('res_departments')
    .values([
      { id: 'D1', name: '财务部', ...meta(1) },
      { id: 'D2', name: '工程部', ...meta(2) },
    ])
    .execute()
  await raw()
    .insertInto('res_posts')
    .values({ id: 'P1', depa_id: 'D1', name: '会计', ...meta(3) })
    .execute()
  const person = (id: string, depa: string, post: string, rev: number) => ({
    id,
    name: id,
    mobile: '13800000000',
    depa_id: depa,
    post,
    ...meta(rev),
  })
  await raw()
    .insertInto('res_staff')
    .values([
      person('S1', 'D1', '会计', 4),
      person('S2', 'D2', '会计', 5),
      person('S3', 'D1', '出纳', 6),
      person('S4', 'D1', '', 7),
      person('S5', '', '会计', 8),
      person('S6', 'D2', '会计', 9),
    ])
    .execute()
  const flowSteps: FlowStep[] = [
    { kind: 'depa', depa_id: 'D2', depa_name: '工程部', post: '会计' },
    { kind: 'depa', depa_id: '', depa_name: '', post: '出纳' },
    { kind: 'proj', depa_id: '', depa_name: '', post: '项目经理' },
  ]
  await raw()
    .insertInto('res_sopFlows')
    .values({ id: 'F1', template: 'expefina', name: '报销', steps: JSON.stringify(flowSteps), ...meta(10) })
    .execute()
  await db.updateTable('sequences').set({ value: 10 }).where('name', '=', 'rev').execute()
  await migrateToLatest(db)
})

afterAll(async () => {
  await db.destroy()
  await database?.drop()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

const byId = async (table: string) =>
  new Map((await raw().selectFrom(table).selectAll().execute()).map((r) => [String(r.id), r]))

it("points each staff file at its own department's post of that name, made when missing", async () => {
  const people = await byId('res_staff')
  const allPosts = await byId('res_posts')
  const postOf = (id: string) => {
    const p = allPosts.get(String(people.get(id)!.post_id))
    return p && [p.depa_id, p.name]
  }
  expect(people.get('S1')!.post_id).toBe('P1')
  expect(postOf('S2')).toEqual(['D2', '会计'])
  expect(people.get('S6')!.post_id).toBe(people.get('S2')!.post_id)
  expect(postOf('S3')).toEqual(['D1', '出纳'])
  expect(people.get('S4')!.post_id).toBe('')
  // A file of no department takes the post of that name where there is one.
  expect(people.get('S5')!.post_id).toBe('P1')
  expect(allPosts.size).toBe(3)
  expect((await existingTable(db as never, 'res_staff'))!.columns.map((c) => c.name)).not.toContain('post')
})

it('gives every changed row a new rev, and a named department step the same post', async () => {
  const people = await byId('res_staff')
  for (const id of ['S1', 'S2', 'S3', 'S5', 'S6']) expect(Number(people.get(id)!.rev)).toBeGreaterThan(10)
  expect(Number(people.get('S4')!.rev)).toBe(7)
  const made = [...(await byId('res_posts')).values()].filter((p) => p.id !== 'P1')
  for (const p of made) expect(Number(p.rev)).toBeGreaterThan(10)

  const flow = (await byId('res_sopFlows')).get('F1')!
  expect(Number(flow.rev)).toBeGreaterThan(10)
  const [named, own, project] = JSON.parse(String(flow.steps)) as FlowStep[]
  expect(named!.post_id).toBe(people.get('S2')!.post_id)
  expect(own).toEqual({ kind: 'depa', depa_id: '', depa_name: '', post: '出纳' })
  expect(project).toEqual({ kind: 'proj', depa_id: '', depa_name: '', post: '项目经理' })
  const revs = [...people.values(), ...made, flow].map((r) => Number(r.rev)).filter((r) => r > 10)
  expect(new Set(revs).size).toBe(revs.length)
  const seq = await db
    .selectFrom('sequences')
    .select('value')
    .where('name', '=', 'rev')
    .executeTakeFirstOrThrow()
  expect(Number(seq.value)).toBe(Math.max(...revs))
})
