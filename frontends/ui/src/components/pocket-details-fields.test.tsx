import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import axe from "axe-core";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { type PocketDetails, pocketDetailsSchema } from "@stringing/core/orders/pocket-details";
import { ApiError } from "../api-request.ts";
import { EMPTY_POCKET_FORM, type PocketFormValues, pocketCheck, pocketFieldNames, pocketFormValues, pocketInput } from "../pocket-form.ts";
import { showServerErrors, useSchemaForm } from "../schema-form.ts";
import { PocketDetailsFields } from "./pocket-details-fields.tsx";

const schema = z.object({ note: z.string(), pocket: pocketDetailsSchema });
type Values = { note: string; pocket: PocketFormValues };

/** A form of another shape with the pocket nested in it, as the order form and the admin's order page hold it. */
function Harness({ pocket, onSave, refusal }: { pocket?: PocketDetails; onSave: (data: z.output<typeof schema>) => void; refusal?: ApiError }) {
  const { control, handleSubmit, setError, getValues } = useSchemaForm<Values, typeof schema>(
    schema,
    { note: "", pocket: pocketFormValues(pocket) },
    { toInput: (values) => ({ ...values, pocket: pocketInput(values.pocket) }), nested: pocketCheck("pocket") },
  );
  return (
    <form
      aria-label="Test form"
      noValidate
      onSubmit={handleSubmit((data) => {
        if (refusal) showServerErrors(refusal, pocketFieldNames("pocket", getValues("pocket").shooters.length) as never[], setError);
        else onSave(data);
      })}
    >
      <PocketDetailsFields control={control} name="pocket" />
      <button type="submit">Save</button>
    </form>
  );
}

const field = (name: string) => document.querySelector<HTMLElement>(`[data-field="${name}"]`)!;
const input = (label: string) => screen.getByLabelText(label, { selector: "input" }) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });

async function choose(name: string, option: string) {
  fireEvent.click(within(field(name)).getByRole("button"));
  fireEvent.click(await screen.findByRole("option", { name: option }));
  await waitFor(() => expect(screen.queryByRole("listbox")).toBeNull());
}

describe("PocketDetailsFields", () => {
  it("hands over the pocket as core's schema makes it: blank parts null, shooters top to bottom", async () => {
    const onSave = vi.fn();
    const { container } = render(<Harness onSave={onSave} />);
    expect(screen.getByText("No shooters listed: the stringer chooses.")).toBeTruthy();
    expect(within(field("pocket.channel")).getByRole("button").textContent).toContain("Leave it to the stringer");

    type("Mesh brand", " StringKing 4S ");
    type("Diamonds", "11");
    type("Sidewall color", "Red");
    fireEvent.click(screen.getByRole("button", { name: "Add a shooter" }));
    fireEvent.click(screen.getByRole("button", { name: "Add a shooter" }));
    await waitFor(() => expect(document.activeElement?.closest("[data-field]")?.getAttribute("data-field")).toBe("pocket.shooters.1.style"));
    await choose("pocket.shooters.1.style", "V");
    await choose("pocket.shooters.1.material", "Hockey lace");
    fireEvent.change(within(field("pocket.shooters.1.color")).getByRole("textbox"), { target: { value: "White" } });
    await choose("pocket.channel", "Slight channel");
    expect(await axeRun(container)).toEqual([]);

    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]?.[0].pocket).toEqual({
      meshBrand: "StringKing 4S",
      diamonds: 11,
      sidewallColor: "Red",
      topStringColor: null,
      shooters: [
        { style: "straight", material: null, color: null },
        { style: "v", material: "hockey_lace", color: "White" },
      ],
      channel: "slight",
      whip: null,
    });
  }, 60_000);

  it("removes the shooter named, renumbers the rest and stops at four", async () => {
    render(
      <Harness pocket={{ ...(pocketDetailsSchema.parse({}) as PocketDetails), shooters: [{ style: "u", material: null, color: "Blue" }] }} onSave={vi.fn()} />,
    );
    const add = screen.getByRole("button", { name: "Add a shooter" });
    for (let count = 0; count < 3; count += 1) fireEvent.click(add);
    expect(screen.getAllByRole("group", { name: /^Shooter \d$/ })).toHaveLength(4);
    expect(add.hasAttribute("disabled")).toBe(true);
    expect(screen.getByText("At most 4 shooters.")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Remove shooter 1" }));
    expect(screen.getAllByRole("group", { name: /^Shooter \d$/ })).toHaveLength(3);
    expect(screen.queryByRole("button", { name: "Remove shooter 4" })).toBeNull();
    expect(within(field("pocket.shooters.0.style")).getByRole("button").textContent).toContain("Straight");
    await waitFor(() => expect(document.activeElement).toBe(add));
    expect(add.hasAttribute("disabled")).toBe(false);
  });

  it("shows each message on its own field and keeps what was typed", async () => {
    const onSave = vi.fn();
    render(<Harness onSave={onSave} />);
    type("Diamonds", "30");
    type("Sidewall color", "x".repeat(41));
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await within(field("pocket.diamonds")).findByText("Diamonds must be between 6 and 16")).toBeTruthy();
    expect(within(field("pocket.sidewallColor")).getByText("Sidewall color must be at most 40 characters")).toBeTruthy();
    expect(input("Diamonds").getAttribute("aria-invalid")).toBe("true");
    expect(input("Diamonds").value).toBe("30");
    expect(onSave).not.toHaveBeenCalled();

    // Fixed as it is typed once a save was tried.
    type("Diamonds", "12");
    await waitFor(() => expect(within(field("pocket.diamonds")).queryByText("Diamonds must be between 6 and 16")).toBeNull());
  });

  it("puts the server's messages (pocket.shooters.0.style) on the fields they name", async () => {
    const refusal = new ApiError(
      400,
      "Bad Request",
      JSON.stringify({
        message: "Invalid order",
        errors: { "pocket.shooters.0.style": "Shooter style must be one of: Straight, V, U, Double V", "pocket.whip": "Whip must be one of: No whip" },
      }),
    );
    render(<Harness onSave={vi.fn()} refusal={refusal} />);
    fireEvent.click(screen.getByRole("button", { name: "Add a shooter" }));
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await within(field("pocket.shooters.0.style")).findByText("Shooter style must be one of: Straight, V, U, Double V")).toBeTruthy();
    expect(within(field("pocket.whip")).getByText("Whip must be one of: No whip")).toBeTruthy();
  });

  it("reads a stored pocket back into the fields", () => {
    expect(pocketFormValues(null)).toEqual(EMPTY_POCKET_FORM);
    const stored: PocketDetails = {
      meshBrand: "ECD",
      diamonds: 10,
      sidewallColor: null,
      topStringColor: "Black",
      shooters: [{ style: "double_v", material: "nylon", color: null }],
      channel: null,
      whip: "low",
    };
    expect(pocketDetailsSchema.parse(pocketInput(pocketFormValues(stored)))).toEqual(stored);
  });
});

async function axeRun(element: Element) {
  const results = await axe.run(element, { resultTypes: ["violations"], rules: { "color-contrast": { enabled: false }, "target-size": { enabled: false } } });
  return results.violations.map((violation) => violation.id);
}
