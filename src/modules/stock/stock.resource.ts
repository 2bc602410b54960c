// Inventory (/stock): the stock items a company keeps, with quantities and unit costs.
import { defineResource } from '../../resources/define-resource.ts'
import { common, f } from '../../resources/fields.ts'
import { numberedAccess } from '../../resources/module-access.ts'
import { bilingual } from '../../resources/text.ts'

export const stockItems = defineResource({
  name: 'stockItems',
  title: bilingual('库存管理', 'Inventory'),
  api: { list: '/stock/getStockList', save: '/stock/saveStock', remove: '/stock/delStock' },
  access: numberedAccess(380),
  route: '/stock',
  icon: 'archive-drawer-line',
  recordTitle: 'name',
  fields: {
    id: f.id(),
    code: f.text({ label: bilingual('物料编码', 'Item code'), required: true, max: 30, unique: true }),
    name: f.text({ label: bilingual('物料名称', 'Item'), required: true, max: 100 }),
    spec: f.text({ label: bilingual('规格型号', 'Specification'), max: 100 }),
    category: f.dictionary({
      label: bilingual('类别', 'Category'),
      dictionary: 'stock.category',
      options: {
        material: bilingual('主材', 'Materials'),
        auxiliary: bilingual('辅材', 'Auxiliary'),
        tool: bilingual('工具', 'Tools'),
        safety: bilingual('劳保用品', 'Safety gear'),
        office: bilingual('办公用品', 'Office supplies'),
      },
    }),
    unit: f.text({ label: bilingual('单位', 'Unit'), required: true, max: 10 }),
    quantity: f.int({ label: bilingual('库存数量', 'Quantity'), min: 0 }),
    min_quantity: f.int({ label: bilingual('安全库存', 'Reorder level'), min: 0 }),
    unit_cost: f.money({ label: bilingual('单价', 'Unit cost') }),
    warehouse: f.text({ label: bilingual('仓库', 'Warehouse'), max: 50 }),
    remark: common.remark,
  },
  indexes: ['code', 'name', 'category'],
  list: {
    columns: ['code', 'name', 'spec', 'category', 'unit', 'quantity', 'unit_cost', 'warehouse'],
    search: ['code', 'name', 'spec'],
    sort: 'code',
  },
  form: [
    ['code', 'name'],
    ['spec', 'category'],
    ['unit', 'warehouse'],
    ['quantity', 'min_quantity'],
    ['unit_cost'],
    ['remark'],
  ],
})
