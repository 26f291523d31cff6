// Node-only entry of @bangia/exchange: the recovery files (journal and snapshot) on disk.
export {
  JOURNAL_FILE,
  JournalDirectory,
  journalPath,
  restartJournalFile,
  SNAPSHOT_FILE,
  snapshotPath,
} from "./journal-directory";
export {
  readJournalFile,
  repairJournalFile,
  scanJournalFile,
  type JournalFile,
  type JournalFileScan,
} from "./journal-file-reader";
export { DEFAULT_FLUSH_POLICY, JournalFileWriter, type FlushPolicy } from "./journal-file-writer";
export { openJournaledExchange, recoverExchange, type JournalOptions } from "./recover-exchange";
export { readSnapshotFile, writeSnapshotFile, writeSnapshotFileInSlices } from "./snapshot-file";
export { writeChunksDurably, writeFileDurably } from "./durable-file";
