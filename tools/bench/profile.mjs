// The JavaScript functions a long task ran (`node tools/bench/trace.mjs --profile`): the trace's own
// CPU profile (its ProfileChunk samples, V8's sampler on the page's main thread), each sample's
// function named through the script's source map (our production builds ship one beside each
// script), then, for each task over 50 ms, the functions with the most self time and React's
// phase the samples fell in (render, commit's DOM mutation, layout effects, passive effects). That
// tells a long commit of DOM creation from one of effects or of style recalculated for a layout read.
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';

/** React's work loop, outermost first: a sample's phase is the innermost of these on its stack. */
const REACT_PHASES = [
  ['performWorkOnRoot', 'react: render'],
  ['beginWork', 'react: render, components'],
  ['completeWork', 'react: render, DOM creation'],
  ['commitRoot', 'react: commit'],
  ['commitRootImpl', 'react: commit'],
  ['flushMutationEffects', 'react: commit, DOM mutation'],
  ['commitMutationEffectsOnFiber', 'react: commit, DOM mutation'],
  ['flushLayoutEffects', 'react: commit, layout effects'],
  ['commitLayoutEffectOnFiber', 'react: commit, layout effects'],
  ['flushSpawnedWork', 'react: commit, after mutation'],
  ['flushPassiveEffects', 'react: passive effects'],
];
const PHASE_OF = new Map(REACT_PHASES);

/** The main thread's profile: its samples as [timestamp µs, node id] and its nodes by id. */
export function mainProfile(events, main) {
  const starts = events.filter((e) => e.name === 'Profile' && e.pid === main.pid);
  const own = starts.find((e) => e.tid === main.tid) ?? starts[0];
  if (!own) return null;
  const nodes = new Map();
  const samples = [];
  let t = own.args.data.startTime;
  for (const e of events)
    if (e.name === 'ProfileChunk' && e.id === own.id) {
      const { cpuProfile = {}, timeDeltas = [] } = e.args.data;
      for (const n of cpuProfile.nodes ?? []) nodes.set(n.id, n);
      (cpuProfile.samples ?? []).forEach((id, i) => samples.push([(t += timeDeltas[i] ?? 0), id]));
    }
  return { nodes, samples };
}

/** Names frames through the scripts' source maps (fetched once per script; none: the frame's own name). */
export function sourceMapNamer() {
  const maps = new Map();
  const mapOf = async (url) => {
    if (!maps.has(url))
      maps.set(
        url,
        fetch(`${url}.map`)
          .then((r) => (r.ok ? r.json() : null))
          .then((m) => (m ? new TraceMap(m) : null))
          .catch(() => null),
      );
    return maps.get(url);
  };
  return async (frame) => {
    const { functionName, url, lineNumber, columnNumber } = frame;
    if (!/^https?:/.test(url ?? '')) return functionName || '(native)';
    const map = await mapOf(url);
    const file = url.replace(/^.*\//, '').replace(/\?.*$/, '');
    if (!map) return `${functionName || '(anonymous)'} ${file}`;
    const pos = originalPositionFor(map, { line: lineNumber + 1, column: columnNumber });
    const source = (pos.source ?? '').replace(/^.*node_modules\//, '').replace(/^webpack:\/\/[^/]*\//, '');
    // A function's profile position is its name or its parameters: the name token maps with a
    // name, else the original line declares it.
    const text = pos.line ? (map.sourcesContent?.[map.resolvedSources.indexOf(pos.source)] ?? '').split('\n')[pos.line - 1] ?? '' : '';
    const declared = /function\*?\s+([\w$]+)/.exec(text)?.[1] ?? /([\w$]+)\s*[=:]\s*(?:async\s*)?(?:function|\()/.exec(text)?.[1];
    return `${pos.name ?? declared ?? functionName ?? '(anonymous)'} ${source || file}:${pos.line ?? '?'}`;
  };
}

/**
 * For each task ([start, end] in trace µs): its samples' self time by function and by React phase (ms).
 * `name(callFrame)` names a frame (async: a source map may have to be fetched).
 */
export async function functionsByTask(profile, tasks, name) {
  const { nodes, samples } = profile;
  const names = new Map();
  for (const n of nodes.values()) names.set(n.id, await name(n.callFrame));
  const phaseOf = (id) => {
    for (let n = nodes.get(id); n; n = nodes.get(n.parent)) {
      const p = PHASE_OF.get(n.callFrame.functionName) ?? PHASE_OF.get(names.get(n.id)?.split(' ')[0]);
      if (p) return p;
    }
    return 'outside React';
  };
  // Time on a stack with one of the page's scripts (not the browser's own work, nor a test tool's).
  const ours = new Map();
  const isOurs = (id) => {
    if (!ours.has(id)) {
      const n = nodes.get(id);
      ours.set(id, Boolean(n && (/^https?:/.test(n.callFrame.url ?? '') || (n.parent !== undefined && isOurs(n.parent)))));
    }
    return ours.get(id);
  };
  const round = (o) => Object.fromEntries(Object.entries(o).sort((a, b) => b[1] - a[1]).map(([k, v]) => [k, Math.round(v / 100) / 10]));
  return tasks.map(([start, end]) => {
    const self = {};
    const phases = {};
    let script = 0;
    for (let i = 0; i < samples.length - 1; i++) {
      const [ts, id] = samples[i];
      if (ts < start || ts >= end) continue;
      const dt = Math.min(samples[i + 1][0], end) - ts;
      const fn = names.get(id) ?? '?';
      self[fn] = (self[fn] ?? 0) + dt;
      if (fn !== '(idle)') phases[phaseOf(id)] = (phases[phaseOf(id)] ?? 0) + dt;
      if (isOurs(id)) script += dt;
    }
    return { scriptMs: Math.round(script / 100) / 10, functions: Object.fromEntries(Object.entries(round(self)).slice(0, 8)), react: round(phases) };
  });
}
