import type { StoryGroup, StoryView } from '@teamhub/contracts';

/**
 * The viewer's place: which author, which of their stories, and how long the current story has
 * played. `groups` is the strip as it was when the viewer opened (authors with stories only), so
 * the order does not shift under the reader while rings turn grey.
 */
export interface ViewerState {
  groups: StoryGroup[];
  groupIndex: number;
  storyIndex: number;
  elapsedMs: number;
  closed: boolean;
  /** The reader: their own stories always start at the first. */
  ownUserId?: string;
}

export type ViewerAction =
  | { type: 'next' }
  | { type: 'previous' }
  /** Wall-clock time played since the last tick; past the story's duration, the next one starts. */
  | { type: 'tick'; deltaMs: number; durationMs: number }
  /** Deleted by its author or expired: the viewer skips it (closing when nothing is left). */
  | { type: 'storyRemoved'; storyId: string }
  | { type: 'close' };

/** Where an author's stories start: the first one the reader has not seen (all seen: the first). */
export function firstUnseenIndex(group: StoryGroup, ownUserId?: string): number {
  if (group.user._id === ownUserId) return 0;
  const index = group.stories.findIndex((story) => !story.hasViewed);
  return index === -1 ? 0 : index;
}

/** Opens on `userId`'s stories (or the first author with stories when they have none). */
export function initViewerState(groups: StoryGroup[], userId: string, ownUserId?: string): ViewerState {
  const playable = groups.filter((group) => group.stories.length > 0);
  const groupIndex = Math.max(
    0,
    playable.findIndex((group) => group.user._id === userId),
  );
  const group = playable[groupIndex];
  return {
    groups: playable,
    groupIndex,
    storyIndex: group ? firstUnseenIndex(group, ownUserId) : 0,
    elapsedMs: 0,
    closed: !group,
    ownUserId,
  };
}

export function currentGroup(state: ViewerState): StoryGroup | undefined {
  return state.closed ? undefined : state.groups[state.groupIndex];
}

export function currentStory(state: ViewerState): StoryView | undefined {
  return currentGroup(state)?.stories[state.storyIndex];
}

/** How full each of the current author's bars is, 0–1. */
export function barFractions(state: ViewerState, durationMs: number): number[] {
  const group = currentGroup(state);
  if (!group) return [];
  const current = durationMs > 0 ? Math.min(1, state.elapsedMs / durationMs) : 0;
  return group.stories.map((_, index) => (index < state.storyIndex ? 1 : index === state.storyIndex ? current : 0));
}

const at = (state: ViewerState, groupIndex: number, storyIndex: number): ViewerState => ({
  ...state,
  groupIndex,
  storyIndex,
  elapsedMs: 0,
});

/**
 * Next: the author's next story, then the next author's first unseen story, then the viewer closes.
 * The own group starts at its first story (the author has not "seen" their own).
 */
function next(state: ViewerState): ViewerState {
  const group = state.groups[state.groupIndex];
  if (group && state.storyIndex < group.stories.length - 1) return at(state, state.groupIndex, state.storyIndex + 1);
  const following = state.groups[state.groupIndex + 1];
  if (following) return at(state, state.groupIndex + 1, firstUnseenIndex(following, state.ownUserId));
  return { ...state, closed: true };
}

/**
 * Previous: the author's previous story, then the previous author's last story. On the very first
 * story it starts that story again rather than closing (a tap on the left edge should not end it).
 */
function previous(state: ViewerState): ViewerState {
  if (state.storyIndex > 0) return at(state, state.groupIndex, state.storyIndex - 1);
  const preceding = state.groups[state.groupIndex - 1];
  if (preceding) return at(state, state.groupIndex - 1, preceding.stories.length - 1);
  return { ...state, elapsedMs: 0 };
}

function removeStory(state: ViewerState, storyId: string): ViewerState {
  const groupIndex = state.groups.findIndex((group) => group.stories.some((story) => story._id === storyId));
  if (groupIndex === -1) return state;
  const group = state.groups[groupIndex]!;
  const removedIndex = group.stories.findIndex((story) => story._id === storyId);
  const stories = group.stories.filter((story) => story._id !== storyId);
  const groups =
    stories.length > 0
      ? state.groups.map((item, index) => (index === groupIndex ? { ...item, stories } : item))
      : state.groups.filter((_, index) => index !== groupIndex);
  const trimmed = { ...state, groups };

  if (groupIndex !== state.groupIndex) {
    // Another author's group vanished before ours: our index moves up by one.
    return stories.length === 0 && groupIndex < state.groupIndex
      ? { ...trimmed, groupIndex: state.groupIndex - 1 }
      : trimmed;
  }
  if (removedIndex < state.storyIndex) return { ...trimmed, storyIndex: state.storyIndex - 1 };
  if (removedIndex > state.storyIndex) return trimmed;
  // The story on screen went: play what came after it, as "next" would have.
  if (removedIndex < stories.length) return at(trimmed, groupIndex, removedIndex);
  const following = stories.length > 0 ? groupIndex + 1 : groupIndex;
  const nextGroup = groups[following];
  if (!nextGroup) return { ...trimmed, closed: true };
  return at(trimmed, following, firstUnseenIndex(nextGroup, state.ownUserId));
}

/** The story viewer's navigation and timing, free of React and of timers (tested on its own). */
export function viewerReducer(state: ViewerState, action: ViewerAction): ViewerState {
  if (state.closed) return state;
  switch (action.type) {
    case 'next':
      return next(state);
    case 'previous':
      return previous(state);
    case 'tick': {
      const elapsedMs = state.elapsedMs + Math.max(0, action.deltaMs);
      return elapsedMs >= action.durationMs ? next(state) : { ...state, elapsedMs };
    }
    case 'storyRemoved':
      return removeStory(state, action.storyId);
    case 'close':
      return { ...state, closed: true };
  }
}
