/** The recording the bench server serves, fetched and parsed by a page's worker. */
import type { Recording } from "../recording";
import { RECORDING_URL } from "./bench-messages";

export async function loadRecording(): Promise<Recording> {
  const response = await fetch(RECORDING_URL);
  if (!response.ok) throw new Error(`${RECORDING_URL}: HTTP ${response.status}`);
  return (await response.json()) as Recording;
}
