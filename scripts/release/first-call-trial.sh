#!/usr/bin/env bash
# A new team's first typed call with @music/sdk, timed from a clean folder (issue 35's target: 45 s on a
# quiet machine), with nothing of this repository but the package in a registry:
#   setup (not timed): a local Verdaccio registry stands in for the company's, and this checkout's sdk
#   is published to it (`npm publish`, built by its prepack);
#   timed, in an empty folder: the README's install (@music/sdk by name from that registry, React Query,
#   React, the mocks' peers, TypeScript), `npx music-sandbox --port 0` from the installed package, the
#   README's first call type-checked (tsc) and run against that sandbox.
# Prints the seconds of each step, the total, and the load average before and after (the machine may be
# shared: read the figure with the load). Everything but @music comes from the npm registry, as for
# another team. Usage: bash scripts/release/first-call-trial.sh   (needs npm; Node 24 of this checkout)
set -euo pipefail
repo="$(cd "$(dirname "$0")/../.." && pwd)"
node24="$repo/node_modules/.bin/node"
work="$(mktemp -d /tmp/music-first-call-XXXXXX)"
pids=()
# Background commands run in process groups of their own (setsid), so their children stop with them.
cleanup() { for pid in "${pids[@]}"; do kill -- "-$pid" 2>/dev/null || true; done; rm -rf "$work"; }
trap cleanup EXIT
wait_for() { for _ in $(seq 1 1200); do grep -q "$2" "$1" 2>/dev/null && return 0; sleep 0.1; done; cat "$1"; return 1; }

# Setup: the registry and the published sdk.
(cd "$repo" && exec setsid npm run registry:local >"$work/registry.log" 2>&1) & pids+=($!)
wait_for "$work/registry.log" '^registry='
grep -E '^(registry=|//)' "$work/registry.log" >"$work/publish.npmrc"
registry="$(sed -n 's/^registry=//p' "$work/publish.npmrc")"
(cd "$repo/sdk" && npm publish --userconfig "$work/publish.npmrc" --registry "$registry" --loglevel=error >/dev/null)
version="$("$node24" -p "require('$repo/sdk/package.json').version")"
echo "setup: @music/sdk@$version in a local registry at $registry"

# Timed: a clean folder, the README only.
load_before="$(cut -d' ' -f1-3 /proc/loadavg)"
start=$(date +%s.%N)
mark() { printf '%-52s %6.1f s\n' "$1" "$(echo "$(date +%s.%N) - $start" | bc)"; }
mkdir "$work/app" && cd "$work/app"
printf '@music:registry=%s\n%s\n' "$registry" "$(grep '^//' "$work/publish.npmrc")" >.npmrc
printf '{ "name": "first-call", "private": true, "type": "module" }\n' >package.json
npm install --no-audit --no-fund --loglevel=error "@music/sdk@$version" @tanstack/react-query react react-dom >/dev/null
npm install -D --no-audit --no-fund --loglevel=error msw @faker-js/faker fflate typescript @types/node >/dev/null
mark "npm install (README step 1)"
PATH="$(dirname "$node24"):$PATH" setsid npx --no-install music-sandbox --port 0 >"$work/sandbox.log" 2>&1 & pids+=($!)
cat >tsconfig.json <<'JSON'
{ "compilerOptions": { "target": "ES2023", "module": "NodeNext", "moduleResolution": "NodeNext", "strict": true,
  "noEmit": true, "skipLibCheck": true, "lib": ["ES2023", "DOM"], "types": ["node"] }, "include": ["first-call.ts"] }
JSON
sed -n '/<!-- file: examples\/src\/first-call.ts -->/,/^```$/p' "$repo/sdk/README.md" | sed '1,2d;$d' >first-call.ts
"$node24" node_modules/typescript/bin/tsc -p .
mark "tsc: the README's first call, typed"
wait_for "$work/sandbox.log" 'Ready in'
url="$(sed -n 's/^Web services *\(http:[^ ]*\)\/<service>.*/\1/p' "$work/sandbox.log")"
mark "npx music-sandbox: ready at $url (README step 2)"
SANDBOX_URL="$url" "$node24" first-call.ts
mark "first typed call answered (README step 3)"
echo "load average (1, 5, 15 min): before $load_before, after $(cut -d' ' -f1-3 /proc/loadavg); $(nproc) cores"
