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
const POSTS = [
  '项目经理',
  '施工员',
  '会计',
  '出纳',
  '人事专员',
  '店长',
  '收银员',
  '采购员',
  '资料员',
  '安全员',
]

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

export function demoStaff(departmentIds: string[], count = 42): Record<string, string | number>[] {
  return Array.from({ length: count }, (_, i) => {
    const name = `${SURNAMES[i % SURNAMES.length]}${GIVEN[(i * 7 + Math.floor(i / SURNAMES.length) * 3) % GIVEN.length]}`
    const month = String((i % 12) + 1).padStart(2, '0')
    const day = String((i % 27) + 1).padStart(2, '0')
    return {
      id: ulid(),
      name,
      gender: i % 3 === 0 ? 'female' : 'male',
      mobile: `139${String(10000000 + i * 7919).slice(0, 8)}`,
      depa_id: departmentIds[i % departmentIds.length]!,
      post: POSTS[i % POSTS.length]!,
      entry_date: `${2018 + (i % 7)}-${month}-${day}`,
      status: i % 11 === 0 ? 'probation' : i % 17 === 0 ? 'left' : 'active',
      salary: (4500 + (i % 10) * 650) * 100,
      email: '',
      remark: '',
    }
  })
}
