import type { FastifyInstance } from 'fastify';
import { Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { DatabaseHandle } from '../db/database.js';
import { observeDatabase } from './database-metrics.js';
import { observeHttpRequests } from './http-metrics.js';
import { observeSockets } from './socket-metrics.js';

/** Seconds; 0.2 is where the "chat delivery p99 over 200 ms" alert of docs/deploy.md reads. */
const CHAT_DELIVERY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.2, 0.5, 1, 2.5];

/** What features measure themselves (modules/app-module.ts `AppCore.metrics`). */
export interface FeatureMetrics {
  /** Starts timing one send-message; the function it answers ends the timing once new-message is out. */
  timeChatDelivery: () => () => void;
}

export interface AppMetrics extends FeatureMetrics {
  registry: Registry;
  /** Counts connections and events of the socket.io namespaces (once realtime exists). */
  observeSockets: (namespaces: Parameters<typeof observeSockets>[0]) => void;
}

/**
 * METRICS_ENABLED's measurements, in a registry of this app's own (tests build several apps in one
 * process): Node's and the process's default metrics (event-loop delay, GC, memory, CPU, handles),
 * HTTP answers, database statements, and chat delivery. Called before any plugin or route, so the
 * HTTP hook reaches them all; without METRICS_ENABLED it is never called and nothing is measured.
 */
export function createAppMetrics(app: FastifyInstance, database: DatabaseHandle): AppMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  observeHttpRequests(app, registry);
  const stopTiming = observeDatabase(database, registry);
  // The database outlives the app in tests (and may be handed to the next one): leave it untimed.
  app.addHook('onClose', (_instance, done) => {
    stopTiming();
    done();
  });
  const chatDelivery = new Histogram({
    name: 'teamhub_chat_delivery_seconds',
    help: 'Time from the server receiving send-message to it having emitted new-message to the participants.',
    buckets: CHAT_DELIVERY_BUCKETS,
    registers: [registry],
  });
  return {
    registry,
    timeChatDelivery: () => chatDelivery.startTimer(),
    observeSockets: (namespaces) => observeSockets(namespaces, registry),
  };
}
