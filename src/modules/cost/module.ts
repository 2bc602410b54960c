// Cost (spec §2 /cost): budget output and cost plans.
import { defineModule, numberedGroup, page } from '../define-module.ts'
import { budgetOutputs, costPlans } from './cost.resource.ts'
import { costModuleWords } from './words.text.ts'

export const costModule = defineModule({
  name: 'cost',
  group: numberedGroup(500, {
    path: '/cost',
    title: costModuleWords.costModule.group.title,
    icon: 'calculator-line',
  }),
  routes: [{ resource: budgetOutputs, page: page('./cost-plan-page.tsx', 'CostPlanPage') }],
  resources: [budgetOutputs, costPlans],
})
