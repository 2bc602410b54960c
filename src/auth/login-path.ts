// Spec §2 / Vab toLoginRoute: /login?redirect=<path> when route recording is on and the path is not /.
export const RECORD_ROUTE = true

export function loginPath(returnTo: string): string {
  if (!RECORD_ROUTE || returnTo === '/' || returnTo.startsWith('/login')) return '/login'
  return `/login?redirect=${encodeURIComponent(returnTo)}`
}

// Backslashes (browsers read `/\host` as `//host`) and control characters (a tab or newline inside
// `/\t/host` is dropped by the URL parser, leaving `//host`) never appear in a path PM3 makes.
function hasUnsafeCharacter(raw: string): boolean {
  for (let i = 0; i < raw.length; i++) {
    const code = raw.charCodeAt(i)
    if (code < 0x20 || code === 0x7f || raw[i] === '\\') return true
  }
  return false
}

/**
 * Only same-origin paths are followed after sign-in: `raw` is resolved against the page's origin
 * the way the browser would resolve it, and kept only if it stays on that origin.
 */
export function safeRedirect(raw: string | null, origin: string = window.location.origin): string {
  if (!raw?.startsWith('/') || hasUnsafeCharacter(raw)) return '/'
  let url: URL
  try {
    url = new URL(raw, origin)
  } catch {
    return '/'
  }
  if (url.origin !== new URL(origin).origin || url.pathname.startsWith('/login')) return '/'
  return url.pathname + url.search + url.hash
}
