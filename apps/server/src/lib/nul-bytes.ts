/**
 * PostgreSQL text cannot hold a NUL character: a string carrying "\u0000" fails inside the
 * database (22021) as an internal error. Input is checked for it before any handler runs, so the
 * sender gets a readable 400 (or a socket error) instead.
 */

const NUL = '\u0000';

/**
 * True when any string inside `value` (nested objects and arrays included, keys too) contains a NUL
 * character. Binary payloads (Buffers, typed arrays) are bytes, not text, and are skipped. Walks with
 * an explicit stack, so a deeply nested body cannot overflow the call stack.
 */
export function containsNulByte(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const current = pending.pop();
    if (typeof current === 'string') {
      if (current.includes(NUL)) return true;
    } else if (Array.isArray(current)) {
      for (const item of current as unknown[]) pending.push(item);
    } else if (current !== null && typeof current === 'object' && !ArrayBuffer.isView(current)) {
      for (const [key, item] of Object.entries(current)) {
        if (key.includes(NUL)) return true;
        pending.push(item);
      }
    }
  }
  return false;
}
