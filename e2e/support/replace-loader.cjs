'use strict';
/**
 * Test-only webpack loader: replaces text in source files during a throw-away build, so a
 * test can "change a heading and redeploy" without ever touching the repository's sources.
 */
module.exports = function replaceLoader(source) {
  const { search, replace } = this.getOptions();
  return source.split(search).join(replace);
};
