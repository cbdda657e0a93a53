/**
 * Starts the server as another user (`ODO_TEST_UID`), for the start-up tests run as root: the
 * server's code is loaded first, as root, and only then does the process become that user, so the
 * checkout may sit in a folder only root can read (`mktemp -d` makes one) while what the server
 * then does to DATA_DIR is tried with that user's rights.
 */
import { start } from "../src/start.js";

const uid = Number(process.env.ODO_TEST_UID);
if (!process.setgid || !process.setuid) throw new Error("changing user needs a POSIX system");
process.setgid(uid);
process.setuid(uid);
start();
