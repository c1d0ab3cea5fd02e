#!/usr/bin/env bash
# Invoice and credit-note tests read the PDFs' text with poppler's pdftotext (Debian's
# poppler-utils); install it with apt when it is missing, as ensure-chromium.sh does for Chromium.
set -euo pipefail
if command -v pdftotext >/dev/null 2>&1; then exit 0; fi
echo "pdftotext is missing: installing Debian's poppler-utils package…"
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq poppler-utils >/dev/null
# Print the version from a variable: `pdftotext -v | head -n 1` under pipefail dies of SIGPIPE (exit 141)
# when head closes the pipe before pdftotext has written its other lines.
version="$(pdftotext -v 2>&1)"
echo "${version%%$'\n'*}"
