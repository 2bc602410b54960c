// The words the stock module's records, rules, commands and menus say, zh and en side by side: read through
// inLanguage by the page, the workers and the server alike (their one home: docs/architecture.md, "Words").
import { bilingual, type TextTree } from '../../resources/text.ts'

/** The words of module.ts. */
export const stockModuleWords = {
  stockModule: {
    group: {
      title: bilingual('库存', 'Inventory'),
    },
  },
} satisfies TextTree

/** The words of stock.resource.ts. */
export const stockWords = {
  stockItems: {
    title: bilingual('库存管理', 'Inventory'),
    fields: {
      code: bilingual('物料编码', 'Item code'),
      name: bilingual('物料名称', 'Item'),
      spec: bilingual('规格型号', 'Specification'),
      category: bilingual('类别', 'Category'),
      unit: bilingual('单位', 'Unit'),
      quantity: bilingual('库存数量', 'Quantity'),
      min_quantity: bilingual('安全库存', 'Reorder level'),
      unit_cost: bilingual('单价', 'Unit cost'),
      warehouse: bilingual('仓库', 'Warehouse'),
    },
    options: {
      category: {
        material: bilingual('主材', 'Materials'),
        auxiliary: bilingual('辅材', 'Auxiliary'),
        tool: bilingual('工具', 'Tools'),
        safety: bilingual('劳保用品', 'Safety gear'),
        office: bilingual('办公用品', 'Office supplies'),
      },
    },
  },
} satisfies TextTree
