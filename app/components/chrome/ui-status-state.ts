/** The loading overlay and error banner of spec §4, as a pure state machine (see ui-status.tsx). */
export interface UiStatusState {
  /** Loading asked for by a component (setLoading). */
  loading: boolean;
  /** A client navigation that takes long enough to show the overlay. */
  navigating: boolean;
  error: string | null;
}

export type UiStatusAction =
  | { type: 'setLoading'; loading: boolean }
  | { type: 'navigating'; navigating: boolean }
  | { type: 'showError'; message: string }
  | { type: 'dismiss' };

export const initialUiStatus: UiStatusState = { loading: false, navigating: false, error: null };

/** Turning loading on (or a slow navigation starting) clears the error; showing an error turns loading off. */
export function uiStatusReducer(state: UiStatusState, action: UiStatusAction): UiStatusState {
  switch (action.type) {
    case 'setLoading':
      return action.loading ? { ...state, loading: true, error: null } : { ...state, loading: false };
    case 'navigating':
      return action.navigating ? { ...state, navigating: true, error: null } : { ...state, navigating: false };
    case 'showError':
      return { loading: false, navigating: false, error: action.message };
    case 'dismiss':
      return { ...state, error: null };
  }
}

export const overlayShown = (state: UiStatusState) => state.loading || state.navigating;
