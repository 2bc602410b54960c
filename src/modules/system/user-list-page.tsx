// /site/siteuserlist: the company's accounts as mirrored to this admin's device (readable offline),
// with their access codes, staff file and projects; edits, password resets and deletions are queued.

import { useLiveQuery } from 'dexie-react-hooks'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { parseAccessCodes } from '../../auth/access-codes.ts'
import { InvalidPayload } from '../../data/command-kit.ts'
import { useUserDb } from '../../data/db-context.tsx'
import { rowMarks } from '../../data/resource-queries.ts'
import { writeCommand } from '../../data/sync-client.ts'
import type { Row } from '../../data/user-db.ts'
import { useLanguage } from '../../i18n/use-language.ts'
import { listText } from '../../lib/intl-locale.ts'
import { Button } from '../../ui/button.tsx'
import { inputClass } from '../../ui/input-class.ts'
import { PageTitle } from '../../views/page-title.tsx'
import { accessCodeLabel } from './route-tree-labels.ts'
import { removeUser, unlockUserSignIn, updateUser } from './system.commands.ts'
import { systemText } from './system.text.ts'
import { ActionMessages, SystemTable } from './system-table.tsx'
import { PasswordForm, UserForm } from './user-form.tsx'
import { users } from './users.resource.ts'

type UserRow = typeof users.row

export function UserListPage() {
  const { t: tx } = useTranslation([systemText.ns, 'translation'])
  const lang = useLanguage()
  const db = useUserDb()
  const [search, setSearch] = useState('')
  const [editing, setEditing] = useState<{ user: UserRow | null } | null>(null)
  const [resetting, setResetting] = useState<UserRow | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const all = useLiveQuery(
    () => db.rows(users).orderBy('username').toArray() as unknown as Promise<UserRow[]>,
    [db],
    [],
  )
  const marks = useLiveQuery(() => rowMarks(db, users.name), [db], new Map())
  const staffNames = useLiveQuery(
    async () => {
      const refs = [...new Set(all.map((u) => u.staff_ref).filter(Boolean))]
      const rows = db.tables.some((t) => t.name === 'staff')
        ? ((await db.table('staff').bulkGet(refs)) as (Row | undefined)[])
        : []
      return new Map(rows.filter((r): r is Row => !!r).map((r) => [r.id, String(r.name)]))
    },
    [db, all],
    new Map<string, string>(),
  )
  const roleById = useLiveQuery(
    async () =>
      new Map(
        (db.tables.some((t) => t.name === 'roles') ? ((await db.table('roles').toArray()) as Row[]) : []).map(
          (r) => [r.id, { name: String(r.name), codes: parseAccessCodes(String(r.acce ?? '')) }],
        ),
      ),
    [db],
    new Map<string, { name: string; codes: number[] }>(),
  )
  const q = search.trim().toLowerCase()
  const shown = q
    ? all.filter((u) => u.username.toLowerCase().includes(q) || u.nickname.toLowerCase().includes(q))
    : all

  async function remove(u: UserRow) {
    if (!window.confirm(tx('confirmRemove', { name: u.username }))) return
    try {
      await writeCommand(removeUser, { id: u.id })
    } catch (e) {
      setError(e instanceof InvalidPayload ? e.messages.join('；') : String(e))
    }
  }

  // Throttle counters live on the server only, so the button is always there; the lift is queued.
  async function unlock(u: UserRow) {
    try {
      await writeCommand(unlockUserSignIn, { id: u.id })
      setError(null)
      setNotice(tx('unlockQueued', { name: u.username }))
    } catch (e) {
      setError(e instanceof InvalidPayload ? e.messages.join('；') : String(e))
    }
  }

  // Approval of a self-registered account is an admin's save of it as it stands (server: upUser).
  async function approve(u: UserRow) {
    try {
      await writeCommand(updateUser, {
        id: u.id,
        nickname: u.nickname,
        acce: u.acce,
        admin: u.admin,
        staff_ref: u.staff_ref,
      })
    } catch (e) {
      setError(e instanceof InvalidPayload ? e.messages.join('；') : String(e))
    }
  }

  return (
    <section className="space-y-3 rounded-lg bg-white p-4 shadow-sm">
      <PageTitle />
      <div className="flex flex-wrap items-center gap-3">
        <input
          className={`${inputClass} max-w-xs`}
          placeholder={tx('search')}
          aria-label={tx('search')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        <Button onClick={() => setEditing({ user: null })}>{tx('newUser')}</Button>
        <span className="text-sm text-slate-500">{all.length}</span>
      </div>
      <ActionMessages error={error} notice={notice} />
      <SystemTable
        heads={[
          tx('translation:login.username'),
          tx('translation:profile.nickname'),
          tx('staff'),
          tx('roles'),
          tx('access'),
          tx('projects'),
          tx('translation:list.actions'),
        ]}
      >
        {shown.map((u) => {
          const mark = marks.get(u.id)
          const roles = (u.role_ids ?? '')
            .split(',')
            .filter(Boolean)
            .flatMap((id) => roleById.get(id) ?? [])
          const own = parseAccessCodes(u.acce)
          // What the account may do: its own codes and, greyed, those its roles add.
          const fromRoles = [...new Set(roles.flatMap((r) => r.codes))].filter((c) => !own.includes(c))
          const codes = [...own, ...fromRoles]
          return (
            <tr key={u.id} data-username={u.username} className="border-b border-slate-100 align-top">
              <td className="px-2 py-2 font-medium text-slate-900">
                {u.username}
                {u.self_registered && (
                  <span className="ml-2 rounded bg-amber-100 px-1 text-xs text-amber-800">
                    {tx('selfRegistered')}
                  </span>
                )}
                {u.approved === false && (
                  <span className="ml-2 rounded bg-red-100 px-1 text-xs text-red-800">
                    {tx('awaitingApproval')}
                  </span>
                )}
                {mark && (
                  <span className={`ml-2 text-xs ${mark === 'failed' ? 'text-red-600' : 'text-amber-600'}`}>
                    {tx(mark === 'failed' ? 'translation:list.failed' : 'translation:list.pending')}
                  </span>
                )}
              </td>
              <td className="px-2 py-2">{u.nickname}</td>
              <td className="px-2 py-2">{staffNames.get(u.staff_ref) ?? ''}</td>
              <td className="px-2 py-2" data-testid="user-roles">
                {listText(
                  roles.map((r) => r.name),
                  lang,
                )}
              </td>
              <td className="px-2 py-2" data-testid="user-access">
                {u.admin ? (
                  <span className="font-medium text-primary">{tx('admin')}</span>
                ) : codes.length ? (
                  codes.map((c) => (
                    <span
                      key={c}
                      title={accessCodeLabel(c, lang)}
                      data-from-role={fromRoles.includes(c) || undefined}
                      className={`mr-1 inline-block rounded px-1 ${fromRoles.includes(c) ? 'border border-dashed border-slate-300 text-slate-500' : 'bg-slate-100'}`}
                    >
                      {c}
                    </span>
                  ))
                ) : (
                  <span className="text-slate-500">{tx('none')}</span>
                )}
              </td>
              <td className="px-2 py-2">{u.projects.split(',').filter(Boolean).length || ''}</td>
              <td className="space-x-3 whitespace-nowrap px-2 py-2">
                {u.approved === false && (
                  <Button variant="link" onClick={() => void approve(u)}>
                    {tx('approve')}
                  </Button>
                )}
                <Button variant="link" onClick={() => setEditing({ user: u })}>
                  {tx('translation:list.edit')}
                </Button>
                <Button variant="link" onClick={() => setResetting(u)}>
                  {tx('resetPassword')}
                </Button>
                <Button variant="link" onClick={() => void unlock(u)}>
                  {tx('unlockSignIn')}
                </Button>
                <Button variant="danger-link" onClick={() => void remove(u)}>
                  {tx('translation:list.delete')}
                </Button>
              </td>
            </tr>
          )
        })}
      </SystemTable>
      {editing && <UserForm user={editing.user} onClose={() => setEditing(null)} />}
      {resetting && <PasswordForm user={resetting} onClose={() => setResetting(null)} />}
    </section>
  )
}
