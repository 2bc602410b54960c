// Every resource of PM3, in one list: the Dexie schema, the server tables, routes and menus read it.
import type { AnyResource } from '../resources/define-resource.ts'
import { approvalCommands } from './approvals/approvals.commands.ts'
import { sopFlows, sopResults, sops, staffBuka } from './approvals/approvals.resource.ts'
import { departments } from './hr/departments.resource.ts'
import { staff } from './hr/staff.resource.ts'
import { siteUnits } from './pricing/site-units.resource.ts'
import { projects, projPosts } from './projects/projects.resource.ts'
import { signups } from './public/signups.resource.ts'
import { cardTypes } from './shop/card-types.resource.ts'
import { members } from './shop/members.resource.ts'
import { memberLedger, orders } from './shop/orders.resource.ts'
import { serviceItems } from './shop/service-items.resource.ts'
import { shopCommands } from './shop/shop.commands.ts'
import { studyExercises, studyNotes, studyPlans, studyPoints } from './study/study.resource.ts'

export const resources: readonly AnyResource[] = [
  departments,
  staff,
  cardTypes,
  serviceItems,
  members,
  orders,
  memberLedger,
  projects,
  projPosts,
  sops,
  sopResults,
  sopFlows,
  staffBuka,
  studyPoints,
  studyNotes,
  studyExercises,
  studyPlans,
  siteUnits,
  signups,
]

export function resourceByName(name: string): AnyResource | undefined {
  return resources.find((r) => r.name === name)
}

/** Workflow commands beyond the generic save/remove of each resource. */
export const workflowCommands = [...shopCommands, ...approvalCommands]
