// The HTTP application: the API under /api (spec §7: host + api segment), then the built app.
import { Hono } from 'hono'
import { secureHeaders } from 'hono/secure-headers'
import { ATTACHMENT_FILE_PATH } from '../src/api/attachments.ts'
import { Code } from '../src/api/codes.ts'
import { definedCommands } from '../src/modules/module-commands.ts'
import { resources } from '../src/modules/registry.ts'
import { flowSaveHooks } from './approvals/flow-save-check.ts'
import { routingHooks } from './approvals/routing-guard.ts'
import { approvalScopes } from './approvals/sop-access.ts'
import { roleHooks } from './auth/role-access.ts'
import type { RsaKeys } from './auth/rsa.ts'
import type { ServerConfig } from './config.ts'
import { budgetOutputHooks } from './cost/confirmation.ts'
import { collectChanges } from './db/change-notes.ts'
import type { Db } from './db/connection.ts'
import { combineWriteHooks } from './db/write-hooks.ts'
import { settlementHooks } from './finance/settlement-hooks.ts'
import { bodyLimits } from './http/body-limits.ts'
import type { AppEnv } from './http/context.ts'
import { ApiFailure, failure } from './http/envelope.ts'
import { healthRoutes } from './http/health-routes.ts'
import { pickLang } from './http/messages.ts'
import { queryGuard } from './http/query-guard.ts'
import { requestLog } from './http/request-log.ts'
import { answerStopping, answerUnavailable, ServerState } from './http/server-state.ts'
import { mountStaticApp, mountUploads } from './http/static-app.ts'
import { type ChangeHub, createChangeHub } from './live/change-hub.ts'
import { attachmentRoutes } from './routes/attachment-routes.ts'
import { auditRoutes } from './routes/audit-routes.ts'
import { devRoutes } from './routes/dev-routes.ts'
import { faultMiddleware } from './routes/fault-middleware.ts'
import { liveRoutes } from './routes/live-routes.ts'
import { publicRoutes } from './routes/public-routes.ts'
import { pushBatchRoutes } from './routes/push-batch-routes.ts'
import { registerRoutes } from './routes/register-routes.ts'
import { resourceRoutes } from './routes/resource-routes.ts'
import { serveTheRest } from './routes/serve-command.ts'
import { sessionRoutes } from './routes/session-routes.ts'
import { shopRoutes } from './routes/shop-routes.ts'
import { siteAdminRoutes } from './routes/site-admin-routes.ts'
import { siteRoutes } from './routes/site-routes.ts'
import { sopsCommandRoutes } from './routes/sops-command-routes.ts'
import { sopsQueryRoutes } from './routes/sops-query-routes.ts'
import { staffQueryRoutes } from './routes/staff-query-routes.ts'
import { staffRoutes } from './routes/staff-routes.ts'
import { standInRoutes } from './routes/stand-in-routes.ts'
import { taskRoutes } from './routes/task-routes.ts'
import { userRoutes } from './routes/user-routes.ts'
import { wechatRoutes } from './routes/wechat-routes.ts'
import { yunRoutes } from './routes/yun-routes.ts'
import { memberCardHooks } from './shop/member-card-hooks.ts'
import { proveOfflineGrants } from './shop/offline-code-proof.ts'
import { priceHistoryHooks } from './shop/price-history-hooks.ts'

export const API_PREFIX = '/api'
const ATTACHMENT_FILES = `${API_PREFIX}${ATTACHMENT_FILE_PATH}/`

function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code
  return code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505'
}

export function createApp(
  db: Db,
  config: ServerConfig,
  rsa: RsaKeys | null,
  live: ChangeHub = createChangeHub(db, config),
  state: ServerState = new ServerState(config.log, config.now),
): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  // Health first: a drain is what /readyz reports (503, draining: true) and /healthz stays 200 through
  // it, so neither meets the drain's refusal below (nor is counted, nor logged: request-log.ts). Their
  // connections close all the same, as every other answer's does during a drain.
  for (const probe of ['/healthz', '/readyz'])
    app.use(probe, async (c, next) => {
      await next()
      if (state.draining) c.header('Connection', 'close')
    })
  app.route('/', healthRoutes(db, state))
  // Counted so a drain knows when the last request is done; once draining, nothing new is taken and
  // every answer closes its connection, so kept-alive tills cannot hold the process open.
  app.use('*', async (c, next) => {
    if (state.draining) {
      c.set('lang', pickLang(c.req.header('accept-language')))
      return answerStopping(c)
    }
    state.requestStarted()
    try {
      await next()
    } finally {
      state.requestEnded()
      if (state.draining) c.header('Connection', 'close')
    }
    if (state.storageFullSince !== null && c.req.method !== 'GET' && c.res.status < 500)
      state.writeSucceeded()
  })
  if (config.logRecord) app.use('*', requestLog(config.logRecord))
  const appHeaders = secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      mediaSrc: ["'self'"],
      connectSrc: ["'self'"],
      workerSrc: ["'self'"],
      // The approval page previews a PDF attachment from the device's store (a blob: URL typed as
      // PDF by the page): the browser's PDF viewer counts as plugin data, so blob: only, nothing else.
      objectSrc: ['blob:'],
      frameSrc: ["'self'", 'blob:'],
      baseUri: ["'self'"],
      frameAncestors: ["'none'"],
    },
    crossOriginEmbedderPolicy: false,
  })
  // An attachment carries its own, stricter policy (server/attachments/served-type.ts).
  app.use('*', (c, next) => (c.req.path.startsWith(ATTACHMENT_FILES) ? next() : appHeaders(c, next)))
  app.use('*', async (c, next) => {
    c.set('db', db)
    c.set('config', config)
    c.set('lang', pickLang(c.req.header('accept-language')))
    c.set('live', live)
    c.set('state', state)
    c.set('beforeCommand', proveOfflineGrants)
    await next()
  })
  app.onError((err, c) => {
    if (err instanceof ApiFailure) return failure(c, err)
    // A write that a unique key refused (an id already taken) is the caller's mistake, not the server's.
    if (isUniqueViolation(err)) return failure(c, new ApiFailure(Code.unprocessable, 'badRequest'))
    const unavailable = answerUnavailable(c, err, state)
    if (unavailable) return unavailable
    config.log(`error ${c.req.method} ${c.req.path}: ${err.stack ?? err}`)
    return failure(c, new ApiFailure(Code.serverError, 'serverError'))
  })

  const api = new Hono<AppEnv>()
  // API answers carry user data: no browser or proxy cache may keep them (reliability-anchors S6).
  api.use('*', async (c, next) => {
    await next()
    c.header('Cache-Control', 'no-store')
  })
  api.use('*', bodyLimits)
  if (config.faults) api.use('*', faultMiddleware(config.faults))
  api.use('*', queryGuard)
  // Each request (each entry of a batch too) collects the lists its writes changed; once it has
  // finished without an error, its transaction is committed and the devices that may see them are told.
  api.use('*', async (c, next) => {
    const notes = await collectChanges(next)
    if (notes.length > 0 && !c.error)
      live
        .publish(notes)
        .catch((e) => config.log(`live: publish failed: ${e instanceof Error ? e.stack : e}`))
  })
  api.route('/', sessionRoutes(rsa))
  api.route('/', wechatRoutes())
  api.route('/', publicRoutes())
  api.route('/', yunRoutes())
  api.route('/', staffRoutes())
  api.route('/', staffQueryRoutes())
  api.route('/', userRoutes())
  api.route('/', siteAdminRoutes())
  api.route('/', taskRoutes())
  api.route('/', registerRoutes())
  if (config.development) api.route('/', devRoutes())
  api.route(
    '/',
    resourceRoutes(
      resources.filter((r) => !r.customServer),
      approvalScopes,
      combineWriteHooks([
        priceHistoryHooks,
        memberCardHooks,
        settlementHooks,
        budgetOutputHooks,
        roleHooks,
        routingHooks,
        flowSaveHooks,
      ]),
    ),
  )
  api.route('/', shopRoutes())
  api.route('/', sopsCommandRoutes())
  api.route('/', standInRoutes())
  api.route('/', auditRoutes(config.recycleDays, approvalScopes))
  api.route('/', attachmentRoutes())
  api.route('/', sopsQueryRoutes())
  api.route('/', siteRoutes(rsa))
  api.route('/', liveRoutes())
  api.route(
    '/',
    pushBatchRoutes(API_PREFIX, async (request, env) => app.fetch(request, env as never)),
  )
  // Every defined command a route above has not served with its own server part, as defined.
  serveTheRest(api, definedCommands)
  api.all('*', () => {
    throw new ApiFailure(Code.notFound, 'notFound')
  })
  app.route(API_PREFIX, api)

  mountUploads(app, config.dataDir)
  if (config.staticDir) mountStaticApp(app, config.staticDir)
  return app
}
