// Headless UI, loaded when it is first needed: when the user points at, focuses or presses a menu's
// or popover's button, or a dialog opens. With Floating UI and the React Aria hooks it brings, it is
// ~45 KB gzip that no page needs to show itself (the till starts without it). Until it has arrived,
// a menu or popover is its button alone, the same element and classes, closed; a press made
// meanwhile opens the real one as soon as it is here. The service worker precaches the chunk, so
// offline it comes from the cache in milliseconds; before the worker has installed (the network cut
// a minute after the first visit), the copy fetched when the signed-in shell went idle serves, and
// a press that finds neither says why instead of doing nothing.
//
// Same names and props as '@headlessui/react': a screen imports these instead.

import i18next from 'i18next'
import {
  type ComponentType,
  createContext,
  Fragment,
  type ReactNode,
  type RefObject,
  useContext,
  useEffect,
  useRef,
  useSyncExternalStore,
} from 'react'
import { showMessage } from './global-message.tsx'

type Lib = typeof import('@headlessui/react')
type Props = Record<string, unknown> & { children?: unknown }

let lib: Lib | undefined
let loading: Promise<Lib> | undefined
const listeners = new Set<() => void>()

/** Starts fetching Headless UI (once); every shim on the page switches to it when it arrives. */
export function loadHeadless(): Promise<Lib> {
  loading ??= import('@headlessui/react').then(
    (m) => {
      lib = m
      for (const l of listeners) l()
      return m
    },
    (error: unknown) => {
      // A failed fetch is tried again at the next press.
      loading = undefined
      throw error
    },
  )
  return loading
}

/** A user reached for a menu or dialog whose code is not on the device: say so (nothing else shows). */
function reachedFor(): void {
  void loadHeadless().catch(() => showMessage(i18next.t('chunk.partMissing')))
}

/**
 * Fetches the code once the page is idle, with a network: the service worker may not have
 * installed yet when the network goes, and a module that has loaded needs no network again.
 */
export function warmHeadless(): () => void {
  const warm = () => {
    if (navigator.onLine) void loadHeadless().catch(() => undefined)
  }
  if (typeof requestIdleCallback !== 'function') {
    const timer = setTimeout(warm, 1_000)
    return () => clearTimeout(timer)
  }
  const handle = requestIdleCallback(warm, { timeout: 3_000 })
  return () => cancelIdleCallback(handle)
}

const subscribe = (l: () => void) => {
  listeners.add(l)
  return () => listeners.delete(l)
}
const useLib = () => useSyncExternalStore(subscribe, () => lib)

/** Whether Headless UI has arrived: a part that shows nothing until then can draw a plain control. */
export const useHeadlessReady = (): boolean => useLib() !== undefined

/** What the user did to a button before the code came: pressed it, or only focused it. */
type Intent = 'press' | 'focus' | null
const IntentOfRoot = createContext<RefObject<Intent> | null>(null)

const content = (children: unknown): ReactNode =>
  typeof children === 'function'
    ? (children as (bag: { open: boolean }) => ReactNode)({ open: false })
    : (children as ReactNode)

type As = ComponentType | string | typeof Fragment

/** Menu, Popover: their `as` element with their children, closed, until the code is here. */
function RootShim({ name, defaultAs, props }: { name: 'Menu' | 'Popover'; defaultAs: As; props: Props }) {
  const real = useLib()
  // Kept by this root across the switch, which remounts everything under it.
  const intent = useRef<Intent>(null)
  const Real = real?.[name] as ComponentType<Props> | undefined
  const { as = defaultAs, children, ...rest } = props as Props & { as?: As }
  const Element = as as ComponentType<Record<string, unknown>>
  return (
    <IntentOfRoot.Provider value={intent}>
      {Real ? (
        <Real {...props} />
      ) : as === Fragment ? (
        content(children)
      ) : (
        <Element {...rest}>{content(children)}</Element>
      )}
    </IntentOfRoot.Provider>
  )
}

/** MenuButton, PopoverButton: a plain button that fetches the code and replays a press on the real one. */
function ButtonShim({
  name,
  popup,
  props,
}: {
  name: 'MenuButton' | 'PopoverButton'
  /** What Headless UI's own button says it opens: a menu says so, a popover does not. */
  popup?: 'menu'
  props: Props
}) {
  const real = useLib()
  const intent = useContext(IntentOfRoot)
  const own = useRef<HTMLElement>(null)
  useEffect(() => {
    const was = intent?.current
    if (!real || !intent || !was) return
    intent.current = null
    own.current?.focus()
    if (was === 'press') own.current?.click()
  }, [real, intent])
  const Real = real?.[name] as ComponentType<Props> | undefined
  if (Real) return <Real {...props} ref={own} />
  const { as: _as, children, ...rest } = props
  const want = (how: 'press' | 'focus') => () => {
    if (intent && intent.current !== 'press') intent.current = how
    if (how === 'press') reachedFor()
    else void loadHeadless().catch(() => undefined)
  }
  return (
    <button
      type="button"
      aria-haspopup={popup}
      aria-expanded={false}
      {...rest}
      onPointerEnter={() => void loadHeadless().catch(() => undefined)}
      onFocus={want('focus')}
      onBlur={() => {
        if (intent?.current === 'focus') intent.current = null
      }}
      // A press that begins before the code arrives and ends after it still opens the menu.
      onPointerDown={want('press')}
      onClick={want('press')}
    >
      {content(children)}
    </button>
  )
}

/** A part shown only inside an open root (items, panels): nothing until the code is here. */
function PartShim({ name, props }: { name: keyof Lib; props: Props }) {
  const Real = useLib()?.[name] as ComponentType<Props> | undefined
  return Real ? <Real {...props} /> : null
}

/** Dialog: nothing while closed; opening it fetches the code, and it shows when that arrives. */
function DialogShim(props: Props) {
  const real = useLib()
  const open = Boolean(props.open)
  useEffect(() => {
    if (open && !real) reachedFor()
  }, [open, real])
  const Real = real?.Dialog as ComponentType<Props> | undefined
  return Real ? <Real {...props} /> : null
}

// Made once, at module level: each export is one component for the life of the page.
const part = <N extends keyof Lib>(name: N) =>
  ((props: Props) => <PartShim name={name} props={props} />) as unknown as Lib[N]
const root = <N extends 'Menu' | 'Popover'>(name: N, defaultAs: As) =>
  ((props: Props) => <RootShim name={name} defaultAs={defaultAs} props={props} />) as unknown as Lib[N]
const button = <N extends 'MenuButton' | 'PopoverButton'>(name: N, popup?: 'menu') =>
  ((props: Props) => <ButtonShim name={name} popup={popup} props={props} />) as unknown as Lib[N]

export const Menu = root('Menu', Fragment)
export const MenuButton = button('MenuButton', 'menu')
export const MenuItems = part('MenuItems')
export const MenuItem = part('MenuItem')
export const Popover = root('Popover', 'div')
export const PopoverButton = button('PopoverButton')
export const PopoverPanel = part('PopoverPanel')
export const Dialog = DialogShim as unknown as Lib['Dialog']
export const DialogPanel = part('DialogPanel')
export const DialogTitle = part('DialogTitle')
export const Combobox = part('Combobox')
export const ComboboxInput = part('ComboboxInput')
export const ComboboxOptions = part('ComboboxOptions')
export const ComboboxOption = part('ComboboxOption')
