import { useContext } from 'react';
import { AnnouncerContext } from './announcer-context';

/** The function that reads a sentence to screen-reader users (new chat messages, new notifications). */
export const useAnnounce = () => useContext(AnnouncerContext);
