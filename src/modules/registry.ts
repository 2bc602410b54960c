// Every resource of PM3, in one list: the Dexie schema, the server tables, routes and menus read it.
import type { AnyResource } from '../resources/define-resource.ts'
import { approvalCommands } from './approvals/approvals.commands.ts'
import { sopFlows, sopResults, sops, staffBuka } from './approvals/approvals.resource.ts'
import { budgetOutputs, costPlans } from './cost/cost.resource.ts'
import { customers, orderContracts } from './crm/crm.resource.ts'
import { bankAccounts, expenseSubjects } from './finance/finance-catalogue.resource.ts'
import {
  contractIncome,
  directExpenses,
  managementExpenses,
  otherPayables,
  otherReceivables,
  sundryEntries,
} from './finance/finance-entries.resource.ts'
import { departments } from './hr/departments.resource.ts'
import { companies, posts, projectPostTypes, shops } from './hr/organisation.resource.ts'
import { staff } from './hr/staff.resource.ts'
import { officeNotices, sealUsages } from './office/office.resource.ts'
import { siteUnits } from './pricing/site-units.resource.ts'
import { clientUnits, projectContracts, subcontracts, suppliers } from './projects/contracts.resource.ts'
import { projects, projPosts } from './projects/projects.resource.ts'
import { signups } from './public/signups.resource.ts'
import { jobPosts } from './recruit/recruit.resource.ts'
import { cardTypes } from './shop/card-types.resource.ts'
import { members } from './shop/members.resource.ts'
import { memberLedger, orders } from './shop/orders.resource.ts'
import { serviceItems } from './shop/service-items.resource.ts'
import { shopCommands } from './shop/shop.commands.ts'
import { stockItems } from './stock/stock.resource.ts'
import { studyExercises, studyNotes, studyPlans, studyPoints } from './study/study.resource.ts'
import { systemCommands } from './system/system.commands.ts'
import { loginRecords, users } from './system/users.resource.ts'
import { webCertificates, webProducts } from './web/web.resource.ts'

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
  companies,
  shops,
  posts,
  projectPostTypes,
  clientUnits,
  suppliers,
  projectContracts,
  subcontracts,
  budgetOutputs,
  costPlans,
  bankAccounts,
  expenseSubjects,
  contractIncome,
  directExpenses,
  managementExpenses,
  otherReceivables,
  otherPayables,
  sundryEntries,
  customers,
  orderContracts,
  stockItems,
  officeNotices,
  sealUsages,
  webProducts,
  webCertificates,
  jobPosts,
  users,
  loginRecords,
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
export const workflowCommands = [...shopCommands, ...approvalCommands, ...systemCommands]
