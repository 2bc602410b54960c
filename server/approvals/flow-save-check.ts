// A flow that cannot run is refused when it is saved, not when someone files (issue 36): an enabled
// flow with a step nobody holds (财务部·财务经理 with no account) would refuse every request of its
// type, and offline filers would learn it only on reconnecting.
import type { Transaction } from 'kysely'
import { Code } from '../../src/api/codes.ts'
import { sopFlows } from '../../src/modules/approvals/approvals.resource.ts'
import { type FlowStep, parseJson, stepLabel } from '../../src/modules/approvals/sop-rules.ts'
import { type Organisation, vacantSteps } from '../../src/modules/approvals/step-holders.ts'
import { posts } from '../../src/modules/hr/organisation.resource.ts'
import { staff } from '../../src/modules/hr/staff.resource.ts'
import { projPosts } from '../../src/modules/projects/projects.resource.ts'
import { companyRows, findRow } from '../db/resource-rows.ts'
import type { Database } from '../db/schema.ts'
import type { WriteHooks } from '../db/write-hooks.ts'
import { ApiFailure } from '../http/envelope.ts'

/** The company's organisation as the server holds it now. */
export async function organisationOf(trx: Transaction<Database>, comId: number): Promise<Organisation> {
  const [staffRows, postRows, projPostRows, accounts] = await Promise.all([
    companyRows(trx, staff, comId).select(['id', 'post_id', 'status']).execute(),
    companyRows(trx, posts, comId).select(['id', 'depa_id', 'name']).execute(),
    companyRows(trx, projPosts, comId).select(['post', 'staff_id']).execute(),
    trx
      .selectFrom('users')
      .select(['nickname', 'username', 'staff_ref'])
      .where('com_id', '=', comId)
      .execute(),
  ])
  return {
    staff: staffRows,
    posts: postRows,
    projPosts: projPostRows,
    accounts: accounts.map((a) => ({ name: a.nickname || a.username, staff_ref: a.staff_ref })),
  }
}

export const flowSaveHooks: Record<string, WriteHooks> = {
  [sopFlows.name]: {
    async saved(trx, w) {
      const flow = await findRow(trx, sopFlows, w.id, w.user.com_id)
      // A disabled flow is a draft: nobody files against it.
      if (!flow || !Number(flow.enabled)) return
      const parsed = parseJson<unknown>(flow.steps, [])
      // Steps are the editor's JSON; anything else in the text is no step to check.
      const steps = (Array.isArray(parsed) ? parsed : []).filter(
        (s): s is FlowStep => typeof s === 'object' && s !== null && typeof s.post === 'string',
      )
      const [first] = vacantSteps(steps, await organisationOf(trx, w.user.com_id))
      if (first !== undefined)
        throw new ApiFailure(Code.badRequest, 'flowStepNobody', {
          n: first + 1,
          label: stepLabel(steps[first]!, w.lang),
        })
    },
  },
}
