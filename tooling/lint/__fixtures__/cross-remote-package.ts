// Linted as mf-content/src/cross-remote-package.ts: another remote by package name.
export { default } from '@koris/mf-media/src/exposes/VideosPage';
