import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderAdmin, stubApi } from "../testing/render-admin.tsx";
import type { SessionUser } from "../features/auth/session-user.ts";
import { shopInitials, Sidebar } from "./sidebar.tsx";

// Only what the sidebar reads; the session's other fields do not matter here.
const user = { id: 1, username: "ada", name: "Ada Admin", email: null, role: "admin" } as SessionUser;

describe("the sidebar's brand", () => {
  it("shows the shop's name and initials where a logo would be, never an empty box", () => {
    stubApi({});
    const { container } = renderAdmin(<Sidebar user={user} />);
    expect(screen.getByText("StringMaster Pro")).toBeTruthy();
    const mark = container.querySelector('[aria-hidden="true"]');
    expect(mark?.textContent).toBe("SP");
  });

  it("takes the first letters of the first two words", () => {
    expect(shopInitials("StringMaster Pro")).toBe("SP");
    expect(shopInitials("  pocket   lab  co ")).toBe("PL");
    expect(shopInitials("Mesh")).toBe("M");
  });
});
