'use strict';
/*
 * React's scheduler prefers setImmediate and otherwise opens a MessageChannel whose port keeps
 * jest from exiting (the jsdom environment hands the window Node's MessageChannel). A
 * setImmediate made of setTimeout keeps the scheduler off the channel.
 */
if (typeof globalThis.setImmediate !== 'function') {
  globalThis.setImmediate = (callback, ...args) => setTimeout(callback, 0, ...args);
  globalThis.clearImmediate = (id) => clearTimeout(id);
}
