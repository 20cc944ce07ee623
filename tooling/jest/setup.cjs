'use strict';
require('@testing-library/jest-dom');

// jest-fixed-jsdom hands the window Node's fetch family but leaves jsdom's File, which Node's
// FormData does not take as a file: a multipart upload would send "[object File]".
globalThis.File = require('node:buffer').File;

// jsdom has no scrolling or matchMedia; the layout calls both.
window.scrollTo = () => {};
Element.prototype.scrollIntoView = function scrollIntoView() {};
if (!window.matchMedia) {
  window.matchMedia = (query) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
    dispatchEvent: () => false,
  });
}
if (!window.IntersectionObserver) {
  window.IntersectionObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  };
}
