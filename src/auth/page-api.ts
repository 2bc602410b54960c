// The page's HTTP client: the shared client with the page session and the page's reactions to a
// session that ended (back to login, with the return path) or a forbidden call (/403).
import { createHttpClient } from '../api/http-client.ts'
import { leaveToLogin, pageSessionSource } from './session-store.ts'

export const API_BASE: string = import.meta.env.VITE_PM3_API_BASE || '/api'

export const pageApi = createHttpClient({
  baseUrl: API_BASE,
  session: pageSessionSource,
  onSessionEnded: leaveToLogin,
  onForbidden() {
    window.location.assign('/403')
  },
  onError(error, { shownByCaller, ...call }) {
    onPageApiError?.({
      at: new Date().toISOString(),
      ...call,
      code: error.code,
      message: error.message,
      // Spec §8 "other codes: show the message": the server answered with a refusal nobody shows.
      announce: error.kind === 'business' && !shownByCaller,
    })
  },
})

/** Set by the shell (its error log); auth knows nothing of the shell. */
let onPageApiError:
  | ((entry: {
      at: string
      method: string
      path: string
      code: number
      message: string
      announce: boolean
    }) => void)
  | null = null
export function reportPageApiErrors(to: typeof onPageApiError): void {
  onPageApiError = to
}
