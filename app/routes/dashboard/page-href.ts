/** The address of a page of a dashboard list: the list's own address for the first, `?page=n` after it. */
export const pageHref = (path: string) => (page: number) => (page > 1 ? `${path}?page=${page}` : path);
