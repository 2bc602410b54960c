// The words the dashboard module's records, rules, commands and menus say, zh and en side by side: read through
// inLanguage by the page, the workers and the server alike (their one home: docs/architecture.md, "Words").
import { bilingual, type TextTree } from '../../resources/text.ts'

/** The words of module.ts. */
export const dashboardModuleWords = {
  dashboardModule: {
    group: {
      title: bilingual('首页', 'Home'),
    },
    routes: {
      '/': {
        title: bilingual('平台首页', 'Dashboard'),
      },
      '/proj/projhome': {
        title: bilingual('项目报表', 'Project dashboard'),
      },
      '/cost/costhome': {
        title: bilingual('成本报表', 'Cost dashboard'),
      },
      '/fina/finahome': {
        title: bilingual('财务报表', 'Finance dashboard'),
      },
      '/site/siteshow': {
        title: bilingual('系统看板', 'System dashboard'),
      },
    },
  },
} satisfies TextTree
