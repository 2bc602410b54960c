// Orders (spec §2 /crm): customers and order contracts.
import { defineModule, numberedGroup } from '../define-module.ts'
import { customers, orderContracts } from './crm.resource.ts'
import { crmModuleWords } from './words.text.ts'

export const crmModule = defineModule({
  name: 'crm',
  group: numberedGroup(800, {
    path: '/crm',
    title: crmModuleWords.crmModule.group.title,
    icon: 'shopping-bag-3-line',
  }),
  resources: [customers, orderContracts],
})
