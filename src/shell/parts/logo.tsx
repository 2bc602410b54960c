import { useState } from 'react'
import { Link } from 'react-router'
import { session } from '../../auth/session-store.ts'
import { useSession } from '../../auth/use-session.ts'
import { ABBREVIATION } from '../product.ts'

/** Company logo (Uploads/{COM_ID}/logo_min.png, cached for offline) and the site title. */
export function Logo({ folded = false, className = '' }: { folded?: boolean; className?: string }) {
  const title = useSiteTitle()
  const [broken, setBroken] = useState(false)
  return (
    <Link
      to="/"
      // Folded, the logo alone: the link still says where it goes.
      aria-label={folded ? title : undefined}
      title={folded ? title : undefined}
      className={`flex h-14 shrink-0 items-center gap-2 overflow-hidden px-4 font-semibold ${className}`}
    >
      {broken ? (
        <img src="/icon.svg" alt="" className="h-8 w-8" />
      ) : (
        <img
          src={`/Uploads/${session.comId()}/logo_min.png`}
          alt=""
          className="h-8 w-8"
          onError={() => setBroken(true)}
        />
      )}
      {!folded && <span className="truncate">{title}</span>}
    </Link>
  )
}

/** The site title from site info (erp_title), or the product's abbreviation. */
function useSiteTitle(): string {
  const { site } = useSession()
  return site?.erp_title || ABBREVIATION
}

/** The site title alone, as the column layout's second column heads itself with it. */
export function SiteTitle({ className }: { className: string }) {
  const title = useSiteTitle()
  return (
    <div className={className} data-testid="site-title">
      <span className="truncate">{title}</span>
    </div>
  )
}
