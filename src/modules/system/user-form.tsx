// The account dialog of /site/siteuserlist: name, nickname, admin flag, staff file, access codes
// (spec §6, with their modules' names) and project membership. Each change is an outbox command.

import { useLiveQuery } from 'dexie-react-hooks'
import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ACCESS_CODES, parseAccessCodes } from '../../auth/access-codes.ts'
import { InvalidPayload } from '../../data/command-kit.ts'
import { useUserDb } from '../../data/db-context.tsx'
import { newId } from '../../data/enqueue.ts'
import { writeCommand } from '../../data/sync-client.ts'
import type { Row } from '../../data/user-db.ts'
import { useLanguage } from '../../i18n/use-language.ts'
import { DialogButtons, FormError } from '../../ui/form-parts.tsx'
import { inputClass } from '../../ui/input-class.ts'
import { FormModal } from '../../ui/modal.tsx'
import { SearchablePicker } from '../../ui/searchable-picker.tsx'
import { accessCodeLabel } from './route-tree-labels.ts'
import {
  addUser,
  addUserProject,
  removeUserProject,
  resetUserPassword,
  updateUser,
} from './system.commands.ts'
import { systemText } from './system.text.ts'
import type { users } from './users.resource.ts'

type UserRow = typeof users.row

/** Staff files and projects, as mirrored for this admin (by name; empty if the module is not pulled). */
function useChoices() {
  const db = useUserDb()
  return useLiveQuery(
    async () => {
      const rows = async (table: string) =>
        db.tables.some((t) => t.name === table)
          ? ((await db.table(table).limit(2000).toArray()) as Row[])
          : []
      return { staff: await rows('staff'), projects: await rows('projects'), roles: await rows('roles') }
    },
    [db],
    { staff: [] as Row[], projects: [] as Row[], roles: [] as Row[] },
  )
}

/** A list of ticks (roles, projects); nothing is drawn while there is nothing to tick. */
function CheckList({
  legend,
  hint,
  items,
  chosen,
  setChosen,
}: {
  legend: string
  hint?: string
  items: { id: string; label: string }[]
  chosen: string[]
  setChosen: (update: (list: string[]) => string[]) => void
}) {
  if (items.length === 0) return null
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-slate-700">{legend}</legend>
      {hint && <p className="mb-1 text-xs text-slate-500">{hint}</p>}
      <div className="grid grid-cols-1 gap-1 sm:grid-cols-2">
        {items.map((item) => (
          <label key={item.id} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={chosen.includes(item.id)}
              onChange={(e) =>
                setChosen((list) =>
                  e.target.checked ? [...list, item.id] : list.filter((x) => x !== item.id),
                )
              }
            />
            {item.label}
          </label>
        ))}
      </div>
    </fieldset>
  )
}

export function UserForm({ user, onClose }: { user: UserRow | null; onClose: () => void }) {
  const { t: tx } = useTranslation([systemText.ns, 'translation'])
  const lang = useLanguage()
  const choices = useChoices()
  const isNew = user === null
  const [username, setUsername] = useState(user?.username ?? '')
  const [password, setPassword] = useState('')
  const [nickname, setNickname] = useState(user?.nickname ?? '')
  const [admin, setAdmin] = useState(user?.admin ?? false)
  const [staffRef, setStaffRef] = useState(user?.staff_ref ?? '')
  const [codes, setCodes] = useState<number[]>(parseAccessCodes(user?.acce))
  const [roleIds, setRoleIds] = useState<string[]>(user?.role_ids?.split(',').filter(Boolean) ?? [])
  const [projects, setProjects] = useState<string[]>(user?.projects.split(',').filter(Boolean) ?? [])

  const toggle = <T,>(list: T[], item: T, on: boolean) =>
    on ? [...list, item] : list.filter((x) => x !== item)

  async function save() {
    const id = user?.id ?? newId()
    const account = {
      id,
      nickname,
      admin,
      staff_ref: staffRef,
      acce: codes.join(','),
      role_ids: roleIds.join(','),
    }
    if (isNew) await writeCommand(addUser, { ...account, username, password })
    else await writeCommand(updateUser, account)
    const before = user?.projects.split(',').filter(Boolean) ?? []
    for (const p of projects.filter((p) => !before.includes(p)))
      await writeCommand(addUserProject, { id, project_id: p })
    for (const p of before.filter((p) => !projects.includes(p)))
      await writeCommand(removeUserProject, { id, project_id: p })
  }

  return (
    <CommandDialog title={isNew ? tx('newUser') : tx('editUser')} save={save} onClose={onClose}>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <Labelled label={tx('translation:login.username')}>
          <input
            className={inputClass}
            value={username}
            readOnly={!isNew}
            onChange={(e) => setUsername(e.target.value)}
          />
        </Labelled>
        {isNew && <NewPassword label={tx('password')} value={password} onChange={setPassword} />}
        <Labelled label={tx('translation:profile.nickname')}>
          <input className={inputClass} value={nickname} onChange={(e) => setNickname(e.target.value)} />
        </Labelled>
        <Labelled label={tx('staff')}>
          <SearchablePicker
            value={staffRef}
            onChange={setStaffRef}
            empty={tx('noStaff')}
            options={choices.staff.map((s) => ({ id: String(s.id), label: String(s.name) }))}
            className={inputClass}
          />
        </Labelled>
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={admin} onChange={(e) => setAdmin(e.target.checked)} />
        {tx('admin')}
      </label>
      <CheckList
        legend={tx('roles')}
        hint={tx('rolesHint')}
        items={choices.roles.map((r) => ({
          id: r.id,
          label: `${String(r.name)} (${String(r.acce) || '—'})`,
        }))}
        chosen={roleIds}
        setChosen={setRoleIds}
      />
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-slate-700">{tx('directAccess')}</legend>
        <div className="grid grid-cols-2 gap-1 sm:grid-cols-3">
          {ACCESS_CODES.map((code) => (
            <label key={code} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={codes.includes(code)}
                onChange={(e) => setCodes((c) => toggle(c, code, e.target.checked).sort((a, b) => a - b))}
              />
              <span>
                {code} {accessCodeLabel(code, lang)}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <CheckList
        legend={tx('projects')}
        items={choices.projects.map((p) => ({ id: p.id, label: String(p.name ?? p.code ?? p.id) }))}
        chosen={projects}
        setChosen={setProjects}
      />
    </CommandDialog>
  )
}

export function PasswordForm({ user, onClose }: { user: UserRow; onClose: () => void }) {
  const { t: tx } = useTranslation([systemText.ns, 'translation'])
  const [password, setPassword] = useState('')
  return (
    <CommandDialog
      title={`${tx('resetPassword')} · ${user.username}`}
      size="max-w-md"
      save={() => writeCommand(resetUserPassword, { id: user.id, password })}
      onClose={onClose}
    >
      <NewPassword label={tx('newPassword')} value={password} onChange={setPassword} />
    </CommandDialog>
  )
}

/** A field of these dialogs: its label above it. */
function Labelled({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: the control is the child each caller passes
    <label className="block text-sm">
      <span className="mb-1 block text-slate-700">{label}</span>
      {children}
    </label>
  )
}

/** A new password, which the browser may offer to generate and remember. */
function NewPassword(props: { label: string; value: string; onChange: (value: string) => void }) {
  return (
    <Labelled label={props.label}>
      <input
        className={inputClass}
        type="password"
        autoComplete="new-password"
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
      />
    </Labelled>
  )
}

/** A dialog whose save queues commands; a refusal's messages show above its buttons, else it closes. */
function CommandDialog(props: {
  title: string
  size?: string
  save: () => Promise<unknown>
  onClose: () => void
  children: ReactNode
}) {
  const { t: tx } = useTranslation('translation')
  const [messages, setMessages] = useState<string[]>([])
  async function submit() {
    try {
      await props.save()
      props.onClose()
    } catch (e) {
      if (e instanceof InvalidPayload) setMessages(e.messages)
      else throw e
    }
  }
  return (
    <FormModal
      open
      onClose={props.onClose}
      title={props.title}
      size={props.size}
      onSubmit={submit}
      spacing="space-y-4"
    >
      {props.children}
      <FormError messages={messages} />
      <DialogButtons cancel={tx('form.cancel')} save={tx('form.save')} onCancel={props.onClose} />
    </FormModal>
  )
}
