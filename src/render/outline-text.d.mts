// Types of outline-text.mjs (plain JavaScript, so that the render worker starts without the loader).
export function outlineText(svg: string, job: { fonts: string[] }): string;
export function fontsLeftFor(svg: string, fonts: string[]): string[];
