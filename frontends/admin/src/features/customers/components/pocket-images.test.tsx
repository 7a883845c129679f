import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { toastQueue } from "@stringing/ui/toast-queue";
import { renderAdmin, stubApi } from "../../../testing/render-admin.tsx";
import type { Customer } from "../customer.ts";
import { PLACEHOLDER_IMAGE, PocketImages } from "./pocket-images.tsx";

const customer = { id: 7, name: "Casey Jones", imageUrls: [] } as unknown as Customer;
const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "pocket.png", { type: "image/png" });

/** jsdom decodes no images: this stand-in fails every load, as a browser does for HEIC. */
class UndecodableImage {
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  set src(_value: string) {
    queueMicrotask(() => this.onerror?.());
  }
}

beforeEach(() => {
  vi.stubGlobal("URL", Object.assign(URL, { createObjectURL: () => "blob:pocket", revokeObjectURL: () => {} }));
});

/** The customer dialog's part: keeps the customer the images answer with. */
function Holder({ initial }: { initial: Customer }) {
  const [current, setCurrent] = useState(initial);
  return <PocketImages customer={current} onCustomerChange={setCurrent} />;
}

const chooseFile = (file: File) => fireEvent.change(screen.getByLabelText("Pocket image file"), { target: { files: [file] } });

describe("PocketImages", () => {
  it("opens the Crop Image step for a chosen file and sends nothing when it is cancelled", async () => {
    vi.stubGlobal(
      "Image",
      class {
        set src(_value: string) {}
      },
    );
    const fetchMock = stubApi({});
    renderAdmin(<PocketImages customer={customer} onCustomerChange={() => {}} />);
    chooseFile(png());
    const dialog = await screen.findByRole("dialog", { name: "Crop Image" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Crop Image" })).toBeNull());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends a file the browser cannot draw as chosen, as a data URL", async () => {
    vi.stubGlobal("Image", UndecodableImage);
    let sent: unknown;
    stubApi({
      "POST /api/customers/7/images": (init) => {
        sent = JSON.parse(String(init?.body));
        return Response.json({ ...customer, imageUrls: ["/objects/a.png"] }, { status: 201 });
      },
    });
    const onCustomerChange = vi.fn();
    renderAdmin(<PocketImages customer={customer} onCustomerChange={onCustomerChange} />);
    chooseFile(png());
    await waitFor(() => expect(onCustomerChange).toHaveBeenCalled());
    expect(sent).toEqual({ imageUrl: "data:image/png;base64,iVBORw==", title: "Pocket Image" });
  });

  it("shows the server's reason when it refuses the image", async () => {
    vi.stubGlobal("Image", UndecodableImage);
    toastQueue.clear();
    const message = "The file is not a supported image (JPEG, PNG, GIF, WebP, HEIC or AVIF)";
    stubApi({ "POST /api/customers/7/images": () => Response.json({ message }, { status: 415 }) });
    const onCustomerChange = vi.fn();
    renderAdmin(<PocketImages customer={customer} onCustomerChange={onCustomerChange} />);
    chooseFile(png());
    await waitFor(() =>
      expect(toastQueue.visible).toContainEqual(expect.objectContaining({ title: "Error adding image", description: message, variant: "destructive" })),
    );
    expect(onCustomerChange).not.toHaveBeenCalled();
  });

  it("keeps each image's own state when another is removed, the same URL added twice included", async () => {
    const images = ["/objects/a.jpg", "/objects/b.jpg", "/objects/a.jpg"];
    stubApi({ "POST /api/customers/7/remove-image": () => Response.json({ ...customer, imageUrls: ["/objects/b.jpg"] }) });
    renderAdmin(<Holder initial={{ ...customer, imageUrls: images }} />);
    expect(screen.getAllByRole("img")).toHaveLength(3);
    fireEvent.error(screen.getByRole("img", { name: "Pocket image 2" }));
    expect(screen.getByRole("img", { name: "Pocket image 2 could not be loaded" }).getAttribute("src")).toBe(PLACEHOLDER_IMAGE);
    fireEvent.click(screen.getByRole("button", { name: "Remove pocket image 1" }));
    await waitFor(() => expect(screen.getAllByRole("img")).toHaveLength(1));
    expect(screen.getByRole("img", { name: "Pocket image 1 could not be loaded" }).getAttribute("src")).toBe(PLACEHOLDER_IMAGE);
  });
});
