interface PostgresErrorFields {
  code?: string;
  constraint?: string;
  cause?: unknown;
}

/** The constraint that a violation with SQLSTATE `code` broke, or null for any other error. */
function violatedConstraint(error: unknown, code: string): string | null {
  let current: unknown = error;
  // Drizzle wraps driver errors; the PostgreSQL fields sit on the cause.
  for (let depth = 0; depth < 3 && current && typeof current === 'object'; depth += 1) {
    const fields = current as PostgresErrorFields;
    if (fields.code === code) return fields.constraint ?? '';
    current = fields.cause;
  }
  return null;
}

/** The constraint a unique violation broke (PostgreSQL and PGlite alike), or null for any other error. */
export const uniqueViolationConstraint = (error: unknown) => violatedConstraint(error, '23505');

/** The constraint a foreign-key violation broke (a referenced row is gone), or null for any other error. */
export const foreignKeyViolationConstraint = (error: unknown) => violatedConstraint(error, '23503');
