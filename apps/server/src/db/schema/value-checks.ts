import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * `column IN (…)` for a check constraint, written out from a contracts constant so that the database
 * accepts exactly the values validation accepts. The values are inlined because a constraint takes no
 * parameters; they are our own constants, never input.
 */
export function isOneOf(column: AnyPgColumn, values: readonly (string | number)[]): SQL {
  const list = values
    .map((value) => (typeof value === 'number' ? String(value) : `'${value.replaceAll("'", "''")}'`))
    .join(', ');
  return sql`${column} IN (${sql.raw(list)})`;
}
