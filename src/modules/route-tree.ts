// Every authenticated route of spec §2, declared once: title, icon, hidden flag, menu group and the
// access rule of spec §6. Menus, the router, tabs, titles and the search palette derive from it.
import { RIGHTS } from '../auth/access-codes.ts'
import type { RouteGroup, RouteNode } from '../auth/route-types.ts'
import type { Text } from '../resources/text.ts'

const t = (zh: string, en: string): Text => ({ zh, en })

export const routeTree: RouteGroup[] = [
  {
    path: '/',
    title: t('首页', 'Home'),
    icon: 'home-4-line',
    children: [
      { path: '/', title: t('平台首页', 'Dashboard'), icon: 'dashboard-line', noClosable: true },
      { path: '/myuser', title: t('个人中心', 'Personal centre'), icon: 'user-3-line', hidden: true },
      { path: '/logtext', title: t('操作日志', 'Operation log'), icon: 'file-list-3-line' },
    ],
  },
  {
    path: '/dian',
    title: t('门店', 'Shop'),
    icon: 'store-2-line',
    access: { switch: 'sel280', code: 280 },
    menuTitle: 'top280',
    children: [
      { path: '/dian/huiyuan', title: t('会员信息', 'Members'), icon: 'vip-crown-2-line' },
      { path: '/dian/shouxian', title: t('现金收银', 'Cash checkout'), icon: 'money-cny-box-line' },
      { path: '/dian/huiyin', title: t('会员收银', 'Member checkout'), icon: 'bank-card-line' },
      { path: '/dian/cardlist', title: t('会员卡类型', 'Card types'), icon: 'bank-card-2-line' },
      { path: '/dian/xiangmu', title: t('服务项目', 'Service items'), icon: 'service-line' },
      // Not in spec §2: the report of flagged sales and price overrides (issue 19, item 9).
      { path: '/dian/shenhe', title: t('销售复核', 'Sales review'), icon: 'file-search-line' },
    ],
  },
  {
    path: '/recruit',
    title: t('招聘', 'Recruitment'),
    icon: 'user-search-line',
    access: { switch: 'sel750' },
    children: [
      { path: '/recruit/index', title: t('发布招聘', 'Publish notices'), icon: 'megaphone-line' },
      { path: '/recruit/guan', title: t('招聘审核', 'Review notices'), icon: 'checkbox-multiple-line' },
      {
        path: '/recruit/signup',
        title: t('活动报名', 'Activity sign-ups'),
        icon: 'user-add-line',
        code: RIGHTS.readSignups.code,
      },
    ],
  },
  {
    path: '/expe',
    title: t('审批', 'Approvals'),
    icon: 'git-pull-request-line',
    access: { switch: 'sel680' },
    menuTitle: 'top680',
    children: [
      { path: '/expe/expehome', title: t('协同审批平台', 'Approval platform'), icon: 'apps-line' },
      { path: '/expe/myapproval', title: t('我审批的', 'Approved by me'), icon: 'check-double-line' },
      { path: '/expe/myapprlist', title: t('我提交的', 'Submitted by me'), icon: 'send-plane-line' },
      { path: '/expe/mycopylist', title: t('抄送我的', 'Copied to me'), icon: 'mail-send-line' },
      {
        path: '/expe/soplist',
        title: t('审批流程确认', 'Flow confirmation'),
        icon: 'flow-chart',
        hidden: true,
      },
      { path: '/expe/expecont', title: t('合同审批', 'Contract approval'), icon: 'file-text-line' },
      {
        path: '/expe/pcon_yushen',
        title: t('分包采购合同预审', 'Subcontract pre-review'),
        icon: 'file-search-line',
        hidden: true,
      },
      { path: '/expe/expeproj', title: t('项目审批', 'Project approval'), icon: 'building-line' },
      { path: '/expe/expecost', title: t('成本审批', 'Cost approval'), icon: 'calculator-line' },
      { path: '/expe/expesrm', title: t('采购审批', 'Procurement approval'), icon: 'shopping-cart-2-line' },
      { path: '/expe/expefina', title: t('财务费用审批', 'Expense approval'), icon: 'wallet-3-line' },
      { path: '/expe/expeoffice', title: t('行政审批', 'Administrative approval'), icon: 'briefcase-line' },
      { path: '/expe/expestaff', title: t('人事审批', 'HR approval'), icon: 'team-line' },
      { path: '/expe/staff_buka', title: t('考勤补卡', 'Make-up punch'), icon: 'time-line', hidden: true },
      {
        path: '/expe/staff_buka_sp',
        title: t('补卡审批', 'Make-up punch approval'),
        icon: 'timer-line',
        hidden: true,
      },
    ],
  },
  {
    path: '/crm',
    title: t('订单', 'Orders'),
    icon: 'shopping-bag-3-line',
    access: { switch: 'sel800', code: 800 },
    menuTitle: 'top800',
    children: [
      { path: '/crm/crmlist', title: t('客户管理', 'Customers'), icon: 'contacts-book-line' },
      { path: '/crm/crmcont', title: t('订单合同', 'Order contracts'), icon: 'file-paper-2-line' },
    ],
  },
  {
    path: '/stock',
    title: t('库存', 'Inventory'),
    icon: 'archive-line',
    access: { switch: 'sel380', code: 380 },
    menuTitle: 'top380',
    children: [{ path: '/stock', title: t('库存管理', 'Inventory'), icon: 'archive-drawer-line' }],
  },
  {
    path: '/proj',
    title: t('项目', 'Projects'),
    icon: 'building-2-line',
    access: { switch: 'sel100', code: 100 },
    menuTitle: 'top100',
    children: [
      { path: '/proj/projhome', title: t('项目报表', 'Project dashboard'), icon: 'bar-chart-box-line' },
      { path: '/proj/projlist', title: t('项目立项', 'Projects'), icon: 'list-check-2', code: 101 },
      {
        path: '/proj/projcont',
        title: t('项目合同', 'Project contracts'),
        icon: 'file-text-line',
        code: 101,
      },
      {
        path: '/proj/projpcon',
        title: t('分包采购合同', 'Subcontracts'),
        icon: 'file-copy-2-line',
        code: 101,
      },
      { path: '/proj/projsupp', title: t('供应商库', 'Suppliers'), icon: 'truck-line', code: 101 },
      {
        path: '/proj/projcust',
        title: t('客户单位', 'Client units'),
        icon: 'community-line',
        code: 101,
        hidden: true,
      },
      {
        path: '/proj/projsop',
        title: t('项目审批架构', 'Project approval structure'),
        icon: 'organization-chart',
        code: 128,
      },
    ],
  },
  {
    path: '/study',
    title: t('培训', 'Training'),
    icon: 'graduation-cap-line',
    access: { switch: 'sel190', code: 190 },
    menuTitle: 'top190',
    children: [
      { path: '/study/studymkd', title: t('课程知识管理', 'Course knowledge'), icon: 'book-open-line' },
      {
        path: '/study/studmkdlist',
        title: t('知识列表', 'Knowledge list'),
        icon: 'list-unordered',
        hidden: true,
      },
      {
        path: '/study/studmkdinfo',
        title: t('知识详情', 'Knowledge detail'),
        icon: 'article-line',
        hidden: true,
      },
      {
        path: '/study/studmkdxiti',
        title: t('知识习题', 'Exercises'),
        icon: 'question-answer-line',
        hidden: true,
      },
      { path: '/study/studylist', title: t('课程计划评价', 'Course plans'), icon: 'calendar-check-line' },
    ],
  },
  {
    path: '/cost',
    title: t('成本', 'Cost'),
    icon: 'calculator-line',
    access: { switch: 'sel500', code: 500 },
    menuTitle: 'top500',
    children: [
      { path: '/cost/costhome', title: t('成本报表', 'Cost dashboard'), icon: 'pie-chart-2-line' },
      { path: '/cost/costplan', title: t('预算产值确认', 'Budget output'), icon: 'survey-line', code: 501 },
      { path: '/cost/costcost', title: t('成本计划管理', 'Cost plans'), icon: 'funds-line', code: 502 },
    ],
  },
  {
    path: '/fina',
    title: t('财务', 'Finance'),
    icon: 'money-cny-circle-line',
    access: { switch: 'sel200', code: 200 },
    menuTitle: 'top200',
    children: [
      { path: '/fina/finahome', title: t('财务报表', 'Finance dashboard'), icon: 'line-chart-line' },
      {
        path: '/fina/finainvo',
        title: t('项目合同收入', 'Contract income'),
        icon: 'hand-coin-line',
        financeIncomeExpense: true,
      },
      {
        path: '/fina/finapcon',
        title: t('项目直接费用', 'Direct expense'),
        icon: 'exchange-funds-line',
        financeIncomeExpense: true,
      },
      { path: '/fina/finaspfi', title: t('管理费用', 'Management expense'), icon: 'bill-line' },
      { path: '/fina/finaqita', title: t('其他应收', 'Other receivables'), icon: 'inbox-archive-line' },
      { path: '/fina/finaqifu', title: t('其他应付', 'Other payables'), icon: 'inbox-unarchive-line' },
      { path: '/fina/finaling', title: t('零星收支', 'Sundry income and expense'), icon: 'coins-line' },
      { path: '/fina/finabank', title: t('银行账户', 'Bank accounts'), icon: 'bank-line' },
      { path: '/fina/finakemu', title: t('费用科目', 'Expense subjects'), icon: 'node-tree' },
    ],
  },
  {
    path: '/staff',
    title: t('人事', 'HR'),
    icon: 'team-line',
    access: { switch: 'sel400', code: 400 },
    menuTitle: 'top400',
    children: [
      { path: '/staff/stafflist', title: t('员工档案', 'Staff files'), icon: 'contacts-line' },
      { path: '/staff/staffdian', title: t('门店信息', 'Shop info'), icon: 'store-line' },
      { path: '/staff/staffpost', title: t('部门岗位', 'Department posts'), icon: 'user-star-line' },
      { path: '/staff/staffpropost', title: t('项目岗位', 'Project posts'), icon: 'user-settings-line' },
      { path: '/staff/staffdepa', title: t('部门管理', 'Departments'), icon: 'organization-chart' },
      { path: '/staff/staffcomp', title: t('公司管理', 'Companies'), icon: 'building-4-line' },
    ],
  },
  {
    path: '/office',
    title: t('行政', 'Office'),
    icon: 'briefcase-4-line',
    access: { switch: 'sel700', code: 700 },
    menuTitle: 'top700',
    children: [
      { path: '/office/officetongzhi', title: t('通知公告', 'Notices'), icon: 'notification-3-line' },
      { path: '/office/officeyinzhang', title: t('印章台账', 'Seal ledger'), icon: 'stamp-line' },
    ],
  },
  {
    path: '/web',
    title: t('网站', 'Website'),
    icon: 'global-line',
    access: { switch: 'sel770' },
    children: [
      { path: '/web/webset', title: t('网站信息', 'Site info'), icon: 'settings-4-line' },
      { path: '/web/webpro', title: t('产品案例', 'Product cases'), icon: 'gallery-line' },
      { path: '/web/webcomp', title: t('荣誉证书', 'Certificates'), icon: 'award-line' },
      { path: '/web/remixIcon', title: t('图标查询', 'Icon lookup'), icon: 'remixicon-line' },
    ],
  },
  {
    path: '/site',
    title: t('系统', 'System'),
    icon: 'settings-3-line',
    access: { switch: 'sel900', code: 900 },
    children: [
      { path: '/site/sitesettings', title: t('平台功能设置', 'Platform settings'), icon: 'toggle-line' },
      { path: '/site/sitelogtext', title: t('用户操作记录', 'User activity'), icon: 'history-line' },
      { path: '/site/siteuserlist', title: t('用户账号', 'User accounts'), icon: 'user-settings-line' },
      { path: '/site/sitesop', title: t('审批流程管理', 'Approval flows'), icon: 'flow-chart' },
      { path: '/site/siterecord', title: t('审批记录', 'Approval records'), icon: 'file-history-line' },
      { path: '/site/siteshow', title: t('系统看板', 'System dashboard'), icon: 'dashboard-3-line' },
      { path: '/site/siteunit', title: t('计价单位', 'Pricing units'), icon: 'price-tag-3-line' },
    ],
  },
]

/** Every authenticated route, flat. */
export const allRoutes: RouteNode[] = routeTree.flatMap((g) => g.children)

export function groupOf(path: string): RouteGroup | undefined {
  return routeTree.find((g) => g.children.some((c) => c.path === path))
}
