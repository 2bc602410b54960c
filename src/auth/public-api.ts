// The visitor pages' HTTP client: the shared client without a staff session, so no token header is
// ever sent and no answer ends a staff session (a visitor may be signed in on the same device).
import { createHttpClient } from '../api/http-client.ts'
import { API_BASE } from './page-api.ts'
import { pageSessionSource, session } from './session-store.ts'

export const publicApi = createHttpClient({
  baseUrl: API_BASE,
  session: {
    token: () => null,
    setToken: () => undefined,
    username: () => '',
    accessCodes: () => '',
    language: pageSessionSource.language,
  },
})

/** The visitor's company (spec §3 COM_ID), sent like the login call sends it. */
export const publicQuery = (extra: Record<string, string | number | undefined> = {}) => ({
  com_id: session.comId(),
  ...extra,
})
