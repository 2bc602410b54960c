// Orders (spec §2 /crm): customers and order contracts.
import { defineModule, numberedGroup } from '../define-module.ts'
import { customers, orderContracts } from './crm.resource.ts'

export const crmModule = defineModule({
  name: 'crm',
  group: numberedGroup(800, {
    path: '/crm',
    title: { zh: '订单', en: 'Orders' },
    icon: 'shopping-bag-3-line',
  }),
  resources: [customers, orderContracts],
})
