// Cost (spec §2 /cost): budget output and cost plans.
import { defineModule, page } from '../define-module.ts'
import { budgetOutputs, costPlans } from './cost.resource.ts'

export const costModule = defineModule({
  name: 'cost',
  group: {
    path: '/cost',
    title: { zh: '成本', en: 'Cost' },
    icon: 'calculator-line',
    access: { switch: 'sel500', code: 500 },
    menuTitle: 'top500',
  },
  routes: [
    { resource: budgetOutputs, icon: 'survey-line', page: page('./cost-plan-page.tsx', 'CostPlanPage') },
    { resource: costPlans, icon: 'funds-line' },
  ],
  resources: [budgetOutputs, costPlans],
})
