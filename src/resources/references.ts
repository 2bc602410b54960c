// Which declared fields point at which resource (field kind 'ref'), and the words of a refused
// delete. One source for the page's check on its mirror and the server's check in the remove call.
import type { Language } from '../api/error-catalogue.ts'
import { listText } from '../lib/intl-locale.ts'
import type { AnyResource } from './define-resource.ts'
import { engineWords, fillText, inLanguage } from './text.ts'

export interface Reference {
  /** The resource holding the ref field (staff). */
  from: AnyResource
  /** The ref field (depa_id). */
  field: string
  /** The resource it points at (departments). */
  to: string
}

export function declaredReferences(list: readonly AnyResource[]): Reference[] {
  return list.flatMap((from) =>
    Object.entries(from.fields).flatMap(([field, f]) =>
      f.kind === 'ref' ? [{ from, field, to: f.resource }] : [],
    ),
  )
}

export function referencesTo(list: readonly AnyResource[], name: string): Reference[] {
  return declaredReferences(list).filter((ref) => ref.to === name)
}

export interface ReferenceCount {
  resource: string
  field: string
  title: { zh: string; en: string }
  route: string
  count: number
}

/** 不能删除：仍有 7 条员工档案、2 条招聘岗位引用该记录 */
export function referencedMessage(counts: readonly ReferenceCount[], lang: Language): string {
  const items = counts.map((c) =>
    fillText(engineWords.referenceCount, lang, { n: c.count, title: inLanguage(c.title, lang) }),
  )
  return fillText(engineWords.referenced, lang, { items: listText(items, lang) })
}
