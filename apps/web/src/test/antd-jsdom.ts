// What antd (the console's kit) asks of the browser that jsdom cannot answer, for the tests of one
// file: call at the top of the file.
import { afterAll, beforeAll } from 'vitest';

export function shimJsdomForAntd(): void {
  const getComputedStyle = window.getComputedStyle;
  beforeAll(() => {
    // jsdom reads no pseudo-element styles (antd's text area asks): the element's own stand in.
    window.getComputedStyle = (element: Element) => getComputedStyle(element);
    // antd's responsive pieces ask the browser about media queries; jsdom has no answer of its own.
    window.matchMedia ??= ((query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    })) as typeof window.matchMedia;
  });
  afterAll(() => {
    window.getComputedStyle = getComputedStyle;
  });
}
