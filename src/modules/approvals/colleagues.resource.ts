// Whom an approver may hand a step to or add (step-actions.ts): the company's accounts that can sign
// in, by id and name only. Everyone who uses the approvals holds it; the full account list (with
// access codes) stays the admin's (users.resource.ts).
import { defineResource } from '../../resources/define-resource.ts'
import { f } from '../../resources/fields.ts'
import { sops } from './approvals.resource.ts'
import { colleaguesWords } from './words.text.ts'

export const colleagues = defineResource({
  name: 'colleagues',
  title: colleaguesWords.colleagues.title,
  api: { list: '/sops/getColleagueList' },
  access: sops.access,
  customServer: true,
  route: '/expe/colleagues',
  fields: {
    /** The account's number, as approver_ids hold it (as text: a mirror's key). */
    id: f.id(),
    name: f.text({ label: colleaguesWords.colleagues.fields.name, max: 40, readOnly: true }),
  },
  indexes: ['name'],
  list: { columns: ['name'], search: ['name'], sort: 'name' },
  form: [],
})
