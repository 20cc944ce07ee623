import { heldTickObject, holdTickShapes } from '../src/tick-shapes';

/** Node's own async id symbols, as `process.nextTick` puts them on its tick objects. */
const asyncIdSymbols = (object: object) =>
  Reflect.ownKeys(object)
    .filter((key): key is symbol => typeof key === 'symbol')
    .map((key) => key.description);

describe('holdTickShapes', () => {
  it('holds a tick object of Node (an object carrying its async ids and callback)', async () => {
    holdTickShapes();
    await new Promise<void>((resolve) => process.nextTick(resolve));
    const held = heldTickObject();
    // What the hold relies on: inside a tick, the current async resource is the tick object.
    expect(held).toBeDefined();
    expect(asyncIdSymbols(held!)).toEqual(
      expect.arrayContaining(['async_id_symbol', 'trigger_async_id_symbol']),
    );
    expect(held).toHaveProperty('callback');
  });

  it('holds once per process', async () => {
    holdTickShapes();
    await new Promise<void>((resolve) => process.nextTick(resolve));
    const held = heldTickObject();
    expect(held).toBeDefined();
    holdTickShapes();
    await new Promise<void>((resolve) => process.nextTick(resolve));
    expect(heldTickObject()).toBe(held);
  });
});
