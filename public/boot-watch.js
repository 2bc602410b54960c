// A page that has shown nothing after a while says so and offers a way on, rather than stay blank.
// Classic script outside the app's bundle, so it runs even when the app's own code never starts.
// The first stall of a session reloads once by itself (a shared till has no one who would know to);
// a second one within a minute shows the message and waits for the user.
;(() => {
  const STALL_MS = 12000
  const RETRY_KEY = 'pm3-boot-retry'
  const root = document.getElementById('root')
  const en = (() => {
    try {
      return localStorage.getItem('language') === 'en'
    } catch (_e) {
      return false
    }
  })()
  function shown() {
    return root && root.childElementCount > 0
  }
  setTimeout(() => {
    if (shown()) return
    const stage = document.documentElement.getAttribute('data-boot') || 'script'
    console.error(`page still blank after ${STALL_MS} ms, at ${stage}`)
    try {
      const last = Number(sessionStorage.getItem(RETRY_KEY) || 0)
      if (Date.now() - last > 60000) {
        sessionStorage.setItem(RETRY_KEY, String(Date.now()))
        location.reload()
        return
      }
    } catch (_e) {}
    const box = document.createElement('div')
    box.setAttribute('role', 'alert')
    box.setAttribute('data-boot-stalled', stage)
    box.style.cssText = 'padding:2rem;font:16px system-ui,sans-serif'
    const text = document.createElement('p')
    text.textContent = en
      ? 'This page is taking too long to start. Your saved work is kept on this device.'
      : '页面启动时间过长。已保存的内容仍在本设备上。'
    const button = document.createElement('button')
    button.type = 'button'
    button.textContent = en ? 'Reload' : '重新加载'
    button.style.cssText = 'margin-top:1rem;padding:.5rem 1rem;border:1px solid #0958d9;border-radius:4px'
    button.onclick = () => {
      location.reload()
    }
    box.appendChild(text)
    box.appendChild(button)
    document.body.insertBefore(box, root)
    // Gone as soon as the app draws after all.
    new MutationObserver((_, observer) => {
      if (!shown()) return
      box.remove()
      observer.disconnect()
    }).observe(root, { childList: true })
  }, STALL_MS)
})()
