// Brings a database to the newest schema; run on every start, so a fresh data dir just works.
import { type Migration, type MigrationProvider, type MigrationResultSet, Migrator } from 'kysely'
import type { Db } from './connection.ts'
import * as initial from './migrations/0001-initial.ts'
import * as sync from './migrations/0002-sync.ts'
import * as approvals from './migrations/0003-approvals.ts'
import * as userAdmin from './migrations/0004-user-admin.ts'
import * as publicPages from './migrations/0005-public.ts'
import * as authz from './migrations/0006-authz.ts'
import * as history from './migrations/0006-history.ts'
import * as pricing from './migrations/0006-pricing.ts'
import * as sessions from './migrations/0006-sessions.ts'
import * as attachments from './migrations/0007-attachments.ts'
import * as managerGrants from './migrations/0008-manager-grants.ts'
import * as staffPostRef from './migrations/0009-staff-post-ref.ts'
import * as scheduledTaskRuns from './migrations/0010-scheduled-task-runs.ts'
import * as noticeDigests from './migrations/0011-notice-digests.ts'
import * as userRoles from './migrations/0012-user-roles.ts'
import * as loginDeviceIndex from './migrations/0013-login-device-index.ts'
import * as durability from './migrations/0014-durability.ts'
import * as auditLog from './migrations/0015-audit-log.ts'
import * as cashOutLimit from './migrations/0016-cash-out-limit.ts'

const migrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-sync': sync,
  '0003-approvals': approvals,
  '0004-user-admin': userAdmin,
  '0005-public': publicPages,
  '0006-sessions': sessions,
  '0006-authz': authz,
  '0006-history': history,
  '0006-pricing': pricing,
  '0007-attachments': attachments,
  '0008-manager-grants': managerGrants,
  '0009-staff-post-ref': staffPostRef,
  '0010-scheduled-task-runs': scheduledTaskRuns,
  '0011-notice-digests': noticeDigests,
  '0012-user-roles': userRoles,
  '0013-login-device-index': loginDeviceIndex,
  '0014-durability': durability,
  '0015-audit-log': auditLog,
  '0016-cash-out-limit': cashOutLimit,
}

const provider: MigrationProvider = { getMigrations: async () => migrations }

export async function migrateToLatest(db: Db): Promise<void> {
  check(await new Migrator({ db, provider }).migrateToLatest())
}

/** Up to a named migration only: a test builds a database as it stood before a later one. */
export async function migrateTo(db: Db, name: string): Promise<void> {
  check(await new Migrator({ db, provider }).migrateTo(name))
}

function check({ error, results }: MigrationResultSet): void {
  const failed = results?.find((r) => r.status === 'Error')
  if (error || failed) {
    throw new Error(`database migration ${failed?.migrationName ?? ''} failed: ${String(error)}`)
  }
}
