// What the notice bell lists: the server's notice list as the sync worker last polled it (every 60 s,
// spec §7), and what the approval mirror already shows, which the change stream brings within
// seconds — a step now waiting on the user, a result on one of their own requests not yet read — so
// the bell lights as soon as the approval lists do. The poll stays the word on digests and overdue
// reminders, which only the server knows.
import { SOP_STATUSES, type SopStatus } from '../../modules/approvals/approvals.resource.ts'
import { canDecide, NO_STAND_INS, type SopState, type StandIns } from '../../modules/approvals/sop-rules.ts'
import { unreadResult } from '../../modules/approvals/use-approvals.ts'
import type { Text } from '../../resources/text.ts'
import type { NoticeItem } from '../../sync/notices.ts'

export type MirroredSop = SopState & { id: string; template: string; code: string; title: string }

export interface BellNotice extends NoticeItem {
  /** A result on the user's own request (approved or rejected), shown beside its name. */
  result?: Text
}

/** A step waiting on the user has the id the server gives it (getNoticeList: `{sop_id}:{step}`). */
const waitingRid = (sop: MirroredSop) => `${sop.id}:${sop.step}`
const resultRid = (sop: MirroredSop) => `${sop.id}:${sop.status}`

const asNotice = (sop: MirroredSop, rid: string): BellNotice => ({
  soptemplate: sop.template,
  rcode: sop.code,
  sop_id: sop.id,
  rid,
  sop_name: sop.title,
})

/**
 * `polled`: the polled items still waiting on the user by the mirror (a step decided on this device
 * since the poll, even offline, no longer is). `mirrored`: what the mirror shows that the poll does
 * not (yet): the bell lists both, and rings for the mirrored ones as they come (notice-ring.ts).
 */
export function bellNotices(
  poll: NoticeItem[],
  sops: MirroredSop[],
  read: Set<string>,
  uid: number,
  /** Who stands in for whom today (代理): a step of an away approver waits on their stand-in. */
  standIns: StandIns = NO_STAND_INS,
): { polled: NoticeItem[]; mirrored: BellNotice[] } {
  const byId = new Map(sops.map((s) => [s.id, s]))
  const polled = poll.filter((n) => {
    const sop = byId.get(n.sop_id)
    return !sop || canDecide(sop, uid, standIns)
  })
  const inPoll = new Set(polled.map((n) => n.sop_id))
  const mirrored: BellNotice[] = []
  for (const sop of sops) {
    if (canDecide(sop, uid, standIns) && !inPoll.has(sop.id)) mirrored.push(asNotice(sop, waitingRid(sop)))
    else if (unreadResult(uid, read)(sop))
      mirrored.push({ ...asNotice(sop, resultRid(sop)), result: SOP_STATUSES[sop.status as SopStatus] })
  }
  return { polled, mirrored }
}
