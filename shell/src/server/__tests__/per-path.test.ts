import { perPath } from '../per-path';

test('works a path out once, and forgets every path once a thousand are kept', () => {
  const compute = jest.fn((pathname: string) => ({ pathname }));
  const of = perPath(compute);
  const first = of('/events');
  expect(of('/events')).toBe(first);
  expect(compute).toHaveBeenCalledTimes(1);

  for (let i = 1; i < 1_000; i += 1) of(`/photo/gallery/${i}`);
  expect(of('/events')).toBe(first);
  expect(compute).toHaveBeenCalledTimes(1_000);

  // The thousand-and-first path: everything kept is forgotten, and worked out again when asked.
  expect(of('/photo/gallery/1000')).toEqual({ pathname: '/photo/gallery/1000' });
  const again = of('/events');
  expect(again).toEqual(first);
  expect(again).not.toBe(first);
  expect(compute).toHaveBeenCalledTimes(1_002);
});

test('a path with no answer (null) is kept too', () => {
  const compute = jest.fn(() => null);
  const of = perPath(compute);
  expect(of('/nav')).toBeNull();
  expect(of('/nav')).toBeNull();
  expect(compute).toHaveBeenCalledTimes(1);
});
