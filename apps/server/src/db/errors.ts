interface PostgresErrorFields {
  code?: string;
  constraint?: string;
  cause?: unknown;
}

/** The constraint a unique violation broke (PostgreSQL and PGlite alike), or null for any other error. */
export function uniqueViolationConstraint(error: unknown): string | null {
  let current: unknown = error;
  // Drizzle wraps driver errors; the PostgreSQL fields sit on the cause.
  for (let depth = 0; depth < 3 && current && typeof current === 'object'; depth += 1) {
    const fields = current as PostgresErrorFields;
    if (fields.code === '23505') return fields.constraint ?? '';
    current = fields.cause;
  }
  return null;
}
