import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createWatchlistStore } from "./watchlist-store";
import { freshUserId, TEST_BACKENDS, useTestDatabase } from "./test-support/test-backends";

describe.each(TEST_BACKENDS)("watchlist store on $name", (backend) => {
  describe.skipIf(backend.skip)("behaviour", () => {
    const database = useTestDatabase(backend);
    const store = () => createWatchlistStore(database().db);

    it("creates a list with a trimmed name and each symbol once, and reads it back", async () => {
      const user = freshUserId();
      const created = await store().create(user, "  Ngân hàng  ", ["VCB", "ACB", "VCB", "TCB"]);
      expect(created).toEqual({ Id: expect.any(String), Name: "Ngân hàng", Symbols: ["VCB", "ACB", "TCB"] });
      expect(created.Id).not.toBe("");
      expect(await store().get(user, created.Id)).toEqual(created);
    });

    it("gives every list its own id and lists a user's lists in creation order", async () => {
      const user = freshUserId();
      const names = ["one", "two", "three", "four", "five"];
      const created = [];
      for (const name of names) created.push(await store().create(user, name, []));
      expect(new Set(created.map((list) => list.Id)).size).toBe(names.length);
      expect((await store().list(user)).map((list) => list.Name)).toEqual(names);
      expect(await store().list(freshUserId())).toEqual([]);
    });

    it("renames with a trimmed name and keeps the symbols", async () => {
      const user = freshUserId();
      const { Id } = await store().create(user, "old", ["FPT"]);
      expect(await store().rename(user, Id, " new ")).toEqual({ Id, Name: "new", Symbols: ["FPT"] });
      expect((await store().get(user, Id))?.Name).toBe("new");
    });

    it("removes a list, answering it once and null after", async () => {
      const user = freshUserId();
      const kept = await store().create(user, "kept", []);
      const gone = await store().create(user, "gone", ["HPG"]);
      expect(await store().remove(user, gone.Id)).toEqual(gone);
      expect(await store().remove(user, gone.Id)).toBeNull();
      expect(await store().get(user, gone.Id)).toBeNull();
      expect(await store().list(user)).toEqual([kept]);
    });

    it("adds at the top or the bottom and leaves a symbol already there where it is", async () => {
      const user = freshUserId();
      const { Id } = await store().create(user, "list", ["B"]);
      expect((await store().addSymbol(user, Id, "A", "top"))?.Symbols).toEqual(["A", "B"]);
      expect((await store().addSymbol(user, Id, "C", "bottom"))?.Symbols).toEqual(["A", "B", "C"]);
      expect((await store().addSymbol(user, Id, "C", "top"))?.Symbols).toEqual(["A", "B", "C"]);
      expect((await store().addSymbol(user, Id, "A", "bottom"))?.Symbols).toEqual(["A", "B", "C"]);
      expect((await store().get(user, Id))?.Symbols).toEqual(["A", "B", "C"]);
    });

    it("removes a symbol, and answers the list unchanged when it was not there", async () => {
      const user = freshUserId();
      const { Id } = await store().create(user, "list", ["A", "B", "C"]);
      expect((await store().removeSymbol(user, Id, "B"))?.Symbols).toEqual(["A", "C"]);
      expect((await store().removeSymbol(user, Id, "Z"))?.Symbols).toEqual(["A", "C"]);
    });

    it("reorders to exactly the given symbols, each once", async () => {
      const user = freshUserId();
      const { Id } = await store().create(user, "list", ["A", "B", "C"]);
      expect((await store().reorder(user, Id, ["C", "A", "D", "C"]))?.Symbols).toEqual(["C", "A", "D"]);
      expect((await store().reorder(user, Id, []))?.Symbols).toEqual([]);
    });

    it("treats another user's list as absent and leaves it untouched", async () => {
      const owner = freshUserId();
      const other = freshUserId();
      const list = await store().create(owner, "mine", ["VNM"]);
      expect(await store().get(other, list.Id)).toBeNull();
      expect(await store().rename(other, list.Id, "theirs")).toBeNull();
      expect(await store().addSymbol(other, list.Id, "SSI", "top")).toBeNull();
      expect(await store().removeSymbol(other, list.Id, "VNM")).toBeNull();
      expect(await store().reorder(other, list.Id, ["SSI"])).toBeNull();
      expect(await store().remove(other, list.Id)).toBeNull();
      expect(await store().list(other)).toEqual([]);
      expect(await store().get(owner, list.Id)).toEqual(list);
    });

    it("answers null for an unknown id", async () => {
      const user = freshUserId();
      expect(await store().get(user, "no-such-list")).toBeNull();
      expect(await store().addSymbol(user, "no-such-list", "A", "top")).toBeNull();
    });

    it("loses no symbol when many are added to one list at once", async () => {
      const user = freshUserId();
      const { Id } = await store().create(user, "busy", []);
      const symbols = Array.from({ length: 40 }, (_, i) => `S${String(i).padStart(2, "0")}`);
      await Promise.all(
        symbols.flatMap((symbol, i) => [
          store().addSymbol(user, Id, symbol, i % 2 === 0 ? "top" : "bottom"),
          store().addSymbol(user, Id, symbol, "bottom"),
        ]),
      );
      const stored = (await store().get(user, Id))?.Symbols ?? [];
      expect([...stored].sort()).toEqual(symbols);
    });

    it("keeps symbols of any text intact through every edit, as an in-memory list would", async () => {
      // Text that the PostgreSQL array syntax must quote: commas, braces, quotes, NULL, spaces.
      const symbol = fc.oneof(
        fc.constantFrom("NULL", "null", "", " ", "A,B", "{X}", 'Q"T', "B\\S", "VN30F1M"),
        fc.string({ maxLength: 6 }).filter((text) => !text.includes("\u0000")),
      );
      const operation = fc.oneof(
        fc.record({ kind: fc.constant("add" as const), symbol, top: fc.boolean() }),
        fc.record({ kind: fc.constant("remove" as const), symbol }),
        fc.record({ kind: fc.constant("reorder" as const), symbols: fc.array(symbol, { maxLength: 5 }) }),
      );
      await fc.assert(
        fc.asyncProperty(
          fc.array(symbol, { maxLength: 4 }),
          fc.array(operation, { maxLength: 8 }),
          async (initial, operations) => {
            const user = freshUserId();
            const { Id } = await store().create(user, "model", initial);
            let model = [...new Set(initial)];
            for (const op of operations) {
              let answer;
              if (op.kind === "add") {
                answer = await store().addSymbol(user, Id, op.symbol, op.top ? "top" : "bottom");
                if (!model.includes(op.symbol))
                  model = op.top ? [op.symbol, ...model] : [...model, op.symbol];
              } else if (op.kind === "remove") {
                answer = await store().removeSymbol(user, Id, op.symbol);
                model = model.filter((s) => s !== op.symbol);
              } else {
                answer = await store().reorder(user, Id, op.symbols);
                model = [...new Set(op.symbols)];
              }
              expect(answer?.Symbols).toEqual(model);
            }
            expect((await store().get(user, Id))?.Symbols).toEqual(model);
          },
        ),
        { numRuns: 30 },
      );
    });
  });
});
