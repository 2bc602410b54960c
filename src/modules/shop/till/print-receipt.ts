// Prints the receipt on screen, and only it, on its roll's width. The receipt-only print rules apply
// while html.receipt-print is set: printing any other page (a note, a record) prints that page.
export function printReceipt(): void {
  const html = document.documentElement
  html.classList.add('receipt-print')
  const done = () => html.classList.remove('receipt-print')
  window.addEventListener('afterprint', done, { once: true })
  window.print()
  // Where print() returns only once the dialog closed (Chromium), afterprint has fired already.
  if (!matchMedia('print').matches) setTimeout(done, 0)
}
