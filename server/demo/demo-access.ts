// Demo roles, a menu override and the dictionary's first entries. The roles match the demo accounts' access codes
// (the accounts keep their codes granted directly, so an admin can move one onto its role and see
// nothing change), plus a storekeeper no account holds yet. The dictionary starts with the options
// each dictionary field declares, so forms offer the same choices until an admin edits them.
import { monotonicFactory } from 'ulid'
import { resources } from '../../src/modules/registry.ts'
import { inLanguage } from '../../src/resources/text.ts'

const ulid = monotonicFactory()

export const DEMO_ROLES = [
  { code: 'cashier', name: '门店收银员', acce: '280', permissions: '', remark: '门店收银与会员' },
  {
    code: 'shopManager',
    name: '门店店长',
    acce: '280,281',
    permissions: 'priceOverride',
    remark: '可改价、退大额',
  },
  { code: 'field', name: '项目现场员', acce: '100,101,128', permissions: '', remark: '项目、合同与审批结构' },
  {
    code: 'office',
    name: '办公室文员',
    acce: '400,200,202,203,206,700,751,752',
    permissions: '',
    remark: '人事、财务、行政与招聘',
  },
  { code: 'storekeeper', name: '仓库管理员', acce: '380', permissions: 'stock.count', remark: '库存管理' },
] as const

/** Every enumeration a field declares as a dictionary, with the options it declares. */
export function declaredDictionaries(): Map<string, Record<string, { zh: string; en: string }>> {
  const out = new Map<string, Record<string, { zh: string; en: string }>>()
  for (const r of resources)
    for (const field of Object.values(r.fields))
      if (field.kind === 'enum' && field.dictionary && !out.has(field.dictionary))
        out.set(field.dictionary, field.options as Record<string, { zh: string; en: string }>)
  return out
}

export function demoAccess(): Record<'roles' | 'dictionary' | 'menuOverrides', Record<string, unknown>[]> {
  return {
    roles: DEMO_ROLES.map((r) => ({ id: ulid(), ...r })),
    // Pinned where the manifest has it already: the menus read as documented, with one override to edit.
    menuOverrides: [
      { id: ulid(), path: '/site/sitesettings', title_zh: '', title_en: '', sort: 1, hidden: 0 },
    ],
    dictionary: [...declaredDictionaries()].flatMap(([dict, options]) =>
      Object.entries(options).map(([value, label], i) => ({
        id: ulid(),
        dict,
        value,
        label_zh: inLanguage(label, 'zh'),
        label_en: inLanguage(label, 'en'),
        sort: (i + 1) * 10,
        disabled: 0,
      })),
    ),
  }
}
