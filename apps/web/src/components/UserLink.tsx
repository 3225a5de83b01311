import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useSession } from '../features/auth/session/useSession';

/** An author's name (or any content) that opens their profile: /profile for oneself, /profile/{id} otherwise. */
export function UserLink({ userId, className, children }: { userId: string; className?: string; children: ReactNode }) {
  const { user } = useSession();
  const to = user && user._id === userId ? '/profile' : `/profile/${userId}`;
  return (
    <Link to={to} className={className}>
      {children}
    </Link>
  );
}
