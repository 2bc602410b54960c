// Service items (/dian/xiangmu): what the till sells.
import { RIGHTS } from '../../auth/access-codes.ts'
import { defineResource } from '../../resources/define-resource.ts'
import { common, f } from '../../resources/fields.ts'
import { numberedAccess } from '../../resources/module-access.ts'

export const serviceItems = defineResource({
  name: 'serviceItems',
  title: { zh: '服务项目', en: 'Service items' },
  api: { list: '/dian/getServiceItemList', save: '/dian/saveServiceItem', remove: '/dian/delServiceItem' },
  access: numberedAccess(280),
  // Prices and discounts are the shop manager's to set (issue 21), not the cashier's.
  writeAccess: { switch: 'sel280', code: RIGHTS.priceOverride.code },
  route: '/dian/xiangmu',
  icon: 'service-line',
  fields: {
    id: f.id(),
    name: f.text({ label: { zh: '项目名称', en: 'Name' }, required: true, max: 40 }),
    category: f.text({ label: { zh: '分类', en: 'Category' }, max: 20 }),
    code: f.text({ label: { zh: '编码', en: 'Code' }, max: 20 }),
    /** The goods' printed barcode (EAN-13, EAN-8, UPC-A) the till's scanner reads; '' for services. */
    barcode: f.text({ label: { zh: '条码', en: 'Barcode' }, max: 32 }),
    price: f.money({ label: { zh: '价格', en: 'Price' } }),
    status: common.status({
      active: { zh: '在售', en: 'On sale' },
      disabled: { zh: '停售', en: 'Off sale' },
    }),
    shop: f.text({ label: { zh: '门店', en: 'Shop' }, max: 30 }),
    /** The technician's commission on this item, whole percent of what the customer paid (0: none). */
    commission_rate: f.int({ label: { zh: '提成比例(%)', en: 'Commission (%)' }, min: 0, max: 100 }),
    /** The price-list version that set this price (server/shop/price-history.ts); the till sends the highest it holds. */
    price_version: f.int({ label: { zh: '价目表版本', en: 'Price-list version' }, readOnly: true }),
  },
  indexes: ['name', 'code', 'category', 'barcode'],
  list: {
    columns: ['name', 'category', 'code', 'price', 'status', 'shop'],
    search: ['name', 'code'],
    sort: 'code',
  },
  form: [
    ['name', 'code'],
    ['category', 'price'],
    ['status', 'shop'],
    ['barcode', 'commission_rate'],
  ],
})
