/**
 * Where drizzle-kit writes the migrations (`drizzle/` of the server package), found from this
 * file rather than the working directory, so the server starts from anywhere.
 */
import { fileURLToPath } from "node:url";

export const MIGRATIONS_FOLDER = fileURLToPath(new URL("../../drizzle", import.meta.url));
