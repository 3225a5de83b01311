/** The time zone picker's list (Settings): every zone with its offset, in order. */
export interface TimeZoneOption {
  value: string;
  /** "(UTC+07:00) Asia/Ho Chi Minh": the offset it has now, then its name as people read it. */
  label: string;
  /** Its offset from UTC now, in minutes (the list is ordered by it). */
  offset: number;
}

/** The zone's offset from UTC at `at` as Intl writes it: "GMT+07:00", or "GMT" for none. */
function offsetName(zone: string, at: Date): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' }).formatToParts(at);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
}

/** One zone as the picker shows it; the offset is the one at `at` (summer time moves it). */
export function timeZoneOption(zone: string, at: Date = new Date()): TimeZoneOption {
  const written = offsetName(zone, at).replace('GMT', '') || '+00:00';
  const [hours = 0, minutes = 0] = written.slice(1).split(':').map(Number);
  const sign = written.startsWith('-') ? -1 : 1;
  return {
    value: zone,
    label: `(UTC${written}) ${zone.replaceAll('_', ' ')}`,
    offset: sign * (hours * 60 + minutes),
  };
}

/**
 * Every zone this runtime knows, from the westernmost offset to the easternmost, then by name. UTC
 * and `selected` are always there: runtimes list canonical names only, and a saved zone or this
 * device's may be an older alias ("Asia/Saigon").
 */
export function timeZoneOptions(selected: string, at: Date = new Date()): TimeZoneOption[] {
  const zones = new Set(Intl.supportedValuesOf('timeZone'));
  zones.add('UTC');
  zones.add(selected);
  return [...zones]
    .map((zone) => timeZoneOption(zone, at))
    .sort((a, b) => a.offset - b.offset || a.value.localeCompare(b.value));
}
