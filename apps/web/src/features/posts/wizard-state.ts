import { mediaDraftReducer, type MediaDraft, type MediaDraftAction } from '../../lib/media-draft';

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
}

type WizardStepAction = { type: 'next' } | { type: 'back' } | { type: 'detailsChanged'; details: Partial<PostDetails> };

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
  confirmingDiscard: false,
  sharing: false,
  progress: 0,
  error: null,
};

/** Closing from step 1 closes at once; from a later step it first asks 'Discard post?'. */
export function closeNeedsConfirmation(state: WizardState): boolean {
  return state.step !== 'select';
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
        if (state.step === 'preview') return { ...state, step: 'select', file: null, previewUrl: null, error: null };
        return state;
      case 'detailsChanged':
        return { ...state, details: { ...state.details, ...action.details } };
    }
  },
);
