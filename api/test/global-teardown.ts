import { rmSync } from 'node:fs';

export default async function globalTeardown(): Promise<void> {
  if (process.env.HV_TEST_TMP) rmSync(process.env.HV_TEST_TMP, { recursive: true, force: true });
}
