// Re-reads the cached session in the background: site info, user info and, where it applies, the
// WeChat access token. The shell paints from the cache first, so these calls go out only after the
// first paint, and only with a network: an offline start makes no request at all and revalidates
// when the network comes back.
import { useEffect, useEffectEvent } from 'react'
import { useNavigate } from 'react-router'
import { loadSiteInfo, refreshUserInfo } from '../auth/session-flows.ts'
import { leaveToLogin, session } from '../auth/session-store.ts'
import { ensureWxAccessToken } from '../auth/wechat-access-token.ts'

/** Runs `run` once the frame being prepared now has been painted. */
function afterNextPaint(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(run, 0)
  })
  return () => {
    cancelAnimationFrame(frame)
    clearTimeout(timer)
  }
}

/** Rendered inside the signed-in layout, so "after the next paint" means after the menu painted. */
export function SessionRevalidation() {
  const navigate = useNavigate()
  // The router's navigate changes with every location: the revalidation runs once per start (and on
  // 'online'), not on every page the user opens.
  const leaveFor = useEffectEvent((path: '/401' | '/login') => navigate(path, { replace: true }))
  useEffect(() => {
    function revalidate() {
      void loadSiteInfo().then((state) => {
        if (state === 'forbidden') leaveFor('/401')
        // Spec §2: site info ID 0 sends the user to /login, whatever was cached: the server says this
        // site is not configured. Signed in, /login would send them straight back, so the session
        // ends (queued writes stay in the user's database for their next sign-in).
        if (state === 'unconfigured') leaveToLogin()
      })
      void refreshUserInfo()
        .then((result) => {
          if (result === 'malformed') {
            session.reset()
            leaveFor('/login')
          }
        })
        .catch(() => undefined)
      // Failures are in the error log already; the next start asks again.
      void ensureWxAccessToken().catch(() => undefined)
    }
    const cancel = afterNextPaint(() => {
      if (navigator.onLine) revalidate()
    })
    window.addEventListener('online', revalidate)
    return () => {
      cancel()
      window.removeEventListener('online', revalidate)
    }
  }, [])
  return null
}
