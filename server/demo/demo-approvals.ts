// Demo approvals: the staff files behind the demo accounts, three projects with their managers, a
// flow per template and a dozen sops in every state, so each account finds work waiting: field has
// five sops to decide, office has HR and administrative requests, admin the general manager's steps.
import { monotonicFactory } from 'ulid'
import type { Decision } from '../../src/modules/approvals/approvals.resource.ts'
import { type FlowStep, filedStep, type StepSnapshot } from '../../src/modules/approvals/sop-rules.ts'
import { documentCode, type SopTemplateKey } from '../../src/modules/approvals/sop-templates.ts'

const ulid = monotonicFactory()
type Rec = Record<string, string | number>
const HOUR = 3600_000

/** Accounts by username with their user ids, as seeded. */
export type AccountIds = Record<'admin' | 'shop' | 'field' | 'office', number>

export interface DemoApprovals {
  staff: Rec[]
  /** username → staff id of their staff file. */
  staffRefs: Record<string, string>
  projects: Rec[]
  projPosts: Rec[]
  flows: Rec[]
  sops: Rec[]
  results: Rec[]
  viewers: { sop_id: string; user_id: number }[]
}

export function demoApprovals(
  now: number,
  org: { depaIds: Record<string, string>; posts: Rec[] },
  users: AccountIds,
): DemoApprovals {
  const { depaIds } = org
  const postId = (depa: string, name: string) =>
    String(org.posts.find((p) => p.depa_id === depaIds[depa] && p.name === name)!.id)
  const person = (name: string, depa: string, post: string, mobile: string): Rec => ({
    id: ulid(),
    name,
    gender: 'male',
    mobile,
    depa_id: depaIds[depa]!,
    post_id: postId(depa, post),
    entry_date: '2016-03-01',
    status: 'active',
    salary: 1_500_000,
    email: '',
    remark: '',
  })
  const gm = person('王建国', 'ZJB', '总经理', '13800138001')
  const pm = person('李志强', 'GCB', '项目经理', '13800138002')
  const hr: Rec = { ...person('赵晓燕', 'RLB', '人事经理', '13800138003'), gender: 'female' }
  const shopManager = person('刘海涛', 'MDB', '店长', '13800138004')
  const cfo: Rec = { ...person('陈美玲', 'CWB', '财务经理', '13800138005'), gender: 'female' }
  const engineer = person('周涛', 'GCB', '技术负责人', '13800138006')

  const project = (code: string, name: string, client: string, amount: number, start: string): Rec => ({
    id: ulid(),
    code,
    name,
    client,
    manager: '李志强',
    amount,
    start_date: start,
    end_date: '',
    status: 'building',
    address: '',
    remark: '',
  })
  const projects = [
    project('P-2026-001', '滨江花园二期住宅工程', '滨江置业有限公司', 8_650_000_00, '2026-03-18'),
    project('P-2026-002', '城南实验学校改扩建工程', '城南区教育局', 3_280_000_00, '2026-05-06'),
    project('P-2026-003', '高新区智能制造厂房钢结构', '高新投资集团', 5_120_000_00, '2026-08-20'),
  ]
  const [p1, p2, p3] = projects as [Rec, Rec, Rec]
  const projPosts = [
    ...projects.map((p) => ({ id: ulid(), project_id: p.id!, post: '项目经理', staff_id: pm.id! })),
    { id: ulid(), project_id: p1.id!, post: '技术负责人', staff_id: engineer.id! },
  ]

  const depaStep = (depa: string, name: string, post: string): FlowStep => ({
    kind: 'depa',
    depa_id: depaIds[depa]!,
    depa_name: name,
    post_id: postId(depa, post),
    post,
  })
  const PM: FlowStep = { kind: 'proj', depa_id: '', depa_name: '', post: '项目经理' }
  const GM = depaStep('ZJB', '总经理办公室', '总经理')
  const HR = depaStep('RLB', '人力资源部', '人事经理')
  const FLOWS: [SopTemplateKey, string, FlowStep[], string[]][] = [
    ['expecont', '合同审批流程', [PM, GM], [hr.id as string]],
    ['pcon_yushen', '分包采购合同预审流程', [PM, GM], []],
    ['expeproj', '项目审批流程', [PM, GM], []],
    ['expecost', '成本审批流程', [PM, GM], []],
    ['expesrm', '采购审批流程', [GM], []],
    ['expefina', '费用报销流程', [GM], [hr.id as string]],
    ['expeoffice', '行政事务流程', [HR, GM], []],
    ['expestaff', '人事事务流程', [HR], []],
    ['staff_buka', '考勤补卡流程', [HR], []],
  ]
  const flows = FLOWS.map(([template, name, steps, copy]) => ({
    id: ulid(),
    template,
    name,
    steps: JSON.stringify(steps),
    copy_to: JSON.stringify(copy),
    enabled: 1,
  }))

  const names: Record<number, string> = {
    [users.admin]: '系统管理员',
    [users.field]: '项目现场员',
    [users.office]: '办公室文员',
  }
  const snapshot = (step: FlowStep, ids: number[]): StepSnapshot =>
    filedStep(
      step,
      ids.map((id) => ({ id, name: names[id]! })),
    )
  const S_PM = snapshot(PM, [users.field])
  const S_GM = snapshot(GM, [users.admin])
  const S_HR = snapshot(HR, [users.office])

  const snapshots = new Map([
    [PM, S_PM],
    [GM, S_GM],
    [HR, S_HR],
  ])
  const flowSteps = (template: SopTemplateKey) =>
    FLOWS.find(([key]) => key === template)![2].map((s) => snapshots.get(s)!)

  const sops: Rec[] = []
  const results: Rec[] = []
  const viewers: { sop_id: string; user_id: number }[] = []
  const sop = (d: {
    template: SopTemplateKey
    title: string
    /** A staff member without an account, by name, or an account. */
    by: string | number
    project?: Rec
    amount?: number
    content: Record<string, unknown>
    /** Default: the template's flow. */
    steps?: StepSnapshot[]
    copy?: number[]
    hoursAgo: number
    decisions?: [number, Decision, string][]
  }) => {
    const filedAt = now - d.hoursAgo * HOUR
    const applicant: [number, string] = typeof d.by === 'number' ? [d.by, names[d.by]!] : [0, d.by]
    const steps = d.steps ?? flowSteps(d.template)
    const id = ulid(filedAt)
    let status = 'pending'
    let step = 0
    const code = documentCode(d.template, id, filedAt)
    const result = (by: [number, string], decision: Decision, comment: string, at: number, atStep: number) =>
      results.push({
        id: ulid(at),
        sop_id: id,
        sop_code: code,
        template: d.template,
        step: atStep,
        approver_id: by[0],
        approver_name: by[1],
        decision,
        comment,
        client_time: at,
        server_time: at,
      })
    result(applicant, 'submit', '', filedAt, 0)
    for (const [i, [uid, decision, comment]] of (d.decisions ?? []).entries()) {
      result([uid, names[uid]!], decision, comment, filedAt + (i + 1) * HOUR, step)
      if (decision === 'reject') status = 'rejected'
      else if (step === steps.length - 1) status = 'approved'
      else step++
    }
    const copy = d.copy ?? []
    sops.push({
      id,
      code,
      template: d.template,
      title: d.title,
      applicant_id: applicant[0],
      applicant_name: applicant[1],
      project_id: String(d.project?.id ?? ''),
      project_name: String(d.project?.name ?? ''),
      amount: d.amount ?? 0,
      content: JSON.stringify(d.content),
      status,
      step,
      steps: JSON.stringify(steps),
      copy_to: JSON.stringify({ ids: copy, names: copy.map((u) => names[u]!) }),
      filed_at: filedAt,
      received_at: filedAt,
    })
    for (const uid of new Set([applicant[0], ...steps.flatMap((s) => s.approver_ids), ...copy]))
      if (uid > 0) viewers.push({ sop_id: id, user_id: uid })
  }

  // Five waiting on the project manager (field).
  sop({
    template: 'expecont',
    title: '滨江花园二期 铝合金门窗供货合同',
    by: '张伟',
    project: p1,
    amount: 1_268_000_00,
    content: {
      party: '华南门窗制品有限公司',
      sign_date: '2026-11-25',
      reason: '二期主体封顶，门窗按计划进场',
    },
    copy: [users.office],
    hoursAgo: 30,
  })
  sop({
    template: 'expecost',
    title: '滨江花园二期 11月劳务费结算',
    by: '王芳',
    project: p1,
    amount: 486_500_00,
    content: { category: 'labour', reason: '木工、钢筋班组11月产值结算' },
    hoursAgo: 20,
  })
  sop({
    template: 'expeproj',
    title: '城南实验学校 教学楼设计变更',
    by: '刘洋',
    project: p2,
    amount: 128_000_00,
    content: { kind: 'change', reason: '教学楼三层增设消防连廊，设计院已出变更图' },
    hoursAgo: 12,
  })
  sop({
    template: 'pcon_yushen',
    title: '滨江花园二期 外墙保温分包预审',
    by: '陈静',
    project: p1,
    amount: 935_000_00,
    content: {
      supplier: '宏达建筑节能工程有限公司',
      scope: '外墙保温及涂料',
      reason: '三家比价，宏达报价最低',
    },
    hoursAgo: 6,
  })
  sop({
    template: 'expecost',
    title: '高新区厂房 钢材价差调整',
    by: '杨磊',
    project: p3,
    amount: 212_400_00,
    content: { category: 'material', reason: '11月钢材信息价上涨，按合同调差' },
    hoursAgo: 3,
  })
  // Finished ones, for the lists of decided and copied sops.
  sop({
    template: 'expecont',
    title: '城南实验学校 塔吊租赁合同',
    by: '黄勇',
    project: p2,
    amount: 186_000_00,
    content: { party: '顺通机械租赁有限公司', sign_date: '2026-10-12', reason: '主体施工需要塔吊一台' },
    copy: [users.office],
    hoursAgo: 400,
    decisions: [
      [users.field, 'agree', '价格合理，同意'],
      [users.admin, 'agree', '同意'],
    ],
  })
  sop({
    template: 'expecost',
    title: '滨江花园二期 临时设施费',
    by: '吴军',
    project: p1,
    amount: 88_000_00,
    content: { category: 'other', reason: '工人宿舍扩建' },
    hoursAgo: 200,
    decisions: [[users.field, 'reject', '已含在措施费中，请核实后重报']],
  })
  // For the general manager (admin) and HR (office).
  sop({
    template: 'expefina',
    title: '11月项目部差旅费报销',
    by: users.field,
    amount: 3_860_00,
    content: { category: 'travel', reason: '往返高新区项目现场 6 次' },
    copy: [users.office],
    hoursAgo: 26,
  })
  sop({
    template: 'expeoffice',
    title: '投标文件用印申请',
    by: '孙立新',
    content: { kind: 'seal', reason: '高新区二期厂房投标文件盖公章' },
    hoursAgo: 5,
  })
  sop({
    template: 'expestaff',
    title: '施工员 马超 转正申请',
    by: '马超',
    content: { kind: 'regular', start_date: '2026-12-01', end_date: '', reason: '试用期满，考核合格' },
    hoursAgo: 8,
  })
  // Procurement decided by the general manager, and his own request decided by HR.
  sop({
    template: 'expesrm',
    title: '高新区厂房 安全防护用品采购',
    by: '孙立新',
    project: p3,
    amount: 36_500_00,
    content: {
      goods: '安全帽、安全带、防坠器',
      quantity: 260,
      supplier: '杭州安盾劳保用品有限公司',
      reason: '钢结构吊装前补充防护用品',
    },
    copy: [users.admin],
    hoursAgo: 96,
    decisions: [[users.admin, 'agree', '按最低价采购']],
  })
  sop({
    template: 'expeoffice',
    title: '公司年会用车申请',
    by: users.admin,
    content: { kind: 'car', reason: '12月年会接送外地项目部人员' },
    // The general manager's own request: HR decides it, not he himself.
    steps: [S_HR],
    hoursAgo: 50,
    decisions: [[users.office, 'agree', '已安排两辆商务车']],
  })

  return {
    staff: [gm, pm, hr, shopManager, cfo, engineer],
    staffRefs: {
      admin: String(gm.id),
      field: String(pm.id),
      office: String(hr.id),
      shop: String(shopManager.id),
    },
    projects,
    projPosts,
    flows,
    sops,
    results,
    viewers,
  }
}
