import fc from "fast-check";
import type { FastifyBaseLogger } from "fastify";
import { describe, expect, it } from "vitest";
import type { OutboundMessage } from "../market/market-stream";
import {
  bundleItem,
  bundlePacket,
  BundledDelivery,
  pickBundles,
  type BundledMessage,
  type BundleSocket,
} from "./bundles";
import { symbolRoom } from "./subscriptions";

const board = (sym: string, seq: number): OutboundMessage => ({
  channel: "board",
  room: sym,
  message: { id: 3310, sym, overBuy: seq, overSell: 0, seq },
});
const news = (seq: number): OutboundMessage => ({
  channel: "snews",
  room: null,
  message: {
    rf: "/tin",
    tl: `"Tin" ${seq}\n\\`,
    tl_en: `"News" ${seq}\n\\`,
    tm: "2025-03-10T09:15:00+07:00",
    sc: "Mô phỏng",
    seq,
  },
});

describe("bundlePacket", () => {
  it("is the Socket.IO JSON encoding of emit('bundle', pairs)", () => {
    const batch = [board("ACB", 1), news(2)];
    const pairs = batch.map((m) => [m.channel, m.message]);
    expect(bundlePacket(batch.map(bundleItem))).toBe(`2${JSON.stringify(["bundle", pairs])}`);
    expect(bundlePacket([])).toBe('2["bundle",[]]');
  });
});

describe("pickBundles", () => {
  it("routes a symbol's message to its room's bundled members and a broadcast to all, in batch order", () => {
    const connections = new Map([
      ["a", "A"],
      ["b", "B"],
    ]);
    const rooms: Record<string, string[]> = { ACB: ["a", "plain-or-gone"], FPT: ["a", "b"] };
    const batch = [{ room: "ACB" }, { room: "HPG" }, { room: null }, { room: "FPT" }];
    expect(pickBundles(batch, connections, (symbol) => rooms[symbol])).toEqual(
      new Map([
        ["A", [0, 2, 3]],
        ["B", [2, 3]],
      ]),
    );
  });

  it("gives each connection exactly the messages of its rooms and the broadcasts, in order (property)", () => {
    const symbols = ["A", "B", "C", "D"];
    const ids = ["c0", "c1", "c2", "c3", "c4"];
    const room = fc.option(fc.constantFrom(...symbols), { nil: null, freq: 4 });
    const joined = fc.dictionary(fc.constantFrom(...ids), fc.subarray(symbols), { maxKeys: ids.length });
    fc.assert(
      fc.property(fc.array(room, { maxLength: 40 }), joined, (rooms, joins) => {
        const batch = rooms.map((r) => ({ room: r }));
        const connections = new Map(Object.keys(joins).map((id) => [id, id]));
        const membersOf = (symbol: string) => Object.keys(joins).filter((id) => joins[id]?.includes(symbol));
        const picked = pickBundles(batch, connections, membersOf);
        for (const id of connections.keys()) {
          const expected = rooms.flatMap((r, i) => (r === null || joins[id]?.includes(r) ? [i] : []));
          expect(picked.get(id) ?? []).toEqual(expected);
        }
        expect([...picked.values()].every((indices) => indices.length > 0)).toBe(true);
      }),
    );
  });
});

const silent = { error: () => undefined } as unknown as FastifyBaseLogger;

class FakeSocket implements BundleSocket {
  readonly packets: string[] = [];
  readonly emitted: (readonly BundledMessage[])[] = [];
  connected = true;
  readonly conn = { write: (packet: string) => this.packets.push(packet) };
  constructor(readonly id: string) {}
  emit(_event: "bundle", messages: readonly BundledMessage[]): boolean {
    this.emitted.push(messages);
    return true;
  }
}

const delivery = (encoding: "packet" | "emit", rooms: Record<string, string[]>) =>
  new BundledDelivery({ encoding, roomMembers: (room) => rooms[room], logger: silent });

const pairs = (messages: readonly (OutboundMessage | undefined)[]) =>
  messages.map((m) => [m?.channel, m?.message]);

describe("BundledDelivery", () => {
  const rooms = { [symbolRoom("ACB", "bundle")]: ["a"], [symbolRoom("FPT", "bundle")]: ["a", "b"] };
  const batch = [board("ACB", 1), board("HPG", 1), news(1), board("FPT", 1)];

  it("sends each bundled connection one packet of its messages, and none to a connection with nothing", () => {
    const bundles = delivery("packet", rooms);
    const [a, b, c] = [new FakeSocket("a"), new FakeSocket("b"), new FakeSocket("c")];
    for (const socket of [a, b, c]) bundles.add(socket);
    const first = [board("ACB", 1), board("FPT", 1)];
    bundles.deliver(first);
    bundles.deliver(batch);
    const decoded = (packet: string) => JSON.parse(packet.slice(1)) as unknown;
    const [acb, , broadcast, fpt] = batch;
    expect(a.packets.map(decoded)).toEqual([
      ["bundle", pairs(first)],
      ["bundle", pairs([acb, broadcast, fpt])],
    ]);
    expect(b.packets.map(decoded)).toEqual([
      ["bundle", pairs(first.slice(1))],
      ["bundle", pairs([broadcast, fpt])],
    ]);
    expect(c.packets.map(decoded)).toEqual([["bundle", pairs([broadcast])]]);
  });

  it("emits the pairs for other parsers, skips disconnected sockets and forgets removed ones", () => {
    const bundles = delivery("emit", rooms);
    const [a, b] = [new FakeSocket("a"), new FakeSocket("b")];
    bundles.add(a);
    bundles.add(b);
    b.connected = false;
    bundles.deliver(batch);
    expect(a.emitted).toEqual([pairs([batch[0], batch[2], batch[3]])]);
    expect(b.emitted).toEqual([]);
    bundles.remove("a");
    expect(bundles.size).toBe(1);
    bundles.deliver(batch);
    expect(a.emitted).toHaveLength(1);
  });

  it("serialises each message once per batch, whatever the number of receivers", () => {
    const bundles = delivery("packet", { [symbolRoom("ACB", "bundle")]: ["a", "b", "c"] });
    for (const id of ["a", "b", "c"]) bundles.add(new FakeSocket(id));
    let reads = 0;
    const counted = board("ACB", 1);
    const message = new Proxy(counted.message, {
      get(target, key, receiver) {
        if (key === "seq") reads += 1;
        return Reflect.get(target, key, receiver) as unknown;
      },
    });
    bundles.deliver([{ ...counted, message } as OutboundMessage]);
    expect(reads).toBe(1);
  });

  it("keeps sending to the others when one connection's send throws", () => {
    const errors: unknown[] = [];
    const logger = { error: (...args: unknown[]) => errors.push(args) } as unknown as FastifyBaseLogger;
    const bundles = new BundledDelivery({ encoding: "packet", roomMembers: () => ["a", "b"], logger });
    const broken = new FakeSocket("a");
    broken.conn.write = () => {
      throw new Error("gone");
    };
    const b = new FakeSocket("b");
    bundles.add(broken);
    bundles.add(b);
    bundles.deliver([board("ACB", 1)]);
    expect(b.packets).toHaveLength(1);
    expect(errors).toHaveLength(1);
  });
});
