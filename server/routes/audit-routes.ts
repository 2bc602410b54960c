// The audit log and the recycle bin (issue 37): who changed what and when, for the whole company,
// read by a right made for it; deleted records brought back or purged by another. Each list counts
// only where the reader may read that list, so the log never shows more than the modules would.
import type { Context } from 'hono'
import { Hono } from 'hono'
import type { Transaction } from 'kysely'
import { z } from 'zod'
import {
  AUDIT_LOG_PATH,
  type AuditList,
  type AuditQuery,
  PURGE_RECORD_PATH,
  RECYCLE_BIN_PATH,
  RESTORE_RECORD_PATH,
} from '../../src/api/audit-log.ts'
import { Code } from '../../src/api/codes.ts'
import { refusalOf, subjectOf } from '../../src/auth/access.ts'
import { RIGHTS } from '../../src/auth/access-codes.ts'
import { resources } from '../../src/modules/registry.ts'
import type { AnyResource } from '../../src/resources/define-resource.ts'
import { inLanguage } from '../../src/resources/text.ts'
import { readAuditLog } from '../audit/audit-log.ts'
import { deletedRecords, purgeRecord, RECYCLE_BIN_DAYS, restoreRecord } from '../audit/recycle-bin.ts'
import { requireUser } from '../auth/require-user.ts'
import type { Database } from '../db/schema.ts'
import { companySettings } from '../db/site-info.ts'
import type { RowScope } from '../db/write-hooks.ts'
import { runCommand } from '../http/command.ts'
import type { AppEnv } from '../http/context.ts'
import { ApiFailure, ok } from '../http/envelope.ts'
import { checkAccess } from '../http/require-access.ts'
import { writerOf } from '../http/writer.ts'

const SYSTEM = 'sel900' as const
const auditRight = { switch: SYSTEM, code: RIGHTS.readAuditLog.code }
const binRight = { switch: SYSTEM, code: RIGHTS.recycleBin.code }
/** Lists kept in tables of their own (accounts) have no recycle bin: their deletes are the server's. */
const binLists = resources.filter((r) => !r.customServer)

/** The lists the caller may read, by the one access rule. */
async function readable(c: Context<AppEnv>, lists: readonly AnyResource[]): Promise<AnyResource[]> {
  const user = c.get('user')
  const settings = await companySettings(c.get('db'), user.com_id)
  return lists.filter((r) => refusalOf(r.access, subjectOf(user), settings) === undefined)
}

const optionalNumber = z.coerce.number().int().nonnegative().optional()
const auditQuery = z.object({
  resource: z.string().max(64).optional(),
  user: optionalNumber,
  record: z.string().max(64).optional(),
  action: z.enum(['create', 'update', 'delete', 'restore', 'purge']).optional(),
  from: optionalNumber,
  to: optionalNumber,
  page: optionalNumber,
  limit: optionalNumber,
})

const recordRef = z.object({
  id: z.string().max(64),
  resource: z.string().max(64),
  record: z.string().min(1).max(64),
})

export function auditRoutes(retentionDays = RECYCLE_BIN_DAYS, scopes: Record<string, RowScope> = {}) {
  const app = new Hono<AppEnv>()
  /** A list's row scope for the caller (approvals: the applicant, approvers and those copied). */
  const scopeFor = (c: Context<AppEnv>) => (r: AnyResource) => scopes[r.name]?.(c.get('user')) ?? null

  app.get(AUDIT_LOG_PATH, requireUser, async (c) => {
    await checkAccess(c, auditRight)
    const parsed = auditQuery.safeParse(c.req.query())
    if (!parsed.success) throw new ApiFailure(Code.badRequest, 'badRequest')
    const { user, record, ...rest } = parsed.data
    const q: AuditQuery = { ...rest, userId: user, recordId: record }
    const lists = await readable(c, resources)
    const lang = c.get('lang')
    const { rows, total } = await readAuditLog(c.get('db'), c.get('user').com_id, q, lists, lang, scopeFor(c))
    const named: AuditList[] = lists.map((r) => ({ name: r.name, title: inLanguage(r.title, lang) }))
    return ok(c, rows, { total, lists: named })
  })

  app.get(RECYCLE_BIN_PATH, requireUser, async (c) => {
    await checkAccess(c, binRight)
    const asked = c.req.query('resource')
    const lists = (await readable(c, binLists)).filter((r) => !asked || r.name === asked)
    const user = c.get('user')
    return ok(
      c,
      await deletedRecords(c.get('db'), lists, user.com_id, c.get('lang'), retentionDays, scopeFor(c)),
    )
  })

  /** The deleted record's list, if the caller may restore or purge there: the bin's right and the list's removal. */
  async function binList(c: Context<AppEnv>, name: string): Promise<AnyResource> {
    await checkAccess(c, binRight)
    const r = binLists.find((x) => x.name === name)
    if (!r) throw new ApiFailure(Code.badRequest, 'historyUnknownResource', { resource: name })
    await checkAccess(c, r.removeAccess ?? r.writeAccess ?? r.access)
    return r
  }

  type Act = (trx: Transaction<Database>, r: AnyResource, id: string, c: Context<AppEnv>) => Promise<void>
  const acts: [string, Act][] = [
    [
      RESTORE_RECORD_PATH,
      (trx, r, id, c) => restoreRecord(trx, r, id, writerOf(c), c.get('lang'), scopeFor(c)(r)),
    ],
    [PURGE_RECORD_PATH, (trx, r, id, c) => purgeRecord(trx, r, id, writerOf(c), scopeFor(c)(r))],
  ]
  for (const [path, act] of acts)
    app.post(path, requireUser, async (c) => {
      const parsed = recordRef.safeParse(
        await c.req.raw
          .clone()
          .json()
          .catch(() => ({})),
      )
      if (!parsed.success) throw new ApiFailure(Code.badRequest, 'badRequest')
      const r = await binList(c, parsed.data.resource)
      return runCommand(c, path, async (trx) => {
        await act(trx, r, parsed.data.record, c)
        return { id: parsed.data.record }
      })
    })

  return app
}
