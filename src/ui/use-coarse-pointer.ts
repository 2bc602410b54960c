// Whether the user points with a finger (a tablet, a phone): targets then grow to 44 px (WCAG 2.5.5,
// Apple's and Google's guidance), whatever the window's width.
import { useSyncExternalStore } from 'react'

const QUERY = '(pointer: coarse)'

const subscribe = (onChange: () => void) => {
  if (typeof matchMedia !== 'function') return () => {}
  const list = matchMedia(QUERY)
  list.addEventListener('change', onChange)
  return () => list.removeEventListener('change', onChange)
}
const coarse = () => typeof matchMedia === 'function' && matchMedia(QUERY).matches

export function useCoarsePointer(): boolean {
  return useSyncExternalStore(subscribe, coarse, () => false)
}
