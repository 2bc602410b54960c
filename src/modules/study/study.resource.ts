// Knowledge notes edited on the authenticated side (/study) and read by visitors on the public pages:
// knowledge points form a tree through `parent`, a note hangs on a point, exercises on a note.
import { defineResource } from '../../resources/define-resource.ts'
import { common, f } from '../../resources/fields.ts'
import { numberedAccess } from '../../resources/module-access.ts'
import { notBefore } from '../../resources/record-rules.ts'

const access = numberedAccess(190)

/** Longest markdown body a note may hold (characters). */
export const NOTE_BODY_MAX = 20_000

export const studyPoints = defineResource({
  name: 'studyPoints',
  title: { zh: '知识点', en: 'Knowledge points' },
  api: { list: '/study/getMkdPointList', save: '/study/saveMkdPoint', remove: '/study/delMkdPoint' },
  access,
  route: '/studmkdlist',
  icon: 'list-unordered',
  fields: {
    id: f.id(),
    name: f.text({ label: { zh: '知识点', en: 'Point' }, required: true, max: 60 }),
    parent: f.ref({ label: { zh: '上级知识点', en: 'Parent' }, resource: 'studyPoints', display: 'name' }),
    sort: f.int({ label: { zh: '排序', en: 'Order' }, min: 0, max: 9999 }),
    summary: f.text({ label: { zh: '简介', en: 'Summary' }, max: 500, multiline: true }),
  },
  indexes: ['name', 'parent', 'sort'],
  list: { columns: ['name', 'parent', 'sort', 'summary'], search: ['name'], sort: 'sort' },
  form: [['name', 'parent'], ['sort'], ['summary']],
})

export const studyNotes = defineResource({
  name: 'studyNotes',
  title: { zh: '课程知识管理', en: 'Course knowledge' },
  api: { list: '/study/getMkdList', save: '/study/saveMkd', remove: '/study/delMkd' },
  access,
  route: '/studymkd',
  icon: 'book-open-line',
  fields: {
    id: f.id(),
    title: f.text({ label: { zh: '标题', en: 'Title' }, required: true, max: 80 }),
    point: f.ref({ label: { zh: '知识点', en: 'Point' }, resource: 'studyPoints', display: 'name' }),
    tags: f.text({ label: { zh: '标签', en: 'Tags' }, max: 60 }),
    status: common.status({ published: { zh: '公开', en: 'Public' }, draft: { zh: '草稿', en: 'Draft' } }),
    body: f.text({
      label: { zh: '正文（Markdown）', en: 'Body (Markdown)' },
      max: NOTE_BODY_MAX,
      multiline: true,
    }),
  },
  indexes: ['title', 'point', 'status'],
  list: { columns: ['title', 'point', 'tags', 'status'], search: ['title', 'tags'], sort: 'title' },
  form: [['title', 'point'], ['tags', 'status'], ['body']],
})

export const studyExercises = defineResource({
  name: 'studyExercises',
  title: { zh: '知识习题', en: 'Exercises' },
  api: { list: '/study/getMkdXitiList', save: '/study/saveMkdXiti', remove: '/study/delMkdXiti' },
  access,
  route: '/studmkdxiti',
  icon: 'question-answer-line',
  recordTitle: 'question',
  fields: {
    id: f.id(),
    note: f.ref({
      label: { zh: '所属知识', en: 'Note' },
      resource: 'studyNotes',
      display: 'title',
      required: true,
    }),
    question: f.text({ label: { zh: '题目', en: 'Question' }, required: true, max: 300, multiline: true }),
    option_a: f.text({ label: { zh: '选项 A', en: 'Option A' }, required: true, max: 120 }),
    option_b: f.text({ label: { zh: '选项 B', en: 'Option B' }, required: true, max: 120 }),
    option_c: f.text({ label: { zh: '选项 C', en: 'Option C' }, max: 120 }),
    option_d: f.text({ label: { zh: '选项 D', en: 'Option D' }, max: 120 }),
    answer: f.enumOf({
      label: { zh: '答案', en: 'Answer' },
      options: {
        a: { zh: 'A', en: 'A' },
        b: { zh: 'B', en: 'B' },
        c: { zh: 'C', en: 'C' },
        d: { zh: 'D', en: 'D' },
      },
    }),
    explain: f.text({ label: { zh: '解析', en: 'Explanation' }, max: 500, multiline: true }),
    sort: f.int({ label: { zh: '排序', en: 'Order' }, min: 0, max: 9999 }),
  },
  indexes: ['note', 'sort'],
  list: { columns: ['question', 'note', 'answer', 'sort'], search: ['question'], sort: 'sort' },
  form: [
    ['note', 'sort'],
    ['question'],
    ['option_a', 'option_b'],
    ['option_c', 'option_d'],
    ['answer'],
    ['explain'],
  ],
})

export const studyPlans = defineResource({
  name: 'studyPlans',
  title: { zh: '课程计划评价', en: 'Course plans' },
  api: { list: '/study/getStudyList', save: '/study/saveStudy', remove: '/study/delStudy' },
  access,
  route: '/studylist',
  icon: 'calendar-check-line',
  fields: {
    id: f.id(),
    name: f.text({ label: { zh: '课程名称', en: 'Course' }, required: true, max: 60 }),
    teacher: f.text({ label: { zh: '讲师', en: 'Teacher' }, max: 30 }),
    start_date: f.date({ label: { zh: '开始日期', en: 'Starts' } }),
    end_date: f.date({ label: { zh: '结束日期', en: 'Ends' } }),
    hours: f.int({ label: { zh: '学时', en: 'Hours' }, min: 0, max: 999 }),
    score: f.int({ label: { zh: '评价得分', en: 'Rating' }, min: 0, max: 100 }),
    remark: f.text({ label: { zh: '评价', en: 'Review' }, max: 500, multiline: true }),
  },
  rules: [notBefore('end_date', 'start_date')],
  indexes: ['name', 'start_date'],
  list: {
    columns: ['name', 'teacher', 'start_date', 'end_date', 'hours', 'score'],
    search: ['name', 'teacher'],
    sort: 'start_date',
  },
  form: [['name', 'teacher'], ['start_date', 'end_date'], ['hours', 'score'], ['remark']],
})
