import { avatarColor, avatarInitial, hasRealAvatar } from '../lib/avatar-color';
import styles from './Avatar.module.css';

interface AvatarProps {
  username: string;
  avatar?: string | null;
  size?: number;
}

/** The user's picture, or their initial on their palette colour. */
export function Avatar({ username, avatar, size = 40 }: AvatarProps) {
  const dimension = { width: size, height: size };
  if (hasRealAvatar(avatar)) {
    return <img className={styles.avatar} src={avatar} alt="" style={dimension} loading="lazy" />;
  }
  return (
    <span
      className={styles.avatar}
      style={{ ...dimension, background: avatarColor(username), fontSize: size * 0.42 }}
      aria-hidden="true"
      // Drawn by CSS, not a text node: the letter is not part of the visible text of a button around it,
      // whose accessible name must contain that text (WCAG 2.5.3, axe's label-content-name-mismatch).
      data-initial={avatarInitial(username)}
    />
  );
}
