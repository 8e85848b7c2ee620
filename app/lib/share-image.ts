import url from '../components/landing/images/theme-marketplace-1440.webp?url';

/** The generated marketplace artwork (16:10), shared by pages without an image of their own. */
export const defaultShareImage = { path: url, width: 1440, height: 900 };
