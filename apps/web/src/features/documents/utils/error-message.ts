/** The server's message when it sent one, else the spec's fallback text. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message && error.message !== 'network' && error.message !== 'timeout') {
    return error.message;
  }
  return fallback;
}
