import { useQuery } from '@tanstack/react-query';
import type { MessageView } from '@teamhub/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chatKeys, fetchReactors } from '../api';
import { displayName } from '../utils/display-name';
import styles from './Reactions.module.css';

interface ReactionChipsProps {
  message: MessageView;
  own: boolean;
  onToggle: (message: MessageView, emoji: string) => void;
}

/**
 * The reactions under a message (one with none shows no chips): one chip per emoji with its count, mine pressed; a click toggles mine.
 * Who reacted shows in the chip's tooltip (hover or focus fetches the names once per change) and, on
 * a long press (a touch screen's context menu), in a line under the chips.
 */
export function ReactionChips({ message, own, onToggle }: ReactionChipsProps) {
  const { t } = useTranslation();
  const [wantNames, setWantNames] = useState(false);
  const [shownFor, setShownFor] = useState<string | null>(null);
  const signature = message.reactions.map((reaction) => `${reaction.emoji}${reaction.count}`).join(' ');
  const reactors = useQuery({
    queryKey: chatKeys.reactors(message._id, signature),
    queryFn: () => fetchReactors(message._id),
    enabled: wantNames,
    staleTime: Infinity,
  });
  const namesOf = (emoji: string) =>
    reactors.data
      ?.find((item) => item.emoji === emoji)
      ?.users.map((user) => displayName(user, t('chat.deletedUser')))
      .join(', ');

  return (
    <div
      className={styles.chips}
      data-own={own ? 'true' : 'false'}
      onPointerEnter={() => setWantNames(true)}
      onFocus={() => setWantNames(true)}
      role="group"
      aria-label={t('chat.reactions.label')}
      data-testid="message-reactions"
    >
      {message.reactions.map((reaction) => {
        const names = namesOf(reaction.emoji);
        const label = t('chat.reactions.chip', { emoji: reaction.emoji, count: reaction.count });
        return (
          <button
            key={reaction.emoji}
            type="button"
            className={styles.chip}
            aria-pressed={reaction.reactedByMe}
            aria-label={names ? `${label}: ${names}` : label}
            title={names}
            onClick={() => onToggle(message, reaction.emoji)}
            onContextMenu={(event) => {
              // A long press on a touch screen: the names, where a tooltip cannot show.
              event.preventDefault();
              setWantNames(true);
              setShownFor((current) => (current === reaction.emoji ? null : reaction.emoji));
            }}
            data-testid="reaction-chip"
            data-emoji={reaction.emoji}
          >
            <span aria-hidden="true">{reaction.emoji}</span>
            <span className={styles.count} aria-hidden="true">
              {reaction.count}
            </span>
          </button>
        );
      })}
      {shownFor && (
        <p className={styles.reactors} role="status" data-testid="reaction-names">
          {shownFor} {namesOf(shownFor) ?? t('chat.reactions.loadingNames')}
        </p>
      )}
    </div>
  );
}
