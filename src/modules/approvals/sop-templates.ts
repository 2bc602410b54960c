// The approval templates (spec §2: the /expe lists): each names its list route, its detail route
// /expe/{template}_sp, the prefix of its document code and the fields of its document. Shared by the
// page, the worker and the server, so a document is validated alike everywhere.
import { companyDateTime } from '../../lib/company-time.ts'
import type { Fields } from '../../resources/define-resource.ts'
import { f } from '../../resources/fields.ts'
import type { Text } from '../../resources/text.ts'
import { sopTemplatesWords } from './words.text.ts'

export interface SopTemplate {
  title: Text
  /** Document code prefix, e.g. HT-20261122-4KX9QZ. */
  prefix: string
  /** Whether the document belongs to a project (its project posts then take part in the flow). */
  project: 'required' | 'optional' | 'none'
  /** Fields of the document besides title, project and amount. */
  fields: Omit<Fields, 'id'>
  /** Whether it has an amount (fen). */
  amount: boolean
}

/** What an approval is asked for, among its template's kinds. */
const matter = <O extends Record<string, Text>>(options: O) =>
  f.enumOf({ label: sopTemplatesWords.matter.label, options })
const reason = f.text({ label: sopTemplatesWords.reason.label, required: true, max: 500, multiline: true })

export const SOP_TEMPLATES = {
  expecont: {
    title: sopTemplatesWords.SOP_TEMPLATES.expecont.title,
    prefix: 'HT',
    project: 'required',
    amount: true,
    fields: {
      party: f.text({
        label: sopTemplatesWords.SOP_TEMPLATES.expecont.fields.party,
        required: true,
        max: 80,
      }),
      sign_date: f.date({ label: sopTemplatesWords.SOP_TEMPLATES.expecont.fields.sign_date }),
      reason,
    },
  },
  pcon_yushen: {
    title: sopTemplatesWords.SOP_TEMPLATES.pcon_yushen.title,
    prefix: 'YS',
    project: 'required',
    amount: true,
    fields: {
      supplier: f.text({
        label: sopTemplatesWords.SOP_TEMPLATES.pcon_yushen.fields.supplier,
        required: true,
        max: 80,
      }),
      scope: f.text({
        label: sopTemplatesWords.SOP_TEMPLATES.pcon_yushen.fields.scope,
        required: true,
        max: 200,
      }),
      reason,
    },
  },
  expeproj: {
    title: sopTemplatesWords.SOP_TEMPLATES.expeproj.title,
    prefix: 'XM',
    project: 'required',
    amount: true,
    fields: {
      kind: matter({
        start: sopTemplatesWords.SOP_TEMPLATES.expeproj.start.kind,
        change: sopTemplatesWords.SOP_TEMPLATES.expeproj.change.kind,
        finish: sopTemplatesWords.SOP_TEMPLATES.expeproj.finish.kind,
      }),
      reason,
    },
  },
  expecost: {
    title: sopTemplatesWords.SOP_TEMPLATES.expecost.title,
    prefix: 'CB',
    project: 'required',
    amount: true,
    fields: {
      category: f.enumOf({
        label: sopTemplatesWords.SOP_TEMPLATES.expecost.fields.category,
        options: sopTemplatesWords.SOP_TEMPLATES.expecost.options.category,
      }),
      reason,
    },
  },
  expesrm: {
    title: sopTemplatesWords.SOP_TEMPLATES.expesrm.title,
    prefix: 'CG',
    project: 'optional',
    amount: true,
    fields: {
      goods: f.text({
        label: sopTemplatesWords.SOP_TEMPLATES.expesrm.fields.goods,
        required: true,
        max: 120,
      }),
      quantity: f.int({ label: sopTemplatesWords.SOP_TEMPLATES.expesrm.fields.quantity, min: 1 }),
      supplier: f.text({ label: sopTemplatesWords.SOP_TEMPLATES.expesrm.fields.supplier, max: 80 }),
      reason,
    },
  },
  expefina: {
    title: sopTemplatesWords.SOP_TEMPLATES.expefina.title,
    prefix: 'FY',
    project: 'optional',
    amount: true,
    fields: {
      category: f.enumOf({
        label: sopTemplatesWords.SOP_TEMPLATES.expefina.fields.category,
        options: sopTemplatesWords.SOP_TEMPLATES.expefina.options.category,
      }),
      reason,
    },
  },
  expeoffice: {
    title: sopTemplatesWords.SOP_TEMPLATES.expeoffice.title,
    prefix: 'XZ',
    project: 'none',
    amount: false,
    fields: {
      kind: matter({
        seal: sopTemplatesWords.SOP_TEMPLATES.expeoffice.seal.kind,
        car: sopTemplatesWords.SOP_TEMPLATES.expeoffice.car.kind,
        goods: sopTemplatesWords.SOP_TEMPLATES.expeoffice.goods.kind,
      }),
      reason,
    },
  },
  expestaff: {
    title: sopTemplatesWords.SOP_TEMPLATES.expestaff.title,
    prefix: 'RS',
    project: 'none',
    amount: false,
    fields: {
      kind: matter({
        leave: sopTemplatesWords.SOP_TEMPLATES.expestaff.leave.kind,
        regular: sopTemplatesWords.SOP_TEMPLATES.expestaff.regular.kind,
        resign: sopTemplatesWords.SOP_TEMPLATES.expestaff.resign.kind,
      }),
      start_date: f.date({ label: sopTemplatesWords.SOP_TEMPLATES.expestaff.fields.start_date }),
      end_date: f.date({ label: sopTemplatesWords.SOP_TEMPLATES.expestaff.fields.end_date }),
      reason,
    },
  },
  staff_buka: {
    title: sopTemplatesWords.SOP_TEMPLATES.staff_buka.title,
    prefix: 'BK',
    project: 'none',
    amount: false,
    fields: {},
  },
} satisfies Record<string, SopTemplate>

export type SopTemplateKey = keyof typeof SOP_TEMPLATES
export const SOP_TEMPLATE_KEYS = Object.keys(SOP_TEMPLATES) as SopTemplateKey[]

export const templateOptions = Object.fromEntries(
  SOP_TEMPLATE_KEYS.map((k) => [k, SOP_TEMPLATES[k].title]),
) as Record<SopTemplateKey, Text>

export function isSopTemplate(v: string): v is SopTemplateKey {
  return Object.hasOwn(SOP_TEMPLATES, v)
}

/** The detail route a notice opens (spec §2): /expe/{soptemplate}_sp?code=…&sop_id=… */
export function detailPath(template: string, code: string, sopId: string): string {
  return `/expe/${template}_sp?code=${encodeURIComponent(code)}&sop_id=${encodeURIComponent(sopId)}`
}

/** The document code: readable, dated by the filer's day, unique by the tail of the ULID. */
export function documentCode(template: SopTemplateKey, id: string, filedAt: number): string {
  const day = companyDateTime(filedAt)[0].replaceAll('-', '')
  return `${SOP_TEMPLATES[template].prefix}-${day}-${id.slice(-6)}`
}
