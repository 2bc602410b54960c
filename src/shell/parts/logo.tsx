import { useState } from 'react'
import { Link } from 'react-router'
import { session } from '../../auth/session-store.ts'
import { useSession } from '../../auth/use-session.ts'
import { ABBREVIATION } from '../product.ts'

/** Company logo (Uploads/{COM_ID}/logo_min.png, cached for offline) and the site title. */
export function Logo({ folded = false, className = '' }: { folded?: boolean; className?: string }) {
  const { site } = useSession()
  const [broken, setBroken] = useState(false)
  return (
    <Link
      to="/"
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
      {!folded && <span className="truncate">{site?.erp_title || ABBREVIATION}</span>}
    </Link>
  )
}
