// The names of the rights PM3 adds to spec §6 (access-codes.ts), zh and en side by side.
import { bilingual, type TextTree } from '../resources/text.ts'

export const accessCodesWords = {
  manageRecruitment: bilingual('招聘·发布与审核招聘', 'Recruitment · publish and review notices'),
  readSignups: bilingual('招聘·查看报名信息', 'Recruitment · read sign-ups'),
  publishWebsite: bilingual('网站·发布网站内容', 'Website · publish content'),
  priceOverride: bilingual('门店·改价与折扣', 'Shop · override prices and discounts'),
  approvalRouting: bilingual(
    '人事·调整部门岗位（审批路由）',
    'HR · change departments and posts (approval routing)',
  ),
  wechatToken: bilingual('微信·公众号访问令牌', 'WeChat · official account access token'),
  readAuditLog: bilingual('系统·查看审计日志', 'System · read the audit log'),
  recycleBin: bilingual('系统·回收站（恢复与彻底删除）', 'System · recycle bin (restore and purge)'),
} satisfies TextTree
