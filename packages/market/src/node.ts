// Node-only entry of @bangia/market: reading the packaged reference data from disk.
export { readReferenceData, REFERENCE_DATA_DIR } from "./reference-data/read-reference-data";
