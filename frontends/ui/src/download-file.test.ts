import { afterEach, describe, expect, it, vi } from "vitest";
import { downloadFile } from "./download-file.ts";

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function stubObjectUrls() {
  const blobs: Blob[] = [];
  const create = vi.fn((blob: Blob) => {
    blobs.push(blob);
    return "blob:http://localhost/file-1";
  });
  const revoke = vi.fn();
  Object.assign(URL, { createObjectURL: create, revokeObjectURL: revoke });
  return { blobs, create, revoke };
}

describe("downloadFile", () => {
  it("clicks a temporary link named for the file, holding the content as CSV, and frees it afterwards", async () => {
    vi.useFakeTimers();
    const { blobs, revoke } = stubObjectUrls();
    const clicked: { href: string; download: string; attached: boolean }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download, attached: this.isConnected });
    });

    downloadFile({ fileName: "orders-2026-03-04.csv", content: "Name\r\nZoë\r\n" });

    expect(clicked).toEqual([{ href: "blob:http://localhost/file-1", download: "orders-2026-03-04.csv", attached: true }]);
    expect(document.querySelector("a[download]")).toBeNull();
    expect(blobs[0]!.type).toBe("text/csv;charset=utf-8");
    expect(await blobs[0]!.text()).toBe("Name\r\nZoë\r\n");
    expect(revoke).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(revoke).toHaveBeenCalledWith("blob:http://localhost/file-1");
  });

  it("takes another content type when given one", () => {
    const { blobs } = stubObjectUrls();
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    downloadFile({ fileName: "notes.txt", content: "hi", type: "text/plain" });
    expect(blobs[0]!.type).toBe("text/plain");
  });
});
