// While the last receipt is shown, the focus is on 下一单 and the search box is gone: a scan then
// would press 下一单 with its Enter and lose the item. Watched here, a scan starts the next sale with
// that item instead; a person's Enter still means 下一单.
import { useEffect, useRef } from 'react'
import { WholeScan } from './scanner-input.ts'

export function useScanAfterReceipt(showing: boolean, onScan: (code: string) => void): void {
  const latest = useRef(onScan)
  latest.current = onScan
  useEffect(() => {
    if (!showing) return
    const scanner = new WholeScan()
    // Capture phase: the scan's Enter is taken before the focused 下一单 button acts on it.
    const onKey = (e: KeyboardEvent) => {
      const code = scanner.key(e.key, e.timeStamp)
      if (!code) return
      e.preventDefault()
      e.stopPropagation()
      latest.current(code)
    }
    window.addEventListener('keydown', onKey, true)
    return () => window.removeEventListener('keydown', onKey, true)
  }, [showing])
}
