// Spec §2 / Vab toLoginRoute: /login?redirect=<path> when route recording is on and the path is not /.
export const RECORD_ROUTE = true

export function loginPath(returnTo: string): string {
  if (!RECORD_ROUTE || returnTo === '/' || returnTo.startsWith('/login')) return '/login'
  return `/login?redirect=${encodeURIComponent(returnTo)}`
}

/** Only same-site paths are followed after sign-in, never another origin. */
export function safeRedirect(raw: string | null): string {
  if (!raw?.startsWith('/') || raw.startsWith('//') || raw.startsWith('/login')) return '/'
  return raw
}
