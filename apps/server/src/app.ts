import type { FastifyInstance } from 'fastify';
import { createAppCore } from './app-core.js';
import { createAppModules } from './app-modules.js';
import type { App, AppOptions } from './app-options.js';
import { createFastify, registerRequestPlugins, registerSitePlugins } from './app-plugins.js';
import { healthRoute } from './lib/health-route.js';
import type { AppModule } from './modules/app-module.js';
import { sweepUploads } from './modules/files/upload-sweep.js';
import { createMailModule } from './modules/mail/mail.module.js';
import { createAppMetrics } from './observability/app-metrics.js';
import { metricsRoute } from './observability/metrics-route.js';
import { probeRoutes } from './observability/probe-routes.js';
import { apiDocsPlugin } from './plugins/api-docs.js';

export type { App, AppOptions } from './app-options.js';

/** Registers a feature: its routes under their prefixes, its socket handlers, its part of the lifecycle. */
async function registerModule(app: FastifyInstance, module: AppModule) {
  for (const { prefix, plugin } of module.routes) await app.register(plugin, { prefix });
  module.registerSockets?.();
  const { onReady, preClose, onClose } = module;
  if (onReady) app.addHook('onReady', async () => onReady());
  if (preClose) app.addHook('preClose', async () => preClose());
  if (onClose) app.addHook('onClose', async () => onClose());
}

/** Builds the whole server (REST, socket.io, web app) without listening, so tests can drive it. */
export async function buildApp(options: AppOptions): Promise<App> {
  const app = createFastify(options);
  // First, so its HTTP hook reaches every route; without METRICS_ENABLED nothing is measured at all.
  const metrics = options.metrics ? createAppMetrics(app, options.database) : undefined;
  await registerRequestPlugins(app, options);
  const mail = createMailModule(options.mail);
  const core = await createAppCore(app, options, mail.mailer, metrics);
  const { chat, notifications, movieRoom, projects } = core.realtime;
  metrics?.observeSockets([chat, notifications, movieRoom, projects]);
  const { modules: features, sweepStories, sendTaskReminders } = createAppModules(core, options);
  const modules = [mail, ...features];

  await app.register(apiDocsPlugin);
  healthRoute(app, options.database.kind);
  probeRoutes(app, { db: options.database.db, redis: options.redis });
  if (metrics) metricsRoute(app, metrics.registry, options.metrics?.token);
  for (const module of modules) await registerModule(app, module);
  await registerSitePlugins(app, options, core.files);

  const sweep = (now?: Date) =>
    sweepUploads({
      owners: modules.flatMap((module) => module.fileOwners ?? []),
      expired: modules.flatMap((module) => module.expiredUploads ?? []),
      tempRoot: core.files.tempRoot,
      ownTempFolder: core.files.temp.directory,
      log: app.log,
      now,
    });
  const scheduledSweep = async (periodMs: number) => {
    if (!(await core.runGate('upload-sweep', periodMs))) return;
    await sweep();
    for (const module of modules) await module.scheduledWork?.();
  };
  return { app, realtime: core.realtime, sweepUploads: sweep, scheduledSweep, sweepStories, sendTaskReminders };
}
