// Pricing units (/site/siteunit): what the cloud estimates price with. Equipment (/yunpeidianshebei)
// is the `equipment` category; labour and fees are priced the same way. Money in integer fen.
import { defineResource } from '../../resources/define-resource.ts'
import { f } from '../../resources/fields.ts'

export const UNIT_CATEGORIES = {
  equipment: { zh: '设备', en: 'Equipment' },
  material: { zh: '材料', en: 'Material' },
  labour: { zh: '人工', en: 'Labour' },
} as const

export const siteUnits = defineResource({
  name: 'siteUnits',
  title: { zh: '计价单位', en: 'Pricing units' },
  api: { list: '/site/getSiteUnitList', save: '/site/saveSiteUnit', remove: '/site/delSiteUnit' },
  access: { switch: 'sel900', code: 900 },
  route: '/site/siteunit',
  icon: 'price-tag-3-line',
  fields: {
    id: f.id(),
    name: f.text({ label: { zh: '名称', en: 'Name' }, required: true, max: 60 }),
    spec: f.text({ label: { zh: '规格型号', en: 'Model' }, max: 60 }),
    unit: f.text({ label: { zh: '单位', en: 'Unit' }, required: true, max: 10 }),
    price: f.money({ label: { zh: '单价', en: 'Unit price' } }),
    category: f.enumOf({ label: { zh: '类别', en: 'Category' }, options: UNIT_CATEGORIES }),
    sort: f.int({ label: { zh: '排序', en: 'Order' }, min: 0, max: 9999 }),
  },
  indexes: ['name', 'category', 'sort'],
  list: { columns: ['name', 'spec', 'unit', 'price', 'category'], search: ['name', 'spec'], sort: 'sort' },
  form: [
    ['name', 'spec'],
    ['unit', 'price'],
    ['category', 'sort'],
  ],
})
