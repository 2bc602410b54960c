// Inventory (/stock): the stock items a company keeps, with quantities and unit costs.
import { defineResource } from '../../resources/define-resource.ts'
import { common, f } from '../../resources/fields.ts'
import { numberedAccess } from '../../resources/module-access.ts'
import { stockWords } from './words.text.ts'

export const stockItems = defineResource({
  name: 'stockItems',
  title: stockWords.stockItems.title,
  api: { list: '/stock/getStockList', save: '/stock/saveStock', remove: '/stock/delStock' },
  access: numberedAccess(380),
  route: '/stock',
  icon: 'archive-drawer-line',
  recordTitle: 'name',
  fields: {
    id: f.id(),
    code: f.text({ label: stockWords.stockItems.fields.code, required: true, max: 30, unique: true }),
    name: f.text({ label: stockWords.stockItems.fields.name, required: true, max: 100 }),
    spec: f.text({ label: stockWords.stockItems.fields.spec, max: 100 }),
    category: f.dictionary({
      label: stockWords.stockItems.fields.category,
      dictionary: 'stock.category',
      options: stockWords.stockItems.options.category,
    }),
    unit: f.text({ label: stockWords.stockItems.fields.unit, required: true, max: 10 }),
    quantity: f.int({ label: stockWords.stockItems.fields.quantity, min: 0 }),
    min_quantity: f.int({ label: stockWords.stockItems.fields.min_quantity, min: 0 }),
    unit_cost: f.money({ label: stockWords.stockItems.fields.unit_cost }),
    warehouse: f.text({ label: stockWords.stockItems.fields.warehouse, max: 50 }),
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
