// React Router's ES module build, aliased by tooling/webpack/create-config.cjs (see ./index.ts).
declare module '@koris/react-router-esm' {
  export * from 'react-router-dom';
}
