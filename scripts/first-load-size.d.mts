/** Types of ./first-load-size.mjs. */
export function firstLoad(dist: string): { files: string[]; bytes: number };
