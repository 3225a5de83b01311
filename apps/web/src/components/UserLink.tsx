import type { ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import { useSession } from '../lib/session/useSession';

type UserLinkProps = Omit<LinkProps, 'to'> & { userId: string; className?: string; children: ReactNode };

/** An author's name (or any content) that opens their profile: /profile for oneself, /profile/{id} otherwise. */
export function UserLink({ userId, className, children, ...rest }: UserLinkProps) {
  const { user } = useSession();
  const to = user && user._id === userId ? '/profile' : `/profile/${userId}`;
  return (
    <Link to={to} className={className} {...rest}>
      {children}
    </Link>
  );
}
