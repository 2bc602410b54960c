// Visitor sign-ups: the sign-up pages (spec §2 whitelist) and the staff's list in the recruit group.
import { defineModule, page } from '../define-module.ts'
import { signups } from './signups.resource.ts'

export const publicModule = defineModule({
  name: 'public',
  resources: [signups],
  publicPages: page('./public.pages.tsx', 'signupPages'),
})
