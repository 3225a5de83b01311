import { createContext } from 'react';

/** Who is connected right now (from /chat's `connected`, then `user-online` / `user-offline`). */
export const OnlineUsersContext = createContext<ReadonlySet<string>>(new Set());
