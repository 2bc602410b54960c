// A form that holds typed input marks its place dirty, so closing that place (the shell's tab) asks
// first. The shell provides what "its place" is; a form outside any tab marks nothing.
import { createContext, useContext, useEffect } from 'react'

export const UnsavedMarkContext = createContext<(dirty: boolean) => void>(() => undefined)

export function useUnsavedGuard(dirty: boolean): void {
  const mark = useContext(UnsavedMarkContext)
  useEffect(() => {
    mark(dirty)
    return () => mark(false)
  }, [mark, dirty])
}
