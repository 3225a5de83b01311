import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { AnnouncerContext } from './announcer-context';

/** How long a sentence stays in the region after the last change (long enough to be read out). */
export const ANNOUNCEMENT_LIFETIME_MS = 10_000;
/** A burst keeps only the latest few: a screen reader would not get through more anyway. */
const MAX_ANNOUNCEMENTS = 5;

interface Announcement {
  id: number;
  text: string;
}

/**
 * The app's single polite live region. Each sentence is added as a new line (so the same sentence
 * twice is read twice, and a burst is read in order), and old lines are removed a while later, which
 * screen readers do not announce (`aria-relevant="additions"`).
 */
export function AnnouncerProvider({ children }: { children: ReactNode }) {
  const [announcements, setAnnouncements] = useState<Announcement[]>([]);
  const nextId = useRef(0);
  const announce = useCallback((text: string) => {
    nextId.current += 1;
    const id = nextId.current;
    setAnnouncements((list) => [...list.slice(1 - MAX_ANNOUNCEMENTS), { id, text }]);
  }, []);

  useEffect(() => {
    if (announcements.length === 0) return undefined;
    const timer = window.setTimeout(() => setAnnouncements([]), ANNOUNCEMENT_LIFETIME_MS);
    return () => window.clearTimeout(timer);
  }, [announcements]);

  return (
    <AnnouncerContext.Provider value={announce}>
      {children}
      <div
        className="visually-hidden"
        aria-live="polite"
        aria-atomic="false"
        aria-relevant="additions"
        data-testid="live-region"
      >
        {announcements.map(({ id, text }) => (
          <p key={id}>{text}</p>
        ))}
      </div>
    </AnnouncerContext.Provider>
  );
}
