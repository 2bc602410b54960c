// The approval templates (spec §2: the /expe lists): each names its list route, its detail route
// /expe/{template}_sp, the prefix of its document code and the fields of its document. Shared by the
// page, the worker and the server, so a document is validated alike everywhere.
import { companyDateTime } from '../../lib/company-time.ts'
import type { Fields } from '../../resources/define-resource.ts'
import { f } from '../../resources/fields.ts'
import { bilingual, type Text } from '../../resources/text.ts'

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
  f.enumOf({ label: bilingual('事项', 'Matter'), options })
const reason = f.text({ label: bilingual('事由', 'Reason'), required: true, max: 500, multiline: true })

export const SOP_TEMPLATES = {
  expecont: {
    title: bilingual('合同审批', 'Contract approval'),
    prefix: 'HT',
    project: 'required',
    amount: true,
    fields: {
      party: f.text({ label: bilingual('合同相对方', 'Counterparty'), required: true, max: 80 }),
      sign_date: f.date({ label: bilingual('签订日期', 'Signing date') }),
      reason,
    },
  },
  pcon_yushen: {
    title: bilingual('分包采购合同预审', 'Subcontract pre-review'),
    prefix: 'YS',
    project: 'required',
    amount: true,
    fields: {
      supplier: f.text({
        label: bilingual('分包/供应商', 'Subcontractor or supplier'),
        required: true,
        max: 80,
      }),
      scope: f.text({ label: bilingual('分包范围', 'Scope'), required: true, max: 200 }),
      reason,
    },
  },
  expeproj: {
    title: bilingual('项目审批', 'Project approval'),
    prefix: 'XM',
    project: 'required',
    amount: true,
    fields: {
      kind: matter({
        start: bilingual('开工申请', 'Start of works'),
        change: bilingual('设计变更', 'Design change'),
        finish: bilingual('竣工验收', 'Completion'),
      }),
      reason,
    },
  },
  expecost: {
    title: bilingual('成本审批', 'Cost approval'),
    prefix: 'CB',
    project: 'required',
    amount: true,
    fields: {
      category: f.enumOf({
        label: bilingual('成本类别', 'Cost category'),
        options: {
          labour: bilingual('人工费', 'Labour'),
          material: bilingual('材料费', 'Materials'),
          machine: bilingual('机械费', 'Machinery'),
          other: bilingual('其他', 'Other'),
        },
      }),
      reason,
    },
  },
  expesrm: {
    title: bilingual('采购审批', 'Procurement approval'),
    prefix: 'CG',
    project: 'optional',
    amount: true,
    fields: {
      goods: f.text({ label: bilingual('采购物品', 'Goods'), required: true, max: 120 }),
      quantity: f.int({ label: bilingual('数量', 'Quantity'), min: 1 }),
      supplier: f.text({ label: bilingual('供应商', 'Supplier'), max: 80 }),
      reason,
    },
  },
  expefina: {
    title: bilingual('财务费用审批', 'Expense approval'),
    prefix: 'FY',
    project: 'optional',
    amount: true,
    fields: {
      category: f.enumOf({
        label: bilingual('费用类别', 'Expense type'),
        options: {
          travel: bilingual('差旅费', 'Travel'),
          meal: bilingual('招待费', 'Hospitality'),
          office: bilingual('办公费', 'Office supplies'),
          other: bilingual('其他', 'Other'),
        },
      }),
      reason,
    },
  },
  expeoffice: {
    title: bilingual('行政审批', 'Administrative approval'),
    prefix: 'XZ',
    project: 'none',
    amount: false,
    fields: {
      kind: matter({
        seal: bilingual('用印申请', 'Use of seal'),
        car: bilingual('用车申请', 'Company car'),
        goods: bilingual('物品领用', 'Supplies'),
      }),
      reason,
    },
  },
  expestaff: {
    title: bilingual('人事审批', 'HR approval'),
    prefix: 'RS',
    project: 'none',
    amount: false,
    fields: {
      kind: matter({
        leave: bilingual('请假', 'Leave'),
        regular: bilingual('转正', 'Confirmation'),
        resign: bilingual('离职', 'Resignation'),
      }),
      start_date: f.date({ label: bilingual('开始日期', 'From') }),
      end_date: f.date({ label: bilingual('结束日期', 'To') }),
      reason,
    },
  },
  staff_buka: {
    title: bilingual('考勤补卡', 'Make-up punch'),
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
