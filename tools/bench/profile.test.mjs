// Who ran a long task (node:test; `npm test -- unit`): the functions and React's phase that
// `trace.mjs --profile` prints, from a trace's own CPU samples.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { functionsByTask, mainProfile } from './profile.mjs';

const page = 'http://127.0.0.1:3000/470.js';
const frame = (functionName, url = page) => ({ functionName, url, lineNumber: 0, columnNumber: 0 });
// A commit whose layout effect starts a carousel that reads the page's style, then the browser's own work.
const nodes = [
  { id: 1, callFrame: frame('(root)', '') },
  { id: 2, parent: 1, callFrame: frame('commitRoot') },
  { id: 3, parent: 2, callFrame: frame('flushLayoutEffects') },
  { id: 4, parent: 3, callFrame: frame('init', 'http://127.0.0.1:3004/swiper.js') },
  { id: 5, parent: 4, callFrame: frame('getComputedStyle', '') },
  { id: 6, parent: 1, callFrame: frame('(program)', '') },
];
const main = { pid: 7, tid: 1 };
// Samples 1 ms apart from t = 1000 µs: 30 in getComputedStyle, 10 in init, 20 outside any script.
const samples = [...Array(30).fill(5), ...Array(10).fill(4), ...Array(20).fill(6), 6];
const events = [
  { name: 'Profile', pid: 7, tid: 1, id: '0x1', args: { data: { startTime: 1000 } } },
  { name: 'ProfileChunk', pid: 7, tid: 9, id: '0x1', args: { data: { cpuProfile: { nodes: nodes.slice(0, 4) }, timeDeltas: [] } } },
  { name: 'ProfileChunk', pid: 7, tid: 9, id: '0x1', args: { data: { cpuProfile: { nodes: nodes.slice(4), samples }, timeDeltas: [0, ...Array(samples.length - 1).fill(1000)] } } },
];
const name = async ({ functionName, url }) => (url ? `${functionName} ${url.replace(/^.*\//, '')}` : functionName);

describe('the functions of a long task', () => {
  it('names what ran, the React phase it ran in, and how much of it was the page’s scripts', async () => {
    const profile = mainProfile(events, main);
    assert.equal(profile.samples.length, 61);
    const [task] = await functionsByTask(profile, [[1000, 61_000]], name);
    assert.deepEqual(task.functions, { getComputedStyle: 30, '(program)': 20, 'init swiper.js': 10 });
    assert.deepEqual(task.react, { 'react: commit, layout effects': 40, 'outside React': 20 });
    // The style read counts as ours: our code asked for it.
    assert.equal(task.scriptMs, 40);
  });

  it('counts only the samples inside the task', async () => {
    const [task] = await functionsByTask(mainProfile(events, main), [[41_000, 61_000]], name);
    assert.deepEqual(task.functions, { '(program)': 20 });
    assert.equal(task.scriptMs, 0);
  });
});
