import { describe, expect, it } from 'vitest';
import { isPhotoOrVideo } from '../../lib/media-draft';
import {
  INITIAL_WIZARD_STATE,
  closeNeedsConfirmation,
  wizardReducer,
  type WizardAction,
  type WizardState,
} from './wizard-state';

const image = new File(['x'], 'photo.jpg', { type: 'image/jpeg' });
const video = new File(['x'], 'clip.mp4', { type: 'video/mp4' });
const pdf = new File(['x'], 'doc.pdf', { type: 'application/pdf' });

const run = (...actions: WizardAction[]) => actions.reduce(wizardReducer, INITIAL_WIZARD_STATE);
const choose = (file: File): WizardAction => ({ type: 'fileChosen', file, previewUrl: 'blob:preview' });

describe('wizard steps', () => {
  it('moves select → preview → details with a photo or a video', () => {
    expect(run(choose(image))).toMatchObject({ step: 'preview', file: image, previewUrl: 'blob:preview' });
    expect(run(choose(video), { type: 'next' })).toMatchObject({ step: 'details', file: video });
  });

  it('ignores files that are neither photo nor video', () => {
    expect(run(choose(pdf))).toBe(INITIAL_WIZARD_STATE);
    expect(isPhotoOrVideo(pdf)).toBe(false);
    expect(isPhotoOrVideo({ type: 'image/heic' })).toBe(true);
  });

  it('goes back from details to preview and keeps the file', () => {
    expect(run(choose(image), { type: 'next' }, { type: 'back' })).toMatchObject({ step: 'preview', file: image });
  });

  it('goes back from preview to select and drops the file', () => {
    expect(run(choose(image), { type: 'back' })).toMatchObject({ step: 'select', file: null, previewUrl: null });
  });

  it('does not skip steps', () => {
    expect(run({ type: 'next' }).step).toBe('select');
    expect(run(choose(image), { type: 'next' }, { type: 'next' }).step).toBe('details');
    expect(run({ type: 'back' })).toBe(INITIAL_WIZARD_STATE);
  });
});

describe('closing', () => {
  it('closes at once from step 1 and asks "Discard post?" after it', () => {
    expect(closeNeedsConfirmation(INITIAL_WIZARD_STATE)).toBe(false);
    expect(run({ type: 'askDiscard' }).confirmingDiscard).toBe(false);
    const asked = run(choose(image), { type: 'askDiscard' });
    expect(closeNeedsConfirmation(asked)).toBe(true);
    expect(asked.confirmingDiscard).toBe(true);
    expect(wizardReducer(asked, { type: 'keepEditing' })).toMatchObject({ confirmingDiscard: false, step: 'preview' });
  });

  it('resets to the start', () => {
    const filled = run(choose(image), { type: 'next' }, { type: 'detailsChanged', details: { caption: 'hi' } });
    expect(wizardReducer(filled, { type: 'reset' })).toBe(INITIAL_WIZARD_STATE);
  });
});

describe('sharing', () => {
  const ready = (): WizardState =>
    run(choose(image), { type: 'next' }, { type: 'detailsChanged', details: { caption: 'hi' } });

  it('starts once, tracks progress and freezes the wizard meanwhile', () => {
    const sharing = wizardReducer(ready(), { type: 'shareStarted' });
    expect(sharing).toMatchObject({ sharing: true, progress: 0 });
    expect(wizardReducer(sharing, { type: 'back' })).toBe(sharing);
    expect(wizardReducer(sharing, { type: 'askDiscard' })).toBe(sharing);
    expect(wizardReducer(sharing, { type: 'detailsChanged', details: { caption: 'x' } })).toBe(sharing);
    expect(wizardReducer(sharing, { type: 'shareStarted' })).toBe(sharing);
    const halfway = wizardReducer(sharing, { type: 'shareProgress', progress: 0.5 });
    expect(halfway.progress).toBe(0.5);
    expect(wizardReducer(halfway, { type: 'shareProgress', progress: 0.2 }).progress).toBe(0.5);
  });

  it('keeps the details after a failure so the user can try again', () => {
    const failed = wizardReducer(wizardReducer(ready(), { type: 'shareStarted' }), {
      type: 'shareFailed',
      error: 'Network error',
    });
    expect(failed).toMatchObject({ sharing: false, error: 'Network error', step: 'details' });
    expect(failed.details.caption).toBe('hi');
  });

  it('cannot share before the details step', () => {
    const preview = run(choose(image));
    expect(wizardReducer(preview, { type: 'shareStarted' })).toBe(preview);
  });

  it('shows a rejected file only on step 1', () => {
    expect(run({ type: 'fileRejected', error: 'too big' }).error).toBe('too big');
    const preview = run(choose(image));
    expect(wizardReducer(preview, { type: 'fileRejected', error: 'x' })).toBe(preview);
  });
});

describe('albums (issue 30)', () => {
  const files = (...names: string[]) =>
    names.map((name) => ({ file: new File(['x'], name, { type: 'image/png' }), previewUrl: `blob:${name}` }));
  const chooseMany = (...names: string[]): WizardAction => ({ type: 'filesChosen', files: files(...names) });
  const names = (state: WizardState) => state.items.map((item) => item.file.name);

  it('takes several files in order, the first one as the draft file', () => {
    const state = run(chooseMany('a.png', 'b.png', 'c.png'));
    expect(state).toMatchObject({ step: 'preview', previewUrl: 'blob:a.png' });
    expect(names(state)).toEqual(['a.png', 'b.png', 'c.png']);
    expect(state.file?.name).toBe('a.png');
  });

  it('reorders, keeps each alt text with its item and follows the new first item', () => {
    const state = run(
      chooseMany('a.png', 'b.png', 'c.png'),
      { type: 'itemAltChanged', id: 'blob:c.png', altText: 'the sea' },
      { type: 'itemMoved', from: 2, to: 0 },
    );
    expect(names(state)).toEqual(['c.png', 'a.png', 'b.png']);
    expect(state.items[0]?.altText).toBe('the sea');
    expect(state.file?.name).toBe('c.png');
  });

  it('removes items; down to one, its alt text becomes the details’; none left is step 1', () => {
    let state = run(
      chooseMany('a.png', 'b.png'),
      { type: 'itemAltChanged', id: 'blob:b.png', altText: 'kept' },
      { type: 'itemRemoved', id: 'blob:a.png' },
    );
    expect(names(state)).toEqual(['b.png']);
    expect(state.details.altText).toBe('kept');
    state = wizardReducer(state, { type: 'itemRemoved', id: 'blob:b.png' });
    expect(state).toMatchObject({ step: 'select', file: null, items: [] });
  });

  it('keeps at most 10 items and drops them all on Back', () => {
    const many = Array.from({ length: 12 }, (_, index) => `${index}.png`);
    expect(run(chooseMany(...many)).items).toHaveLength(10);
    expect(run(chooseMany('a.png', 'b.png'), { type: 'back' })).toMatchObject({ step: 'select', items: [] });
  });
});
