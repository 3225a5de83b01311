import { createContext } from 'react';

/** Says a sentence through the app's one polite live region; outside the provider it does nothing. */
export type Announce = (text: string) => void;

export const AnnouncerContext = createContext<Announce>(() => undefined);
