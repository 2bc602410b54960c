// The words of public-paths.ts, zh and en side by side (their one home: docs/architecture.md, "Words").
import { bilingual, type TextTree } from '../resources/text.ts'

export const publicPathsWords = {
  PUBLIC_PAGE_TITLES: {
    '/signup': bilingual('活动报名', 'Activity sign-up'),
    '/dianregi': bilingual('会员自助登记', 'Member registration'),
    '/dianbang': bilingual('会员卡绑定', 'Bind a card'),
    '/dianuser': bilingual('我的提交记录', 'My submissions'),
    '/ok': bilingual('提交成功', 'Submitted'),
    '/callback': bilingual('微信登录', 'WeChat sign-in'),
    '/pubmkdinfo': bilingual('知识笔记', 'Knowledge note'),
    '/pubmkdxiti': bilingual('知识习题', 'Exercises'),
    '/pubmksou': bilingual('搜索知识', 'Search notes'),
    '/pubmkdce': bilingual('知识自测', 'Self-test'),
    '/pubmy': bilingual('我的学习', 'My learning'),
    '/mkdlist': bilingual('知识点列表', 'Knowledge points'),
    '/mkdinfo': bilingual('知识点详情', 'Knowledge point'),
    '/yunmkd': bilingual('知识云笔记', 'Knowledge cloud notes'),
    '/yunlogin': bilingual('云计价登录', 'Cloud sign-in'),
    '/yunindex': bilingual('云计价', 'Cloud pricing'),
    '/yunpeidian': bilingual('配电箱估算', 'Box estimate'),
    '/yunrizhi': bilingual('日志笔记本', 'Log notebook'),
    '/yuncost': bilingual('成本估算', 'Cost estimate'),
    '/yuncostlist': bilingual('成本估算笔记本', 'Cost notebook'),
    '/yunpeidianshebei': bilingual('设备价格', 'Equipment'),
    '/yunpeidiangujia': bilingual('估价', 'Valuation'),
  },
} satisfies TextTree
