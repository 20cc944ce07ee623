/**
 * A controllable IntersectionObserver for jsdom (which has none that fires): tests say when
 * the list's sentinel scrolls into view or out of it.
 */
const observers = new Set<FakeIntersectionObserver>();

class FakeIntersectionObserver {
  readonly root = null;
  readonly rootMargin = '';
  readonly thresholds = [0];
  private targets = new Set<Element>();
  constructor(private callback: IntersectionObserverCallback) {
    observers.add(this);
  }
  observe(target: Element) {
    this.targets.add(target);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.targets.clear();
    observers.delete(this);
  }
  takeRecords() {
    return [];
  }
  fire(isIntersecting: boolean) {
    const entries = [...this.targets].map(
      (target) => ({ target, isIntersecting }) as IntersectionObserverEntry,
    );
    if (entries.length > 0) this.callback(entries, this as unknown as IntersectionObserver);
  }
}

export function installIntersectionObserver() {
  observers.clear();
  window.IntersectionObserver = FakeIntersectionObserver as unknown as typeof IntersectionObserver;
}

/** The sentinel scrolls into view (true) or out of it (false). */
export function scrollSentinel(isIntersecting: boolean) {
  observers.forEach((observer) => observer.fire(isIntersecting));
}
