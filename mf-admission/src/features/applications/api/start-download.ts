/**
 * The export is a plain navigation (docs/product.md#calls): a link to the file, clicked. The answer is an
 * attachment, so the browser saves it and this page stays where it is (no unload, no state
 * lost), unlike assigning window.location.
 */
export function startDownload(url: string, fileName = ''): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
  }
}
