// The words the web module's records, rules, commands and menus say, zh and en side by side: read through
// inLanguage by the page, the workers and the server alike (their one home: docs/architecture.md, "Words").
import { bilingual, type TextTree } from '../../resources/text.ts'

/** The words of module.ts. */
export const webModuleWords = {
  webModule: {
    group: {
      title: bilingual('网站', 'Website'),
    },
  },
} satisfies TextTree

/** The words of web.resource.ts. */
export const webWords = {
  webProducts: {
    title: bilingual('产品案例', 'Product cases'),
    fields: {
      title: bilingual('标题', 'Title'),
      category: bilingual('分类', 'Category'),
      image: bilingual('图片地址', 'Image URL'),
      summary: bilingual('简介', 'Summary'),
      sort: bilingual('排序', 'Order'),
      published: bilingual('已发布', 'Published'),
    },
  },
  webCertificates: {
    title: bilingual('荣誉证书', 'Certificates'),
    fields: {
      name: bilingual('证书名称', 'Certificate'),
      issuer: bilingual('颁发机构', 'Issued by'),
      issue_date: bilingual('颁发日期', 'Issued'),
      image: bilingual('图片地址', 'Image URL'),
      sort: bilingual('排序', 'Order'),
    },
  },
} satisfies TextTree
