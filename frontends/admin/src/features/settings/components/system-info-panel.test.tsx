import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { json, renderAdmin, stubApi } from "../../../testing/render-admin.tsx";
import { SystemInfoPanel } from "./system-info-panel.tsx";

const base = {
  "GET /api/user": json({ id: 1, username: "owner", name: "Owner", email: null, role: "admin", createdAt: "2026-01-01T00:00:00.000Z" }),
  "GET /api/health": json({ status: "ok" }),
};

describe("SystemInfoPanel", () => {
  it("shows the address links use, with a hint to set PUBLIC_URL while they fall back to the server's own", async () => {
    stubApi({ ...base, "GET /api/config/links": json({ url: "http://127.0.0.1:3000", fromPublicUrl: false }) });
    renderAdmin(<SystemInfoPanel />);
    expect(await screen.findByText("http://127.0.0.1:3000")).toBeTruthy();
    expect(screen.getByText(/PUBLIC_URL is not set/)).toBeTruthy();
  });

  it("shows PUBLIC_URL without the hint when it is set", async () => {
    stubApi({ ...base, "GET /api/config/links": json({ url: "https://strings.example", fromPublicUrl: true }) });
    renderAdmin(<SystemInfoPanel />);
    expect(await screen.findByText("https://strings.example")).toBeTruthy();
    expect(screen.queryByText(/PUBLIC_URL is not set/)).toBeNull();
  });
});
