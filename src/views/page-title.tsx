// The page's title as its one <h1>, for pages whose own heading is something else (the till, a
// settings form): a screen reader's user jumps to it to learn where they are. The shell provides the
// title of the route a page lives in; shown only to assistive technology unless asked.
import { createContext, useContext } from 'react'
import { useLanguage } from '../i18n/use-language.ts'
import { inLanguage, type Text } from '../resources/text.ts'

export const PageTitleContext = createContext<Text | null>(null)

export function PageTitle({ visible = false }: { visible?: boolean }) {
  const title = useContext(PageTitleContext)
  const lang = useLanguage()
  if (!title) return null
  return (
    <h1 className={visible ? 'mb-3 text-lg font-semibold text-slate-900' : 'sr-only'}>
      {inLanguage(title, lang)}
    </h1>
  )
}
