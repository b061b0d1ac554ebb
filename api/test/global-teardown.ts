import { rmSync } from 'node:fs';

export default async function globalTeardown(): Promise<void> {
  if (process.env.HV_TEST_TMP) rmSync(process.env.HV_TEST_TMP, { recursive: true, force: true });
  const pid = Number(process.env.HV_TEST_EMULATOR_PID);
  if (pid) {
    const signal = (sig: NodeJS.Signals) => {
      try {
        process.kill(-pid, sig); // the emulator's own process group, started by globalSetup
        return true;
      } catch {
        return false; // gone
      }
    };
    signal('SIGTERM');
    for (let i = 0; i < 50 && signal(0 as unknown as NodeJS.Signals); i++) await new Promise((r) => setTimeout(r, 100));
    signal('SIGKILL');
  }
}
