// Inventory (/stock): the stock items a company keeps, with quantities and unit costs.
import { defineResource } from '../../resources/define-resource.ts'
import { f } from '../../resources/fields.ts'
import { t } from '../../resources/text.ts'

export const stockItems = defineResource({
  name: 'stockItems',
  title: t('库存管理', 'Inventory'),
  api: { list: '/stock/getStockList', save: '/stock/saveStock', remove: '/stock/delStock' },
  access: { switch: 'sel380', code: 380, menuTitle: 'top380' },
  route: '/stock',
  fields: {
    id: f.id(),
    code: f.text({ label: t('物料编码', 'Item code'), required: true, max: 30 }),
    name: f.text({ label: t('物料名称', 'Item'), required: true, max: 100 }),
    spec: f.text({ label: t('规格型号', 'Specification'), max: 100 }),
    category: f.enumOf({
      label: t('类别', 'Category'),
      options: {
        material: t('主材', 'Materials'),
        auxiliary: t('辅材', 'Auxiliary'),
        tool: t('工具', 'Tools'),
        safety: t('劳保用品', 'Safety gear'),
        office: t('办公用品', 'Office supplies'),
      },
    }),
    unit: f.text({ label: t('单位', 'Unit'), required: true, max: 10 }),
    quantity: f.int({ label: t('库存数量', 'Quantity'), min: 0 }),
    min_quantity: f.int({ label: t('安全库存', 'Reorder level'), min: 0 }),
    unit_cost: f.money({ label: t('单价', 'Unit cost') }),
    warehouse: f.text({ label: t('仓库', 'Warehouse'), max: 50 }),
    remark: f.text({ label: t('备注', 'Remark'), max: 500, multiline: true }),
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
