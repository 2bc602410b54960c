// The page's own look before it queues a delete: rows in the mirror that name the record (staff of
// a department) refuse it at once, with the same words the server uses when it refuses.
import type { Language } from '../api/error-catalogue.ts'
import type { UserDb } from '../data/user-db.ts'
import type { AnyResource } from '../resources/define-resource.ts'
import { type ReferenceCount, referencedMessage, referencesTo } from '../resources/references.ts'
import { inLanguage } from '../resources/text.ts'

export interface Refusal {
  message: string
  /** The list of the first referrer, so the user can go and reassign them. */
  route: string
  /** The first referrer's title, as the link reads. */
  title: string
}

export async function referenceCounts(db: UserDb, r: AnyResource, id: string): Promise<ReferenceCount[]> {
  const out: ReferenceCount[] = []
  for (const ref of referencesTo(db.catalogue.resources, r.name)) {
    const table = db.rows(ref.from)
    const count = ref.from.indexes.includes(ref.field)
      ? await table.where(ref.field).equals(id).count()
      : await table.filter((row) => row[ref.field] === id).count()
    if (count > 0)
      out.push({
        resource: ref.from.name,
        field: ref.field,
        title: ref.from.title,
        route: ref.from.route,
        count,
      })
  }
  return out
}

export async function refusedRemoval(
  db: UserDb,
  r: AnyResource,
  id: string,
  lang: Language,
): Promise<Refusal | null> {
  const counts = await referenceCounts(db, r, id)
  if (counts.length === 0) return null
  return {
    message: referencedMessage(counts, lang),
    route: counts[0]!.route,
    title: inLanguage(counts[0]!.title, lang),
  }
}
