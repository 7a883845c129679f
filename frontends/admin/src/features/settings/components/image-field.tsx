/**
 * @module An item's image field: a preview, Upload Image (any image plus
 * .heic/.heif), an optional Remove Image, and the address itself. HEIC/HEIF
 * files are converted by the server; other images go through the Crop
 * Image step and the three-step upload; the resulting path fills the field.
 */
import { useState } from "react";
import { FileTrigger } from "react-aria-components";
import { Button } from "@stringing/ui/components/button";
import { TextField } from "@stringing/ui/components/text-field";
import { toast } from "@stringing/ui/toast-queue";
import { IMAGE_ACCEPT, isHeicFile, uploadCroppedImage, uploadHeicImage } from "../api/upload-image.ts";
import { describeError } from "@stringing/ui/error-message";
import { CropImageDialog } from "../../../components/ui/crop-image-dialog.tsx";
import * as styles from "./settings.css.ts";

export interface ImageFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  aspect: number;
  errorMessage?: string | undefined;
  removable?: boolean;
}

export function ImageField({ label, value, onChange, aspect, errorMessage, removable = false }: ImageFieldProps) {
  const [cropping, setCropping] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);

  const pick = async (files: FileList | null) => {
    const file = files?.[0];
    if (!file) return;
    if (!isHeicFile(file)) {
      setCropping(file);
      return;
    }
    setBusy(true);
    try {
      onChange(await uploadHeicImage(file));
    } catch (error) {
      toast({ title: "Failed to process HEIC file", description: describeError(error, "Please try another image."), variant: "destructive" });
    } finally {
      setBusy(false);
    }
  };

  const saveCrop = async (jpeg: Blob) => {
    setBusy(true);
    try {
      onChange(await uploadCroppedImage(jpeg));
      setCropping(null);
    } catch (error) {
      toast({ title: "Failed to save cropped image", description: error instanceof Error ? error.message : "Upload failed", variant: "destructive" });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.imageField}>
      <div className={styles.imageRow}>
        {value ? <img src={value} alt={`${label} preview`} className={styles.imagePreview} /> : null}
        <FileTrigger acceptedFileTypes={IMAGE_ACCEPT.split(",")} onSelect={(files) => void pick(files)}>
          <Button variant="secondary" size="sm" isDisabled={busy}>
            {busy && !cropping ? "Uploading..." : "Upload Image"}
          </Button>
        </FileTrigger>
        {removable && value ? (
          <Button variant="ghost" size="sm" onPress={() => onChange("")} isDisabled={busy}>
            Remove Image
          </Button>
        ) : null}
      </div>
      <TextField
        label={label}
        value={value}
        onChange={onChange}
        errorMessage={errorMessage}
        description="Upload an image, or enter the address of one."
        placeholder="/objects/… or https://…"
      />
      {cropping ? (
        <CropImageDialog
          file={cropping}
          aspect={aspect}
          isSaving={busy}
          onCancel={() => setCropping(null)}
          onCropped={(jpeg) => void saveCrop(jpeg)}
          onUnreadable={() => {
            setCropping(null);
            toast({ title: "Failed to upload image", description: `${cropping.name} could not be read as an image.`, variant: "destructive" });
          }}
        />
      ) : null}
    </div>
  );
}
