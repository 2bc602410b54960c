// The page's HTTP client: the shared client with the page session and the page's reactions to a
// session that ended (back to login, with the return path) or a forbidden call (/403).
import { createHttpClient } from '../api/http-client.ts'
import { loginPath } from './login-path.ts'
import { pageSessionSource, session } from './session-store.ts'

export const API_BASE: string = import.meta.env.VITE_PM3_API_BASE || '/api'

export const pageApi = createHttpClient({
  baseUrl: API_BASE,
  session: pageSessionSource,
  onSessionEnded() {
    session.reset({ notify: false })
    window.location.replace(loginPath(window.location.pathname + window.location.search))
  },
  onForbidden() {
    window.location.assign('/403')
  },
})
