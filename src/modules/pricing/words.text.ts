// The words the pricing module's records, rules, commands and menus say, zh and en side by side: read through
// inLanguage by the page, the workers and the server alike (their one home: docs/architecture.md, "Words").
import { bilingual, type TextTree } from '../../resources/text.ts'

/** The words of site-units.resource.ts. */
export const siteUnitsWords = {
  UNIT_CATEGORIES: {
    equipment: bilingual('设备', 'Equipment'),
    material: bilingual('材料', 'Material'),
    labour: bilingual('人工', 'Labour'),
  },
  siteUnits: {
    title: bilingual('计价单位', 'Pricing units'),
    fields: {
      name: bilingual('名称', 'Name'),
      spec: bilingual('规格型号', 'Model'),
      unit: bilingual('单位', 'Unit'),
      price: bilingual('单价', 'Unit price'),
      category: bilingual('类别', 'Category'),
      sort: bilingual('排序', 'Order'),
    },
  },
} satisfies TextTree
