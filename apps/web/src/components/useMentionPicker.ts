import { mentionQueryAt } from '@teamhub/contracts';
import { useId, useState, type KeyboardEvent, type RefObject } from 'react';
import { insertMention, mentionOptionId, mentionSuggestions, type MentionCandidate } from './mention-picking';

/**
 * The "@" list of a text box (the chat's composer, a task's comment box): what is being typed after
 * "@", the options it matches, and the box's keys while the list is open (↑/↓ move, Enter or Tab
 * pick, Escape closes the list only). `setText` gets the text with the picked name put in.
 */
export function useMentionPicker(
  input: RefObject<HTMLTextAreaElement | null>,
  text: string,
  setText: (text: string) => void,
  candidates: readonly MentionCandidate[],
) {
  const listId = useId();
  // The "@name" being typed (from `start`), or null; `active` is the highlighted option.
  const [mention, setMention] = useState<{ start: number; query: string } | null>(null);
  const [active, setActive] = useState(0);
  const options = mention ? mentionSuggestions(candidates, mention.query) : [];
  const open = options.length > 0;
  const activeIndex = Math.min(active, options.length - 1);

  const read = (element: HTMLTextAreaElement) => {
    const found = mentionQueryAt(element.value, element.selectionStart ?? element.value.length);
    setMention((current) => (found?.start === current?.start && found?.query === current?.query ? current : found));
    if (found?.query !== mention?.query) setActive(0);
  };

  const pick = (candidate: MentionCandidate) => {
    const element = input.current;
    if (!mention || !element) return;
    const next = insertMention(text, mention.start, element.selectionStart ?? text.length, candidate.username);
    setText(next.text);
    setMention(null);
    requestAnimationFrame(() => element.setSelectionRange(next.caret, next.caret));
  };

  /** The list's keys; true when the key was the list's (the box does nothing more with it). */
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>): boolean => {
    if (!open || event.nativeEvent.isComposing) return false;
    const move = { ArrowDown: 1, ArrowUp: -1 }[event.key];
    if (move !== undefined) {
      event.preventDefault();
      setActive((index) => (index + move + options.length) % options.length);
      return true;
    }
    if ((event.key === 'Enter' && !event.shiftKey && !event.ctrlKey && !event.metaKey) || event.key === 'Tab') {
      event.preventDefault();
      const chosen = options[activeIndex];
      if (chosen) pick(chosen);
      return true;
    }
    if (event.key === 'Escape') {
      // Closes the list only (not a reply being written, nor the panel around the box).
      event.preventDefault();
      event.stopPropagation();
      setMention(null);
      return true;
    }
    return false;
  };

  return {
    /** For <MentionSuggestions>, shown while `open`. */
    list: { id: listId, options, activeIndex, onPick: pick },
    open,
    read,
    onKeyDown,
    close: () => setMention(null),
    /** The box's ARIA for the list. */
    boxProps: {
      'aria-autocomplete': 'list' as const,
      'aria-controls': open ? listId : undefined,
      'aria-activedescendant': open ? mentionOptionId(listId, activeIndex) : undefined,
    },
  };
}
