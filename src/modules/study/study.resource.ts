// Knowledge notes edited on the authenticated side (/study) and read by visitors on the public pages:
// knowledge points form a tree through `parent`, a note hangs on a point, exercises on a note.
import { defineResource } from '../../resources/define-resource.ts'
import { common, f } from '../../resources/fields.ts'
import { numberedAccess } from '../../resources/module-access.ts'
import { notBefore } from '../../resources/record-rules.ts'
import { studyWords } from './words.text.ts'

const access = numberedAccess(190)

/** Longest markdown body a note may hold (characters). */
export const NOTE_BODY_MAX = 20_000

export const studyPoints = defineResource({
  name: 'studyPoints',
  title: studyWords.studyPoints.title,
  api: { list: '/study/getMkdPointList', save: '/study/saveMkdPoint', remove: '/study/delMkdPoint' },
  access,
  route: '/studmkdlist',
  icon: 'list-unordered',
  fields: {
    id: f.id(),
    name: f.text({ label: studyWords.studyPoints.fields.name, required: true, max: 60 }),
    parent: f.ref({ label: studyWords.studyPoints.fields.parent, resource: 'studyPoints', display: 'name' }),
    sort: f.int({ label: studyWords.studyPoints.fields.sort, min: 0, max: 9999 }),
    summary: f.text({ label: studyWords.studyPoints.fields.summary, max: 500, multiline: true }),
  },
  indexes: ['name', 'parent', 'sort'],
  list: { columns: ['name', 'parent', 'sort', 'summary'], search: ['name'], sort: 'sort' },
  form: [['name', 'parent'], ['sort'], ['summary']],
})

export const studyNotes = defineResource({
  name: 'studyNotes',
  title: studyWords.studyNotes.title,
  api: { list: '/study/getMkdList', save: '/study/saveMkd', remove: '/study/delMkd' },
  access,
  route: '/studymkd',
  icon: 'book-open-line',
  fields: {
    id: f.id(),
    title: f.text({ label: studyWords.studyNotes.fields.title, required: true, max: 80 }),
    point: f.ref({ label: studyWords.studyNotes.fields.point, resource: 'studyPoints', display: 'name' }),
    tags: f.text({ label: studyWords.studyNotes.fields.tags, max: 60 }),
    status: common.status({
      published: studyWords.studyNotes.published.status,
      draft: studyWords.studyNotes.draft.status,
    }),
    body: f.text({
      label: studyWords.studyNotes.fields.body,
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
  title: studyWords.studyExercises.title,
  api: { list: '/study/getMkdXitiList', save: '/study/saveMkdXiti', remove: '/study/delMkdXiti' },
  access,
  route: '/studmkdxiti',
  icon: 'question-answer-line',
  recordTitle: 'question',
  fields: {
    id: f.id(),
    note: f.ref({
      label: studyWords.studyExercises.fields.note,
      resource: 'studyNotes',
      display: 'title',
      required: true,
    }),
    question: f.text({
      label: studyWords.studyExercises.fields.question,
      required: true,
      max: 300,
      multiline: true,
    }),
    option_a: f.text({ label: studyWords.studyExercises.fields.option_a, required: true, max: 120 }),
    option_b: f.text({ label: studyWords.studyExercises.fields.option_b, required: true, max: 120 }),
    option_c: f.text({ label: studyWords.studyExercises.fields.option_c, max: 120 }),
    option_d: f.text({ label: studyWords.studyExercises.fields.option_d, max: 120 }),
    answer: f.enumOf({
      label: studyWords.studyExercises.fields.answer,
      options: studyWords.studyExercises.options.answer,
    }),
    explain: f.text({ label: studyWords.studyExercises.fields.explain, max: 500, multiline: true }),
    sort: f.int({ label: studyWords.studyExercises.fields.sort, min: 0, max: 9999 }),
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
  title: studyWords.studyPlans.title,
  api: { list: '/study/getStudyList', save: '/study/saveStudy', remove: '/study/delStudy' },
  access,
  route: '/studylist',
  icon: 'calendar-check-line',
  fields: {
    id: f.id(),
    name: f.text({ label: studyWords.studyPlans.fields.name, required: true, max: 60 }),
    teacher: f.text({ label: studyWords.studyPlans.fields.teacher, max: 30 }),
    start_date: f.date({ label: studyWords.studyPlans.fields.start_date }),
    end_date: f.date({ label: studyWords.studyPlans.fields.end_date }),
    hours: f.int({ label: studyWords.studyPlans.fields.hours, min: 0, max: 999 }),
    score: f.int({ label: studyWords.studyPlans.fields.score, min: 0, max: 100 }),
    remark: f.text({ label: studyWords.studyPlans.fields.remark, max: 500, multiline: true }),
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
