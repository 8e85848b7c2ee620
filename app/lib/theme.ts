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

/**
 * The same logic, inlined in <head> before first paint (no flash on a server-rendered page), and kept listening: the
 * page follows a change of the system's theme from its first paint, whether or not the app's scripts have run (a
 * stored choice of light or dark wins, read at each change).
 */
export const themeBootScript = `(function(){try{var m=matchMedia('(prefers-color-scheme: dark)');function a(){var t=localStorage.getItem('${themeStorageKey}');var d=t==='dark'||(t!=='light'&&m.matches);var c=document.documentElement.classList;c.remove('light','dark');c.add(d?'dark':'light')}a();m.addEventListener('change',a)}catch(e){}})()`;
