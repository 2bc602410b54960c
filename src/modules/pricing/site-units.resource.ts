// Pricing units (/site/siteunit): what the cloud estimates price with. Equipment (/yunpeidianshebei)
// is the `equipment` category; labour and fees are priced the same way. Money in integer fen.
import { defineResource } from '../../resources/define-resource.ts'
import { f } from '../../resources/fields.ts'
import { siteUnitsWords } from './words.text.ts'

export const UNIT_CATEGORIES = siteUnitsWords.UNIT_CATEGORIES

export const siteUnits = defineResource({
  name: 'siteUnits',
  title: siteUnitsWords.siteUnits.title,
  api: { list: '/site/getSiteUnitList', save: '/site/saveSiteUnit', remove: '/site/delSiteUnit' },
  access: { switch: 'sel900', code: 900 },
  route: '/site/siteunit',
  icon: 'price-tag-3-line',
  fields: {
    id: f.id(),
    name: f.text({ label: siteUnitsWords.siteUnits.fields.name, required: true, max: 60 }),
    spec: f.text({ label: siteUnitsWords.siteUnits.fields.spec, max: 60 }),
    unit: f.text({ label: siteUnitsWords.siteUnits.fields.unit, required: true, max: 10 }),
    price: f.money({ label: siteUnitsWords.siteUnits.fields.price }),
    category: f.enumOf({ label: siteUnitsWords.siteUnits.fields.category, options: UNIT_CATEGORIES }),
    sort: f.int({ label: siteUnitsWords.siteUnits.fields.sort, min: 0, max: 9999 }),
  },
  indexes: ['name', 'category', 'sort'],
  list: { columns: ['name', 'spec', 'unit', 'price', 'category'], search: ['name', 'spec'], sort: 'sort' },
  form: [
    ['name', 'spec'],
    ['unit', 'price'],
    ['category', 'sort'],
  ],
})
