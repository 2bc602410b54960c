import type { ReactNode } from 'react'
import { Navigate, useLocation } from 'react-router'
import { loginPath } from '../auth/login-path.ts'
import { useSession } from '../auth/use-session.ts'

/** The guard's basic path (spec §2): without a token, go to login and come back afterwards. */
export function RequireSession({ children }: { children: ReactNode }) {
  const { token } = useSession()
  const location = useLocation()
  if (!token) return <Navigate to={loginPath(location.pathname + location.search)} replace />
  return children
}
