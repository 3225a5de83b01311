import { mediaDraftReducer, type MediaDraft, type MediaDraftAction } from '../../lib/media-draft';
import { albumItemsOf, moveItem, type AlbumAction, type AlbumDraftItem } from './album-draft';

export type WizardStep = 'select' | 'preview' | 'details';

export interface PostDetails {
  caption: string;
  location: string;
  altText: string;
  hideLikeCount: boolean;
  hideViewCount: boolean;
  turnOffCommenting: boolean;
}

export interface WizardState extends MediaDraft<WizardStep> {
  details: PostDetails;
  /**
   * The chosen photos and videos in order; `file` and `previewUrl` are always the first one's. An
   * album (more than one) is shared in `media` with each item's alt text; one file as `image`.
   */
  items: AlbumDraftItem[];
}

type WizardStepAction =
  { type: 'next' } | { type: 'back' } | { type: 'detailsChanged'; details: Partial<PostDetails> } | AlbumAction;

export type WizardAction = MediaDraftAction | WizardStepAction;

export const EMPTY_DETAILS: PostDetails = {
  caption: '',
  location: '',
  altText: '',
  hideLikeCount: false,
  hideViewCount: false,
  turnOffCommenting: false,
};

export const INITIAL_WIZARD_STATE: WizardState = {
  step: 'select',
  file: null,
  previewUrl: null,
  details: EMPTY_DETAILS,
  items: [],
  confirmingDiscard: false,
  sharing: false,
  progress: 0,
  error: null,
};

/** Closing from step 1 closes at once; from a later step it first asks 'Discard post?'. */
export function closeNeedsConfirmation(state: WizardState): boolean {
  return state.step !== 'select';
}

/** The state with these items, the first one also the draft's `file`; none left goes back to step 1. */
function withItems(state: WizardState, items: AlbumDraftItem[]): WizardState {
  const [first] = items;
  if (!first) return { ...state, step: 'select', items: [], file: null, previewUrl: null };
  // Back to one file: its alt text is the details' (step 3 asks for it again).
  const details =
    items.length === 1 && state.items.length > 1 ? { ...state.details, altText: first.altText } : state.details;
  return { ...state, items, file: first.file, previewUrl: first.previewUrl, details };
}

/**
 * The post creation wizard: select → preview (Next) → details (Share). Back from details goes to
 * preview; back from preview goes to select and drops the file. Nothing moves while sharing.
 */
export const wizardReducer = mediaDraftReducer<WizardState, WizardStepAction>(
  { initial: INITIAL_WIZARD_STATE, afterSelect: 'preview', shareStep: 'details', closeNeedsConfirmation },
  (state, action) => {
    switch (action.type) {
      case 'next':
        return state.step === 'preview' ? { ...state, step: 'details', error: null } : state;
      case 'back':
        if (state.step === 'details') return { ...state, step: 'preview', error: null };
        if (state.step === 'preview') {
          return { ...state, step: 'select', file: null, previewUrl: null, items: [], error: null };
        }
        return state;
      case 'detailsChanged':
        return { ...state, details: { ...state.details, ...action.details } };
      case 'filesChosen': {
        const items = albumItemsOf(action.files);
        if (state.step !== 'select' || items.length === 0) return state;
        return { ...withItems(state, items), step: 'preview', error: null };
      }
      case 'itemMoved':
        return state.step === 'preview' ? withItems(state, moveItem(state.items, action.from, action.to)) : state;
      case 'itemRemoved':
        return state.step === 'preview'
          ? withItems(
              state,
              state.items.filter((item) => item.id !== action.id),
            )
          : state;
      case 'itemAltChanged':
        return withItems(
          state,
          state.items.map((item) => (item.id === action.id ? { ...item, altText: action.altText } : item)),
        );
    }
  },
);
