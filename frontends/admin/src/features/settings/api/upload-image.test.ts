import { describe, expect, it } from "vitest";
import { describeError } from "@stringing/ui/error-message";
import { stubApi } from "../../../testing/render-admin.tsx";
import { uploadCroppedImage, uploadHeicImage } from "./upload-image.ts";

const UPLOAD_URL = "/api/objects/upload/0123456789abcdef0123456789abcdef?expires=1&signature=s";

describe("image uploads", () => {
  it("names the step and gives the server's reason when the cropped image is refused", async () => {
    stubApi({
      "POST /api/objects/upload": () => Response.json({ uploadURL: UPLOAD_URL }),
      [`PUT ${UPLOAD_URL}`]: () => Response.json({ message: "Only image files can be uploaded" }, { status: 415 }),
    });
    await expect(uploadCroppedImage(new Blob(["GIF89a<script>"]))).rejects.toThrow("Upload to object storage failed: Only image files can be uploaded");
  });

  it("PUTs to a bucket's presigned URL without cookies, then trades that URL for the object path", async () => {
    const presigned = "https://bucket.s3.example.com/uploads/0123456789abcdef0123456789abcdef?X-Amz-Signature=abc";
    const fetchMock = stubApi({
      "POST /api/objects/upload": () => Response.json({ uploadURL: presigned }),
      [`PUT ${presigned}`]: () => new Response(null, { status: 200 }),
      "PUT /api/admin/upload-image": () => Response.json({ objectPath: "/objects/0123456789abcdef0123456789abcdef.jpg" }),
    });
    expect(await uploadCroppedImage(new Blob(["jpeg"], { type: "image/jpeg" }))).toBe("/objects/0123456789abcdef0123456789abcdef.jpg");
    const put = fetchMock.mock.calls.find(([url]) => String(url) === presigned)?.[1];
    expect(put).toMatchObject({ method: "PUT", credentials: "omit", headers: { "Content-Type": "image/jpeg" } });
    const claim = fetchMock.mock.calls.find(([url]) => String(url) === "/api/admin/upload-image")?.[1];
    expect(JSON.parse(String(claim?.body))).toEqual({ imageURL: presigned });
  });

  it("gives the server's reason when a HEIC file is refused", async () => {
    stubApi({ "POST /api/upload": () => Response.json({ message: "Image dimensions too large (at most 64 megapixels)" }, { status: 413 }) });
    const error = await uploadHeicImage(new File(["x"], "IMG_0001.HEIC")).catch((caught: unknown) => caught);
    expect(describeError(error, "Please try another image.")).toBe("Image dimensions too large (at most 64 megapixels)");
  });
});
