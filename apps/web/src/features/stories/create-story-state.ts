import {
  DEFAULT_STORY_FILTERS,
  LIMITS,
  type StoryDuration,
  type StoryFilters,
  type StoryPreset,
  type StoryTextOverlay,
} from '@teamhub/contracts';
import { mediaDraftReducer, type MediaDraft, type MediaDraftAction } from '../../lib/media-draft';
import { withPreset } from './story-filters';

export type CreateStoryStep = 'select' | 'edit';

/** A text on the draft, with a key that stays while it is dragged and edited. */
export interface DraftOverlay extends StoryTextOverlay {
  key: number;
}

export interface CreateStoryState extends MediaDraft<CreateStoryStep> {
  filters: StoryFilters;
  overlays: DraftOverlay[];
  nextOverlayKey: number;
  caption: string;
  duration: StoryDuration;
}

export type AdjustmentName = 'brightness' | 'contrast' | 'saturation' | 'blur' | 'hueRotate' | 'opacity';

type CreateStoryStepAction =
  | { type: 'back' }
  | { type: 'presetChosen'; preset: StoryPreset }
  | { type: 'adjusted'; name: AdjustmentName; value: number }
  | { type: 'adjustmentsReset' }
  | { type: 'effectToggled'; name: 'vintage' | 'blackAndWhite' | 'sepia' | 'invert'; on: boolean }
  | { type: 'overlayAdded'; text: string }
  | { type: 'overlayChanged'; key: number; change: Partial<StoryTextOverlay> }
  | { type: 'overlayRemoved'; key: number }
  | { type: 'captionChanged'; caption: string }
  | { type: 'durationChosen'; duration: StoryDuration };

export type CreateStoryAction = MediaDraftAction | CreateStoryStepAction;

/** A new text's look (specification section 5): centred, 32, white, Arial. */
export const OVERLAY_DEFAULTS = { x: 50, y: 50, fontSize: 32, color: 'white', fontFamily: 'Arial' } as const;

export const INITIAL_CREATE_STORY_STATE: CreateStoryState = {
  step: 'select',
  file: null,
  previewUrl: null,
  filters: DEFAULT_STORY_FILTERS,
  overlays: [],
  nextOverlayKey: 1,
  caption: '',
  duration: LIMITS.story.defaultDuration,
  confirmingDiscard: false,
  sharing: false,
  progress: 0,
  error: null,
};

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** An overlay change kept inside the contract's bounds (a drag past the edge stops at it). */
function boundedChange(change: Partial<StoryTextOverlay>): Partial<StoryTextOverlay> {
  const next = { ...change };
  if (next.x !== undefined) next.x = Math.round(clamp(next.x, 0, 100) * 10) / 10;
  if (next.y !== undefined) next.y = Math.round(clamp(next.y, 0, 100) * 10) / 10;
  if (next.fontSize !== undefined) {
    next.fontSize = Math.round(clamp(next.fontSize, LIMITS.story.fontSizeMin, LIMITS.story.fontSizeMax));
  }
  return next;
}

/** The draft as POST /api/stories takes it. */
export function draftFields(state: CreateStoryState) {
  return {
    content: state.caption,
    duration: state.duration,
    filters: state.filters,
    textOverlays: state.overlays.map(({ key: _key, ...overlay }) => overlay),
  };
}

/** Closing asks 'Discard story?' once a file is chosen; before that it closes at once. */
export function closeNeedsConfirmation(state: CreateStoryState): boolean {
  return state.file !== null;
}

function edit(state: CreateStoryState, action: CreateStoryStepAction): CreateStoryState {
  switch (action.type) {
    case 'presetChosen':
      return { ...state, filters: withPreset(state.filters, action.preset) };
    case 'adjusted':
      return { ...state, filters: { ...state.filters, [action.name]: action.value } };
    case 'adjustmentsReset': {
      const { brightness, contrast, saturation, blur, hueRotate, opacity } = DEFAULT_STORY_FILTERS;
      return { ...state, filters: { ...state.filters, brightness, contrast, saturation, blur, hueRotate, opacity } };
    }
    case 'effectToggled':
      return { ...state, filters: { ...state.filters, [action.name]: action.on } };
    case 'overlayAdded': {
      const text = action.text.trim().slice(0, LIMITS.story.overlayText);
      if (!text || state.overlays.length >= LIMITS.story.overlaysMax) return state;
      const overlay: DraftOverlay = { ...OVERLAY_DEFAULTS, text, key: state.nextOverlayKey };
      return { ...state, overlays: [...state.overlays, overlay], nextOverlayKey: state.nextOverlayKey + 1 };
    }
    case 'overlayChanged':
      return {
        ...state,
        overlays: state.overlays.map((overlay) =>
          overlay.key === action.key ? { ...overlay, ...boundedChange(action.change) } : overlay,
        ),
      };
    case 'overlayRemoved':
      return { ...state, overlays: state.overlays.filter((overlay) => overlay.key !== action.key) };
    case 'captionChanged':
      return { ...state, caption: action.caption.slice(0, LIMITS.storyCaption) };
    case 'durationChosen':
      return { ...state, duration: action.duration };
    default:
      return state;
  }
}

/**
 * The story creator: select → edit (Share). Back from edit drops the file and the edits. Nothing
 * changes while sharing; closing or discarding resets everything.
 */
export const createStoryReducer = mediaDraftReducer<CreateStoryState, CreateStoryStepAction>(
  { initial: INITIAL_CREATE_STORY_STATE, afterSelect: 'edit', shareStep: 'edit', closeNeedsConfirmation },
  (state, action) => {
    if (action.type === 'back') return state.step === 'edit' ? INITIAL_CREATE_STORY_STATE : state;
    return state.step === 'edit' ? edit(state, action) : state;
  },
);
