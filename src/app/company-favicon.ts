// Spec §7: the favicon is the company's (Uploads/{COM_ID}/favicon.ico) when it has one, else the
// generic favicon in Uploads, else the icon the page starts with (an install without an uploads
// area). The service worker caches Uploads/ for offline starts. (Written for issue 37 and lost in
// a later merge: nothing called it, and every company showed PM3's own icon.)
import { useEffect } from 'react'

export function useCompanyFavicon(comId: number | undefined): void {
  useEffect(() => {
    if (!comId) return
    const candidates = [`/Uploads/${comId}/favicon.ico`, '/Uploads/favicon.ico']
    let live = true
    const tryNext = () => {
      const url = candidates.shift()
      if (!url || !live) return
      const probe = new Image()
      probe.onload = () => {
        const link = document.querySelector<HTMLLinkElement>('link[rel="icon"]')
        if (link && live) {
          link.type = 'image/x-icon'
          link.href = url
        }
      }
      probe.onerror = tryNext
      probe.src = url
    }
    tryNext()
    return () => {
      live = false
    }
  }, [comId])
}
