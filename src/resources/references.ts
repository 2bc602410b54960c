// Which declared fields point at which resource (field kind 'ref'), and the words of a refused
// delete. One source for the page's check on its mirror and the server's check in the remove call.
import type { Language } from '../api/error-catalogue.ts'
import { listText } from '../lib/intl-locale.ts'
import type { AnyResource } from './define-resource.ts'
import { engineWords } from './engine.text.ts'
import { fillText, inLanguage } from './text.ts'

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

/**
 * A ref field bounded by another field of its record (`within`): a receipt's contract must be one of
 * its project's, a staff file's post one of its department's. The form offers only such rows and the
 * server refuses any other; both read it from the declaration.
 */
export interface AgreeingReference {
  /** The bounded ref field (contract_id). */
  field: string
  /** The resource it points at (projectContracts), and what names its rows (name). */
  to: string
  display: string
  /** The field of this record, and of the target row, that must hold the same value (project_id). */
  within: string
}

export function agreeingReferences(r: AnyResource): AgreeingReference[] {
  return Object.entries(r.fields).flatMap(([field, f]) =>
    f.kind === 'ref' && f.within ? [{ field, to: f.resource, display: f.display, within: f.within }] : [],
  )
}

/** 项目合同：“城南二期施工合同”不属于项目“滨江花园” */
export function disagreeingMessage(
  r: AnyResource,
  ref: AgreeingReference,
  names: { chosen: string; scope: string },
  lang: Language,
): string {
  const label = inLanguage(r.fields[ref.field]!.label, lang)
  const scope = inLanguage(r.fields[ref.within]!.label, lang)
  if (!names.scope)
    return fillText(engineWords.chooseScopeFirst, lang, { label, scope, chosen: names.chosen })
  return fillText(engineWords.notWithin, lang, { label, scope, chosen: names.chosen, owner: names.scope })
}
