// The same subset under the `react-router` share key: federation keys provided modules by file,
// so each key needs a file of its own; both lead to the one module instance of ./index.
export * from './index';
