function oneDecimal(value: number): string {
  // 1.0K reads worse than 1K; truncating (not rounding) keeps 999,999 from showing as 1000K.
  const truncated = Math.floor(value * 10) / 10;
  return Number.isInteger(truncated) ? String(truncated) : truncated.toFixed(1);
}

/** Counts as the profile shows them: 999, 1.2K, 1.5M. */
export function formatCount(count: number): string {
  if (count >= 1_000_000) return `${oneDecimal(count / 1_000_000)}M`;
  if (count >= 1_000) return `${oneDecimal(count / 1_000)}K`;
  return String(count);
}
