/** Saves `text` as a file named `name` (the browser's download), from memory: no second request. */
export function downloadText(name: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: `${type};charset=utf-8` }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  // Revoked after the click has started the download (it reads the URL at once).
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
