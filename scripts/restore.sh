#!/usr/bin/env bash
# Restores a backup made by scripts/backup.sh (docs/operations.md):
#   DATABASE_URL set: the dump into that database, replacing what is there, in one transaction;
#   otherwise: the archive into DATA_DIR (default ./data), which must be empty or absent.
# Start the release that made the backup, or a newer one (it migrates at start).
# Usage: scripts/restore.sh <file>
set -euo pipefail
in="${1:?usage: scripts/restore.sh <file>}"
[[ -f "$in" ]] || { echo "No backup file $in." >&2; exit 1; }
if [[ -n "${DATABASE_URL:-}" ]]; then
  pg_restore --clean --if-exists --no-owner --single-transaction --exit-on-error --dbname="$DATABASE_URL" "$in"
else
  dir="${DATA_DIR:-./data}"
  if [[ -d "$dir" ]] && [[ -n "$(ls -A "$dir")" ]]; then
    echo "$dir is not empty: move it aside first (the restore never mixes two databases)." >&2
    exit 1
  fi
  mkdir -p "$dir"
  tar -C "$dir" -xzf "$in"
fi
echo "Restored from $in"
