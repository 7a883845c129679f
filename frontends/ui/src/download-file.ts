/**
 * @module Saves text the page built (a CSV export) as a file, through a
 * temporary link: no new window, nothing shown inline. One named-argument
 * signature, so a file name and its content cannot be swapped.
 */

export type DownloadFile = {
  fileName: string;
  content: string;
  /** The content's type; CSV unless said otherwise. */
  type?: string;
};

export function downloadFile({ fileName, content, type = "text/csv;charset=utf-8" }: DownloadFile): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser may read the blob after click() returns: revoking at once can cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
