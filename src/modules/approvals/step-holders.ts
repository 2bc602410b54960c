// Who could decide a flow step in some request at all (issue 36): a step nobody holds would refuse
// every request of its type at filing, so the flow editor warns of it and the server refuses to save
// it. One rule for the admin's device (its mirrors) and the server (its tables). A named department's
// step is held by the accounts linked to staff holding its post; the filer's own department by those
// holding a post of that name in any department; a project step by those on any project's post.
import type { FlowStep } from './sop-rules.ts'

type Row = Record<string, unknown>

/** The organisation a step is resolved against: staff files, department posts, project posts, accounts. */
export interface Organisation {
  staff: Row[]
  posts: Row[]
  projPosts: Row[]
  /** Accounts with the staff file each is linked to ('' for none). */
  accounts: { name: string; staff_ref: string }[]
}

function staffIdsOf(step: FlowStep, org: Organisation): Set<string> {
  if (step.kind === 'proj')
    return new Set(org.projPosts.filter((p) => p.post === step.post).map((p) => String(p.staff_id)))
  const postIds = new Set(
    org.posts
      .filter((p) =>
        step.depa_id
          ? step.post_id
            ? p.id === step.post_id
            : p.depa_id === step.depa_id && p.name === step.post
          : p.name === step.post,
      )
      .map((p) => String(p.id)),
  )
  return new Set(
    org.staff.filter((s) => postIds.has(String(s.post_id)) && s.status !== 'left').map((s) => String(s.id)),
  )
}

/** The names of the accounts that could decide the step in some request. */
export function stepHolders(step: FlowStep, org: Organisation): string[] {
  const ids = staffIdsOf(step, org)
  return org.accounts.filter((a) => a.staff_ref !== '' && ids.has(a.staff_ref)).map((a) => a.name)
}

/** The 0-based indexes of the steps nobody could decide. */
export function vacantSteps(steps: FlowStep[], org: Organisation): number[] {
  return steps.flatMap((s, i) => (stepHolders(s, org).length === 0 ? [i] : []))
}
