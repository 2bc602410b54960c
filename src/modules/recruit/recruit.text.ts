// The recruitment pages' words (namespace 'recruit'): zh and en side by side.
import { moduleText } from '../../i18n/module-text.ts'
import { bilingual } from '../../resources/text.ts'

export const recruitText = moduleText('recruit', {
  publish: bilingual('通过并发布', 'Publish'),
  reject: bilingual('驳回', 'Send back'),
  reason: bilingual('请输入驳回原因', 'Why is it sent back?'),
})
