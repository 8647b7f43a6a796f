/**
 * jsdom has no window.matchMedia: screens that lay out differently by width (useMediaQuery) ask it.
 * Every query answers `wide` (a 1440 px window, or a 390 px one), as the browser would for the
 * portal's min-width queries.
 */
class FixedMediaQueryList extends EventTarget implements MediaQueryList {
  onchange = null;
  constructor(
    readonly media: string,
    readonly matches: boolean,
  ) {
    super();
  }
  addListener(): void {}
  removeListener(): void {}
}

export function setWindowWide(wide: boolean): void {
  window.matchMedia = (query: string) => new FixedMediaQueryList(query, wide);
}
