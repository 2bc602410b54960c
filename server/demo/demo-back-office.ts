// Demo data for the office modules: organisation, project contracts and suppliers, cost, finance,
// CRM, inventory, notices and seals, website and recruitment. Finance entries hang off the demo
// projects and contracts, and every amount is integer fen, so the dashboards add up to known totals.
import { monotonicFactory } from 'ulid'

const ulid = monotonicFactory()
type Rec = Record<string, string | number>

export interface BackOfficeLinks {
  projects: Rec[]
  departmentIds: Record<string, string>
  staffIds: string[]
  /** The account that confirmed the past months' budget output. */
  confirmer: { id: number; name: string }
}

/** 10:00 company time (UTC+8) on the 5th of the month after `period` (YYYY-MM), in ms. */
function confirmedAt(period: string): number {
  const [y, m] = period.split('-').map(Number) as [number, number]
  return Date.UTC(y, m, 5, 2)
}

const withIds = (rows: Rec[]): Rec[] => rows.map((r) => ({ id: ulid(), ...r }))

/** Each row of a table: `columns` name the values of a tuple, and `more(i)` adds the rest of the i-th row. */
function fromTable<const C extends readonly string[]>(
  columns: C,
  tuples: readonly { readonly [K in keyof C]: string | number }[],
  more: (i: number) => Rec = () => ({}),
): Rec[] {
  return withIds(
    tuples.map((t, i) => ({ ...Object.fromEntries(columns.map((c, k) => [c, t[k]!])), ...more(i) })),
  )
}

/** Months from `start` (YYYY-MM-DD) up to and including 2026-10, as YYYY-MM. */
function monthsFrom(start: string): string[] {
  const out: string[] = []
  let [y, m] = start.split('-').map(Number) as [number, number]
  while (y < 2026 || (y === 2026 && m <= 10)) {
    out.push(`${y}-${String(m).padStart(2, '0')}`)
    m += 1
    if (m > 12) [y, m] = [y + 1, 1]
  }
  return out
}

export function demoBackOffice(links: BackOfficeLinks): Record<string, Rec[]> {
  const { departmentIds: dept, staffIds } = links
  const projects = links.projects.map((p) => ({
    id: String(p.id),
    name: String(p.name),
    amount: Number(p.amount),
    start_date: String(p.start_date),
  }))
  const companies = withIds([
    {
      name: '华建示范工程有限公司',
      short_name: '华建工程',
      tax_no: '91330100MA2H8K3X1N',
      legal_person: '王建国',
      phone: '0571-88001234',
      address: '杭州市滨江区江南大道 1888 号',
      remark: '',
    },
    {
      name: '华建物业服务有限公司',
      short_name: '华建物业',
      tax_no: '91330100MA2H9P7Q2K',
      legal_person: '王建国',
      phone: '0571-88001288',
      address: '杭州市滨江区江南大道 1888 号 5 楼',
      remark: '',
    },
  ])
  const shops = withIds([
    {
      name: '总店',
      code: 'MD01',
      comp_id: companies[1]!.id!,
      manager_id: staffIds[4]!,
      phone: '0571-86501001',
      address: '杭州市西湖区文三路 90 号',
      opened_date: '2021-04-18',
      status: 'active',
      remark: '',
    },
    {
      name: '滨江店',
      code: 'MD02',
      comp_id: companies[1]!.id!,
      manager_id: staffIds[9]!,
      phone: '0571-86501002',
      address: '杭州市滨江区长河路 351 号',
      opened_date: '2023-09-01',
      status: 'active',
      remark: '',
    },
  ])
  const projectPostTypes = fromTable(
    ['name', 'allowance', 'certificate', 'sort'],
    [
      ['项目经理', 300000, '一级建造师', 1],
      ['技术负责人', 200000, '工程师职称', 2],
      ['施工员', 80000, '施工员证', 3],
      ['质量员', 80000, '质量员证', 4],
      ['安全员', 80000, '安全员 C 证', 5],
      ['资料员', 50000, '资料员证', 6],
    ],
    () => ({ duty: '' }),
  )
  const clientUnits = fromTable(
    ['name', 'tax_no', 'contact', 'mobile', 'address'],
    [
      ['滨江置业有限公司', '91330108MA27X1234A', '何经理', '13906510001', '杭州市滨江区'],
      ['城南区教育局', '11330100002468013B', '林科长', '13906510002', '杭州市上城区'],
      ['高新投资集团', '91330100MA28Y5678C', '郑总', '13906510003', '杭州市高新区'],
    ],
    () => ({ remark: '' }),
  )
  const suppliers = fromTable(
    ['name', 'category', 'contact', 'mobile', 'rating'],
    [
      ['浙江恒通劳务有限公司', 'labour', '张建华', '13757100001', 'a'],
      ['杭州永固钢结构工程有限公司', 'specialist', '李永固', '13757100002', 'a'],
      ['杭州华盛建材有限公司', 'material', '王华盛', '13757100003', 'b'],
      ['浙江中联混凝土有限公司', 'material', '赵中联', '13757100004', 'a'],
      ['杭州鼎力机械租赁有限公司', 'equipment', '钱鼎力', '13757100005', 'b'],
      ['杭州安居消防工程有限公司', 'specialist', '孙安居', '13757100006', 'c'],
    ],
    (i) => ({
      bank: '中国工商银行杭州分行',
      account_no: `120200100900${String(i + 1).padStart(4, '0')}`,
      tax_no: '',
      remark: '',
    }),
  )
  const projectContracts = withIds(
    projects.map((p, i) => ({
      code: `HT-2026-00${i + 1}`,
      name: `${p.name}施工总承包合同`,
      project_id: p.id,
      client_id: clientUnits[i]!.id!,
      kind: 'general',
      amount: p.amount,
      signed_date: p.start_date,
      status: 'signed',
      remark: '',
    })),
  )
  const subcontractPlan: [number, number, string, string, number][] = [
    [0, 0, '主体结构劳务分包合同', 'labour', 1_860_000_00],
    [0, 3, '商品混凝土采购合同', 'purchase', 1_120_000_00],
    [1, 0, '改扩建劳务分包合同', 'labour', 680_000_00],
    [1, 5, '消防工程专业分包合同', 'specialist', 265_000_00],
    [2, 1, '钢结构制作安装分包合同', 'specialist', 2_350_000_00],
    [2, 4, '塔吊租赁合同', 'lease', 186_000_00],
  ]
  const subcontracts = withIds(
    subcontractPlan.map(([pi, si, name, kind, amount], i) => ({
      code: `FB-2026-${String(i + 1).padStart(3, '0')}`,
      name,
      project_id: projects[pi]!.id,
      supplier_id: suppliers[si]!.id!,
      kind,
      amount,
      signed_date: projects[pi]!.start_date,
      status: 'signed',
      remark: '',
    })),
  )
  const bankAccounts = withIds([
    {
      name: '基本户',
      bank: '中国工商银行杭州滨江支行',
      account_no: '1202021109900012345',
      opening_balance: 3_500_000_00,
      status: 'active',
      remark: '',
    },
    {
      name: '项目专户',
      bank: '中国建设银行杭州高新支行',
      account_no: '33050161672700000789',
      opening_balance: 800_000_00,
      status: 'active',
      remark: '',
    },
  ])
  const subjectRows: [string, string, string][] = [
    ['5401', '人工费', 'project'],
    ['5402', '材料费', 'project'],
    ['5403', '机械使用费', 'project'],
    ['5404', '分包工程款', 'project'],
    ['6602', '办公费', 'management'],
    ['6603', '差旅费', 'management'],
    ['6604', '业务招待费', 'management'],
    ['6605', '房租物业费', 'management'],
    ['6701', '银行手续费', 'financial'],
    ['6711', '零星收支', 'sundry'],
  ]
  const expenseSubjects = withIds(subjectRows.map(([code, name, kind]) => ({ code, name, kind, remark: '' })))
  const subject = (code: string) => expenseSubjects.find((s) => s.code === code)!.id!
  const [basic, projectAccount] = bankAccounts as [Rec, Rec]

  // Income: an invoice then a receipt each quarter of progress, 10% of the contract each time.
  const contractIncome: Rec[] = []
  projects.forEach((p, i) => {
    const months = monthsFrom(p.start_date).filter((_, k) => k % 3 === 2)
    months.forEach((month, k) => {
      const amount = Math.round(p.amount / 10)
      for (const kind of ['invoice', 'receipt'] as const)
        contractIncome.push({
          id: ulid(),
          project_id: p.id,
          contract_id: projectContracts[i]!.id!,
          kind,
          invoice_no: kind === 'invoice' ? `3301${i + 1}${String(k + 1).padStart(4, '0')}` : '',
          amount,
          date: `${month}-${kind === 'invoice' ? '25' : '28'}`,
          bank_account_id: projectAccount.id!,
          remark: '',
        })
    })
  })
  // Direct expense: each subcontract paid 20% per two months of progress.
  const directExpenses: Rec[] = []
  subcontractPlan.forEach(([pi, si, , kind, amount], i) => {
    const p = projects[pi]!
    const months = monthsFrom(p.start_date)
      .filter((_, k) => k % 2 === 1)
      .slice(0, 4)
    for (const month of months)
      directExpenses.push({
        id: ulid(),
        project_id: p.id,
        subcontract_id: subcontracts[i]!.id!,
        subject_id: subject(
          kind === 'purchase' ? '5402' : kind === 'lease' ? '5403' : kind === 'labour' ? '5401' : '5404',
        ),
        payee: String(suppliers[si]!.name),
        amount: Math.round(amount / 5),
        date: `${month}-15`,
        bank_account_id: projectAccount.id!,
        remark: '',
      })
  })
  const managementExpenses = withIds(
    monthsFrom('2026-01-01').flatMap((month, k) => [
      {
        subject_id: subject('6605'),
        depa_id: dept.ZJB!,
        handler: '王建国',
        amount: 45_000_00,
        date: `${month}-05`,
        bank_account_id: basic.id!,
        remark: '',
      },
      {
        subject_id: subject('6602'),
        depa_id: dept.RLB!,
        handler: '赵晓燕',
        amount: (3_200 + (k % 4) * 350) * 100,
        date: `${month}-12`,
        bank_account_id: basic.id!,
        remark: '',
      },
      {
        subject_id: subject('6603'),
        depa_id: dept.GCB!,
        handler: '李志强',
        amount: (5_800 + (k % 3) * 900) * 100,
        date: `${month}-20`,
        bank_account_id: basic.id!,
        remark: '',
      },
    ]),
  )
  const ledger = (rows: [string, string, number, string, string, string][]) =>
    withIds(
      rows.map(([counterparty, summary, amount, date, due_date, status]) => ({
        counterparty,
        summary,
        amount,
        date,
        due_date,
        status,
        remark: '',
      })),
    )
  const otherReceivables = ledger([
    ['滨江置业有限公司', '投标保证金', 200_000_00, '2026-02-10', '2026-05-10', 'settled'],
    ['城南区教育局', '履约保证金', 328_000_00, '2026-05-06', '2027-05-06', 'open'],
    ['李志强', '项目备用金', 50_000_00, '2026-03-20', '2026-12-31', 'open'],
    ['高新投资集团', '农民工工资保证金', 150_000_00, '2026-08-20', '2027-08-20', 'open'],
  ])
  const otherPayables = ledger([
    ['浙江恒通劳务有限公司', '履约保证金', 93_000_00, '2026-03-25', '2027-03-25', 'open'],
    ['杭州永固钢结构工程有限公司', '质保金', 117_500_00, '2026-08-28', '2027-08-28', 'open'],
    ['杭州华盛建材有限公司', '材料暂估款', 36_800_00, '2026-09-30', '2026-11-30', 'open'],
  ])
  const sundryEntries = fromTable(
    ['direction', 'summary', 'amount', 'date', 'handler'],
    [
      ['income', '废旧钢材处置收入', 12_680_00, '2026-06-18', '周涛'],
      ['expense', '工地饮用水', 1_260_00, '2026-07-02', '李志强'],
      ['expense', '快递费', 386_00, '2026-07-15', '赵晓燕'],
      ['income', '场地临时租金', 8_000_00, '2026-08-01', '陈美玲'],
      ['expense', '办公室绿植租摆', 1_800_00, '2026-09-01', '赵晓燕'],
      ['expense', '防暑降温用品', 4_620_00, '2026-07-20', '李志强'],
    ],
    () => ({ bank_account_id: basic.id!, remark: '' }),
  )
  // Budget output per project and month, 2-4% of the contract, confirmed up to September.
  const budgetOutputs = withIds(
    projects.flatMap((p, i) =>
      monthsFrom(p.start_date).map((period, k) => {
        const planned = Math.round((p.amount * (2 + ((k + i) % 3))) / 100)
        const confirmed = period <= '2026-09'
        return {
          project_id: p.id,
          period,
          planned,
          confirmed: confirmed ? Math.round(planned * (0.92 + ((k % 3) * 4) / 100)) : 0,
          status: confirmed ? 'confirmed' : 'draft',
          confirmed_by: confirmed ? links.confirmer.name : '',
          confirmed_by_id: confirmed ? links.confirmer.id : 0,
          confirmed_at: confirmed ? confirmedAt(period) : 0,
          remark: '',
        }
      }),
    ),
  )
  const shares = { labour: 22, material: 38, machinery: 9, subcontract: 18, overhead: 5 } as const
  const costPlans = withIds(
    projects.flatMap((p, i) =>
      Object.entries(shares).map(([subjectKey, pct], k) => {
        const planned = Math.round((p.amount * pct) / 100)
        return {
          project_id: p.id,
          subject: subjectKey,
          planned,
          actual: Math.round((planned * (25 + ((i * 5 + k * 7) % 30))) / 100),
          period: '2026-10',
          remark: '',
        }
      }),
    ),
  )
  const customers = fromTable(
    ['name', 'contact', 'mobile', 'industry', 'level'],
    [
      ['杭州绿城物业服务集团', '吴敏', '13588001001', 'realestate', 'a'],
      ['浙江大华技术股份有限公司', '郑洋', '13588001002', 'manufacturing', 'a'],
      ['杭州市滨江区住建局', '何平', '13588001003', 'government', 'b'],
      ['宁波银泰百货', '冯静', '13588001004', 'retail', 'b'],
      ['绍兴柯桥纺织城', '蒋军', '13588001005', 'manufacturing', 'c'],
      ['温州鹿城建设集团', '韩超', '13588001006', 'construction', 'b'],
      ['嘉兴南湖文旅发展有限公司', '曹霞', '13588001007', 'other', 'c'],
      ['湖州安吉竹产业协会', '彭勇', '13588001008', 'other', 'c'],
    ],
    (i) => ({
      owner_id: staffIds[i % staffIds.length]!,
      source: i % 2 ? '展会' : '老客户介绍',
      address: '浙江省',
      remark: '',
    }),
  )
  const orderContracts = withIds(
    customers.slice(0, 6).map((c, i) => {
      const amount = (36 + i * 17) * 10_000_00
      return {
        code: `DD-2026-${String(i + 1).padStart(3, '0')}`,
        title: `${String(c.name).slice(0, 6)}维保服务合同`,
        customer_id: c.id!,
        amount,
        received: i % 3 === 0 ? amount : Math.round(amount * 0.4),
        signed_date: `2026-0${(i % 9) + 1}-16`,
        delivery_date: `2026-12-${String(10 + i).padStart(2, '0')}`,
        status: i % 3 === 0 ? 'done' : 'delivering',
        remark: '',
      }
    }),
  )
  const stockItems = fromTable(
    ['code', 'name', 'spec', 'category', 'unit', 'quantity', 'min_quantity', 'unit_cost'],
    [
      ['WL-0001', 'HRB400E 螺纹钢', 'Φ16', 'material', '吨', 86, 30, 398_000],
      ['WL-0002', 'HRB400E 螺纹钢', 'Φ25', 'material', '吨', 54, 30, 402_000],
      ['WL-0003', '普通硅酸盐水泥', 'P.O 42.5', 'material', '吨', 120, 50, 48_000],
      ['WL-0004', '镀锌钢管', 'DN50', 'material', '米', 640, 200, 4_650],
      ['WL-0005', '建筑模板', '1830×915×15', 'auxiliary', '张', 380, 100, 6_800],
      ['WL-0006', '扣件', '直角', 'auxiliary', '个', 5200, 1000, 650],
      ['WL-0007', '电锤', 'GBH 2-26', 'tool', '台', 14, 5, 89_900],
      ['WL-0008', '安全帽', 'ABS 国标', 'safety', '顶', 260, 100, 2_500],
      ['WL-0009', '安全带', '全身式', 'safety', '条', 75, 40, 12_800],
      ['WL-0010', 'A4 复印纸', '70g', 'office', '箱', 18, 10, 16_500],
    ],
    (i) => ({ warehouse: i < 6 ? '滨江项目仓' : '公司总仓', remark: '' }),
  )
  const officeNotices = withIds([
    {
      title: '关于 2027 年元旦放假安排的通知',
      category: 'holiday',
      publish_date: '2026-11-20',
      publisher: '赵晓燕',
      pinned: 1,
      content:
        '根据国务院办公厅通知，2027 年 1 月 1 日至 3 日放假调休，共 3 天。各项目部请提前做好值班安排。',
    },
    {
      title: '冬季施工安全管理规定',
      category: 'policy',
      publish_date: '2026-11-10',
      publisher: '李志强',
      pinned: 0,
      content: '进入冬季施工期，各项目须落实防冻、防滑、防火措施，每日开展班前安全交底。',
    },
    {
      title: '第三季度优秀项目部表彰',
      category: 'announcement',
      publish_date: '2026-10-15',
      publisher: '王建国',
      pinned: 0,
      content: '滨江花园二期项目部在第三季度质量安全检查中表现突出，予以通报表彰。',
    },
    {
      title: '报销单据提交时间调整',
      category: 'notice',
      publish_date: '2026-09-28',
      publisher: '陈美玲',
      pinned: 0,
      content: '自 10 月起，每月报销单据请于 25 日前提交财务部，逾期顺延至下月。',
    },
  ])
  const sealUsages = fromTable(
    ['seal', 'applicant', 'depa_id', 'document', 'copies', 'use_date', 'approver', 'returned'],
    [
      ['contract', '李志强', dept.GCB!, '钢结构制作安装分包合同', 4, '2026-08-26', '王建国', 1],
      ['company', '赵晓燕', dept.RLB!, '社保增员申报表', 2, '2026-09-03', '王建国', 1],
      ['finance', '陈美玲', dept.CWB!, '银行对账单确认函', 1, '2026-09-30', '王建国', 1],
      ['contract', '孙立新', dept.CGB!, '商品混凝土采购补充协议', 3, '2026-10-12', '王建国', 1],
      ['company', '李志强', dept.GCB!, '竣工验收申请报告', 5, '2026-11-18', '王建国', 0],
    ],
  )
  const webProducts = withIds([
    {
      title: '滨江花园一期住宅工程',
      category: '住宅',
      image: '',
      summary: '18 栋高层住宅，建筑面积 21 万平方米，获省优质工程奖。',
      sort: 1,
      published: 1,
    },
    {
      title: '城西科创园办公楼',
      category: '公建',
      image: '',
      summary: '框架剪力墙结构，绿色建筑二星。',
      sort: 2,
      published: 1,
    },
    {
      title: '临平工业园钢结构厂房',
      category: '工业',
      image: '',
      summary: '单层门式钢架厂房 3.6 万平方米，工期 150 天。',
      sort: 3,
      published: 0,
    },
  ])
  const webCertificates = withIds([
    {
      name: '建筑工程施工总承包一级资质',
      issuer: '住房和城乡建设部',
      issue_date: '2021-06-30',
      image: '',
      sort: 1,
    },
    {
      name: 'ISO 9001 质量管理体系认证',
      issuer: '中国质量认证中心',
      issue_date: '2024-03-15',
      image: '',
      sort: 2,
    },
    {
      name: '浙江省 AAA 级守合同重信用企业',
      issuer: '浙江省市场监督管理局',
      issue_date: '2025-09-01',
      image: '',
      sort: 3,
    },
  ])
  const jobPosts = fromTable(
    ['title', 'depa_id', 'headcount', 'salary', 'location', 'closing_date', 'status', 'requirements'],
    [
      [
        '施工员',
        dept.GCB!,
        3,
        '7000-9000',
        '杭州滨江',
        '2026-12-31',
        'published',
        '土木工程相关专业，持施工员证，两年以上现场经验。',
      ],
      [
        '会计',
        dept.CWB!,
        1,
        '6000-8000',
        '杭州总部',
        '2026-12-15',
        'published',
        '会计学专业，初级会计职称，熟悉建筑业财税。',
      ],
      [
        '门店收银员',
        dept.MDB!,
        2,
        '4500-5500',
        '杭州西湖',
        '2026-12-20',
        'pending',
        '高中及以上学历，细心负责，能适应轮班。',
      ],
      [
        '安全员',
        dept.GCB!,
        2,
        '6500-8000',
        '杭州高新区',
        '2027-01-15',
        'pending',
        '持安全员 C 证，熟悉钢结构施工安全管理。',
      ],
    ],
    () => ({ review_comment: '' }),
  )
  const signups = fromTable(
    ['kind', 'name', 'mobile', 'activity', 'card_no', 'submitted_at'],
    [
      ['activity', '林晓', '13600570001', '2026 秋季开放日', '', '2026-11-08 10:12'],
      ['activity', '郭敏', '13600570002', '2026 秋季开放日', '', '2026-11-09 19:40'],
      ['member', '何静', '13600570003', '', '', '2026-11-15 14:05'],
      ['card', '罗勇', '13600570004', '', 'VIP-20260088', '2026-11-18 09:31'],
    ],
    () => ({ remark: '' }),
  )
  return {
    signups,
    companies,
    shops,
    projectPostTypes,
    clientUnits,
    suppliers,
    projectContracts,
    subcontracts,
    bankAccounts,
    expenseSubjects,
    contractIncome,
    directExpenses,
    managementExpenses,
    otherReceivables,
    otherPayables,
    sundryEntries,
    budgetOutputs,
    costPlans,
    customers,
    orderContracts,
    stockItems,
    officeNotices,
    sealUsages,
    webProducts,
    webCertificates,
    jobPosts,
  }
}
