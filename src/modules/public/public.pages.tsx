// The visitor pages of this module, mounted by the router outside the session guard.
import type { PublicElements } from '../../auth/public-paths.ts'
import { CallbackPage } from './callback-page.tsx'
import { MySubmissionsPage } from './my-submissions-page.tsx'
import { OkPage } from './ok-page.tsx'
import { SignupPage } from './signup-page.tsx'

export const signupPages: PublicElements = {
  '/signup': <SignupPage kind="activity" />,
  '/dianregi': <SignupPage kind="member" />,
  '/dianbang': <SignupPage kind="card" />,
  '/dianuser': <MySubmissionsPage />,
  '/ok': <OkPage />,
  '/callback': <CallbackPage />,
}
