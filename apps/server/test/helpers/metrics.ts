import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/** GET /metrics as Prometheus would, from loopback unless `options` say otherwise. */
export const scrape = (app: FastifyInstance, options: Omit<InjectOptions, 'url' | 'method'> = {}) =>
  app.inject({ method: 'GET', url: '/metrics', ...options });

/** Scrapes and expects the text format; answers the text. */
export async function metricsText(app: FastifyInstance, options: Omit<InjectOptions, 'url' | 'method'> = {}) {
  const response: LightMyRequestResponse = await scrape(app, options);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.body;
}

/** The value of one series, written as the text format writes it (`name{label="value",…}`); undefined when absent. */
export function sample(text: string, series: string): number | undefined {
  for (const line of text.split('\n')) {
    if (line.startsWith(`${series} `)) return Number(line.slice(series.length + 1));
  }
  return undefined;
}

/** The metric families the text declares (`# TYPE <name> <type>` lines). */
export const familiesOf = (text: string) =>
  text
    .split('\n')
    .filter((line) => line.startsWith('# TYPE '))
    .map((line) => line.split(' ')[2]);
