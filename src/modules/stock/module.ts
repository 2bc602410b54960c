// Inventory (spec §2 /stock).
import { defineModule, numberedGroup } from '../define-module.ts'
import { stockItems } from './stock.resource.ts'
import { stockModuleWords } from './words.text.ts'

export const stockModule = defineModule({
  name: 'stock',
  group: numberedGroup(380, {
    path: '/stock',
    title: stockModuleWords.stockModule.group.title,
    icon: 'archive-line',
    // One page: the menu shows 库存 as that page, and the column layout needs no second column.
    levelHidden: true,
    noColumn: true,
  }),
  resources: [stockItems],
})
