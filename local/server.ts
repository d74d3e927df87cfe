// The local runtime: one HTTP server on one port that mounts every route of `lambdas/routes.ts` under
// /backend/api (as API Gateway would), serves /config.json and the SPA, and runs the embedded parts behind
// it: dynalite, s3rver, the local sign-in issuer and the mail outbox (`/__mail`), all persisted in one data
// folder; the scheduled jobs run on timers (scheduled-jobs.ts).
import {
  createServer,
  type IncomingMessage,
  type RequestListener,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { EDGE_RATE_LIMITED_CODE, EDGE_RATE_LIMITED_MESSAGE } from '@shared/api/rate-limits';
import { type RuntimeConfig, runtimeConfigSchema } from '@shared/runtime-config';
import type { ApiHandler } from '../lambdas/core/handler';
import { logger } from '../lambdas/core/logger';
import { POWERTOOLS_ENV } from '../lambdas/core/powertools-env';
import {
  DEFAULT_EDGE_LIMITS,
  type EdgeLimits,
  isAnonymousCreateRoute,
  isHeavyRoute,
} from '../lambdas/edge-limits';
import { API_PREFIX, jobs, type RouteDef, routes, type TableName } from '../lambdas/routes';
import { tableEnvName, tables } from '../lambdas/tables';
import {
  lambdaContext,
  MAX_PAYLOAD_BYTES,
  matchPath,
  PayloadTooLarge,
  readBody,
  sendResult,
  toEvent,
} from './api-gateway';
import { type DataDirLock, lockDataDir } from './data-dir-lock';
import { createEdgeLimiter, type EdgeClass, type EdgeLimiter } from './edge-limiter';
import { type LocalIssuer, openLocalIssuer } from './issuer';
import { type LocalDynamo, startLocalDynamo } from './local-dynamo';
import { type LocalS3, startLocalS3 } from './local-s3';
import { MAIL_OUTBOX_FOLDER, MAIL_OUTBOX_PREFIX, outboxListener } from './mail-outbox/outbox-page';
import { LocalRuntimeError, PortInUseError } from './runtime-errors';
import { startLocalJobs } from './scheduled-jobs';
import { distSpa, type SpaMode, type SpaServer, viteSpa } from './spa';
import { localSealCertificate } from './test-seal-certificate';
import { startTtlSweep, TTL_SWEEP_JOB } from './ttl-sweep';
import { warmUpRoutes } from './warm-up';

const REPO_DIR = fileURLToPath(new URL('..', import.meta.url));
const LAMBDAS_DIR = resolve(REPO_DIR, 'lambdas');
export const LOCAL_PDF_BUCKET = 'local-pdfs';
/** The local-only sign-in endpoint, below API_PREFIX; deliberately absent from routes.ts. */
export const LOCAL_LOGIN_PATH = '/local-login';

/** What an extension (e.g. the Mercado Pago stand-in) learns about the runtime it joins. */
export interface LocalExtensionContext {
  /** Base URL of the runtime, e.g. `http://127.0.0.1:3000`. */
  url: string;
  port: number;
  dataDir: string;
}

/** A part plugged into the same server, set up after the port is known and before handlers load. */
export interface LocalExtension {
  /**
   * Node request listeners mounted below a prefix such as `/__mp`; the prefix is removed from `req.url`
   * (so `/__mp/v1/payments` arrives as `/v1/payments`) and kept in `req.originalUrl`.
   */
  mounts?: Array<{ prefix: string; listener: RequestListener }>;
  /** Environment for the handlers (e.g. the Mercado Pago base URL and secrets), set before they load. */
  env?: Record<string, string>;
  /** Merged into `/config.json`, e.g. `{ paymentSimulator: true }`. */
  runtimeConfig?: Partial<RuntimeConfig>;
  stop?(): Promise<void>;
}

export type LocalExtensionFactory = (
  context: LocalExtensionContext,
) => LocalExtension | Promise<LocalExtension>;

export interface LocalRuntimeOptions {
  /** Port of the one server; 0 (default) picks a free one. */
  port?: number;
  /** Listening address; default loopback only. */
  host?: string;
  /** Data folder (dynalite, s3rver, issuer key, lock); default `.data` relative to the working folder. */
  dataDir?: string;
  /** How the SPA is served: Vite middleware, the built `web/dist`, or not at all (default). */
  spa?: SpaMode;
  /** Extra environment for the handlers, applied last (e.g. PRICE_* overrides in tests). */
  env?: Record<string, string>;
  /** Merged into `/config.json` last (e.g. ViaCEP/BrasilAPI base URLs of a test fixture). */
  runtimeConfig?: Partial<RuntimeConfig>;
  extensions?: LocalExtensionFactory[];
  /**
   * The front door's per-address limits (as AWS WAF's, `edge-limits.ts`): default DEFAULT_EDGE_LIMITS; false
   * turns them off (a test harness whose tests are not about them, all from one address).
   */
  edgeLimits?: EdgeLimits | false;
  /**
   * Once listening, loads every route's handler and the PDF engine in the background, as a Lambda's init phase
   * does before its first request (`warm-up.ts`): `npm start` does; tests that start many runtimes do not.
   */
  warmUp?: boolean;
}

export interface LocalRuntime {
  /** Base URL, e.g. `http://127.0.0.1:3000`; the API is below `${url}/backend/api`. */
  url: string;
  port: number;
  dataDir: string;
  dynamoEndpoint: string;
  s3Endpoint: string;
  /** The local sign-in issuer (tests use it to mint tokens, e.g. expired ones, with the real key). */
  issuer: LocalIssuer;
  /**
   * Runs a pass of a scheduled job of `routes.ts` now, as its timer would, and answers its handler's result;
   * `ttl-sweep` (DynamoDB's TTL, emulated: `ttl-sweep.ts`) answers how many expired items it deleted.
   */
  runJob(name: string): Promise<unknown>;
  /** Stops every part, waits for them, restores the environment and releases the data folder. */
  stop(): Promise<void>;
}

type Cleanup = () => Promise<void> | void;

function applyEnv(vars: Record<string, string>): Cleanup {
  const previous = new Map<string, string | undefined>();
  for (const [name, value] of Object.entries(vars)) {
    previous.set(name, process.env[name]);
    process.env[name] = value;
  }
  return () => {
    for (const [name, value] of previous) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  };
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE') reject(new PortInUseError(port));
      else if (error.code === 'EACCES') {
        reject(
          new LocalRuntimeError(`Port ${port} needs privileges this user lacks. Choose another with PORT.`),
        );
      } else reject(error);
    };
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      resolvePort((server.address() as AddressInfo).port);
    });
  });
}

/** How long requests still running get to finish when the runtime stops, before their sockets go. */
const STOP_GRACE_MS = 1000;

/**
 * Closes the server once every socket is gone. An open tab holds keep-alive connections and, with Vite, an
 * upgraded HMR WebSocket that neither `closeIdleConnections` nor `closeAllConnections` reaches (an upgraded
 * socket leaves the server's HTTP bookkeeping), and `close` waited for it forever: so every socket is tracked
 * and destroyed after the grace period.
 */
function closeServer(server: Server, sockets: ReadonlySet<Socket>): Promise<void> {
  return new Promise((resolveClose) => {
    if (!server.listening) return resolveClose();
    server.close(() => resolveClose());
    server.closeIdleConnections();
    setTimeout(() => {
      server.closeAllConnections();
      for (const socket of sockets) socket.destroy();
    }, STOP_GRACE_MS).unref();
  });
}

function sendJson(
  res: ServerResponse,
  status: number,
  body: object,
  headers: Record<string, string> = {},
): void {
  res.statusCode = status;
  res.setHeader('content-type', 'application/json; charset=utf-8');
  res.setHeader('cache-control', 'no-store');
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.end(JSON.stringify(body));
}

function sendError(res: ServerResponse, status: number, code: string, message: string, headers = {}): void {
  sendJson(res, status, { ok: false, error: { code, message } }, headers);
}

interface MountedRoute {
  method: RouteDef['method'];
  path: string;
  name: string;
  rendersPdf: boolean;
  /** The front door's tighter limits that apply besides `all`. */
  edgeClasses: { heavy: boolean; anonymousCreate: boolean };
  timeoutSeconds: number;
  load(): Promise<ApiHandler>;
}

/** Imports a route's handler on first use (after the environment is set) and checks its access level. */
function lazyRoute(route: RouteDef): MountedRoute {
  let loading: Promise<ApiHandler> | undefined;
  const load = async (): Promise<ApiHandler> => {
    const module = (await import(pathToFileURL(join(LAMBDAS_DIR, route.handler)).href)) as {
      handler?: unknown;
    };
    const handler = module.handler as ApiHandler | undefined;
    if (typeof handler !== 'function') throw new Error(`${route.handler} does not export a handler`);
    if (handler.access !== undefined && handler.access !== route.access) {
      throw new Error(
        `${route.handler} declares access "${handler.access}" but routes.ts says "${route.access}" for ${route.method} ${route.path}`,
      );
    }
    return handler;
  };
  return {
    method: route.method,
    path: route.path,
    name: route.handler.replace(/\.ts$/, '').replace(/\W+/g, '-'),
    rendersPdf: route.rendersPdf === true,
    edgeClasses: { heavy: isHeavyRoute(route), anonymousCreate: isAnonymousCreateRoute(route) },
    timeoutSeconds: route.timeoutSeconds ?? 29,
    load() {
      loading ??= load().catch((error: unknown) => {
        loading = undefined; // a fixed file is picked up by the next request
        throw error;
      });
      return loading;
    },
  };
}

/** The limits a request counts against: every API request, and the tighter ones of its route. */
function edgeClassesOf(route: MountedRoute | undefined, req: IncomingMessage): EdgeClass[] {
  const classes: EdgeClass[] = ['all'];
  if (route?.edgeClasses.heavy) classes.push('heavy');
  const signedIn = /^bearer /i.test(req.headers.authorization ?? '');
  if (route?.edgeClasses.anonymousCreate && !signedIn) classes.push('anonymousCreate');
  return classes;
}

async function invoke(route: MountedRoute, req: IncomingMessage, res: ServerResponse, apiPath: string) {
  const match = matchPath(route.path, apiPath);
  let body: Buffer;
  try {
    body = await readBody(req, MAX_PAYLOAD_BYTES);
  } catch (error) {
    if (error instanceof PayloadTooLarge) {
      return sendError(res, 413, 'payload_too_large', 'Conteúdo da requisição muito grande.');
    }
    throw error;
  }
  const handler = await route.load();
  const event = toEvent(req, body, `${route.method} ${route.path}`, match ?? {});
  sendResult(res, await handler(event, lambdaContext(route.name, route.timeoutSeconds)));
}

export async function startLocalRuntime(options: LocalRuntimeOptions = {}): Promise<LocalRuntime> {
  const dataDir = resolve(options.dataDir ?? '.data');
  const host = options.host ?? '127.0.0.1';
  const cleanups: Cleanup[] = [];
  const runCleanups = async () => {
    while (cleanups.length > 0) {
      const cleanup = cleanups.pop();
      try {
        await cleanup?.();
      } catch (error) {
        logger.error('local runtime: a part failed to stop', { error });
      }
    }
  };

  let ready = false;
  const mounted = routes.map(lazyRoute);
  let mounts: Array<{ prefix: string; listener: RequestListener }> = [];
  let spa: SpaServer | undefined;
  let configJson = '';

  // Routes without `{param}` segments looked up by path (every route today); templated ones matched in turn.
  const byPath = new Map<string, MountedRoute[]>();
  const templated: MountedRoute[] = [];
  const addRoute = (route: MountedRoute) => {
    if (route.path.includes('{')) templated.push(route);
    else byPath.set(route.path, [...(byPath.get(route.path) ?? []), route]);
  };
  for (const route of mounted) addRoute(route);

  const limiter: EdgeLimiter | undefined =
    options.edgeLimits === false ? undefined : createEdgeLimiter(options.edgeLimits ?? DEFAULT_EDGE_LIMITS);

  const handleApi = async (req: IncomingMessage, res: ServerResponse, apiPath: string) => {
    const method = req.method ?? 'GET';
    const candidates = [
      ...(byPath.get(apiPath) ?? []),
      ...templated.filter((r) => matchPath(r.path, apiPath)),
    ];
    const route = candidates.find((r) => r.method === method);
    // Per connection address, as WAF counts per viewer address: refused before any handler runs.
    const decision = limiter?.take(req.socket.remoteAddress ?? '', edgeClassesOf(route, req));
    if (decision && !decision.allowed) {
      req.resume();
      return sendError(res, 429, EDGE_RATE_LIMITED_CODE, EDGE_RATE_LIMITED_MESSAGE, {
        'retry-after': String(Math.max(1, decision.retryAfterSeconds)),
      });
    }
    if (route) return invoke(route, req, res, apiPath);
    req.resume();
    if (candidates.length > 0) {
      return sendError(res, 405, 'method_not_allowed', 'Método não permitido.', {
        allow: [...new Set(candidates.map((r) => r.method))].join(', '),
      });
    }
    return sendError(res, 404, 'not_found', 'Rota não encontrada.');
  };

  const onRequest = async (req: IncomingMessage, res: ServerResponse) => {
    const pathname = new URL(req.url ?? '/', 'http://local').pathname;
    if (!ready) return sendError(res, 503, 'starting', 'O servidor local ainda está iniciando.');
    if (pathname === API_PREFIX || pathname.startsWith(`${API_PREFIX}/`)) {
      return handleApi(req, res, pathname.slice(API_PREFIX.length) || '/');
    }
    const mount = mounts.find((m) => pathname === m.prefix || pathname.startsWith(`${m.prefix}/`));
    if (mount) {
      Object.assign(req, { originalUrl: req.url });
      req.url = (req.url ?? '/').slice(mount.prefix.length) || '/';
      if (!req.url.startsWith('/')) req.url = `/${req.url}`;
      return mount.listener(req, res);
    }
    if (pathname === '/config.json') {
      res.setHeader('cache-control', 'no-store');
      res.setHeader('content-type', 'application/json; charset=utf-8');
      return res.end(configJson);
    }
    const notFound = () => {
      res.statusCode = 404;
      res.setHeader('content-type', 'text/plain; charset=utf-8');
      res.end('Não encontrado.');
    };
    if (spa) return spa.handle(req, res, notFound);
    notFound();
  };

  const server = createServer((req, res) => {
    onRequest(req, res).catch((error: unknown) => {
      logger.error('local runtime: request failed', {
        method: req.method,
        path: req.url?.split('?')[0],
        error,
      });
      if (!res.headersSent) sendError(res, 500, 'internal', 'Erro interno. Tente novamente em instantes.');
      else res.destroy();
    });
  });
  const sockets = new Set<Socket>();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });

  try {
    cleanups.push(applyEnv({ AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' }));
    const lock: DataDirLock = await lockDataDir(dataDir);
    cleanups.push(() => lock.release());

    // The port first: a port in use fails before anything touches the data folder.
    const port = await listen(server, options.port ?? 0, host);
    cleanups.push(() => closeServer(server, sockets));
    const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;

    const tableNames = Object.fromEntries(Object.keys(tables).map((t) => [t, t])) as Record<
      TableName,
      string
    >;
    const dynamo: LocalDynamo = await startLocalDynamo(dataDir, tableNames);
    cleanups.push(() => dynamo.stop());
    const s3: LocalS3 = await startLocalS3(dataDir, LOCAL_PDF_BUCKET);
    cleanups.push(() => s3.stop());
    const issuer = await openLocalIssuer(dataDir);

    const extensions: LocalExtension[] = [];
    for (const factory of options.extensions ?? []) {
      const extension = await factory({ url, port, dataDir });
      extensions.push(extension);
      if (extension.stop) cleanups.push(() => extension.stop?.());
    }
    // E-mail stays on this machine: each message a file of the data folder, shown at /__mail.
    const outboxDir = join(dataDir, MAIL_OUTBOX_FOLDER);
    mounts = [
      { prefix: MAIL_OUTBOX_PREFIX, listener: outboxListener(outboxDir) },
      ...extensions.flatMap((e) => e.mounts ?? []),
    ];

    cleanups.push(
      applyEnv({
        AUTH_MODE: 'local',
        LOCAL_JWKS: JSON.stringify(issuer.jwks),
        AWS_REGION: process.env.AWS_REGION || 'us-east-1',
        DYNAMODB_ENDPOINT: dynamo.endpoint,
        S3_ENDPOINT: s3.endpoint,
        PDF_BUCKET: LOCAL_PDF_BUCKET,
        DATA_DIR: dataDir,
        // Released PDFs' verification footers and e-mailed links point at this server.
        PUBLIC_SITE_URL: url,
        MAIL_OUTBOX_DIR: outboxDir,
        // Powertools as in AWS (service, namespace), with no traces (no X-Ray here) and no metrics: their EMF
        // lines would only crowd the console (POWERTOOLS_METRICS_DISABLED=false in the shell shows them).
        ...POWERTOOLS_ENV,
        POWERTOOLS_TRACE_ENABLED: 'false',
        POWERTOOLS_METRICS_DISABLED: process.env.POWERTOOLS_METRICS_DISABLED ?? 'true',
        ...Object.fromEntries(
          Object.entries(tableNames).map(([t, name]) => [tableEnvName(t as TableName), name]),
        ),
        ...Object.assign({}, ...extensions.map((e) => e.env ?? {})),
        ...options.env,
      }),
    );

    configJson = JSON.stringify(
      runtimeConfigSchema.parse({
        apiBase: API_PREFIX,
        authMode: 'local',
        ...Object.assign({}, ...extensions.map((e) => e.runtimeConfig ?? {})),
        ...options.runtimeConfig,
      }),
    );

    // Loaded only now, after the environment is set: like every handler, the configuration is read once at
    // module load. Checking it here turns a bad variable into a start-up message instead of 500s later.
    try {
      await import('../lambdas/core/config');
    } catch (error) {
      if ((error as Error).name === 'ConfigError') throw new LocalRuntimeError((error as Error).message);
      throw error;
    }
    // Imported after the same reset as the handlers' modules, so the adapter they load is this one.
    const { provideLocalSealCertificate } = await import('../lambdas/adapters/seal-certificate');
    provideLocalSealCertificate(localSealCertificate);
    const { createLocalLoginHandler } = await import('./local-login');
    const loginHandler = createLocalLoginHandler(issuer);
    addRoute({
      method: 'POST',
      path: LOCAL_LOGIN_PATH,
      name: 'local-login',
      rendersPdf: false,
      edgeClasses: { heavy: false, anonymousCreate: false },
      timeoutSeconds: 29,
      load: async () => loginHandler,
    });

    // After the configuration, before the server is ready; stopped before the parts it uses.
    const scheduled = startLocalJobs(jobs, LAMBDAS_DIR);
    cleanups.push(() => scheduled.stop());
    const ttlSweep = startTtlSweep(dynamo.endpoint, tableNames);
    cleanups.push(() => ttlSweep.stop());

    const spaMode = options.spa ?? 'none';
    if (spaMode === 'vite') spa = await viteSpa(join(REPO_DIR, 'web'), server);
    else if (spaMode === 'dist') spa = await distSpa(join(REPO_DIR, 'web', 'dist'));
    const startedSpa = spa;
    if (startedSpa) cleanups.push(() => startedSpa.stop());

    ready = true;
    let stopping: Promise<void> | undefined;
    if (options.warmUp) {
      const warming = warmUpRoutes(mounted, () => stopping !== undefined);
      // Stopping waits for the step in progress, so no import or render outlives the parts it uses.
      cleanups.push(() => warming);
    }
    return {
      url,
      port,
      dataDir,
      dynamoEndpoint: dynamo.endpoint,
      s3Endpoint: s3.endpoint,
      issuer,
      runJob: (name) => (name === TTL_SWEEP_JOB ? ttlSweep.run() : scheduled.run(name)),
      stop() {
        ready = false;
        // The front door first, so no request reaches a part that is already gone.
        stopping ??= closeServer(server, sockets).then(runCleanups);
        return stopping;
      },
    };
  } catch (error) {
    await runCleanups();
    throw error;
  }
}
