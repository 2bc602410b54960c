// Demo data for the knowledge notes (/study and the public note pages), the pricing units the cloud
// estimates use (/site/siteunit) and one cloud pricing account.
import { monotonicFactory } from 'ulid'

const ulid = monotonicFactory()
type Row = Record<string, string | number>

export const DEMO_YUN_ACCOUNT = { username: 'yun', password: 'yun123', nickname: '云计价演示' } as const

const NOTE_SAFETY = `# 施工现场临时用电安全

临时用电必须执行 **TN-S 接零保护系统**，做到“三级配电、两级保护”。

## 三级配电
1. 总配电箱
2. 分配电箱
3. 开关箱

## 一机一闸一漏
每台用电设备必须有各自专用的开关箱，严禁用同一个开关箱直接控制两台及以上用电设备。

> 开关箱中漏电保护器的额定漏电动作电流不应大于 30 mA，额定漏电动作时间不应大于 0.1 s。

参考：[GB 50194 建设工程施工现场供用电安全规范](https://www.mohurd.gov.cn/)`

const NOTE_BOX = `# 配电箱选型要点

- 箱体采用冷轧钢板，厚度不小于 **1.2 mm**
- 进出线口设在箱体下底面
- 箱内电器安装板为绝缘板或金属板，金属板应与 PE 线做电气连接

| 箱型 | 用途 | 常用断路器 |
| --- | --- | --- |
| 总箱 | 进线与计量 | NM1-250 |
| 分箱 | 区域分配 | NM1-125 |
| 开关箱 | 单台设备 | DZ47-63 + 漏保 |`

const NOTE_FIRE = `# 动火作业审批

动火作业前须办理**动火证**，清理周边 10 m 内可燃物，配备灭火器并安排专人监护。

- 一级动火：由企业安全部门审批
- 二级动火：由项目负责人审批
- 三级动火：由班组长审批`

const NOTE_DRAFT = `# 冬季施工方案（草稿）

尚未审核，不对外公开。`

export function demoStudy(): {
  points: Row[]
  notes: Row[]
  exercises: Row[]
  plans: Row[]
  units: Row[]
} {
  const root = { id: ulid(), name: '安全生产', parent: '', sort: 1, summary: '施工现场安全管理知识' }
  const power = { id: ulid(), name: '临时用电', parent: root.id, sort: 2, summary: '三级配电、两级保护' }
  const fire = { id: ulid(), name: '消防与动火', parent: root.id, sort: 3, summary: '动火审批与防火' }
  const tech = { id: ulid(), name: '施工技术', parent: '', sort: 4, summary: '工艺与做法' }
  const points = [root, power, fire, tech]

  const note = (title: string, point: string, tags: string, body: string, status = 'published') => ({
    id: ulid(),
    title,
    point,
    tags,
    status,
    body,
  })
  const safety = note('施工现场临时用电安全', power.id, '用电,安全', NOTE_SAFETY)
  const box = note('配电箱选型要点', power.id, '配电箱,选型', NOTE_BOX)
  const fireNote = note('动火作业审批', fire.id, '消防,动火', NOTE_FIRE)
  const draft = note('冬季施工方案', tech.id, '冬施', NOTE_DRAFT, 'draft')
  const notes = [safety, box, fireNote, draft]

  /** A note's exercises, numbered in order: each the question, its options a–d, the answer, why. */
  const questionsOf = (noteId: string, rows: [string, string[], string, string][]) =>
    rows.map(([question, options, answer, explain], i) => ({
      id: ulid(),
      note: noteId,
      question,
      option_a: options[0] ?? '',
      option_b: options[1] ?? '',
      option_c: options[2] ?? '',
      option_d: options[3] ?? '',
      answer,
      explain,
      sort: i + 1,
    }))
  const exercises = [
    ...questionsOf(safety.id, [
      ['施工现场临时用电应采用哪种接零保护系统？', ['TN-S', 'TN-C', 'TT', 'IT'], 'a', '规范要求 TN-S 系统。'],
      [
        '“三级配电”不包括以下哪一级？',
        ['总配电箱', '分配电箱', '开关箱', '插座箱'],
        'd',
        '三级为总箱、分箱、开关箱。',
      ],
      [
        '开关箱漏电保护器额定漏电动作电流不应大于多少？',
        ['15 mA', '30 mA', '50 mA', '100 mA'],
        'b',
        '开关箱不大于 30 mA。',
      ],
    ]),
    ...questionsOf(box.id, [
      ['配电箱箱体钢板厚度不小于？', ['0.8 mm', '1.0 mm', '1.2 mm', '2.0 mm'], 'c', '不小于 1.2 mm。'],
    ]),
    ...questionsOf(fireNote.id, [
      ['一级动火由谁审批？', ['班组长', '项目负责人', '企业安全部门', '监理'], 'c', ''],
    ]),
  ]

  const plans = [
    {
      id: ulid(),
      name: '新员工三级安全教育',
      teacher: '周安全',
      start_date: '2026-03-02',
      end_date: '2026-03-04',
      hours: 24,
      score: 92,
      remark: '内容扎实，案例丰富',
    },
    {
      id: ulid(),
      name: '临时用电专项培训',
      teacher: '孙电工',
      start_date: '2026-04-15',
      end_date: '2026-04-15',
      hours: 4,
      score: 88,
      remark: '',
    },
    {
      id: ulid(),
      name: '项目成本管理入门',
      teacher: '钱会计',
      start_date: '2026-06-10',
      end_date: '2026-06-11',
      hours: 8,
      score: 0,
      remark: '',
    },
  ]

  const unit = (name: string, spec: string, u: string, price: number, category: string, sort: number) => ({
    id: ulid(),
    name,
    spec,
    unit: u,
    price,
    category,
    sort,
  })
  const units = [
    unit('配电箱箱体', '600×800×200', '台', 86_000, 'equipment', 1),
    unit('塑壳断路器', 'NM1-125', '只', 18_650, 'equipment', 2),
    unit('塑壳断路器', 'NM1-250', '只', 42_800, 'equipment', 3),
    unit('微型断路器', 'DZ47-63', '只', 2_480, 'equipment', 4),
    unit('漏电保护器', 'DZ47LE-32', '只', 9_900, 'equipment', 5),
    unit('电度表', 'DTS-634', '只', 32_500, 'equipment', 6),
    unit('铜芯电缆', 'YJV 4×25+1×16', '米', 16_800, 'material', 7),
    unit('电工安装', '', '工日', 45_000, 'labour', 8),
  ]
  return { points, notes, exercises, plans, units }
}
