// Cost (spec §2 /cost): budget output and cost plans.
import { defineModule, numberedGroup, page } from '../define-module.ts'
import { budgetOutputs, costPlans } from './cost.resource.ts'

export const costModule = defineModule({
  name: 'cost',
  group: numberedGroup(500, { path: '/cost', title: { zh: '成本', en: 'Cost' }, icon: 'calculator-line' }),
  routes: [{ resource: budgetOutputs, page: page('./cost-plan-page.tsx', 'CostPlanPage') }],
  resources: [budgetOutputs, costPlans],
})
