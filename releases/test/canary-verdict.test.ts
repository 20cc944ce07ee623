import {
  canaryThresholdsFrom,
  canaryVerdict,
  DEFAULT_CANARY_THRESHOLDS,
} from '../src/canary-verdict.js';

describe('canaryVerdict', () => {
  const current = { views: 1000, errors: 10 }; // 1 %

  it('keeps a canary seen by fewer page views than the minimum, however many errors', () => {
    expect(canaryVerdict(current, { views: 49, errors: 49 })).toEqual({ end: false });
    expect(canaryVerdict(current, undefined)).toEqual({ end: false });
  });

  it('ends a canary above 2 % and more than twice the current rate, saying why', () => {
    const verdict = canaryVerdict(current, { views: 50, errors: 2 }); // 4 %
    expect(verdict.end).toBe(true);
    expect(verdict.end && verdict.reason).toBe(
      "error rate 4.0 % (2 errors in 50 page views) is above 2.0 % and more than 2 times the current release's 1.0 %",
    );
  });

  it('keeps a canary at exactly twice the current rate', () => {
    expect(canaryVerdict({ views: 100, errors: 3 }, { views: 100, errors: 6 })).toEqual({
      end: false,
    });
  });

  it('keeps a canary at or below 2 % even against a flawless current release', () => {
    expect(canaryVerdict({ views: 100, errors: 0 }, { views: 100, errors: 2 })).toEqual({
      end: false,
    });
    expect(canaryVerdict({ views: 100, errors: 0 }, { views: 100, errors: 3 }).end).toBe(true);
  });

  it('ends a failing canary when the current release has no counts yet', () => {
    expect(canaryVerdict(undefined, { views: 60, errors: 6 }).end).toBe(true);
  });

  it('applies the thresholds it is given', () => {
    const strict = { minViews: 10, errorRatio: 1.5, errorRate: 0.05 };
    expect(canaryVerdict(current, { views: 10, errors: 1 }, strict).end).toBe(true);
    expect(canaryVerdict(current, { views: 10, errors: 0 }, strict).end).toBe(false);
  });
});

describe('canaryThresholdsFrom', () => {
  it('takes the defaults when nothing is set', () => {
    expect(canaryThresholdsFrom({})).toEqual(DEFAULT_CANARY_THRESHOLDS);
    expect(DEFAULT_CANARY_THRESHOLDS).toEqual({ minViews: 50, errorRatio: 2, errorRate: 0.02 });
  });

  it('reads the settings', () => {
    expect(
      canaryThresholdsFrom({
        CANARY_MIN_VIEWS: '200',
        CANARY_ERROR_RATIO: '3',
        CANARY_ERROR_RATE: '0.05',
      }),
    ).toEqual({ minViews: 200, errorRatio: 3, errorRate: 0.05 });
  });

  it('refuses a value out of its range', () => {
    expect(() => canaryThresholdsFrom({ CANARY_MIN_VIEWS: '0' })).toThrow('CANARY_MIN_VIEWS');
    expect(() => canaryThresholdsFrom({ CANARY_ERROR_RATE: '2 %' })).toThrow('CANARY_ERROR_RATE');
    expect(() => canaryThresholdsFrom({ CANARY_ERROR_RATIO: '0.5' })).toThrow('CANARY_ERROR_RATIO');
  });
});
