// The daily notice digest: each user with approvals waiting on them or results of their own requests
// unread gets one digest a company day, which the notice list (/sops/getNoticeList) shows in the bell.
// The reference server has no mail or message channel, so the bell is where a digest can reach people.
import type { Kysely, Transaction } from 'kysely'
import { companyDateTime } from '../../src/lib/company-time.ts'
import { hasResult, sopReads, sops } from '../../src/modules/approvals/approvals.resource.ts'
import { sopStateOf, waitingOn } from '../../src/modules/approvals/sop-rules.ts'
import { companyDay } from '../../src/modules/approvals/stand-in-rules.ts'
import { inLanguage } from '../../src/resources/text.ts'
import { companyStandIns } from '../approvals/stand-ins.ts'
import { companyRows } from '../db/resource-rows.ts'
import type { Database } from '../db/schema.ts'
import type { Lang } from '../http/messages.ts'
import { noticeDigestWords } from '../words.text.ts'
import type { TaskContext } from './task-context.ts'

/** Per user: sops waiting on them, and their own results they have not opened. */
async function countsOf(trx: Transaction<Database>, comId: number, now: number) {
  // A step of an away approver waits on their stand-in in force (代理).
  const standIns = await companyStandIns(trx, comId, companyDay(now))
  const rows = await companyRows(trx, sops, comId)
    .selectAll()
    .where('status', 'in', ['pending', 'approved', 'rejected'])
    .execute()
  const reads = await companyRows(trx, sopReads, comId).select('id').execute()
  const read = new Set(reads.map((r) => String(r.id)))
  const counts = new Map<number, { waiting: number; unread: number }>()
  const of = (uid: number) => counts.get(uid) ?? counts.set(uid, { waiting: 0, unread: 0 }).get(uid)!
  for (const row of rows) {
    if (row.status === 'pending') for (const uid of waitingOn(sopStateOf(row), standIns)) of(uid).waiting++
    else if (hasResult({ status: row.status }) && !read.has(`${row.id}.${row.applicant_id}`))
      of(Number(row.applicant_id)).unread++
  }
  return counts
}

export async function sendNoticeDigests(trx: Transaction<Database>, c: TaskContext) {
  const day = companyDateTime(c.now)[0]
  let digests = 0
  for (const [userId, n] of await countsOf(trx, c.comId, c.now)) {
    const inserted = await trx
      .insertInto('notice_digests')
      .values({ com_id: c.comId, user_id: userId, day, ...n, created_at: c.now })
      .onConflict((oc) => oc.columns(['user_id', 'day']).doNothing())
      .executeTakeFirst()
    digests += Number(inserted.numInsertedOrUpdatedRows ?? 0)
  }
  return { digests }
}

const digestText = noticeDigestWords.digestText

/** The user's digest of today as a notice item (spec §3 shape), or none. */
export async function digestNotice(db: Kysely<Database>, userId: number, now: number, lang: Lang) {
  const day = companyDateTime(now)[0]
  const row = await db
    .selectFrom('notice_digests')
    .selectAll()
    .where('user_id', '=', userId)
    .where('day', '=', day)
    .executeTakeFirst()
  if (!row) return null
  return {
    soptemplate: 'digest',
    rcode: day,
    sop_id: '',
    rid: `digest:${day}`,
    sop_name: inLanguage(digestText, lang)
      .replace('{waiting}', String(row.waiting))
      .replace('{unread}', String(row.unread)),
    digest: { waiting: Number(row.waiting), unread: Number(row.unread) },
  }
}
