import type { LoginBody, PublicUser, RegisterBody } from '@teamhub/contracts';
import { createContext } from 'react';

export type SessionStatus = 'loading' | 'signed-in' | 'signed-out' | 'unreachable';

export interface Session {
  status: SessionStatus;
  user: PublicUser | null;
  login: (body: LoginBody) => Promise<PublicUser>;
  register: (body: RegisterBody) => Promise<PublicUser>;
  logout: () => void;
  /** Fetches the current user again (after a profile edit, say). */
  refreshUser: () => Promise<PublicUser | null>;
  retry: () => void;
}

export const SESSION_QUERY_KEY = ['session', 'user'] as const;

export const SessionContext = createContext<Session | null>(null);
