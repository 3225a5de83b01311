/**
 * What the post wizard and the story creator both keep about a draft: the chosen photo or video,
 * the in-dialog 'Discard …?' question and the upload. Each adds its own steps and details.
 */
export interface MediaDraft<Step extends string> {
  step: Step;
  file: File | null;
  /** An object URL for the chosen file; whoever replaces or drops it revokes it. */
  previewUrl: string | null;
  /** The in-dialog 'Discard …?' question is showing. */
  confirmingDiscard: boolean;
  sharing: boolean;
  /** Upload progress, 0–1, while sharing. */
  progress: number;
  error: string | null;
}

export type MediaDraftAction =
  | { type: 'fileChosen'; file: File; previewUrl: string }
  | { type: 'fileRejected'; error: string }
  | { type: 'askDiscard' }
  | { type: 'keepEditing' }
  | { type: 'shareStarted' }
  | { type: 'shareProgress'; progress: number }
  | { type: 'shareFailed'; error: string }
  | { type: 'reset' };

/** Where one creator's draft goes: its start, the step a chosen file opens, the step that shares. */
export interface MediaDraftRules<State extends MediaDraft<string>> {
  initial: State;
  afterSelect: State['step'];
  shareStep: State['step'];
  closeNeedsConfirmation: (state: State) => boolean;
}

/** Only photos and videos can be posted or made a story. */
export function isPhotoOrVideo(file: Pick<File, 'type'>): boolean {
  return file.type.startsWith('image/') || file.type.startsWith('video/');
}

// A record, so that the compiler asks for every draft action: one left out here would reach the
// creators' own step reducers instead.
const DRAFT_ACTIONS: Record<MediaDraftAction['type'], true> = {
  fileChosen: true,
  fileRejected: true,
  askDiscard: true,
  keepEditing: true,
  shareStarted: true,
  shareProgress: true,
  shareFailed: true,
  reset: true,
};

// While sharing the draft holds still: only the upload's own news and a reset get through.
const MOVES_WHILE_SHARING = new Set<string>(['shareProgress', 'shareFailed', 'reset']);

function isDraftAction(action: { type: string }): action is MediaDraftAction {
  return Object.hasOwn(DRAFT_ACTIONS, action.type);
}

function draftReducer<State extends MediaDraft<string>>(
  state: State,
  action: MediaDraftAction,
  rules: MediaDraftRules<State>,
): State {
  switch (action.type) {
    case 'fileChosen':
      if (state.step !== 'select' || !isPhotoOrVideo(action.file)) return state;
      return { ...state, step: rules.afterSelect, file: action.file, previewUrl: action.previewUrl, error: null };
    case 'fileRejected':
      return state.step === 'select' ? { ...state, error: action.error } : state;
    case 'askDiscard':
      return rules.closeNeedsConfirmation(state) ? { ...state, confirmingDiscard: true } : state;
    case 'keepEditing':
      return { ...state, confirmingDiscard: false };
    case 'shareStarted':
      return state.step === rules.shareStep && state.file
        ? { ...state, sharing: true, progress: 0, error: null, confirmingDiscard: false }
        : state;
    case 'shareProgress':
      return state.sharing ? { ...state, progress: Math.max(state.progress, Math.min(1, action.progress)) } : state;
    case 'shareFailed':
      return { ...state, sharing: false, progress: 0, error: action.error };
    case 'reset':
      return rules.initial;
  }
}

/**
 * A creator's reducer: the draft actions above as `rules` say, its own step actions by
 * `stepReducer`, and nothing but the upload's progress or failure (or a reset) while sharing.
 */
export function mediaDraftReducer<State extends MediaDraft<string>, StepAction extends { type: string }>(
  rules: MediaDraftRules<State>,
  stepReducer: (state: State, action: StepAction) => State,
): (state: State, action: MediaDraftAction | StepAction) => State {
  return (state, action) => {
    if (state.sharing && !MOVES_WHILE_SHARING.has(action.type)) return state;
    return isDraftAction(action) ? draftReducer(state, action, rules) : stepReducer(state, action);
  };
}
