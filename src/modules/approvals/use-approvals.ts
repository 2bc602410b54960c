// Live queries of the approval mirror: the sops the user sees, grouped the way the /expe lists show
// them, with the pending/failed marks of queued writes. A few hundred rows per user, read whole.
import { useLiveQuery } from 'dexie-react-hooks'
import { session } from '../../auth/session-store.ts'
import { useUserDb } from '../../data/db-context.tsx'
import { rowMarks } from '../../data/resource-queries.ts'
import type { Row, UserDb } from '../../data/user-db.ts'
import { hasResult, sopReads } from './approvals.resource.ts'
import { canDecide, copyOf, NO_STAND_INS, type SopState, type StandIns } from './sop-rules.ts'
import { companyDay, standInsOn } from './stand-in-rules.ts'
import { sopStandIns } from './stand-ins.resource.ts'

export type SopRow = Row & SopState & { template: string; code: string; title: string }

export function useUid(): number {
  return session.userInfo()?.ID ?? 0
}

/** Every sop on this device, newest first. */
export function useSops(): SopRow[] | undefined {
  const db = useUserDb()
  return useLiveQuery(
    async () => (await db.table('sops').orderBy('filed_at').reverse().toArray()) as SopRow[],
    [db],
  )
}

export function useMarks(table: string): Map<string, 'pending' | 'failed'> {
  const db = useUserDb()
  return useLiveQuery(() => rowMarks(db, table), [db, table], new Map())
}

/** Ids of the sops this user agreed to or rejected. */
export function useDecidedIds(uid: number): Set<string> {
  const db = useUserDb()
  return useLiveQuery(
    async () => {
      const rows = await db.table('sopResults').where('approver_id').equals(uid).toArray()
      return new Set(
        rows.filter((r) => r.decision === 'agree' || r.decision === 'reject').map((r) => String(r.sop_id)),
      )
    },
    [db, uid],
    new Set<string>(),
  )
}

/** The stand-ins in force today on this device's mirror (代理): whom a step waits on instead. */
export async function mirroredStandIns(db: UserDb): Promise<StandIns> {
  return standInsOn(await db.table(sopStandIns.name).toArray(), companyDay(Date.now()))
}

export function useStandIns(): StandIns {
  const db = useUserDb()
  return useLiveQuery(() => mirroredStandIns(db), [db], NO_STAND_INS)
}

export const sopFilters = {
  waiting: (uid: number, standIns: StandIns) => (s: SopRow) => canDecide(s, uid, standIns),
  mine: (uid: number) => (s: SopRow) => s.applicant_id === uid,
  copied: (uid: number) => (s: SopRow) => copyOf(s).ids.includes(uid),
  template: (template: string) => (s: SopRow) => s.template === template,
}

/** Ids of the sops whose result this user has read (their own read states, mirrored). */
export function useReadIds(): Set<string> | undefined {
  const db = useUserDb()
  return useLiveQuery(
    async () => new Set((await db.table(sopReads.name).toArray()).map((r) => String(r.sop_id))),
    [db],
  )
}

/** The user's own sops with a result they have not read yet. */
export const unreadResult = (uid: number, read: Set<string> | undefined) => (s: SopState & { id: string }) =>
  read !== undefined && s.applicant_id === uid && hasResult(s) && !read.has(s.id)
