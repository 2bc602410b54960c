// The visitor pages' screens, put together from the modules' declared visitor pages (their
// manifests' `publicPages`), in a lazily loaded chunk (the markdown renderer rides in it, not in the
// staff app's first load). Starting here also starts the visitors' outbox.
import { type ReactNode, useEffect } from 'react'
import type { PublicPagePath } from '../auth/public-paths.ts'
import { manifests } from '../modules/manifests.ts'
import { startPublicOutbox } from '../modules/public/public-outbox.ts'
import { loadExport, pageKey } from './page-files.ts'

type Screens = Partial<Record<PublicPagePath, ReactNode>>

const maps = await Promise.all(
  manifests.flatMap((m) =>
    m.publicPages ? [loadExport<Screens>(pageKey(m, m.publicPages), m.publicPages.name)] : [],
  ),
)
const screens: Screens = Object.assign({}, ...maps)

export function PublicScreen({ path }: { path: PublicPagePath }) {
  useEffect(startPublicOutbox, [])
  return screens[path] ?? null
}
