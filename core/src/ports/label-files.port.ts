/** Where label PDFs are kept. They are served to admins only, never publicly. */
export interface LabelFiles {
  /** Stores the PDF under a new random name; returns the URL admins fetch it from. */
  save(pdf: Uint8Array): Promise<{ url: string }>;
  /** The PDF stored under that file name, or null (also for names the store never issues). */
  read(fileName: string): Promise<Uint8Array | null>;
  /** Removes the file behind a URL this store issued; unknown URLs are ignored. */
  remove(url: string): Promise<void>;
  /** The file names it holds, in no particular order (for backups). */
  list(): Promise<string[]>;
  /** Puts a PDF back under a name it issued before (restoring a backup); throws for a name it could never have issued. */
  restore(fileName: string, pdf: Uint8Array): Promise<void>;
}
