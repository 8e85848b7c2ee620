/** Spec §4 and §9: header and bottom-bar thresholds and timings. */
export const scrolledAfterPx = 8;
export const hideHeaderAfterPx = 64;
export const productHeaderAutoHideMs = 3000;
export const productBottomBarInitialMs = 3000;
export const productBottomBarAfterScrollMs = 2000;
export const errorBannerMs = 5000;
/** Spec §9: a toast stays 4 s (the default of the toast library in use, at most 3 visible). */
export const toastDurationMs = 4000;
