import { CALENDAR_MAX_DAYS } from '@teamhub/contracts';
import type { FastifyInstance } from 'fastify';
import { apiRoute } from '../../lib/api-route.js';
import { myCalendar, projectCalendar } from './project-calendar.service.js';
import type { ProjectsServiceDeps } from './projects.deps.js';

const tag = 'projects';
const range =
  `\`from\` and \`to\` are days (YYYY-MM-DD), both included, \`from\` ≤ \`to\`, at most ${CALENDAR_MAX_DAYS} days ` +
  '(a month view with its leading and trailing weeks is 42). Ordered by due date, then column, then position. ' +
  "The board's filters narrow it, named as in the board's address: `assignee` (`me`, `none` or a member's id), " +
  '`priority`, `tag` and `due` (`overdue`, `week`, `none`), each repeatable (any value of one matches, every kind ' +
  'given must match), and `q`, words found in the title, description or tags, accents and case ignored. ' +
  '"Overdue" and "this week" count from the caller\'s today in their time zone.';

/**
 * The calendar of due dates (issue 31). '/calendar' is a static path: Fastify's router prefers it to
 * '/:id' whatever the order of registration, so `GET /api/projects/calendar` never reaches a project.
 */
export function projectCalendarRoutes(app: FastifyInstance, deps: ProjectsServiceDeps) {
  const ok = <T>(data: T) => ({ success: true as const, data });

  apiRoute(
    app,
    'GET /api/projects/calendar',
    {
      tag,
      summary: 'Tasks due in a range across every project the caller is in, each with its project',
      description: range,
      errors: [400],
    },
    async (request) => ok(await myCalendar(deps, request.user.id, request.query)),
  );

  apiRoute(
    app,
    'GET /api/projects/:id/calendar',
    {
      tag,
      summary: 'A project’s tasks due in a range',
      description: `${range} Anyone who is not a member of the project gets 404.`,
      errors: [400, 404],
    },
    async (request) => ok(await projectCalendar(deps, request.user.id, request.params.id, request.query)),
  );
}
