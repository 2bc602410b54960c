// The visitor pages' screens, one lazily loaded chunk (the markdown renderer rides in it, not in the
// staff app's first load). Starting here also starts the visitors' outbox.
import { useEffect } from 'react'
import type { PublicPagePath } from '../auth/public-paths.ts'
import { pricingPages } from '../modules/pricing/pricing.pages.tsx'
import { signupPages } from '../modules/public/public.pages.tsx'
import { startPublicOutbox } from '../modules/public/public-outbox.ts'
import { notePages } from '../modules/study/study.pages.tsx'

const screens = { ...notePages, ...signupPages, ...pricingPages }

export function PublicScreen({ path }: { path: PublicPagePath }) {
  useEffect(startPublicOutbox, [])
  return screens[path] ?? null
}
