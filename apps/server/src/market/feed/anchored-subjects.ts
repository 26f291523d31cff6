/**
 * The subjects of the generated past (GeneratedContent): an instrument at its first day's
 * reference (a contract the roll listed later: its listing day's), an index at its first day's
 * level. They never change, so the generated days before the first day, and the past
 * proprietary days, stay the same from one day to the next; each subject is made once.
 */
import type { IndexDefinition, MarketExchange } from "@bangia/exchange";
import type { ContentSubject } from "../../synthetic/generated-content";
import { indexSubject, instrumentSubject } from "../rows/content-subject";

export class AnchoredSubjects {
  readonly #exchange: MarketExchange;
  /** Each index's level at the start of the first day, by index symbol. */
  readonly #initialLevels: ReadonlyMap<string, number>;
  readonly #subjects = new Map<string, ContentSubject>();

  constructor(exchange: MarketExchange, indices: readonly IndexDefinition[]) {
    this.#exchange = exchange;
    this.#initialLevels = new Map(indices.map((index) => [index.code, index.initialLevel]));
  }

  /** An instrument's or an index's subject; undefined for an unknown symbol. */
  of(symbol: string): ContentSubject | undefined {
    let subject = this.#subjects.get(symbol);
    if (subject !== undefined) return subject;
    const definition = this.#exchange.instrument(symbol);
    const level = this.#initialLevels.get(symbol);
    if (definition !== undefined) subject = instrumentSubject(definition, definition.initialReference);
    else if (level !== undefined) subject = indexSubject(symbol, level);
    else return undefined;
    this.#subjects.set(symbol, subject);
    return subject;
  }
}
