/**
 * @module Crop Image (docs/rules/admin.md, Image fields): a canvas
 * preview 300 px high showing exactly the framed part of the picture, at a
 * fixed aspect (4:3, or 4:5 for featured items). Drag or use the arrow keys
 * to move it, the slider zooms from 1 to 3 in steps of 0.1, and Apply gives
 * a JPEG at quality 0.9.
 */
import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import { Label, Slider, SliderOutput, SliderThumb, SliderTrack } from "react-aria-components";
import { Button } from "@stringing/ui/components/button";
import { Spinner } from "@stringing/ui/components/spinner";
import { ModalDialog } from "@stringing/ui/components/modal-dialog";
import { CROP_JPEG_QUALITY, CROP_ZOOM, clampZoom, cropRect, outputSize, panCenter, previewSize, type Point, type Rect } from "./crop-math.ts";
import * as styles from "./crop-image-dialog.css.ts";

export interface CropImageDialogProps {
  file: File;
  aspect: number;
  isSaving: boolean;
  onCancel: () => void;
  onCropped: (jpeg: Blob) => void;
  onUnreadable: () => void;
}

const KEY_STEP = 12;

function drawCrop(canvas: HTMLCanvasElement, image: HTMLImageElement, rect: Rect) {
  const context = canvas.getContext("2d");
  if (!context) return;
  context.imageSmoothingQuality = "high";
  context.clearRect(0, 0, canvas.width, canvas.height);
  context.drawImage(image, rect.x, rect.y, rect.width, rect.height, 0, 0, canvas.width, canvas.height);
}

export function cropToJpeg(image: HTMLImageElement, rect: Rect): Promise<Blob> {
  const size = outputSize(rect);
  const canvas = document.createElement("canvas");
  canvas.width = size.width;
  canvas.height = size.height;
  drawCrop(canvas, image, rect);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("Could not encode the image"))), "image/jpeg", CROP_JPEG_QUALITY),
  );
}

export function CropImageDialog({ file, aspect, isSaving, onCancel, onCropped, onUnreadable }: CropImageDialogProps) {
  const [image, setImage] = useState<HTMLImageElement | null>(null);
  const [zoom, setZoom] = useState<number>(CROP_ZOOM.min);
  const [center, setCenter] = useState<Point | null>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const drag = useRef<{ pointerId: number; last: Point } | null>(null);
  const preview = previewSize(aspect);

  // biome-ignore lint/correctness/useExhaustiveDependencies: onUnreadable is read once per file on purpose; callers pass a fresh closure each render, and the image must not reload for it.
  useEffect(() => {
    const url = URL.createObjectURL(file);
    const img = new Image();
    img.onload = () => {
      setImage(img);
      setCenter({ x: img.naturalWidth / 2, y: img.naturalHeight / 2 });
    };
    img.onerror = () => onUnreadable();
    img.src = url;
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const rect = useMemo(
    () => (image && center ? cropRect({ width: image.naturalWidth, height: image.naturalHeight }, aspect, zoom, center) : null),
    [image, center, aspect, zoom],
  );

  useEffect(() => {
    if (image && rect && canvasRef.current) drawCrop(canvasRef.current, image, rect);
  }, [image, rect]);

  const pan = (delta: Point) => {
    if (!rect || !canvasRef.current) return;
    setCenter(panCenter(rect, canvasRef.current.clientWidth || preview.width, delta));
  };

  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { pointerId: event.pointerId, last: { x: event.clientX, y: event.clientY } };
  };
  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!drag.current || drag.current.pointerId !== event.pointerId) return;
    const delta = { x: event.clientX - drag.current.last.x, y: event.clientY - drag.current.last.y };
    drag.current.last = { x: event.clientX, y: event.clientY };
    pan(delta);
  };
  const endDrag = () => {
    drag.current = null;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLCanvasElement>) => {
    const moves: Record<string, Point> = {
      ArrowLeft: { x: KEY_STEP, y: 0 },
      ArrowRight: { x: -KEY_STEP, y: 0 },
      ArrowUp: { x: 0, y: KEY_STEP },
      ArrowDown: { x: 0, y: -KEY_STEP },
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      pan(move);
    } else if (event.key === "+" || event.key === "=") setZoom((z) => clampZoom(z + CROP_ZOOM.step));
    else if (event.key === "-") setZoom((z) => clampZoom(z - CROP_ZOOM.step));
  };

  const apply = async () => {
    if (!image || !rect) return;
    try {
      onCropped(await cropToJpeg(image, rect));
    } catch {
      onUnreadable();
    }
  };

  return (
    <ModalDialog
      title="Crop Image"
      description="Drag the picture (or use the arrow keys) to choose what shows; zoom to crop closer."
      onClose={() => !isSaving && onCancel()}
      isDismissable={!isSaving}
      footer={
        <>
          <Button variant="secondary" onPress={onCancel} isDisabled={isSaving}>
            Cancel
          </Button>
          <Button onPress={() => void apply()} isDisabled={isSaving || !rect}>
            {isSaving ? "Saving..." : "Apply Crop"}
          </Button>
        </>
      }
    >
      <div className={styles.cropArea}>
        {image ? (
          <canvas
            ref={canvasRef}
            width={preview.width}
            height={preview.height}
            className={styles.cropCanvas}
            tabIndex={0}
            role="img"
            aria-label={`Crop preview of ${file.name}. Drag or use the arrow keys to move, plus and minus to zoom.`}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={endDrag}
            onPointerCancel={endDrag}
            onKeyDown={onKeyDown}
          />
        ) : (
          <Spinner label="Loading image" />
        )}
      </div>
      <Slider
        className={styles.slider}
        minValue={CROP_ZOOM.min}
        maxValue={CROP_ZOOM.max}
        step={CROP_ZOOM.step}
        value={zoom}
        onChange={(value) => setZoom(clampZoom(Array.isArray(value) ? (value[0] ?? 1) : value))}
        formatOptions={{ minimumFractionDigits: 1, maximumFractionDigits: 1 }}
        isDisabled={!image || isSaving}
      >
        <div className={styles.sliderHeader}>
          <Label>Zoom</Label>
          <SliderOutput>{({ state }) => `${state.getThumbValueLabel(0)}×`}</SliderOutput>
        </div>
        <SliderTrack className={styles.sliderTrack}>
          <SliderThumb className={styles.sliderThumb} />
        </SliderTrack>
      </Slider>
    </ModalDialog>
  );
}
