// Demo shop insurance and recruitment shows: each demo shop insured for property, liability and its
// staff, one policy lapsed last year; the fairs and campus talks HR attended this autumn and the
// ones it plans, each presenting one of the demo job notices. Amounts are integer fen.
import { monotonicFactory } from 'ulid'

const ulid = monotonicFactory()
type Rec = Record<string, string | number>

/** A policy starting on `date` (YYYY-MM-DD) runs a year: it ends the day before that date a year on. */
function dayBeforeAYearOn(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(y + 1, m - 1, d - 1)).toISOString().slice(0, 10)
}

export function demoShowsAndInsurance(links: { jobPosts: Rec[] }): Record<string, Rec[]> {
  const shopInsurance = (
    [
      ['总店', 'property', '中国人民财产保险杭州分公司', 1_500_000_00, 2_850_00, '2026-04-18', 'active'],
      ['总店', 'liability', '中国人民财产保险杭州分公司', 1_000_000_00, 1_600_00, '2026-04-18', 'active'],
      ['总店', 'employer', '中国平安财产保险浙江分公司', 800_000_00, 4_320_00, '2026-01-01', 'active'],
      ['滨江店', 'property', '中国太平洋财产保险杭州分公司', 900_000_00, 1_980_00, '2026-09-01', 'active'],
      [
        '滨江店',
        'liability',
        '中国太平洋财产保险杭州分公司',
        1_000_000_00,
        1_500_00,
        '2025-09-01',
        'expired',
      ],
    ] as const
  ).map(([shop, kind, insurer, insured_amount, premium, start, status], i) => ({
    id: ulid(),
    policy_no: `PB${start.slice(0, 4)}3301${String(i + 1).padStart(6, '0')}`,
    shop,
    kind,
    insurer,
    insured_amount,
    premium,
    start_date: start,
    end_date: dayBeforeAYearOn(start),
    status,
    remark: '',
  }))
  const post = (k: number) => String(links.jobPosts[k % links.jobPosts.length]!.id)
  const recruitShows = (
    [
      [
        '2026 秋季建筑行业人才交流会',
        'fair',
        '2026-09-19',
        '杭州人才市场（文三路）',
        '杭州市人力资源市场',
        0,
        1_500_00,
        46,
        'attended',
      ],
      [
        '浙江工业大学 2027 届校园宣讲会',
        'campus',
        '2026-10-23',
        '浙江工业大学屏峰校区',
        '浙江工业大学就业指导中心',
        0,
        0,
        31,
        'attended',
      ],
      [
        '滨江区就业服务月专场',
        'fair',
        '2026-11-08',
        '滨江区人力资源市场',
        '滨江区人力社保局',
        2,
        800_00,
        18,
        'attended',
      ],
      [
        '2027 春季建筑企业网络招聘会',
        'online',
        '2027-02-20',
        '线上',
        '浙江省建筑业协会',
        3,
        600_00,
        0,
        'planned',
      ],
    ] as const
  ).map(([title, kind, date, venue, organizer, k, fee, resumes, status]) => ({
    id: ulid(),
    title,
    kind,
    date,
    venue,
    organizer,
    job_post_id: post(k),
    fee,
    resumes,
    status,
    remark: '',
  }))
  return { shopInsurance, recruitShows }
}
