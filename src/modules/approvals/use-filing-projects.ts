// The projects a request can be filed against. Who reads the projects list picks from its mirror;
// anyone else (an approvals-only account) from their own projects (GET /sops/getComUserProAccet),
// kept on the device from the last time it was online so filing works offline too. The server
// refuses a project outside them either way.
import { useLiveQuery } from 'dexie-react-hooks'
import { useEffect } from 'react'
import { mayAccess, subjectOf } from '../../auth/access.ts'
import { pageApi } from '../../auth/page-api.ts'
import { useSession } from '../../auth/use-session.ts'
import { useUserDb } from '../../data/db-context.tsx'
import type { Row } from '../../data/user-db.ts'

const MY_PROJECTS = 'myProjects'
/** The projects list, as the catalogue declares it (modules do not import each other). */
const PROJECTS = 'projects'

export function useFilingProjects(): Row[] {
  const db = useUserDb()
  const { user } = useSession()
  const list = db.catalogue.resources.find((r) => r.name === PROJECTS)
  const readsList = list !== undefined && mayAccess({ code: list.access.code }, subjectOf(user), 'unknown')
  useEffect(() => {
    if (readsList || !navigator.onLine) return
    let live = true
    void pageApi
      .get<Row[]>('/sops/getComUserProAccet')
      .then(async (env) => {
        if (live) await db.meta.put({ key: MY_PROJECTS, value: env.data ?? [] })
      })
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [db, readsList])
  return useLiveQuery(
    async () =>
      readsList
        ? ((await db.table(PROJECTS).orderBy('code').toArray()) as Row[])
        : (((await db.meta.get(MY_PROJECTS)) as { value?: Row[] } | undefined)?.value ?? []),
    [db, readsList],
    [],
  )
}
