// The notice poll (spec §3, §7: every 60 s with the notice feature on): the user's pending steps.
// The approval lists are brought up to date first, so a notice's detail opens offline; then the
// list is mirrored into meta 'notices' for the bell.
import type { HttpClient } from '../api/http-client.ts'
import type { UserDb } from '../data/user-db.ts'

export const NOTICE_POLL_MS = 60_000

/** Spec §3 notice item. */
export interface NoticeItem {
  soptemplate: string
  rcode: string
  sop_id: string
  rid: string
  sop_name: string
  /** Days the step has waited, when the overdue-approvals task reminded the user of it. */
  overdue_days?: number
  /** The day's digest (soptemplate 'digest', no sop): opens the approval platform. */
  digest?: { waiting: number; unread: number }
  /** Where a notice that is not about an approval opens (failed manager approvals: the sale review). */
  link?: string
}

export interface NoticesRow {
  key: 'notices'
  value: { items: NoticeItem[]; total: number; polledAt: number }
}

/** The approval lists a notice's detail page reads. */
const DETAIL_LISTS = ['sops', 'sopResults', 'staffBuka']

export async function pollNotices(
  db: UserDb,
  api: HttpClient,
  c: { comId: number; uid: number; now: () => number; pull: (resource: string) => Promise<void> },
): Promise<void> {
  const answer = await api.get<NoticeItem[]>('/sops/getNoticeList', {
    query: { com_id: c.comId, uid: c.uid },
  })
  for (const list of DETAIL_LISTS) await c.pull(list)
  const items = answer.data ?? []
  await db.meta.put({
    key: 'notices',
    value: { items, total: Number(answer.total ?? items.length), polledAt: c.now() },
  } satisfies NoticesRow)
}
