// Menu management (/site/sitemenu, spec §2 "menu"): titles, order and visibility laid over the
// manifests, which stay the source of every route. Each row names one menu path; every signed-in
// device mirrors them, so menus render the same offline. Only an admin writes them.
import { defineResource } from '../../resources/define-resource.ts'
import { f } from '../../resources/fields.ts'
import { menuOverridesWords } from './words.text.ts'

export const menuOverrides = defineResource({
  name: 'menuOverrides',
  title: menuOverridesWords.menuOverrides.title,
  api: { list: '/site/getMenuList', save: '/site/saveMenu', remove: '/site/delMenu' },
  access: { switch: 'sel900' },
  writeAccess: { switch: 'sel900', code: 900 },
  route: '/site/sitemenu',
  icon: 'menu-line',
  fields: {
    id: f.id(),
    /** A group's or item's path in the route tree. */
    path: f.text({ label: menuOverridesWords.menuOverrides.fields.path, required: true, max: 200 }),
    /** Empty: the manifest's title. */
    title_zh: f.text({ label: menuOverridesWords.menuOverrides.fields.title_zh, max: 40 }),
    title_en: f.text({ label: menuOverridesWords.menuOverrides.fields.title_en, max: 40 }),
    /** 0: the manifest's place; otherwise ascending among its siblings, before unnumbered ones. */
    sort: f.int({ label: menuOverridesWords.menuOverrides.fields.sort, min: 0, max: 9999 }),
    hidden: f.bool({ label: menuOverridesWords.menuOverrides.fields.hidden }),
  },
  indexes: ['path'],
  list: {
    columns: ['path', 'title_zh', 'title_en', 'sort', 'hidden'],
    search: ['path', 'title_zh'],
    sort: 'path',
  },
  form: [['path'], ['title_zh', 'title_en'], ['sort', 'hidden']],
})
