import { Link } from 'react-router'
import { useMenu } from './use-menu.tsx'

/** Group › page, from the route tree. */
export function Breadcrumb() {
  const { current, text, title } = useMenu()
  if (!current || current.node.breadcrumbHidden) return null
  return (
    <nav aria-label="breadcrumb" className="hidden items-center gap-1 text-sm text-slate-500 md:flex">
      {current.group.path !== '/' && (
        <>
          <Link to={current.group.children[0]!.path} className="hover:text-primary">
            {title(current.group)}
          </Link>
          <span>/</span>
        </>
      )}
      <span className="text-slate-800">{text(current.node.title)}</span>
    </nav>
  )
}
