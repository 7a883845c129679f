/**
 * @module Files with customer data (the database, uploads, labels, mails,
 * backups) are the server user's alone: folders 0700, files 0600. The mode
 * is given explicitly at creation, since a umask only ever narrows it.
 */
import { chmod, type FileHandle, mkdir, open, stat } from "node:fs/promises";
import { errorMessage } from "@stringing/core/shared/error-message";

export const PRIVATE_FOLDER_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;
const GROUP_OR_OTHERS = 0o077;

/** Creates the folder and any missing parents, 0700; a folder that exists is left as it is. */
export async function makePrivateFolder(path: string): Promise<void> {
  await mkdir(path, { recursive: true, mode: PRIVATE_FOLDER_MODE });
}

/**
 * Narrows a folder that exists to 0700 when its group or others may enter or
 * read it: everything beneath, whatever its own mode (the embedded
 * database's files are 0640), is then out of their reach. A missing folder
 * is left missing (its writers create it 0700). Answers whether it narrowed.
 */
export async function narrowPrivateFolder(path: string): Promise<boolean> {
  let mode: number;
  try {
    mode = (await stat(path)).mode;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return false;
    throw error;
  }
  if ((mode & GROUP_OR_OTHERS) === 0) return false;
  await chmod(path, PRIVATE_FOLDER_MODE);
  return true;
}

/**
 * Opens a file for writing, 0600. A file left over under the name keeps its
 * mode on open, so unless it must be new (`wx`) it is narrowed before
 * anything is written into it.
 */
export async function openPrivateFile(path: string, flags: "w" | "wx" = "w"): Promise<FileHandle> {
  const handle = await open(path, flags, PRIVATE_FILE_MODE);
  if (flags === "w") {
    try {
      await handle.chmod(PRIVATE_FILE_MODE);
    } catch (error) {
      await handle.close();
      throw error;
    }
  }
  return handle;
}

/** Writes the whole file, 0600 (see openPrivateFile). */
export async function writePrivateFile(path: string, data: string | Uint8Array, flags: "w" | "wx" = "w"): Promise<void> {
  const handle = await openPrivateFile(path, flags);
  try {
    await handle.writeFile(data);
  } finally {
    await handle.close();
  }
}

/**
 * When the server opens its stores: `$DATA_DIR` narrowed to 0700 when others
 * may read it, and said so. A folder the server's user may not change (another user's) is warned
 * about rather than refused: whoever set it up chose its owner.
 */
export async function secureDataFolder(path: string): Promise<void> {
  try {
    if (await narrowPrivateFolder(path)) console.log(`[files] ${path} was readable by other users: narrowed to mode 0700.`);
  } catch (error) {
    console.warn(`[files] Could not make ${path} private to this user (${errorMessage(error)}): other users may read the customer data in it.`);
  }
}
