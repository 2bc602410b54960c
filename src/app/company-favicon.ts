// Spec §7: the favicon is the company's (Uploads/{COM_ID}/favicon.ico) when it has one, else the
// generic icon the page starts with. The service worker caches Uploads/ for offline starts.
export function useCompanyFavicon(comId: number): void {
  const url = `/Uploads/${comId}/favicon.ico`
  const probe = new Image()
  probe.onload = () => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="icon"]')
    if (link) {
      link.type = 'image/x-icon'
      link.href = url
    }
  }
  probe.src = url
}
