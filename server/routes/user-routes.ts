// User accounts (spec §7 /user/*): the admin's list and edits (code 900 on the server, whatever the
// client's headers say) and each user's own access codes. Writes are the defined commands of
// system.commands.ts, served here on the server's own accounts table.
// Password hashes never leave this file's queries.
import { Hono } from 'hono'
import type { Kysely, Selectable, Transaction } from 'kysely'
import { Code } from '../../src/api/codes.ts'
import { mayAccess, subjectOf } from '../../src/auth/access.ts'
import { parseAccessCodes } from '../../src/auth/access-codes.ts'
import { roles } from '../../src/modules/system/roles.resource.ts'
import {
  addUser,
  addUserProject,
  removeUser,
  removeUserProject,
  resetUserPassword,
  unlockUserSignIn,
  updateUser,
} from '../../src/modules/system/system.commands.ts'
import { accountId } from '../../src/modules/system/user-rules.ts'
import { users } from '../../src/modules/system/users.resource.ts'
import { linkAccount } from '../approvals/account-link-history.ts'
import { clearAttempts } from '../auth/attempt-counter.ts'
import { hashPassword } from '../auth/passwords.ts'
import { requireUser } from '../auth/require-user.ts'
import { accessChanged, withRoleAccess, withRolesOf } from '../auth/role-access.ts'
import { hashToken } from '../auth/tokens.ts'
import { ensureUsernameDistinct, normaliseUsername } from '../auth/username-lookalike.ts'
import { noteChange } from '../db/change-notes.ts'
import { companyRows, untyped } from '../db/resource-rows.ts'
import type { Database, UsersTable } from '../db/schema.ts'
import type { AppEnv } from '../http/context.ts'
import { ApiFailure, ok } from '../http/envelope.ts'
import { pageLimit } from '../http/list-paging.ts'
import { requireAccess } from '../http/require-access.ts'
import { serveCommand } from './serve-command.ts'

type Db = Kysely<Database> | Transaction<Database>
const adminOnly = [requireUser, requireAccess(users.access)] as const

/** Whether an account holds what the users page needs (whatever the switch): the one access rule. */
const runsUsersPage = (u: { admin: number; acce: string }) => mayAccess(users.access, subjectOf(u), 'unknown')

/** The columns an answer may carry: everything but the password hash and the sign-in counters. */
const PUBLIC_COLUMNS = [
  'id',
  'com_id',
  'client_id',
  'username',
  'nickname',
  'mobile',
  'admin',
  'acce',
  'role_ids',
  'staff_ref',
  'self_registered',
  'approved',
  'updated_at',
] as const
type PublicUser = Pick<Selectable<UsersTable>, (typeof PUBLIC_COLUMNS)[number]>

/** The id a device knows an account by (users.resource.ts). */
export const apiUserId = (u: Pick<PublicUser, 'id' | 'client_id'>) => u.client_id || String(u.id)

function toApiUser(u: PublicUser, projects: string[]) {
  return {
    id: apiUserId(u),
    username: u.username,
    nickname: u.nickname,
    mobile: u.mobile,
    admin: u.admin === 1,
    acce: u.acce,
    role_ids: u.role_ids,
    staff_ref: u.staff_ref,
    projects: projects.join(','),
    self_registered: u.self_registered === 1,
    approved: u.approved === 1,
    updated_at: Number(u.updated_at),
  }
}

async function projectsOf(db: Db, userIds: number[]): Promise<Map<number, string[]>> {
  const out = new Map<number, string[]>()
  if (!userIds.length) return out
  const rows = await db
    .selectFrom('user_projects')
    .select(['user_id', 'project_id'])
    .where('user_id', 'in', userIds)
    .orderBy('project_id')
    .execute()
  for (const r of rows) out.set(r.user_id, [...(out.get(r.user_id) ?? []), r.project_id])
  return out
}

export async function findAccount(db: Db, comId: number, id: string): Promise<PublicUser> {
  // An empty id would match every account without a client id (the main admin among them).
  if (!accountId.safeParse(id).success) throw new ApiFailure(Code.notFound, 'accountMissing')
  const found = await db
    .selectFrom('users')
    .select(PUBLIC_COLUMNS)
    .where('com_id', '=', comId)
    .where((eb) => (/^\d+$/.test(id) ? eb('id', '=', Number(id)) : eb('client_id', '=', id)))
    .executeTakeFirst()
  if (!found) throw new ApiFailure(Code.notFound, 'accountMissing')
  return found
}

async function answer(db: Db, u: PublicUser) {
  return toApiUser(u, (await projectsOf(db, [u.id])).get(u.id) ?? [])
}

/** Accounts that can still run the users page: the admin flag or code 900 (theirs or a role's). */
async function adminCount(db: Db, comId: number, except: number): Promise<number> {
  const rows = await db
    .selectFrom('users')
    .selectAll()
    .where('com_id', '=', comId)
    .where('id', '!=', except)
    .execute()
  return (await withRoleAccess(db, rows)).filter(runsUsersPage).length
}

/** The payload's role ids, each a live role of the company (refused otherwise); undefined: unchanged. */
async function knownRoles(db: Db, comId: number, roleIds: string | undefined): Promise<string | undefined> {
  if (roleIds === undefined) return undefined
  const ids = roleIds.split(',').filter(Boolean)
  if (ids.length === 0) return ''
  const found = await companyRows(db, roles, comId).select('id').where('id', 'in', ids).execute()
  if (found.length !== ids.length) throw new ApiFailure(Code.badRequest, 'roleMissing')
  return ids.join(',')
}

/**
 * Ends every sign-in of an account (deleted, or its password reset), all tokens of every family;
 * `keepFamily` spares the caller's own sign-in when admins reset their own password.
 */
async function revokeSessions(db: Db, userId: number, now: number, keepFamily?: string): Promise<void> {
  let q = db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
  if (keepFamily !== undefined) q = q.where('family_id', '!=', keepFamily)
  await q.execute()
}

async function familyOf(db: Db, token: string): Promise<string | undefined> {
  return (
    await db
      .selectFrom('sessions')
      .select('family_id')
      .where('token_hash', '=', hashToken(token))
      .executeTakeFirst()
  )?.family_id
}

export function userRoutes() {
  const app = new Hono<AppEnv>()

  // Full pulls only (no cursor): a company has few accounts, and every pull sweeps deleted ones.
  app.get('/user/getUserList', ...adminOnly, async (c) => {
    const db = c.get('db')
    const all = await db
      .selectFrom('users')
      .select(PUBLIC_COLUMNS)
      .where('com_id', '=', c.get('user').com_id)
      .execute()
    const projects = await projectsOf(
      db,
      all.map((u) => u.id),
    )
    const rows = all.map((u) => toApiUser(u, projects.get(u.id) ?? [])).sort((a, b) => (a.id < b.id ? -1 : 1))
    const afterId = c.req.query('after_id') ?? ''
    const limit = pageLimit(c)
    return ok(c, rows.filter((r) => r.id > afterId).slice(0, limit), { total: rows.length })
  })

  app.get('/user/getUserInfo', ...adminOnly, async (c) => {
    const db = c.get('db')
    return ok(c, await answer(db, await findAccount(db, c.get('user').com_id, c.req.query('id') ?? '')))
  })

  // The caller's own codes, as the server holds them (the Authorization header is only the client's copy).
  app.get('/user/getUserAcce', requireUser, (c) => {
    const u = c.get('user')
    return ok(c, { acce: u.acce, admin: u.admin, codes: parseAccessCodes(u.acce) })
  })

  serveCommand(app, addUser, async ({ trx, payload: v, by }) => {
    const username = normaliseUsername(v.username)
    await ensureUsernameDistinct(trx, by.comId, username)
    const inserted = await trx
      .insertInto('users')
      .values({
        com_id: by.comId,
        client_id: v.id,
        username,
        password_hash: await hashPassword(v.password),
        nickname: v.nickname,
        staff: v.nickname,
        admin: v.admin,
        acce: v.acce,
        role_ids: (await knownRoles(trx, by.comId, v.role_ids)) ?? '',
        // Linked below, as every link is: the file's previous account is unlinked.
        staff_ref: '',
        updated_at: by.now,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await linkAccount(
      trx,
      by,
      { id: inserted.id, nickname: v.nickname, username, staff_ref: '' },
      v.staff_ref,
    )
    usersChanged(by.comId)
    return answer(trx, await findAccount(trx, by.comId, String(inserted.id)))
  })

  serveCommand(app, updateUser, async ({ trx, payload: v, user: me, by }) => {
    const target = await findAccount(trx, me.com_id, v.id)
    const roleIds = await knownRoles(trx, me.com_id, v.role_ids)
    // An admin who took away their own flag or code 900 would lock themselves out of this page.
    const after = await withRolesOf(trx, { ...me, acce: v.acce, role_ids: roleIds ?? me.role_ids })
    if (target.id === me.id && !runsUsersPage({ admin: v.admin, acce: after.acce }))
      throw new ApiFailure(Code.badRequest, 'cannotDemoteSelf')
    if (target.id === me.id && v.staff_ref !== target.staff_ref)
      throw new ApiFailure(Code.forbidden, 'cannotLinkSelf')
    await linkAccount(trx, by, target, v.staff_ref)
    await trx
      .updateTable('users')
      .set({
        nickname: v.nickname,
        admin: v.admin,
        acce: v.acce,
        ...(roleIds === undefined ? {} : { role_ids: roleIds }),
        self_registered: 0,
        // An admin's save of a self-registered account is its approval (README: System and users).
        approved: 1,
        updated_at: by.now,
      })
      .where('id', '=', target.id)
      .execute()
    usersChanged(me.com_id)
    accessChanged(me.com_id, [target.id])
    return answer(trx, await findAccount(trx, me.com_id, String(target.id)))
  })

  // Reset password: a new hash, the sign-in lock lifted, other sessions of that account ended.
  serveCommand(app, resetUserPassword, async ({ c, trx, payload: v, user: me, by }) => {
    const target = await findAccount(trx, me.com_id, v.id)
    await trx
      .updateTable('users')
      .set({ password_hash: await hashPassword(v.password), updated_at: by.now })
      .where('id', '=', target.id)
      .execute()
    await clearAttempts(trx, 'user', target.id)
    const keep = target.id === me.id ? await familyOf(trx, c.get('token')) : undefined
    await revokeSessions(trx, target.id, by.now, keep)
    return { id: apiUserId(target) }
  })

  // Lifts the sign-in throttle of an account, from every address (a lock-out the admin judged
  // harmless: the real user mistyped, or a guesser has been dealt with).
  serveCommand(app, unlockUserSignIn, async ({ trx, payload: v, by }) => {
    const target = await findAccount(trx, by.comId, v.id)
    const cleared = await clearAttempts(trx, 'user', target.id)
    return { id: apiUserId(target), cleared }
  })

  serveCommand(app, removeUser, async ({ trx, payload: { id }, user: me, by }) => {
    const target = await findAccount(trx, me.com_id, id).catch(() => null)
    if (!target) return { id } // removing twice is harmless
    if (target.id === me.id) throw new ApiFailure(Code.badRequest, 'cannotDeleteSelf')
    if ((await adminCount(trx, me.com_id, target.id)) === 0)
      throw new ApiFailure(Code.badRequest, 'cannotDeleteLastAdmin')
    await trx.deleteFrom('user_projects').where('user_id', '=', target.id).execute()
    await trx.deleteFrom('users').where('id', '=', target.id).execute()
    await clearAttempts(trx, 'user', target.id)
    await revokeSessions(trx, target.id, by.now)
    usersChanged(me.com_id)
    return { id }
  })

  serveCommand(app, addUserProject, async ({ trx, payload: v, by }) => {
    const target = await findAccount(trx, by.comId, v.id)
    const project = await untyped(trx)
      .selectFrom('res_projects')
      .select('id')
      .where('id', '=', v.project_id)
      .where('com_id', '=', by.comId)
      .where('deleted', '=', 0)
      .executeTakeFirst()
    if (!project) throw new ApiFailure(Code.badRequest, 'projectMissing')
    await trx
      .insertInto('user_projects')
      .values({ com_id: by.comId, user_id: target.id, project_id: v.project_id, created_at: by.now })
      .onConflict((oc) => oc.columns(['user_id', 'project_id']).doNothing())
      .execute()
    await touch(trx, target.id, by.now)
    return answer(trx, target)
  })

  serveCommand(app, removeUserProject, async ({ trx, payload: v, by }) => {
    const target = await findAccount(trx, by.comId, v.id)
    await trx
      .deleteFrom('user_projects')
      .where('user_id', '=', target.id)
      .where('project_id', '=', v.project_id)
      .execute()
    await touch(trx, target.id, by.now)
    return answer(trx, target)
  })

  return app
}

async function touch(db: Db, userId: number, now: number): Promise<void> {
  const row = await db
    .updateTable('users')
    .set({ updated_at: now })
    .where('id', '=', userId)
    .returning('com_id')
    .executeTakeFirst()
  if (row) usersChanged(row.com_id)
}

/** The accounts list has no delta cursor: its event says only that the admins' devices should pull it. */
export function usersChanged(comId: number): void {
  noteChange({ resource: 'users', comId, rev: 0, id: '' })
}
