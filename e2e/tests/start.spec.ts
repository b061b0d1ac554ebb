// `npm start` / `npm run dev` on ports that are taken: by this run's own stack (Playwright's
// webServer, the same tools/stack/start.mjs) or by some other program. Either way nothing starts, the
// message says why, and the stack that was there keeps serving.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { PORT_SHIFT, repoRoot, urls } from './support/stack';

function start(args: string[], shift: number): Promise<{ code: number | null; out: string; seconds: number }> {
  const t = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(repoRoot, 'tools', 'stack', 'start.mjs'), ...args], {
      cwd: repoRoot,
      env: { ...process.env, HV_PORT_SHIFT: String(shift), HV_DATA_DIR: process.env.HV_E2E_DATA_DIR },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += String(d)));
    child.stderr.on('data', (d) => (out += String(d)));
    child.once('exit', (code) => resolve({ code, out, seconds: (Date.now() - t) / 1000 }));
  });
}

for (const args of [[], ['--dev']]) {
  const command = args.length ? 'npm run dev' : 'npm start';
  test(`a second ${command} on the running stack's ports says it is already running, exits non-zero, and the first keeps serving`, async ({
    page,
  }) => {
    const second = await start(args, PORT_SHIFT);
    expect(second.out).toMatch(new RegExp(`^Harborview is already running at ${urls.shell} \\(pid \\d+\\)$`, 'm'));
    expect(second.code).not.toBe(0);
    expect(second.seconds).toBeLessThan(10);
    // Nothing of the second one started (no build, no API on the same database) …
    expect(second.out).not.toMatch(/Building|\[api\]/);
    // … and a guest of the first one notices nothing.
    await page.goto('/rooms');
    await expect(page.getByRole('heading', { name: 'Harbor View King', exact: true })).toBeVisible();
    expect((await fetch(`${urls.api}/health`)).status).toBe(200);
  });
}

test('npm start with a port held by another program names that port and suggests HV_PORT_SHIFT', async () => {
  // Some other program on a free port; shift the stack so that its Auth emulator (the highest base
  // port, 9099) lands exactly there and every other part below it.
  const foreign = net.createServer((socket) => socket.end());
  await new Promise<void>((resolve) => foreign.listen(0, '127.0.0.1', resolve));
  const port = (foreign.address() as net.AddressInfo).port;
  const shift = port - 9099;
  try {
    const run = await start([], shift);
    expect(run.out).toContain(`Port ${port} (Auth emulator) is already in use by another program.`);
    expect(run.out).toMatch(/Stop that program, or move every Harborview port: HV_PORT_SHIFT=\d+ npm start/);
    expect(run.code).not.toBe(0);
    expect(run.seconds).toBeLessThan(10);
    expect(run.out).not.toMatch(/Building|\[api\]/);
    // The refused run leaves no claim on those ports behind.
    expect(existsSync(join(tmpdir(), `harborview-stack-${3000 + shift}.json`))).toBe(false);
  } finally {
    await new Promise((resolve) => foreign.close(resolve));
  }
});
