// Demo data for the shop: card types, service items, and members whose balances come from ledger
// top-ups (balance = sum of ledger, as the server keeps it).

import { monotonicFactory } from 'ulid'
import { companyDateTime, companyInstant, formatCompanyTime } from '../../src/lib/company-time.ts'
import { formatReceiptNo } from '../../src/modules/shop/receipt-number.ts'

const ulid = monotonicFactory()
type Row = Record<string, string | number>

export function demoShop(now: number): {
  cardTypes: Row[]
  serviceItems: Row[]
  members: Row[]
  ledger: Row[]
  requests: Row[]
  orders: Row[]
  tills: Row[]
} {
  const at = new Date(now).toISOString()
  const cardTypes: Row[] = [
    ['普通卡', 100, 0, 0],
    ['银卡', 95, 50000, 50000],
    ['金卡', 88, 200000, 200000],
  ].map(([name, discount, price, initial]) => ({
    id: ulid(),
    name: name as string,
    discount: discount as number,
    price: price as number,
    initial_balance: initial as number,
    initial_points: 0,
    validity_days: 365,
    status: 'active',
  }))
  const items: [string, string, string, number][] = [
    ['洗剪吹', '美发', 'XJC', 3800],
    ['男士精剪', '美发', 'NSJJ', 5800],
    ['染发', '美发', 'RF', 18800],
    ['烫发', '美发', 'TF', 26800],
    ['头皮护理', '护理', 'TPHL', 12800],
    ['面部清洁', '护理', 'MBQJ', 9800],
    ['补水面膜', '护理', 'BSMM', 6800],
    ['肩颈按摩', '按摩', 'JJAM', 8800],
    ['足底按摩', '按摩', 'ZDAM', 9800],
    ['全身推拿', '按摩', 'QSTN', 19800],
    ['美甲', '美甲', 'MJ', 8800],
    ['手部护理', '美甲', 'SBHL', 4800],
    ['洗发水', '商品', 'XFS', 6900],
    ['护发素', '商品', 'HFS', 5900],
    ['矿泉水', '商品', 'KQS', 300],
  ]
  // The goods carry the barcodes printed on them; services have none.
  const barcodes: Record<string, string> = {
    XFS: '6901234567892',
    HFS: '6901234567908',
    KQS: '6920000000012',
  }
  const serviceItems = items.map(([name, category, code, price]) => ({
    id: ulid(),
    name,
    category,
    code,
    barcode: barcodes[code] ?? '',
    price,
    status: 'active',
    shop: '总店',
  }))
  const people: [string, string, number][] = [
    ['张丽', '13800138001', 0],
    ['王芳', '13800138002', 1],
    ['李娜', '13800138003', 2],
    ['刘洋', '13800138004', 1],
    ['陈静', '13800138005', 2],
    ['杨帆', '13800138006', 0],
    ['赵敏', '13800138007', 1],
    ['黄磊', '13800138008', 2],
    ['周婷', '13800138009', 1],
    ['吴刚', '13800138010', 0],
  ]
  const members: Row[] = []
  const ledger: Row[] = []
  people.forEach(([name, mobile, type], i) => {
    const card = cardTypes[type]!
    const id = ulid()
    const balance = Number(card.initial_balance) + (i % 3) * 10000
    members.push({
      id,
      card_no: `VIP${String(1001 + i)}`,
      name,
      mobile,
      card_type: String(card.id),
      balance,
      points: 0,
      status: 'active',
      shop: '总店',
    })
    if (balance > 0)
      ledger.push({ id: ulid(), member_id: id, kind: 'topup', amount: balance, order_id: '', at })
  })
  // Two visitors' requests waiting for the shop (/dianregi, /dianbang).
  const requests: Row[] = [
    { kind: 'member', name: '孙悦', mobile: '13900139011', card_no: '', remark: '想办理银卡' },
    { kind: 'card', name: '吴刚', mobile: '13900139010', card_no: 'VIP1010', remark: '换了手机号' },
  ].map((r) => ({
    ...r,
    id: ulid(),
    submitted_at: formatCompanyTime(now).slice(0, 16),
    status: 'pending',
    member_id: '',
  }))
  // A few days of walk-in sales before today (today's till starts empty): what the sales list,
  // its export and the dashboards show on a fresh install.
  const DAY = 86_400_000
  const sales: [daysAgo: number, hour: number, codes: string[], method: string][] = [
    [3, 10, ['XJC'], 'cash'],
    [3, 15, ['JJAM', 'KQS'], 'wechat'],
    [2, 11, ['NSJJ'], 'alipay'],
    [2, 16, ['MBQJ', 'BSMM'], 'cash'],
    [2, 18, ['XFS'], 'card'],
    [1, 9, ['XJC', 'HFS'], 'wechat'],
    [1, 14, ['ZDAM'], 'cash'],
    [1, 19, ['MJ', 'SBHL'], 'alipay'],
  ]
  const byCode = new Map(serviceItems.map((item) => [item.code, item]))
  const perDay = new Map<string, number>()
  const orders: Row[] = sales.map(([daysAgo, hour, codes, method]) => {
    const [day] = companyDateTime(now - daysAgo * DAY)
    const seq = (perDay.get(day) ?? 0) + 1
    perDay.set(day, seq)
    const lines = codes.map((code) => {
      const item = byCode.get(code)!
      return {
        item_id: item.id,
        name: item.name,
        price: item.price,
        list_price: item.price,
        qty: 1,
        discount: 0,
      }
    })
    const total = lines.reduce((sum, l) => sum + l.price, 0)
    const tendered = method === 'cash' ? Math.ceil(total / 10_000) * 10_000 : total
    return {
      id: ulid(),
      receipt_no: formatReceiptNo('D3M0', day, seq),
      method,
      member_id: '',
      total,
      tendered,
      change: tendered - total,
      lines: JSON.stringify(lines),
      sold_at: new Date(companyInstant(day, `${String(hour).padStart(2, '0')}:00`)).toISOString(),
      refunded: 0,
      list_total: total,
      review: '',
    }
  })
  // The till the demo sales were rung on (receipts D3M0-…): registered to no device of this install,
  // so a manager re-adopts it on the device they use (or registers a new one).
  const tills: Row[] = [
    {
      id: ulid(),
      code: 'D3M0',
      name: '前台（演示）',
      device: '',
      adopted_by: '',
      adopted_at: at,
      last_receipt_no: '',
      shop_id: '',
    },
  ]
  return { cardTypes, serviceItems, members, ledger, requests, orders, tills }
}
