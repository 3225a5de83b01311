import type { TaskStatus } from '@teamhub/contracts';
import { generateKeyBetween } from 'fractional-indexing';
import type { Database } from '../../db/database.js';
import type { TaskRow } from '../../db/schema/index.js';
import type { TasksRepository } from './tasks.repository.js';

type Column = { projectId: string; status: TaskStatus };

/**
 * Keys that place a card in a column. Callers hold the project's row lock (projects.repository
 * `lock`), so the neighbours read here cannot change before the key is written: two drops into the
 * same spot get two different keys, one after the other. `movingTaskId` is the card being placed,
 * left out of its own neighbours.
 */
export function taskPositions(tasks: TasksRepository, tx: Database) {
  return {
    async atEnd(column: Column, movingTaskId: string | null = null): Promise<string> {
      return generateKeyBetween(await tasks.lastPosition(tx, column, movingTaskId), null);
    },
    async atTop(column: Column, movingTaskId: string | null = null): Promise<string> {
      return generateKeyBetween(null, await tasks.firstPosition(tx, column, movingTaskId));
    },
    /** Right after `previous`, before the card that follows it now. */
    async after(previous: Pick<TaskRow, 'projectId' | 'status' | 'position'>, movingTaskId: string | null = null) {
      const next = await tasks.positionAfter(tx, previous, previous.position, movingTaskId);
      return generateKeyBetween(previous.position, next);
    },
  };
}
