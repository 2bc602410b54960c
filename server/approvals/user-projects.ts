// The projects a user works on (spec: getComUserProAccet): those where their staff file holds a
// project post, and those an admin added them to; every project for an admin. A user who cannot
// read the projects list files approvals against these only.
import type { Kysely, Transaction } from 'kysely'
import { mayAccess, subjectOf } from '../../src/auth/access.ts'
import { projects, projPosts } from '../../src/modules/projects/projects.resource.ts'
import { companyRows, untyped } from '../db/resource-rows.ts'
import { tableName } from '../db/resource-tables.ts'
import type { Database } from '../db/schema.ts'
import type { UserRow } from '../db/user-row.ts'

export function userProjects(db: Kysely<Database> | Transaction<Database>, user: UserRow) {
  const raw = untyped(db)
  const q = companyRows(db, projects, user.com_id).selectAll()
  if (user.admin === 1) return q
  return q.where((eb) =>
    eb.or([
      eb(
        'id',
        'in',
        raw
          .selectFrom(tableName(projPosts))
          .select('project_id')
          .where('staff_id', '=', user.staff_ref)
          .where('deleted', '=', 0),
      ),
      eb('id', 'in', raw.selectFrom('user_projects').select('project_id').where('user_id', '=', user.id)),
    ]),
  )
}

/** Whether `user` may file against the project: anyone who reads the projects list, else their own. */
export async function mayFileAgainst(
  trx: Transaction<Database>,
  user: UserRow,
  projectId: string,
): Promise<boolean> {
  // The switch is the server's to know; here only the code counts, as for the list itself.
  if (mayAccess({ code: projects.access.code }, subjectOf(user), 'unknown')) return true
  return (await userProjects(trx, user).where('id', '=', projectId).executeTakeFirst()) !== undefined
}
