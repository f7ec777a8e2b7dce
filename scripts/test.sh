#!/usr/bin/env bash
# npm test: installs what the tests need, runs every suite, and ends with "N passed, N failed"
# summed over all of them. With EXTERNAL_DATABASE_URL set (CI sets it to the machine's
# PostgreSQL), the database and gateway suites run a second time against that server.
set -uo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
out=$(mktemp -d)
passed=0
failed=0

note() { printf '\n━━ %s\n' "$*"; }
count_check() { # name, command...: a check that is one test
  local name=$1; shift
  note "$name"
  if "$@"; then passed=$((passed + 1)); else failed=$((failed + 1)); echo "✗ $name failed"; echo "  ✗ $name" >>"$out/failures.txt"; fi
}
count_json() { # kind (vitest|playwright), file; the names of what failed go to $out/failures.txt
  local counts
  counts=$(node -e '
    const fs = require("node:fs");
    const path = require("node:path");
    const [kind, file, list] = process.argv.slice(1);
    const failures = [];
    const print = (passed, failed) => {
      if (failures.length > 0) fs.appendFileSync(list, failures.map((f) => `  ✗ ${f}\n`).join(""));
      console.log(`${passed} ${failed}`);
    };
    if (!fs.existsSync(file)) {
      failures.push(`${path.basename(file)}: the suite wrote no report`);
      print(0, 1);
      process.exit(0);
    }
    const r = JSON.parse(fs.readFileSync(file, "utf8"));
    if (kind === "vitest") {
      const root = process.cwd();
      let broken = 0;
      for (const f of r.testResults) {
        const name = path.relative(root, f.name);
        // A file that failed with no failed test (it did not load, or a beforeAll hook threw and its tests were
        // skipped: a database that is down) counts as one failure.
        if (f.status === "failed" && !f.assertionResults.some((a) => a.status === "failed")) {
          broken += 1;
          failures.push(`${name}: ${String(f.message ?? "").split("\n")[0] || "failed outside its tests"}`);
        }
        for (const a of f.assertionResults) if (a.status === "failed") failures.push(`${name} › ${a.fullName}`);
      }
      // Errors outside every file (unhandled rejections and the like) fail the run without failing a test.
      if (r.success === false && r.numFailedTests + broken === 0) {
        broken += 1;
        failures.push(`${path.basename(file)}: Vitest reported errors outside the tests`);
      }
      print(r.numPassedTests, r.numFailedTests + broken);
    } else {
      const walk = (suite) => {
        for (const spec of suite.specs ?? []) if (!spec.ok) failures.push(`${spec.file}:${spec.line} › ${spec.title}`);
        for (const child of suite.suites ?? []) walk(child);
      };
      for (const suite of r.suites ?? []) walk(suite);
      for (const e of r.errors ?? []) failures.push(String(e.message ?? e).split("\n")[0]);
      const s = r.stats;
      print(s.expected + s.flaky, s.unexpected + (r.errors?.length ?? 0));
    }' "$1" "$2" "$out/failures.txt")
  passed=$((passed + ${counts% *}))
  failed=$((failed + ${counts#* }))
}

bash scripts/ensure-deps.sh || { echo "0 passed, 1 failed"; exit 1; }

bash scripts/ensure-chromium.sh || echo "(browser tests need Debian's chromium and fonts-noto-cjk)"

count_check "lint and format (biome, and no Chinese text outside the catalogues)" npm run lint
count_check "typecheck (tsc)" bash -c 'npx tsc -p tsconfig.json && npx tsc -p apps/web/tsconfig.json --noEmit && npx tsc -p apps/admin/tsconfig.json --noEmit'

note "unit and integration tests (vitest, embedded PostgreSQL)"
env -u DATABASE_URL npx vitest run --reporter=default --reporter=json --outputFile.json="$out/vitest.json"
count_json vitest "$out/vitest.json"

if [ -n "${EXTERNAL_DATABASE_URL:-}" ]; then
  note "database and gateway tests against $EXTERNAL_DATABASE_URL"
  DATABASE_URL="$EXTERNAL_DATABASE_URL" npx vitest run --project db --project gateway \
    --reporter=default --reporter=json --outputFile.json="$out/vitest-external.json"
  count_json vitest "$out/vitest-external.json"
fi

note "production build"
if bash scripts/ensure-build.sh; then
  passed=$((passed + 1))
  note "browser tests (Playwright, Debian Chromium, production build)"
  (cd apps/web && PLAYWRIGHT_JSON_OUTPUT_NAME="$out/e2e.json" npx playwright test --reporter=list,json)
  count_json playwright "$out/e2e.json"
  note "portal browser tests (brand hosts under a parent domain: playwright.portal.config.ts)"
  (cd apps/web && PLAYWRIGHT_JSON_OUTPUT_NAME="$out/e2e-portal.json" npx playwright test -c playwright.portal.config.ts --reporter=list,json)
  count_json playwright "$out/e2e-portal.json"
else
  failed=$((failed + 1))
  echo "  ✗ production build" >>"$out/failures.txt"
fi

cd "$root"
if [ -s "$out/failures.txt" ]; then
  note "what failed"
  cat "$out/failures.txt"
fi
rm -rf "$out"
echo
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
