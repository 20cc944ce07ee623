'use strict';
/**
 * jsdom lacks fetch and friends. We hand the test window Node's own implementations, all from
 * one family (undici), so ky's Request/FormData/AbortSignal checks agree with each other.
 */
const { TestEnvironment } = require('jest-environment-jsdom');

// Not MessageChannel: React's scheduler would hold a Node MessagePort open and jest never exits.
const FROM_NODE = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'FormData',
  'Blob',
  'File',
  'AbortController',
  'AbortSignal',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'TextEncoder',
  'TextDecoder',
  'structuredClone',
  'BroadcastChannel',
];

class KorisEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const key of FROM_NODE) {
      if (globalThis[key] !== undefined) this.global[key] = globalThis[key];
    }
  }
}

module.exports = KorisEnvironment;
