// Every module of PM3, in menu order. Adding a module is one line here; adding a resource or a page
// is one line in its module's module.ts. Everything else derives (derive.ts).
import { approvalsModule } from './approvals/module.ts'
import { costModule } from './cost/module.ts'
import { crmModule } from './crm/module.ts'
import { dashboardModule } from './dashboard/module.ts'
import type { ModuleManifest } from './define-module.ts'
import { financeModule } from './finance/module.ts'
import { hrModule } from './hr/module.ts'
import { officeModule } from './office/module.ts'
import { pricingModule } from './pricing/module.ts'
import { profileModule } from './profile/module.ts'
import { projectsModule } from './projects/module.ts'
import { publicModule } from './public/module.ts'
import { recruitModule } from './recruit/module.ts'
import { shopModule } from './shop/module.ts'
import { stockModule } from './stock/module.ts'
import { studyModule } from './study/module.ts'
import { systemModule } from './system/module.ts'
import { webModule } from './web/module.ts'

export const manifests: readonly ModuleManifest[] = [
  dashboardModule,
  profileModule,
  shopModule,
  recruitModule,
  approvalsModule,
  crmModule,
  stockModule,
  projectsModule,
  studyModule,
  costModule,
  financeModule,
  hrModule,
  officeModule,
  webModule,
  systemModule,
  pricingModule,
  publicModule,
]
