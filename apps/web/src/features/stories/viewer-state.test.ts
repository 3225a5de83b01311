import { describe, expect, it } from 'vitest';
import { makeGroup } from './test-support/fixtures';
import {
  barFractions,
  currentStory,
  initViewerState,
  viewerReducer,
  type ViewerAction,
  type ViewerState,
} from './viewer-state';

const me = { _id: 'user-1', username: 'minh' };
const lan = { _id: 'user-2', username: 'lan' };
const an = { _id: 'user-3', username: 'an' };

// The strip as the server orders it: own group (none), then unseen, then seen.
const strip = () => [
  makeGroup(me, []),
  makeGroup(lan, ['l1', 'l2', 'l3'], ['l1']),
  makeGroup(an, ['a1', 'a2'], ['a1', 'a2']),
];

const run = (state: ViewerState, ...actions: ViewerAction[]) => actions.reduce(viewerReducer, state);
const where = (state: ViewerState) => (state.closed ? 'closed' : currentStory(state)?._id);

describe('viewer state', () => {
  it("opens on the author's first unseen story, skipping authors without stories", () => {
    const state = initViewerState(strip(), 'user-2', me._id);
    expect(state.groups.map((group) => group.user.username)).toEqual(['lan', 'an']);
    expect(where(state)).toBe('l2');
    expect(where(initViewerState(strip(), 'user-3', me._id))).toBe('a1');
  });

  it('opens the own stories at the first one, and closes at once when there is nothing to show', () => {
    const groups = [makeGroup(me, ['m1', 'm2']), ...strip().slice(1)];
    expect(where(initViewerState(groups, me._id, me._id))).toBe('m1');
    expect(initViewerState([makeGroup(me, [])], me._id, me._id).closed).toBe(true);
  });

  it("goes next through the author's stories, then the next author's first unseen, then closes", () => {
    const groups = [makeGroup(me, ['m1']), makeGroup(lan, ['l1', 'l2'], ['l1']), makeGroup(an, ['a1'])];
    let state = initViewerState(groups, me._id, me._id);
    const visited = [where(state)];
    while (!state.closed) {
      state = viewerReducer(state, { type: 'next' });
      visited.push(where(state));
    }
    expect(visited).toEqual(['m1', 'l2', 'a1', 'closed']);
  });

  it("goes back through the author's stories, then the previous author's last, and restarts the very first", () => {
    let state = initViewerState(strip(), 'user-3', me._id);
    state = run(state, { type: 'next' });
    expect(where(state)).toBe('a2');
    state = run(state, { type: 'previous' }, { type: 'previous' });
    expect(where(state)).toBe('l3');
    state = run(state, { type: 'previous' }, { type: 'previous' });
    expect(where(state)).toBe('l1');
    state = run(state, { type: 'tick', deltaMs: 2_000, durationMs: 15_000 }, { type: 'previous' });
    expect(where(state)).toBe('l1');
    expect(state.elapsedMs).toBe(0);
    expect(state.closed).toBe(false);
  });

  it('advances after the duration on wall-clock ticks, whatever their size, and starts the next at zero', () => {
    let state = initViewerState(strip(), 'user-2', me._id);
    for (let tick = 0; tick < 149; tick += 1)
      state = viewerReducer(state, { type: 'tick', deltaMs: 100, durationMs: 15_000 });
    expect(where(state)).toBe('l2');
    expect(state.elapsedMs).toBeCloseTo(14_900);
    // A throttled timer reports a late, long tick: it still ends the story on time.
    state = viewerReducer(state, { type: 'tick', deltaMs: 1_000, durationMs: 15_000 });
    expect(where(state)).toBe('l3');
    expect(state.elapsedMs).toBe(0);
    state = viewerReducer(state, { type: 'tick', deltaMs: -50, durationMs: 15_000 });
    expect(state.elapsedMs).toBe(0);
  });

  it('closes after the last story of the last author plays out', () => {
    let state = initViewerState(strip(), 'user-3', me._id);
    state = run(
      state,
      { type: 'tick', deltaMs: 10_000, durationMs: 10_000 },
      { type: 'tick', deltaMs: 10_000, durationMs: 10_000 },
    );
    expect(state.closed).toBe(true);
    expect(viewerReducer(state, { type: 'next' })).toBe(state);
  });

  it('fills the bars before the current story, part of the current one, none after', () => {
    let state = initViewerState(strip(), 'user-2', me._id);
    state = viewerReducer(state, { type: 'tick', deltaMs: 5_000, durationMs: 10_000 });
    expect(barFractions(state, 10_000)).toEqual([1, 0.5, 0]);
    expect(barFractions({ ...state, closed: true }, 10_000)).toEqual([]);
  });

  it('skips a story deleted while it plays, and keeps its place when another one goes', () => {
    let state = initViewerState(strip(), 'user-2', me._id);
    state = run(state, { type: 'tick', deltaMs: 3_000, durationMs: 15_000 }, { type: 'storyRemoved', storyId: 'l1' });
    expect(where(state)).toBe('l2');
    expect(state.elapsedMs).toBe(3_000);
    expect(barFractions(state, 15_000)).toHaveLength(2);
    state = viewerReducer(state, { type: 'storyRemoved', storyId: 'l2' });
    expect(where(state)).toBe('l3');
    expect(state.elapsedMs).toBe(0);
    state = viewerReducer(state, { type: 'storyRemoved', storyId: 'l3' });
    expect(where(state)).toBe('a1');
    expect(state.groups.map((group) => group.user.username)).toEqual(['an']);
    state = run(state, { type: 'storyRemoved', storyId: 'a1' }, { type: 'storyRemoved', storyId: 'a2' });
    expect(state.closed).toBe(true);
  });

  it("keeps the author on screen when an earlier author's last story goes", () => {
    let state = initViewerState(strip(), 'user-3', me._id);
    const before = state.groups.length;
    state = run(
      state,
      { type: 'storyRemoved', storyId: 'l1' },
      { type: 'storyRemoved', storyId: 'l2' },
      { type: 'storyRemoved', storyId: 'l3' },
    );
    expect(state.groups).toHaveLength(before - 1);
    expect(where(state)).toBe('a1');
    expect(viewerReducer(state, { type: 'storyRemoved', storyId: 'unknown' })).toBe(state);
  });

  it('closes on request', () => {
    expect(viewerReducer(initViewerState(strip(), 'user-2'), { type: 'close' }).closed).toBe(true);
  });
});
