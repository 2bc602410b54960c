// The data dictionary (/site/sitedict, spec §2 "dictionary"): the entries of enumerations forms use
// (categories, industries…), edited without a release. Every signed-in device mirrors it, so a form
// offline offers what the admin last set; only an admin writes it.
import { defineResource } from '../../resources/define-resource.ts'
import { f } from '../../resources/fields.ts'
import { dictionaryWords } from './words.text.ts'

export const dictionary = defineResource({
  name: 'dictionary',
  title: dictionaryWords.dictionary.title,
  api: { list: '/site/getDictList', save: '/site/saveDict', remove: '/site/delDict' },
  access: { switch: 'sel900' },
  writeAccess: { switch: 'sel900', code: 900 },
  route: '/site/sitedict',
  icon: 'book-2-line',
  fields: {
    id: f.id(),
    /** The enumeration the entry belongs to, as a field declares it (`f.dictionary({ dictionary })`). */
    dict: f.text({ label: dictionaryWords.dictionary.fields.dict, required: true, max: 40 }),
    /** What a record stores: keep it when the label changes, or records lose their meaning. */
    value: f.text({ label: dictionaryWords.dictionary.fields.value, required: true, max: 60 }),
    label_zh: f.text({ label: dictionaryWords.dictionary.fields.label_zh, required: true, max: 60 }),
    label_en: f.text({ label: dictionaryWords.dictionary.fields.label_en, max: 60 }),
    sort: f.int({ label: dictionaryWords.dictionary.fields.sort, min: 0, max: 9999 }),
    /** Kept for records that hold it, no longer offered in forms. */
    disabled: f.bool({ label: dictionaryWords.dictionary.fields.disabled }),
  },
  indexes: ['dict', 'sort'],
  list: {
    columns: ['dict', 'value', 'label_zh', 'label_en', 'sort', 'disabled'],
    search: ['dict', 'value', 'label_zh', 'label_en'],
    sort: 'dict',
  },
  form: [
    ['dict', 'value'],
    ['label_zh', 'label_en'],
    ['sort', 'disabled'],
  ],
})
