/**
 * @module Pocket images (docs/rules/customers.md, Pocket images): add by URL or from a file (read as a
 * data URL; over 10,000,000 characters is "Image too large"), Google Drive
 * links shown through their viewable address, a placeholder when an image
 * fails to load, and remove. A chosen file goes through the Crop Image step
 * (4:3) first; one the browser cannot draw (HEIC, HEIF) is sent as chosen.
 */
import { useRef, useState, type ChangeEvent } from "react";
import { Button } from "@stringing/ui/components/button";
import { TextField } from "@stringing/ui/components/text-field";
import { serverMessage } from "@stringing/ui/error-message";
import { toast } from "@stringing/ui/toast-queue";
import { viewableImageUrl } from "@stringing/core/customers/google-drive-link";
import { useAddCustomerImage } from "../api/add-customer-image.ts";
import { useRemoveCustomerImage } from "../api/remove-customer-image.ts";
import type { Customer } from "../customer.ts";
import { CropImageDialog } from "../../../components/ui/crop-image-dialog.tsx";
import { ASPECT_DEFAULT } from "../../../components/ui/crop-math.ts";
import { checkPocketImage, readFileAsDataUrl } from "../pocket-image-rules.ts";
import * as styles from "./customers.css.ts";
import { visuallyHidden } from "@stringing/ui/visually-hidden.css";

/** Served by the shell (frontends/shell/public), so it is self-hosted and shared with the site. */
export const PLACEHOLDER_IMAGE = "/images/placeholder.svg";

function PocketImage({ url, index }: { url: string; index: number }) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      className={styles.image}
      src={failed ? PLACEHOLDER_IMAGE : viewableImageUrl(url)}
      alt={failed ? `Pocket image ${index + 1} could not be loaded` : `Pocket image ${index + 1}`}
      loading="lazy"
      referrerPolicy="no-referrer"
      onError={() => setFailed(true)}
    />
  );
}

/** Each image URL with a key of its own: the URL, numbered when the same URL was added again. */
function keyedImageUrls(imageUrls: readonly string[]): { key: string; imageUrl: string }[] {
  const seen = new Map<string, number>();
  return imageUrls.map((imageUrl) => {
    const repeat = seen.get(imageUrl) ?? 0;
    seen.set(imageUrl, repeat + 1);
    return { key: repeat === 0 ? imageUrl : `${repeat}:${imageUrl}`, imageUrl };
  });
}

export function PocketImages({ customer, onCustomerChange }: { customer: Customer; onCustomerChange: (customer: Customer) => void }) {
  const [url, setUrl] = useState("");
  const [urlError, setUrlError] = useState<string | undefined>();
  const fileInput = useRef<HTMLInputElement>(null);
  const [cropping, setCropping] = useState<File | null>(null);
  const add = useAddCustomerImage();
  const remove = useRemoveCustomerImage();

  const send = (value: string, fromUrlField: boolean) => {
    const check = checkPocketImage(value);
    if (!check.ok) {
      if (fromUrlField) setUrlError(check.title);
      toast({ title: check.title, ...(check.description ? { description: check.description } : {}), variant: "destructive" });
      return;
    }
    add.mutate(
      { id: customer.id, imageUrl: check.imageUrl },
      {
        onSuccess: (updated) => {
          onCustomerChange(updated);
          if (fromUrlField) setUrl("");
          toast({ title: "Image added" });
        },
        onError: (error) =>
          toast({ title: "Error adding image", description: serverMessage(error) ?? "Something went wrong. Please try again.", variant: "destructive" }),
      },
    );
  };

  const sendFile = async (file: Blob) => {
    try {
      send(await readFileAsDataUrl(file), false);
    } catch {
      toast({ title: "Error adding image", description: "The file could not be read.", variant: "destructive" });
    }
  };

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (file) setCropping(file);
  };

  return (
    <section className={styles.stack} aria-labelledby="pocket-images-heading">
      <h3 id="pocket-images-heading" className={styles.panelTitle}>
        Pocket Images
      </h3>
      {customer.imageUrls.length === 0 ? (
        <p className={styles.muted}>No pocket images yet.</p>
      ) : (
        <ul className={styles.images}>
          {keyedImageUrls(customer.imageUrls).map(({ key, imageUrl }, index) => (
            <li key={key} className={styles.imageTile}>
              <PocketImage url={imageUrl} index={index} />
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Remove pocket image ${index + 1}`}
                isDisabled={remove.isPending}
                onPress={() =>
                  remove.mutate(
                    { id: customer.id, imageUrl },
                    {
                      onSuccess: (updated) => {
                        onCustomerChange(updated);
                        toast({ title: "Image removed" });
                      },
                      onError: (error) =>
                        toast({
                          title: "Error removing image",
                          description: serverMessage(error) ?? "Something went wrong. Please try again.",
                          variant: "destructive",
                        }),
                    },
                  )
                }
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.addImage}>
        <TextField
          label="Image URL"
          name="imageUrl"
          type="url"
          placeholder="https://… (Google Drive links work too)"
          value={url}
          onChange={(value) => {
            setUrl(value);
            if (urlError) setUrlError(undefined);
          }}
          errorMessage={urlError}
          isDisabled={add.isPending}
        />
        <Button variant="secondary" isDisabled={add.isPending} onPress={() => send(url, true)}>
          {add.isPending ? "Adding..." : "Add Image"}
        </Button>
        <Button variant="secondary" isDisabled={add.isPending} onPress={() => fileInput.current?.click()}>
          Upload File
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept="image/*,.heic,.heif"
          className={visuallyHidden}
          tabIndex={-1}
          aria-label="Pocket image file"
          onChange={onFile}
        />
      </div>
      {cropping ? (
        <CropImageDialog
          file={cropping}
          aspect={ASPECT_DEFAULT}
          isSaving={add.isPending}
          onCancel={() => setCropping(null)}
          onCropped={(jpeg) => {
            setCropping(null);
            void sendFile(jpeg);
          }}
          onUnreadable={() => {
            // The browser cannot draw it (HEIC, HEIF): the server stores it as chosen.
            const file = cropping;
            setCropping(null);
            void sendFile(file);
          }}
        />
      ) : null}
    </section>
  );
}
