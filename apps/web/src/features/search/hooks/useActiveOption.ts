import { useState, type KeyboardEvent } from 'react';

/**
 * The active option of a combobox's list (aria-activedescendant: focus stays in the field): ↑/↓ move it,
 * wrapping round, Enter chooses it. It stays on the same option while the list changes around it, and
 * falls back to the first when that option is gone (a new question, new results).
 */
export function useActiveOption<Option extends { id: string }>(
  options: readonly Option[],
  choose: (option: Option) => void,
) {
  const [chosenId, setActiveId] = useState<string | null>(null);
  const index = Math.max(
    0,
    options.findIndex((option) => option.id === chosenId),
  );
  const active = options[index] ?? null;

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    // An input method still composing a word (Vietnamese Telex, for one) owns these keys.
    if (event.nativeEvent.isComposing || options.length === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveId(options[(index + step + options.length) % options.length]!.id);
    } else if (event.key === 'Enter' && active) {
      event.preventDefault();
      choose(active);
    }
  };

  return { active, setActiveId, onKeyDown };
}
