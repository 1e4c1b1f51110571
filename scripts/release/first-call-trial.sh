#!/usr/bin/env bash
# A new team's first typed call with @music/sdk installed by name from a registry (issue 26), timed
# from `npm ci` on a fresh clone: clone → npm ci → a local Verdaccio registry → npm publish of the sdk
# → `npm run sandbox` → in a clean directory, an app installs @music/sdk@<version> by name (the
# @music scope from the local registry, everything else from the npm registry), type-checks the
# README's first call (tsc) and runs it against the sandbox. Prints the seconds of each step.
# Usage: bash scripts/release/first-call-trial.sh [repository, default this checkout]   (needs git, npm)
set -euo pipefail
repo_source="${1:-$(cd "$(dirname "$0")/../.." && pwd)}"
work="$(mktemp -d /tmp/music-first-call-XXXXXX)"
pids=()
# Background commands run in process groups of their own (setsid), so npm's children stop with them.
cleanup() { for pid in "${pids[@]}"; do kill -- "-$pid" 2>/dev/null || true; done; rm -rf "$work"; }
trap cleanup EXIT
start=$(date +%s.%N)
mark() { printf '%-44s %6.1f s\n' "$1" "$(echo "$(date +%s.%N) - $start" | bc)"; }
wait_for() { for _ in $(seq 1 600); do grep -q "$2" "$1" 2>/dev/null && return 0; sleep 0.2; done; cat "$1"; return 1; }

git clone -q "$repo_source" "$work/repo"
cd "$work/repo"
npm ci --no-audit --no-fund --loglevel=error >/dev/null
mark "npm ci (fresh clone)"
setsid npm run registry:local >"$work/registry.log" 2>&1 & pids+=($!)
wait_for "$work/registry.log" '^registry='
grep -E '^(registry=|//)' "$work/registry.log" >"$work/publish.npmrc"
registry="$(sed -n 's/^registry=//p' "$work/publish.npmrc")"
mark "local registry up ($registry)"
(cd sdk && npm publish --userconfig "$work/publish.npmrc" --registry "$registry" --loglevel=error >/dev/null)
version="$(node -p "require('./sdk/package.json').version")"
mark "npm publish @music/sdk@$version"
SERVICES_PORT=4199 setsid npm run sandbox >"$work/sandbox.log" 2>&1 & pids+=($!)

mkdir "$work/app" && cd "$work/app"
printf '@music:registry=%s\n' "$registry" >.npmrc
cat >package.json <<'JSON'
{ "name": "first-call", "private": true, "type": "module" }
JSON
npm install --no-audit --no-fund --loglevel=error "@music/sdk@$version" @tanstack/react-query react react-dom typescript @types/node >/dev/null
mark "app: npm install @music/sdk@$version by name"
cat >tsconfig.json <<'JSON'
{ "compilerOptions": { "target": "ES2023", "module": "NodeNext", "moduleResolution": "NodeNext", "strict": true,
  "noEmit": true, "skipLibCheck": true, "lib": ["ES2023", "DOM"], "types": ["node"] }, "include": ["first-call.ts"] }
JSON
sed -n '/<!-- file: examples\/src\/first-call.ts -->/,/^```$/p' "$work/repo/sdk/README.md" | sed '1,2d;$d' >first-call.ts
npx tsc -p .
mark "app: tsc (the README's first call, typed)"
wait_for "$work/sandbox.log" 'Ready in'
SANDBOX_URL=http://localhost:4199 "$work/repo/node_modules/.bin/node" first-call.ts
mark "app: first typed call answered"
