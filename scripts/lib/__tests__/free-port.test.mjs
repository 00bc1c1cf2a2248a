// Unit tests for the port chooser (node:test; run with `npm run test:scripts`).
import { test } from "node:test";
import assert from "node:assert/strict";
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

import { CLAIM_LIFETIME_MS, claimPort, ephemeralStart, freePort, portPool } from "../free-port.mjs";

const scratch = () => mkdtempSync(path.join(tmpdir(), "free-port-test-"));

test("the pool lies below the OS's ephemeral range, never on privileged ports", () => {
  const dir = scratch();
  try {
    const rangeFile = path.join(dir, "range");
    writeFileSync(rangeFile, "32768\t60999\n");
    assert.equal(ephemeralStart(rangeFile), 32768);
    assert.equal(ephemeralStart(path.join(dir, "missing")), 49152);
    assert.deepEqual(portPool(32768), { low: 22768, high: 32767 });
    assert.deepEqual(portPool(5000), { low: 1025, high: 4999 });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("a port is claimed once: a second claim is refused until the first is stale", () => {
  const dir = scratch();
  try {
    assert.equal(claimPort(23456, { dir }), true);
    assert.equal(claimPort(23456, { dir }), false);
    assert.equal(claimPort(23457, { dir }), true);
    // Ten minutes on, the first claim is a leftover and is taken over.
    assert.equal(claimPort(23456, { dir, now: Date.now() + CLAIM_LIFETIME_MS + 1000 }), true);
    const old = (Date.now() - CLAIM_LIFETIME_MS - 60_000) / 1000;
    utimesSync(path.join(dir, "23457"), old, old);
    assert.equal(claimPort(23457, { dir }), true);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("freePort skips a claimed port and a port something listens on", async () => {
  const dir = scratch();
  const busy = createServer();
  await new Promise((resolve) => busy.listen(0, "127.0.0.1", resolve));
  const listening = busy.address().port;
  try {
    const claimed = listening + 1;
    claimPort(claimed, { dir });
    // The chooser is offered the claimed port, then the busy one, then the next: it takes the third.
    const offers = [claimed, listening, listening + 2];
    const pool = { low: Math.min(...offers), high: Math.max(...offers) };
    const size = pool.high - pool.low + 1;
    const random = () => ((offers.shift() ?? pool.high) - pool.low + 0.5) / size;
    const port = await freePort({ pool, dir, random });
    assert.equal(port, listening + 2);
    assert.equal(claimPort(port, { dir }), false, "the chosen port is claimed");
  } finally {
    busy.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

test("two choosers in the same moment never get the same port", async () => {
  const dir = scratch();
  try {
    const pool = { low: 24000, high: 24003 };
    // Each chooser offers itself the pool's ports in the same order, from the first.
    const inOrder = () => {
      let next = 0;
      return () => ((next++ % 4) + 0.5) / 4;
    };
    const ports = await Promise.all([1, 2, 3].map(() => freePort({ pool, dir, random: inOrder() })));
    assert.equal(new Set(ports).size, 3);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
