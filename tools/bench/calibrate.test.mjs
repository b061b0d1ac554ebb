// The bench's phone (node:test; `npm test -- unit`): whatever this machine's speed, the slowdown
// makes it the same benchmark-300 phone, so a budget met on one day is met on the next.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { PHONE_INDEX, cpuSlowdown, phoneIndexOf } from './calibrate.mjs';

describe('the CPU slowdown of the bench', () => {
  it('makes the 2026-11-28 machine (benchmarkIndex 1271) a phone of 300, not the default 4× (318)', () => {
    assert.equal(PHONE_INDEX, 300);
    assert.equal(cpuSlowdown(1271), 4.24);
    assert.equal(phoneIndexOf(1271, cpuSlowdown(1271)), 300);
    assert.equal(phoneIndexOf(1271, 4), 318);
  });

  it('slows a faster machine down more and a busy one less, so both are the same phone', () => {
    for (const host of [600, 950, 1271, 1800, 2600]) assert.equal(phoneIndexOf(host, cpuSlowdown(host)), 300);
    assert.ok(cpuSlowdown(2600) > cpuSlowdown(1271));
  });

  it('never speeds a host slower than the phone up: its run is reported as the slower phone it was', () => {
    assert.equal(cpuSlowdown(240), 1);
    assert.equal(phoneIndexOf(240, cpuSlowdown(240)), 240);
  });

  it('refuses a benchmark that did not run rather than guessing a slowdown', () => {
    assert.throws(() => cpuSlowdown(0), /positive number/);
    assert.throws(() => cpuSlowdown(Number.NaN), /positive number/);
    assert.throws(() => cpuSlowdown(undefined), /positive number/);
  });
});
