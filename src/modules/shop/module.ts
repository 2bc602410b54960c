// The shop (spec §2 /dian): members, the two tills, card types, service items, the sales review.
import { defineModule, numberedGroup, page } from '../define-module.ts'
import { cardTypes } from './card-types.resource.ts'
import { shopInsurance } from './insurance.resource.ts'
import { memberRequests } from './member-requests.resource.ts'
import { members } from './members.resource.ts'
import { offlineGrants } from './offline-grants.resource.ts'
import { memberLedger, orders } from './orders.resource.ts'
import { refunds } from './refunds.resource.ts'
import { serviceItems } from './service-items.resource.ts'
import { cashMoves, shifts } from './shifts.resource.ts'
import { technicians } from './technicians.resource.ts'
import { tills } from './tills.resource.ts'
import { shopModuleWords } from './words.text.ts'

const TILL = './till/till-page.tsx'

export const shopModule = defineModule({
  name: 'shop',
  group: numberedGroup(280, {
    path: '/dian',
    title: shopModuleWords.shopModule.group.title,
    icon: 'store-2-line',
  }),
  routes: [
    {
      resource: members,
      page: page('./members-page.tsx', 'MembersPage'),
    },
    {
      path: '/dian/shouxian',
      title: shopModuleWords.shopModule.routes['/dian/shouxian'].title,
      icon: 'money-cny-box-line',
      page: page(TILL, 'TillPage', { mode: 'cash' }),
    },
    {
      path: '/dian/huiyin',
      title: shopModuleWords.shopModule.routes['/dian/huiyin'].title,
      icon: 'bank-card-line',
      page: page(TILL, 'TillPage', { mode: 'member' }),
    },
    cardTypes,
    {
      resource: memberRequests,
      page: page('./member-requests-page.tsx', 'MemberRequestsPage'),
    },
    serviceItems,
    // The shop's sales, any day, with their refunds: searchable by receipt number, exported and
    // printed like any list; a sale's receipt is reprinted from the till's 查找小票 (F8).
    orders,
    // The shop's shifts on every till; the manager closes any open one here (issue 34).
    {
      resource: shifts,
      page: page('./shifts-page.tsx', 'ShiftsPage'),
    },
    shopInsurance,
    // Not in spec §2: each technician's lines and commission per period (issue 34).
    {
      path: '/dian/ticheng',
      title: shopModuleWords.shopModule.routes['/dian/ticheng'].title,
      icon: 'hand-coin-line',
      page: page('./commission-page.tsx', 'CommissionPage'),
    },
    // Not in spec §2: the report of flagged sales and price overrides (issue 19, item 9).
    {
      path: '/dian/shenhe',
      title: shopModuleWords.shopModule.routes['/dian/shenhe'].title,
      icon: 'file-search-line',
      page: page('./sale-review-page.tsx', 'SaleReviewPage'),
    },
  ],
  resources: [
    cardTypes,
    serviceItems,
    shopInsurance,
    members,
    memberRequests,
    orders,
    memberLedger,
    refunds,
    shifts,
    cashMoves,
    offlineGrants,
    tills,
    technicians,
  ],
  withoutPages: [memberLedger, refunds, cashMoves, offlineGrants, tills, technicians],
})
