'use strict';
/**
 * Lets the minifier drop the parts of React Router the site never uses (docs/decisions/049).
 *
 * The site shares a subset of React Router (shared/src/router), and the module it comes from
 * defines the rest too, at its top level: `var Form = React.forwardRef(...)` followed by
 * `Form.displayName = "Form"`. Webpack marks `Form` unused, but the minifier keeps it, for
 * two reasons this rule removes:
 * - a call such as `forwardRef(...)` may have side effects as far as the minifier knows:
 *   Babel's `@babel/plugin-transform-react-pure-annotations` marks React's pure calls pure;
 * - `Form.displayName = ...` writes to the object, which keeps it. The plugin below removes
 *   those top-level writes of a display name in production: React reads a display name only
 *   for development warnings and the developer tools.
 */

/** @param {{ types: import('@babel/core').types }} babel */
function dropDisplayNames({ types: t }) {
  return {
    name: 'koris-drop-display-names',
    visitor: {
      /** @param {import('@babel/core').NodePath<import('@babel/core').types.ExpressionStatement>} path */
      ExpressionStatement(path) {
        if (!path.parentPath.isProgram()) return;
        const { expression } = path.node;
        if (
          t.isAssignmentExpression(expression, { operator: '=' }) &&
          t.isMemberExpression(expression.left, { computed: false }) &&
          t.isIdentifier(expression.left.object) &&
          t.isIdentifier(expression.left.property, { name: 'displayName' }) &&
          t.isStringLiteral(expression.right)
        ) {
          path.remove();
        }
      },
    },
  };
}

/** The webpack rule for React Router's ES module build, production only. */
function unusedReactPartsRule() {
  return {
    test: /[\\/]react-router[\\/]dist[\\/]production[\\/][^\\/]+\.mjs$/,
    use: {
      loader: require.resolve('babel-loader'),
      options: {
        babelrc: false,
        configFile: false,
        compact: false,
        cacheDirectory: false,
        plugins: [
          require.resolve('@babel/plugin-transform-react-pure-annotations'),
          dropDisplayNames,
        ],
      },
    },
  };
}

module.exports = { unusedReactPartsRule, dropDisplayNames };
