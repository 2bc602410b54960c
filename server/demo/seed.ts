// Demo data for one company (COM_ID 1), written once into a fresh database.
import { createHash } from 'node:crypto'
import type { Kysely } from 'kysely'
import { ACCESS_CODES } from '../../src/auth/access-codes.ts'
import { type MENU_TITLE_FIELDS, SITE_SWITCHES } from '../../src/auth/site-info.ts'
import { hashPassword } from '../auth/passwords.ts'
import type { Db } from '../db/connection.ts'
import { demoAccess } from './demo-access.ts'
import { type AccountIds, demoApprovals } from './demo-approvals.ts'
import { demoBackOffice } from './demo-back-office.ts'
import { demoDepartments, demoPosts, demoStaff } from './demo-hr.ts'
import { demoSettlements } from './demo-settlements.ts'
import { demoShop } from './demo-shop.ts'
import { demoShowsAndInsurance } from './demo-shows-insurance.ts'
import { DEMO_YUN_ACCOUNT, demoStudy } from './demo-study.ts'

export const DEMO_COM_ID = 1

// Each demo account has a lock-screen password of its own: the sign-in answer carries the lock
// password's MD5 (spec §3), and it must not be the MD5 of the login password.
export const DEMO_ACCOUNTS = [
  {
    username: 'admin',
    password: 'admin123',
    lockPassword: 'admin-lock',
    nickname: '系统管理员',
    admin: 1,
    acce: ACCESS_CODES.join(','),
  },
  {
    username: 'shop',
    password: 'shop123',
    lockPassword: 'shop-lock',
    nickname: '门店收银员',
    admin: 0,
    acce: '280',
  },
  {
    username: 'field',
    password: 'field123',
    lockPassword: 'field-lock',
    nickname: '项目现场员',
    admin: 0,
    acce: '100,101,128',
  },
  {
    username: 'office',
    password: 'office123',
    lockPassword: 'office-lock',
    nickname: '办公室文员',
    admin: 0,
    // HR runs recruitment: notices and the sign-ups that answer them (rights of issue 19).
    acce: '400,200,202,203,206,700,751,752',
  },
] as const

const MENU_TITLES: Record<(typeof MENU_TITLE_FIELDS)[number], string> = {
  top100: '项目管理',
  top190: '培训学习',
  top200: '财务管理',
  top280: '门店会员',
  top380: '库存管理',
  top400: '人事管理',
  top500: '成本管理',
  top680: '审批中心',
  top700: '行政办公',
  top800: '订单管理',
}

export async function seedIfEmpty(db: Db, now: number): Promise<boolean> {
  const existing = await db.selectFrom('site_info').select('com_id').executeTakeFirst()
  if (existing) return false
  const settings = {
    ...Object.fromEntries(SITE_SWITCHES.map((s) => [s, 1])),
    ...MENU_TITLES,
    offline_sale_cap: 100_000,
    offline_refund_cap: 10_000,
    offline_total_cap: 300_000,
    // How long a till's price list is honoured offline (server/shop/sale-pricing.ts).
    offline_window_hours: 72,
  }
  const hashes = await Promise.all(DEMO_ACCOUNTS.map((a) => hashPassword(a.password)))
  const yunHash = await hashPassword(DEMO_YUN_ACCOUNT.password)
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('site_info')
      .values({
        com_id: DEMO_COM_ID,
        dm: 'huajian-demo',
        company: '华建示范工程有限公司',
        erp_title: 'PM3 企业管理平台',
        settings: JSON.stringify(settings),
        updated_at: now,
      })
      .execute()
    await trx
      .insertInto('users')
      .values(
        DEMO_ACCOUNTS.map((a, i) => ({
          com_id: DEMO_COM_ID,
          username: a.username,
          password_hash: hashes[i]!,
          admin: a.admin,
          nickname: a.nickname,
          acce: a.acce,
          staff: a.nickname,
          // The lock-screen password (spec §3: MD5), never the login password's.
          suo_password: createHash('md5').update(a.lockPassword).digest('hex'),
          updated_at: now,
        })),
      )
      .execute()
    const depts = demoDepartments()
    let rev = 0
    const meta = () => ({
      com_id: DEMO_COM_ID,
      rev: ++rev,
      updated_at: now,
      created_at: now,
      updated_by: 0,
      deleted: 0,
    })
    const raw = trx as unknown as Kysely<Record<string, Record<string, unknown>>>
    // Each demo row takes the next rev, in the order the tables are filled.
    const put = (table: string, rows: readonly object[]) =>
      raw
        .insertInto(table)
        .values(rows.map((r) => ({ ...r, ...meta() })))
        .execute()
    await put('res_departments', depts)
    const deptIds = Object.fromEntries(depts.map((d) => [String(d.code), String(d.id)]))
    const posts = demoPosts(deptIds)
    await put('res_posts', posts)
    const staffRows = demoStaff(
      depts.map((d) => String(d.id)),
      posts,
    )
    await put('res_staff', staffRows)
    const shop = demoShop(now)
    await put('res_cardTypes', shop.cardTypes)
    await put('res_serviceItems', shop.serviceItems)
    await put('res_members', shop.members)
    await put('res_memberLedger', shop.ledger)
    await put('res_memberRequests', shop.requests)
    await put('res_orders', shop.orders)
    await put('res_tills', shop.tills)
    const accounts = await trx.selectFrom('users').select(['id', 'username']).execute()
    const userIds = Object.fromEntries(accounts.map((a) => [a.username, a.id])) as AccountIds
    const approvals = demoApprovals(now, { depaIds: deptIds, posts }, userIds)
    await put('res_staff', approvals.staff)
    for (const [username, staffRef] of Object.entries(approvals.staffRefs))
      await trx.updateTable('users').set({ staff_ref: staffRef }).where('username', '=', username).execute()
    await put('res_projects', approvals.projects)
    await put('res_projPosts', approvals.projPosts)
    await put('res_sopFlows', approvals.flows)
    await put('res_sops', approvals.sops)
    await put('res_sopResults', approvals.results)
    await trx.insertInto('sop_viewers').values(approvals.viewers).execute()
    // The office clerk files contract approvals for the first two projects without reading the
    // projects list: those are theirs (GET /sops/getComUserProAccet), the third is not.
    await trx
      .insertInto('user_projects')
      .values(
        approvals.projects.slice(0, 2).map((p) => ({
          com_id: DEMO_COM_ID,
          user_id: userIds.office!,
          project_id: String(p.id),
          created_at: now,
        })),
      )
      .execute()
    const office = demoBackOffice({
      projects: approvals.projects,
      departmentIds: deptIds,
      staffIds: staffRows.map((s) => String(s.id)),
      confirmer: { id: userIds.admin, name: DEMO_ACCOUNTS[0].nickname },
    })
    const settlements = demoSettlements({
      contracts: office.projectContracts!,
      bankAccounts: office.bankAccounts!,
    })
    const views = demoShowsAndInsurance({ jobPosts: office.jobPosts! })
    for (const [name, rows] of [office, settlements, views, demoAccess()].flatMap((set) =>
      Object.entries(set),
    ))
      await put(`res_${name}`, rows)
    // A week of past sign-ins, so /site/sitelogtext has history to show.
    const browsers = [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36',
      'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/130.0 Mobile Safari/537.36',
    ]
    await trx
      .insertInto('login_records')
      .values(
        accounts.flatMap((a, i) =>
          [1, 3, 6].map((daysAgo) => ({
            rev: ++rev,
            com_id: DEMO_COM_ID,
            user_id: a.id,
            window_screen: i % 2 ? '412X915 - 24' : '1920X1080 - 24',
            document_title: 'PM3 企业管理平台',
            document_url: '/login',
            user_mac: browsers[i % 2]!,
            visitor_id: `demo-${a.username}`,
            user_ip: `192.168.1.${20 + i}`,
            staff: a.username,
            su: '',
            created_at: now - daysAgo * 86_400_000 - i * 3_600_000,
          })),
        ),
      )
      .execute()
    const study = demoStudy()
    await put('res_studyPoints', study.points)
    await put('res_studyNotes', study.notes)
    await put('res_studyExercises', study.exercises)
    await put('res_studyPlans', study.plans)
    await put('res_siteUnits', study.units)
    await trx
      .insertInto('yun_users')
      .values({
        com_id: DEMO_COM_ID,
        username: DEMO_YUN_ACCOUNT.username,
        password_hash: yunHash,
        nickname: DEMO_YUN_ACCOUNT.nickname,
      })
      .execute()
    await trx.updateTable('sequences').set({ value: rev }).where('name', '=', 'rev').execute()
  })
  return true
}
