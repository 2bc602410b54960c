// The sync worker: a thin comlink entry over src/sync. It may import src/sync, src/data, src/api,
// src/resources and module declarations, never page code (tools/check-deps.mjs).
import * as Comlink from 'comlink'
import { catalogue } from '../src/modules/registry.ts'
import { createSyncWorkerApi } from '../src/sync/worker-api.ts'

Comlink.expose(createSyncWorkerApi(catalogue), self)
