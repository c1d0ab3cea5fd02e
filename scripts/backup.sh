#!/usr/bin/env bash
# Backs up the database to one file (docs/operations.md):
#   DATABASE_URL set: a pg_dump custom-format dump, taken while the server runs;
#   otherwise: the embedded database's DATA_DIR (default ./data) as a .tar.gz, which needs the
#   server stopped (PGlite has no online backup; a running server is refused).
# Usage: scripts/backup.sh <file>
set -euo pipefail
out="${1:?usage: scripts/backup.sh <file>}"
if [[ -n "${DATABASE_URL:-}" ]]; then
  pg_dump --format=custom --no-owner --file="$out" "$DATABASE_URL"
else
  dir="${DATA_DIR:-./data}"
  [[ -d "$dir/pglite" ]] || { echo "No embedded database in $dir (set DATA_DIR)." >&2; exit 1; }
  if [[ -d "$dir/.lock" ]] && owner=$(cat "$dir/.lock-owner.json" 2>/dev/null) \
    && pid=$(sed -n 's/.*"pid":\([0-9]*\).*/\1/p' <<<"$owner") && [[ -n "$pid" ]] && kill -0 "$pid" 2>/dev/null; then
    echo "The server (process $pid) is using $dir: stop it first." >&2
    exit 1
  fi
  tar -C "$dir" --exclude=./.lock --exclude=./.lock-owner.json -czf "$out" .
fi
echo "Backed up to $out"
