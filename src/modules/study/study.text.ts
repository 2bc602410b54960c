// The study pages' words (namespace 'study'): zh and en side by side.
import { moduleText } from '../../i18n/module-text.ts'
import { bilingual } from '../../resources/text.ts'

export const studyText = moduleText('study', {
  search: {
    title: bilingual('搜索知识笔记', 'Search knowledge notes'),
    cloud: bilingual('知识云笔记', 'Knowledge cloud notes'),
    label: bilingual('搜索知识笔记', 'Search notes'),
    placeholder: bilingual('搜索标题、标签或正文', 'Search titles, tags or text'),
    offline: bilingual('离线：显示本机保存的笔记', 'Offline: notes kept on this device'),
    none: bilingual('没有找到笔记', 'No notes found'),
  },
  note: {
    missing: bilingual('该知识笔记不存在或未公开', 'This note does not exist or is not public'),
    notHere: bilingual(
      '无网络，且本机尚未保存该笔记。',
      'Offline, and this note has not been kept on this device yet.',
    ),
    visitor: bilingual('访客', 'Visitor'),
    offline: bilingual('离线阅读：本机保存的版本', 'Offline: the copy kept on this device'),
    exercises: bilingual('做练习（{{count}} 题）', 'Exercises ({{count}})'),
  },
  exercises: {
    title: bilingual('练习', 'Exercises'),
    none: bilingual('暂无习题', 'No exercises'),
    right: bilingual('回答正确', 'Right'),
    wrong: bilingual('回答错误，正确答案 {{answer}}', 'Wrong, the answer is {{answer}}'),
    score: bilingual(
      '得分 {{percent}} 分（答对 {{right}}/{{total}}）',
      'Score {{percent}} ({{right}}/{{total}} right)',
    ),
    again: bilingual('重做', 'Try again'),
    handIn: bilingual('交卷', 'Hand in'),
  },
  mine: {
    title: bilingual('我的学习', 'My learning'),
    read: bilingual('读过的笔记（可离线阅读）', 'Notes read (readable offline)'),
    scores: bilingual('练习成绩', 'Exercise scores'),
    points: bilingual('分', 'pts'),
    selfTest: bilingual('知识自测', 'Self-test'),
    start: bilingual('开始练习', 'Start'),
  },
  points: {
    title: bilingual('知识点列表', 'Knowledge points'),
    missing: bilingual('知识点不存在', 'No such knowledge point'),
  },
})
