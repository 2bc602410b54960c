// The sheet worker: a thin comlink entry over src/data/sheet-jobs.ts (export and import of lists).
// It may import src/data, src/resources and module declarations, never page code (tools/check-deps.mjs).
import * as Comlink from 'comlink'
import { createSheetJobs } from '../src/data/sheet-jobs.ts'
import { catalogue } from '../src/modules/registry.ts'

Comlink.expose(createSheetJobs(catalogue), self)
