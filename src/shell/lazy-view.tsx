// Views whose code loads on first visit. Spec §8 names two failures while loading a view, a script
// chunk and a style chunk; either one, or a chunk that never arrives (spec §9: 120 s), puts a reload
// offer in the view's place instead of a blank page.
import { Component, type ComponentType, lazy, type ReactNode, Suspense, useState } from 'react'
import { LoadingNote } from '../ui/loading-note.tsx'
import { ChunkLoadError, loadChunk } from './chunk-load.ts'
import { ChunkLoadFailed } from './chunk-load-failed.tsx'
import { errorLog } from './error-log.ts'

/** The error log's entry names the view the user was opening; the message names the file. */
function logChunkFailure(message: string): void {
  errorLog.add({
    at: new Date().toISOString(),
    method: 'GET',
    path: window.location.pathname,
    code: 0,
    message,
  })
}

interface BoundaryState {
  error: unknown
}

/** Answers only chunk failures; any other error goes on up to the router's own handling. */
class ChunkErrorBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { error: null }

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error }
  }

  override render() {
    const { error } = this.state
    if (error === null) return this.props.children
    if (error instanceof ChunkLoadError) return <ChunkLoadFailed />
    throw error
  }
}

/** A lazy view inside its own boundary and fallback, so a failed view never blanks the shell. */
function Guarded<P extends object>({ view: View, props }: { view: ComponentType<P>; props: P }) {
  return (
    <ChunkErrorBoundary>
      <Suspense fallback={<LoadingNote />}>
        <View {...props} />
      </Suspense>
    </ChunkErrorBoundary>
  )
}

/**
 * A view loaded on first use: `lazyView(() => import('./x-page.tsx').then((m) => m.XPage))`, called
 * once per view at module level. React keeps a failed lazy load failed, so the way back is a page
 * reload, which the offer does.
 */
export type LazyView<P extends object> = ComponentType<P> & {
  /**
   * Starts fetching the view's code ahead of its first render; settles when it has arrived or failed
   * (a failure is met again at render).
   */
  preload(): Promise<void>
}

export function lazyView<P extends object>(load: () => Promise<ComponentType<P>>): LazyView<P> {
  let loaded: ComponentType<P> | undefined
  const keep = (component: ComponentType<P>) => {
    loaded = component
    return component
  }
  const view = lazy(() =>
    loadChunk(load).then(
      (component) => ({ default: keep(component) }),
      (error: ChunkLoadError) => {
        // Vite reports a failed fetch itself (vite:preloadError, below); a stalled one only we notice.
        if (error.reason === 'timeout') logChunkFailure(error.message)
        throw error
      },
    ),
  )
  // Code that has arrived (preloaded with the app, or a view opened before) renders at once: a lazy
  // view suspends on its first render even then, and React holds a suspended view's reveal for up to
  // 300 ms, which was a third of the till's offline start. An instance keeps the way it mounted, so
  // its page is never remounted (a cart never lost) when the code arrives meanwhile.
  const component = (props: P) => {
    const [ready] = useState(() => loaded)
    if (!ready) return <Guarded view={view} props={props} />
    const View = ready
    return (
      <ChunkErrorBoundary>
        <View {...props} />
      </ChunkErrorBoundary>
    )
  }
  return Object.assign(component, {
    preload: () =>
      load().then(
        (component) => void keep(component),
        () => undefined,
      ),
  })
}

/** Starts loading a lazy view's code, if `type` is one (an element's type from a route table). */
export function preloadView(type: unknown): Promise<void> {
  if (typeof type === 'function' && 'preload' in type && typeof type.preload === 'function')
    return type.preload() as Promise<void>
  return Promise.resolve()
}

/**
 * Vite announces every failed chunk or stylesheet of a dynamic import with `vite:preloadError`
 * before the import rejects; the rejection reaches the view's boundary, the event the error log.
 */
export function logChunkLoadErrors(): void {
  window.addEventListener('vite:preloadError', (event) => {
    const payload = (event as Event & { payload?: unknown }).payload
    logChunkFailure(payload instanceof Error ? payload.message : String(payload))
  })
}
