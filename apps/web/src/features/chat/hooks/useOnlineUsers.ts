import { useContext } from 'react';
import { OnlineUsersContext } from './online-users-context';

/** Who is connected right now, as the /chat connection tells it. */
export function useOnlineUsers() {
  return useContext(OnlineUsersContext);
}
