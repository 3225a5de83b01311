export type WizardStep = 'select' | 'preview' | 'details';

export interface PostDetails {
  caption: string;
  location: string;
  altText: string;
  hideLikeCount: boolean;
  hideViewCount: boolean;
  turnOffCommenting: boolean;
}

export interface WizardState {
  step: WizardStep;
  file: File | null;
  /** An object URL for the chosen file; whoever replaces or drops it revokes it. */
  previewUrl: string | null;
  details: PostDetails;
  /** The in-dialog 'Discard post?' question is showing. */
  confirmingDiscard: boolean;
  sharing: boolean;
  /** Upload progress, 0–1, while sharing. */
  progress: number;
  error: string | null;
}

export type WizardAction =
  | { type: 'fileChosen'; file: File; previewUrl: string }
  | { type: 'fileRejected'; error: string }
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'detailsChanged'; details: Partial<PostDetails> }
  | { type: 'askDiscard' }
  | { type: 'keepEditing' }
  | { type: 'shareStarted' }
  | { type: 'shareProgress'; progress: number }
  | { type: 'shareFailed'; error: string }
  | { type: 'reset' };

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

/** Only photos and videos can be posted; anything else is ignored (specification section 4). */
export function isPostableFile(file: Pick<File, 'type'>): boolean {
  return file.type.startsWith('image/') || file.type.startsWith('video/');
}

/** Closing from step 1 closes at once; from a later step it first asks 'Discard post?'. */
export function closeNeedsConfirmation(state: WizardState): boolean {
  return state.step !== 'select';
}

/**
 * The post creation wizard: select → preview (Next) → details (Share). Back from details goes to
 * preview; back from preview goes to select and drops the file. Nothing moves while sharing.
 */
export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  if (state.sharing && action.type !== 'shareProgress' && action.type !== 'shareFailed' && action.type !== 'reset') {
    return state;
  }
  switch (action.type) {
    case 'fileChosen':
      if (state.step !== 'select' || !isPostableFile(action.file)) return state;
      return { ...state, step: 'preview', file: action.file, previewUrl: action.previewUrl, error: null };
    case 'fileRejected':
      return state.step === 'select' ? { ...state, error: action.error } : state;
    case 'next':
      return state.step === 'preview' ? { ...state, step: 'details', error: null } : state;
    case 'back':
      if (state.step === 'details') return { ...state, step: 'preview', error: null };
      if (state.step === 'preview') return { ...state, step: 'select', file: null, previewUrl: null, error: null };
      return state;
    case 'detailsChanged':
      return { ...state, details: { ...state.details, ...action.details } };
    case 'askDiscard':
      return closeNeedsConfirmation(state) ? { ...state, confirmingDiscard: true } : state;
    case 'keepEditing':
      return { ...state, confirmingDiscard: false };
    case 'shareStarted':
      return state.step === 'details' && state.file
        ? { ...state, sharing: true, progress: 0, error: null, confirmingDiscard: false }
        : state;
    case 'shareProgress':
      return state.sharing ? { ...state, progress: Math.max(state.progress, Math.min(1, action.progress)) } : state;
    case 'shareFailed':
      return { ...state, sharing: false, progress: 0, error: action.error };
    case 'reset':
      return INITIAL_WIZARD_STATE;
  }
}
