// Orders (spec §2 /crm): customers and order contracts.
import { defineModule } from '../define-module.ts'
import { customers, orderContracts } from './crm.resource.ts'

export const crmModule = defineModule({
  name: 'crm',
  group: {
    path: '/crm',
    title: { zh: '订单', en: 'Orders' },
    icon: 'shopping-bag-3-line',
    access: { switch: 'sel800', code: 800 },
    menuTitle: 'top800',
  },
  routes: [
    { resource: customers, icon: 'contacts-book-line' },
    { resource: orderContracts, icon: 'file-paper-2-line' },
  ],
  resources: [customers, orderContracts],
})
