/** Hands the browser a file to save, as a download (a progress file, a submission). */
export function saveFile(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // Not at once: a browser may still be reading the blob when click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
