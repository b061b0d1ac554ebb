// Makes the deploy specs' extra builds ahead of the suite (tests/support/builds.ts), one after the
// other: `npm test` runs this beside the unit tests, so the e2e step finds them ready.
//   node --import tsx e2e/prebuild.ts
import { buildV2, buildWithFaq } from './tests/support/builds';

async function main() {
  for (const [name, build] of [['v2', buildV2], ['/faq', buildWithFaq]] as const) {
    const t = Date.now();
    console.log(`mf-marketing ${name}: ${await build()} (${((Date.now() - t) / 1000).toFixed(0)} s)`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
