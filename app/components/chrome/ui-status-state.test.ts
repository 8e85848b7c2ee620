import { describe, expect, it } from 'vitest';
import { initialUiStatus, overlayShown, uiStatusReducer } from './ui-status-state.ts';

describe('loading overlay and error banner (spec §4)', () => {
  it('clears the error when loading is turned on', () => {
    const failed = uiStatusReducer(initialUiStatus, { type: 'showError', message: 'boom' });
    expect(failed.error).toBe('boom');
    const loading = uiStatusReducer(failed, { type: 'setLoading', loading: true });
    expect(loading).toEqual({ loading: true, navigating: false, error: null });
    expect(overlayShown(loading)).toBe(true);
  });

  it('clears the error when a slow navigation shows the overlay', () => {
    const failed = uiStatusReducer(initialUiStatus, { type: 'showError', message: 'boom' });
    expect(uiStatusReducer(failed, { type: 'navigating', navigating: true }).error).toBeNull();
  });

  it('turns loading off (overlay hidden) when an error shows', () => {
    let state = uiStatusReducer(initialUiStatus, { type: 'setLoading', loading: true });
    state = uiStatusReducer(state, { type: 'navigating', navigating: true });
    state = uiStatusReducer(state, { type: 'showError', message: 'boom' });
    expect(state).toEqual({ loading: false, navigating: false, error: 'boom' });
    expect(overlayShown(state)).toBe(false);
  });

  it('keeps the error when loading is turned off, and dismisses it on demand', () => {
    let state = uiStatusReducer(initialUiStatus, { type: 'showError', message: 'boom' });
    state = uiStatusReducer(state, { type: 'setLoading', loading: false });
    expect(state.error).toBe('boom');
    expect(uiStatusReducer(state, { type: 'dismiss' }).error).toBeNull();
  });
});
