// Demo departments and staff for the HR module: believable names, mobiles, posts and salaries (fen).
import { monotonicFactory } from 'ulid'

const ulid = monotonicFactory()

const DEPARTMENTS = [
  ['总经理办公室', 'ZJB', '王建国'],
  ['工程管理部', 'GCB', '李志强'],
  ['财务部', 'CWB', '陈美玲'],
  ['人力资源部', 'RLB', '赵晓燕'],
  ['门店运营部', 'MDB', '刘海涛'],
  ['采购部', 'CGB', '孙立新'],
] as const

const SURNAMES = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗'
const GIVEN = [
  '伟',
  '芳',
  '娜',
  '敏',
  '静',
  '磊',
  '洋',
  '艳',
  '勇',
  '军',
  '杰',
  '娟',
  '涛',
  '明',
  '超',
  '霞',
  '平',
  '刚',
  '桂英',
  '建华',
]
// Each department's posts (code, name, grade, headcount): a staff file holds one of its own
// department's posts, and the approval flows name some of them.
const POSTS: [string, string, number, number][] = [
  ['ZJB', '总经理', 12, 1],
  ['ZJB', '行政主管', 6, 2],
  ['GCB', '工程部经理', 10, 1],
  ['GCB', '项目经理', 9, 3],
  ['GCB', '技术负责人', 8, 2],
  ['GCB', '施工员', 4, 12],
  ['GCB', '安全员', 4, 6],
  ['CWB', '财务经理', 9, 1],
  ['CWB', '会计', 5, 3],
  ['CWB', '出纳', 4, 1],
  ['RLB', '人事经理', 8, 1],
  ['RLB', '招聘专员', 4, 2],
  ['MDB', '店长', 6, 2],
  ['MDB', '收银员', 3, 6],
  ['CGB', '采购经理', 8, 1],
  ['CGB', '采购员', 4, 3],
]

/** The demo posts, by department code (departments: code → id). */
export function demoPosts(departments: Record<string, string>): Record<string, string | number>[] {
  return POSTS.map(([code, name, level, headcount]) => ({
    id: ulid(),
    depa_id: departments[code]!,
    name,
    level,
    headcount,
    duty: '',
  }))
}

export function demoDepartments(): Record<string, string | number>[] {
  return DEPARTMENTS.map(([name, code, manager], i) => ({
    id: ulid(),
    name,
    code,
    manager,
    phone: `1380000${String(1000 + i)}`,
    sort: i + 1,
    status: 'active',
    remark: '',
  }))
}

export function demoStaff(
  departmentIds: string[],
  posts: Record<string, string | number>[],
  count = 42,
): Record<string, string | number>[] {
  return Array.from({ length: count }, (_, i) => {
    const depaId = departmentIds[i % departmentIds.length]!
    // The rank-and-file posts of the department: a department's first post is its head's.
    const own = posts.filter((p) => p.depa_id === depaId)
    const rank = own.length > 1 ? own.slice(1) : own
    const name = `${SURNAMES[i % SURNAMES.length]}${GIVEN[(i * 7 + Math.floor(i / SURNAMES.length) * 3) % GIVEN.length]}`
    const month = String((i % 12) + 1).padStart(2, '0')
    const day = String((i % 27) + 1).padStart(2, '0')
    return {
      id: ulid(),
      name,
      gender: i % 3 === 0 ? 'female' : 'male',
      mobile: `139${String(10000000 + i * 7919).slice(0, 8)}`,
      depa_id: depaId,
      post_id: String(rank[Math.floor(i / departmentIds.length) % rank.length]?.id ?? ''),
      entry_date: `${2018 + (i % 7)}-${month}-${day}`,
      status: i % 11 === 0 ? 'probation' : i % 17 === 0 ? 'left' : 'active',
      salary: (4500 + (i % 10) * 650) * 100,
      email: '',
      remark: '',
    }
  })
}
