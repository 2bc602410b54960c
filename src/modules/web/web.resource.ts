// Website content (/web): product cases and honour certificates shown on the company site.
import { RIGHTS } from '../../auth/access-codes.ts'
import { defineResource } from '../../resources/define-resource.ts'
import { f } from '../../resources/fields.ts'
import { bilingual } from '../../resources/text.ts'

const access = { switch: 'sel770' } as const
// The menu follows the switch (spec §6); publishing to the public website needs its right.
const writeAccess = { switch: 'sel770', code: RIGHTS.publishWebsite.code } as const

export const webProducts = defineResource({
  name: 'webProducts',
  title: bilingual('产品案例', 'Product cases'),
  api: { list: '/web/getWebProList', save: '/web/saveWebPro', remove: '/web/delWebPro' },
  access,
  writeAccess,
  route: '/web/webpro',
  icon: 'gallery-line',
  fields: {
    id: f.id(),
    title: f.text({ label: bilingual('标题', 'Title'), required: true, max: 120 }),
    category: f.text({ label: bilingual('分类', 'Category'), max: 30 }),
    image: f.text({ label: bilingual('图片地址', 'Image URL'), max: 300 }),
    summary: f.text({ label: bilingual('简介', 'Summary'), max: 2000, multiline: true }),
    sort: f.int({ label: bilingual('排序', 'Order'), min: 0, max: 9999 }),
    published: f.bool({ label: bilingual('已发布', 'Published') }),
  },
  indexes: ['sort'],
  list: { columns: ['title', 'category', 'sort', 'published'], search: ['title', 'category'], sort: 'sort' },
  form: [['title'], ['category', 'sort'], ['image'], ['summary'], ['published']],
})

export const webCertificates = defineResource({
  name: 'webCertificates',
  title: bilingual('荣誉证书', 'Certificates'),
  api: { list: '/web/getWebCompList', save: '/web/saveWebComp', remove: '/web/delWebComp' },
  access,
  writeAccess,
  route: '/web/webcomp',
  icon: 'award-line',
  fields: {
    id: f.id(),
    name: f.text({ label: bilingual('证书名称', 'Certificate'), required: true, max: 120 }),
    issuer: f.text({ label: bilingual('颁发机构', 'Issued by'), max: 120 }),
    issue_date: f.date({ label: bilingual('颁发日期', 'Issued') }),
    image: f.text({ label: bilingual('图片地址', 'Image URL'), max: 300 }),
    sort: f.int({ label: bilingual('排序', 'Order'), min: 0, max: 9999 }),
  },
  indexes: ['sort'],
  list: { columns: ['name', 'issuer', 'issue_date', 'sort'], search: ['name', 'issuer'], sort: 'sort' },
  form: [['name'], ['issuer', 'issue_date'], ['image'], ['sort']],
})
