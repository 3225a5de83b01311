// Rows into a table as JSON, thousands per statement (INSERT … SELECT FROM json_to_recordset), on
// either driver: what the search benchmark seeds with. Every row goes through its table's defaults,
// generated columns, indexes and triggers as any insert does.
import { sql } from 'drizzle-orm';

export const BATCH = 2_000;
export const YEAR_MS = 365 * 24 * 3600 * 1000;

/** The time of item `index` of `count`, spread evenly over the year before `now`, the last one at `now`. */
export const spread = (now, index, count) => new Date(now - YEAR_MS + ((index + 1) * YEAR_MS) / count).toISOString();

/** INSERT INTO `table` (`columns`) the `rows` (objects keyed by column), `BATCH` at a time. */
export async function insertRows(db, table, columns, rows) {
  const names = sql.raw(Object.keys(columns).join(', '));
  const types = sql.raw(
    Object.entries(columns)
      .map(([name, type]) => `${name} ${type}`)
      .join(', '),
  );
  for (let start = 0; start < rows.length; start += BATCH) {
    const json = JSON.stringify(rows.slice(start, start + BATCH));
    await db.execute(
      sql`INSERT INTO ${sql.raw(table)} (${names}) SELECT ${names} FROM json_to_recordset(${json}::json) AS r(${types})`,
    );
  }
}
