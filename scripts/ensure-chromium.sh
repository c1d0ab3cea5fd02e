#!/usr/bin/env bash
# Browser tests use Debian's Chromium; install it with apt when it is missing (never a browser download).
set -euo pipefail
# The end-to-end tests read downloaded invoice PDFs with pdftotext too.
bash "$(dirname "$0")/ensure-poppler.sh"
if [ -x /usr/bin/chromium ]; then exit 0; fi
echo "Chromium is missing: installing Debian's chromium package…"
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium fonts-noto-cjk >/dev/null
/usr/bin/chromium --version
