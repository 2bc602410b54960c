// Website content (/web): product cases and honour certificates shown on the company site.
import { RIGHTS } from '../../auth/access-codes.ts'
import { defineResource } from '../../resources/define-resource.ts'
import { f } from '../../resources/fields.ts'
import { webWords } from './words.text.ts'

const access = { switch: 'sel770' } as const
// The menu follows the switch (spec §6); publishing to the public website needs its right.
const writeAccess = { switch: 'sel770', code: RIGHTS.publishWebsite.code } as const

export const webProducts = defineResource({
  name: 'webProducts',
  title: webWords.webProducts.title,
  api: { list: '/web/getWebProList', save: '/web/saveWebPro', remove: '/web/delWebPro' },
  access,
  writeAccess,
  route: '/web/webpro',
  icon: 'gallery-line',
  fields: {
    id: f.id(),
    title: f.text({ label: webWords.webProducts.fields.title, required: true, max: 120 }),
    category: f.text({ label: webWords.webProducts.fields.category, max: 30 }),
    image: f.text({ label: webWords.webProducts.fields.image, max: 300 }),
    summary: f.text({ label: webWords.webProducts.fields.summary, max: 2000, multiline: true }),
    sort: f.int({ label: webWords.webProducts.fields.sort, min: 0, max: 9999 }),
    published: f.bool({ label: webWords.webProducts.fields.published }),
  },
  indexes: ['sort'],
  list: { columns: ['title', 'category', 'sort', 'published'], search: ['title', 'category'], sort: 'sort' },
  form: [['title'], ['category', 'sort'], ['image'], ['summary'], ['published']],
})

export const webCertificates = defineResource({
  name: 'webCertificates',
  title: webWords.webCertificates.title,
  api: { list: '/web/getWebCompList', save: '/web/saveWebComp', remove: '/web/delWebComp' },
  access,
  writeAccess,
  route: '/web/webcomp',
  icon: 'award-line',
  fields: {
    id: f.id(),
    name: f.text({ label: webWords.webCertificates.fields.name, required: true, max: 120 }),
    issuer: f.text({ label: webWords.webCertificates.fields.issuer, max: 120 }),
    issue_date: f.date({ label: webWords.webCertificates.fields.issue_date }),
    image: f.text({ label: webWords.webCertificates.fields.image, max: 300 }),
    sort: f.int({ label: webWords.webCertificates.fields.sort, min: 0, max: 9999 }),
  },
  indexes: ['sort'],
  list: { columns: ['name', 'issuer', 'issue_date', 'sort'], search: ['name', 'issuer'], sort: 'sort' },
  form: [['name'], ['issuer', 'issue_date'], ['image'], ['sort']],
})
