import type { LoginBody, PublicUser, RegisterBody } from '@teamhub/contracts';
import { createContext } from 'react';

export type SessionStatus = 'loading' | 'signed-in' | 'signed-out' | 'unreachable';

export interface Session {
  status: SessionStatus;
  user: PublicUser | null;
  /** Set when this device was signed out because its session ended elsewhere; the sign-in page says so. */
  endedElsewhere: boolean;
  /** Set once this person deleted their account here; the sign-in page says so (before anything else). */
  accountDeleted: boolean;
  login: (body: LoginBody) => Promise<PublicUser>;
  register: (body: RegisterBody) => Promise<PublicUser>;
  logout: () => void;
  /** After the account's deletion: signs out here without asking the server (nothing is left to end) and goes to /login. */
  signOutDeleted: () => void;
  /** Fetches the current user again (after a profile edit, say). */
  refreshUser: () => Promise<PublicUser | null>;
  retry: () => void;
  /**
   * Asks the server whether this device's session is still open, and signs out when it is not (another
   * device signed it out, the password changed, the account was deactivated). Network failures say nothing.
   */
  checkSession: () => Promise<void>;
}

export const SESSION_QUERY_KEY = ['session', 'user'] as const;

export const SessionContext = createContext<Session | null>(null);
