import { act } from '@testing-library/react';
import { installIntersectionObserver } from './intersection-observer';
import { resetStores } from './stores';

/**
 * Every test of the file runs on jest's fake clock (the lists' shortest show time, the alerts'
 * countdown) with fresh stores and an IntersectionObserver double. After each test the stores
 * are reset inside act while the alert clock is still fake, then the real clock returns.
 * `reset` stands in for the kit's store reset where a package keeps more (a list cache).
 */
export function runOnFakeClock(reset: () => void = resetStores): void {
  beforeEach(() => {
    jest.useFakeTimers();
    reset();
    installIntersectionObserver();
  });
  afterEach(() => {
    act(() => reset());
    jest.useRealTimers();
  });
}
