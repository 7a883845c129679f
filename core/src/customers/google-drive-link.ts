const DRIVE_HOSTS = new Set(["drive.google.com", "docs.google.com"]);
const DRIVE_ID = /^[A-Za-z0-9_-]{10,}$/;

/** The file id of a Google Drive share link (`/file/d/ID/…`, `open?id=ID`, `uc?id=ID`), or null. */
export function googleDriveFileId(link: string): string | null {
  if (!URL.canParse(link)) return null;
  const url = new URL(link);
  if (!/^https?:$/.test(url.protocol) || !DRIVE_HOSTS.has(url.hostname)) return null;
  const fromPath = /\/file\/d\/([^/]+)/.exec(url.pathname)?.[1];
  const id = fromPath ?? (/^\/(open|uc)$/.test(url.pathname) ? url.searchParams.get("id") : null);
  return id && DRIVE_ID.test(id) ? id : null;
}

/**
 * docs/rules/customers.md, Pocket images: a Drive share link opens a viewer page, not an image; this
 * turns it into a URL an <img> can show. Every other URL comes back unchanged.
 */
export function viewableImageUrl(link: string): string {
  const id = googleDriveFileId(link.trim());
  return id ? `https://lh3.googleusercontent.com/d/${id}` : link;
}
