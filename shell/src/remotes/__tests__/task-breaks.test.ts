import { nextTask, taskBreaks } from '../task-breaks';

type Hooks = {
  afterLoadEntry: (args: { cached?: boolean }) => Promise<void>;
  afterInitRemote: (args: { cached?: boolean }) => Promise<void>;
  beforeExecuteFactory: (args: object) => Promise<void>;
};
const hooks = () => taskBreaks() as unknown as Hooks;

/** Runs `step` after `hook`, with other work queued as a task at the moment the hook starts. */
async function orderOf(hook: () => Promise<void>): Promise<string[]> {
  const order: string[] = [];
  setTimeout(() => order.push('queued task'), 0);
  await hook();
  order.push('next step');
  await new Promise((resolve) => setTimeout(resolve, 0));
  return order;
}

describe('task breaks in a remote’s first load', () => {
  it('lets work queued meanwhile run between the entry and the container’s start, and before the module runs', async () => {
    const plugin = hooks();
    expect(await orderOf(() => plugin.afterLoadEntry({}))).toEqual(['queued task', 'next step']);
    expect(await orderOf(() => plugin.afterInitRemote({}))).toEqual(['queued task', 'next step']);
    expect(await orderOf(() => plugin.beforeExecuteFactory({}))).toEqual([
      'queued task',
      'next step',
    ]);
  });

  it('goes straight on for a remote already loaded', async () => {
    const plugin = hooks();
    expect(await orderOf(() => plugin.afterLoadEntry({ cached: true }))).toEqual([
      'next step',
      'queued task',
    ]);
    expect(await orderOf(() => plugin.afterInitRemote({ cached: true }))).toEqual([
      'next step',
      'queued task',
    ]);
  });

  it('uses the browser’s scheduler.yield where there is one', async () => {
    const yielded = jest.fn(() => Promise.resolve());
    Object.defineProperty(globalThis, 'scheduler', {
      value: { yield: yielded },
      configurable: true,
    });
    try {
      await nextTask();
      expect(yielded).toHaveBeenCalledTimes(1);
    } finally {
      delete (globalThis as { scheduler?: unknown }).scheduler;
    }
  });
});
