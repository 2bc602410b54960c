// The words the profile module's records, rules, commands and menus say, zh and en side by side: read through
// inLanguage by the page, the workers and the server alike (their one home: docs/architecture.md, "Words").
import { bilingual, type TextTree } from '../../resources/text.ts'

/** The words of module.ts. */
export const profileModuleWords = {
  profileModule: {
    routes: {
      '/myuser': {
        title: bilingual('个人中心', 'Personal centre'),
      },
      '/logtext': {
        title: bilingual('操作日志', 'Operation log'),
      },
    },
  },
} satisfies TextTree
