/**
 * Reads the packaged reference data from disk. This is the package's only I/O, reachable only
 * through the `@bangia/market/node` entry so the web bundle never pulls in `node:fs`.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "csv-parse/sync";
import {
  toEtfDefinitions,
  toIndexDefinitions,
  toIndustries,
  toListedSymbols,
  type RawRecord,
  type ReferenceData,
} from "./reference-data";

/** The folder holding symbols.csv, indices.csv, industries.csv and etfs.csv. */
export const REFERENCE_DATA_DIR = fileURLToPath(new URL("../../data/", import.meta.url));

function readCsv(directory: string, name: string): RawRecord[] {
  const text = readFileSync(join(directory, name), "utf8");
  return parse(text, { columns: true, skip_empty_lines: true }) as RawRecord[];
}

/** Loads and checks all reference data from `directory` (default: the packaged copy). */
export function readReferenceData(directory: string = REFERENCE_DATA_DIR): ReferenceData {
  return {
    symbols: toListedSymbols(readCsv(directory, "symbols.csv")),
    indices: toIndexDefinitions(readCsv(directory, "indices.csv")),
    industries: toIndustries(readCsv(directory, "industries.csv")),
    etfs: toEtfDefinitions(readCsv(directory, "etfs.csv")),
  };
}
