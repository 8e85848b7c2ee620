export const themes = ['light', 'dark', 'system'] as const;
export type Theme = (typeof themes)[number];
/** The spec's storage key. */
export const themeStorageKey = 'vite-ui-theme';

export function readTheme(): Theme {
  const stored = localStorage.getItem(themeStorageKey);
  return (themes as readonly string[]).includes(stored ?? '') ? (stored as Theme) : 'system';
}

/** Puts `light` or `dark` on the root element; `system` follows the operating system. */
export function applyTheme(theme: Theme) {
  const dark = theme === 'dark' || (theme === 'system' && matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.classList.remove('light', 'dark');
  document.documentElement.classList.add(dark ? 'dark' : 'light');
}

/** The same logic, inlined in <head> before first paint (no flash on a server-rendered page). */
export const themeBootScript = `(function(){try{var t=localStorage.getItem('${themeStorageKey}');if(t!=='light'&&t!=='dark')t='system';var d=t==='dark'||(t==='system'&&matchMedia('(prefers-color-scheme: dark)').matches);document.documentElement.classList.add(d?'dark':'light')}catch(e){}})()`;
