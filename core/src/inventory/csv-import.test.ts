import { describe, expect, it } from "vitest";
import { batchImportSchema } from "./batch-import.ts";
import { parseInventoryCsv } from "./csv-import.ts";

const errorOf = (csv: string) => {
  const result = parseInventoryCsv(csv);
  if (result.ok) throw new Error("expected a refusal");
  return result.error;
};

describe("parseInventoryCsv", () => {
  it("parses rows with trimming, quotes, blank lines and defaults", () => {
    const csv = ["name,category,quantity,threshold", "  Hard mesh , mesh , 12 , 3 ", "", '"Mesh, soft (10 pack)",mesh,4,2', '"Wax ""pro""",accessories,,'].join(
      "\n",
    );
    const result = parseInventoryCsv(csv);
    expect(result).toEqual({
      ok: true,
      value: [
        { name: "Hard mesh", category: "mesh", quantity: 12, threshold: 3 },
        { name: "Mesh, soft (10 pack)", category: "mesh", quantity: 4, threshold: 2 },
        { name: 'Wax "pro"', category: "accessories", quantity: 0, threshold: 5 },
      ],
    });
  });

  it("accepts Windows line endings and a capitalised header", () => {
    const result = parseInventoryCsv("Name,Category,Quantity,Threshold\r\nNylon,String,1,1\r\n");
    expect(result).toEqual({ ok: true, value: [{ name: "Nylon", category: "string", quantity: 1, threshold: 1 }] });
  });

  it("names the bad line, counting the header as line 1", () => {
    expect(errorOf("name,category,quantity,threshold\nHard mesh,mesh,3,2\nSoft mesh,mesh,-4,2\n")).toEqual({
      kind: "invalid",
      message: "Line 3: Quantity must be a non-negative number.",
      errors: { csvData: "Line 3: Quantity must be a non-negative number." },
    });
    expect(errorOf("name,category,quantity,threshold\n\nHard mesh,food,3,2").message).toBe("Line 3: Please select a category.");
    expect(errorOf('name,category,quantity,threshold\n"two\nlines",mesh,1,1\nX,mesh,1,0').message).toBe("Line 4: Name must be at least 2 characters.");
    expect(errorOf('name,category,quantity,threshold\n"two\nlines",mesh,1,1\nXY,mesh,1,0').message).toBe("Line 4: Threshold must be at least 1.");
    expect(errorOf("name,category,quantity,threshold\nHard mesh,mesh,3").message).toBe(
      "Line 2: Expected 4 fields (name,category,quantity,threshold), found 3.",
    );
  });

  it("refuses unreadable CSV, a wrong header and a header without rows", () => {
    expect(errorOf('name,category,quantity,threshold\n"unclosed,mesh,1,1').message).toMatch(/^Line \d+: The line is not valid CSV\.$/);
    expect(errorOf("item,category,quantity,threshold\nHard mesh,mesh,3,2").message).toBe("The header line must be name,category,quantity,threshold.");
    expect(errorOf("name,category,quantity\nHard mesh,mesh,3").message).toBe("The header line must be name,category,quantity,threshold.");
    expect(errorOf("name,category,quantity,threshold\n\n").message).toBe("The CSV data has no items after the header line.");
  });

  it("requires csvData of at least 10 characters", () => {
    for (const csvData of [undefined, "", "name,cat"]) {
      const result = batchImportSchema.safeParse({ csvData });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe("CSV data must not be empty");
    }
  });
});
