import { DEFAULT_STORY_FILTERS, LIMITS } from '@teamhub/contracts';
import { describe, expect, it } from 'vitest';
import {
  INITIAL_CREATE_STORY_STATE,
  createStoryReducer,
  draftFields,
  type CreateStoryAction,
  type CreateStoryState,
} from './create-story-state';

const photo = new File(['x'], 'photo.jpg', { type: 'image/jpeg' });
const run = (state: CreateStoryState, ...actions: CreateStoryAction[]) => actions.reduce(createStoryReducer, state);
const editing = () => run(INITIAL_CREATE_STORY_STATE, { type: 'fileChosen', file: photo, previewUrl: 'blob:1' });

describe('createStoryReducer', () => {
  it('starts on select with a 15 s duration, neutral filters and nothing else', () => {
    expect(INITIAL_CREATE_STORY_STATE).toMatchObject({
      step: 'select',
      duration: 15,
      caption: '',
      overlays: [],
      filters: DEFAULT_STORY_FILTERS,
    });
  });

  it('takes photos and videos only', () => {
    const text = new File(['x'], 'notes.txt', { type: 'text/plain' });
    expect(run(INITIAL_CREATE_STORY_STATE, { type: 'fileChosen', file: text, previewUrl: 'blob:1' }).step).toBe(
      'select',
    );
    expect(editing().step).toBe('edit');
  });

  it('adds a text only when it is not blank, with the default look', () => {
    let state = run(editing(), { type: 'overlayAdded', text: '   ' });
    expect(state.overlays).toEqual([]);
    state = run(state, { type: 'overlayAdded', text: '  Xin chào  ' });
    expect(draftFields(state).textOverlays).toEqual([
      { text: 'Xin chào', x: 50, y: 50, fontSize: 32, color: 'white', fontFamily: 'Arial' },
    ]);
  });

  it('keeps texts within the canvas, the font sizes and the limit on their number', () => {
    let state = run(editing(), { type: 'overlayAdded', text: 'A' });
    const key = state.overlays[0]!.key;
    state = run(
      state,
      { type: 'overlayChanged', key, change: { x: -20, y: 140.26 } },
      { type: 'overlayChanged', key, change: { fontSize: 500 } },
    );
    expect(state.overlays[0]).toMatchObject({ x: 0, y: 100, fontSize: LIMITS.story.fontSizeMax });
    for (let index = 0; index < LIMITS.story.overlaysMax + 2; index += 1) {
      state = run(state, { type: 'overlayAdded', text: `T${index}` });
    }
    expect(state.overlays).toHaveLength(LIMITS.story.overlaysMax);
    state = run(state, { type: 'overlayRemoved', key });
    expect(state.overlays.some((overlay) => overlay.key === key)).toBe(false);
  });

  it('chooses one preset at a time, keeps the sliders, and resets only the sliders', () => {
    let state = run(
      editing(),
      { type: 'adjusted', name: 'brightness', value: 20 },
      { type: 'presetChosen', preset: 'moon' },
      { type: 'effectToggled', name: 'sepia', on: true },
      { type: 'presetChosen', preset: 'lark' },
    );
    expect(state.filters).toMatchObject({ brightness: 20, moon: false, lark: true, normal: false, sepia: true });
    state = run(state, { type: 'adjustmentsReset' });
    expect(state.filters).toMatchObject({ brightness: 0, lark: true, sepia: true });
  });

  it('cuts the caption at 500 characters', () => {
    expect(run(editing(), { type: 'captionChanged', caption: 'a'.repeat(600) }).caption).toHaveLength(500);
  });

  it('goes back to select without the file or the edits', () => {
    const state = run(editing(), { type: 'captionChanged', caption: 'Hi' }, { type: 'back' });
    expect(state).toEqual(INITIAL_CREATE_STORY_STATE);
  });

  it('asks before discarding once a file is chosen, and freezes while sharing', () => {
    expect(run(INITIAL_CREATE_STORY_STATE, { type: 'askDiscard' }).confirmingDiscard).toBe(false);
    expect(run(editing(), { type: 'askDiscard' }).confirmingDiscard).toBe(true);
    const sharing = run(editing(), { type: 'shareStarted' }, { type: 'shareProgress', progress: 0.5 });
    expect(run(sharing, { type: 'captionChanged', caption: 'late' }, { type: 'back' })).toEqual(sharing);
    expect(run(sharing, { type: 'shareProgress', progress: 0.3 }).progress).toBe(0.5);
    expect(run(sharing, { type: 'shareFailed', error: 'no' })).toMatchObject({ sharing: false, error: 'no' });
  });
});
